import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode, createRef, useState } from 'react';
import { Chart, LOADER_URL, type ChartwrapError, type ChartType } from '../src';
import { fakeChart, installFakeGoogle } from '@chartwrap/test-support';
import { cleanupFake, drawnIn, pie, useFake } from './helpers';

type Wrapper = google.visualization.ChartWrapper;

afterEach(cleanupFake);

describe('<Chart>', () => {
  it('shows an accessible placeholder, loads the chart type package once and draws', async () => {
    const fake = useFake();
    const onLoad = jest.fn();
    const { container } = render(
      <Chart
        chartType="PieChart"
        data={pie}
        options={{ title: 'My day', pieHole: 0.4 }}
        onLoad={onLoad}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading chart');
    const svg = await drawnIn(container, 'PieChart');
    expect(svg).toHaveAttribute('aria-label', 'PieChart: My day (3 rows)');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('figure', { name: 'My day' })).toHaveAttribute(
      'data-chartwrap',
      'ready',
    );
    expect(fake.scripts).toEqual([LOADER_URL]);
    expect(fake.record.loads).toEqual([
      { version: 'current', packages: ['corechart'], language: undefined, mapsApiKey: undefined },
    ]);
    expect(onLoad).toHaveBeenCalledWith(window.google);
    const draw = fake.record.draws.at(-1)!;
    expect(draw.options).toMatchObject({ pieHole: 0.4 });
    expect(draw.columns).toEqual(['Task', 'Hours per day']);
    expect(draw.rows).toEqual([
      ['Work', 11],
      ['Eat', 2],
      ['Sleep', 7],
    ]);
  });

  it('a second chart needing another package loads the union (not the first set only)', async () => {
    const fake = useFake();
    const { container, rerender } = render(<Chart chartType="PieChart" data={pie} />);
    await drawnIn(container, 'PieChart');
    rerender(
      <>
        <Chart chartType="PieChart" data={pie} />
        <Chart chartType="Table" data={pie} />
        <Chart chartType="Bar" data={pie} options={{ chart: { title: 'Material' } }} />
      </>,
    );
    await drawnIn(container, 'Table');
    await drawnIn(container, 'Bar');
    expect(fake.scripts).toHaveLength(1);
    expect(fake.record.loads.at(-1)!.packages).toEqual(['corechart', 'table', 'bar']);
    // material options go through google.charts.Bar.convertOptions
    expect(fake.record.draws.find((d) => d.chartType === 'Bar')!.options).toMatchObject({
      converted: true,
      chart: { title: 'Material' },
    });
  });

  it('passes chartVersion, chartLanguage, mapsApiKey, chartPackages and loaderUrl', async () => {
    const fake = useFake();
    const { container } = render(
      <Chart
        chartType="GeoChart"
        data={[
          ['Country', 'Pop'],
          ['FR', 1],
        ]}
        chartVersion="51"
        chartLanguage="fr"
        mapsApiKey="KEY"
        chartPackages={['map']}
        loaderUrl="https://example.test/loader.js"
      />,
    );
    await drawnIn(container, 'GeoChart');
    expect(fake.scripts).toEqual(['https://example.test/loader.js']);
    expect(fake.record.loads[0]).toEqual({
      version: '51',
      packages: ['map', 'geochart'],
      language: 'fr',
      mapsApiKey: 'KEY',
    });
  });

  it('accepts rows + columns (with roles), a DataTable literal and a DataTable', async () => {
    const fake = useFake();
    const { container, rerender } = render(
      <Chart
        chartType="ColumnChart"
        columns={['Element', 'Density', { role: 'style' }, { type: 'string', role: 'annotation' }]}
        rows={[
          ['Copper', 8.94, '#b87333', 'Cu'],
          ['Silver', 10.49, 'silver', null],
        ]}
      />,
    );
    await drawnIn(container, 'ColumnChart');
    expect(fake.record.draws.at(-1)!.rows).toEqual([
      ['Copper', 8.94, '#b87333', 'Cu'],
      ['Silver', 10.49, 'silver', null],
    ]);
    rerender(
      <Chart
        chartType="ColumnChart"
        data={{
          cols: [
            { type: 'string', label: 'A' },
            { type: 'number', label: 'B' },
          ],
          rows: [{ c: [{ v: 'x' }, { v: 3 }] }],
        }}
      />,
    );
    await waitFor(() => expect(fake.record.draws.at(-1)!.rows).toEqual([['x', 3]]));
    const dt = new window.google!.visualization.DataTable();
    dt.addColumn('string', 'Name');
    dt.addColumn('number', 'N');
    dt.addRow(['y', 4]);
    rerender(<Chart chartType="ColumnChart" data={dt} />);
    await waitFor(() => expect(fake.record.draws.at(-1)!.rows).toEqual([['y', 4]]));
  });

  it('applies formatters (number, date, arrow, bar, color, pattern)', async () => {
    const fake = useFake();
    const { container } = render(
      <Chart
        chartType="Table"
        data={[
          ['Name', 'Salary', 'When', 'Label'],
          ['Ann', 1000, new Date('2024-01-02'), ''],
        ]}
        formatters={[
          { type: 'NumberFormat', column: 1, options: { prefix: '$', fractionDigits: 0 } },
          { type: 'DateFormat', column: 2, options: { formatType: 'short' } },
          { type: 'ArrowFormat', column: [1], options: { base: 500 } },
          { type: 'BarFormat', column: 1 },
          { type: 'ColorFormat', column: 1, ranges: [[0, 2000, 'red', 'white']] },
          { type: 'PatternFormat', pattern: '{0} earns {1}', column: [0, 1], dstColumn: 3 },
        ]}
      />,
    );
    await drawnIn(container, 'Table');
    expect(fake.record.formats.map((f) => f.type)).toEqual([
      'NumberFormat',
      'DateFormat',
      'ArrowFormat',
      'BarFormat',
      'ColorFormat',
      'PatternFormat',
    ]);
    const chart = fake.record.charts.at(-1);
    expect(chart.data.getFormattedValue(0, 1)).toBe('$1000');
    expect(chart.data.getFormattedValue(0, 3)).toBe('Ann earns $1000');
  });

  it('draws diff charts from diffdata', async () => {
    const fake = useFake();
    const { container } = render(
      <Chart
        chartType="PieChart"
        diffdata={{ old: pie, new: [pie[0], ['Work', 8], ['Eat', 3], ['Sleep', 9]] }}
      />,
    );
    await drawnIn(container, 'PieChart');
    const chart = fake.record.charts.at(-1);
    expect(chart.data.getTableProperty('diff')).toBe(true);
    expect(fake.record.draws.at(-1)!.rows[0]).toEqual(['Work', 8]);
  });

  it('chartEvents receive { chartWrapper, google, eventArgs }; ref gives the ChartWrapper', async () => {
    const fake = useFake();
    const ready = jest.fn();
    const select = jest.fn();
    const over = jest.fn();
    const ref = createRef<Wrapper>();
    const { container, unmount } = render(
      <Chart
        ref={ref}
        chartType="LineChart"
        data={pie}
        options={{ curveType: 'function' }}
        chartEvents={[
          { eventName: 'ready', callback: ready },
          {
            eventName: 'select',
            callback: ({ chartWrapper }) => select(chartWrapper.getChart()?.getSelection()),
          },
          { eventName: 'onmouseover', callback: ({ eventArgs }) => over(eventArgs.row) },
        ]}
      />,
    );
    await drawnIn(container, 'LineChart');
    expect(ref.current?.getChartType()).toBe('LineChart');
    expect(ready).toHaveBeenCalledWith(
      expect.objectContaining({ chartWrapper: ref.current, google: window.google }),
    );
    act(() => fake.record.select([{ row: 1, column: 1 }]));
    expect(select).toHaveBeenCalledWith([{ row: 1, column: 1 }]);
    fireEvent.click(fakeChart(container, 'LineChart')!);
    expect(select).toHaveBeenLastCalledWith([{ row: 0, column: 1 }]);
    act(() => fake.record.trigger(ref.current!.getChart(), 'onmouseover', { row: 2, column: 1 }));
    expect(over).toHaveBeenCalledWith(2);
    unmount();
    expect(ref.current).toBeNull();
  });

  it('legendToggle hides and shows a series on legend clicks', async () => {
    const fake = useFake();
    const data = [
      ['Year', 'Sales', 'Expenses'],
      ['2020', 10, 4],
      ['2021', 12, 6],
    ];
    const { container } = render(<Chart chartType="LineChart" data={data} legendToggle />);
    await drawnIn(container, 'LineChart');
    act(() => fake.record.select([{ row: null, column: 1 }]));
    await waitFor(() =>
      expect(fake.record.draws.at(-1)!.rows).toEqual([
        ['2020', null, 4],
        ['2021', null, 6],
      ]),
    );
    expect(fake.record.draws.at(-1)!.options.series[0]).toEqual({ color: '#ccc' });
    act(() => fake.record.select([{ row: null, column: 1 }]));
    await waitFor(() => expect(fake.record.draws.at(-1)!.rows[0]).toEqual(['2020', 10, 4]));
  });

  it('builds a dashboard with controls at the top and bottom, each with its own events', async () => {
    const fake = useFake();
    const statechange = jest.fn();
    const controlReady = jest.fn();
    const { container } = render(
      <Chart
        chartType="PieChart"
        data={pie}
        controls={[
          {
            controlType: 'CategoryFilter',
            options: { filterColumnIndex: 0 },
            controlEvents: [
              { eventName: 'statechange', callback: statechange },
              {
                eventName: 'ready',
                callback: ({ controlWrapper }) => controlReady(controlWrapper?.getControlType()),
              },
            ],
          },
          {
            controlType: 'NumberRangeFilter',
            controlPosition: 'bottom',
            options: { filterColumnLabel: 'Hours per day' },
          },
        ]}
      />,
    );
    await drawnIn(container, 'PieChart');
    expect(fake.record.loads[0].packages).toEqual(['corechart', 'controls']);
    const order = [...container.querySelectorAll('[data-fake-control], [data-fake-chart]')].map(
      (e) => e.getAttribute('data-fake-control') || e.getAttribute('data-fake-chart'),
    );
    expect(order).toEqual(['CategoryFilter', 'PieChart', 'NumberRangeFilter']);
    expect(fake.record.dashboards).toHaveLength(1);
    expect(controlReady).toHaveBeenCalledWith('CategoryFilter');
    act(() => fake.record.trigger(fake.record.controls[0], 'statechange', { inProgress: false }));
    expect(statechange).toHaveBeenCalledTimes(1);
    expect(statechange.mock.calls[0][0].eventArgs.inProgress).toBe(false);
  });

  it('render prop lays out chart, controls and toolbar', async () => {
    const fake = useFake();
    const { container } = render(
      <Chart
        chartType="Table"
        data={pie}
        controls={[{ controlType: 'StringFilter', options: { filterColumnIndex: 0 } }]}
        toolbarItems={[{ type: 'csv', datasource: 'https://example.test/csv' }]}
        render={({ renderChart, renderControl, renderToolbar }) => (
          <section>
            <div data-testid="tb">{renderToolbar()}</div>
            <div data-testid="chart">{renderChart()}</div>
            <div data-testid="ctl">{renderControl((c) => c.controlType === 'StringFilter')}</div>
          </section>
        )}
      />,
    );
    await drawnIn(screen.getByTestId('chart'), 'Table');
    expect(
      screen.getByTestId('ctl').querySelector('[data-fake-control="StringFilter"]'),
    ).not.toBeNull();
    expect(screen.getByTestId('tb').querySelector('[data-fake-toolbar]')).toHaveTextContent('csv');
    expect(fake.record.toolbars[0].items).toEqual([
      { type: 'csv', datasource: 'https://example.test/csv' },
    ]);
    expect(container.querySelector('section')).not.toBeNull();
  });

  it('getChartEditor hands out the ChartEditor; OK redraws with the edited wrapper', async () => {
    const fake = useFake();
    let editor: { openDialog: (w: Wrapper) => void; getChartWrapper: () => Wrapper } | undefined;
    let wrapper: Wrapper | undefined;
    const { container } = render(
      <Chart
        chartType="ColumnChart"
        data={pie}
        getChartEditor={({ chartEditor, chartWrapper }) => {
          editor = chartEditor;
          wrapper = chartWrapper;
        }}
      />,
    );
    await drawnIn(container, 'ColumnChart');
    expect(fake.record.loads[0].packages).toContain('charteditor');
    act(() => editor!.openDialog(wrapper!));
    editor!.getChartWrapper().setChartType('BarChart');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await drawnIn(container, 'BarChart');
  });

  it('loads spreadsheet data through google.visualization.Query', async () => {
    const fake = useFake({
      queryData: [
        ['City', 'Pop'],
        ['Paris', 2],
      ],
    });
    const { container } = render(
      <Chart
        chartType="Table"
        spreadsheetUrl="https://docs.google.com/spreadsheets/d/ID/"
        spreadsheetQueryParameters={{ gid: 0, query: 'SELECT A, B' }}
      />,
    );
    await drawnIn(container, 'Table');
    expect(fake.record.queries).toEqual([
      'https://docs.google.com/spreadsheets/d/ID/gviz/tq?headers=1&gid=0&tq=SELECT+A%2C+B',
    ]);
    expect(fake.record.draws.at(-1)!.rows).toEqual([['Paris', 2]]);
  });

  it('shows the query error in place', async () => {
    useFake({ queryError: 'Access denied' });
    const onError = jest.fn();
    render(<Chart chartType="Table" spreadsheetUrl="https://sheet.test" onError={onError} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Access denied');
    expect(onError.mock.calls[0][0]).toMatchObject({ code: 'query' });
  });

  it('uses the loader and errorElement props; retry() recovers', async () => {
    useFake({ failDraw: ['PieChart'] });
    const { rerender } = render(
      <Chart
        chartType="PieChart"
        data={pie}
        loader={<p>Wait…</p>}
        errorElement={({ error, retry }) => (
          <button onClick={retry}>Try again ({error.code})</button>
        )}
      />,
    );
    expect(screen.getByText('Wait…')).toBeInTheDocument();
    const button = await screen.findByRole('button', { name: 'Try again (draw)' });
    window.__fakeGoogle!.options.failDraw = false;
    fireEvent.click(button);
    await waitFor(() => expect(screen.queryByRole('button')).toBeNull());
    expect(fakeChart(document, 'PieChart')).not.toBeNull();
    rerender(<Chart chartType={'Nope' as ChartType} data={pie} errorElement={<em>broken</em>} />);
    expect(await screen.findByText('broken')).toBeInTheDocument();
  });

  it('sets the accessible name from aria-label, the title or the chart type', () => {
    useFake();
    render(
      <>
        <Chart chartType="Gauge" data={pie} aria-label="Engine gauges" />
        <Chart chartType="Sankey" data={pie} />
      </>,
    );
    expect(screen.getByRole('figure', { name: 'Engine gauges' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Sankey chart' })).toBeInTheDocument();
  });
});

describe('bad input: a clear message in place, onError, a Retry button', () => {
  const cases: [string, () => JSX.Element, string, RegExp][] = [
    [
      'unknown chartType',
      () => <Chart chartType={'PieChrat' as ChartType} data={pie} />,
      'chartType',
      /Unknown chartType "PieChrat"/,
    ],
    [
      'ragged rows',
      () => (
        <Chart
          chartType="PieChart"
          data={[
            ['A', 'B'],
            ['x', 1, 2],
          ]}
        />
      ),
      'data',
      /Row 1 has 3 cells but the header row has 2/,
    ],
    [
      'no header row',
      () => (
        <Chart
          chartType="PieChart"
          data={[
            [1, 2],
            [3, 4],
          ]}
        />
      ),
      'data',
      /No header row/,
    ],
    [
      'wrong column types',
      () => (
        <Chart
          chartType="PieChart"
          data={[
            ['A', 'B'],
            ['x', 1],
            ['y', 'two'],
          ]}
        />
      ),
      'data',
      /Row 2, column 2: "two" is not a number/,
    ],
    [
      'declared type mismatch',
      () => (
        <Chart
          chartType="LineChart"
          data={[
            [{ type: 'date', label: 'D' }, 'B'],
            ['2020', 1],
          ]}
        />
      ),
      'data',
      /"2020" is not a date/,
    ],
    ['no data at all', () => <Chart chartType="PieChart" />, 'data', /No data/],
    ['draw error', () => <Chart chartType="PieChart" data={pie} />, 'draw', /Fake draw error/],
  ];
  it.each(cases)('%s', async (name, ui, code, message) => {
    useFake(name === 'draw error' ? { failDraw: true } : {});
    const onError = jest.fn();
    const el = ui();
    render({ ...el, props: { ...el.props, onError } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(onError).toHaveBeenCalledTimes(1);
    expect((onError.mock.calls[0][0] as ChartwrapError).code).toBe(code);
    expect(document.querySelector('[data-chartwrap]')).toHaveAttribute('data-chartwrap', 'error');
  });

  it('an offline loader script: message, then Retry loads once the network is back', async () => {
    const fake = useFake({ scriptError: true });
    const onError = jest.fn();
    const { container } = render(<Chart chartType="PieChart" data={pie} onError={onError} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Could not load the Google Charts loader from ${LOADER_URL}`,
    );
    expect(onError.mock.calls[0][0]).toMatchObject({ code: 'script' });
    fake.uninstall();
    useFakeWithoutReset();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await drawnIn(container, 'PieChart');
  });

  it('a google.charts.load that never calls back times out', async () => {
    useFake({ neverLoad: true });
    render(<Chart chartType="PieChart" data={pie} loadTimeout={40} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('did not load within 40 ms');
  });
});

let extra: ReturnType<typeof installFakeGoogle> | undefined;
const useFakeWithoutReset = () => (extra = installFakeGoogle(window));
afterEach(() => extra?.uninstall());

describe('lifecycle', () => {
  it('redraws when data or options change by content, not on equal literals', async () => {
    const fake = useFake();
    const ui = (title: string, n = 11) => (
      <Chart
        chartType="PieChart"
        data={[
          ['T', 'H'],
          ['Work', n],
        ]}
        options={{ title, legend: { position: 'bottom' } }}
      />
    );
    const { container, rerender } = render(ui('a'));
    await drawnIn(container, 'PieChart');
    const count = fake.record.draws.length;
    rerender(ui('a'));
    rerender(ui('a'));
    expect(fake.record.draws).toHaveLength(count);
    rerender(ui('b'));
    expect(fake.record.draws).toHaveLength(count + 1);
    expect(fake.record.draws.at(-1)!.options.title).toBe('b');
    rerender(ui('b', 12));
    expect(fake.record.draws).toHaveLength(count + 2);
    // the same wrapper and chart object are reused (animations work)
    expect(fake.record.wrappers).toHaveLength(1);
    expect(fake.record.charts).toHaveLength(1);
  });

  it('redraws when the container is resized', async () => {
    const observers: { cb: ResizeObserverCallback; el?: Element }[] = [];
    const RO = class {
      cb: ResizeObserverCallback;
      constructor(cb: ResizeObserverCallback) {
        this.cb = cb;
        observers.push(this);
      }
      observe() {}
      disconnect() {}
      unobserve() {}
    };
    const saved = window.ResizeObserver;
    window.ResizeObserver = RO as unknown as typeof ResizeObserver;
    try {
      jest.useFakeTimers();
      const fake = useFake({ preloaded: true });
      const { container } = render(<Chart chartType="PieChart" data={pie} />);
      await act(async () => {
        await jest.runAllTimersAsync();
      });
      expect(fakeChart(container, 'PieChart')).not.toBeNull();
      const count = fake.record.draws.length;
      const fire = (width: number) =>
        observers[0].cb(
          [{ contentRect: { width, height: 400 } } as ResizeObserverEntry],
          {} as ResizeObserver,
        );
      fire(500);
      fire(500);
      act(() => jest.advanceTimersByTime(100));
      expect(fake.record.draws).toHaveLength(count);
      fire(300);
      act(() => jest.advanceTimersByTime(100));
      expect(fake.record.draws).toHaveLength(count + 1);
    } finally {
      jest.useRealTimers();
      window.ResizeObserver = saved;
    }
  });

  it('clears the chart and removes every listener on unmount', async () => {
    const fake = useFake();
    const { container, unmount } = render(
      <Chart
        chartType="ScatterChart"
        data={[
          ['x', 'y'],
          [1, 2],
        ]}
        controls={[
          {
            controlType: 'NumberRangeFilter',
            options: { filterColumnIndex: 0 },
            controlEvents: [{ eventName: 'statechange', callback: () => {} }],
          },
        ]}
        chartEvents={[
          { eventName: 'select', callback: () => {} },
          { eventName: 'onmouseover', callback: () => {} },
        ]}
      />,
    );
    await drawnIn(container, 'ScatterChart');
    expect(fake.record.listenerCount()).toBeGreaterThan(0);
    unmount();
    expect(fake.record.listenerCount()).toBe(0);
    expect(fake.record.cleared).toBe(1);
  });

  it('works under StrictMode (double mount): one live wrapper, one draw, one call per event', async () => {
    const fake = useFake();
    const ready = jest.fn();
    const select = jest.fn();
    const { container, unmount } = render(
      <StrictMode>
        <Chart
          chartType="AreaChart"
          data={pie}
          chartEvents={[
            { eventName: 'ready', callback: ready },
            { eventName: 'select', callback: select },
          ]}
        />
      </StrictMode>,
    );
    await drawnIn(container, 'AreaChart');
    expect(container.querySelectorAll('svg[data-fake-chart]')).toHaveLength(1);
    const live = fake.record.wrappers.filter((w) => fake.record.listenerCount(w) > 0);
    expect(live).toHaveLength(1);
    expect(fake.record.loads).toHaveLength(1);
    expect(fake.record.draws).toHaveLength(1);
    expect(ready).toHaveBeenCalledTimes(1);
    act(() => fake.record.select([{ row: 1, column: 1 }], live[0]));
    expect(select).toHaveBeenCalledTimes(1);
    unmount();
    expect(fake.record.listenerCount()).toBe(0);
  });

  it('state updates from a parent keep the chart and redraw only on change', async () => {
    const fake = useFake();
    function Parent() {
      const [n, setN] = useState(0);
      return (
        <>
          <button onClick={() => setN(n + 1)}>bump {n}</button>
          <Chart chartType="PieChart" data={pie} options={{ title: 'fixed' }} />
        </>
      );
    }
    const { container } = render(<Parent />);
    await drawnIn(container, 'PieChart');
    const count = fake.record.draws.length;
    fireEvent.click(screen.getByRole('button', { name: /bump/ }));
    fireEvent.click(screen.getByRole('button', { name: /bump/ }));
    expect(fake.record.draws).toHaveLength(count);
  });
});
