/**
 * What the options of the chart's layout, size, fonts, title, legend, tooltip text, theme and
 * annotations (chartArea, width, height, fontSize, title, legend, tooltip.textStyle, theme,
 * annotations) come to when unset.
 */
import { AXIS_CHARTS, CORE_CHARTS } from '../chart-scopes';
import { PER_MEMBER, type UnsetFallback } from './fact';

/** The axis charts but the bubble chart, whose legend gives way to a colour bar. */
const AXIS_CHARTS_BUT_BUBBLE = AXIS_CHARTS.filter((chart) => chart !== 'BubbleChart');

/** The chart area's size along one side, unset: the golden ratio's share of the chart's. */
const chartAreaSize = (side: 'width' | 'height', other: 'width' | 'height') =>
  `computed from the chart's size: 61.8 % of its ${side} (1 / 1.618), a larger share for a ` +
  `chart more than 1.618 times as ${side === 'width' ? 'wide' : 'tall'} as its ${other}; ` +
  `what the two margins leave when both are set`;

/** A margin of the chart area, unset: centred, or what the size and the other margin leave. */
const chartAreaMargin = (size: 'width' | 'height', other: string) =>
  `computed: half the space the area's \`${size}\` leaves, centring it; what \`${size}\` and ` +
  `\`${other}\` leave when \`${other}\` is set`;

export const LAYOUT_FALLBACKS: readonly UnsetFallback[] = [
  {
    // Unset, the chart takes its container's content size, else 400 by 200 pixels
    // (AbstractVisualization.getWidth, getHeight).
    charts: [...CORE_CHARTS, 'TreeMap'],
    path: 'width',
    shown: "the container's width; `400` when it has none",
    files: ['visualization/abstract_visualization.ts'],
  },
  {
    // As above (AbstractVisualization.getHeight).
    charts: [...CORE_CHARTS, 'TreeMap'],
    path: 'height',
    shown: "the container's height; `200` when it has none",
    files: ['visualization/abstract_visualization.ts'],
  },
  {
    // The font size grows with the chart: a rounded cube root of its size (ChartDefiner's
    // constructor).
    charts: CORE_CHARTS,
    path: 'fontSize',
    shown:
      "computed from the chart's size: the cube root of twice the sum of its width and height, " +
      'rounded (`11` for 400 × 200 pixels)',
    files: ['visualization/corechart/chart_definer.ts'],
  },
  {
    // Unset sides of the chart area come from the chart's size (ChartDefiner.calcChartAreaLayout,
    // through calcChartAreaLayout in graphics/chart_area.ts).
    charts: CORE_CHARTS,
    path: 'chartArea.width',
    shown: chartAreaSize('width', 'height'),
    files: ['visualization/corechart/chart_definer.ts'],
  },
  {
    // As above.
    charts: CORE_CHARTS,
    path: 'chartArea.height',
    shown: chartAreaSize('height', 'width'),
    files: ['visualization/corechart/chart_definer.ts'],
  },
  {
    // As above: with one margin unset, the area is centred or placed by the other one.
    charts: CORE_CHARTS,
    path: 'chartArea.left',
    shown: chartAreaMargin('width', 'right'),
    files: ['visualization/corechart/chart_definer.ts'],
  },
  {
    // As above.
    charts: CORE_CHARTS,
    path: 'chartArea.right',
    shown: chartAreaMargin('width', 'left'),
    files: ['visualization/corechart/chart_definer.ts'],
  },
  {
    // As above.
    charts: CORE_CHARTS,
    path: 'chartArea.top',
    shown: chartAreaMargin('height', 'bottom'),
    files: ['visualization/corechart/chart_definer.ts'],
  },
  {
    // As above.
    charts: CORE_CHARTS,
    path: 'chartArea.bottom',
    shown: chartAreaMargin('height', 'top'),
    files: ['visualization/corechart/chart_definer.ts'],
  },
  {
    // An empty title takes no lines (ChartDefiner.calcTopCanvasAreaLayout).
    charts: CORE_CHARTS,
    path: 'title',
    shown: 'none (no title)',
    files: ['visualization/corechart/chart_definer.ts'],
  },
  {
    // The layers' style over the chart's font (ChartDefiner's constructor).
    charts: CORE_CHARTS,
    path: 'titleTextStyle',
    shown: "{layer}, in the chart's `fontName` and `fontSize`",
    files: ['visualization/corechart/chart_definer.ts'],
  },
  {
    // Unset, no theme's layer goes between the options and the defaults: none of these chart
    // types names one of its own (CoreChart.getOptionsLayers, drawInternal).
    charts: CORE_CHARTS,
    path: 'theme',
    shown: 'none',
    files: ['visualization/corechart/corechart.ts'],
  },
  {
    // LegendDefiner takes the chart's own default, from the vertical axes the series use
    // (AxisChartDefiner.getDefaultLegendPosition).
    charts: AXIS_CHARTS_BUT_BUBBLE,
    path: 'legend.position',
    shown:
      "`'right'`; `'top'` when the series use both a left and a right vertical axis, `'left'` " +
      'when they use only the right one',
    files: ['legend/legend_definer.ts'],
  },
  {
    // LegendDefiner takes the chart's own default: a bubble chart has one vertical axis, and with
    // a numeric colour column no legend (AxisChartDefiner.getDefaultLegendPosition).
    charts: ['BubbleChart'],
    path: 'legend.position',
    shown:
      "`'right'`; with a numeric colour column, no legend whatever this says (a colour bar " +
      'instead)',
    files: ['legend/legend_definer.ts'],
  },
  {
    // LegendDefiner takes the chart's own default, `'right'` for a pie
    // (PieChartDefiner.getDefaultLegendPosition).
    charts: ['PieChart'],
    path: 'legend.position',
    shown: "`'right'`",
    files: ['legend/legend_definer.ts'],
  },
  {
    // Chosen from the legend's position (LegendDefiner's constructor).
    charts: CORE_CHARTS,
    path: 'legend.alignment',
    shown: "`'start'`; `'center'` when the legend is at the bottom",
    files: ['legend/legend_definer.ts'],
  },
  {
    // The layers' style over the chart's font (LegendDefiner's constructor).
    charts: CORE_CHARTS,
    path: 'legend.textStyle',
    shown: "{layer}, in the chart's `fontName` and `fontSize`",
    files: ['legend/legend_definer.ts'],
  },
  {
    // The layers' style over the chart's font (TooltipBodyCreator's constructor).
    charts: CORE_CHARTS,
    path: 'tooltip.textStyle',
    shown: "{layer}, in the chart's `fontName` and `fontSize`",
    files: ['tooltip/tooltip_body_creator.ts'],
  },
  {
    // The layers hold a style for each kind of annotation, over the chart's font with an aura of
    // the chart area's colour (AnnotationDefiner.positionAnnotations).
    charts: AXIS_CHARTS,
    path: 'annotations.textStyle',
    shown:
      "the series' colour on a datum's annotations, `'#222222'` on the domain's, in the " +
      "chart's `fontName` and `fontSize`, outlined in the chart area's background colour",
    files: ['visualization/corechart/annotation_definer.ts'],
  },
  {
    // Unset, the box's brush is transparent, so no box shows (AnnotationDefiner, through
    // Options.inferBrushValue).
    charts: AXIS_CHARTS,
    path: 'annotations.boxStyle',
    shown: 'none (no visible box around the text)',
    files: ['visualization/corechart/annotation_definer.ts'],
  },
  {
    // Each per-series annotation setting falls back on its own to the chart's (AnnotationDefiner).
    charts: AXIS_CHARTS,
    path: 'series.*.annotations',
    shown: PER_MEMBER,
    files: ['visualization/corechart/annotation_definer.ts'],
  },
  {
    // A series' own highContrast falls back to the one every datum's annotations take
    // (AnnotationDefiner, the per-series settings).
    charts: AXIS_CHARTS,
    path: 'series.*.annotations.highContrast',
    shown: 'as `annotations.datum.highContrast`, else `annotations.highContrast`',
    files: ['visualization/corechart/annotation_definer.ts'],
  },
  {
    // A series' own style falls back to the one every datum's annotations take
    // (AnnotationDefiner, the per-series settings).
    charts: AXIS_CHARTS,
    path: 'series.*.annotations.style',
    shown: 'as `annotations.datum.style`, else `annotations.style`',
    files: ['visualization/corechart/annotation_definer.ts'],
  },
  {
    // A series' own boxStyle falls back to the one every datum's annotations take
    // (AnnotationDefiner, the per-series settings).
    charts: AXIS_CHARTS,
    path: 'series.*.annotations.boxStyle',
    shown: 'as `annotations.datum.boxStyle`, else `annotations.boxStyle`',
    files: ['visualization/corechart/annotation_definer.ts'],
  },
  {
    // A series' own textStyle falls back to the one every datum's annotations take
    // (AnnotationDefiner, the per-series settings).
    charts: AXIS_CHARTS,
    path: 'series.*.annotations.textStyle',
    shown:
      "as `annotations.datum.textStyle`, else `annotations.textStyle`, in the series' colour where that style names it",
    files: ['visualization/corechart/annotation_definer.ts'],
  },
  {
    // The stem's colour and length fall back on their own to the chart's (AnnotationDefiner).
    charts: AXIS_CHARTS,
    path: 'series.*.annotations.stem',
    shown: PER_MEMBER,
    files: ['visualization/corechart/annotation_definer.ts'],
  },
  // The members of an annotation box left out of `annotations.boxStyle` keep the values a new
  // brush starts with (graphics/brush.ts, Brush's constructor), as the box is read whole with no
  // default of its own (AnnotationDefiner, through Options.inferBrushValue).
  ...(
    [
      ['stroke', 'none (no outline)'],
      ['strokeWidth', '`1`'],
      ['rx', 'none (square corners)'],
      ['ry', 'none (square corners)'],
      ['gradient', 'none'],
    ] as const
  ).map(([member, shown]): UnsetFallback => ({
    charts: AXIS_CHARTS,
    path: `annotations.boxStyle.${member}`,
    shown,
    files: ['visualization/corechart/annotation_definer.ts'],
  })),
];
