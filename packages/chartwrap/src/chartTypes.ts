import type { ChartOptionsMap, ChartType, PackageOf } from './types';

/**
 * Every chart type Google Charts offers: the one list of chart types. `ChartType` derives from
 * it, `satisfies` holds it to types that have options, and `EveryChartTypeListed` to all of them.
 */
export const CHART_TYPES = [
  'AnnotationChart',
  'AreaChart',
  'Bar',
  'BarChart',
  'BubbleChart',
  'Calendar',
  'CandlestickChart',
  'ColumnChart',
  'ComboChart',
  'Gantt',
  'Gauge',
  'GeoChart',
  'Histogram',
  'Line',
  'LineChart',
  'Map',
  'OrgChart',
  'PieChart',
  'Sankey',
  'Scatter',
  'ScatterChart',
  'SteppedAreaChart',
  'Table',
  'Timeline',
  'TreeMap',
  'WordTree',
] as const satisfies readonly (keyof ChartOptionsMap)[];

/** Fails to compile when a chart type that has options is missing from CHART_TYPES. */
export type EveryChartTypeListed = [keyof ChartOptionsMap] extends [ChartType] ? true : never;
true satisfies EveryChartTypeListed;

/**
 * The chart types in Google's `corechart` package. Every other type is in a package of its own,
 * named by the type's name in lower case (`GeoChart` in `geochart`).
 */
export const CORE_CHART_TYPES = [
  'AreaChart',
  'BarChart',
  'BubbleChart',
  'CandlestickChart',
  'ColumnChart',
  'ComboChart',
  'Histogram',
  'LineChart',
  'PieChart',
  'ScatterChart',
  'SteppedAreaChart',
] as const satisfies readonly ChartType[];

/** The `google.charts.load` package that holds a chart type. */
export const packageOf = <T extends ChartType>(chartType: T) =>
  ((CORE_CHART_TYPES as readonly ChartType[]).includes(chartType)
    ? 'corechart'
    : chartType.toLowerCase()) as PackageOf<T>;

export const isChartType = (name: string): name is ChartType =>
  (CHART_TYPES as readonly string[]).includes(name);
