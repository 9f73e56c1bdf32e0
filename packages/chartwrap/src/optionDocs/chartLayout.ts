/** What the options of the chart's frame: size, background, chart area, titles, fonts, colours, theme mean (see OptionDocs in ./index.ts for the rules). */
export interface ChartLayoutOptionDocs {
  /**
   * Fill of the whole chart: a colour string, or an object with fill, stroke and stroke width.
   * @default `{ fill: '#fff', stroke: '#666666', strokeWidth: 0 }`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  backgroundColor?: unknown;
  /**
   * Material charts: title and subtitle drawn above the chart.
   * @see https://developers.google.com/chart/interactive/docs/gallery/barchart
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart
   */
  chart?: unknown;
  /**
   * Position and size of the plot inside the chart (excluding titles, axes and legend), in pixels or
   * percent.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  chartArea?: unknown;
  /**
   * Colours of the series, slices or elements, in order.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  colors?: unknown;
  /**
   * Default font family of every text in the chart.
   * @default `'Arial'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  fontName?: unknown;
  /**
   * Default font size of every text in the chart, in pixels (in points in a tree map).
   * @default TreeMap: `12`
   * @default automatic
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   * @see https://developers.google.com/chart/interactive/docs/gallery/treemap#configuration-options
   */
  fontSize?: unknown;
  /**
   * Draws the chart inside an inline frame.
   * @default `false`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  forceIFrame?: unknown;
  /**
   * Height of the chart, in pixels (or a CSS length where the chart allows one).
   * @default Table: automatic
   * @default Calendar: the container's height
   * @default Gauge: the container's height
   * @default AreaChart: the container's height
   * @default BarChart: the container's height
   * @default BubbleChart: the container's height
   * @default CandlestickChart: the container's height
   * @default ColumnChart: the container's height
   * @default ComboChart: the container's height
   * @default Histogram: the container's height
   * @default LineChart: the container's height
   * @default ScatterChart: the container's height
   * @default SteppedAreaChart: the container's height
   * @default PieChart: the container's height
   * @default TreeMap: the container's height
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   * @see https://developers.google.com/chart/interactive/docs/gallery/table#configuration-options
   * @see https://developers.google.com/chart/interactive/docs/gallery/calendar#configuration-options
   * @see https://developers.google.com/chart/interactive/docs/gallery/gauge#configuration-options
   */
  height?: unknown;
  /**
   * Keeps the map's proportions when the chart's width and height differ from them.
   * @see https://developers.google.com/chart/interactive/docs/gallery/geochart#configuration-options
   */
  keepAspectRatio?: unknown;
  /**
   * Material charts: text under the title.
   * @see https://developers.google.com/chart/interactive/docs/gallery/barchart
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart
   */
  subtitle?: unknown;
  /**
   * Default text style of the labels.
   * @see https://developers.google.com/chart/interactive/docs/gallery/treemap#configuration-options
   */
  textStyle?: unknown;
  /**
   * A preset group of options; `'maximized'` widens the chart area and moves text inside it,
   * `'material'` is the material look.
   * @default `null`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  theme?: unknown;
  /**
   * Text shown above the chart.
   * @default AreaChart: none
   * @default BarChart: none
   * @default BubbleChart: none
   * @default CandlestickChart: none
   * @default ColumnChart: none
   * @default ComboChart: none
   * @default Histogram: none
   * @default LineChart: none
   * @default ScatterChart: none
   * @default SteppedAreaChart: none
   * @default PieChart: none
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  title?: unknown;
  /**
   * Where the title goes: inside the chart area, outside it, or nowhere.
   * @default `'out'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  titlePosition?: unknown;
  /**
   * Text style of the title.
   * @default bold black text in the chart's `fontName` and `fontSize`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   * @see https://developers.google.com/chart/interactive/docs/gallery/treemap#configuration-options
   */
  titleTextStyle?: unknown;
  /**
   * Width of the chart, in pixels (or a CSS length where the chart allows one).
   * @default Table: automatic
   * @default Calendar: the container's width
   * @default Gauge: the container's width
   * @default AreaChart: the container's width
   * @default BarChart: the container's width
   * @default BubbleChart: the container's width
   * @default CandlestickChart: the container's width
   * @default ColumnChart: the container's width
   * @default ComboChart: the container's width
   * @default Histogram: the container's width
   * @default LineChart: the container's width
   * @default ScatterChart: the container's width
   * @default SteppedAreaChart: the container's width
   * @default PieChart: the container's width
   * @default TreeMap: the container's width
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   * @see https://developers.google.com/chart/interactive/docs/gallery/table#configuration-options
   * @see https://developers.google.com/chart/interactive/docs/gallery/calendar#configuration-options
   * @see https://developers.google.com/chart/interactive/docs/gallery/gauge#configuration-options
   */
  width?: unknown;
  /**
   * Fill of the plot area.
   * @default `{ fill: 'none' }`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'chartArea.backgroundColor'?: unknown;
  /**
   * Distance of the plot area from the chart's left edge.
   * @default automatic
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'chartArea.left'?: unknown;
  /**
   * Distance of the plot area from the chart's top edge.
   * @default automatic
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'chartArea.top'?: unknown;
  /**
   * Distance of the plot area from the chart's right edge.
   * @default AreaChart: automatic
   * @default BarChart: automatic
   * @default BubbleChart: automatic
   * @default CandlestickChart: automatic
   * @default ColumnChart: automatic
   * @default ComboChart: automatic
   * @default Histogram: automatic
   * @default LineChart: automatic
   * @default ScatterChart: automatic
   * @default SteppedAreaChart: automatic
   * @default PieChart: automatic
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'chartArea.right'?: unknown;
  /**
   * Distance of the plot area from the chart's bottom edge.
   * @default AreaChart: automatic
   * @default BarChart: automatic
   * @default BubbleChart: automatic
   * @default CandlestickChart: automatic
   * @default ColumnChart: automatic
   * @default ComboChart: automatic
   * @default Histogram: automatic
   * @default LineChart: automatic
   * @default ScatterChart: automatic
   * @default SteppedAreaChart: automatic
   * @default PieChart: automatic
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'chartArea.bottom'?: unknown;
  /**
   * Width of the plot area, in pixels or percent.
   * @default automatic
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'chartArea.width'?: unknown;
  /**
   * Height of the plot area, in pixels or percent.
   * @default automatic
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'chartArea.height'?: unknown;
  /**
   * Title drawn above the material chart.
   * @see https://developers.google.com/chart/interactive/docs/gallery/barchart
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart
   */
  'chart.title'?: unknown;
  /**
   * Subtitle drawn under the title.
   * @see https://developers.google.com/chart/interactive/docs/gallery/barchart
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart
   */
  'chart.subtitle'?: unknown;
  /**
   * Fill colour.
   * @default `'white'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   * @see https://developers.google.com/chart/interactive/docs/gallery/ganttchart#configuration-options
   */
  'backgroundColor.fill'?: unknown;
  /** Opacity of the fill. */
  'backgroundColor.fillOpacity'?: unknown;
  /**
   * Border colour.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'backgroundColor.stroke'?: unknown;
  /**
   * Border width, in pixels.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'backgroundColor.strokeWidth'?: unknown;
}
