/// <reference types="google.visualization" />
/**
 * The options of every chart type, keyed by `chartType` in `ChartOptionsMap`.
 *
 * The base types come from `@types/google.visualization`; where those reject options that Google
 * Charts reads or accept options it ignores, the corrected parts (corrections.ts, diff.ts) replace
 * theirs. The material charts and the word tree, which those types do not describe, are typed in
 * material.ts. Each type also carries the `OptionDocs` entries of its option names, so an editor's
 * hover shows what an option means.
 */
import type { ChartType, MATERIAL_CHART_TYPES } from '../chartTypes';
import type { OptionDocs } from '../optionDocs';
import type {
  AnimationOptions,
  AnnotationsOptions,
  AxisOptions,
  BarAnnotationsOptions,
  BarOptions,
  BubbleColorAxisOptions,
  CrosshairOptions,
  ExplorerOptions,
  LabelStyle,
  LegendOptions,
  SeriesAnnotationsOptions,
  TooltipOptions,
  VerticalAxisOptions,
} from './corrections';
import type { BarDiffOptions, PieDiffOptions, ScatterDiffOptions } from './diff';
import type {
  MaterialBarChartOptions,
  MaterialLineChartOptions,
  MaterialScatterChartOptions,
  WordTreeOptions,
} from './material';

/** `B` with the `OptionDocs` entries of its option names: their words show on hover. */
type Documented<B> = B & Pick<OptionDocs, keyof B & keyof OptionDocs>;

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

/** The parts shared by the core charts, as corrected. */
interface CoreParts {
  hAxis?: AxisOptions;
  vAxis?: VerticalAxisOptions;
  crosshair?: CrosshairOptions;
  bar?: BarOptions;
  animation?: AnimationOptions;
  annotations?: AnnotationsOptions;
  explorer?: ExplorerOptions;
  tooltip?: TooltipOptions;
  legend?: LegendOptions | 'none';
  focusTarget?: 'datum' | 'category';
  /**
   * `'maximized'` draws the chart area as large as it can, axes and legend inside it; `'material'`
   * gives a classic chart the material look (Google's common/theme.ts registers both).
   */
  theme?: 'maximized' | 'material';
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

export type AreaChartOptions = CoreOptions<google.visualization.AreaChartOptions>;
export type BarChartOptions = CoreOptions<google.visualization.BarChartOptions> & {
  diff?: BarDiffOptions;
  annotations?: BarAnnotationsOptions;
};
export type BubbleChartOptions = CoreOptions<
  Omit<google.visualization.BubbleChartOptions, 'colorAxis'> & {
    colorAxis?: BubbleColorAxisOptions;
  }
>;
export type CandlestickChartOptions = CoreOptions<google.visualization.CandlestickChartOptions>;
export type ColumnChartOptions = CoreOptions<google.visualization.ColumnChartOptions> & {
  diff?: BarDiffOptions;
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
type SeriesOptions<B> = Omit<B, 'annotations'> & { annotations?: SeriesAnnotationsOptions };
export type ScatterChartOptions = CoreOptions<google.visualization.ScatterChartOptions> & {
  diff?: ScatterDiffOptions;
};
export type PieChartOptions = Documented<
  Corrected<Omit<google.visualization.PieChartOptions, 'pieSliceText' | 'legend'>> & {
    diff?: PieDiffOptions;
    /** What each slice shows. */
    pieSliceText?: 'percentage' | 'value' | 'value-and-percentage' | 'label' | 'none';
    /** A pie's legend, which may also label each slice (`'labeled'`); no number format (as LegendOptions). */
    legend?: Omit<google.visualization.PieChartLegend, 'numberFormat'> | 'none';
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
    /** Widens the range of the buckets down to this value (it never narrows it). */
    minValue?: number;
    /** Widens the range of the buckets up to this value (it never narrows it). */
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

/** Fails to compile unless `ChartOptionsMap` has the options of exactly the chart types listed. */
type EveryChartTypeListed = [keyof ChartOptionsMap] extends [ChartType]
  ? [ChartType] extends [keyof ChartOptionsMap]
    ? true
    : never
  : never;
true satisfies EveryChartTypeListed;

/** The chart types whose options take `theme: 'material'` only: the material charts. */
type MaterialByOptions = {
  [K in ChartType]: ChartOptionsMap[K] extends { theme?: infer T }
    ? [NonNullable<T>] extends ['material']
      ? K
      : never
    : never;
}[ChartType];
/** Fails to compile unless MATERIAL_CHART_TYPES lists exactly the chart types with material options. */
type EveryMaterialChartTypeListed = [MaterialByOptions] extends [
  (typeof MATERIAL_CHART_TYPES)[number],
]
  ? [(typeof MATERIAL_CHART_TYPES)[number]] extends [MaterialByOptions]
    ? true
    : never
  : never;
true satisfies EveryMaterialChartTypeListed;
