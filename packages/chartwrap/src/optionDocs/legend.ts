/** What the options of the legend mean (see OptionDocs in ./index.ts for the rules). */
export interface LegendOptionDocs {
  /**
   * The legend: position, alignment, number of lines and text style, or `'none'` to hide it.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  legend?: unknown;
  /**
   * Where the legend is drawn relative to the chart, or `'none'` to hide it.
   * @default LineChart: `'right'`; `'top'` when the series use both a left and a right vertical axis, `'left'` when only the right one
   * @default AreaChart: `'right'`; `'top'` when the series use both a left and a right vertical axis, `'left'` when only the right one
   * @default SteppedAreaChart: `'right'`; `'top'` when the series use both a left and a right vertical axis, `'left'` when only the right one
   * @default BarChart: `'right'`; `'top'` when the series use both a left and a right vertical axis, `'left'` when only the right one
   * @default ColumnChart: `'right'`; `'top'` when the series use both a left and a right vertical axis, `'left'` when only the right one
   * @default ComboChart: `'right'`; `'top'` when the series use both a left and a right vertical axis, `'left'` when only the right one
   * @default ScatterChart: `'right'`; `'top'` when the series use both a left and a right vertical axis, `'left'` when only the right one
   * @default CandlestickChart: `'right'`; `'top'` when the series use both a left and a right vertical axis, `'left'` when only the right one
   * @default Histogram: `'right'`; `'top'` when the series use both a left and a right vertical axis, `'left'` when only the right one
   * @default PieChart: `'right'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   * @see https://developers.google.com/chart/interactive/docs/gallery/piechart#configuration-options
   */
  'legend.position'?: unknown;
  /**
   * Where the legend sits along its side: `'start'`, `'center'` or `'end'`.
   * @default LineChart: automatic
   * @default AreaChart: automatic
   * @default SteppedAreaChart: automatic
   * @default BarChart: automatic
   * @default ColumnChart: automatic
   * @default ComboChart: automatic
   * @default ScatterChart: automatic
   * @default CandlestickChart: automatic
   * @default Histogram: automatic
   * @default PieChart: automatic
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'legend.alignment'?: unknown;
  /**
   * Lines the legend may wrap onto when it sits at the top.
   * @default LineChart: `1`
   * @default AreaChart: `1`
   * @default SteppedAreaChart: `1`
   * @default BarChart: `1`
   * @default ColumnChart: `1`
   * @default ComboChart: `1`
   * @default ScatterChart: `1`
   * @default CandlestickChart: `1`
   * @default Histogram: `1`
   * @default PieChart: `1`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'legend.maxLines'?: unknown;
  /**
   * Number pattern of values shown in the legend.
   * @default automatic
   * @see https://developers.google.com/chart/interactive/docs/gallery/bubblechart#configuration-options
   */
  'legend.numberFormat'?: unknown;
  /**
   * Text style of the legend entries.
   * @default LineChart: `'#222222'` text in the chart's `fontName` and `fontSize`
   * @default AreaChart: `'#222222'` text in the chart's `fontName` and `fontSize`
   * @default SteppedAreaChart: `'#222222'` text in the chart's `fontName` and `fontSize`
   * @default BarChart: `'#222222'` text in the chart's `fontName` and `fontSize`
   * @default ColumnChart: `'#222222'` text in the chart's `fontName` and `fontSize`
   * @default ComboChart: `'#222222'` text in the chart's `fontName` and `fontSize`
   * @default ScatterChart: `'#222222'` text in the chart's `fontName` and `fontSize`
   * @default CandlestickChart: `'#222222'` text in the chart's `fontName` and `fontSize`
   * @default Histogram: `'#222222'` text in the chart's `fontName` and `fontSize`
   * @default PieChart: `'#222222'` text in the chart's `fontName` and `fontSize`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'legend.textStyle'?: unknown;
}
