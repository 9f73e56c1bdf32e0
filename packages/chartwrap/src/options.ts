/// <reference types="google.visualization" />
// Chart types whose @types/google.visualization options are used as they are, but for the value
// sets closed below; each documented.
export type AnnotationChartOptions = Documented<google.visualization.AnnotationChartOptions>;
export type CalendarOptions = Documented<google.visualization.CalendarOptions>;
export type GaugeOptions = Documented<
  Omit<google.visualization.GaugeChartOptions, 'animation'> & { animation?: AnimationOptions }
>;
export type GeoChartOptions = Documented<
  Omit<
    google.visualization.GeoChartOptions,
    'displayMode' | 'resolution' | 'legend' | 'tooltip'
  > & {
    displayMode?: 'auto' | 'regions' | 'markers' | 'text';
    resolution?: 'countries' | 'provinces' | 'metros';
    legend?: google.visualization.ChartLegend | 'none';
    tooltip?: TooltipOptions;
    // `region` stays `string`: any country, continent or sub-continent code, besides `'world'`.
  }
>;
/**
 * Map options. `mapType` stays `string`: besides `'normal'`, `'terrain'`, `'satellite'` and
 * `'hybrid'`, it takes the id of a style defined in `maps`.
 */
export type MapOptions = Documented<Partial<google.visualization.MapOptions>>;
export type OrgChartOptions = Documented<
  Omit<google.visualization.OrgChartOptions, 'size'> & { size?: 'small' | 'medium' | 'large' }
>;
export type SankeyOptions = Documented<
  Omit<google.visualization.SankeyChartOptions, 'sankey'> & {
    sankey?: Omit<NonNullable<google.visualization.SankeyChartOptions['sankey']>, 'tooltip'> & {
      tooltip?: TooltipOptions;
    };
  }
>;
export type TableOptions = Documented<
  Omit<google.visualization.TableOptions, 'page' | 'sort'> & {
    page?: 'enable' | 'event' | 'disable';
    sort?: 'enable' | 'event' | 'disable';
  }
>;
export type MaterialBarOptions = Documented<MaterialBarChartOptions>;
export type MaterialLineOptions = Documented<MaterialLineChartOptions>;
export type MaterialScatterOptions = Documented<MaterialScatterChartOptions>;
export type WordTreeChartOptions = Documented<WordTreeOptions>;

/**
 * The options of every chart type, and how the `options` prop checks them.
 *
 * The base types come from `@types/google.visualization`; where those reject options that Google
 * Charts documents and accepts, the types below correct them. The material charts and the word
 * tree, which those types do not describe, are typed here too.
 */
import type { OptionDocs } from './optionDocs';
import type { ChartType } from './types';

// ---------------------------------------------------------------------------------------------
// Corrections of @types/google.visualization
// ---------------------------------------------------------------------------------------------

// Where Google Charts documents a closed set of values for an option, its type is the union of
// those values, so that a value outside it is an error that lists them and an editor completes
// them. Options Google lets take any string besides named ones stay `string`, with the reason.

/** An axis (`hAxis`, `vAxis`): adds `scaleType`, which the base type lacks; value sets closed. */
export interface AxisOptions extends Omit<google.visualization.ChartAxis, 'viewWindowMode'> {
  /** `'log'` (positive values only) or `'mirrorLog'` (negative and zero values too). */
  scaleType?: 'log' | 'mirrorLog';
  viewWindowMode?: 'pretty' | 'maximized' | 'explicit';
  // `format` stays `string`: besides its named presets it takes any number or date pattern.
}

/** `crosshair`: the base type lacks the `'both'` orientation and types `trigger` as any string. */
export interface CrosshairOptions extends Omit<
  google.visualization.ChartCrosshair,
  'orientation' | 'trigger'
> {
  orientation?: 'vertical' | 'horizontal' | 'both';
  trigger?: 'focus' | 'selection' | 'both';
}

/** `bar`: `groupWidth` is optional (the base type requires it). */
export interface BarOptions {
  /**
   * Width of a group of bars: pixels, or a percentage such as `'75%'` (any percentage string,
   * so the type stays open).
   */
  groupWidth?: number | string;
}

/** `animation`: how the chart moves from old data to new. */
export interface AnimationOptions extends Omit<google.visualization.TransitionAnimation, 'easing'> {
  easing?: 'linear' | 'in' | 'out' | 'inAndOut';
}

/** How an annotation is drawn: a short stem and its text, or a line across the chart. */
type AnnotationStyle = 'point' | 'line';

/** `annotations`: their look, with the drawing style closed. */
export interface AnnotationsOptions extends Omit<
  google.visualization.ChartAnnotations,
  'style' | 'datum' | 'domain'
> {
  style?: AnnotationStyle;
  datum?: { stem?: google.visualization.ChartStem; style?: AnnotationStyle };
  domain?: { stem?: google.visualization.ChartStem; style?: AnnotationStyle };
}

/** `annotations` of bar and column charts, which may also be drawn outside the bars. */
export interface BarAnnotationsOptions extends AnnotationsOptions {
  alwaysOutside?: boolean;
}

/** `explorer`: the pan and zoom actions and axis, closed. */
export interface ExplorerOptions extends Omit<
  google.visualization.ChartExplorer,
  'actions' | 'axis'
> {
  actions?: ('dragToPan' | 'dragToZoom' | 'rightClickToReset')[];
  axis?: 'horizontal' | 'vertical';
}

/** `tooltip`: when it shows, closed. */
export interface TooltipOptions extends Omit<google.visualization.ChartTooltip, 'trigger'> {
  trigger?: 'focus' | 'none' | 'selection' | 'both';
}

/** `legend`: its position written out, so that an error lists the positions. */
export interface LegendOptions extends Omit<google.visualization.ChartLegend, 'position'> {
  position?: 'bottom' | 'left' | 'in' | 'none' | 'right' | 'top';
}

/** Label text style (`timeline.barLabelStyle`, `gantt.labelStyle`…): every field optional. */
export type LabelStyle = Partial<google.visualization.LabelStyle>;

/** `diff`: how a diff chart (from `diffdata`) draws the old data against the new. */
export interface DiffOptions {
  innerCircle?: { radiusFactor?: number; borderFactor?: number };
  oldData?: {
    opacity?: number;
    inCenter?: boolean;
    widthFactor?: number;
    tooltip?: { prefix?: string };
  };
  newData?: { widthFactor?: number; tooltip?: { prefix?: string } };
}

/** The parts shared by the core charts, as corrected above. */
interface CoreParts {
  hAxis?: AxisOptions;
  vAxis?: AxisOptions;
  crosshair?: CrosshairOptions;
  bar?: BarOptions;
  animation?: AnimationOptions;
  annotations?: AnnotationsOptions;
  explorer?: ExplorerOptions;
  tooltip?: TooltipOptions;
  legend?: LegendOptions | 'none';
  focusTarget?: 'datum' | 'category';
  /** `'maximized'` draws the chart area as large as it can, axes and legend inside it. */
  theme?: 'maximized';
  isStacked?: boolean | 'percent' | 'relative' | 'absolute';
  domainAxis?: { type: 'category' };
}

/**
 * `B`'s options with the corrected shared parts it has, and the option docs of its names (typed
 * `unknown`, they change no type: they bring their descriptions to editors' hover).
 */
type CoreOptions<B> = Documented<Corrected<B>>;
/** `B`'s options with the corrected shared parts it has. */
type Corrected<B> = Omit<B, keyof CoreParts> & Pick<CoreParts, keyof CoreParts & keyof B>;

/** `B` with the `OptionDocs` entries of its option names: their words show on hover. */
type Documented<B> = B & Pick<OptionDocs, keyof B & keyof OptionDocs>;

export type AreaChartOptions = CoreOptions<google.visualization.AreaChartOptions>;
export type BarChartOptions = CoreOptions<google.visualization.BarChartOptions> & {
  diff?: DiffOptions;
  annotations?: BarAnnotationsOptions;
};
export type BubbleChartOptions = CoreOptions<google.visualization.BubbleChartOptions>;
export type CandlestickChartOptions = CoreOptions<google.visualization.CandlestickChartOptions>;
export type ColumnChartOptions = CoreOptions<google.visualization.ColumnChartOptions> & {
  diff?: DiffOptions;
  annotations?: BarAnnotationsOptions;
};
export type ComboChartOptions = CoreOptions<google.visualization.ComboChartOptions>;
export type LineChartOptions = CoreOptions<
  Omit<google.visualization.LineChartOptions, 'series'> & {
    series?: SeriesOptions<LineSeriesOptions>[] | Record<number, SeriesOptions<LineSeriesOptions>>;
  }
>;
type LineSeriesOptions = google.visualization.LineChartSeriesOptions;
/** A series' options, with its annotations' style closed. */
type SeriesOptions<B> = Omit<B, 'annotations'> & { annotations?: AnnotationsOptions };
export type ScatterChartOptions = CoreOptions<google.visualization.ScatterChartOptions> & {
  diff?: DiffOptions;
};
export type PieChartOptions = Documented<
  Corrected<Omit<google.visualization.PieChartOptions, 'pieSliceText' | 'legend'>> & {
    diff?: DiffOptions;
    /** What each slice shows. */
    pieSliceText?: 'percentage' | 'value' | 'label' | 'none';
    /** A pie's legend, which may also label each slice (`'labeled'`). */
    legend?: google.visualization.PieChartLegend | 'none';
  }
>;
export type SteppedAreaChartOptions = CoreOptions<google.visualization.SteppedAreaChartOptions>;

/** The Histogram options, documented. */
export type HistogramOptions = Documented<HistogramOwnOptions>;
interface HistogramOwnOptions extends Omit<
  CoreOptions<google.visualization.HistogramOptions>,
  'bar' | 'histogram'
> {
  bar?: BarOptions & {
    /** Gap in pixels between adjacent bars of a histogram. */
    gap?: number;
  };
  histogram?: google.visualization.HistogramHistogramOptions & {
    /** Upper bound on the number of buckets. */
    maxNumBuckets?: number;
    /** Lowest bucket boundary. */
    minValue?: number;
    /** Highest bucket boundary. */
    maxValue?: number;
    /** How the default number of buckets is computed. */
    numBucketsRule?: 'sqrt' | 'sturges' | 'rice' | 'scott' | 'freedmanDiaconis';
  };
}

/** The Gantt options, documented. */
export type GanttChartOptions = Documented<GanttChartOwnOptions>;
interface GanttChartOwnOptions extends Omit<google.visualization.GanttChartOptions, 'gantt'> {
  gantt?: Omit<google.visualization.GanttOptions, 'labelStyle'> & {
    /** Start of tasks given without one, for tasks computed from durations and dependencies. */
    defaultStartDateMillis?: number | Date;
    labelStyle?: LabelStyle;
  };
}

/** The Timeline options, documented. */
export type TimelineOptions = Documented<TimelineOwnOptions>;
interface TimelineOwnOptions extends Omit<google.visualization.TimelineOptions, 'timeline'> {
  /** Lets tooltip columns hold HTML. */
  allowHtml?: boolean;
  timeline?: Omit<
    NonNullable<google.visualization.TimelineOptions['timeline']>,
    'barLabelStyle' | 'rowLabelStyle'
  > & {
    barLabelStyle?: LabelStyle;
    rowLabelStyle?: LabelStyle | null;
  };
}

/** The TreeMap options, documented. */
export type TreeMapOptions = Documented<TreeMapOwnOptions>;
interface TreeMapOwnOptions extends google.visualization.TreeMapOptions {
  /** Highlights a rectangle on hover (with the `*HighlightColor` options). */
  highlightOnMouseOver?: boolean;
  /**
   * Returns the HTML of a rectangle's tooltip, given its row, its size (the sum of its subtree)
   * and its colour value. Compared as a method (bivariantly), so a handler may type `value` as a
   * `number` or, as string-building handlers often do, a `string`.
   */
  generateTooltip?: {
    generate(row: number, size: number, value: number | string): string;
  }['generate'];
  width?: number | string;
  height?: number | string;
}

// ---------------------------------------------------------------------------------------------
// Options that @types/google.visualization does not describe: material charts and the word tree.
// ---------------------------------------------------------------------------------------------

export interface MaterialAxisOptions {
  title?: string;
  format?: string;
  minValue?: number | Date;
  maxValue?: number | Date;
  ticks?: (number | Date)[];
  viewWindow?: { min?: number | Date; max?: number | Date };
  textStyle?: google.visualization.ChartTextStyle;
  gridlines?: { count?: number; color?: string };
}

/** Options shared by the material charts (`Line`, `Bar`, `Scatter`). */
export interface MaterialChartOptions {
  chart?: { title?: string; subtitle?: string };
  title?: string;
  subtitle?: string;
  width?: number | string;
  height?: number | string;
  colors?: string[];
  backgroundColor?: string | google.visualization.ChartStrokeFill;
  chartArea?: google.visualization.ChartArea;
  fontName?: string;
  fontSize?: number;
  legend?: { position?: 'top' | 'bottom' | 'left' | 'right' | 'none' } | 'none';
  hAxis?: MaterialAxisOptions;
  vAxis?: MaterialAxisOptions;
  axes?: {
    x?: Record<string | number, { side?: 'top' | 'bottom'; label?: string }>;
    y?: Record<string | number, { side?: 'left' | 'right'; label?: string }>;
  };
  series?: Record<number, { axis?: string; color?: string; targetAxisIndex?: number }>;
  theme?: 'material';
  titleTextStyle?: google.visualization.ChartTextStyle;
  tooltip?: TooltipOptions;
}

export interface MaterialLineChartOptions extends MaterialChartOptions {
  lineWidth?: number;
  pointSize?: number;
}

export interface MaterialBarChartOptions extends MaterialChartOptions {
  bars?: 'horizontal' | 'vertical';
  isStacked?: boolean | 'percent' | 'relative' | 'absolute';
  bar?: { groupWidth?: number | string };
}

export interface MaterialScatterChartOptions extends MaterialChartOptions {
  pointSize?: number;
  pointShape?: google.visualization.ChartPointShape;
}

export interface WordTreeOptions {
  wordtree?: {
    format?: 'implicit' | 'explicit';
    word?: string;
    type?: 'suffix' | 'prefix' | 'double';
    colors?: string[];
    sentenceSeparator?: string;
    wordSeparator?: string;
  };
  /** Colours of the root word, the words before it and the words after it. */
  colors?: string[];
  backgroundColor?: string | google.visualization.ChartStrokeFill;
  fontName?: string;
  maxFontSize?: number;
  width?: number;
  height?: number;
}

/**
 * The options of every chart type, keyed by `chartType`. `chartType` selects the options type, so
 * `<Chart chartType="PieChart" options={{ pieHole: 0.4 }} />` type-checks and `curveType` (a
 * LineChart option) on a PieChart is a type error.
 */
export interface ChartOptionsMap {
  AnnotationChart: AnnotationChartOptions;
  AreaChart: AreaChartOptions;
  Bar: MaterialBarOptions;
  BarChart: BarChartOptions;
  BubbleChart: BubbleChartOptions;
  Calendar: CalendarOptions;
  CandlestickChart: CandlestickChartOptions;
  ColumnChart: ColumnChartOptions;
  ComboChart: ComboChartOptions;
  Gantt: GanttChartOptions;
  Gauge: GaugeOptions;
  GeoChart: GeoChartOptions;
  Histogram: HistogramOptions;
  Line: MaterialLineOptions;
  LineChart: LineChartOptions;
  Map: MapOptions;
  OrgChart: OrgChartOptions;
  PieChart: PieChartOptions;
  Sankey: SankeyOptions;
  Scatter: MaterialScatterOptions;
  ScatterChart: ScatterChartOptions;
  SteppedAreaChart: SteppedAreaChartOptions;
  Table: TableOptions;
  Timeline: TimelineOptions;
  TreeMap: TreeMapOptions;
  WordTree: WordTreeChartOptions;
}

/** Options for a given chart type, exactly as typed: write `const o: ChartOptions<'PieChart'>`. */
export type ChartOptions<T extends ChartType = ChartType> = ChartOptionsMap[T];

// ---------------------------------------------------------------------------------------------
// Open strings: for options typed apart from the JSX
// ---------------------------------------------------------------------------------------------

/**
 * A string-literal union that also accepts any `string` while keeping its literals for editor
 * completion (`string & {}` does not absorb them the way `string` would).
 */
export type OpenString<S extends string> = S | (string & {});

/**
 * `T` with every string-literal union opened (see {@link OpenString}), at any depth. Options
 * declared in a `const` apart from the JSX have their strings widened to `string` by TypeScript
 * (`const o = { curveType: 'function' }` is `{ curveType: string }`); this type accepts them.
 */
export type OpenStrings<T> = T extends string
  ? string extends T
    ? T
    : T | (string & {})
  : T extends (...args: never[]) => unknown
    ? T
    : T extends Date
      ? T
      : T extends readonly (infer E)[]
        ? readonly OpenStrings<E>[]
        : T extends object
          ? { [K in keyof T]: OpenStrings<T[K]> }
          : T;

/**
 * The options a chart type accepts: its own, with widened strings allowed.
 */
export type ChartOptionsInput<T extends ChartType = ChartType> = OpenStrings<ChartOptionsMap[T]>;

type KeysOf<S> = S extends unknown ? keyof S : never;
type ValueAt<S, K> = S extends unknown ? (K extends keyof S ? S[K] : never) : never;

// ---------------------------------------------------------------------------------------------
// Messages: types whose text is the error, for the mistakes TypeScript cannot word itself.
// ---------------------------------------------------------------------------------------------

/**
 * Whether `B` is one edit away from `A` (a letter added, dropped, changed, or two swapped), the
 * misspellings a "did you mean" names. Only computed for a name already found unknown.
 */
type OneEditApart<A extends string, B extends string> = A extends B
  ? true
  : A extends `${infer a}${infer ar}`
    ? B extends `${infer b}${infer br}`
      ? a extends b
        ? OneEditApart<ar, br>
        : ar extends br
          ? true
          : ar extends B
            ? true
            : A extends br
              ? true
              : ar extends `${b}${infer rest}`
                ? br extends `${a}${rest}`
                  ? true
                  : false
                : false
      : ar extends ''
        ? true
        : false
    : B extends `${string}${infer br}`
      ? br extends ''
        ? true
        : false
      : false;

/** The names of `Names` one edit from `Name`, upper and lower case alike. */
type NearNames<Name extends string, Names extends string> = Names extends unknown
  ? OneEditApart<Lowercase<Name>, Lowercase<Names>> extends true
    ? Names
    : never
  : never;

type LastOf<U> = (U extends unknown ? (f: () => U) => void : never) extends (f: infer F) => void
  ? F extends () => infer L
    ? L
    : never
  : never;
/** What joins `Head` to the rest of a list, `Tail`: nothing, `last` before the last, else `, `. */
type Joint<Tail extends string, Last extends string> = Tail extends ''
  ? ''
  : Tail extends `${string}${Last}${string}`
    ? ', '
    : Last;
/** `A, B and C` from `'A' | 'B' | 'C'`, each name written `Quote`d, the last after `Last`. */
type Listed<
  U extends string,
  Quote extends string,
  Last extends string,
  Tail extends string = '',
> = [U] extends [never]
  ? Tail
  : LastOf<U> extends infer L extends string
    ? Listed<Exclude<U, L>, Quote, Last, `${Quote}${L}${Quote}${Joint<Tail, Last>}${Tail}`>
    : Tail;

/** The chart types that have the top-level option `K`. */
type ChartTypesWith<K> = {
  [C in ChartType]: K extends keyof ChartOptionsMap[C] ? C : never;
}[ChartType];

/**
 * The message for an option `K` that the options of `Owner` (at `Path`, `''` at the top) do not
 * have: the nearest valid names, else, at the top, the chart types that have it.
 */
type UnknownOptionMessage<
  Owner extends string,
  Path extends string,
  K extends string,
  Names extends string,
> = `'${Path}${K}' is not an option of ${Owner}${[NearNames<K, Names>] extends [never]
  ? Path extends ''
    ? [ChartTypesWith<K>] extends [never]
      ? ''
      : `: it is an option of ${Listed<ChartTypesWith<K>, '', ' and '>}`
    : ''
  : `: did you mean ${Listed<`${Path}${NearNames<K, Names>}`, "'", ' or '>}?`}`;

// ---------------------------------------------------------------------------------------------
// How the `options` prop checks what it is given
// ---------------------------------------------------------------------------------------------

/**
 * What a value `V` given for an option typed `S` must be: `S` itself, except that a widened
 * `string` (from a `const` declared apart) passes where `S` has string literals, and an object
 * is checked option by option ({@link OptionsChecked}).
 */
type ValueChecked<V, S, Owner extends string, Path extends string> = 0 extends 1 & S
  ? V // typed `any` by @types/google.visualization: anything passes, as it did
  : string extends V
    ? [Extract<S, string>] extends [never]
      ? S
      : V
    : V extends (...args: never[]) => unknown
      ? S
      : V extends Date
        ? S
        : V extends readonly (infer E)[]
          ? Extract<S, readonly unknown[]> extends readonly (infer SE)[]
            ? readonly ValueChecked<E, SE, Owner, Path>[]
            : S
          : V extends object
            ? [Extract<S, object>] extends [never]
              ? S
              : OptionsChecked<V, Extract<S, object>, Owner, `${Path}.`>
            : S;

/**
 * `O` (the options given) with each option checked against `S`, at any depth: an option `S` does
 * not have becomes its message ({@link UnknownOptionMessage}), so the error names it and the fix.
 */
type OptionsChecked<O, S, Owner extends string, Path extends string> = string extends keyof O
  ? O // an index signature (`Record<string, unknown>`): its keys are unknown to the compiler
  : {
      [K in keyof O]: K extends KeysOf<S>
        ? ValueChecked<O[K], ValueAt<S, K>, Owner, `${Path}${K & string}`>
        : UnknownOptionMessage<Owner, Path, K & string, KeysOf<S> & string>;
    };

/**
 * The type the `options` prop checks its value against, once `O` (what was given) is inferred:
 * the chart type's own options type when `O` fits it with no option unknown, so that TypeScript
 * words the errors of an object literal itself ("Object literal may only specify known
 * properties", "Did you mean") and offers the values in completion; the chart type's options with
 * strings opened ({@link ChartOptionsInput}) when `O` only has strings widened in a `const`
 * declared apart; else `O` checked option by option ({@link OptionsChecked}), which names what is
 * wrong where TypeScript cannot (an unknown option in a `const`, which it does not check).
 *
 * A ternary of two object literals is inferred as its first branch (the compiler infers from each
 * branch and keeps the first): the target then has all the chart type's options, so the other
 * branch is checked too, though only for option names when it is declared apart.
 */
export type OptionsTarget<T extends ChartType, O> = string extends keyof O
  ? ChartOptionsInput<T>
  : OptionsChecked<O, ChartOptionsMap[T], T, ''> extends infer C
    ? [O] extends [C]
      ? [O] extends [ChartOptionsMap[T]]
        ? ChartOptionsMap[T]
        : ChartOptionsInput<T>
      : C
    : never;

/**
 * The type of the `options` prop for options `O`: {@link OptionsTarget}, evaluated once `O` is
 * inferred from what was given (the conditional on `O` defers it; the indexed access keeps the
 * compiler from inferring `O` from it).
 */
export type CheckedOptions<T extends ChartType, O> = object extends O
  ? ChartOptionsInput<T> // `O` not inferred (`ChartProps<'LineChart'>` written as a type): open
  : O extends unknown
    ? [OptionsTarget<T, O>][O extends unknown ? 0 : never]
    : O;
