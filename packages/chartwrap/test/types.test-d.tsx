/**
 * Type-level tests, checked by `tsc` (npm run typecheck): every `@ts-expect-error` must be an
 * error, and everything else must compile.
 */
import { createRef } from 'react';
import {
  Chart,
  type ChartEvent,
  type ChartEventOf,
  type ChartFormatter,
  type ChartOptions,
  type ChartProps,
  type ChartType,
  type ChartWrapperOf,
  type ChartwrapError,
  type GoogleNamespace,
  type ImageChartType,
  useChartImage,
} from '../src';

const data = [
  ['Task', 'Hours'],
  ['Work', 11],
];

export const ok = [
  <Chart key="1" chartType="PieChart" data={data} options={{ pieHole: 0.4, is3D: false }} />,
  <Chart key="2" chartType="LineChart" data={data} options={{ curveType: 'function' }} />,
  <Chart
    key="3"
    chartType="Bar"
    data={data}
    options={{ chart: { title: 'T', subtitle: 'S' }, bars: 'horizontal' }}
  />,
  <Chart key="4" chartType="Line" data={data} options={{ chart: { title: 'T' }, lineWidth: 2 }} />,
  <Chart key="5" chartType="Scatter" data={data} options={{ pointSize: 3 }} />,
  <Chart
    key="6"
    chartType="WordTree"
    data={data}
    options={{ wordtree: { format: 'implicit', word: 'cats' } }}
  />,
  <Chart key="7" chartType="Gantt" data={data} options={{ gantt: { trackHeight: 30 } }} />,
  <Chart key="8" chartType="Map" data={data} mapsApiKey="k" options={{ showTooltip: true }} />,
  <Chart key="9" chartType="AnnotationChart" data={data} options={{ displayAnnotations: true }} />,
  <Chart
    key="10"
    chartType="ColumnChart"
    columns={['Element', 'Density', { role: 'style' }, { type: 'string', role: 'annotation' }]}
    rows={[['Copper', 8.94, '#b87333', 'Cu']]}
  />,
  <Chart
    key="11"
    chartType="Table"
    data={data}
    formatters={[
      { type: 'NumberFormat', column: 1, options: { prefix: '$' } },
      { type: 'PatternFormat', pattern: '{0}', column: [0] },
      { type: 'ColorFormat', column: 1, ranges: [[0, 10, 'red', 'white']] },
    ]}
    controls={[
      {
        controlType: 'CategoryFilter',
        controlPosition: 'bottom',
        options: { filterColumnIndex: 0 },
      },
    ]}
    toolbarItems={[{ type: 'csv', datasource: 'https://x' }]}
    errorElement={({ error, retry }) => <button onClick={retry}>{error.code}</button>}
    getChartEditor={({ chartEditor, chartWrapper }) => chartEditor.openDialog(chartWrapper)}
    onLoad={(g: GoogleNamespace) => g.visualization.arrayToDataTable([])}
    onError={(e: ChartwrapError) => e.message}
  />,
];

// Events: eventArgs is typed by the event name.
export const events: ChartEvent[] = [
  { eventName: 'select', callback: ({ chartWrapper }) => chartWrapper.getChart()?.getSelection() },
  { eventName: 'error', callback: ({ eventArgs }) => eventArgs.message.toUpperCase() },
  { eventName: 'regionClick', callback: ({ eventArgs }) => eventArgs.region.toLowerCase() },
  // prettier-ignore
  // @ts-expect-error: not a Google Charts event
  { eventName: 'hover', callback: () => {} },
  // prettier-ignore
  // @ts-expect-error: 'ready' carries no argument
  { eventName: 'ready', callback: ({ eventArgs }) => eventArgs.message },
];

// eventArgs is also the array of the listener's arguments (react-google-charts' form, deprecated).
export const peerEvents: ChartEvent[] = [
  { eventName: 'error', callback: ({ eventArgs }) => eventArgs[0].message.toUpperCase() },
  { eventName: 'ready', callback: ({ eventArgs }) => eventArgs.length },
];

// ChartEventOf<T>: the events a chart type fires.
export const lineEvents: ChartEventOf<'LineChart'>[] = [
  { eventName: 'onmouseover', callback: ({ eventArgs }) => eventArgs.row },
  // @ts-expect-error: a LineChart never fires regionClick
  { eventName: 'regionClick', callback: () => {} },
];
export const geoEvents: ChartEventOf<'GeoChart'>[] = [
  { eventName: 'regionClick', callback: ({ eventArgs }) => eventArgs.region },
];

// chartEvents written inline name events the chart type fires.
export const chartTypeEvents = [
  <Chart
    key="geo"
    chartType="GeoChart"
    chartEvents={[
      { eventName: 'regionClick', callback: ({ eventArgs }) => eventArgs.region },
      { eventName: 'select', callback: ({ chartWrapper }) => chartWrapper.getChartType() },
    ]}
  />,
  // prettier-ignore
  // @ts-expect-error: a LineChart never fires regionClick
  <Chart key="line" chartType="LineChart" chartEvents={[{ eventName: 'regionClick', callback: () => {} }]} />,
  // prettier-ignore
  // @ts-expect-error: one event of the list is not a Table's
  <Chart key="table" chartType="Table" chartEvents={[{ eventName: 'sort', callback: () => {} }, { eventName: 'collapse', callback: () => {} }]} />,
  // prettier-ignore
  // @ts-expect-error: a GeoChart's events on a LineChart
  <Chart key="geo-on-line" chartType="LineChart" chartEvents={geoEvents} />,
  // A list typed ChartEvent[] (any event), declared apart, passes, as do a chart type's own.
  <Chart key="declared" chartType="LineChart" chartEvents={events} />,
  <Chart key="line-events" chartType="LineChart" chartEvents={lineEvents} />,
];

// The ref is the ChartWrapper.
const ref = createRef<google.visualization.ChartWrapper>();
export const withRef = <Chart ref={ref} chartType="PieChart" data={data} />;

// A ref typed for the chart's own type fits; one typed for another chart type does not.
export const withTypedRef = (
  <Chart ref={createRef<ChartWrapperOf<'PieChart'>>()} chartType="PieChart" data={data} />
);

// Image export: `useChartImage`'s ref fits the chart types Google renders as images only.
type Equal<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const imageChartTypes: Equal<
  ImageChartType,
  | 'AreaChart'
  | 'BarChart'
  | 'BubbleChart'
  | 'CandlestickChart'
  | 'ColumnChart'
  | 'ComboChart'
  | 'GeoChart'
  | 'Histogram'
  | 'LineChart'
  | 'PieChart'
  | 'ScatterChart'
  | 'SteppedAreaChart'
> = true;
export function ImageExport() {
  const image = useChartImage();
  const uri: string | null = image.getImageURI();
  const saved: boolean = image.download('chart.png');
  return [
    uri,
    saved,
    <Chart key="column" ref={image.ref} chartType="ColumnChart" data={data} />,
    <Chart key="geo" ref={image.ref} chartType="GeoChart" data={data} />,
    <Chart key="pie" ref={image.ref} chartType="PieChart" data={data} options={{ pieHole: 0.4 }} />,
    // @ts-expect-error: Google cannot render a Table as an image
    <Chart key="table" ref={image.ref} chartType="Table" data={data} />,
    // @ts-expect-error: nor a Gauge
    <Chart key="gauge" ref={image.ref} chartType="Gauge" data={data} />,
    // @ts-expect-error: nor a material chart
    <Chart key="bar" ref={image.ref} chartType="Bar" data={data} />,
    // @ts-expect-error: nor a chart whose type is not known when compiling
    <Chart key="any" ref={image.ref} chartType={'PieChart' as ChartType} data={data} />,
  ];
}

export const errors = [
  // prettier-ignore
  // @ts-expect-error: curveType is a LineChart option, not a PieChart one
  <Chart key="e1" chartType="PieChart" data={data} options={{ curveType: 'function' }} />,
  // prettier-ignore
  // @ts-expect-error: pieHole is a PieChart option
  <Chart key="e2" chartType="LineChart" data={data} options={{ pieHole: 0.5 }} />,
  // prettier-ignore
  // @ts-expect-error: not a chart type
  <Chart key="e3" chartType="PieChrat" data={data} />,
  // prettier-ignore
  // @ts-expect-error: chartType is required
  <Chart key="e4" data={data} />,
  // prettier-ignore
  // @ts-expect-error: wrong option value type
  <Chart key="e5" chartType="PieChart" data={data} options={{ pieHole: 'big' }} />,
  // prettier-ignore
  // @ts-expect-error: material Bar has no curveType
  <Chart key="e6" chartType="Bar" data={data} options={{ curveType: 'function' }} />,
  // prettier-ignore
  // @ts-expect-error: unknown control type
  <Chart key="e7" chartType="PieChart" data={data} controls={[{ controlType: 'Slider' }]} />,
  // prettier-ignore
  // @ts-expect-error: controls go top or bottom
  <Chart key="e8" chartType="PieChart" data={data} controls={[{ controlType: 'StringFilter', controlPosition: 'left' }]} />,
  // prettier-ignore
  // @ts-expect-error: unknown formatter
  <Chart key="e9" chartType="Table" data={data} formatters={[{ type: 'MoneyFormat', column: 1 }]} />,
  // prettier-ignore
  // @ts-expect-error: PatternFormat needs its pattern
  <Chart key="e10" chartType="Table" data={data} formatters={[{ type: 'PatternFormat', column: [0] }]} />,
  // prettier-ignore
  // @ts-expect-error: the ref is a ChartWrapper, not an element
  <Chart key="e11" ref={createRef<HTMLDivElement>()} chartType="PieChart" data={data} />,
  // prettier-ignore
  // @ts-expect-error: a ref typed for a Table's wrapper on a PieChart
  <Chart key="e12" ref={createRef<ChartWrapperOf<'Table'>>()} chartType="PieChart" data={data} />,
];

// Helpers types follow the chart type.
export const pieOptions: ChartOptions<'PieChart'> = { pieHole: 0.5 };
// @ts-expect-error: ChartOptions<'PieChart'> has no curveType
export const badPieOptions: ChartOptions<'PieChart'> = { curveType: 'function' };
export const anyType: ChartType = 'TreeMap';
export const props: ChartProps<'Calendar'> = {
  chartType: 'Calendar',
  options: { calendar: { cellSize: 10 } },
};
export const fmt: ChartFormatter = { type: 'DateFormat', column: 0, options: { pattern: 'yyyy' } };
