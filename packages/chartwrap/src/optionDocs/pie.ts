/** What the options of the pie chart: slices, hole, 3D, and the diff chart's old and new data mean (see OptionDocs in ./index.ts for the rules). */
export interface PieOptionDocs {
  /**
   * Diff charts: how the old data is drawn against the new (opacity, widths, tooltips).
   * @see https://developers.google.com/chart/interactive/docs/gallery/diffchart
   */
  diff?: unknown;
  /**
   * Draws the pie tilted, in three dimensions.
   * @default `false`
   * @see https://developers.google.com/chart/interactive/docs/gallery/piechart#configuration-options
   */
  is3D?: unknown;
  /**
   * Between 0 and 1: cuts a hole of that fraction of the radius, making a donut.
   * @default `0`
   * @see https://developers.google.com/chart/interactive/docs/gallery/piechart#configuration-options
   */
  pieHole?: unknown;
  /**
   * Colour of the slice that groups the slices under `sliceVisibilityThreshold`.
   * @default `'#cccccc'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/piechart#configuration-options
   */
  pieResidueSliceColor?: unknown;
  /**
   * Label of that grouping slice (by default "Other").
   * @default `'Other'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/piechart#configuration-options
   */
  pieResidueSliceLabel?: unknown;
  /**
   * Colour of the borders between slices.
   * @default `'#ffffff'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/piechart#configuration-options
   */
  pieSliceBorderColor?: unknown;
  /**
   * Text drawn on each slice: `'percentage'`, `'value'`, `'value-and-percentage'` (the value, then
   * the percentage in parentheses), `'label'` or `'none'`.
   * @default `'percentage'`; `'none'` on a diff chart
   * @see https://developers.google.com/chart/interactive/docs/gallery/piechart#configuration-options
   */
  pieSliceText?: unknown;
  /**
   * Text style of the slice labels.
   * @default white (`'#ffffff'`) text in the chart's `fontName` and `fontSize`
   * @see https://developers.google.com/chart/interactive/docs/gallery/piechart#configuration-options
   */
  pieSliceTextStyle?: unknown;
  /**
   * Angle, in degrees clockwise from twelve o'clock, where the first slice starts.
   * @default `0`
   * @see https://developers.google.com/chart/interactive/docs/gallery/piechart#configuration-options
   */
  pieStartAngle?: unknown;
  /**
   * Slices below this fraction of the whole are grouped into one "Other" slice.
   * @default `1/720`
   * @see https://developers.google.com/chart/interactive/docs/gallery/piechart#configuration-options
   */
  sliceVisibilityThreshold?: unknown;
  /**
   * Per-slice settings, keyed by index: colour, offset from the centre, text style.
   * @default `{}`
   * @see https://developers.google.com/chart/interactive/docs/gallery/piechart#configuration-options
   */
  slices?: unknown;
  /**
   * Pie diff charts: the inner circle and the gap around it. The inner circle holds the old data
   * unless `diff.oldData.inCenter` is `false`.
   * @see https://developers.google.com/chart/interactive/docs/gallery/diffchart
   */
  'diff.innerCircle'?: unknown;
  /**
   * Radius of the inner circle, as a fraction of the pie's.
   * @see https://developers.google.com/chart/interactive/docs/gallery/diffchart
   */
  'innerCircle.radiusFactor'?: unknown;
  /**
   * Width of the gap between the inner circle and the ring around it, as a fraction of the inner
   * circle's radius.
   * @see https://developers.google.com/chart/interactive/docs/gallery/diffchart
   */
  'innerCircle.borderFactor'?: unknown;
  /**
   * How the old data is drawn.
   * @see https://developers.google.com/chart/interactive/docs/gallery/diffchart
   */
  'diff.oldData'?: unknown;
  /**
   * How the new data is drawn.
   * @see https://developers.google.com/chart/interactive/docs/gallery/diffchart
   */
  'diff.newData'?: unknown;
  /**
   * Opacity of the old data, from 0 (transparent) to 1.
   * @see https://developers.google.com/chart/interactive/docs/gallery/diffchart
   */
  'oldData.opacity'?: unknown;
  /**
   * Opacity of the new data, from 0 (transparent) to 1.
   * @see https://developers.google.com/chart/interactive/docs/gallery/diffchart
   */
  'newData.opacity'?: unknown;
  /**
   * Pie diff charts: where the old data goes. By default it is the inner pie, in the centre;
   * `false` puts the old data around the new instead.
   * @see https://developers.google.com/chart/interactive/docs/gallery/diffchart
   */
  'oldData.inCenter'?: unknown;
  /**
   * Tooltip text for the old data, such as a prefix.
   * @see https://developers.google.com/chart/interactive/docs/gallery/diffchart
   */
  'oldData.tooltip'?: unknown;
  /**
   * Width of the new data's bars, as a fraction of the width of the old data's bars behind them.
   * @see https://developers.google.com/chart/interactive/docs/gallery/diffchart
   */
  'newData.widthFactor'?: unknown;
  /**
   * Tooltip text for the new data, such as a prefix.
   * @see https://developers.google.com/chart/interactive/docs/gallery/diffchart
   */
  'newData.tooltip'?: unknown;
  /**
   * Text written before the value in the tooltip.
   * @see https://developers.google.com/chart/interactive/docs/gallery/diffchart
   */
  'tooltip.prefix'?: unknown;
}
