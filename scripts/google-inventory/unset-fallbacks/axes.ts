/**
 * What the axis options (hAxis, vAxis and their hAxes/vAxes entries, sizeAxis, colorAxis,
 * histogram buckets) come to when unset.
 */
import { AXIS_CHARTS, type SourceChart } from '../chart-scopes';
import { LAYER_VALUE, type UnsetFallback } from './fact';

/** The charts drawn through a domain axis and value axes (all but the scatter and bubble charts). */
const DOMAIN_AXIS_CHARTS: readonly SourceChart[] = AXIS_CHARTS.filter(
  (chart) => chart !== 'ScatterChart' && chart !== 'BubbleChart',
);

const AXIS_OWN_PATH_FALLBACKS: readonly UnsetFallback[] = [
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

/** The view window modes of a chart drawn along a domain axis, in its default `orientation`. */
const DOMAIN_MAXIMIZED = (axis: string) => `\`'maximized'\` on the domain axis (\`${axis}\`)`;
const VALUE_PRETTY = (axis: string) => `\`'pretty'\` on the value axes (\`${axis}\`)`;
const RELATIVE_STACKING = "(`'maximized'` when `isStacked` is `'relative'` or `'percent'`)";

/** The same fact of `hAxis` and `vAxis` (each also serving its `hAxes[n]`/`vAxes[n]` rows). */
const onBothAxes = (leaf: string, fact: Omit<UnsetFallback, 'path'>): UnsetFallback[] =>
  ['hAxis', 'vAxis'].map((axis) => ({ ...fact, path: `${axis}.${leaf}` }));

/**
 * Facts of the options the axis definers read through a view of the axis (axis/ files read
 * `title` for `hAxes.0.title`, `hAxis.title`, `domainAxis.title`; colorbar/scale.ts reads
 * `minValue` under `colorAxis`): the script checks each file's reads under the file's axes
 * (chart-scopes.ts), as the inventory does.
 */
const AXIS_VIEW_FALLBACKS: readonly UnsetFallback[] = [
  // Unset (`'auto'`), a value axis takes its value scale's own baseline: 0 for numbers,
  // midnight for times of day, none for dates; a category axis has none
  // (AxisDefiner.initScale and setBaseline, the value scales' getDefaultBaseline).
  ...onBothAxes('baseline', {
    charts: AXIS_CHARTS,
    shown: '`0` on an axis of numbers (midnight for times of day); none on a date or category axis',
    files: ['axis/axis_definer.ts'],
  }),
  // Unset, numbers get gridlines at least 40 px apart (twice that across a horizontal axis),
  // dates and times at least `gridlines.minSpacing`'s 40 px; category axes draw none
  // (AxisDefiner.calcAxisLayoutForNumbers, calcAxisLayoutForDatesAndTimes and
  // calcAxisLayoutForCategories).
  ...onBothAxes('gridlines.count', {
    charts: AXIS_CHARTS,
    shown:
      'automatic: as many as fit at least 40 px apart (80 px on a horizontal axis of numbers); none on a category axis',
    files: ['axis/axis_definer.ts'],
  }),
  {
    // Unset, the horizontal axis's labels may take as many lines as the space below the chart
    // area leaves them (HorizontalAxisDefiner.processOptions; the vertical axis's 3 is a literal).
    charts: AXIS_CHARTS,
    path: 'hAxis.maxTextLines',
    shown: 'no limit (as many lines as fit)',
    files: ['axis/horizontal_axis_definer.ts'],
  },
  // Unset, a value axis covers the data's range; a set value only widens it
  // (AxisDefiner.initScale and extendMinMaxProps).
  ...onBothAxes('minValue', {
    charts: AXIS_CHARTS,
    shown: 'the lowest value in the data',
    files: ['axis/axis_definer.ts'],
  }),
  ...onBothAxes('maxValue', {
    charts: AXIS_CHARTS,
    shown: 'the highest value in the data',
    files: ['axis/axis_definer.ts'],
  }),
  // Unset, the major gridlines' colour blended with the chart area's background, 40 % of the
  // former (`gridlines.minorGridlineOpacity` in the layer); `'none'` when the gridlines have none
  // (AxisDefiner's constructor, graphics/util.ts blendHexColors).
  ...onBothAxes('minorGridlines.color', {
    charts: AXIS_CHARTS,
    shown:
      "the gridlines' colour blended 40 % into the chart area's background (`'#ebebeb'` with the default colours)",
    files: ['axis/axis_definer.ts'],
  }),
  // Unset, the scale is linear, or logarithmic when `logScale` is true
  // (AxisDefiner's constructor, common/number_scale_util.ts getScaleType).
  ...onBothAxes('scaleType', {
    charts: AXIS_CHARTS,
    shown: "linear (`'log'` when `logScale` is `true`)",
    files: ['axis/axis_definer.ts'],
  }),
  {
    // Unset, labels are laid out level (alternating, wrapped) and slanted only when some would
    // otherwise be skipped; a date or time axis inserts `false` (HorizontalAxisDefiner
    // .calcOutsideTextLayout; AxisDefiner.initScale).
    charts: AXIS_CHARTS,
    path: 'hAxis.slantedText',
    shown:
      'automatic: slanted only when level labels would have to skip some; never on a date or time axis',
    files: ['axis/horizontal_axis_definer.ts'],
  },
  // The tick text's colour depends on the axis's type: `majorAxisTextColor` (read under the axis,
  // else the base layer's top-level #222222) on a category axis or a diff scatter chart's axes,
  // `minorAxisTextColor` (likewise, #444444) on a value axis; the scatter chart is drawn as a function chart unless it is a diff chart, and
  // the bubble chart's axes are value axes (AxisDefiner's constructor; AxisChartDefiner
  // .initSteps and createAxes).
  ...onBothAxes('textStyle', {
    charts: DOMAIN_AXIS_CHARTS,
    shown:
      "`'#222222'` text on a category axis (labels from a string column), `'#444444'` on a value axis, in the chart's `fontName` and `fontSize`",
    files: ['axis/axis_definer.ts'],
  }),
  ...onBothAxes('textStyle', {
    charts: ['ScatterChart'],
    shown:
      "`'#444444'` text (`'#222222'` on a diff chart), in the chart's `fontName` and `fontSize`",
    files: ['axis/axis_definer.ts'],
  }),
  ...onBothAxes('textStyle', {
    charts: ['BubbleChart'],
    shown: "`'#444444'` text, in the chart's `fontName` and `fontSize`",
    files: ['axis/axis_definer.ts'],
  }),
  // Unset, a label at each major gridline the code places; one per category on a category axis
  // (AxisDefiner.initExplicitTicks, calcAxisLayoutForNumbers, calcAxisLayoutForCategories).
  ...onBothAxes('ticks', {
    charts: AXIS_CHARTS,
    shown: 'automatic: a label at each major gridline (each category on a category axis)',
    files: ['axis/axis_definer.ts'],
  }),
  // Read as an empty string: no title is laid out (AxisDefiner's constructor).
  ...onBothAxes('title', {
    charts: AXIS_CHARTS,
    shown: 'none (no title)',
    files: ['axis/axis_definer.ts'],
  }),
  // The layer's colour and italics over the chart's font (AxisDefiner's constructor).
  ...onBothAxes('titleTextStyle', {
    charts: AXIS_CHARTS,
    shown: `${LAYER_VALUE}, in the chart's \`fontName\` and \`fontSize\``,
    files: ['axis/axis_definer.ts'],
  }),
  // Unset, a value axis spans the data, widened to round tick values, a nearby baseline or (dates)
  // `viewWindow.maxPadding` unless the mode is `'maximized'`; a category axis spans the first to
  // the last category (AxisDefiner.initViewWindow, calcAxisLayoutForNumbers,
  // calcAxisLayoutForDatesAndTimes, calcAxisLayoutForCategories).
  ...onBothAxes('viewWindow.min', {
    charts: AXIS_CHARTS,
    shown:
      "computed: the data's lowest value, widened (to a round value, the baseline or a margin) unless `viewWindowMode` is `'maximized'`; the first category on a category axis",
    files: ['axis/axis_definer.ts'],
  }),
  ...onBothAxes('viewWindow.max', {
    charts: AXIS_CHARTS,
    shown:
      "computed: the data's highest value, widened (to a round value, the baseline or a margin) unless `viewWindowMode` is `'maximized'`; the last category on a category axis",
    files: ['axis/axis_definer.ts'],
  }),
  // The mode each axis definer is made with: the domain axis `'maximized'`, the value axes
  // `'pretty'`, which relative stacking turns to `'maximized'`; the scatter chart's layer makes its
  // domain axis `'pretty'`, and the bubble chart's axes are made `'pretty'` (AxisDefiner
  // .initViewWindow; AxisChartDefiner.createAxes, initSteps, forceSeriesAxesViewWindowModeMaximized).
  ...onBothAxes('viewWindowMode', {
    charts: ['AreaChart', 'ColumnChart', 'ComboChart', 'Histogram', 'SteppedAreaChart'],
    shown: `${DOMAIN_MAXIMIZED('hAxis')}, ${VALUE_PRETTY('vAxis')} ${RELATIVE_STACKING}`,
    files: ['axis/axis_definer.ts'],
  }),
  ...onBothAxes('viewWindowMode', {
    charts: ['CandlestickChart', 'LineChart'],
    shown: `${DOMAIN_MAXIMIZED('hAxis')}, ${VALUE_PRETTY('vAxis')}`,
    files: ['axis/axis_definer.ts'],
  }),
  ...onBothAxes('viewWindowMode', {
    charts: ['BarChart'],
    shown: `${DOMAIN_MAXIMIZED('vAxis')}, ${VALUE_PRETTY('hAxis')} ${RELATIVE_STACKING}`,
    files: ['axis/axis_definer.ts'],
  }),
  ...onBothAxes('viewWindowMode', {
    charts: ['ScatterChart', 'BubbleChart'],
    shown: "`'pretty'`",
    files: ['axis/axis_definer.ts'],
  }),
  {
    // The domain axis's type follows its column: category labels for strings (spaced as points
    // for area series over several categories), a value scale otherwise (AxisDefiner's
    // constructor; AxisChartDefiner.getDefaultDomainAxisType).
    charts: DOMAIN_AXIS_CHARTS,
    path: 'domainAxis.type',
    shown:
      "`'category'` when the first column holds strings (`'categorypoint'` under area series), else `'value'`",
    files: ['axis/axis_definer.ts'],
  },
  {
    // Unset, the colour scale spans the colour values in the data (Scale.create, through
    // getOverriddenRange).
    charts: ['BubbleChart'],
    path: 'colorAxis.minValue',
    shown: 'the lowest colour value in the data',
    files: ['colorbar/scale.ts'],
  },
  {
    // As above, at the top.
    charts: ['BubbleChart'],
    path: 'colorAxis.maxValue',
    shown: 'the highest colour value in the data',
    files: ['colorbar/scale.ts'],
  },
  {
    // Unset, the chart's `colors` if set, else the one-sided pair of default colours (the
    // two-sided three when there are three values) (Scale.create).
    charts: ['BubbleChart'],
    path: 'colorAxis.colors',
    shown:
      "the chart's `colors` if set, else `['#EFE6DC', '#109618']` (`['#DC3912', '#EFE6DC', '#109618']` with three `values`)",
    files: ['colorbar/scale.ts'],
  },
  {
    // Unset, the colours are spread evenly between minValue and maxValue (Scale.create).
    charts: ['BubbleChart'],
    path: 'colorAxis.values',
    shown: '`colors` spread evenly from `minValue` to `maxValue`',
    files: ['colorbar/scale.ts'],
  },
];

export const AXES_FALLBACKS: readonly UnsetFallback[] = [
  ...AXIS_OWN_PATH_FALLBACKS,
  ...AXIS_VIEW_FALLBACKS,
];
