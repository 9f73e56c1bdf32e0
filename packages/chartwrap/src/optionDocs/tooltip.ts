/** What the options of the tooltip mean (see OptionDocs in ./index.ts for the rules). */
export interface TooltipOptionDocs {
  /**
   * Tooltips: HTML or not, what triggers them, text style and colour codes.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  tooltip?: unknown;
  /**
   * Draws tooltips as HTML, which allows rich content from tooltip columns. On the core charts the
   * column or the cell must also be marked `p: { html: true }`; without the mark, the text is shown
   * as it is.
   * @default LineChart: `false`
   * @default AreaChart: `false`
   * @default SteppedAreaChart: `false`
   * @default BarChart: `false`
   * @default ColumnChart: `false`
   * @default ComboChart: `false`
   * @default ScatterChart: `false`
   * @default BubbleChart: `false`
   * @default CandlestickChart: `false`
   * @default Histogram: `false`
   * @default PieChart: `false`
   * @default Timeline: `true`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   * @see https://developers.google.com/chart/interactive/docs/gallery/timeline#configuration-options
   */
  'tooltip.isHtml'?: unknown;
  /**
   * What shows a tooltip: `'focus'` (the pointer over an element), `'selection'` (a selected
   * element) or `'none'`, the values Google documents; Google's code also takes `'both'` (focus and
   * selection alike), which its documentation lists for `crosshair.trigger` only.
   * @default `'focus'`; `'both'` once tooltip actions are added (the chart's `setAction`)
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'tooltip.trigger'?: unknown;
  /**
   * Lets tooltips spill out of the chart's box.
   * @default `false`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'tooltip.ignoreBounds'?: unknown;
  /**
   * Shows the series colour in the tooltip.
   * @default automatic
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'tooltip.showColorCode'?: unknown;
  /**
   * Text style of the tooltips.
   * @default black text in the chart's `fontName` and `fontSize`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'tooltip.textStyle'?: unknown;
}
