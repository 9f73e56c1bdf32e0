/** What the options of bars, bubbles, candlesticks, the histogram, and the colour and size axes mean (see OptionDocs in ./index.ts for the rules). */
export interface BarsBubblesCandlesOptionDocs {
  /**
   * Bar layout; `groupWidth` sets how wide each group of bars is.
   * @see https://developers.google.com/chart/interactive/docs/gallery/columnchart#configuration-options
   */
  bar?: unknown;
  /**
   * Material bar chart: draw the bars horizontally or vertically.
   * @see https://developers.google.com/chart/interactive/docs/gallery/barchart
   */
  bars?: unknown;
  /**
   * How bubbles look: opacity, border colour and label text style.
   * @see https://developers.google.com/chart/interactive/docs/gallery/bubblechart#configuration-options
   */
  bubble?: unknown;
  /**
   * Candle colours for rising and falling values, and whether hollow candles show gains.
   * @see https://developers.google.com/chart/interactive/docs/gallery/candlestickchart#configuration-options
   */
  candlestick?: unknown;
  /**
   * Maps values to colours: the gradient's colours and the values at its ends.
   * @see https://developers.google.com/chart/interactive/docs/gallery/bubblechart#configuration-options
   * @see https://developers.google.com/chart/interactive/docs/gallery/geochart#configuration-options
   */
  colorAxis?: unknown;
  /**
   * Buckets: their size, count bounds and how the default count is found.
   * @see https://developers.google.com/chart/interactive/docs/gallery/histogram#configuration-options
   */
  histogram?: unknown;
  /**
   * Maps values to bubble or marker sizes: the sizes and the values at the ends.
   * @see https://developers.google.com/chart/interactive/docs/gallery/bubblechart#configuration-options
   * @see https://developers.google.com/chart/interactive/docs/gallery/geochart#configuration-options
   */
  sizeAxis?: unknown;
  /**
   * Draws smaller bubbles on top of larger ones.
   * @see https://developers.google.com/chart/interactive/docs/gallery/bubblechart#configuration-options
   */
  sortBubblesBySize?: unknown;
  /**
   * Width of a group of bars: pixels, or a percentage of the space such as `'75%'`.
   * @default `'61.8%'` (the golden ratio)
   * @see https://developers.google.com/chart/interactive/docs/gallery/columnchart#configuration-options
   */
  'bar.groupWidth'?: unknown;
  /**
   * Colours of the gradient, from lowest to highest value.
   * @see https://developers.google.com/chart/interactive/docs/gallery/bubblechart#configuration-options
   * @see https://developers.google.com/chart/interactive/docs/gallery/geochart#configuration-options
   */
  'colorAxis.colors'?: unknown;
  /**
   * Value drawn with the first colour; lower values get it too.
   * @default the lowest colour value in the data
   * @see https://developers.google.com/chart/interactive/docs/gallery/bubblechart#configuration-options
   */
  'colorAxis.minValue'?: unknown;
  /**
   * Value drawn with the last colour; higher values get it too.
   * @default the highest colour value in the data
   * @see https://developers.google.com/chart/interactive/docs/gallery/bubblechart#configuration-options
   */
  'colorAxis.maxValue'?: unknown;
  /**
   * Values the colours stand for, one per colour.
   * @see https://developers.google.com/chart/interactive/docs/gallery/bubblechart#configuration-options
   * @see https://developers.google.com/chart/interactive/docs/gallery/geochart#configuration-options
   */
  'colorAxis.values'?: unknown;
  /**
   * The colour legend: position, number format and text style.
   * @see https://developers.google.com/chart/interactive/docs/gallery/bubblechart#configuration-options
   */
  'colorAxis.legend'?: unknown;
  /**
   * Smallest size drawn, in pixels.
   * @see https://developers.google.com/chart/interactive/docs/gallery/bubblechart#configuration-options
   * @see https://developers.google.com/chart/interactive/docs/gallery/geochart#configuration-options
   */
  'sizeAxis.minSize'?: unknown;
  /**
   * Largest size drawn, in pixels.
   * @see https://developers.google.com/chart/interactive/docs/gallery/bubblechart#configuration-options
   * @see https://developers.google.com/chart/interactive/docs/gallery/geochart#configuration-options
   */
  'sizeAxis.maxSize'?: unknown;
  /**
   * Value drawn with the smallest size.
   * @see https://developers.google.com/chart/interactive/docs/gallery/bubblechart#configuration-options
   * @see https://developers.google.com/chart/interactive/docs/gallery/geochart#configuration-options
   */
  'sizeAxis.minValue'?: unknown;
  /**
   * Value drawn with the largest size.
   * @see https://developers.google.com/chart/interactive/docs/gallery/bubblechart#configuration-options
   * @see https://developers.google.com/chart/interactive/docs/gallery/geochart#configuration-options
   */
  'sizeAxis.maxValue'?: unknown;
  /**
   * Candles whose closing value is below the opening one: fill and stroke.
   * @see https://developers.google.com/chart/interactive/docs/gallery/candlestickchart#configuration-options
   */
  'candlestick.fallingColor'?: unknown;
  /**
   * Candles whose closing value is above the opening one: fill and stroke.
   * @see https://developers.google.com/chart/interactive/docs/gallery/candlestickchart#configuration-options
   */
  'candlestick.risingColor'?: unknown;
  /**
   * Draws rising candles hollow and falling ones filled.
   * @see https://developers.google.com/chart/interactive/docs/gallery/candlestickchart#configuration-options
   */
  'candlestick.hollowIsRising'?: unknown;
  /**
   * Opacity of the bubbles.
   * @see https://developers.google.com/chart/interactive/docs/gallery/bubblechart#configuration-options
   */
  'bubble.opacity'?: unknown;
  /**
   * Colour of the bubbles' borders.
   * @see https://developers.google.com/chart/interactive/docs/gallery/bubblechart#configuration-options
   */
  'bubble.stroke'?: unknown;
  /**
   * Text style of the bubble labels.
   * @see https://developers.google.com/chart/interactive/docs/gallery/bubblechart#configuration-options
   */
  'bubble.textStyle'?: unknown;
  /**
   * Width of each bucket; overrides the computed one.
   * @default automatic
   * @see https://developers.google.com/chart/interactive/docs/gallery/histogram#configuration-options
   */
  'histogram.bucketSize'?: unknown;
  /**
   * Draws buckets as solid bars instead of stacked items.
   * @default `false`
   * @see https://developers.google.com/chart/interactive/docs/gallery/histogram#configuration-options
   */
  'histogram.hideBucketItems'?: unknown;
  /**
   * Ignores the top and the bottom this many percent of the values when choosing the bucket size;
   * those values are still counted and drawn.
   * @default `0`
   * @see https://developers.google.com/chart/interactive/docs/gallery/histogram#configuration-options
   */
  'histogram.lastBucketPercentile'?: unknown;
  /**
   * Upper bound on the number of buckets.
   * @see https://developers.google.com/chart/interactive/docs/gallery/histogram#configuration-options
   */
  'histogram.maxNumBuckets'?: unknown;
  /**
   * Widens the range of the buckets down to at least this value; it does not cut off lower values.
   * @see https://developers.google.com/chart/interactive/docs/gallery/histogram#configuration-options
   */
  'histogram.minValue'?: unknown;
  /**
   * Widens the range of the buckets up to at least this value; it does not cut off higher values.
   * @see https://developers.google.com/chart/interactive/docs/gallery/histogram#configuration-options
   */
  'histogram.maxValue'?: unknown;
  /**
   * How the default number of buckets is computed.
   * @see https://developers.google.com/chart/interactive/docs/gallery/histogram#configuration-options
   */
  'histogram.numBucketsRule'?: unknown;
  /**
   * Gap in pixels between adjacent bars of a histogram.
   * @see https://developers.google.com/chart/interactive/docs/gallery/histogram#configuration-options
   */
  'bar.gap'?: unknown;
}
