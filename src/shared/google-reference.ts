/**
 * Google's reference page of each chart and control type: the one home of these links. The options
 * tables (`<OptionsReference of="PieChart" />`, and their Markdown copies) link each to it, named
 * by its label. Kept apart from src/config.ts, which every page's bundle holds: only the pages
 * with an options table load these.
 */
export const GOOGLE_REFERENCE: Partial<Record<string, { label: string; url: string }>> = {
  AnnotationChart: {
    label: 'annotation chart reference',
    url: 'https://developers.google.com/chart/interactive/docs/gallery/annotationchart',
  },
  AreaChart: {
    label: 'area chart reference',
    url: 'https://developers.google.com/chart/interactive/docs/gallery/areachart',
  },
  Bar: {
    label: 'Material bar chart reference',
    url: 'https://developers.google.com/chart/interactive/docs/gallery/barchart#creating-material-bar-charts',
  },
  BarChart: {
    label: 'bar chart reference',
    url: 'https://developers.google.com/chart/interactive/docs/gallery/barchart',
  },
  BubbleChart: {
    label: 'bubble chart reference',
    url: 'https://developers.google.com/chart/interactive/docs/gallery/bubblechart',
  },
  Calendar: {
    label: 'calendar chart reference',
    url: 'https://developers.google.com/chart/interactive/docs/gallery/calendar',
  },
  CandlestickChart: {
    label: 'candlestick chart reference',
    url: 'https://developers.google.com/chart/interactive/docs/gallery/candlestickchart',
  },
  CategoryFilter: {
    label: 'controls and dashboards reference',
    url: 'https://developers.google.com/chart/interactive/docs/gallery/controls',
  },
  ChartRangeFilter: {
    label: 'controls and dashboards reference',
    url: 'https://developers.google.com/chart/interactive/docs/gallery/controls',
  },
  ColumnChart: {
    label: 'column chart reference',
    url: 'https://developers.google.com/chart/interactive/docs/gallery/columnchart',
  },
  ComboChart: {
    label: 'combo chart reference',
    url: 'https://developers.google.com/chart/interactive/docs/gallery/combochart',
  },
  DateRangeFilter: {
    label: 'controls and dashboards reference',
    url: 'https://developers.google.com/chart/interactive/docs/gallery/controls',
  },
  Gantt: {
    label: 'Gantt chart reference',
    url: 'https://developers.google.com/chart/interactive/docs/gallery/ganttchart',
  },
  Gauge: {
    label: 'gauge reference',
    url: 'https://developers.google.com/chart/interactive/docs/gallery/gauge',
  },
  GeoChart: {
    label: 'geo chart reference',
    url: 'https://developers.google.com/chart/interactive/docs/gallery/geochart',
  },
  Histogram: {
    label: 'histogram reference',
    url: 'https://developers.google.com/chart/interactive/docs/gallery/histogram',
  },
  Line: {
    label: 'Material line chart reference',
    url: 'https://developers.google.com/chart/interactive/docs/gallery/linechart#creating-material-line-charts',
  },
  LineChart: {
    label: 'line chart reference',
    url: 'https://developers.google.com/chart/interactive/docs/gallery/linechart',
  },
  Map: {
    label: 'map reference',
    url: 'https://developers.google.com/chart/interactive/docs/gallery/map',
  },
  NumberRangeFilter: {
    label: 'controls and dashboards reference',
    url: 'https://developers.google.com/chart/interactive/docs/gallery/controls',
  },
  OrgChart: {
    label: 'org chart reference',
    url: 'https://developers.google.com/chart/interactive/docs/gallery/orgchart',
  },
  PieChart: {
    label: 'pie chart reference',
    url: 'https://developers.google.com/chart/interactive/docs/gallery/piechart',
  },
  Sankey: {
    label: 'Sankey diagram reference',
    url: 'https://developers.google.com/chart/interactive/docs/gallery/sankey',
  },
  Scatter: {
    label: 'Material scatter chart reference',
    url: 'https://developers.google.com/chart/interactive/docs/gallery/scatterchart#creating-material-scatter-charts',
  },
  ScatterChart: {
    label: 'scatter chart reference',
    url: 'https://developers.google.com/chart/interactive/docs/gallery/scatterchart',
  },
  SteppedAreaChart: {
    label: 'stepped area chart reference',
    url: 'https://developers.google.com/chart/interactive/docs/gallery/steppedareachart',
  },
  StringFilter: {
    label: 'controls and dashboards reference',
    url: 'https://developers.google.com/chart/interactive/docs/gallery/controls',
  },
  Table: {
    label: 'table reference',
    url: 'https://developers.google.com/chart/interactive/docs/gallery/table',
  },
  Timeline: {
    label: 'timeline reference',
    url: 'https://developers.google.com/chart/interactive/docs/gallery/timeline',
  },
  TreeMap: {
    label: 'tree map reference',
    url: 'https://developers.google.com/chart/interactive/docs/gallery/treemap',
  },
  WordTree: {
    label: 'word tree reference',
    url: 'https://developers.google.com/chart/interactive/docs/gallery/wordtree',
  },
};
