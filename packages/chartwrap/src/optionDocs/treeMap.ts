/** What the options of the tree map mean (see OptionDocs in ./index.ts for the rules). */
export interface TreeMapOptionDocs {
  /**
   * Colour of the text in the rectangles.
   * @default `'#222222'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/treemap#configuration-options
   */
  fontColor?: unknown;
  /**
   * Font family of the text in the rectangles.
   * @default `'Arial'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/treemap#configuration-options
   */
  fontFamily?: unknown;
  /**
   * Returns the HTML of a rectangle's tooltip from its row, size and colour value.
   * @see https://developers.google.com/chart/interactive/docs/gallery/treemap#configuration-options
   */
  generateTooltip?: unknown;
  /**
   * Background of the header band above each parent's rectangles.
   * @default `'#cccccc'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/treemap#configuration-options
   */
  headerColor?: unknown;
  /**
   * Height of that header band, in pixels; 0 hides it.
   * @default `22`
   * @see https://developers.google.com/chart/interactive/docs/gallery/treemap#configuration-options
   */
  headerHeight?: unknown;
  /**
   * Header colour while the pointer is over it.
   * @default `null` (`headerColor` lightened by 35%)
   * @see https://developers.google.com/chart/interactive/docs/gallery/treemap#configuration-options
   */
  headerHighlightColor?: unknown;
  /**
   * Highlights a rectangle while the pointer is over it.
   * @see https://developers.google.com/chart/interactive/docs/gallery/treemap#configuration-options
   */
  highlightOnMouseOver?: unknown;
  /**
   * How faint the hinted levels are when `maxPostDepth` is 1 or more: from 0 (not faint) to 1, the
   * higher the fainter.
   * @default `0.5`
   * @see https://developers.google.com/chart/interactive/docs/gallery/treemap#configuration-options
   */
  hintOpacity?: unknown;
  /**
   * Colour of rectangles at the highest colour value.
   * @default `'#109618'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/treemap#configuration-options
   */
  maxColor?: unknown;
  /**
   * Colour value drawn with `maxColor`; by default the highest in the data.
   * @see https://developers.google.com/chart/interactive/docs/gallery/treemap#configuration-options
   */
  maxColorValue?: unknown;
  /**
   * Number of levels shown at once below the current node.
   * @default `1`
   * @see https://developers.google.com/chart/interactive/docs/gallery/treemap#configuration-options
   */
  maxDepth?: unknown;
  /**
   * Highlight of rectangles at the highest colour value.
   * @default `null` (`maxColor` lightened by 35%)
   * @see https://developers.google.com/chart/interactive/docs/gallery/treemap#configuration-options
   */
  maxHighlightColor?: unknown;
  /**
   * Levels beyond `maxDepth` drawn faintly as a hint.
   * @default `0`
   * @see https://developers.google.com/chart/interactive/docs/gallery/treemap#configuration-options
   */
  maxPostDepth?: unknown;
  /**
   * Colour of rectangles at the middle colour value.
   * @default `'#efe6dc'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/treemap#configuration-options
   */
  midColor?: unknown;
  /**
   * Highlight of rectangles at the middle colour value.
   * @default `null` (`midColor` lightened by 35%)
   * @see https://developers.google.com/chart/interactive/docs/gallery/treemap#configuration-options
   */
  midHighlightColor?: unknown;
  /**
   * Colour of rectangles at the lowest colour value.
   * @default `'#dc3912'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/treemap#configuration-options
   */
  minColor?: unknown;
  /**
   * Colour value drawn with `minColor`; by default the lowest in the data.
   * @default `null` (the lowest value in the data)
   * @see https://developers.google.com/chart/interactive/docs/gallery/treemap#configuration-options
   */
  minColorValue?: unknown;
  /**
   * Highlight of rectangles at the lowest colour value.
   * @default `null` (`minColor` lightened by 35%)
   * @see https://developers.google.com/chart/interactive/docs/gallery/treemap#configuration-options
   */
  minHighlightColor?: unknown;
  /**
   * Shows a scale of the colour gradient, from the lowest colour to the highest, along the top of
   * the chart.
   * @default `false`
   * @see https://developers.google.com/chart/interactive/docs/gallery/treemap#configuration-options
   */
  showScale?: unknown;
  /**
   * Shows tooltips over the rectangles.
   * @default `true`
   * @see https://developers.google.com/chart/interactive/docs/gallery/treemap#configuration-options
   */
  showTooltips?: unknown;
  /**
   * Computes a parent's colour value as the average of its children weighted by their size.
   * @default `false`
   * @see https://developers.google.com/chart/interactive/docs/gallery/treemap#configuration-options
   */
  useWeightedAverageForAggregation?: unknown;
}
