/**
 * Type-level tests of what Google's code rejects or ignores (google/google-visualization), checked
 * by `tsc` (npm run typecheck): every `@ts-expect-error` must be an error, everything else must
 * compile. The messages of these mistakes are checked in mistakes.test.ts.
 */
import { Chart, type ChartEventOf, type DataTableLiteral } from '../src';

// A `{ cols, rows }` literal: Google's DataTable reads each cell's `v` (data/datatable.ts), so a
// cell is `{ v, f?, p? }` or null; a bare value would read as null.
const cols: DataTableLiteral['cols'] = [
  { id: 'task', label: 'Task', type: 'string' },
  { id: 'start', label: 'Start', type: 'date' },
];
export const literalCells = [
  <Chart
    key="objects"
    chartType="Timeline"
    data={{ cols, rows: [{ c: [{ v: 'Design' }, { v: new Date(2024, 0, 15), f: '15 Jan' }] }] }}
  />,
  <Chart key="null" chartType="Table" data={{ cols, rows: [{ c: [{ v: 'Design' }, null] }] }} />,
  <Chart
    key="bare"
    chartType="Timeline"
    // @ts-expect-error: bare values are not cells of a literal
    data={{ cols, rows: [{ c: ['Design', new Date(2024, 0, 15)] }] }}
  />,
  // A 2-D array takes bare values, as before.
  <Chart
    key="array"
    chartType="Table"
    data={[
      ['Task', 'Hours'],
      ['Work', 11],
    ]}
  />,
];

// The events the core charts fire (events/chart_event_types.ts): `animationfinish` and
// `animationframefinish`, never an `animationstart`; `legendpagination` and the pointer events.
const noop = () => {};
export const coreChartEvents = [
  <Chart
    key="fired"
    chartType="LineChart"
    chartEvents={[
      { eventName: 'animationfinish', callback: noop },
      { eventName: 'animationframefinish', callback: noop },
      {
        eventName: 'legendpagination',
        callback: ({ eventArgs }) => eventArgs.currentPageIndex + eventArgs.totalPages,
      },
      { eventName: 'onmousemove', callback: ({ eventArgs }) => eventArgs.targetID },
      { eventName: 'scroll', callback: ({ eventArgs }) => eventArgs.wheelDelta },
    ]}
  />,
  <Chart
    key="start"
    chartType="PieChart"
    // @ts-expect-error: nothing fires animationstart
    chartEvents={[{ eventName: 'animationstart', callback: noop }]}
  />,
  <Chart
    key="table"
    chartType="Table"
    // @ts-expect-error: the table fires no animation event
    chartEvents={[{ eventName: 'animationfinish', callback: noop }]}
  />,
];
export const startEvent: ChartEventOf<'ColumnChart'> = {
  // @ts-expect-error: `animationstart` is no event of any chart type
  eventName: 'animationstart',
  callback: noop,
};

// The options Google reads on the horizontal axis only (axis/horizontal_axis_definer.ts).
const verticalSlant = { vAxis: { slantedText: true } };
export const horizontalAxisOnly = [
  <Chart
    key="h"
    chartType="LineChart"
    options={{ hAxis: { slantedText: true, showTextEvery: 2 } }}
  />,
  // The vertical axis reads `maxTextLines` too (axis/vertical_axis_definer.ts).
  <Chart key="v-lines" chartType="BarChart" options={{ vAxis: { maxTextLines: 2 } }} />,
  // @ts-expect-error: slantedText is read on the horizontal axis only
  <Chart key="v" chartType="LineChart" options={{ vAxis: { slantedText: true } }} />,
  // @ts-expect-error: from a const too
  <Chart key="v-const" chartType="AreaChart" options={verticalSlant} />,
  // prettier-ignore
  // @ts-expect-error: on a bar chart as well: vAxis is the vertical axis whatever the orientation
  <Chart key="v-bar" chartType="BarChart" options={{ vAxis: { allowContainerBoundaryTextCutoff: true } }} />,
];

// The pie's diff options: the old data as an inner circle (visualization/corechart/
// pie_chart_definer.ts). Bar and column diff charts draw no circle.
export const pieOnlyDiff = [
  <Chart key="pie" chartType="PieChart" options={{ diff: { oldData: { inCenter: false } } }} />,
  <Chart key="bar" chartType="BarChart" options={{ diff: { oldData: { color: '#ccc' } } }} />,
  <Chart
    key="bar-x"
    chartType="BarChart"
    // @ts-expect-error: innerCircle is the pie's
    options={{ diff: { innerCircle: { radiusFactor: 0.5 } } }}
  />,
  // @ts-expect-error: inCenter is the pie's
  <Chart key="col-x" chartType="ColumnChart" options={{ diff: { oldData: { inCenter: true } } }} />,
];
