/**
 * Which chart types each of Google's source files serves, and under which axis its options are
 * read: the corechart definers are shared by the axis charts, the axis definers read their options
 * through a view of `hAxis` (horizontal) or `vAxis` (vertical), the pie chart has its own.
 */

/** The core charts Google's source holds (`visualization/corechart/`). */
export const AXIS_CHARTS = [
  'AreaChart',
  'BarChart',
  'BubbleChart',
  'CandlestickChart',
  'ColumnChart',
  'ComboChart',
  'Histogram',
  'LineChart',
  'ScatterChart',
  'SteppedAreaChart',
] as const;
export const CORE_CHARTS = [...AXIS_CHARTS, 'PieChart'] as const;
/**
 * Every entry of the inventory: the core charts, the table, the tree map, and the ChartWrapper
 * (whose own events, such as `error`, every chart drawn through it fires).
 */
export const SOURCE_CHARTS = [...CORE_CHARTS, 'Table', 'TreeMap', 'ChartWrapper'] as const;
export type SourceChart = (typeof SOURCE_CHARTS)[number];

/**
 * The options prefix of a view: what `options.view(['hAxes.0', 'hAxis'])` reads under, or the
 * colour axis the colour bar's scale reads.
 */
export type AxisPrefix = 'hAxis' | 'vAxis' | 'domainAxis' | 'colorAxis';

/** A file's scope: the charts whose options it reads, and the axis views it reads them through. */
export interface FileScope {
  charts: readonly SourceChart[];
  /** Set when the file reads relative to an axis view: each read is listed under these axes. */
  axes?: readonly AxisPrefix[];
}

/** The domain axis's definer is a horizontal or vertical one that reads `domainAxis` first. */
const BOTH_AXES: readonly AxisPrefix[] = ['hAxis', 'vAxis', 'domainAxis'];

/** First match wins: the most specific paths first. */
const SCOPES: readonly [RegExp, FileScope][] = [
  [/^axis\/horizontal_axis_definer\.ts$/, { charts: AXIS_CHARTS, axes: ['hAxis', 'domainAxis'] }],
  [/^axis\/vertical_axis_definer\.ts$/, { charts: AXIS_CHARTS, axes: ['vAxis', 'domainAxis'] }],
  [/^axis\//, { charts: AXIS_CHARTS, axes: BOTH_AXES }],
  [/^colorbar\/scale\.ts$/, { charts: ['BubbleChart'], axes: ['colorAxis'] }],
  [/^colorbar\//, { charts: ['BubbleChart'] }],
  [/^visualization\/abstract_visualization\.ts$/, { charts: [...CORE_CHARTS, 'Table', 'TreeMap'] }],
  [/^visualization\/corechart\/pie_chart_/, { charts: ['PieChart'] }],
  [/^events\/pie_chart_/, { charts: ['PieChart'] }],
  [/^visualization\/corechart\/bubble_chart_/, { charts: ['BubbleChart'] }],
  [/^visualization\/corechart\/histogram_chart_/, { charts: ['Histogram'] }],
  [/^visualization\/corechart\/(axis_chart_|annotation_definer)/, { charts: AXIS_CHARTS }],
  [/^(events\/axis_chart_|events\/explorer\/|trendlines\/)/, { charts: AXIS_CHARTS }],
  [
    /^(visualization\/corechart|legend|tooltip|events|common|graphics|text)\//,
    { charts: CORE_CHARTS },
  ],
  [/^visualization\/table\//, { charts: ['Table'] }],
  [/^visualization\/treemap\//, { charts: ['TreeMap'] }],
  [/^wrapper\/(chart_)?wrapper\.ts$/, { charts: ['ChartWrapper'] }],
];

/** The scope of a source file, or null for a file that serves none of the listed charts. */
export function scopeOf(file: string): FileScope | null {
  return SCOPES.find(([pattern]) => pattern.test(file))?.[1] ?? null;
}
