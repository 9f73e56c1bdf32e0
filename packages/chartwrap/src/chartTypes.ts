import type { ChartOptionsMap, ChartType } from './types';

/**
 * Every chart type Google Charts offers, with the `google.charts.load` package that holds it: the
 * one list of chart types. `ChartType`, `ChartPackage` and `CHART_TYPES` derive from it, and
 * `satisfies` makes the compiler check it names exactly the types that have options.
 */
export const CHART_PACKAGES = {
  AnnotationChart: 'annotationchart',
  AreaChart: 'corechart',
  Bar: 'bar',
  BarChart: 'corechart',
  BubbleChart: 'corechart',
  Calendar: 'calendar',
  CandlestickChart: 'corechart',
  ColumnChart: 'corechart',
  ComboChart: 'corechart',
  Gantt: 'gantt',
  Gauge: 'gauge',
  GeoChart: 'geochart',
  Histogram: 'corechart',
  Line: 'line',
  LineChart: 'corechart',
  Map: 'map',
  OrgChart: 'orgchart',
  PieChart: 'corechart',
  Sankey: 'sankey',
  Scatter: 'scatter',
  ScatterChart: 'corechart',
  SteppedAreaChart: 'corechart',
  Table: 'table',
  Timeline: 'timeline',
  TreeMap: 'treemap',
  WordTree: 'wordtree',
} as const satisfies Record<keyof ChartOptionsMap, string>;

/** Every chart type `<Chart>` accepts, at run time. */
// Object.keys is typed string[]; these are exactly the table's keys.
export const CHART_TYPES = Object.keys(CHART_PACKAGES) as ChartType[];

/** The `google.charts.load` package that holds a chart type. */
export const packageOf = (chartType: ChartType) => CHART_PACKAGES[chartType];

export const isChartType = (name: string): name is ChartType =>
  CHART_TYPES.includes(name as ChartType);
