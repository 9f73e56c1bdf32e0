/** What the options of the series and their marks (series, vAxes, trendlines, lines, points, bars, orientation) come to when unset. */
import { AXIS_CHARTS } from '../chart-scopes';
import { LAYER_VALUE, type UnsetFallback } from './fact';

const AXIS_DEFINER = 'visualization/corechart/axis_chart_definer.ts';
const BUBBLE_DEFINER = 'visualization/corechart/bubble_chart_definer.ts';
/** The axis charts whose series the axis chart definer makes (the bubble chart makes its own). */
const SERIES_CHARTS = AXIS_CHARTS.filter((chart) => chart !== 'BubbleChart');

export const SERIES_FALLBACKS: readonly UnsetFallback[] = [
  {
    // With no entry, a series takes the chart-wide option of each setting (createSerieDefinition).
    charts: SERIES_CHARTS,
    path: 'series',
    shown:
      'none: each series follows `colors` and the chart-wide options (`lineWidth`, `pointSize`, …)',
    files: [AXIS_DEFINER],
  },
  {
    // With no entry, a colour group takes the next colour and its own name (calcBubbleLayout).
    charts: ['BubbleChart'],
    path: 'series',
    shown: 'none: each colour group takes the next entry of `colors` and is labelled with its name',
    files: [BUBBLE_DEFINER],
  },
  {
    // The series' index picks its colour in `colors`, starting over at the end (createSerieDefinition).
    charts: SERIES_CHARTS,
    path: 'series.*.color',
    shown: "the entry of `colors` at the series' index, starting over after the last",
    files: [AXIS_DEFINER],
  },
  {
    // The legend shows the label of the series' data column, or nothing (createSerieDefinition).
    charts: SERIES_CHARTS,
    path: 'series.*.labelInLegend',
    shown: "the label of the series' column",
    files: [AXIS_DEFINER],
  },
  {
    // No trendline is made for a series without an entry (initTrendlines).
    charts: AXIS_CHARTS,
    path: 'trendlines',
    shown: 'none (no trendlines)',
    files: [AXIS_DEFINER],
  },
  {
    // Line, area and stepped-area series draw 2-pixel lines (createSerieDefinition).
    charts: ['AreaChart', 'LineChart', 'SteppedAreaChart'],
    path: 'lineWidth',
    shown: '`2`',
    files: [AXIS_DEFINER],
    values: [2, 0],
  },
  {
    // Scatter series draw no line (createSerieDefinition); so does a scatter chart, whose layer
    // sets `0` (initSteps).
    charts: ['ComboChart'],
    path: 'lineWidth',
    shown: "`2`; `0` on series of type `'scatter'`",
    files: [AXIS_DEFINER],
    values: [2, 0],
  },
  {
    // The scatter chart's inserted layer draws no lines and 2-pixel trendlines (initSteps).
    charts: ['ScatterChart'],
    path: 'lineWidth',
    shown: '`0` (no lines; trendlines take `2`)',
    files: [AXIS_DEFINER],
    values: [2, 0],
  },
  {
    // Line and area series take a size of 0 (createSerieDefinition).
    charts: ['AreaChart', 'LineChart', 'SteppedAreaChart'],
    path: 'pointSize',
    shown: '`0`',
    files: [AXIS_DEFINER],
    values: [0, 7],
  },
  {
    // Scatter series draw 7-pixel points (createSerieDefinition).
    charts: ['ComboChart'],
    path: 'pointSize',
    shown: "`0`; `7` on series of type `'scatter'`",
    files: [AXIS_DEFINER],
    values: [0, 7],
  },
  {
    // Line, area and scatter series show their points when their size is above 0 (createSerieDefinition).
    charts: ['AreaChart', 'LineChart'],
    path: 'pointsVisible',
    shown: 'whether `pointSize` is above 0 (`false` at the default `0`)',
    files: [AXIS_DEFINER],
  },
  {
    // As above.
    charts: ['ScatterChart'],
    path: 'pointsVisible',
    shown: 'whether `pointSize` is above 0 (`true` at the default `7`)',
    files: [AXIS_DEFINER],
  },
  {
    // As above, for line, area and scatter series; other series keep `true` (createSerieDefinition).
    charts: ['ComboChart'],
    path: 'pointsVisible',
    shown:
      "on line, area and scatter series, whether their `pointSize` is above 0 (`false` at the default `0`, `true` at scatter's `7`)",
    files: [AXIS_DEFINER],
  },
  {
    // Read with no default: unset, the line brush keeps no dash style (createSerieDefinition).
    charts: ['AreaChart', 'ComboChart', 'LineChart', 'ScatterChart', 'SteppedAreaChart'],
    path: 'lineDashStyle',
    shown: 'none (solid lines)',
    files: [AXIS_DEFINER],
  },
  {
    // Only a true value turns the category axis around (CoreChart.drawInternal).
    charts: AXIS_CHARTS,
    path: 'reverseCategories',
    shown: '`false`',
    files: ['visualization/corechart/corechart.ts'],
  },
  {
    // Unset (and with no `bar.width`), a group of bars takes 100 % over the golden ratio of its
    // category's space (calcDivisionDefinition).
    charts: ['BarChart', 'CandlestickChart', 'ColumnChart', 'ComboChart'],
    path: 'bar.groupWidth',
    shown: "`'61.8%'` (100 % over the golden ratio), or from `bar.width` when that is set",
    files: [AXIS_DEFINER],
  },
  {
    // A histogram sets no width: its layer's `bar.group.gap` leaves the rest of the bucket to the
    // bars (calcDivisionDefinition).
    charts: ['Histogram'],
    path: 'bar.groupWidth',
    shown: "the bucket's width less `bar.group.gap` (`2` pixels)",
    files: [AXIS_DEFINER],
  },
  {
    // The layers' colour over the chart's font, with a halo in the chart area's background
    // colour (the BubbleChartDefiner constructor).
    charts: ['BubbleChart'],
    path: 'bubble.textStyle',
    shown: `${LAYER_VALUE}, in the chart's \`fontName\` and \`fontSize\`, with a halo of the chart area's background colour`,
    files: [BUBBLE_DEFINER],
  },
  {
    // Rising candles are filled with the series' colour; hollow if `candlestick.hollowIsRising`
    // (createSerieDefinition).
    charts: ['CandlestickChart', 'ComboChart'],
    path: 'candlestick.risingColor',
    shown:
      "the series' colour, filled (hollow with a white fill when `candlestick.hollowIsRising`)",
    files: [AXIS_DEFINER],
  },
  {
    // Falling candles are outlined in the series' colour over white; filled if
    // `candlestick.hollowIsRising` (createSerieDefinition).
    charts: ['CandlestickChart', 'ComboChart'],
    path: 'candlestick.fallingColor',
    shown:
      "the series' colour, hollow with a white fill (filled when `candlestick.hollowIsRising`)",
    files: [AXIS_DEFINER],
  },
  {
    // Neither a stacking type nor a true value: the series are not stacked (initSteps).
    charts: ['AreaChart', 'BarChart', 'ColumnChart', 'ComboChart', 'Histogram', 'SteppedAreaChart'],
    path: 'isStacked',
    shown: '`false`',
    files: [AXIS_DEFINER],
  },
  {
    // The chart class fills in its own orientation before drawing: the bar chart lays its
    // categories down the side, the others along the bottom (CoreChart.drawInternal and the
    // chart classes of corecharts.ts; AxisChartDefiner.createAxes reads it).
    charts: ['BarChart'],
    path: 'orientation',
    shown: "`'vertical'`",
    files: [AXIS_DEFINER],
  },
  {
    // As above (ScatterChart's own layer says `'horizontal'`, so the inventory has its value).
    charts: AXIS_CHARTS.filter((chart) => chart !== 'BarChart' && chart !== 'ScatterChart'),
    path: 'orientation',
    shown: "`'horizontal'`",
    files: [AXIS_DEFINER],
  },
];
