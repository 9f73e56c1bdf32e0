/** The chart and control types the fake knows, by the package that brings them. */

/**
 * The `corechart` package's charts: the ones Google also renders as images. The library's
 * CORE_CHART_TYPES, written out here rather than imported: an import would put chartTypes in a
 * chunk shared by the testing entry and the main one, and that split costs `import { Chart }` 9 B
 * gzip, past its budget (docs/benchmarks.md). test/testing.test.tsx holds the two lists equal.
 */
export const CORE_CHARTS: readonly string[] = [
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
];

/** Charts in a package of their own, named as the chart in lower case (`geochart`). */
export const OWN_PACKAGE_CHARTS = [
  'AnnotationChart',
  'Calendar',
  'Gantt',
  'Gauge',
  'GeoChart',
  'Map',
  'OrgChart',
  'Sankey',
  'Table',
  'Timeline',
  'TreeMap',
  'WordTree',
];

/** The material charts, on `google.charts` rather than `google.visualization`. */
export const MATERIAL_CHARTS = ['Line', 'Bar', 'Scatter'];

/** The controls of the `controls` package (drawn by a ControlWrapper, never as a chart). */
export const CONTROLS = [
  'CategoryFilter',
  'ChartRangeFilter',
  'DateRangeFilter',
  'NumberRangeFilter',
  'StringFilter',
];

/** What getImageURI returns: a valid PNG (one pixel, #3366cc), as a data URI. */
export const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGMwTjvzHwAEmgJlc/kGHwAAAABJRU5ErkJggg==';

/** Google renders the core charts and GeoChart as images; the others have no getImageURI. */
export const hasImage = (type: string) => CORE_CHARTS.indexOf(type) >= 0 || type === 'GeoChart';
