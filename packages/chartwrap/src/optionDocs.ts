/**
 * What every option means, in one place: one description per option name, shared by every chart
 * type that has the option (`title`, `legend`, `hAxis`… are written once), and per nested path
 * (`legend.position`; `axis.*` stands for every axis: `hAxis`, `vAxis`, `hAxes[n]`, `vAxes[n]`;
 * a shorter path such as `legend.position` also describes `colorAxis.legend.position`; `*.stroke`
 * and the like, a style's leaf under any option). Descriptions are shared that way, `@default` tags
 * are not: a default shows only on rows whose whole path is the key, and an unprefixed one not on
 * the material charts (docs/library.md, "Where a default shows").
 *
 * `options` is checked against these names too (see `ChartOptionsInput`), so an editor shows these
 * words when hovering an option, and the site's options reference (src/node/reference/options-reference.ts)
 * prints the same words. A test fails when a chart type gains a top-level option that has none
 * here, or when a description here names no option.
 */
export interface OptionDocs {
  /**
   * How values that share one point of the domain are grouped when the reader focuses or selects
   * them.
   * @default `'auto'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  aggregationTarget?: unknown;
  /**
   * Text written after every value in the legend and in the labels of the value axes, such as a
   * unit.
   * @see https://developers.google.com/chart/interactive/docs/gallery/annotationchart#configuration-options
   */
  allValuesSuffix?: unknown;
  /**
   * Lets a reader collapse a node's subtree with a double click.
   * @default `false`
   * @see https://developers.google.com/chart/interactive/docs/gallery/orgchart#configuration-options
   */
  allowCollapse?: unknown;
  /**
   * Treats text that comes from the data (table cells, node labels, annotation text, and tooltips
   * where the chart has them) as HTML instead of plain text.
   * @default Table: `false`
   * @default OrgChart: `false`
   * @default AnnotationChart: `false`
   * @see https://developers.google.com/chart/interactive/docs/gallery/table#configuration-options
   * @see https://developers.google.com/chart/interactive/docs/gallery/orgchart#configuration-options
   * @see https://developers.google.com/chart/interactive/docs/gallery/annotationchart#configuration-options
   */
  allowHtml?: unknown;
  /**
   * Shades every other row.
   * @default `true`
   * @see https://developers.google.com/chart/interactive/docs/gallery/table#configuration-options
   * @see https://developers.google.com/chart/interactive/docs/gallery/timeline#configuration-options
   */
  alternatingRowStyle?: unknown;
  /**
   * How the chart moves from old data to new when it redraws: duration, easing and whether to
   * animate the first draw.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  animation?: unknown;
  /**
   * How annotation columns are drawn: text style, stems, boxes and highlighting.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  annotations?: unknown;
  /**
   * Share of the chart's width, in percent, given to the annotations panel.
   * @default `25`
   * @see https://developers.google.com/chart/interactive/docs/gallery/annotationchart#configuration-options
   */
  annotationsWidth?: unknown;
  /**
   * Opacity of the filled area under each line, from 0 (transparent) to 1.
   * @default AreaChart: `0.3`
   * @see https://developers.google.com/chart/interactive/docs/gallery/areachart#configuration-options
   */
  areaOpacity?: unknown;
  /**
   * Whether Google may alter what it draws (such as the edges of bars) so that grid lines stay
   * visible; `false` draws the data exactly, hiding the grid lines behind it.
   * @default `true`
   * @see https://developers.google.com/chart/interactive/docs/gallery/timeline
   */
  avoidOverlappingGridLines?: unknown;
  /**
   * Material charts: which side each named axis is drawn on, and its label.
   * @see https://developers.google.com/chart/interactive/docs/gallery/barchart
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart
   */
  axes?: unknown;
  /**
   * Where the axis titles go: inside the chart area, outside it, or nowhere.
   * @default `'out'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  axisTitlesPosition?: unknown;
  /**
   * Fill of the whole chart: a colour string, or an object with fill, stroke and stroke width.
   * @default `'white'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  backgroundColor?: unknown;
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
   * Calendar look: cell size and colours, month and day labels, underlines.
   * @see https://developers.google.com/chart/interactive/docs/gallery/calendar#configuration-options
   */
  calendar?: unknown;
  /**
   * Candle colours for rising and falling values, and whether hollow candles show gains.
   * @see https://developers.google.com/chart/interactive/docs/gallery/candlestickchart#configuration-options
   */
  candlestick?: unknown;
  /**
   * Material charts: title and subtitle drawn above the chart.
   * @see https://developers.google.com/chart/interactive/docs/gallery/barchart
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart
   */
  chart?: unknown;
  /**
   * Position and size of the plot inside the chart (excluding titles, axes and legend), in pixels or
   * percent.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  chartArea?: unknown;
  /**
   * Fill colour of the org chart's nodes; Google marks it deprecated in favour of `nodeClass`.
   * @default `'#edf7ff'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/orgchart#configuration-options
   */
  color?: unknown;
  /**
   * Maps values to colours: the gradient's colours and the values at its ends.
   * @see https://developers.google.com/chart/interactive/docs/gallery/bubblechart#configuration-options
   * @see https://developers.google.com/chart/interactive/docs/gallery/geochart#configuration-options
   */
  colorAxis?: unknown;
  /**
   * Colours of the series, slices or elements, in order.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  colors?: unknown;
  /**
   * Draws the vertical lines that join one step to the next.
   * @see https://developers.google.com/chart/interactive/docs/gallery/steppedareachart#configuration-options
   */
  connectSteps?: unknown;
  /**
   * Crosshair lines shown on focus or selection: trigger, orientation, colour and opacity.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  crosshair?: unknown;
  /**
   * CSS class names for the table's parts (header row, rows, cells, selected row).
   * @see https://developers.google.com/chart/interactive/docs/gallery/table#configuration-options
   */
  cssClassNames?: unknown;
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
   * @default `1.0`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  dataOpacity?: unknown;
  /**
   * Fill of regions that have no data.
   * @default `'#F5F5F5'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/geochart#configuration-options
   */
  datalessRegionColor?: unknown;
  /**
   * Format of the dates shown at the top of the chart, as a date pattern.
   * @default `'MMMM dd, yyyy'` for a date column, `'HH:mm MMMM dd, yyyy'` for a datetime one
   * @see https://developers.google.com/chart/interactive/docs/gallery/annotationchart#configuration-options
   */
  dateFormat?: unknown;
  /**
   * Colour of regions or markers whose value is missing but whose location is given.
   * @default `'#267114'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/geochart#configuration-options
   */
  defaultColor?: unknown;
  /**
   * Diff charts: how the old data is drawn against the new (opacity, widths, tooltips).
   * @see https://developers.google.com/chart/interactive/docs/gallery/diffchart
   */
  diff?: unknown;
  /**
   * Shows the annotations panel next to the chart.
   * @see https://developers.google.com/chart/interactive/docs/gallery/annotationchart#configuration-options
   */
  displayAnnotations?: unknown;
  /**
   * Shows a filter box above the annotations.
   * @default `false`
   * @see https://developers.google.com/chart/interactive/docs/gallery/annotationchart#configuration-options
   */
  displayAnnotationsFilter?: unknown;
  /**
   * Draws a separator between the date bar and the legend values.
   * @default `true`
   * @see https://developers.google.com/chart/interactive/docs/gallery/annotationchart#configuration-options
   */
  displayDateBarSeparator?: unknown;
  /**
   * Shows values as given instead of abbreviating them (`1.2K`).
   * @default `false`
   * @see https://developers.google.com/chart/interactive/docs/gallery/annotationchart#configuration-options
   */
  displayExactValues?: unknown;
  /**
   * Shows coloured dots next to the legend entries.
   * @default `true`
   * @see https://developers.google.com/chart/interactive/docs/gallery/annotationchart#configuration-options
   */
  displayLegendDots?: unknown;
  /**
   * Shows the highlighted values in the legend.
   * @default `true`
   * @see https://developers.google.com/chart/interactive/docs/gallery/annotationchart#configuration-options
   */
  displayLegendValues?: unknown;
  /**
   * What a geo chart draws: `'regions'`, `'markers'`, `'text'`, or `'auto'` from the data.
   * @default `'auto'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/geochart#configuration-options
   */
  displayMode?: unknown;
  /**
   * Shows the range selector under the chart for zooming into a period.
   * @default `true`
   * @see https://developers.google.com/chart/interactive/docs/gallery/annotationchart#configuration-options
   */
  displayRangeSelector?: unknown;
  /**
   * Shows the buttons that zoom to preset periods.
   * @see https://developers.google.com/chart/interactive/docs/gallery/annotationchart#configuration-options
   */
  displayZoomButtons?: unknown;
  /** Settings of the domain (category) axis, such as its type. */
  domainAxis?: unknown;
  /**
   * Lets readers interact: tooltips, hover and selection, with their events.
   * @default `true`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  enableInteractivity?: unknown;
  /**
   * Lets readers hover and select regions (on by default in region mode).
   * @see https://developers.google.com/chart/interactive/docs/gallery/geochart#configuration-options
   */
  enableRegionInteractivity?: unknown;
  /**
   * Lets the mouse wheel zoom the map.
   * @see https://developers.google.com/chart/interactive/docs/gallery/map#configuration-options
   */
  enableScrollWheel?: unknown;
  /**
   * Lets readers pan and zoom the chart with drag, scroll or a box selection.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  explorer?: unknown;
  /**
   * Opacity, in percent, of the filled area under the lines.
   * @default `0`
   * @see https://developers.google.com/chart/interactive/docs/gallery/annotationchart#configuration-options
   */
  fill?: unknown;
  /**
   * Number given to the first row when row numbers are shown.
   * @default `1`
   * @see https://developers.google.com/chart/interactive/docs/gallery/table#configuration-options
   */
  firstRowNumber?: unknown;
  /**
   * What a hover focuses: a single `'datum'` or every value in the same `'category'`.
   * @default `'datum'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  focusTarget?: unknown;
  /**
   * Colour of the text in the rectangles.
   * @default `'#ffffff'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/treemap#configuration-options
   */
  fontColor?: unknown;
  /**
   * Font family of the text in the rectangles.
   * @default `'auto'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/treemap#configuration-options
   */
  fontFamily?: unknown;
  /**
   * Default font family of every text in the chart.
   * @default `'Arial'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  fontName?: unknown;
  /**
   * Default font size of every text in the chart, in pixels (in points in a tree map).
   * @default TreeMap: `12`
   * @default automatic
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   * @see https://developers.google.com/chart/interactive/docs/gallery/treemap#configuration-options
   */
  fontSize?: unknown;
  /**
   * Draws the chart inside an inline frame.
   * @default `false`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  forceIFrame?: unknown;
  /**
   * Number of leftmost columns that stay in place when the table scrolls sideways.
   * @see https://developers.google.com/chart/interactive/docs/gallery/table#configuration-options
   */
  frozenColumns?: unknown;
  /**
   * Gantt look: bar heights and corners, critical path, arrows, tracks, labels and the percentage
   * done.
   * @see https://developers.google.com/chart/interactive/docs/gallery/ganttchart#configuration-options
   */
  gantt?: unknown;
  /**
   * Returns the HTML of a rectangle's tooltip from its row, size and colour value.
   * @see https://developers.google.com/chart/interactive/docs/gallery/treemap#configuration-options
   */
  generateTooltip?: unknown;
  /**
   * Colour of the green band.
   * @default `'#109618'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/gauge#configuration-options
   */
  greenColor?: unknown;
  /**
   * Start of the green band.
   * @see https://developers.google.com/chart/interactive/docs/gallery/gauge#configuration-options
   */
  greenFrom?: unknown;
  /**
   * End of the green band.
   * @see https://developers.google.com/chart/interactive/docs/gallery/gauge#configuration-options
   */
  greenTo?: unknown;
  /** Settings per horizontal axis when there are several, keyed by axis index. */
  hAxes?: unknown;
  /**
   * The horizontal axis: title, scale, range, grid lines, ticks and text.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  hAxis?: unknown;
  /**
   * Background of the header band above each parent's rectangles.
   * @default `'#988f86'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/treemap#configuration-options
   */
  headerColor?: unknown;
  /**
   * Height of that header band, in pixels; 0 hides it.
   * @default `0`
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
   * Height of the chart, in pixels (or a CSS length where the chart allows one).
   * @default Table: automatic
   * @default Calendar: the container's height
   * @default Gauge: the container's height
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   * @see https://developers.google.com/chart/interactive/docs/gallery/table#configuration-options
   * @see https://developers.google.com/chart/interactive/docs/gallery/calendar#configuration-options
   * @see https://developers.google.com/chart/interactive/docs/gallery/gauge#configuration-options
   */
  height?: unknown;
  /**
   * Highlights a rectangle while the pointer is over it.
   * @see https://developers.google.com/chart/interactive/docs/gallery/treemap#configuration-options
   */
  highlightOnMouseOver?: unknown;
  /**
   * How faint the hinted levels are when `maxPostDepth` is above 1: from 0 (not faint) to 1, the
   * higher the fainter.
   * @default `0.0`
   * @see https://developers.google.com/chart/interactive/docs/gallery/treemap#configuration-options
   */
  hintOpacity?: unknown;
  /**
   * Buckets: their size, count bounds and how the default count is found.
   * @see https://developers.google.com/chart/interactive/docs/gallery/histogram#configuration-options
   */
  histogram?: unknown;
  /**
   * Marker images of the map, per marker type: normal and selected.
   * @see https://developers.google.com/chart/interactive/docs/gallery/map#configuration-options
   */
  icons?: unknown;
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
   * Draws the pie tilted, in three dimensions.
   * @default `false`
   * @see https://developers.google.com/chart/interactive/docs/gallery/piechart#configuration-options
   */
  is3D?: unknown;
  /**
   * Stacks the series on top of each other: `true`, or `'percent'`/`'relative'` to stack as shares
   * of a whole.
   * @default `false`
   * @see https://developers.google.com/chart/interactive/docs/gallery/areachart#configuration-options
   * @see https://developers.google.com/chart/interactive/docs/gallery/columnchart#configuration-options
   */
  isStacked?: unknown;
  /**
   * Keeps the map's proportions when the chart's width and height differ from them.
   * @see https://developers.google.com/chart/interactive/docs/gallery/geochart#configuration-options
   */
  keepAspectRatio?: unknown;
  /**
   * The legend: position, alignment, number of lines and text style, or `'none'` to hide it.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  legend?: unknown;
  /**
   * Whether the legend sits on the same row as the date or on a new row.
   * @default `'sameRow'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/annotationchart#configuration-options
   */
  legendPosition?: unknown;
  /**
   * Colour of the line that joins the markers, when `showLine` is set.
   * @see https://developers.google.com/chart/interactive/docs/gallery/map#configuration-options
   */
  lineColor?: unknown;
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
   * A magnifier that enlarges crowded areas under the pointer.
   * @see https://developers.google.com/chart/interactive/docs/gallery/geochart#configuration-options
   */
  magnifyingGlass?: unknown;
  /**
   * Labels of the major tick marks around the dial.
   * @see https://developers.google.com/chart/interactive/docs/gallery/gauge#configuration-options
   */
  majorTicks?: unknown;
  /**
   * The starting map style, such as `'normal'`, `'terrain'` or `'satellite'`.
   * @see https://developers.google.com/chart/interactive/docs/gallery/map#configuration-options
   */
  mapType?: unknown;
  /**
   * The map styles the reader can pick from.
   * @see https://developers.google.com/chart/interactive/docs/gallery/map#configuration-options
   */
  mapTypeIds?: unknown;
  /**
   * Custom map styles, by id, for `mapTypeIds`.
   * @see https://developers.google.com/chart/interactive/docs/gallery/map#configuration-options
   */
  maps?: unknown;
  /**
   * Opacity of the markers, from 0 to 1.
   * @see https://developers.google.com/chart/interactive/docs/gallery/geochart#configuration-options
   */
  markerOpacity?: unknown;
  /**
   * Highest value of the scale.
   * @default Gauge: `100`
   * @default AnnotationChart: automatic
   * @see https://developers.google.com/chart/interactive/docs/gallery/gauge#configuration-options
   * @see https://developers.google.com/chart/interactive/docs/gallery/annotationchart#configuration-options
   */
  max?: unknown;
  /**
   * Colour of rectangles at the highest colour value.
   * @default `'#00dd00'`
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
   * Largest font size of a word, in pixels.
   * @see https://developers.google.com/chart/interactive/docs/gallery/wordtree#configuration-options
   */
  maxFontSize?: unknown;
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
   * @default `'#000000'`
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
   * Lowest value of the scale.
   * @default Gauge: `0`
   * @default AnnotationChart: automatic
   * @see https://developers.google.com/chart/interactive/docs/gallery/gauge#configuration-options
   * @see https://developers.google.com/chart/interactive/docs/gallery/annotationchart#configuration-options
   */
  min?: unknown;
  /**
   * Colour of rectangles at the lowest colour value.
   * @default `'#dd0000'`
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
   * Number of minor sections each major section of the dial is split into.
   * @default `2`
   * @see https://developers.google.com/chart/interactive/docs/gallery/gauge#configuration-options
   */
  minorTicks?: unknown;
  /**
   * Pattern drawn on days without data: background and stripe colours.
   * @default `null`
   * @see https://developers.google.com/chart/interactive/docs/gallery/calendar#configuration-options
   */
  noDataPattern?: unknown;
  /**
   * CSS class of the nodes.
   * @see https://developers.google.com/chart/interactive/docs/gallery/orgchart#configuration-options
   */
  nodeClass?: unknown;
  /**
   * Number patterns of the values written at the top of the chart: one pattern for every series, or
   * an object that maps a series index to its pattern.
   * @default automatic
   * @see https://developers.google.com/chart/interactive/docs/gallery/annotationchart#configuration-options
   */
  numberFormats?: unknown;
  /**
   * Lays the chart out `'horizontal'`ly (the default) or `'vertical'`ly, swapping the axes.
   * @default `'horizontal'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   * @see https://developers.google.com/chart/interactive/docs/gallery/candlestickchart#configuration-options
   */
  orientation?: unknown;
  /**
   * Splits rows into pages: `'enable'`, `'event'` (you page on the event) or `'disable'`.
   * @default `'disable'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/table#configuration-options
   */
  page?: unknown;
  /**
   * Rows per page when paging is on.
   * @default `10`
   * @see https://developers.google.com/chart/interactive/docs/gallery/table#configuration-options
   */
  pageSize?: unknown;
  /**
   * Which paging buttons to show: `'both'`, `'prev'`, `'next'`, `'auto'`, or a number of page
   * buttons.
   * @see https://developers.google.com/chart/interactive/docs/gallery/table#configuration-options
   */
  pagingButtons?: unknown;
  /**
   * Between 0 and 1: cuts a hole of that fraction of the radius, making a donut.
   * @default `0`
   * @see https://developers.google.com/chart/interactive/docs/gallery/piechart#configuration-options
   */
  pieHole?: unknown;
  /**
   * Colour of the slice that groups the slices under `sliceVisibilityThreshold`.
   * @default `'#ccc'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/piechart#configuration-options
   */
  pieResidueSliceColor?: unknown;
  /**
   * Label of that grouping slice (by default "Other").
   * @default `'Other'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/piechart#configuration-options
   */
  pieResidueSliceLabel?: unknown;
  /**
   * Colour of the borders between slices.
   * @default `'white'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/piechart#configuration-options
   */
  pieSliceBorderColor?: unknown;
  /**
   * Text drawn on each slice: `'percentage'`, `'value'`, `'label'` or `'none'`.
   * @default `'percentage'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/piechart#configuration-options
   */
  pieSliceText?: unknown;
  /**
   * Text style of the slice labels.
   * @default black text in the chart's `fontName` and `fontSize`
   * @see https://developers.google.com/chart/interactive/docs/gallery/piechart#configuration-options
   */
  pieSliceTextStyle?: unknown;
  /**
   * Angle, in degrees clockwise from twelve o'clock, where the first slice starts.
   * @default `0`
   * @see https://developers.google.com/chart/interactive/docs/gallery/piechart#configuration-options
   */
  pieStartAngle?: unknown;
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
   * Colour of the red band.
   * @default `'#DC3912'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/gauge#configuration-options
   */
  redColor?: unknown;
  /**
   * Start of the red band.
   * @see https://developers.google.com/chart/interactive/docs/gallery/gauge#configuration-options
   */
  redFrom?: unknown;
  /**
   * End of the red band.
   * @see https://developers.google.com/chart/interactive/docs/gallery/gauge#configuration-options
   */
  redTo?: unknown;
  /**
   * The area shown: `'world'`, a continent or subcontinent code, a country code or a state code.
   * @default `'world'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/geochart#configuration-options
   */
  region?: unknown;
  /**
   * Which borders are drawn: `'countries'`, `'provinces'` or `'metros'`.
   * @see https://developers.google.com/chart/interactive/docs/gallery/geochart#configuration-options
   */
  resolution?: unknown;
  /**
   * Draws the categories in reverse order.
   * @default `false`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   * @see https://developers.google.com/chart/interactive/docs/gallery/piechart#configuration-options
   */
  reverseCategories?: unknown;
  /**
   * Lays the table out right to left.
   * @default `false`
   * @see https://developers.google.com/chart/interactive/docs/gallery/table#configuration-options
   */
  rtlTable?: unknown;
  /**
   * Sankey look: node widths, padding, colours and labels, link colours, and iterations of the
   * layout.
   * @see https://developers.google.com/chart/interactive/docs/gallery/sankey#configuration-options
   */
  sankey?: unknown;
  /**
   * Which series the value scales follow: zero to three series indexes. Google documents that an
   * empty array hides the scale values, the first series' scale is drawn on the right, a second one
   * is added on the right too and a third in the middle; further indexes are ignored.
   * @default automatic
   * @see https://developers.google.com/chart/interactive/docs/gallery/annotationchart#configuration-options
   */
  scaleColumns?: unknown;
  /**
   * Number format of the scale labels.
   * @see https://developers.google.com/chart/interactive/docs/gallery/annotationchart#configuration-options
   */
  scaleFormat?: unknown;
  /**
   * How the scales are fitted: fixed from zero, or to the data, for one or all series.
   * @default `'fixed'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/annotationchart#configuration-options
   */
  scaleType?: unknown;
  /**
   * Horizontal scroll position of the table when it first draws, in pixels.
   * @default `0`
   * @see https://developers.google.com/chart/interactive/docs/gallery/table#configuration-options
   */
  scrollLeftStartPosition?: unknown;
  /**
   * CSS class of the selected node.
   * @see https://developers.google.com/chart/interactive/docs/gallery/orgchart#configuration-options
   */
  selectedNodeClass?: unknown;
  /**
   * Background of the selected node; Google marks it deprecated in favour of `selectedNodeClass`.
   * @default `'#d6e9f8'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/orgchart#configuration-options
   */
  selectionColor?: unknown;
  /**
   * Whether readers may select one item at a time or several.
   * @default `'single'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  selectionMode?: unknown;
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
   * Opens an info box with the description when a marker is selected.
   * @see https://developers.google.com/chart/interactive/docs/gallery/map#configuration-options
   */
  showInfoWindow?: unknown;
  /**
   * Joins the markers with a line.
   * @see https://developers.google.com/chart/interactive/docs/gallery/map#configuration-options
   */
  showLine?: unknown;
  /**
   * Shows a column of row numbers.
   * @default `false`
   * @see https://developers.google.com/chart/interactive/docs/gallery/table#configuration-options
   */
  showRowNumber?: unknown;
  /**
   * Shows a scale of the colour gradient, from the lowest colour to the highest, along the top of
   * the chart.
   * @default `false`
   * @see https://developers.google.com/chart/interactive/docs/gallery/treemap#configuration-options
   */
  showScale?: unknown;
  /**
   * Shows the marker's description when the pointer is over it.
   * @see https://developers.google.com/chart/interactive/docs/gallery/map#configuration-options
   */
  showTooltip?: unknown;
  /**
   * Shows tooltips over the rectangles.
   * @default `true`
   * @see https://developers.google.com/chart/interactive/docs/gallery/treemap#configuration-options
   */
  showTooltips?: unknown;
  /**
   * Node size: `'small'`, `'medium'` or `'large'`.
   * @default `'medium'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/orgchart#configuration-options
   */
  size?: unknown;
  /**
   * Maps values to bubble or marker sizes: the sizes and the values at the ends.
   * @see https://developers.google.com/chart/interactive/docs/gallery/bubblechart#configuration-options
   * @see https://developers.google.com/chart/interactive/docs/gallery/geochart#configuration-options
   */
  sizeAxis?: unknown;
  /**
   * Slices below this fraction of the whole are grouped into one "Other" slice.
   * @default `1/720`
   * @see https://developers.google.com/chart/interactive/docs/gallery/piechart#configuration-options
   */
  sliceVisibilityThreshold?: unknown;
  /**
   * Per-slice settings, keyed by index: colour, offset from the centre, text style.
   * @default `{}`
   * @see https://developers.google.com/chart/interactive/docs/gallery/piechart#configuration-options
   */
  slices?: unknown;
  /**
   * How clicking a column header sorts: `'enable'`, `'event'` (you sort on the event) or
   * `'disable'`.
   * @default `'enable'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/table#configuration-options
   */
  sort?: unknown;
  /**
   * Sort order of the first sort: ascending when true.
   * @default `true`
   * @see https://developers.google.com/chart/interactive/docs/gallery/table#configuration-options
   */
  sortAscending?: unknown;
  /**
   * Draws smaller bubbles on top of larger ones.
   * @see https://developers.google.com/chart/interactive/docs/gallery/bubblechart#configuration-options
   */
  sortBubblesBySize?: unknown;
  /**
   * Index of the column the table is first sorted by.
   * @default `-1`
   * @see https://developers.google.com/chart/interactive/docs/gallery/table#configuration-options
   */
  sortColumn?: unknown;
  /**
   * Page shown first, counted from 0.
   * @default `0`
   * @see https://developers.google.com/chart/interactive/docs/gallery/table#configuration-options
   */
  startPage?: unknown;
  /**
   * Material charts: text under the title.
   * @see https://developers.google.com/chart/interactive/docs/gallery/barchart
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart
   */
  subtitle?: unknown;
  /**
   * Default text style of the labels.
   * @see https://developers.google.com/chart/interactive/docs/gallery/treemap#configuration-options
   */
  textStyle?: unknown;
  /**
   * A preset group of options; `'maximized'` widens the chart area and moves text inside it,
   * `'material'` is the material look.
   * @default `null`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  theme?: unknown;
  /**
   * Thickness of the lines: Google documents a number from 0 (the thinnest) to 10, not a width in
   * pixels.
   * @default `0`
   * @see https://developers.google.com/chart/interactive/docs/gallery/annotationchart#configuration-options
   */
  thickness?: unknown;
  /**
   * Timeline look: row and bar labels, colouring by row, grouping and label styles.
   * @see https://developers.google.com/chart/interactive/docs/gallery/timeline#configuration-options
   */
  timeline?: unknown;
  /**
   * Text shown above the chart.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  title?: unknown;
  /**
   * Where the title goes: inside the chart area, outside it, or nowhere.
   * @default `'out'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  titlePosition?: unknown;
  /**
   * Text style of the title.
   * @default black text in the chart's `fontName` and `fontSize`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   * @see https://developers.google.com/chart/interactive/docs/gallery/treemap#configuration-options
   */
  titleTextStyle?: unknown;
  /**
   * Tooltips: HTML or not, what triggers them, text style and colour codes.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  tooltip?: unknown;
  /**
   * Trend lines per series, keyed by series index: kind, colour, width, degree and legend label.
   * @default `null`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  trendlines?: unknown;
  /**
   * Shows the control that switches map styles.
   * @default `false`
   * @see https://developers.google.com/chart/interactive/docs/gallery/map#configuration-options
   */
  useMapTypeControl?: unknown;
  /**
   * Computes a parent's colour value as the average of its children weighted by their size.
   * @default `false`
   * @see https://developers.google.com/chart/interactive/docs/gallery/treemap#configuration-options
   */
  useWeightedAverageForAggregation?: unknown;
  /**
   * Settings per vertical axis when there are several, keyed by axis index.
   * @default `null`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  vAxes?: unknown;
  /**
   * The vertical axis: title, scale, range, grid lines, ticks and text.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  vAxis?: unknown;
  /**
   * Width of the chart, in pixels (or a CSS length where the chart allows one).
   * @default Table: automatic
   * @default Calendar: the container's width
   * @default Gauge: the container's width
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   * @see https://developers.google.com/chart/interactive/docs/gallery/table#configuration-options
   * @see https://developers.google.com/chart/interactive/docs/gallery/calendar#configuration-options
   * @see https://developers.google.com/chart/interactive/docs/gallery/gauge#configuration-options
   */
  width?: unknown;
  /**
   * The word tree's shape: data format, root word, direction (prefix, suffix or both), colours and
   * separators.
   * @see https://developers.google.com/chart/interactive/docs/gallery/wordtree#configuration-options
   */
  wordtree?: unknown;
  /**
   * Colour of the yellow band.
   * @default `'#FF9900'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/gauge#configuration-options
   */
  yellowColor?: unknown;
  /**
   * Start of the yellow band.
   * @see https://developers.google.com/chart/interactive/docs/gallery/gauge#configuration-options
   */
  yellowFrom?: unknown;
  /**
   * End of the yellow band.
   * @see https://developers.google.com/chart/interactive/docs/gallery/gauge#configuration-options
   */
  yellowTo?: unknown;
  /**
   * End of the period shown when the chart first draws.
   * @see https://developers.google.com/chart/interactive/docs/gallery/annotationchart#configuration-options
   */
  zoomEndTime?: unknown;
  /**
   * Starting zoom of the map, from 0 (the whole world) to 19 (buildings).
   * @see https://developers.google.com/chart/interactive/docs/gallery/map#configuration-options
   */
  zoomLevel?: unknown;
  /**
   * Start of the period shown when the chart first draws.
   * @see https://developers.google.com/chart/interactive/docs/gallery/annotationchart#configuration-options
   */
  zoomStartTime?: unknown;
  /**
   * Where the legend is drawn relative to the chart, or `'none'` to hide it.
   * @default LineChart: `'right'`
   * @default AreaChart: `'right'`
   * @default SteppedAreaChart: `'right'`
   * @default BarChart: `'right'`
   * @default ColumnChart: `'right'`
   * @default ComboChart: `'right'`
   * @default ScatterChart: `'right'`
   * @default CandlestickChart: `'right'`
   * @default Histogram: `'right'`
   * @default PieChart: `'right'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   * @see https://developers.google.com/chart/interactive/docs/gallery/piechart#configuration-options
   */
  'legend.position'?: unknown;
  /**
   * Where the legend sits along its side: `'start'`, `'center'` or `'end'`.
   * @default LineChart: automatic
   * @default AreaChart: automatic
   * @default SteppedAreaChart: automatic
   * @default BarChart: automatic
   * @default ColumnChart: automatic
   * @default ComboChart: automatic
   * @default ScatterChart: automatic
   * @default CandlestickChart: automatic
   * @default Histogram: automatic
   * @default PieChart: automatic
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'legend.alignment'?: unknown;
  /**
   * Lines the legend may wrap onto when it sits at the top.
   * @default LineChart: `1`
   * @default AreaChart: `1`
   * @default SteppedAreaChart: `1`
   * @default BarChart: `1`
   * @default ColumnChart: `1`
   * @default ComboChart: `1`
   * @default ScatterChart: `1`
   * @default CandlestickChart: `1`
   * @default Histogram: `1`
   * @default PieChart: `1`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'legend.maxLines'?: unknown;
  /**
   * Number pattern of values shown in the legend.
   * @default automatic
   * @see https://developers.google.com/chart/interactive/docs/gallery/bubblechart#configuration-options
   */
  'legend.numberFormat'?: unknown;
  /**
   * Text style of the legend entries.
   * @default LineChart: black text in the chart's `fontName` and `fontSize`
   * @default AreaChart: black text in the chart's `fontName` and `fontSize`
   * @default SteppedAreaChart: black text in the chart's `fontName` and `fontSize`
   * @default BarChart: black text in the chart's `fontName` and `fontSize`
   * @default ColumnChart: black text in the chart's `fontName` and `fontSize`
   * @default ComboChart: black text in the chart's `fontName` and `fontSize`
   * @default ScatterChart: black text in the chart's `fontName` and `fontSize`
   * @default CandlestickChart: black text in the chart's `fontName` and `fontSize`
   * @default Histogram: black text in the chart's `fontName` and `fontSize`
   * @default PieChart: black text in the chart's `fontName` and `fontSize`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'legend.textStyle'?: unknown;
  /**
   * Draws tooltips as HTML, which allows rich content from tooltip columns.
   * @default LineChart: `false`
   * @default AreaChart: `false`
   * @default SteppedAreaChart: `false`
   * @default BarChart: `false`
   * @default ColumnChart: `false`
   * @default ComboChart: `false`
   * @default ScatterChart: `false`
   * @default BubbleChart: `false`
   * @default CandlestickChart: `false`
   * @default Histogram: `false`
   * @default PieChart: `false`
   * @default Timeline: `true`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   * @see https://developers.google.com/chart/interactive/docs/gallery/timeline#configuration-options
   */
  'tooltip.isHtml'?: unknown;
  /**
   * What shows a tooltip: `'focus'` (the pointer over an element), `'selection'` (a selected
   * element) or `'none'`, the values Google documents; the type also takes `'both'`, which Google
   * documents for `crosshair.trigger` only.
   * @default `'focus'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'tooltip.trigger'?: unknown;
  /**
   * Lets tooltips spill out of the chart's box.
   * @default `false`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'tooltip.ignoreBounds'?: unknown;
  /**
   * Shows the series colour in the tooltip.
   * @default automatic
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'tooltip.showColorCode'?: unknown;
  /**
   * Text style of the tooltips.
   * @default black text in the chart's `fontName` and `fontSize`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'tooltip.textStyle'?: unknown;
  /**
   * Fill of the plot area.
   * @default `'white'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'chartArea.backgroundColor'?: unknown;
  /**
   * Distance of the plot area from the chart's left edge.
   * @default automatic
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'chartArea.left'?: unknown;
  /**
   * Distance of the plot area from the chart's top edge.
   * @default automatic
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'chartArea.top'?: unknown;
  /**
   * Distance of the plot area from the chart's right edge.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'chartArea.right'?: unknown;
  /**
   * Distance of the plot area from the chart's bottom edge.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'chartArea.bottom'?: unknown;
  /**
   * Width of the plot area, in pixels or percent.
   * @default automatic
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'chartArea.width'?: unknown;
  /**
   * Height of the plot area, in pixels or percent.
   * @default automatic
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'chartArea.height'?: unknown;
  /**
   * Length of the animation, in milliseconds.
   * @default Gauge: `400`
   * @default `0`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   * @see https://developers.google.com/chart/interactive/docs/gallery/gauge#configuration-options
   */
  'animation.duration'?: unknown;
  /**
   * Speed curve of the animation: `'linear'`, `'in'`, `'out'` or `'inAndOut'`.
   * @default `'linear'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   * @see https://developers.google.com/chart/interactive/docs/gallery/gauge#configuration-options
   */
  'animation.easing'?: unknown;
  /**
   * Animates the first draw too, from the baseline.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'animation.startup'?: unknown;
  /**
   * Title of the axis.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'axis.title'?: unknown;
  /**
   * Text style of the axis title.
   * @default black text in the chart's `fontName` and `fontSize`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'axis.titleTextStyle'?: unknown;
  /**
   * Number or date pattern of the axis labels, e.g. `'#,###%'` or `'MMM d'`.
   * @default automatic
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'axis.format'?: unknown;
  /**
   * Text style of the axis labels.
   * @default black text in the chart's `fontName` and `fontSize`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'axis.textStyle'?: unknown;
  /**
   * Where the axis labels go: outside, inside the chart area, or nowhere.
   * @default `'out'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'axis.textPosition'?: unknown;
  /**
   * Lowest value the axis must show; the data may still stretch it.
   * @default automatic
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'axis.minValue'?: unknown;
  /**
   * Highest value the axis must show; the data may still stretch it.
   * @default automatic
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'axis.maxValue'?: unknown;
  /**
   * The range the axis shows, cropping data outside it.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'axis.viewWindow'?: unknown;
  /**
   * How the visible range is chosen: `'pretty'`, `'maximized'` or `'explicit'` (with `viewWindow`).
   * @default `'pretty'`, but `viewWindow.min` and `viewWindow.max` take precedence when set
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'axis.viewWindowMode'?: unknown;
  /**
   * Exact tick positions, as values or `{ v, f }` pairs with labels.
   * @default automatic
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'axis.ticks'?: unknown;
  /**
   * Major grid lines: count, colour and spacing.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'axis.gridlines'?: unknown;
  /**
   * Minor grid lines between the major ones: count and colour.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'axis.minorGridlines'?: unknown;
  /**
   * Value where the baseline is drawn.
   * @default automatic
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'axis.baseline'?: unknown;
  /**
   * Colour of the baseline.
   * @default `'black'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'axis.baselineColor'?: unknown;
  /**
   * `1` draws values in the usual direction, `-1` reverses the axis.
   * @default `1`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'axis.direction'?: unknown;
  /**
   * Draws the axis on a logarithmic scale.
   * @default `false`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'axis.logScale'?: unknown;
  /**
   * `'log'` (positive values only) or `'mirrorLog'` (negative and zero values too) for a logarithmic
   * axis.
   * @default `null`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'axis.scaleType'?: unknown;
  /**
   * Slants the labels to fit more of them.
   * @default automatic
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'axis.slantedText'?: unknown;
  /**
   * Angle of slanted labels, in degrees.
   * @default `30`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'axis.slantedTextAngle'?: unknown;
  /**
   * Shows one label in every so many.
   * @default automatic
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'axis.showTextEvery'?: unknown;
  /**
   * Levels of labels that may alternate to avoid overlap.
   * @default `2`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'axis.maxAlternation'?: unknown;
  /**
   * Lines a label may wrap onto.
   * @default automatic
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'axis.maxTextLines'?: unknown;
  /**
   * Smallest gap between two labels, in pixels.
   * @default the axis labels' font size (`textStyle.fontSize`)
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'axis.minTextSpacing'?: unknown;
  /**
   * Lets the outermost labels be cut at the chart's edge instead of being hidden.
   * @default `false`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'axis.allowContainerBoundaryTextCutoff'?: unknown;
  /**
   * Lowest value shown; data below it is cropped.
   * @default automatic
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'axis.viewWindow.min'?: unknown;
  /**
   * Highest value shown; data above it is cropped.
   * @default automatic
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'axis.viewWindow.max'?: unknown;
  /**
   * Number of grid lines; `-1` lets the chart choose.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'axis.gridlines.count'?: unknown;
  /**
   * Colour of the grid lines.
   * @default `'#CCC'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'axis.gridlines.color'?: unknown;
  /**
   * Google documents it as mostly deprecated: `0` turns the minor grid lines off; otherwise their
   * number follows from the interval between the major grid lines and `minorGridlines.minSpacing`,
   * not from this count.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'axis.minorGridlines.count'?: unknown;
  /**
   * Colour of the minor grid lines.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'axis.minorGridlines.color'?: unknown;
  /**
   * Width of a group of bars: pixels, or a percentage of the space such as `'75%'`.
   * @default `'61.8%'` (the golden ratio)
   * @see https://developers.google.com/chart/interactive/docs/gallery/columnchart#configuration-options
   */
  'bar.groupWidth'?: unknown;
  /**
   * What the reader can do: `'dragToPan'`, `'dragToZoom'`, `'rightClickToReset'`.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'explorer.actions'?: unknown;
  /**
   * Restricts panning and zooming to `'horizontal'` or `'vertical'`.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'explorer.axis'?: unknown;
  /**
   * Keeps panning within the data's range.
   * @default `false`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'explorer.keepInBounds'?: unknown;
  /**
   * How far in the reader may zoom, as a fraction of the original view.
   * @default `0.25`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'explorer.maxZoomIn'?: unknown;
  /**
   * How far out the reader may zoom, as a multiple of the original view.
   * @default `4`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'explorer.maxZoomOut'?: unknown;
  /**
   * How much one scroll step zooms.
   * @default `1.5`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'explorer.zoomDelta'?: unknown;
  /**
   * Colour of the crosshair lines.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'crosshair.color'?: unknown;
  /**
   * Opacity of the crosshair lines.
   * @default `1.0`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'crosshair.opacity'?: unknown;
  /**
   * Which lines to draw: `'vertical'`, `'horizontal'` or `'both'`.
   * @default `'both'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'crosshair.orientation'?: unknown;
  /**
   * When to draw the crosshair: `'focus'`, `'selection'` or `'both'`.
   * @default `'both'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'crosshair.trigger'?: unknown;
  /**
   * Colour and opacity of the crosshair on focus.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'crosshair.focused'?: unknown;
  /**
   * Colour and opacity of the crosshair on selection.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'crosshair.selected'?: unknown;
  /**
   * Draws annotations as `'point'` labels or as `'line'`s across the chart.
   * @default `'point'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'annotations.style'?: unknown;
  /**
   * Text style of the annotations.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'annotations.textStyle'?: unknown;
  /**
   * Colour and length of the stem joining an annotation to its point.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'annotations.stem'?: unknown;
  /**
   * Box drawn around annotation text: stroke, corners and gradient fill.
   * @default `null`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'annotations.boxStyle'?: unknown;
  /**
   * Picks the annotation text colour for contrast with its background.
   * @default `true`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'annotations.highContrast'?: unknown;
  /**
   * Style of annotations attached to data values.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'annotations.datum'?: unknown;
  /**
   * Style of annotations attached to the domain (category).
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'annotations.domain'?: unknown;
  /**
   * Colour of the series.
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
   * Draws annotations of bars and columns outside the bars, even when they would fit inside.
   * @see https://developers.google.com/chart/interactive/docs/gallery/columnchart#configuration-options
   */
  'annotations.alwaysOutside'?: unknown;
  /**
   * Gradient fill of the annotation box: colours, start and end points.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'boxStyle.gradient'?: unknown;
  /**
   * Horizontal radius of the box's rounded corners.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'boxStyle.rx'?: unknown;
  /**
   * Vertical radius of the box's rounded corners.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'boxStyle.ry'?: unknown;
  /**
   * Colour of the box's border.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'boxStyle.stroke'?: unknown;
  /**
   * Width of the box's border.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'boxStyle.strokeWidth'?: unknown;
  /**
   * Stem of annotations on data values: colour and length.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'datum.stem'?: unknown;
  /**
   * Draws annotations on data values as `'point'` labels or `'line'`s.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'datum.style'?: unknown;
  /**
   * Stem of annotations on the domain: colour and length.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'domain.stem'?: unknown;
  /**
   * Draws annotations on the domain as `'point'` labels or `'line'`s.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'domain.style'?: unknown;
  /**
   * Colour of the stem.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'stem.color'?: unknown;
  /**
   * Length of the stem, in pixels.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'stem.length'?: unknown;
  /**
   * Colour of the crosshair on focus.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'focused.color'?: unknown;
  /**
   * Opacity of the crosshair on focus.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'focused.opacity'?: unknown;
  /**
   * Colour of the crosshair on selection.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'selected.color'?: unknown;
  /**
   * Opacity of the crosshair on selection.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'selected.opacity'?: unknown;
  /**
   * Pie diff charts: the circle of new data drawn inside the old.
   * @see https://developers.google.com/chart/interactive/docs/gallery/diffchart
   */
  'diff.innerCircle'?: unknown;
  /**
   * Radius of the inner circle, as a fraction of the pie's.
   * @see https://developers.google.com/chart/interactive/docs/gallery/diffchart
   */
  'innerCircle.radiusFactor'?: unknown;
  /**
   * Width of the border between the circles, as a fraction of the radius.
   * @see https://developers.google.com/chart/interactive/docs/gallery/diffchart
   */
  'innerCircle.borderFactor'?: unknown;
  /**
   * How the old data is drawn.
   * @see https://developers.google.com/chart/interactive/docs/gallery/diffchart
   */
  'diff.oldData'?: unknown;
  /**
   * How the new data is drawn.
   * @see https://developers.google.com/chart/interactive/docs/gallery/diffchart
   */
  'diff.newData'?: unknown;
  /**
   * Opacity of the old data.
   * @see https://developers.google.com/chart/interactive/docs/gallery/diffchart
   */
  'oldData.opacity'?: unknown;
  /**
   * Pie diff charts: where the old data goes. By default it is the inner pie, in the centre;
   * `false` puts the old data around the new instead.
   * @see https://developers.google.com/chart/interactive/docs/gallery/diffchart
   */
  'oldData.inCenter'?: unknown;
  /**
   * Width of old bars relative to new ones.
   * @see https://developers.google.com/chart/interactive/docs/gallery/diffchart
   */
  'oldData.widthFactor'?: unknown;
  /**
   * Tooltip text for the old data, such as a prefix.
   * @see https://developers.google.com/chart/interactive/docs/gallery/diffchart
   */
  'oldData.tooltip'?: unknown;
  /**
   * Width of new bars relative to the space they have.
   * @see https://developers.google.com/chart/interactive/docs/gallery/diffchart
   */
  'newData.widthFactor'?: unknown;
  /**
   * Tooltip text for the new data, such as a prefix.
   * @see https://developers.google.com/chart/interactive/docs/gallery/diffchart
   */
  'newData.tooltip'?: unknown;
  /**
   * Text written before the value in the tooltip.
   * @see https://developers.google.com/chart/interactive/docs/gallery/diffchart
   */
  'tooltip.prefix'?: unknown;
  /**
   * Horizontal axes, by name: the side each is drawn on and its label.
   * @see https://developers.google.com/chart/interactive/docs/gallery/barchart
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart
   */
  'axes.x'?: unknown;
  /**
   * Vertical axes, by name: the side each is drawn on and its label.
   * @see https://developers.google.com/chart/interactive/docs/gallery/barchart
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart
   */
  'axes.y'?: unknown;
  /**
   * Side the horizontal axis is drawn on: `'top'` or `'bottom'`.
   * @see https://developers.google.com/chart/interactive/docs/gallery/barchart
   */
  'x.side'?: unknown;
  /**
   * Label of the horizontal axis.
   * @see https://developers.google.com/chart/interactive/docs/gallery/barchart
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart
   */
  'x.label'?: unknown;
  /**
   * Side the vertical axis is drawn on: `'left'` or `'right'`.
   * @see https://developers.google.com/chart/interactive/docs/gallery/barchart
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart
   */
  'y.side'?: unknown;
  /**
   * Label of the vertical axis.
   * @see https://developers.google.com/chart/interactive/docs/gallery/barchart
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart
   */
  'y.label'?: unknown;
  /**
   * Title drawn above the material chart.
   * @see https://developers.google.com/chart/interactive/docs/gallery/barchart
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart
   */
  'chart.title'?: unknown;
  /**
   * Subtitle drawn under the title.
   * @see https://developers.google.com/chart/interactive/docs/gallery/barchart
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart
   */
  'chart.subtitle'?: unknown;
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
   * @default `1.0`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'trendlines.opacity'?: unknown;
  /**
   * Size of the trend line's points.
   * @default `1`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'trendlines.pointSize'?: unknown;
  /**
   * Shows the trend line's points.
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
   * Size of a day's cell, in pixels.
   * @default `16`
   * @see https://developers.google.com/chart/interactive/docs/gallery/calendar#configuration-options
   */
  'calendar.cellSize'?: unknown;
  /**
   * Border of the day cells: colour, width and opacity.
   * @default `{ stroke: '#fff', strokeOpacity: 1, strokeWidth: 1 }`
   * @see https://developers.google.com/chart/interactive/docs/gallery/calendar#configuration-options
   */
  'calendar.cellColor'?: unknown;
  /**
   * Border of the day cell under the pointer.
   * @default `{ stroke: '#000', strokeOpacity: 1, strokeWidth: 2 }`
   * @see https://developers.google.com/chart/interactive/docs/gallery/calendar#configuration-options
   */
  'calendar.focusedCellColor'?: unknown;
  /**
   * Outline of the months.
   * @default `{ stroke: '#000', strokeOpacity: 1, strokeWidth: 1 }`
   * @see https://developers.google.com/chart/interactive/docs/gallery/calendar#configuration-options
   */
  'calendar.monthOutlineColor'?: unknown;
  /**
   * Outline of months without data.
   * @default `{ stroke: '#c9c9c9', strokeOpacity: 1, strokeWidth: 1 }`
   * @see https://developers.google.com/chart/interactive/docs/gallery/calendar#configuration-options
   */
  'calendar.unusedMonthOutlineColor'?: unknown;
  /**
   * Text style of the month labels.
   * @default `{ fontName: 'sans-serif', color: '#888', bold: false, italic: false }`
   * @see https://developers.google.com/chart/interactive/docs/gallery/calendar#configuration-options
   */
  'calendar.monthLabel'?: unknown;
  /**
   * Text style of the year labels.
   * @see https://developers.google.com/chart/interactive/docs/gallery/calendar#configuration-options
   */
  'calendar.yearLabel'?: unknown;
  /**
   * Text style of the day-of-week labels.
   * @default `{ fontName: 'sans-serif', color: '#888', bold: false, italic: false }`
   * @see https://developers.google.com/chart/interactive/docs/gallery/calendar#configuration-options
   */
  'calendar.dayOfWeekLabel'?: unknown;
  /**
   * Space between the day-of-week labels and the cells, in pixels.
   * @default `4`
   * @see https://developers.google.com/chart/interactive/docs/gallery/calendar#configuration-options
   */
  'calendar.dayOfWeekRightSpace'?: unknown;
  /**
   * Letters for the days of the week, Sunday first, e.g. `'SMTWTFS'`.
   * @default `'SMTWTFS'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/calendar#configuration-options
   */
  'calendar.daysOfWeek'?: unknown;
  /**
   * Space under the month labels, in pixels.
   * @default `6`
   * @see https://developers.google.com/chart/interactive/docs/gallery/calendar#configuration-options
   */
  'calendar.underMonthSpace'?: unknown;
  /**
   * Space under the year label, in pixels.
   * @default `0`
   * @see https://developers.google.com/chart/interactive/docs/gallery/calendar#configuration-options
   */
  'calendar.underYearSpace'?: unknown;
  /**
   * Background of days without data.
   * @see https://developers.google.com/chart/interactive/docs/gallery/calendar#configuration-options
   */
  'noDataPattern.backgroundColor'?: unknown;
  /**
   * Stripe colour of days without data.
   * @see https://developers.google.com/chart/interactive/docs/gallery/calendar#configuration-options
   */
  'noDataPattern.color'?: unknown;
  /**
   * Fill colour.
   * @default `'white'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   * @see https://developers.google.com/chart/interactive/docs/gallery/ganttchart#configuration-options
   */
  'backgroundColor.fill'?: unknown;
  /** Opacity of the fill. */
  'backgroundColor.fillOpacity'?: unknown;
  /**
   * Border colour.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'backgroundColor.stroke'?: unknown;
  /**
   * Border width, in pixels.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'backgroundColor.strokeWidth'?: unknown;
  /**
   * Arrows between dependent tasks: angle, colour, length, radius, width and spacing.
   * @see https://developers.google.com/chart/interactive/docs/gallery/ganttchart#configuration-options
   */
  'gantt.arrow'?: unknown;
  /**
   * Radius of the task bars' corners.
   * @default `2`
   * @see https://developers.google.com/chart/interactive/docs/gallery/ganttchart#configuration-options
   */
  'gantt.barCornerRadius'?: unknown;
  /**
   * Height of the task bars, in pixels.
   * @see https://developers.google.com/chart/interactive/docs/gallery/ganttchart#configuration-options
   */
  'gantt.barHeight'?: unknown;
  /**
   * Highlights the tasks on the critical path.
   * @default `true`
   * @see https://developers.google.com/chart/interactive/docs/gallery/ganttchart#configuration-options
   */
  'gantt.criticalPathEnabled'?: unknown;
  /**
   * Stroke of the critical path's arrows.
   * @see https://developers.google.com/chart/interactive/docs/gallery/ganttchart#configuration-options
   */
  'gantt.criticalPathStyle'?: unknown;
  /**
   * Start of tasks given without one.
   * @see https://developers.google.com/chart/interactive/docs/gallery/ganttchart#configuration-options
   */
  'gantt.defaultStartDate'?: unknown;
  /** Start of tasks given without one, for tasks computed from durations and dependencies. */
  'gantt.defaultStartDateMillis'?: unknown;
  /**
   * Fill of every other track.
   * @see https://developers.google.com/chart/interactive/docs/gallery/ganttchart#configuration-options
   */
  'gantt.innerGridDarkTrack'?: unknown;
  /**
   * Lines between tracks.
   * @see https://developers.google.com/chart/interactive/docs/gallery/ganttchart#configuration-options
   */
  'gantt.innerGridHorizLine'?: unknown;
  /**
   * Fill of the tracks.
   * @see https://developers.google.com/chart/interactive/docs/gallery/ganttchart#configuration-options
   */
  'gantt.innerGridTrack'?: unknown;
  /**
   * Widest a task label may be, in pixels.
   * @default `300`
   * @see https://developers.google.com/chart/interactive/docs/gallery/ganttchart#configuration-options
   */
  'gantt.labelMaxWidth'?: unknown;
  /**
   * Text style of the task labels.
   * @see https://developers.google.com/chart/interactive/docs/gallery/ganttchart#configuration-options
   */
  'gantt.labelStyle'?: unknown;
  /**
   * Shades the part of each task already done.
   * @default `true`
   * @see https://developers.google.com/chart/interactive/docs/gallery/ganttchart#configuration-options
   */
  'gantt.percentEnabled'?: unknown;
  /**
   * Fill of the part already done.
   * @see https://developers.google.com/chart/interactive/docs/gallery/ganttchart#configuration-options
   */
  'gantt.percentStyle'?: unknown;
  /**
   * Draws shadows under dependent tasks.
   * @default `true`
   * @see https://developers.google.com/chart/interactive/docs/gallery/ganttchart#configuration-options
   */
  'gantt.shadowEnabled'?: unknown;
  /**
   * Offset of those shadows.
   * @default `1`
   * @see https://developers.google.com/chart/interactive/docs/gallery/ganttchart#configuration-options
   */
  'gantt.shadowOffset'?: unknown;
  /**
   * Fill of those shadows.
   * @see https://developers.google.com/chart/interactive/docs/gallery/ganttchart#configuration-options
   */
  'gantt.shadowStyle'?: unknown;
  /**
   * Sorts tasks by dependencies; otherwise keeps the rows' order.
   * @default `true`
   * @see https://developers.google.com/chart/interactive/docs/gallery/ganttchart#configuration-options
   */
  'gantt.sortTasks'?: unknown;
  /**
   * Height of each track, in pixels.
   * @see https://developers.google.com/chart/interactive/docs/gallery/ganttchart#configuration-options
   */
  'gantt.trackHeight'?: unknown;
  /**
   * Angle of the arrow's head, in degrees.
   * @default `45`
   * @see https://developers.google.com/chart/interactive/docs/gallery/ganttchart#configuration-options
   */
  'gantt.arrow.angle'?: unknown;
  /**
   * Colour of the arrows.
   * @default `'#000'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/ganttchart#configuration-options
   */
  'gantt.arrow.color'?: unknown;
  /**
   * Length of the arrow's head, in pixels.
   * @default `8`
   * @see https://developers.google.com/chart/interactive/docs/gallery/ganttchart#configuration-options
   */
  'gantt.arrow.length'?: unknown;
  /**
   * Radius of the arrow's bend, in pixels.
   * @default `15`
   * @see https://developers.google.com/chart/interactive/docs/gallery/ganttchart#configuration-options
   */
  'gantt.arrow.radius'?: unknown;
  /**
   * Space between the arrow's head and the task, in pixels.
   * @default `4`
   * @see https://developers.google.com/chart/interactive/docs/gallery/ganttchart#configuration-options
   */
  'gantt.arrow.spaceAfter'?: unknown;
  /**
   * Width of the arrows, in pixels.
   * @default `1.4`
   * @see https://developers.google.com/chart/interactive/docs/gallery/ganttchart#configuration-options
   */
  'gantt.arrow.width'?: unknown;
  /**
   * Turns the magnifier on.
   * @see https://developers.google.com/chart/interactive/docs/gallery/geochart#configuration-options
   */
  'magnifyingGlass.enable'?: unknown;
  /**
   * How much the magnifier enlarges.
   * @see https://developers.google.com/chart/interactive/docs/gallery/geochart#configuration-options
   */
  'magnifyingGlass.zoomFactor'?: unknown;
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
  /** `'category'` treats the domain as labels even when it holds numbers or dates. */
  'domainAxis.type'?: unknown;
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
  /**
   * A custom map style: its name and styles.
   * @see https://developers.google.com/chart/interactive/docs/gallery/map#configuration-options
   */
  'maps.mapTypeId'?: unknown;
  /**
   * Passes the layout makes to place nodes; more gives a tidier diagram, slower.
   * @see https://developers.google.com/chart/interactive/docs/gallery/sankey#configuration-options
   */
  'sankey.iterations'?: unknown;
  /**
   * Links: colour, colour mode and palette.
   * @see https://developers.google.com/chart/interactive/docs/gallery/sankey#configuration-options
   */
  'sankey.link'?: unknown;
  /**
   * Nodes: width, padding, colours, labels and interactivity.
   * @see https://developers.google.com/chart/interactive/docs/gallery/sankey#configuration-options
   */
  'sankey.node'?: unknown;
  /**
   * Tooltips of nodes and links.
   * @see https://developers.google.com/chart/interactive/docs/gallery/sankey#configuration-options
   */
  'sankey.tooltip'?: unknown;
  /**
   * Fill and stroke of the links.
   * @see https://developers.google.com/chart/interactive/docs/gallery/sankey#configuration-options
   */
  'link.color'?: unknown;
  /**
   * Colours links after their `'source'`, `'target'` or a `'gradient'` between them.
   * @see https://developers.google.com/chart/interactive/docs/gallery/sankey#configuration-options
   */
  'link.colorMode'?: unknown;
  /**
   * Palette the links take colours from.
   * @see https://developers.google.com/chart/interactive/docs/gallery/sankey#configuration-options
   */
  'link.colors'?: unknown;
  /**
   * Colours nodes by `'unique'` colour.
   * @see https://developers.google.com/chart/interactive/docs/gallery/sankey#configuration-options
   */
  'node.colorMode'?: unknown;
  /**
   * Palette the nodes take colours from.
   * @see https://developers.google.com/chart/interactive/docs/gallery/sankey#configuration-options
   */
  'node.colors'?: unknown;
  /**
   * Lets readers select nodes.
   * @see https://developers.google.com/chart/interactive/docs/gallery/sankey#configuration-options
   */
  'node.interactivity'?: unknown;
  /**
   * Text style of the node labels.
   * @see https://developers.google.com/chart/interactive/docs/gallery/sankey#configuration-options
   */
  'node.label'?: unknown;
  /**
   * Space between a node and its label, in pixels.
   * @see https://developers.google.com/chart/interactive/docs/gallery/sankey#configuration-options
   */
  'node.labelPadding'?: unknown;
  /**
   * Space between nodes in a column, in pixels.
   * @see https://developers.google.com/chart/interactive/docs/gallery/sankey#configuration-options
   */
  'node.nodePadding'?: unknown;
  /**
   * Width of the nodes, in pixels.
   * @see https://developers.google.com/chart/interactive/docs/gallery/sankey#configuration-options
   */
  'node.width'?: unknown;
  /**
   * CSS class of the header row.
   * @see https://developers.google.com/chart/interactive/docs/gallery/table#configuration-options
   */
  'cssClassNames.headerRow'?: unknown;
  /**
   * CSS class of the rows.
   * @see https://developers.google.com/chart/interactive/docs/gallery/table#configuration-options
   */
  'cssClassNames.tableRow'?: unknown;
  /**
   * CSS class of odd rows (with `alternatingRowStyle`).
   * @see https://developers.google.com/chart/interactive/docs/gallery/table#configuration-options
   */
  'cssClassNames.oddTableRow'?: unknown;
  /**
   * CSS class of selected rows.
   * @see https://developers.google.com/chart/interactive/docs/gallery/table#configuration-options
   */
  'cssClassNames.selectedTableRow'?: unknown;
  /**
   * CSS class of the row under the pointer.
   * @see https://developers.google.com/chart/interactive/docs/gallery/table#configuration-options
   */
  'cssClassNames.hoverTableRow'?: unknown;
  /**
   * CSS class of the header cells.
   * @see https://developers.google.com/chart/interactive/docs/gallery/table#configuration-options
   */
  'cssClassNames.headerCell'?: unknown;
  /**
   * CSS class of the cells.
   * @see https://developers.google.com/chart/interactive/docs/gallery/table#configuration-options
   */
  'cssClassNames.tableCell'?: unknown;
  /**
   * CSS class of the row-number cells.
   * @see https://developers.google.com/chart/interactive/docs/gallery/table#configuration-options
   */
  'cssClassNames.rowNumberCell'?: unknown;
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
  /**
   * `'implicit'` builds the tree from sentences; `'explicit'` from given parents and weights.
   * @see https://developers.google.com/chart/interactive/docs/gallery/wordtree#configuration-options
   */
  'wordtree.format'?: unknown;
  /**
   * The root word the tree grows from.
   * @see https://developers.google.com/chart/interactive/docs/gallery/wordtree#configuration-options
   */
  'wordtree.word'?: unknown;
  /**
   * Grows the tree after the root (`'suffix'`), before it (`'prefix'`), or both (`'double'`).
   * @see https://developers.google.com/chart/interactive/docs/gallery/wordtree#configuration-options
   */
  'wordtree.type'?: unknown;
  /**
   * Colours of the root word, the words before it and the words after it.
   * @see https://developers.google.com/chart/interactive/docs/gallery/wordtree#configuration-options
   */
  'wordtree.colors'?: unknown;
  /**
   * Text that ends a sentence.
   * @see https://developers.google.com/chart/interactive/docs/gallery/wordtree#configuration-options
   */
  'wordtree.sentenceSeparator'?: unknown;
  /**
   * Text that separates words.
   * @see https://developers.google.com/chart/interactive/docs/gallery/wordtree#configuration-options
   */
  'wordtree.wordSeparator'?: unknown;
  /**
   * How the range values are shown.
   * @see https://developers.google.com/chart/interactive/docs/gallery/controls
   */
  'ui.format'?: unknown;
  /**
   * A number or date pattern, e.g. `'#,###'` or `'MMM yyyy'`.
   * @see https://developers.google.com/chart/interactive/docs/gallery/controls
   */
  'format.pattern'?: unknown;
  /**
   * A preset date format: `'short'`, `'medium'` or `'long'`.
   * @see https://developers.google.com/chart/interactive/docs/gallery/controls
   */
  'format.formatType'?: unknown;
  /**
   * Time zone the dates are shown in, as an offset in hours.
   * @see https://developers.google.com/chart/interactive/docs/gallery/controls
   */
  'format.timeZone'?: unknown;
  /**
   * Character that marks decimals.
   * @see https://developers.google.com/chart/interactive/docs/gallery/controls
   */
  'format.decimalSymbol'?: unknown;
  /**
   * Number of digits after the decimal mark.
   * @see https://developers.google.com/chart/interactive/docs/gallery/controls
   */
  'format.fractionDigits'?: unknown;
  /**
   * Character that groups thousands.
   * @see https://developers.google.com/chart/interactive/docs/gallery/controls
   */
  'format.groupingSymbol'?: unknown;
  /**
   * Colour of negative values.
   * @see https://developers.google.com/chart/interactive/docs/gallery/controls
   */
  'format.negativeColor'?: unknown;
  /**
   * Writes negative values in parentheses.
   * @see https://developers.google.com/chart/interactive/docs/gallery/controls
   */
  'format.negativeParens'?: unknown;
  /**
   * Text written before each value.
   * @see https://developers.google.com/chart/interactive/docs/gallery/controls
   */
  'format.prefix'?: unknown;
  /**
   * Text written after each value.
   * @see https://developers.google.com/chart/interactive/docs/gallery/controls
   */
  'format.suffix'?: unknown;
  /**
   * Stroke (border or line) colour.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  '*.stroke'?: unknown;
  /**
   * Stroke width, in pixels.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  '*.strokeWidth'?: unknown;
  /**
   * Stroke opacity, from 0 to 1.
   * @see https://developers.google.com/chart/interactive/docs/gallery/calendar#configuration-options
   */
  '*.strokeOpacity'?: unknown;
  /**
   * Fill colour.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  '*.fill'?: unknown;
  /**
   * Fill opacity, from 0 to 1.
   * @see https://developers.google.com/chart/interactive/docs/gallery/sankey#configuration-options
   */
  '*.fillOpacity'?: unknown;
  /**
   * Text or line colour of this part.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  '*.color'?: unknown;
  /**
   * Font family.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  '*.fontName'?: unknown;
  /**
   * Font size, in pixels.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  '*.fontSize'?: unknown;
  /**
   * Name shown for this entry.
   * @see https://developers.google.com/chart/interactive/docs/gallery/map#configuration-options
   */
  '*.name'?: unknown;
  /**
   * Style rules, as Google Maps styles.
   * @see https://developers.google.com/chart/interactive/docs/gallery/map#configuration-options
   */
  '*.styles'?: unknown;
}
