/** What the options of the timeline mean (see OptionDocs in ./index.ts for the rules). */
export interface TimelineOptionDocs {
  /**
   * Timeline look: row and bar labels, colouring by row, grouping and label styles.
   * @see https://developers.google.com/chart/interactive/docs/gallery/timeline#configuration-options
   */
  timeline?: unknown;
  /**
   * Text style of the bar labels.
   * @see https://developers.google.com/chart/interactive/docs/gallery/timeline#configuration-options
   */
  'timeline.barLabelStyle'?: unknown;
  /**
   * Text style of the row labels.
   * @see https://developers.google.com/chart/interactive/docs/gallery/timeline#configuration-options
   */
  'timeline.rowLabelStyle'?: unknown;
  /**
   * Gives every bar of a row the same colour.
   * @default `false`
   * @see https://developers.google.com/chart/interactive/docs/gallery/timeline#configuration-options
   */
  'timeline.colorByRowLabel'?: unknown;
  /**
   * Puts bars with the same row label on one row.
   * @see https://developers.google.com/chart/interactive/docs/gallery/timeline#configuration-options
   */
  'timeline.groupByRowLabel'?: unknown;
  /**
   * Shows labels on the bars.
   * @see https://developers.google.com/chart/interactive/docs/gallery/timeline#configuration-options
   */
  'timeline.showBarLabels'?: unknown;
  /**
   * Shows the row labels.
   * @see https://developers.google.com/chart/interactive/docs/gallery/timeline#configuration-options
   */
  'timeline.showRowLabels'?: unknown;
  /**
   * One colour for every bar.
   * @see https://developers.google.com/chart/interactive/docs/gallery/timeline#configuration-options
   */
  'timeline.singleColor'?: unknown;
}
