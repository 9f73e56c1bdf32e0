// react-google-charts' props and callback shapes, accepted by <Chart>: each one behaves as its
// Chartwrap form does, logs one development warning per page naming that form, and logs nothing
// in production.
import { act, screen, waitFor } from '@testing-library/react';
import {
  Chart,
  type ChartControl,
  type ChartProps,
  type RenderControlFilterArgument,
} from '../src';
import { resetDeprecationWarnings } from '../src/deprecated';
import type { FakeGoogleHandle } from '@chartwrap/test-support';
import { cleanupFake, pie, renderDrawn, useFake } from './helpers';

let warn: jest.SpyInstance;
beforeEach(() => {
  resetDeprecationWarnings();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  cleanupFake();
});

/** The development warnings logged so far. */
const warnings = () => warn.mock.calls.map(([message]) => String(message));

/** Exactly one warning, naming the form used and the Chartwrap form to use instead. */
function expectOneWarning(used: string, replacement: string) {
  const matching = warnings().filter((message) => message.includes(used));
  expect(matching).toHaveLength(1);
  expect(matching[0]).toMatch(/^Chartwrap: .* is deprecated/);
  expect(matching[0]).toContain(replacement);
}

/** A warning a case expects: the form used and the Chartwrap form the warning names. */
type Warning = readonly [used: string, replacement: string];

/** The one warning naming `expected`'s form, or (null) no warning at all. */
function expectWarning(expected: Warning | null) {
  if (expected) expectOneWarning(...expected);
  else expect(warnings()).toEqual([]);
}

const sheet = [
  ['City', 'Pop'],
  ['Paris', 2],
];

describe('deprecated prop names', () => {
  it('spreadSheetUrl and spreadSheetQueryParameters query the sheet as their Chartwrap spellings do', async () => {
    const fake = useFake({ queryData: sheet });
    const ui = (key: string) => (
      <Chart
        key={key}
        chartType="Table"
        spreadSheetUrl="https://docs.google.com/spreadsheets/d/ID/"
        spreadSheetQueryParameters={{ headers: 1, gid: 0, query: 'SELECT A, B' }}
      />
    );
    const { rerender } = await renderDrawn(ui('a'));
    expect(fake.record.queries).toEqual([
      'https://docs.google.com/spreadsheets/d/ID/gviz/tq?headers=1&gid=0&tq=SELECT+A%2C+B',
    ]);
    expect(fake.record.draws.at(-1)!.rows).toEqual([['Paris', 2]]);
    // A second chart using the same names: no further warning.
    rerender(
      <>
        {ui('a')}
        {ui('b')}
      </>,
    );
    await waitFor(() => expect(fake.record.queries).toHaveLength(2));
    expectOneWarning('`spreadSheetUrl`', '`spreadsheetUrl`');
    expectOneWarning('`spreadSheetQueryParameters`', '`spreadsheetQueryParameters`');
  });

  it('the Chartwrap spelling wins when both are given', async () => {
    const fake = useFake({ queryData: sheet });
    await renderDrawn(
      <Chart
        chartType="Table"
        spreadsheetUrl="https://sheet.test/new"
        spreadSheetUrl="https://sheet.test/old"
      />,
    );
    expect(fake.record.queries).toEqual(['https://sheet.test/new/gviz/tq?headers=1']);
  });

  it('chartLoaderScriptUrl loads the loader from that URL', async () => {
    const fake = useFake();
    await renderDrawn(
      <Chart chartType="PieChart" data={pie} chartLoaderScriptUrl="https://cdn.test/loader.js" />,
    );
    expect(fake.scripts).toEqual(['https://cdn.test/loader.js']);
    expectOneWarning('`chartLoaderScriptUrl`', '`loaderUrl`');
  });

  it('legend_toggle hides and shows series as legendToggle does', async () => {
    const fake = useFake();
    const data = [
      ['Year', 'Sales', 'Expenses'],
      ['2020', 10, 4],
    ];
    await renderDrawn(<Chart chartType="LineChart" data={data} legend_toggle />);
    act(() => fake.record.select([{ row: null, column: 1 }]));
    await waitFor(() => expect(fake.record.draws.at(-1)!.rows).toEqual([['2020', null, 4]]));
    expectOneWarning('`legend_toggle`', '`legendToggle`');
  });

  it.each(['graphID', 'graph_id'] as const)(
    '%s becomes the id of the chart element',
    async (name) => {
      useFake();
      await renderDrawn(<Chart chartType="PieChart" data={pie} {...{ [name]: 'sales-chart' }} />);
      expect(screen.getByRole('figure')).toHaveAttribute('id', 'sales-chart');
      expectOneWarning(`\`${name}\``, '`id`');
    },
  );
});

describe('props supported as react-google-charts has them', () => {
  it('rootProps are set on the outer element, without a warning', async () => {
    useFake();
    await renderDrawn(
      <Chart
        chartType="PieChart"
        data={pie}
        rootProps={{ 'data-testid': 'sales', title: 'Sales by region' }}
      />,
    );
    const root = screen.getByTestId('sales');
    expect(root).toBe(screen.getByRole('figure'));
    expect(root).toHaveAttribute('title', 'Sales by region');
    expect(warnings()).toEqual([]);
  });

  it('chartWrapperParams go to the ChartWrapper (a view of some columns)', async () => {
    const fake = useFake();
    await renderDrawn(
      <Chart chartType="PieChart" data={pie} chartWrapperParams={{ view: { columns: [0, 1] } }} />,
    );
    expect(fake.record.wrappers).toHaveLength(1);
    expect(fake.record.wrappers[0].getView()).toEqual({ columns: [0, 1] });
    expect(warnings()).toEqual([]);
  });

  it('chartActions are set on the chart; picking one calls it with the ChartWrapper', async () => {
    const fake = useFake();
    const setAction = jest.fn();
    const share = jest.fn();
    await renderDrawn(
      <Chart
        chartType="PieChart"
        data={pie}
        onLoad={(google) => {
          // The fake charts have no tooltip actions: record what the chart is given.
          Object.assign(google.visualization.PieChart.prototype, { setAction });
        }}
        chartActions={[{ id: 'share', text: 'Share', action: share }]}
      />,
    );
    expect(setAction).toHaveBeenCalledWith(expect.objectContaining({ id: 'share', text: 'Share' }));
    setAction.mock.calls[0][0].action();
    expect(share).toHaveBeenCalledWith(fake.record.wrappers[0]);
  });

  it('toolbarID is the id of the toolbar element', async () => {
    useFake();
    const { container } = await renderDrawn(
      <Chart
        chartType="Table"
        data={pie}
        toolbarItems={[{ type: 'csv', datasource: 'https://example.test/csv' }]}
        toolbarID="table-toolbar"
      />,
    );
    expect(container.querySelector('#table-toolbar [data-fake-toolbar]')).not.toBeNull();
  });
});

const controls: ChartControl[] = [
  { controlType: 'CategoryFilter', controlID: 'pick-task', options: { filterColumnIndex: 0 } },
  {
    controlType: 'NumberRangeFilter',
    controlID: 'pick-hours',
    options: { filterColumnIndex: 1 },
  },
];

describe('deprecated control and loading callback shapes', () => {
  it.each<{
    name: string;
    pick: (control: RenderControlFilterArgument, index: number) => boolean;
    picked: string;
    warning: Warning | null;
  }>([
    {
      name: 'renderControl(({ controlProp }) => …) picks controls as (control, index) does',
      pick: ({ controlProp }) => controlProp.controlID === 'pick-hours',
      picked: 'NumberRangeFilter',
      warning: ['`controlProp`', 'renderControl((control, index) => …)'],
    },
    {
      name: "renderControl's (control, index) form logs nothing",
      pick: (control, index) => control.controlType === 'CategoryFilter' && !index,
      picked: 'CategoryFilter',
      warning: null,
    },
  ])('$name', async ({ pick, picked, warning }) => {
    useFake();
    const { container } = await renderDrawn(
      <Chart
        chartType="PieChart"
        data={pie}
        controls={controls}
        render={({ renderChart, renderControl }) => (
          <>
            <div data-testid="picked">{renderControl(pick)}</div>
            {renderChart()}
          </>
        )}
      />,
    );
    const shown = [...container.querySelectorAll('[data-fake-control]')];
    expect(shown.map((control) => control.getAttribute('data-fake-control'))).toEqual([picked]);
    expect(screen.getByTestId('picked')).toContainElement(shown[0] as HTMLElement);
    expectWarning(warning);
  });

  it("a control's controlWrapperParams reach its ControlWrapper (an initial state)", async () => {
    const fake = useFake();
    await renderDrawn(
      <Chart
        chartType="PieChart"
        data={pie}
        controls={[
          { ...controls[0], controlWrapperParams: { state: { selectedValues: ['Work'] } } },
        ]}
      />,
    );
    expect(fake.record.controls[0].getState()).toEqual({ selectedValues: ['Work'] });
    expectOneWarning('`controlWrapperParams`', '`state`');
  });

  it.each<{
    name: string;
    props: (callback: jest.Mock) => Partial<ChartProps>;
    calledWith: (fake: FakeGoogleHandle) => unknown[];
    warning: Warning | null;
  }>([
    {
      name: 'getChartWrapper(chartWrapper, google) receives the wrapper once it exists',
      props: (callback) => ({ getChartWrapper: callback }),
      calledWith: (fake) => [fake.record.wrappers[0], window.google],
      warning: ['`getChartWrapper`', '`ref`'],
    },
    {
      name: 'onLoad(google, { chartWrapper, … }) is called once the wrapper exists',
      props: (callback) => ({
        controls: [controls[0]],
        onLoad: (google, { chartWrapper, chartDashboard }) =>
          callback(google, chartWrapper, chartDashboard),
      }),
      calledWith: (fake) => [window.google, fake.record.wrappers[0], fake.record.dashboards[0]],
      warning: ["`onLoad`'s second argument", '`ref`'],
    },
    {
      name: 'onLoad(google) keeps its Chartwrap timing and logs nothing',
      props: (callback) => ({ onLoad: (google) => callback(google) }),
      calledWith: () => [window.google],
      warning: null,
    },
  ])('$name', async ({ props, calledWith, warning }) => {
    const fake = useFake();
    const callback = jest.fn();
    await renderDrawn(<Chart chartType="PieChart" data={pie} {...props(callback)} />);
    // Called once, with these arguments.
    expect(callback.mock.calls).toEqual([calledWith(fake)]);
    expectWarning(warning);
  });
});

describe('deprecated event and formatter shapes', () => {
  it('event callbacks can read props; those that do not log nothing', async () => {
    const fake = useFake();
    const seen: string[] = [];
    const { rerender } = await renderDrawn(
      <Chart
        chartType="PieChart"
        data={pie}
        chartEvents={[
          { eventName: 'ready', callback: ({ chartWrapper }) => chartWrapper.getChartType() },
        ]}
      />,
    );
    expect(warnings()).toEqual([]);
    rerender(
      <Chart
        chartType="PieChart"
        data={pie}
        chartEvents={[{ eventName: 'select', callback: ({ props }) => seen.push(props.chartType) }]}
      />,
    );
    act(() => fake.record.select([{ row: 0, column: 1 }]));
    act(() => fake.record.select([{ row: 1, column: 1 }]));
    expect(seen).toEqual(['PieChart', 'PieChart']);
    expectOneWarning('`props`', 'the props in scope');
  });

  it("eventArgs is also the array of the listener's arguments: eventArgs[0] (react-google-charts' form) reads the argument, with one warning", async () => {
    const fake = useFake();
    const read: unknown[] = [];
    const peerForm = jest.fn();
    await renderDrawn(
      <Chart
        chartType="GeoChart"
        data={pie}
        chartEvents={[
          // Chartwrap's form: the argument's fields on eventArgs itself, without a warning.
          { eventName: 'regionClick', callback: ({ eventArgs }) => read.push(eventArgs.region) },
          { eventName: 'ready', callback: ({ eventArgs }) => read.push(eventArgs.length) },
        ]}
        controls={[
          {
            controlType: 'CategoryFilter',
            options: { filterColumnIndex: 0 },
            controlEvents: [{ eventName: 'statechange', callback: peerForm }],
          },
        ]}
      />,
    );
    const chart = fake.record.wrappers.at(-1)!.getChart();
    act(() => fake.record.trigger(chart, 'regionClick', { region: 'FR' }));
    // ready carries no argument: an empty list, as react-google-charts passes.
    expect(read).toEqual([0, 'FR']);
    expect(warnings()).toEqual([]);

    act(() => fake.record.trigger(fake.record.controls[0], 'statechange', { inProgress: true }));
    act(() => fake.record.trigger(fake.record.controls[0], 'statechange', { inProgress: false }));
    const [first, second] = peerForm.mock.calls.map(([{ eventArgs }]) => eventArgs);
    expect(Array.isArray(first)).toBe(true);
    expect(first[0]).toEqual({ inProgress: true });
    expect(first).toHaveLength(1);
    expect([...second]).toEqual([{ inProgress: false }]);
    expect(second.inProgress).toBe(false);
    expectOneWarning('`eventArgs[0]`', '`eventArgs.region`');
  });

  it("a PatternFormat's pattern in options formats as pattern does", async () => {
    const fake = useFake();
    await renderDrawn(
      <Chart
        chartType="Table"
        data={[
          ['Name', 'Email'],
          ['Ann', 'ann@example.test'],
        ]}
        formatters={[{ type: 'PatternFormat', options: '{0} <{1}>', column: [0, 1] }]}
      />,
    );
    expect(fake.record.charts.at(-1)?.data?.getFormattedValue(0, 0)).toBe('Ann <ann@example.test>');
    expectOneWarning('PatternFormat', '`pattern`');
  });
});

describe('in production', () => {
  const saved = process.env.NODE_ENV;
  beforeEach(() => {
    process.env.NODE_ENV = 'production';
  });
  afterEach(() => {
    process.env.NODE_ENV = saved;
  });

  it('the deprecated forms work the same and log nothing', async () => {
    const fake = useFake({ queryData: sheet });
    const getChartWrapper = jest.fn();
    const seen: string[] = [];
    const { container } = await renderDrawn(
      <Chart
        chartType="Table"
        spreadSheetUrl="https://sheet.test"
        graphID="sheet-chart"
        getChartWrapper={getChartWrapper}
        formatters={[{ type: 'PatternFormat', options: '{0}!', column: [0] }]}
        chartEvents={[{ eventName: 'ready', callback: ({ props }) => seen.push(props.chartType) }]}
        controls={[
          {
            controlType: 'StringFilter',
            controlID: 'city',
            options: { filterColumnIndex: 0 },
            controlWrapperParams: { state: { value: 'Par' } },
          },
        ]}
        render={({ renderChart, renderControl }) => (
          <>
            {renderControl(({ controlProp }) => controlProp.controlID === 'city')}
            {renderChart()}
          </>
        )}
      />,
    );
    expect(fake.record.queries).toEqual(['https://sheet.test/gviz/tq?headers=1']);
    expect(screen.getByRole('figure')).toHaveAttribute('id', 'sheet-chart');
    expect(getChartWrapper).toHaveBeenCalledWith(fake.record.wrappers[0], window.google);
    expect(fake.record.charts.at(-1)?.data?.getFormattedValue(0, 0)).toBe('Paris!');
    expect(seen).toContain('Table');
    expect(fake.record.controls[0].getState()).toEqual({ value: 'Par' });
    expect(container.querySelector('[data-fake-control="StringFilter"]')).not.toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });
});
