/**
 * What the axis options (hAxis, vAxis and their hAxes/vAxes entries, sizeAxis, colorAxis,
 * histogram buckets) come to when unset.
 */
import { AXIS_CHARTS } from '../chart-scopes';
import { LAYER_VALUE, type UnsetFallback } from './fact';

export const AXES_FALLBACKS: readonly UnsetFallback[] = [
  {
    // Unset, the bubbles' size scale starts at the lowest size value in the data
    // (SizeScale.create, through getOverriddenRange).
    charts: ['BubbleChart'],
    path: 'sizeAxis.minValue',
    shown: 'the lowest size value in the data',
    files: ['common/size_scale.ts'],
  },
  {
    // Unset, it ends at the highest size value in the data (as above).
    charts: ['BubbleChart'],
    path: 'sizeAxis.maxValue',
    shown: 'the highest size value in the data',
    files: ['common/size_scale.ts'],
  },
  {
    // Unset, the bucket count comes from the number of rows by the rule `numBucketsRule` names
    // (Rice's, 2 × cube root, in the layer), kept between the least and most buckets, and the
    // buckets' edges are round values spaced as for axis ticks (generateBuckets).
    charts: ['Histogram'],
    path: 'histogram.bucketSize',
    shown:
      "computed: round bucket edges, about as many buckets as `histogram.numBucketsRule` gives for the number of rows (2 × ∛rows by `'rice'`)",
    files: ['visualization/corechart/histogram_chart_definer.ts'],
  },
  {
    // Unset, at most one bucket per `histogram.minSpacing` pixels of the chart area
    // (generateBuckets).
    charts: ['Histogram'],
    path: 'histogram.maxNumBuckets',
    shown: "the chart area's width in pixels divided by `histogram.minSpacing`",
    files: ['visualization/corechart/histogram_chart_definer.ts'],
  },
  {
    // Unset, the buckets start at the data's lowest value (after `lastBucketPercentile`); a set
    // value only widens the range (generateBuckets).
    charts: ['Histogram'],
    path: 'histogram.minValue',
    shown: 'the lowest value in the data',
    files: ['visualization/corechart/histogram_chart_definer.ts'],
  },
  {
    // Unset, they end at the data's highest value (as above).
    charts: ['Histogram'],
    path: 'histogram.maxValue',
    shown: 'the highest value in the data',
    files: ['visualization/corechart/histogram_chart_definer.ts'],
  },
  {
    // The colour bar's default position is `'top'` when the bubbles are coloured by a number
    // column, else there is none and the option is ignored (ColorBarDefiner, with
    // AxisChartDefiner.getDefaultColorBarPosition).
    charts: ['BubbleChart'],
    path: 'colorAxis.legend.position',
    shown: "`'top'` when the colour column holds numbers (else no colour bar is drawn)",
    files: ['colorbar/color_bar_definer.ts'],
  },
  {
    // The layer's colour, in the chart's font (ColorBarDefiner).
    charts: ['BubbleChart'],
    path: 'colorAxis.legend.textStyle',
    shown: `${LAYER_VALUE}, in the chart's \`fontName\` and \`fontSize\``,
    files: ['colorbar/color_bar_definer.ts'],
  },
  {
    // Passed on as null; the colour bar then formats its end values with the locale's decimal
    // pattern (ColorBarDefiner; colorbar/definer.ts, NumberFormat.DECIMAL_PATTERN).
    charts: ['BubbleChart'],
    path: 'colorAxis.legend.numberFormat',
    shown: "the locale's decimal pattern (`'#,##0.###'` in English)",
    files: ['colorbar/color_bar_definer.ts'],
  },
  {
    // Unset, there are no per-axis entries to convert, and each horizontal axis reads `hAxis`
    // alone (CoreChart.convertDeprecatedoptions; HorizontalAxisDefiner's view).
    charts: AXIS_CHARTS,
    path: 'hAxes',
    shown: 'none (every horizontal axis takes `hAxis`)',
    files: ['visualization/corechart/corechart.ts'],
  },
  {
    // As above, for the vertical axes (VerticalAxisDefiner's view).
    charts: AXIS_CHARTS,
    path: 'vAxes',
    shown: 'none (every vertical axis takes `vAxis`)',
    files: ['visualization/corechart/corechart.ts'],
  },
];
