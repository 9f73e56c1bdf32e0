/**
 * What the options of the chart's layout, size, fonts, title, legend, tooltip text, theme and
 * annotations (chartArea, width, height, fontSize, title, legend, tooltip.textStyle, theme,
 * annotations) come to when unset.
 */
import { AXIS_CHARTS, CORE_CHARTS } from '../chart-scopes';
import type { UnsetFallback } from './fact';

export const LAYOUT_FALLBACKS: readonly UnsetFallback[] = [
  {
    // Unset, the chart takes its container's content size, else 400 by 200 pixels
    // (AbstractVisualization.getWidth, getHeight).
    charts: CORE_CHARTS,
    path: 'width',
    shown: "the container's width; `400` when it has none",
    files: ['visualization/abstract_visualization.ts'],
  },
  {
    // As above (AbstractVisualization.getHeight).
    charts: CORE_CHARTS,
    path: 'height',
    shown: "the container's height; `200` when it has none",
    files: ['visualization/abstract_visualization.ts'],
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
];
