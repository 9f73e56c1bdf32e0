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
 * The material charts (`google.charts.Bar`, `Line`, `Scatter`): the chart types whose options are
 * `MaterialChartOptions` (`theme: 'material'`). Google's material pages document their own options,
 * not the core charts' defaults.
 */
export const MATERIAL_CHART_TYPES = [
  'Bar',
  'Line',
  'Scatter',
] as const satisfies readonly ChartType[];

/** The chart types whose options take `theme: 'material'` only: the material charts. */
type MaterialByOptions = {
  [K in keyof ChartOptionsMap]: ChartOptionsMap[K] extends { theme?: infer T }
    ? [NonNullable<T>] extends ['material']
      ? K
      : never
    : never;
}[keyof ChartOptionsMap];
/** Fails to compile unless MATERIAL_CHART_TYPES lists exactly the chart types with material options. */
export type EveryMaterialChartTypeListed = [MaterialByOptions] extends [
  (typeof MATERIAL_CHART_TYPES)[number],
]
  ? [(typeof MATERIAL_CHART_TYPES)[number]] extends [MaterialByOptions]
    ? true
    : never
  : never;
true satisfies EveryMaterialChartTypeListed;

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
