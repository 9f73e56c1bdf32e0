/// <reference types="google.visualization" />
// Corrections of @types/google.visualization: the parts shared by several chart types, where
// those types reject options Google Charts reads or accept values it does not.
//
// Where Google Charts documents a closed set of values for an option, its type is the union of
// those values, so that a value outside it is an error that lists them and an editor completes
// them. Options Google lets take any string besides named ones stay `string`, with the reason.

/**
 * An axis (`hAxis`): adds `scaleType`, which the base type lacks; value sets closed. The vertical
 * axis takes fewer options: {@link VerticalAxisOptions}.
 */
export interface AxisOptions extends Omit<google.visualization.ChartAxis, 'viewWindowMode'> {
  /** `'log'` (positive values only) or `'mirrorLog'` (negative and zero values too). */
  scaleType?: 'log' | 'mirrorLog';
  viewWindowMode?: 'pretty' | 'maximized' | 'explicit';
  // `format` stays `string`: besides its named presets it takes any number or date pattern.
}

/**
 * The options of the tick labels that Google Charts reads on the horizontal axis only (its
 * horizontal axis code, `axis/horizontal_axis_definer.ts`; the vertical one reads none of them).
 */
export type HorizontalAxisOnlyOption =
  | 'slantedText'
  | 'slantedTextAngle'
  | 'maxAlternation'
  | 'minTextSpacing'
  | 'showTextEvery'
  | 'allowContainerBoundaryTextCutoff';

/** `vAxis`: an axis without the options Google reads on the horizontal axis only. */
export type VerticalAxisOptions = Omit<AxisOptions, HorizontalAxisOnlyOption>;

/** `crosshair`: the base type lacks the `'both'` orientation and types `trigger` as any string. */
export interface CrosshairOptions extends Omit<
  google.visualization.ChartCrosshair,
  'orientation' | 'trigger'
> {
  orientation?: 'vertical' | 'horizontal' | 'both';
  trigger?: 'focus' | 'selection' | 'both';
}

/** `bar`: `groupWidth` is optional (the base type requires it). */
export interface BarOptions {
  /**
   * Width of a group of bars: pixels, or a percentage such as `'75%'` (any percentage string,
   * so the type stays open).
   */
  groupWidth?: number | string;
}

/** `animation`: how the chart moves from old data to new. */
export interface AnimationOptions extends Omit<google.visualization.TransitionAnimation, 'easing'> {
  easing?: 'linear' | 'in' | 'out' | 'inAndOut';
}

/** How an annotation is drawn: a short stem and its text, or a line across the chart. */
type AnnotationStyle = 'point' | 'line';

/** `annotations`: their look, with the drawing style closed. */
export interface AnnotationsOptions extends Omit<
  google.visualization.ChartAnnotations,
  'style' | 'datum' | 'domain'
> {
  style?: AnnotationStyle;
  datum?: { stem?: google.visualization.ChartStem; style?: AnnotationStyle };
  domain?: { stem?: google.visualization.ChartStem; style?: AnnotationStyle };
}

/**
 * A series' own `annotations`: Google reads its style, text, box and stem directly, never under
 * `datum` or `domain` (visualization/corechart/annotation_definer.ts, the per-series settings).
 */
export type SeriesAnnotationsOptions = Omit<AnnotationsOptions, 'datum' | 'domain'>;

/** `annotations` of bar and column charts, which may also be drawn outside the bars. */
export interface BarAnnotationsOptions extends AnnotationsOptions {
  alwaysOutside?: boolean;
}

/** `explorer`: the pan and zoom actions (the five of events/explorer/common.ts) and axis, closed. */
export interface ExplorerOptions extends Omit<
  google.visualization.ChartExplorer,
  'actions' | 'axis'
> {
  actions?: ('dragToPan' | 'dragToZoom' | 'pinchToZoom' | 'rightClickToReset' | 'scrollToZoom')[];
  axis?: 'horizontal' | 'vertical';
}

/** `tooltip`: when it shows, closed. */
export interface TooltipOptions extends Omit<google.visualization.ChartTooltip, 'trigger'> {
  trigger?: 'focus' | 'none' | 'selection' | 'both';
}

/**
 * `legend`: its position written out, so that an error lists the positions; no `numberFormat`,
 * which Google's code reads for the colour axis's legend only (colorbar/), never a chart's.
 */
export interface LegendOptions extends Omit<
  google.visualization.ChartLegend,
  'position' | 'numberFormat'
> {
  position?: 'bottom' | 'left' | 'in' | 'none' | 'right' | 'top';
}

/** Label text style (`timeline.barLabelStyle`, `gantt.labelStyle`…): every field optional. */
export type LabelStyle = Partial<google.visualization.LabelStyle>;

/**
 * The bubble chart's `colorAxis`: its legend is the colour bar, which reads a position, a text
 * style and a number format only (colorbar/), not a chart legend's alignment or line count.
 */
export interface BubbleColorAxisOptions extends Omit<
  google.visualization.ChartColorAxis,
  'legend'
> {
  legend?: Pick<google.visualization.ChartLegend, 'position' | 'textStyle' | 'numberFormat'>;
}
