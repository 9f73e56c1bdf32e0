/** What the options of series, lines, points, areas, stacking, trend lines and intervals mean (see OptionDocs in ./index.ts for the rules). */
export interface SeriesOptionDocs {
  /**
   * Opacity of the filled area under each line, from 0 (transparent) to 1.
   * @default AreaChart: `0.3`
   * @see https://developers.google.com/chart/interactive/docs/gallery/areachart#configuration-options
   */
  areaOpacity?: unknown;
  /**
   * Draws the vertical lines that join one step to the next.
   * @see https://developers.google.com/chart/interactive/docs/gallery/steppedareachart#configuration-options
   */
  connectSteps?: unknown;
  /**
   * `'function'` smooths the lines into curves; `'none'` keeps straight segments.
   * @default `'none'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  curveType?: unknown;
  /**
   * Opacity of the data, from 0 (transparent) to 1. Google documents it as applying to the dots of
   * a scatter chart and the rectangles of bar, column and histogram charts, and, in line and area
   * charts, only to the dots that mark a hovered or selected point (not to the lines or areas); a
   * combo chart does both.
   * @default `1`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  dataOpacity?: unknown;
  /**
   * Fills in missing values from their neighbours instead of breaking the line.
   * @default `false`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  interpolateNulls?: unknown;
  /**
   * Per interval column (by role id): how that interval is drawn.
   * @see https://developers.google.com/chart/interactive/docs/gallery/intervals
   */
  interval?: unknown;
  /**
   * How interval columns are drawn by default: style, width, colour and opacity.
   * @see https://developers.google.com/chart/interactive/docs/gallery/intervals
   */
  intervals?: unknown;
  /**
   * Stacks the series on top of each other: `true`, or `'percent'`/`'relative'` to stack as shares
   * of a whole.
   * @default `false`
   * @see https://developers.google.com/chart/interactive/docs/gallery/areachart#configuration-options
   * @see https://developers.google.com/chart/interactive/docs/gallery/columnchart#configuration-options
   */
  isStacked?: unknown;
  /**
   * Dash pattern of the lines: lengths of dashes and gaps, in pixels.
   * @default `null`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  lineDashStyle?: unknown;
  /**
   * Width of the lines, in pixels; 0 hides them and leaves the points.
   * @default LineChart: `2`
   * @default AreaChart: `2`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   * @see https://developers.google.com/chart/interactive/docs/gallery/areachart#configuration-options
   */
  lineWidth?: unknown;
  /**
   * Shape of the points: circle, triangle, square, diamond, star or polygon.
   * @default `'circle'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  pointShape?: unknown;
  /**
   * Diameter of the points, in pixels; 0 hides them.
   * @default LineChart: `0`
   * @default AreaChart: `0`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   * @see https://developers.google.com/chart/interactive/docs/gallery/areachart#configuration-options
   */
  pointSize?: unknown;
  /**
   * Shows the points of every series.
   * @default `true`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  pointsVisible?: unknown;
  /**
   * Per-series settings, keyed by index: colour, type, axis, line and point style, legend entry.
   * @default `{}`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  series?: unknown;
  /**
   * Default drawing of each series of a combo chart: line, area, bars, candlesticks or stepped area.
   * @default `'line'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/combochart#configuration-options
   */
  seriesType?: unknown;
  /**
   * Trend lines per series, keyed by series index: kind, colour, width, degree and legend label.
   * @default `null`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  trendlines?: unknown;
  /**
   * Colour of the series.
   * @default LineChart: the series' colour in `colors`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'series.color'?: unknown;
  /**
   * Axis the series is drawn against: 0 for the first, 1 for the second.
   * @default `0`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'series.targetAxisIndex'?: unknown;
  /**
   * Name of the axis (from `axes`) the series is drawn against.
   * @see https://developers.google.com/chart/interactive/docs/gallery/barchart
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart
   */
  'series.axis'?: unknown;
  /**
   * How the series is drawn in a combo chart: line, area, bars, candlesticks or stepped area.
   * @see https://developers.google.com/chart/interactive/docs/gallery/combochart#configuration-options
   */
  'series.type'?: unknown;
  /**
   * Annotation settings for this series only.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'series.annotations'?: unknown;
  /**
   * Smooths this series' line into a curve.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'series.curveType'?: unknown;
  /**
   * Text of the series' legend entry.
   * @default LineChart: the column's label
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'series.labelInLegend'?: unknown;
  /**
   * Dash pattern of the series' line.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'series.lineDashStyle'?: unknown;
  /**
   * Width of the series' line, in pixels.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'series.lineWidth'?: unknown;
  /**
   * Shape of the series' points.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'series.pointShape'?: unknown;
  /**
   * Size of the series' points, in pixels.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'series.pointSize'?: unknown;
  /**
   * Shows the series' points.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'series.pointsVisible'?: unknown;
  /**
   * Lists the series in the legend.
   * @default `true`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'series.visibleInLegend'?: unknown;
  /**
   * Opacity of the area under the series.
   * @see https://developers.google.com/chart/interactive/docs/gallery/areachart#configuration-options
   */
  'series.areaOpacity'?: unknown;
  /**
   * `dataOpacity` for one series: its dots or rectangles, and in line and area charts only the
   * dots of a hovered or selected point.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'series.dataOpacity'?: unknown;
  /**
   * Candles of this series whose value falls: fill and stroke.
   * @see https://developers.google.com/chart/interactive/docs/gallery/candlestickchart#configuration-options
   */
  'series.fallingColor'?: unknown;
  /**
   * Candles of this series whose value rises: fill and stroke.
   * @see https://developers.google.com/chart/interactive/docs/gallery/candlestickchart#configuration-options
   */
  'series.risingColor'?: unknown;
  /**
   * Kind of fit: `'linear'`, `'exponential'` or `'polynomial'`.
   * @default `'linear'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'trendlines.type'?: unknown;
  /**
   * Degree of a polynomial fit.
   * @default `3`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'trendlines.degree'?: unknown;
  /**
   * Colour of the trend line.
   * @default LineChart: the series' colour
   * @default ScatterChart: the series' colour
   * @see https://developers.google.com/chart/interactive/docs/gallery/scatterchart#configuration-options
   */
  'trendlines.color'?: unknown;
  /**
   * Width of the trend line, in pixels.
   * @default `2`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'trendlines.lineWidth'?: unknown;
  /**
   * Opacity of the trend line.
   * @default `0.5` when it takes the series' colour, else `1`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'trendlines.opacity'?: unknown;
  /**
   * Size of the trend line's points.
   * @default ScatterChart: `7`
   * @default `0`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'trendlines.pointSize'?: unknown;
  /**
   * Shows the trend line's points.
   * @default ScatterChart: `false`
   * @default `true`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'trendlines.pointsVisible'?: unknown;
  /**
   * Shows the coefficient of determination in the legend and tooltip.
   * @default `false`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'trendlines.showR2'?: unknown;
  /**
   * Text of the trend line's legend entry.
   * @default `null`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'trendlines.labelInLegend'?: unknown;
  /**
   * Lists the trend line in the legend.
   * @default `false`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'trendlines.visibleInLegend'?: unknown;
  /**
   * How intervals are drawn: `'line'`, `'bars'`, `'boxes'`, `'sticks'`, `'points'` or `'area'`.
   * @see https://developers.google.com/chart/interactive/docs/gallery/intervals
   */
  'intervals.style'?: unknown;
  /**
   * Width of interval bars, as a fraction of the space.
   * @see https://developers.google.com/chart/interactive/docs/gallery/intervals
   */
  'intervals.barWidth'?: unknown;
  /**
   * Width of interval boxes, as a fraction of the space.
   * @see https://developers.google.com/chart/interactive/docs/gallery/intervals
   */
  'intervals.boxWidth'?: unknown;
  /**
   * Colour of the intervals.
   * @see https://developers.google.com/chart/interactive/docs/gallery/intervals
   */
  'intervals.color'?: unknown;
  /**
   * Opacity of filled intervals.
   * @see https://developers.google.com/chart/interactive/docs/gallery/intervals
   */
  'intervals.fillOpacity'?: unknown;
  /**
   * Width of interval lines, in pixels.
   * @see https://developers.google.com/chart/interactive/docs/gallery/intervals
   */
  'intervals.lineWidth'?: unknown;
  /**
   * Size of interval points, in pixels.
   * @see https://developers.google.com/chart/interactive/docs/gallery/intervals
   */
  'intervals.pointSize'?: unknown;
}
