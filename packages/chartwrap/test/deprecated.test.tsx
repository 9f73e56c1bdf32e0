// react-google-charts' props and callback shapes, accepted by <Chart>: each one behaves as its
// Chartwrap form does, logs one development warning per page naming that form, and logs nothing
// in production.
import { act, render, screen, waitFor } from '@testing-library/react';
import { Chart, type ChartControl } from '../src';
import { resetDeprecationWarnings } from '../src/deprecated';
import { fakeChart } from '@chartwrap/test-support';
import { cleanupFake, pie, useFake } from './helpers';

let warn: jest.SpyInstance;
beforeEach(() => {
  resetDeprecationWarnings();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  cleanupFake();
});

const drawnIn = (root: ParentNode, type: string) =>
  waitFor(() => {
    const svg = fakeChart(root, type);
    if (!svg) throw new Error(`no ${type} drawn`);
    return svg;
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
    const { container, rerender } = render(ui('a'));
    await drawnIn(container, 'Table');
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
    const { container } = render(
      <Chart
        chartType="Table"
        spreadsheetUrl="https://sheet.test/new"
        spreadSheetUrl="https://sheet.test/old"
      />,
    );
    await drawnIn(container, 'Table');
    expect(fake.record.queries).toEqual(['https://sheet.test/new/gviz/tq?headers=1']);
  });

  it('chartLoaderScriptUrl loads the loader from that URL', async () => {
    const fake = useFake();
    const { container } = render(
      <Chart chartType="PieChart" data={pie} chartLoaderScriptUrl="https://cdn.test/loader.js" />,
    );
    await drawnIn(container, 'PieChart');
    expect(fake.scripts).toEqual(['https://cdn.test/loader.js']);
    expectOneWarning('`chartLoaderScriptUrl`', '`loaderUrl`');
  });

  it('legend_toggle hides and shows series as legendToggle does', async () => {
    const fake = useFake();
    const data = [
      ['Year', 'Sales', 'Expenses'],
      ['2020', 10, 4],
    ];
    const { container } = render(<Chart chartType="LineChart" data={data} legend_toggle />);
    await drawnIn(container, 'LineChart');
    act(() => fake.record.select([{ row: null, column: 1 }]));
    await waitFor(() => expect(fake.record.draws.at(-1)!.rows).toEqual([['2020', null, 4]]));
    expectOneWarning('`legend_toggle`', '`legendToggle`');
  });

  it.each(['graphID', 'graph_id'] as const)(
    '%s becomes the id of the chart element',
    async (name) => {
      useFake();
      const { container } = render(
        <Chart chartType="PieChart" data={pie} {...{ [name]: 'sales-chart' }} />,
      );
      // Each test lets its chart finish loading, so no load is left running into the next test.
      await drawnIn(container, 'PieChart');
      expect(screen.getByRole('figure')).toHaveAttribute('id', 'sales-chart');
      expectOneWarning(`\`${name}\``, '`id`');
    },
  );
});

describe('props supported as react-google-charts has them', () => {
  it('rootProps are set on the outer element, without a warning', async () => {
    useFake();
    const { container } = render(
      <Chart
        chartType="PieChart"
        data={pie}
        rootProps={{ 'data-testid': 'sales', title: 'Sales by region' }}
      />,
    );
    await drawnIn(container, 'PieChart');
    const root = screen.getByTestId('sales');
    expect(root).toBe(screen.getByRole('figure'));
    expect(root).toHaveAttribute('title', 'Sales by region');
    expect(warnings()).toEqual([]);
  });

  it('chartWrapperParams go to the ChartWrapper (a view of some columns)', async () => {
    const fake = useFake();
    const { container } = render(
      <Chart chartType="PieChart" data={pie} chartWrapperParams={{ view: { columns: [0, 1] } }} />,
    );
    await drawnIn(container, 'PieChart');
    expect(fake.record.wrappers).toHaveLength(1);
    expect(fake.record.wrappers[0].getView()).toEqual({ columns: [0, 1] });
    expect(warnings()).toEqual([]);
  });

  it('chartActions are set on the chart; picking one calls it with the ChartWrapper', async () => {
    const fake = useFake();
    const setAction = jest.fn();
    const share = jest.fn();
    const { container } = render(
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
    await drawnIn(container, 'PieChart');
    expect(setAction).toHaveBeenCalledWith(expect.objectContaining({ id: 'share', text: 'Share' }));
    setAction.mock.calls[0][0].action();
    expect(share).toHaveBeenCalledWith(fake.record.wrappers[0]);
  });

  it('toolbarID is the id of the toolbar element', async () => {
    useFake();
    const { container } = render(
      <Chart
        chartType="Table"
        data={pie}
        toolbarItems={[{ type: 'csv', datasource: 'https://example.test/csv' }]}
        toolbarID="table-toolbar"
      />,
    );
    await drawnIn(container, 'Table');
    expect(container.querySelector('#table-toolbar [data-fake-toolbar]')).not.toBeNull();
  });
});

describe('deprecated callback shapes', () => {
  const controls: ChartControl[] = [
    { controlType: 'CategoryFilter', controlID: 'pick-task', options: { filterColumnIndex: 0 } },
    {
      controlType: 'NumberRangeFilter',
      controlID: 'pick-hours',
      options: { filterColumnIndex: 1 },
    },
  ];

  it('renderControl(({ controlProp }) => …) picks controls as (control, index) does', async () => {
    useFake();
    const { container } = render(
      <Chart
        chartType="PieChart"
        data={pie}
        controls={controls}
        render={({ renderChart, renderControl }) => (
          <>
            <div data-testid="picked">
              {renderControl(({ controlProp }) => controlProp.controlID === 'pick-hours')}
            </div>
            {renderChart()}
          </>
        )}
      />,
    );
    await drawnIn(container, 'PieChart');
    const picked = screen.getByTestId('picked');
    expect(picked.querySelector('[data-fake-control="NumberRangeFilter"]')).not.toBeNull();
    expect(picked.querySelector('[data-fake-control="CategoryFilter"]')).toBeNull();
    expectOneWarning('`controlProp`', 'renderControl((control, index) => …)');
  });

  it("renderControl's (control, index) form logs nothing", async () => {
    useFake();
    const { container } = render(
      <Chart
        chartType="PieChart"
        data={pie}
        controls={controls}
        render={({ renderChart, renderControl }) => (
          <>
            {renderControl((control, index) => control.controlType === 'CategoryFilter' && !index)}
            {renderChart()}
          </>
        )}
      />,
    );
    await drawnIn(container, 'PieChart');
    expect(container.querySelectorAll('[data-fake-control]')).toHaveLength(1);
    expect(warnings()).toEqual([]);
  });

  it("a control's controlWrapperParams reach its ControlWrapper (an initial state)", async () => {
    const fake = useFake();
    const { container } = render(
      <Chart
        chartType="PieChart"
        data={pie}
        controls={[
          {
            controlType: 'CategoryFilter',
            options: { filterColumnIndex: 0 },
            controlWrapperParams: { state: { selectedValues: ['Work'] } },
          },
        ]}
      />,
    );
    await drawnIn(container, 'PieChart');
    expect(fake.record.controls[0].getState()).toEqual({ selectedValues: ['Work'] });
    expectOneWarning('`controlWrapperParams`', '`state`');
  });

  it('getChartWrapper(chartWrapper, google) receives the wrapper once it exists', async () => {
    const fake = useFake();
    const getChartWrapper = jest.fn();
    const { container } = render(
      <Chart chartType="PieChart" data={pie} getChartWrapper={getChartWrapper} />,
    );
    await drawnIn(container, 'PieChart');
    expect(getChartWrapper).toHaveBeenCalledTimes(1);
    expect(getChartWrapper).toHaveBeenCalledWith(fake.record.wrappers[0], window.google);
    expectOneWarning('`getChartWrapper`', '`ref`');
  });

  it('onLoad(google, { chartWrapper, … }) is called once the wrapper exists', async () => {
    const fake = useFake();
    const loaded: unknown[] = [];
    const { container } = render(
      <Chart
        chartType="PieChart"
        data={pie}
        controls={[controls[0]]}
        onLoad={(google, { chartWrapper, chartDashboard }) =>
          loaded.push(google, chartWrapper, chartDashboard)
        }
      />,
    );
    await drawnIn(container, 'PieChart');
    expect(loaded).toEqual([window.google, fake.record.wrappers[0], fake.record.dashboards[0]]);
    expectOneWarning("`onLoad`'s second argument", '`ref`');
  });

  it('onLoad(google) keeps its Chartwrap timing and logs nothing', async () => {
    useFake();
    const onLoad = jest.fn();
    const { container } = render(
      <Chart chartType="PieChart" data={pie} onLoad={(google) => onLoad(google)} />,
    );
    await drawnIn(container, 'PieChart');
    expect(onLoad).toHaveBeenCalledWith(window.google);
    expect(warnings()).toEqual([]);
  });

  it('event callbacks can read props; those that do not log nothing', async () => {
    const fake = useFake();
    const seen: string[] = [];
    const { container, rerender } = render(
      <Chart
        chartType="PieChart"
        data={pie}
        chartEvents={[
          { eventName: 'ready', callback: ({ chartWrapper }) => chartWrapper.getChartType() },
        ]}
      />,
    );
    await drawnIn(container, 'PieChart');
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

  it("a PatternFormat's pattern in options formats as pattern does", async () => {
    const fake = useFake();
    const { container } = render(
      <Chart
        chartType="Table"
        data={[
          ['Name', 'Email'],
          ['Ann', 'ann@example.test'],
        ]}
        formatters={[{ type: 'PatternFormat', options: '{0} <{1}>', column: [0, 1] }]}
      />,
    );
    await drawnIn(container, 'Table');
    expect(fake.record.charts.at(-1).data.getFormattedValue(0, 0)).toBe('Ann <ann@example.test>');
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
    const { container } = render(
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
    await drawnIn(container, 'Table');
    expect(fake.record.queries).toEqual(['https://sheet.test/gviz/tq?headers=1']);
    expect(screen.getByRole('figure')).toHaveAttribute('id', 'sheet-chart');
    expect(getChartWrapper).toHaveBeenCalledWith(fake.record.wrappers[0], window.google);
    expect(fake.record.charts.at(-1).data.getFormattedValue(0, 0)).toBe('Paris!');
    expect(seen).toContain('Table');
    expect(fake.record.controls[0].getState()).toEqual({ value: 'Par' });
    expect(container.querySelector('[data-fake-control="StringFilter"]')).not.toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });
});
