/**
 * Every chart type Google Charts offers: the one list of chart types. `ChartType` derives from
 * it; `ChartOptionsMap` must have the options of each, and of no other (options/chartOptions.ts).
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
] as const;

/** Every chart type Google Charts offers. */
export type ChartType = (typeof CHART_TYPES)[number];

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

/**
 * The chart types Google Charts can render as a PNG image (`getImageURI`): the core charts (those
 * of the `corechart` package) and `GeoChart`. See `useChartImage`.
 */
export type ImageChartType = (typeof CORE_CHART_TYPES)[number] | 'GeoChart';

/** The `google.charts.load` package of a chart type (see `packageOf`). */
export type PackageOf<T extends ChartType> = T extends (typeof CORE_CHART_TYPES)[number]
  ? 'corechart'
  : Lowercase<T>;

/** Packages understood by `google.charts.load`: those of the chart types, controls and the editor. */
export type ChartPackage = PackageOf<ChartType> | 'charteditor' | 'controls';

/** The `google.charts.load` package that holds a chart type. */
export const packageOf = <T extends ChartType>(chartType: T) =>
  ((CORE_CHART_TYPES as readonly ChartType[]).includes(chartType)
    ? 'corechart'
    : chartType.toLowerCase()) as PackageOf<T>;

export const isChartType = (name: string): name is ChartType =>
  (CHART_TYPES as readonly string[]).includes(name);
