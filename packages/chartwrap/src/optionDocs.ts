/**
 * What every option means, in one place: one description per option name, shared by every chart
 * type that has the option (`title`, `legend`, `hAxis`… are written once), and per nested path
 * (`legend.position`; `axis.*` stands for every axis: `hAxis`, `vAxis`, `hAxes[n]`, `vAxes[n]`;
 * a shorter path such as `viewWindow.min` applies under every option that has it; `*.stroke` and
 * the like, to a style's leaf under any option).
 *
 * `options` is checked against these names too (see `ChartOptionsInput`), so an editor shows these
 * words when hovering an option, and the site's options reference (src/node/reference/options-reference.ts)
 * prints the same words. A test fails when a chart type gains a top-level option that has none
 * here, or when a description here names no option.
 */
export interface OptionDocs {
  /** How values that share one point of the domain are grouped when the reader focuses or selects them. */
  aggregationTarget?: unknown;
  /** Text written after every value in the legend, such as a unit. */
  allValuesSuffix?: unknown;
  /** Lets a reader collapse a node's subtree with a double click. */
  allowCollapse?: unknown;
  /** Treats cell text (and tooltips, where the chart has them) as HTML instead of plain text. */
  allowHtml?: unknown;
  /** Shades every other row. */
  alternatingRowStyle?: unknown;
  /** How the chart moves from old data to new when it redraws: duration, easing and whether to animate the first draw. */
  animation?: unknown;
  /** How annotation columns are drawn: text style, stems, boxes and highlighting. */
  annotations?: unknown;
  /** Share of the chart's width, in percent, given to the annotations panel. */
  annotationsWidth?: unknown;
  /** Opacity of the filled area under each line, from 0 (transparent) to 1. */
  areaOpacity?: unknown;
  /**
   * Whether Google may alter what it draws (such as the edges of bars) so that grid lines stay
   * visible; `false` draws the data exactly, hiding the grid lines behind it.
   * @see https://developers.google.com/chart/interactive/docs/gallery/timeline
   */
  avoidOverlappingGridLines?: unknown;
  /** Material charts: which side each named axis is drawn on, and its label. */
  axes?: unknown;
  /** Where the axis titles go: inside the chart area, outside it, or nowhere. */
  axisTitlesPosition?: unknown;
  /** Fill of the whole chart: a colour string, or an object with fill, stroke and stroke width. */
  backgroundColor?: unknown;
  /** Bar layout; `groupWidth` sets how wide each group of bars is. */
  bar?: unknown;
  /** Material bar chart: draw the bars horizontally or vertically. */
  bars?: unknown;
  /** How bubbles look: opacity, border colour and label text style. */
  bubble?: unknown;
  /** Calendar look: cell size and colours, month and day labels, underlines. */
  calendar?: unknown;
  /** Candle colours for rising and falling values, and whether hollow candles show gains. */
  candlestick?: unknown;
  /** Material charts: title and subtitle drawn above the chart. */
  chart?: unknown;
  /** Position and size of the plot inside the chart (excluding titles, axes and legend), in pixels or percent. */
  chartArea?: unknown;
  /** Fill colour of the org chart's nodes. */
  color?: unknown;
  /** Maps values to colours: the gradient's colours and the values at its ends. */
  colorAxis?: unknown;
  /** Colours of the series, slices or elements, in order. */
  colors?: unknown;
  /** Draws the vertical lines that join one step to the next. */
  connectSteps?: unknown;
  /** Crosshair lines shown on focus or selection: trigger, orientation, colour and opacity. */
  crosshair?: unknown;
  /** CSS class names for the table's parts (header row, rows, cells, selected row). */
  cssClassNames?: unknown;
  /** `'function'` smooths the lines into curves; `'none'` keeps straight segments. */
  curveType?: unknown;
  /**
   * Opacity of the drawn data, from 0 (transparent) to 1: the dots of a scatter chart and the
   * rectangles of bar, column and histogram charts; in line and area charts, only the dots that
   * mark a hovered or selected point (not the lines or areas).
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  dataOpacity?: unknown;
  /** Fill of regions that have no data. */
  datalessRegionColor?: unknown;
  /** Format of the dates shown at the top of the chart, as a date pattern. */
  dateFormat?: unknown;
  /** Colour of regions or markers whose value is missing but whose location is given. */
  defaultColor?: unknown;
  /** Diff charts: how the old data is drawn against the new (opacity, widths, tooltips). */
  diff?: unknown;
  /** Shows the annotations panel next to the chart. */
  displayAnnotations?: unknown;
  /** Shows a filter box above the annotations. */
  displayAnnotationsFilter?: unknown;
  /** Draws a separator between the date bar and the legend values. */
  displayDateBarSeparator?: unknown;
  /** Shows values as given instead of abbreviating them (`1.2K`). */
  displayExactValues?: unknown;
  /** Shows coloured dots next to the legend entries. */
  displayLegendDots?: unknown;
  /** Shows the highlighted values in the legend. */
  displayLegendValues?: unknown;
  /** What a geo chart draws: `'regions'`, `'markers'`, `'text'`, or `'auto'` from the data. */
  displayMode?: unknown;
  /** Shows the range selector under the chart for zooming into a period. */
  displayRangeSelector?: unknown;
  /** Shows the buttons that zoom to preset periods. */
  displayZoomButtons?: unknown;
  /** Settings of the domain (category) axis, such as its type. */
  domainAxis?: unknown;
  /** Lets readers interact: tooltips, hover and selection, with their events. */
  enableInteractivity?: unknown;
  /** Lets readers hover and select regions (on by default in region mode). */
  enableRegionInteractivity?: unknown;
  /** Lets the mouse wheel zoom the map. */
  enableScrollWheel?: unknown;
  /** Lets readers pan and zoom the chart with drag, scroll or a box selection. */
  explorer?: unknown;
  /** Opacity, in percent, of the filled area under the lines. */
  fill?: unknown;
  /** Number given to the first row when row numbers are shown. */
  firstRowNumber?: unknown;
  /** What a hover focuses: a single `'datum'` or every value in the same `'category'`. */
  focusTarget?: unknown;
  /** Colour of the text in the rectangles. */
  fontColor?: unknown;
  /** Font family of the text in the rectangles. */
  fontFamily?: unknown;
  /** Default font family of every text in the chart. */
  fontName?: unknown;
  /** Default font size of every text in the chart, in pixels. */
  fontSize?: unknown;
  /** Draws the chart inside an inline frame. */
  forceIFrame?: unknown;
  /** Number of leftmost columns that stay in place when the table scrolls sideways. */
  frozenColumns?: unknown;
  /** Gantt look: bar heights and corners, critical path, arrows, tracks, labels and the percentage done. */
  gantt?: unknown;
  /** Returns the HTML of a rectangle's tooltip from its row, size and colour value. */
  generateTooltip?: unknown;
  /** Colour of the green band. */
  greenColor?: unknown;
  /** Start of the green band. */
  greenFrom?: unknown;
  /** End of the green band. */
  greenTo?: unknown;
  /** Settings per horizontal axis when there are several, keyed by axis index. */
  hAxes?: unknown;
  /** The horizontal axis: title, scale, range, grid lines, ticks and text. */
  hAxis?: unknown;
  /** Background of the header band above each parent's rectangles. */
  headerColor?: unknown;
  /** Height of that header band, in pixels; 0 hides it. */
  headerHeight?: unknown;
  /** Header colour while the pointer is over it. */
  headerHighlightColor?: unknown;
  /** Height of the chart, in pixels (or a CSS length where the chart allows one). */
  height?: unknown;
  /** Highlights a rectangle while the pointer is over it. */
  highlightOnMouseOver?: unknown;
  /** Opacity of the hint of the level below, when `maxPostDepth` shows more than one level. */
  hintOpacity?: unknown;
  /** Buckets: their size, count bounds and how the default count is found. */
  histogram?: unknown;
  /** Marker images of the map, per marker type: normal and selected. */
  icons?: unknown;
  /** Fills in missing values from their neighbours instead of breaking the line. */
  interpolateNulls?: unknown;
  /** Per interval column (by role id): how that interval is drawn. */
  interval?: unknown;
  /** How interval columns are drawn by default: style, width, colour and opacity. */
  intervals?: unknown;
  /** Draws the pie tilted, in three dimensions. */
  is3D?: unknown;
  /** Stacks the series on top of each other: `true`, or `'percent'`/`'relative'` to stack as shares of a whole. */
  isStacked?: unknown;
  /** Keeps the map's proportions when the chart's width and height differ from them. */
  keepAspectRatio?: unknown;
  /** The legend: position, alignment, number of lines and text style, or `'none'` to hide it. */
  legend?: unknown;
  /** Whether the legend sits on the same row as the date or on a new row. */
  legendPosition?: unknown;
  /** Colour of the line that joins the markers, when `showLine` is set. */
  lineColor?: unknown;
  /** Dash pattern of the lines: lengths of dashes and gaps, in pixels. */
  lineDashStyle?: unknown;
  /** Width of the lines, in pixels; 0 hides them and leaves the points. */
  lineWidth?: unknown;
  /** A magnifier that enlarges crowded areas under the pointer. */
  magnifyingGlass?: unknown;
  /** Labels of the major tick marks around the dial. */
  majorTicks?: unknown;
  /** The starting map style, such as `'normal'`, `'terrain'` or `'satellite'`. */
  mapType?: unknown;
  /** The map styles the reader can pick from. */
  mapTypeIds?: unknown;
  /** Custom map styles, by id, for `mapTypeIds`. */
  maps?: unknown;
  /** Opacity of the markers, from 0 to 1. */
  markerOpacity?: unknown;
  /** Highest value of the scale. */
  max?: unknown;
  /** Colour of rectangles at the highest colour value. */
  maxColor?: unknown;
  /** Colour value drawn with `maxColor`; by default the highest in the data. */
  maxColorValue?: unknown;
  /** Number of levels shown at once below the current node. */
  maxDepth?: unknown;
  /** Largest font size of a word, in pixels. */
  maxFontSize?: unknown;
  /** Highlight of rectangles at the highest colour value. */
  maxHighlightColor?: unknown;
  /** Levels beyond `maxDepth` drawn faintly as a hint. */
  maxPostDepth?: unknown;
  /** Colour of rectangles at the middle colour value. */
  midColor?: unknown;
  /** Highlight of rectangles at the middle colour value. */
  midHighlightColor?: unknown;
  /** Lowest value of the scale. */
  min?: unknown;
  /** Colour of rectangles at the lowest colour value. */
  minColor?: unknown;
  /** Colour value drawn with `minColor`; by default the lowest in the data. */
  minColorValue?: unknown;
  /** Highlight of rectangles at the lowest colour value. */
  minHighlightColor?: unknown;
  /** Number of minor tick marks between two major ones. */
  minorTicks?: unknown;
  /** Pattern drawn on days without data: background and stripe colours. */
  noDataPattern?: unknown;
  /** CSS class of the nodes. */
  nodeClass?: unknown;
  /**
   * Number patterns of the values written at the top of the chart: one pattern for every series,
   * or an object that maps a series index to its pattern.
   * @see https://developers.google.com/chart/interactive/docs/gallery/annotationchart#configuration-options
   */
  numberFormats?: unknown;
  /** Lays the chart out `'horizontal'`ly (the default) or `'vertical'`ly, swapping the axes. */
  orientation?: unknown;
  /** Splits rows into pages: `'enable'`, `'event'` (you page on the event) or `'disable'`. */
  page?: unknown;
  /** Rows per page when paging is on. */
  pageSize?: unknown;
  /** Which paging buttons to show: `'both'`, `'prev'`, `'next'`, `'auto'`, or a number of page buttons. */
  pagingButtons?: unknown;
  /** Between 0 and 1: cuts a hole of that fraction of the radius, making a donut. */
  pieHole?: unknown;
  /** Colour of the slice that groups the slices under `sliceVisibilityThreshold`. */
  pieResidueSliceColor?: unknown;
  /** Label of that grouping slice (by default "Other"). */
  pieResidueSliceLabel?: unknown;
  /** Colour of the borders between slices. */
  pieSliceBorderColor?: unknown;
  /** Text drawn on each slice: `'percentage'`, `'value'`, `'label'` or `'none'`. */
  pieSliceText?: unknown;
  /** Text style of the slice labels. */
  pieSliceTextStyle?: unknown;
  /** Angle, in degrees clockwise from twelve o'clock, where the first slice starts. */
  pieStartAngle?: unknown;
  /** Shape of the points: circle, triangle, square, diamond, star or polygon. */
  pointShape?: unknown;
  /** Diameter of the points, in pixels; 0 hides them. */
  pointSize?: unknown;
  /** Shows the points of every series. */
  pointsVisible?: unknown;
  /** Colour of the red band. */
  redColor?: unknown;
  /** Start of the red band. */
  redFrom?: unknown;
  /** End of the red band. */
  redTo?: unknown;
  /** The area shown: `'world'`, a continent or subcontinent code, a country code or a state code. */
  region?: unknown;
  /** Which borders are drawn: `'countries'`, `'provinces'` or `'metros'`. */
  resolution?: unknown;
  /** Draws the categories in reverse order. */
  reverseCategories?: unknown;
  /** Lays the table out right to left. */
  rtlTable?: unknown;
  /** Sankey look: node widths, padding, colours and labels, link colours, and iterations of the layout. */
  sankey?: unknown;
  /**
   * Which series the value scales follow: an array of up to three series indexes, one scale each.
   * @see https://developers.google.com/chart/interactive/docs/gallery/annotationchart#configuration-options
   */
  scaleColumns?: unknown;
  /** Number format of the scale labels. */
  scaleFormat?: unknown;
  /** How the scales are fitted: fixed from zero, or to the data, for one or all series. */
  scaleType?: unknown;
  /** Horizontal scroll position of the table when it first draws, in pixels. */
  scrollLeftStartPosition?: unknown;
  /** CSS class of the selected node. */
  selectedNodeClass?: unknown;
  /** Background of the selected node. */
  selectionColor?: unknown;
  /** Whether readers may select one item at a time or several. */
  selectionMode?: unknown;
  /** Per-series settings, keyed by index: colour, type, axis, line and point style, legend entry. */
  series?: unknown;
  /** Default drawing of each series of a combo chart: line, area, bars, candlesticks or stepped area. */
  seriesType?: unknown;
  /** Opens an info box with the description when a marker is selected. */
  showInfoWindow?: unknown;
  /** Joins the markers with a line. */
  showLine?: unknown;
  /** Shows a column of row numbers. */
  showRowNumber?: unknown;
  /**
   * Shows a scale of the colour gradient, from the lowest colour to the highest, along the top of
   * the chart.
   * @see https://developers.google.com/chart/interactive/docs/gallery/treemap#configuration-options
   */
  showScale?: unknown;
  /** Shows the marker's description when the pointer is over it. */
  showTooltip?: unknown;
  /** Shows tooltips over the rectangles. */
  showTooltips?: unknown;
  /** Node size: `'small'`, `'medium'` or `'large'`. */
  size?: unknown;
  /** Maps values to bubble or marker sizes: the sizes and the values at the ends. */
  sizeAxis?: unknown;
  /** Slices below this fraction of the whole are grouped into one "Other" slice. */
  sliceVisibilityThreshold?: unknown;
  /** Per-slice settings, keyed by index: colour, offset from the centre, text style. */
  slices?: unknown;
  /** How clicking a column header sorts: `'enable'`, `'event'` (you sort on the event) or `'disable'`. */
  sort?: unknown;
  /** Sort order of the first sort: ascending when true. */
  sortAscending?: unknown;
  /** Draws smaller bubbles on top of larger ones. */
  sortBubblesBySize?: unknown;
  /** Index of the column the table is first sorted by. */
  sortColumn?: unknown;
  /** Page shown first, counted from 0. */
  startPage?: unknown;
  /** Material charts: text under the title. */
  subtitle?: unknown;
  /** Default text style of the labels. */
  textStyle?: unknown;
  /** A preset group of options; `'maximized'` widens the chart area and moves text inside it, `'material'` is the material look. */
  theme?: unknown;
  /**
   * Thickness of the lines on a scale from 0 (the thinnest) to 10; not a width in pixels.
   * @see https://developers.google.com/chart/interactive/docs/gallery/annotationchart#configuration-options
   */
  thickness?: unknown;
  /** Timeline look: row and bar labels, colouring by row, grouping and label styles. */
  timeline?: unknown;
  /** Text shown above the chart. */
  title?: unknown;
  /** Where the title goes: inside the chart area, outside it, or nowhere. */
  titlePosition?: unknown;
  /** Text style of the title. */
  titleTextStyle?: unknown;
  /** Tooltips: HTML or not, what triggers them, text style and colour codes. */
  tooltip?: unknown;
  /** Trend lines per series, keyed by series index: kind, colour, width, degree and legend label. */
  trendlines?: unknown;
  /** Shows the control that switches map styles. */
  useMapTypeControl?: unknown;
  /** Computes a parent's colour value as the average of its children weighted by their size. */
  useWeightedAverageForAggregation?: unknown;
  /** Settings per vertical axis when there are several, keyed by axis index. */
  vAxes?: unknown;
  /** The vertical axis: title, scale, range, grid lines, ticks and text. */
  vAxis?: unknown;
  /** Width of the chart, in pixels (or a CSS length where the chart allows one). */
  width?: unknown;
  /** The word tree's shape: data format, root word, direction (prefix, suffix or both), colours and separators. */
  wordtree?: unknown;
  /** Colour of the yellow band. */
  yellowColor?: unknown;
  /** Start of the yellow band. */
  yellowFrom?: unknown;
  /** End of the yellow band. */
  yellowTo?: unknown;
  /** End of the period shown when the chart first draws. */
  zoomEndTime?: unknown;
  /** Starting zoom of the map, from 0 (the whole world) to 19 (buildings). */
  zoomLevel?: unknown;
  /** Start of the period shown when the chart first draws. */
  zoomStartTime?: unknown;
  /** Where the legend is drawn relative to the chart, or `'none'` to hide it. */
  'legend.position'?: unknown;
  /** Where the legend sits along its side: `'start'`, `'center'` or `'end'`. */
  'legend.alignment'?: unknown;
  /** Lines the legend may wrap onto when it sits at the top. */
  'legend.maxLines'?: unknown;
  /** Number pattern of values shown in the legend. */
  'legend.numberFormat'?: unknown;
  /** Text style of the legend entries. */
  'legend.textStyle'?: unknown;
  /** Draws tooltips as HTML, which allows rich content from tooltip columns. */
  'tooltip.isHtml'?: unknown;
  /**
   * What shows a tooltip: `'focus'` (the pointer over an element), `'selection'` (a selected
   * element) or `'none'`. (`'both'` is a value of `crosshair.trigger`, not of this option.)
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'tooltip.trigger'?: unknown;
  /** Lets tooltips spill out of the chart's box. */
  'tooltip.ignoreBounds'?: unknown;
  /** Shows the series colour in the tooltip. */
  'tooltip.showColorCode'?: unknown;
  /** Text style of the tooltips. */
  'tooltip.textStyle'?: unknown;
  /** Fill of the plot area. */
  'chartArea.backgroundColor'?: unknown;
  /** Distance of the plot area from the chart's left edge. */
  'chartArea.left'?: unknown;
  /** Distance of the plot area from the chart's top edge. */
  'chartArea.top'?: unknown;
  /** Distance of the plot area from the chart's right edge. */
  'chartArea.right'?: unknown;
  /** Distance of the plot area from the chart's bottom edge. */
  'chartArea.bottom'?: unknown;
  /** Width of the plot area, in pixels or percent. */
  'chartArea.width'?: unknown;
  /** Height of the plot area, in pixels or percent. */
  'chartArea.height'?: unknown;
  /** Length of the animation, in milliseconds. */
  'animation.duration'?: unknown;
  /** Speed curve of the animation: `'linear'`, `'in'`, `'out'` or `'inAndOut'`. */
  'animation.easing'?: unknown;
  /** Animates the first draw too, from the baseline. */
  'animation.startup'?: unknown;
  /** Title of the axis. */
  'axis.title'?: unknown;
  /** Text style of the axis title. */
  'axis.titleTextStyle'?: unknown;
  /** Number or date pattern of the axis labels, e.g. `'#,###%'` or `'MMM d'`. */
  'axis.format'?: unknown;
  /** Text style of the axis labels. */
  'axis.textStyle'?: unknown;
  /** Where the axis labels go: outside, inside the chart area, or nowhere. */
  'axis.textPosition'?: unknown;
  /** Lowest value the axis must show; the data may still stretch it. */
  'axis.minValue'?: unknown;
  /** Highest value the axis must show; the data may still stretch it. */
  'axis.maxValue'?: unknown;
  /** The range the axis shows, cropping data outside it. */
  'axis.viewWindow'?: unknown;
  /** How the visible range is chosen: `'pretty'`, `'maximized'` or `'explicit'` (with `viewWindow`). */
  'axis.viewWindowMode'?: unknown;
  /** Exact tick positions, as values or `{ v, f }` pairs with labels. */
  'axis.ticks'?: unknown;
  /** Major grid lines: count, colour and spacing. */
  'axis.gridlines'?: unknown;
  /** Minor grid lines between the major ones: count and colour. */
  'axis.minorGridlines'?: unknown;
  /** Value where the baseline is drawn. */
  'axis.baseline'?: unknown;
  /** Colour of the baseline. */
  'axis.baselineColor'?: unknown;
  /** `1` draws values in the usual direction, `-1` reverses the axis. */
  'axis.direction'?: unknown;
  /** Draws the axis on a logarithmic scale. */
  'axis.logScale'?: unknown;
  /** `'log'` (positive values only) or `'mirrorLog'` (negative and zero values too) for a logarithmic axis. */
  'axis.scaleType'?: unknown;
  /** Slants the labels to fit more of them. */
  'axis.slantedText'?: unknown;
  /** Angle of slanted labels, in degrees. */
  'axis.slantedTextAngle'?: unknown;
  /** Shows one label in every so many. */
  'axis.showTextEvery'?: unknown;
  /** Levels of labels that may alternate to avoid overlap. */
  'axis.maxAlternation'?: unknown;
  /** Lines a label may wrap onto. */
  'axis.maxTextLines'?: unknown;
  /** Smallest gap between two labels, in pixels. */
  'axis.minTextSpacing'?: unknown;
  /** Lets the outermost labels be cut at the chart's edge instead of being hidden. */
  'axis.allowContainerBoundaryTextCutoff'?: unknown;
  /** Lowest value shown; data below it is cropped. */
  'viewWindow.min'?: unknown;
  /** Highest value shown; data above it is cropped. */
  'viewWindow.max'?: unknown;
  /** Number of grid lines; `-1` lets the chart choose. */
  'gridlines.count'?: unknown;
  /** Colour of the grid lines. */
  'gridlines.color'?: unknown;
  /**
   * Google documents this as mostly deprecated: `0` turns the minor grid lines off; otherwise
   * their number follows from the spacing of the major grid lines, whatever the count.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'minorGridlines.count'?: unknown;
  /** Colour of the minor grid lines. */
  'minorGridlines.color'?: unknown;
  /** Width of a group of bars: pixels, or a percentage of the space such as `'75%'`. */
  'bar.groupWidth'?: unknown;
  /** What the reader can do: `'dragToPan'`, `'dragToZoom'`, `'rightClickToReset'`. */
  'explorer.actions'?: unknown;
  /** Restricts panning and zooming to `'horizontal'` or `'vertical'`. */
  'explorer.axis'?: unknown;
  /** Keeps panning within the data's range. */
  'explorer.keepInBounds'?: unknown;
  /** How far in the reader may zoom, as a fraction of the original view. */
  'explorer.maxZoomIn'?: unknown;
  /** How far out the reader may zoom, as a multiple of the original view. */
  'explorer.maxZoomOut'?: unknown;
  /** How much one scroll step zooms. */
  'explorer.zoomDelta'?: unknown;
  /** Colour of the crosshair lines. */
  'crosshair.color'?: unknown;
  /** Opacity of the crosshair lines. */
  'crosshair.opacity'?: unknown;
  /** Which lines to draw: `'vertical'`, `'horizontal'` or `'both'`. */
  'crosshair.orientation'?: unknown;
  /** When to draw the crosshair: `'focus'`, `'selection'` or `'both'`. */
  'crosshair.trigger'?: unknown;
  /** Colour and opacity of the crosshair on focus. */
  'crosshair.focused'?: unknown;
  /** Colour and opacity of the crosshair on selection. */
  'crosshair.selected'?: unknown;
  /** Draws annotations as `'point'` labels or as `'line'`s across the chart. */
  'annotations.style'?: unknown;
  /** Text style of the annotations. */
  'annotations.textStyle'?: unknown;
  /** Colour and length of the stem joining an annotation to its point. */
  'annotations.stem'?: unknown;
  /** Box drawn around annotation text: stroke, corners and gradient fill. */
  'annotations.boxStyle'?: unknown;
  /** Picks the annotation text colour for contrast with its background. */
  'annotations.highContrast'?: unknown;
  /** Style of annotations attached to data values. */
  'annotations.datum'?: unknown;
  /** Style of annotations attached to the domain (category). */
  'annotations.domain'?: unknown;
  /** Colour of the series. */
  'series.color'?: unknown;
  /** Axis the series is drawn against: 0 for the first, 1 for the second. */
  'series.targetAxisIndex'?: unknown;
  /** Draws annotations of bars and columns outside the bars, even when they would fit inside. */
  'annotations.alwaysOutside'?: unknown;
  /** Gradient fill of the annotation box: colours, start and end points. */
  'boxStyle.gradient'?: unknown;
  /** Horizontal radius of the box's rounded corners. */
  'boxStyle.rx'?: unknown;
  /** Vertical radius of the box's rounded corners. */
  'boxStyle.ry'?: unknown;
  /** Colour of the box's border. */
  'boxStyle.stroke'?: unknown;
  /** Width of the box's border. */
  'boxStyle.strokeWidth'?: unknown;
  /** Stem of annotations on data values: colour and length. */
  'datum.stem'?: unknown;
  /** Draws annotations on data values as `'point'` labels or `'line'`s. */
  'datum.style'?: unknown;
  /** Stem of annotations on the domain: colour and length. */
  'domain.stem'?: unknown;
  /** Draws annotations on the domain as `'point'` labels or `'line'`s. */
  'domain.style'?: unknown;
  /** Colour of the stem. */
  'stem.color'?: unknown;
  /** Length of the stem, in pixels. */
  'stem.length'?: unknown;
  /** Colour of the crosshair on focus. */
  'focused.color'?: unknown;
  /** Opacity of the crosshair on focus. */
  'focused.opacity'?: unknown;
  /** Colour of the crosshair on selection. */
  'selected.color'?: unknown;
  /** Opacity of the crosshair on selection. */
  'selected.opacity'?: unknown;
  /** Pie diff charts: the circle of new data drawn inside the old. */
  'diff.innerCircle'?: unknown;
  /** Radius of the inner circle, as a fraction of the pie's. */
  'innerCircle.radiusFactor'?: unknown;
  /** Width of the border between the circles, as a fraction of the radius. */
  'innerCircle.borderFactor'?: unknown;
  /** How the old data is drawn. */
  'diff.oldData'?: unknown;
  /** How the new data is drawn. */
  'diff.newData'?: unknown;
  /** Opacity of the old data. */
  'oldData.opacity'?: unknown;
  /**
   * Pie diff charts: where the old data goes. By default it is the inner pie, in the centre;
   * `false` puts the old data around the new instead.
   * @see https://developers.google.com/chart/interactive/docs/gallery/diffchart
   */
  'oldData.inCenter'?: unknown;
  /** Width of old bars relative to new ones. */
  'oldData.widthFactor'?: unknown;
  /** Tooltip text for the old data, such as a prefix. */
  'oldData.tooltip'?: unknown;
  /** Width of new bars relative to the space they have. */
  'newData.widthFactor'?: unknown;
  /** Tooltip text for the new data, such as a prefix. */
  'newData.tooltip'?: unknown;
  /** Text written before the value in the tooltip. */
  'tooltip.prefix'?: unknown;
  /** Horizontal axes, by name: the side each is drawn on and its label. */
  'axes.x'?: unknown;
  /** Vertical axes, by name: the side each is drawn on and its label. */
  'axes.y'?: unknown;
  /** Side the horizontal axis is drawn on: `'top'` or `'bottom'`. */
  'x.side'?: unknown;
  /** Label of the horizontal axis. */
  'x.label'?: unknown;
  /** Side the vertical axis is drawn on: `'left'` or `'right'`. */
  'y.side'?: unknown;
  /** Label of the vertical axis. */
  'y.label'?: unknown;
  /** Title drawn above the material chart. */
  'chart.title'?: unknown;
  /** Subtitle drawn under the title. */
  'chart.subtitle'?: unknown;
  /** Name of the axis (from `axes`) the series is drawn against. */
  'series.axis'?: unknown;
  /** How the series is drawn in a combo chart: line, area, bars, candlesticks or stepped area. */
  'series.type'?: unknown;
  /** Annotation settings for this series only. */
  'series.annotations'?: unknown;
  /** Smooths this series' line into a curve. */
  'series.curveType'?: unknown;
  /** Text of the series' legend entry. */
  'series.labelInLegend'?: unknown;
  /** Dash pattern of the series' line. */
  'series.lineDashStyle'?: unknown;
  /** Width of the series' line, in pixels. */
  'series.lineWidth'?: unknown;
  /** Shape of the series' points. */
  'series.pointShape'?: unknown;
  /** Size of the series' points, in pixels. */
  'series.pointSize'?: unknown;
  /** Shows the series' points. */
  'series.pointsVisible'?: unknown;
  /** Lists the series in the legend. */
  'series.visibleInLegend'?: unknown;
  /** Opacity of the area under the series. */
  'series.areaOpacity'?: unknown;
  /**
   * `dataOpacity` for one series: its dots or rectangles, and in line and area charts only the
   * dots of a hovered or selected point.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'series.dataOpacity'?: unknown;
  /** Candles of this series whose value falls: fill and stroke. */
  'series.fallingColor'?: unknown;
  /** Candles of this series whose value rises: fill and stroke. */
  'series.risingColor'?: unknown;
  /** Colours of the gradient, from lowest to highest value. */
  'colorAxis.colors'?: unknown;
  /** Value drawn with the first colour; lower values get it too. */
  'colorAxis.minValue'?: unknown;
  /** Value drawn with the last colour; higher values get it too. */
  'colorAxis.maxValue'?: unknown;
  /** Values the colours stand for, one per colour. */
  'colorAxis.values'?: unknown;
  /** The colour legend: position, number format and text style. */
  'colorAxis.legend'?: unknown;
  /** Smallest size drawn, in pixels. */
  'sizeAxis.minSize'?: unknown;
  /** Largest size drawn, in pixels. */
  'sizeAxis.maxSize'?: unknown;
  /** Value drawn with the smallest size. */
  'sizeAxis.minValue'?: unknown;
  /** Value drawn with the largest size. */
  'sizeAxis.maxValue'?: unknown;
  /** Candles whose closing value is below the opening one: fill and stroke. */
  'candlestick.fallingColor'?: unknown;
  /** Candles whose closing value is above the opening one: fill and stroke. */
  'candlestick.risingColor'?: unknown;
  /** Draws rising candles hollow and falling ones filled. */
  'candlestick.hollowIsRising'?: unknown;
  /** Kind of fit: `'linear'`, `'exponential'` or `'polynomial'`. */
  'trendlines.type'?: unknown;
  /** Degree of a polynomial fit. */
  'trendlines.degree'?: unknown;
  /** Colour of the trend line. */
  'trendlines.color'?: unknown;
  /** Width of the trend line, in pixels. */
  'trendlines.lineWidth'?: unknown;
  /** Opacity of the trend line. */
  'trendlines.opacity'?: unknown;
  /** Size of the trend line's points. */
  'trendlines.pointSize'?: unknown;
  /** Shows the trend line's points. */
  'trendlines.pointsVisible'?: unknown;
  /** Shows the coefficient of determination in the legend and tooltip. */
  'trendlines.showR2'?: unknown;
  /** Text of the trend line's legend entry. */
  'trendlines.labelInLegend'?: unknown;
  /** Lists the trend line in the legend. */
  'trendlines.visibleInLegend'?: unknown;
  /** Opacity of the bubbles. */
  'bubble.opacity'?: unknown;
  /** Colour of the bubbles' borders. */
  'bubble.stroke'?: unknown;
  /** Text style of the bubble labels. */
  'bubble.textStyle'?: unknown;
  /** Size of a day's cell, in pixels. */
  'calendar.cellSize'?: unknown;
  /** Border of the day cells: colour, width and opacity. */
  'calendar.cellColor'?: unknown;
  /** Border of the day cell under the pointer. */
  'calendar.focusedCellColor'?: unknown;
  /** Outline of the months. */
  'calendar.monthOutlineColor'?: unknown;
  /** Outline of months without data. */
  'calendar.unusedMonthOutlineColor'?: unknown;
  /** Text style of the month labels. */
  'calendar.monthLabel'?: unknown;
  /** Text style of the year labels. */
  'calendar.yearLabel'?: unknown;
  /** Text style of the day-of-week labels. */
  'calendar.dayOfWeekLabel'?: unknown;
  /** Space between the day-of-week labels and the cells, in pixels. */
  'calendar.dayOfWeekRightSpace'?: unknown;
  /** Letters for the days of the week, Sunday first, e.g. `'SMTWTFS'`. */
  'calendar.daysOfWeek'?: unknown;
  /** Space under the month labels, in pixels. */
  'calendar.underMonthSpace'?: unknown;
  /** Space under the year label, in pixels. */
  'calendar.underYearSpace'?: unknown;
  /** Background of days without data. */
  'noDataPattern.backgroundColor'?: unknown;
  /** Stripe colour of days without data. */
  'noDataPattern.color'?: unknown;
  /** Fill colour. */
  'backgroundColor.fill'?: unknown;
  /** Opacity of the fill. */
  'backgroundColor.fillOpacity'?: unknown;
  /** Border colour. */
  'backgroundColor.stroke'?: unknown;
  /** Border width, in pixels. */
  'backgroundColor.strokeWidth'?: unknown;
  /** Arrows between dependent tasks: angle, colour, length, radius, width and spacing. */
  'gantt.arrow'?: unknown;
  /** Radius of the task bars' corners. */
  'gantt.barCornerRadius'?: unknown;
  /** Height of the task bars, in pixels. */
  'gantt.barHeight'?: unknown;
  /** Highlights the tasks on the critical path. */
  'gantt.criticalPathEnabled'?: unknown;
  /** Stroke of the critical path's arrows. */
  'gantt.criticalPathStyle'?: unknown;
  /** Start of tasks given without one. */
  'gantt.defaultStartDate'?: unknown;
  /** Start of tasks given without one, for tasks computed from durations and dependencies. */
  'gantt.defaultStartDateMillis'?: unknown;
  /** Fill of every other track. */
  'gantt.innerGridDarkTrack'?: unknown;
  /** Lines between tracks. */
  'gantt.innerGridHorizLine'?: unknown;
  /** Fill of the tracks. */
  'gantt.innerGridTrack'?: unknown;
  /** Widest a task label may be, in pixels. */
  'gantt.labelMaxWidth'?: unknown;
  /** Text style of the task labels. */
  'gantt.labelStyle'?: unknown;
  /** Shades the part of each task already done. */
  'gantt.percentEnabled'?: unknown;
  /** Fill of the part already done. */
  'gantt.percentStyle'?: unknown;
  /** Draws shadows under dependent tasks. */
  'gantt.shadowEnabled'?: unknown;
  /** Offset of those shadows. */
  'gantt.shadowOffset'?: unknown;
  /** Fill of those shadows. */
  'gantt.shadowStyle'?: unknown;
  /** Sorts tasks by dependencies; otherwise keeps the rows' order. */
  'gantt.sortTasks'?: unknown;
  /** Height of each track, in pixels. */
  'gantt.trackHeight'?: unknown;
  /** Angle of the arrow's head, in degrees. */
  'arrow.angle'?: unknown;
  /** Colour of the arrows. */
  'arrow.color'?: unknown;
  /** Length of the arrow's head, in pixels. */
  'arrow.length'?: unknown;
  /** Radius of the arrow's bend, in pixels. */
  'arrow.radius'?: unknown;
  /** Space between the arrow's head and the task, in pixels. */
  'arrow.spaceAfter'?: unknown;
  /** Width of the arrows, in pixels. */
  'arrow.width'?: unknown;
  /** Turns the magnifier on. */
  'magnifyingGlass.enable'?: unknown;
  /** How much the magnifier enlarges. */
  'magnifyingGlass.zoomFactor'?: unknown;
  /** Width of each bucket; overrides the computed one. */
  'histogram.bucketSize'?: unknown;
  /** Draws buckets as solid bars instead of stacked items. */
  'histogram.hideBucketItems'?: unknown;
  /**
   * Ignores the top and the bottom this many percent of the values when choosing the bucket size;
   * those values are still counted and drawn.
   * @see https://developers.google.com/chart/interactive/docs/gallery/histogram#configuration-options
   */
  'histogram.lastBucketPercentile'?: unknown;
  /** Upper bound on the number of buckets. */
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
  /** How the default number of buckets is computed. */
  'histogram.numBucketsRule'?: unknown;
  /** Gap in pixels between adjacent bars of a histogram. */
  'bar.gap'?: unknown;
  /** `'category'` treats the domain as labels even when it holds numbers or dates. */
  'domainAxis.type'?: unknown;
  /** How intervals are drawn: `'line'`, `'bars'`, `'boxes'`, `'sticks'`, `'points'` or `'area'`. */
  'intervals.style'?: unknown;
  /** Width of interval bars, as a fraction of the space. */
  'intervals.barWidth'?: unknown;
  /** Width of interval boxes, as a fraction of the space. */
  'intervals.boxWidth'?: unknown;
  /** Colour of the intervals. */
  'intervals.color'?: unknown;
  /** Opacity of filled intervals. */
  'intervals.fillOpacity'?: unknown;
  /** Width of interval lines, in pixels. */
  'intervals.lineWidth'?: unknown;
  /** Size of interval points, in pixels. */
  'intervals.pointSize'?: unknown;
  /** A custom map style: its name and styles. */
  'maps.mapTypeId'?: unknown;
  /** Passes the layout makes to place nodes; more gives a tidier diagram, slower. */
  'sankey.iterations'?: unknown;
  /** Links: colour, colour mode and palette. */
  'sankey.link'?: unknown;
  /** Nodes: width, padding, colours, labels and interactivity. */
  'sankey.node'?: unknown;
  /** Tooltips of nodes and links. */
  'sankey.tooltip'?: unknown;
  /** Fill and stroke of the links. */
  'link.color'?: unknown;
  /** Colours links after their `'source'`, `'target'` or a `'gradient'` between them. */
  'link.colorMode'?: unknown;
  /** Palette the links take colours from. */
  'link.colors'?: unknown;
  /** Colours nodes by `'unique'` colour. */
  'node.colorMode'?: unknown;
  /** Palette the nodes take colours from. */
  'node.colors'?: unknown;
  /** Lets readers select nodes. */
  'node.interactivity'?: unknown;
  /** Text style of the node labels. */
  'node.label'?: unknown;
  /** Space between a node and its label, in pixels. */
  'node.labelPadding'?: unknown;
  /** Space between nodes in a column, in pixels. */
  'node.nodePadding'?: unknown;
  /** Width of the nodes, in pixels. */
  'node.width'?: unknown;
  /** CSS class of the header row. */
  'cssClassNames.headerRow'?: unknown;
  /** CSS class of the rows. */
  'cssClassNames.tableRow'?: unknown;
  /** CSS class of odd rows (with `alternatingRowStyle`). */
  'cssClassNames.oddTableRow'?: unknown;
  /** CSS class of selected rows. */
  'cssClassNames.selectedTableRow'?: unknown;
  /** CSS class of the row under the pointer. */
  'cssClassNames.hoverTableRow'?: unknown;
  /** CSS class of the header cells. */
  'cssClassNames.headerCell'?: unknown;
  /** CSS class of the cells. */
  'cssClassNames.tableCell'?: unknown;
  /** CSS class of the row-number cells. */
  'cssClassNames.rowNumberCell'?: unknown;
  /** Text style of the bar labels. */
  'timeline.barLabelStyle'?: unknown;
  /** Text style of the row labels. */
  'timeline.rowLabelStyle'?: unknown;
  /** Gives every bar of a row the same colour. */
  'timeline.colorByRowLabel'?: unknown;
  /** Puts bars with the same row label on one row. */
  'timeline.groupByRowLabel'?: unknown;
  /** Shows labels on the bars. */
  'timeline.showBarLabels'?: unknown;
  /** Shows the row labels. */
  'timeline.showRowLabels'?: unknown;
  /** One colour for every bar. */
  'timeline.singleColor'?: unknown;
  /** `'implicit'` builds the tree from sentences; `'explicit'` from given parents and weights. */
  'wordtree.format'?: unknown;
  /** The root word the tree grows from. */
  'wordtree.word'?: unknown;
  /** Grows the tree after the root (`'suffix'`), before it (`'prefix'`), or both (`'double'`). */
  'wordtree.type'?: unknown;
  /** Colours of the root word, the words before it and the words after it. */
  'wordtree.colors'?: unknown;
  /** Text that ends a sentence. */
  'wordtree.sentenceSeparator'?: unknown;
  /** Text that separates words. */
  'wordtree.wordSeparator'?: unknown;
  /** How the range values are shown. */
  'ui.format'?: unknown;
  /** A number or date pattern, e.g. `'#,###'` or `'MMM yyyy'`. */
  'format.pattern'?: unknown;
  /** A preset date format: `'short'`, `'medium'` or `'long'`. */
  'format.formatType'?: unknown;
  /** Time zone the dates are shown in, as an offset in hours. */
  'format.timeZone'?: unknown;
  /** Character that marks decimals. */
  'format.decimalSymbol'?: unknown;
  /** Number of digits after the decimal mark. */
  'format.fractionDigits'?: unknown;
  /** Character that groups thousands. */
  'format.groupingSymbol'?: unknown;
  /** Colour of negative values. */
  'format.negativeColor'?: unknown;
  /** Writes negative values in parentheses. */
  'format.negativeParens'?: unknown;
  /** Text written before each value. */
  'format.prefix'?: unknown;
  /** Text written after each value. */
  'format.suffix'?: unknown;
  /** Stroke (border or line) colour. */
  '*.stroke'?: unknown;
  /** Stroke width, in pixels. */
  '*.strokeWidth'?: unknown;
  /** Stroke opacity, from 0 to 1. */
  '*.strokeOpacity'?: unknown;
  /** Fill colour. */
  '*.fill'?: unknown;
  /** Fill opacity, from 0 to 1. */
  '*.fillOpacity'?: unknown;
  /** Text or line colour of this part. */
  '*.color'?: unknown;
  /** Font family. */
  '*.fontName'?: unknown;
  /** Font size, in pixels. */
  '*.fontSize'?: unknown;
  /** Name shown for this entry. */
  '*.name'?: unknown;
  /** Style rules, as Google Maps styles. */
  '*.styles'?: unknown;
}
