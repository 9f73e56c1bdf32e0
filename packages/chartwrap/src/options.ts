/// <reference types="google.visualization" />
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

/** An axis (`hAxis`, `vAxis`): adds `scaleType`, which the base type lacks. */
export interface AxisOptions extends google.visualization.ChartAxis {
  /** `'log'` (positive values only) or `'mirrorLog'` (negative and zero values too). */
  scaleType?: 'log' | 'mirrorLog';
}

/** `crosshair`: the base type lacks the `'both'` orientation. */
export interface CrosshairOptions extends Omit<google.visualization.ChartCrosshair, 'orientation'> {
  orientation?: 'vertical' | 'horizontal' | 'both';
}

/** `bar`: `groupWidth` is optional (the base type requires it). */
export interface BarOptions {
  /** Width of a group of bars: pixels, or a percentage such as `'75%'`. */
  groupWidth?: number | string;
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
}

/** A core chart's base options with the corrected shared parts it has. */
type CoreOptions<B> = Omit<B, keyof CoreParts> & Pick<CoreParts, keyof CoreParts & keyof B>;

export type AreaChartOptions = CoreOptions<google.visualization.AreaChartOptions>;
export type BarChartOptions = CoreOptions<google.visualization.BarChartOptions> & {
  diff?: DiffOptions;
};
export type BubbleChartOptions = CoreOptions<google.visualization.BubbleChartOptions>;
export type CandlestickChartOptions = CoreOptions<google.visualization.CandlestickChartOptions>;
export type ColumnChartOptions = CoreOptions<google.visualization.ColumnChartOptions> & {
  diff?: DiffOptions;
};
export type ComboChartOptions = CoreOptions<google.visualization.ComboChartOptions>;
export type LineChartOptions = CoreOptions<google.visualization.LineChartOptions>;
export type ScatterChartOptions = CoreOptions<google.visualization.ScatterChartOptions> & {
  diff?: DiffOptions;
};
export type PieChartOptions = google.visualization.PieChartOptions & { diff?: DiffOptions };
export type SteppedAreaChartOptions = CoreOptions<google.visualization.SteppedAreaChartOptions>;

export interface HistogramOptions extends Omit<
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

export interface GanttChartOptions extends Omit<google.visualization.GanttChartOptions, 'gantt'> {
  gantt?: Omit<google.visualization.GanttOptions, 'labelStyle'> & {
    /** Start of tasks given without one, for tasks computed from durations and dependencies. */
    defaultStartDateMillis?: number | Date;
    labelStyle?: LabelStyle;
  };
}

export interface TimelineOptions extends Omit<google.visualization.TimelineOptions, 'timeline'> {
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

export interface TreeMapOptions extends google.visualization.TreeMapOptions {
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
  tooltip?: google.visualization.ChartTooltip;
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
  AnnotationChart: google.visualization.AnnotationChartOptions;
  AreaChart: AreaChartOptions;
  Bar: MaterialBarChartOptions;
  BarChart: BarChartOptions;
  BubbleChart: BubbleChartOptions;
  Calendar: google.visualization.CalendarOptions;
  CandlestickChart: CandlestickChartOptions;
  ColumnChart: ColumnChartOptions;
  ComboChart: ComboChartOptions;
  Gantt: GanttChartOptions;
  Gauge: google.visualization.GaugeChartOptions;
  GeoChart: google.visualization.GeoChartOptions;
  Histogram: HistogramOptions;
  Line: MaterialLineChartOptions;
  LineChart: LineChartOptions;
  Map: Partial<google.visualization.MapOptions>;
  OrgChart: google.visualization.OrgChartOptions;
  PieChart: PieChartOptions;
  Sankey: google.visualization.SankeyChartOptions;
  Scatter: MaterialScatterChartOptions;
  ScatterChart: ScatterChartOptions;
  SteppedAreaChart: SteppedAreaChartOptions;
  Table: google.visualization.TableOptions;
  Timeline: TimelineOptions;
  TreeMap: TreeMapOptions;
  WordTree: WordTreeOptions;
}

/** Options for a given chart type, exactly as typed: write `const o: ChartOptions<'PieChart'>`. */
export type ChartOptions<T extends ChartType = ChartType> = ChartOptionsMap[T];

// ---------------------------------------------------------------------------------------------
// How the `options` prop checks what it is given
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
 * The options a chart type accepts: its own, with widened strings allowed. The `OptionDocs`
 * entries of its option names (typed `unknown`, so they change no type) bring their descriptions
 * to editors' hover.
 */
export type ChartOptionsInput<T extends ChartType = ChartType> = OpenStrings<
  ChartOptionsMap[T] & Pick<OptionDocs, keyof ChartOptionsMap[T] & keyof OptionDocs>
>;

type KeysOf<S> = S extends unknown ? keyof S : never;
type ValueAt<S, K> = S extends unknown ? (K extends keyof S ? S[K] : never) : never;

/**
 * What `O` (the options given) must also be, next to the options type `S`: every key of `O`, at
 * any depth, is a key of `S` (so a misspelled option or one of another chart type is an error
 * even when `O` is a `const` declared apart, where TypeScript checks no excess keys), and a string
 * literal (written inline or `as const`) is one of the literals `S` allows. A widened `string`
 * passes: its value is unknown to the compiler.
 */
export type KnownOptionsOnly<O, S> = [S] extends [never]
  ? unknown
  : string extends keyof O
    ? unknown // an index signature (`Record<string, unknown>`): its keys are unknown to the compiler
    : O extends string
      ? string extends O
        ? unknown
        : Extract<S, string>
      : O extends (...args: never[]) => unknown
        ? unknown
        : O extends Date
          ? unknown
          : O extends readonly (infer E)[]
            ? readonly KnownOptionsOnly<E, ValueAt<Extract<S, readonly unknown[]>, number>>[]
            : O extends object
              ? {
                  [K in keyof O]: K extends KeysOf<Extract<S, object>>
                    ? KnownOptionsOnly<O[K], NonNullable<ValueAt<Extract<S, object>, K>>>
                    : never;
                }
              : unknown;

/**
 * The type of the `options` prop: `O`, inferred from what is given, must fit the chart type's
 * options with widened strings allowed ({@link ChartOptionsInput}) and hold known options only
 * ({@link KnownOptionsOnly}). Where `O` is not inferred (`object`), only the first check applies.
 */
export type CheckedOptions<T extends ChartType, O> = O &
  ChartOptionsInput<T> &
  KnownOptionsOnly<O, ChartOptionsMap[T]>;
