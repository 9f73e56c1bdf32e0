/** What the options of the axes of the axis charts (`hAxis`, `vAxis`, their arrays, `axis.*` for any of them) and of the material charts (`axes.x`, `axes.y`) mean (see OptionDocs in ./index.ts for the rules). */
export interface AxesOptionDocs {
  /**
   * Whether Google may alter what it draws (such as the edges of bars) so that grid lines stay
   * visible; `false` draws the data exactly, hiding the grid lines behind it.
   * @default `true`
   * @see https://developers.google.com/chart/interactive/docs/gallery/timeline
   */
  avoidOverlappingGridLines?: unknown;
  /**
   * Material charts: which side each named axis is drawn on, and its label.
   * @see https://developers.google.com/chart/interactive/docs/gallery/barchart
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart
   */
  axes?: unknown;
  /**
   * Where the axis titles go: inside the chart area, outside it, or nowhere.
   * @default `'out'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  axisTitlesPosition?: unknown;
  /** Settings of the domain (category) axis, such as its type. */
  domainAxis?: unknown;
  /** Settings per horizontal axis when there are several, keyed by axis index. */
  hAxes?: unknown;
  /**
   * The horizontal axis: title, scale, range, grid lines, ticks and text.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  hAxis?: unknown;
  /**
   * Lays the chart out `'horizontal'`ly (the default) or `'vertical'`ly, swapping the axes.
   * @default `'horizontal'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   * @see https://developers.google.com/chart/interactive/docs/gallery/candlestickchart#configuration-options
   */
  orientation?: unknown;
  /**
   * Draws the categories in reverse order.
   * @default `false`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   * @see https://developers.google.com/chart/interactive/docs/gallery/piechart#configuration-options
   */
  reverseCategories?: unknown;
  /**
   * Settings per vertical axis when there are several, keyed by axis index.
   * @default none (every vertical axis takes `vAxis`)
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  vAxes?: unknown;
  /**
   * The vertical axis: title, scale, range, grid lines, ticks and text.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  vAxis?: unknown;
  /**
   * Title of the axis.
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
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'axis.title'?: unknown;
  /**
   * Text style of the axis title.
   * @default italic `'#222222'` text in the chart's `fontName` and `fontSize`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'axis.titleTextStyle'?: unknown;
  /**
   * Number or date pattern of the axis labels, e.g. `'#,###%'` or `'MMM d'`.
   * @default automatic
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'axis.format'?: unknown;
  /**
   * Text style of the axis labels.
   * @default `'#222222'` text on a category axis, `'#444444'` on a value axis, in the chart's `fontName` and `fontSize`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'axis.textStyle'?: unknown;
  /**
   * Where the axis labels go: outside, inside the chart area, or nowhere.
   * @default `'out'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'axis.textPosition'?: unknown;
  /**
   * Lowest value the axis must show; the data may still stretch it.
   * @default automatic
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'axis.minValue'?: unknown;
  /**
   * Highest value the axis must show; the data may still stretch it.
   * @default automatic
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'axis.maxValue'?: unknown;
  /**
   * The range the axis shows, cropping data outside it.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'axis.viewWindow'?: unknown;
  /**
   * How the visible range is chosen: `'pretty'`, `'maximized'` or `'explicit'` (with `viewWindow`).
   * @default `'maximized'` on the domain axis, `'pretty'` on the value axes and on both axes of ScatterChart and BubbleChart
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'axis.viewWindowMode'?: unknown;
  /**
   * Exact tick positions, as values or `{ v, f }` pairs with labels.
   * @default automatic
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'axis.ticks'?: unknown;
  /**
   * Major grid lines: count, colour and spacing.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'axis.gridlines'?: unknown;
  /**
   * Minor grid lines between the major ones: count and colour.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'axis.minorGridlines'?: unknown;
  /**
   * Value where the baseline is drawn.
   * @default `0` on an axis of numbers; none on a date or category axis
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'axis.baseline'?: unknown;
  /**
   * Colour of the baseline.
   * @default `'#333333'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'axis.baselineColor'?: unknown;
  /**
   * `1` draws values in the usual direction, `-1` reverses the axis.
   * @default `1`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'axis.direction'?: unknown;
  /**
   * Draws the axis on a logarithmic scale.
   * @default `false`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'axis.logScale'?: unknown;
  /**
   * `'log'` (positive values only) or `'mirrorLog'` (negative and zero values too) for a logarithmic
   * axis.
   * @default linear (`'log'` when `logScale` is `true`)
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'axis.scaleType'?: unknown;
  /**
   * Horizontal axis only: slants the labels to fit more of them.
   * @default automatic
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'axis.slantedText'?: unknown;
  /**
   * Horizontal axis only: angle of slanted labels, in degrees.
   * @default `30`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'axis.slantedTextAngle'?: unknown;
  /**
   * Horizontal axis only: shows one label in every so many.
   * @default automatic
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'axis.showTextEvery'?: unknown;
  /**
   * Horizontal axis only: levels of labels that may alternate to avoid overlap.
   * @default `2`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'axis.maxAlternation'?: unknown;
  /**
   * Lines a label may wrap onto.
   * @default no limit on the horizontal axis; `3` on the vertical axis
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'axis.maxTextLines'?: unknown;
  /**
   * Horizontal axis only: smallest gap between two labels, in pixels.
   * @default `10`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'axis.minTextSpacing'?: unknown;
  /**
   * Horizontal axis only: lets the outermost labels be cut at the chart's edge instead of being hidden.
   * @default `false`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'axis.allowContainerBoundaryTextCutoff'?: unknown;
  /**
   * Lowest value shown; data below it is cropped.
   * @default automatic
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'axis.viewWindow.min'?: unknown;
  /**
   * Highest value shown; data above it is cropped.
   * @default automatic
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'axis.viewWindow.max'?: unknown;
  /**
   * Number of grid lines; `-1` lets the chart choose.
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
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'axis.gridlines.count'?: unknown;
  /**
   * Colour of the grid lines.
   * @default `'#cccccc'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'axis.gridlines.color'?: unknown;
  /**
   * Google documents it as mostly deprecated: `0` turns the minor grid lines off; otherwise their
   * number follows from the interval between the major grid lines and `minorGridlines.minSpacing`,
   * not from this count.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'axis.minorGridlines.count'?: unknown;
  /**
   * Colour of the minor grid lines.
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
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'axis.minorGridlines.color'?: unknown;
  /**
   * Horizontal axes, by name: the side each is drawn on and its label.
   * @see https://developers.google.com/chart/interactive/docs/gallery/barchart
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart
   */
  'axes.x'?: unknown;
  /**
   * Vertical axes, by name: the side each is drawn on and its label.
   * @see https://developers.google.com/chart/interactive/docs/gallery/barchart
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart
   */
  'axes.y'?: unknown;
  /**
   * Side the horizontal axis is drawn on: `'top'` or `'bottom'`.
   * @see https://developers.google.com/chart/interactive/docs/gallery/barchart
   */
  'x.side'?: unknown;
  /**
   * Label of the horizontal axis.
   * @see https://developers.google.com/chart/interactive/docs/gallery/barchart
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart
   */
  'x.label'?: unknown;
  /**
   * Side the vertical axis is drawn on: `'left'` or `'right'`.
   * @see https://developers.google.com/chart/interactive/docs/gallery/barchart
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart
   */
  'y.side'?: unknown;
  /**
   * Label of the vertical axis.
   * @see https://developers.google.com/chart/interactive/docs/gallery/barchart
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart
   */
  'y.label'?: unknown;
  /** `'category'` treats the domain as labels even when it holds numbers or dates. */
  'domainAxis.type'?: unknown;
}
