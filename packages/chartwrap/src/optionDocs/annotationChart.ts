/** What the options of the annotation chart mean (see OptionDocs in ./index.ts for the rules). */
export interface AnnotationChartOptionDocs {
  /**
   * Text written after every value in the legend and in the labels of the value axes, such as a
   * unit.
   * @see https://developers.google.com/chart/interactive/docs/gallery/annotationchart#configuration-options
   */
  allValuesSuffix?: unknown;
  /**
   * Share of the chart's width, in percent, given to the annotations panel.
   * @see https://developers.google.com/chart/interactive/docs/gallery/annotationchart#configuration-options
   */
  annotationsWidth?: unknown;
  /**
   * Format of the dates shown at the top of the chart, as a date pattern.
   * @see https://developers.google.com/chart/interactive/docs/gallery/annotationchart#configuration-options
   */
  dateFormat?: unknown;
  /**
   * Shows the annotations panel next to the chart.
   * @see https://developers.google.com/chart/interactive/docs/gallery/annotationchart#configuration-options
   */
  displayAnnotations?: unknown;
  /**
   * Shows a filter box above the annotations.
   * @see https://developers.google.com/chart/interactive/docs/gallery/annotationchart#configuration-options
   */
  displayAnnotationsFilter?: unknown;
  /**
   * Draws a separator between the date bar and the legend values.
   * @see https://developers.google.com/chart/interactive/docs/gallery/annotationchart#configuration-options
   */
  displayDateBarSeparator?: unknown;
  /**
   * Shows values as given instead of abbreviating them (`1.2K`).
   * @see https://developers.google.com/chart/interactive/docs/gallery/annotationchart#configuration-options
   */
  displayExactValues?: unknown;
  /**
   * Shows coloured dots next to the legend entries.
   * @see https://developers.google.com/chart/interactive/docs/gallery/annotationchart#configuration-options
   */
  displayLegendDots?: unknown;
  /**
   * Shows the highlighted values in the legend.
   * @see https://developers.google.com/chart/interactive/docs/gallery/annotationchart#configuration-options
   */
  displayLegendValues?: unknown;
  /**
   * Shows the range selector under the chart for zooming into a period.
   * @see https://developers.google.com/chart/interactive/docs/gallery/annotationchart#configuration-options
   */
  displayRangeSelector?: unknown;
  /**
   * Shows the buttons that zoom to preset periods.
   * @see https://developers.google.com/chart/interactive/docs/gallery/annotationchart#configuration-options
   */
  displayZoomButtons?: unknown;
  /**
   * Opacity, in percent, of the filled area under the lines.
   * @see https://developers.google.com/chart/interactive/docs/gallery/annotationchart#configuration-options
   */
  fill?: unknown;
  /**
   * Whether the legend sits on the same row as the date or on a new row.
   * @see https://developers.google.com/chart/interactive/docs/gallery/annotationchart#configuration-options
   */
  legendPosition?: unknown;
  /**
   * Number patterns of the values written at the top of the chart: one pattern for every series, or
   * an object that maps a series index to its pattern.
   * @see https://developers.google.com/chart/interactive/docs/gallery/annotationchart#configuration-options
   */
  numberFormats?: unknown;
  /**
   * Which series the value scales follow: zero to three series indexes. Google documents that an
   * empty array hides the scale values, the first series' scale is drawn on the right, a second one
   * is added on the right too and a third in the middle; further indexes are ignored.
   * @see https://developers.google.com/chart/interactive/docs/gallery/annotationchart#configuration-options
   */
  scaleColumns?: unknown;
  /**
   * Number format of the scale labels.
   * @see https://developers.google.com/chart/interactive/docs/gallery/annotationchart#configuration-options
   */
  scaleFormat?: unknown;
  /**
   * How the scales are fitted: fixed from zero, or to the data, for one or all series.
   * @default `'fixed'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/annotationchart#configuration-options
   */
  scaleType?: unknown;
  /**
   * Thickness of the lines: Google documents a number from 0 (the thinnest) to 10, not a width in
   * pixels.
   * @see https://developers.google.com/chart/interactive/docs/gallery/annotationchart#configuration-options
   */
  thickness?: unknown;
  /**
   * End of the period shown when the chart first draws.
   * @see https://developers.google.com/chart/interactive/docs/gallery/annotationchart#configuration-options
   */
  zoomEndTime?: unknown;
  /**
   * Start of the period shown when the chart first draws.
   * @see https://developers.google.com/chart/interactive/docs/gallery/annotationchart#configuration-options
   */
  zoomStartTime?: unknown;
}
