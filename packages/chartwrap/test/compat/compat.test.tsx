/**
 * The react-google-charts compatibility suite: each usage of `usages/` (its documented props,
 * callback shapes and patterns, with only the import changed) is drawn with the fake Google
 * namespace, and what the peer does with each prop is checked to happen here too, so that no prop
 * is silently dropped. The figures: every usage is one test below ("draws"), and `npm run
 * typecheck` compiles `usages/` ("type-checks"); the coverage tests list what each covers.
 */
import { readdirSync, readFileSync } from 'fs';
import path from 'path';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { resetDeprecationWarnings } from '../../src/deprecated';
import {
  fakeChart,
  type FakeDraw,
  type FakeGoogleHandle,
  type FakeGoogleOptions,
} from '@chartwrap/test-support';
import { cleanupFake, useFake, useFake as installFake } from '../helpers';
import {
  PEER_CALLBACKS,
  PEER_PATTERNS,
  PEER_PROPS,
  usages,
  type PeerUsage,
  type UsageName,
} from './usages';

interface DrawnUsage {
  fake: FakeGoogleHandle;
  container: HTMLElement;
  /** The last draw of the usage's chart. */
  draw: FakeDraw;
  /** What the usage logged with console.log, one array of arguments per call. */
  logs: unknown[][];
  /** The deprecation warnings logged so far. */
  warnings: () => string[];
}

interface UsageCheck {
  /** The chart type the usage draws. */
  draws: string;
  /** Options of the fake Google namespace. */
  fake?: FakeGoogleOptions;
  /** Runs once `window.google` exists, before the chart is drawn. */
  beforeDraw?: () => void;
  /** What must hold once the chart is drawn. */
  then?: (drawn: DrawnUsage) => void | Promise<void>;
}

const lastDraw = (fake: FakeGoogleHandle, chartType: string) =>
  fake.record.draws.filter((d) => d.chartType === chartType).at(-1)!;
const wrapper = (fake: FakeGoogleHandle) => fake.record.wrappers.at(-1)!;
const chartOf = (fake: FakeGoogleHandle) => wrapper(fake).getChart();

/** Patched in `beforeDraw`: the fake charts have no tooltip actions. */
const setAction = jest.fn();

const checks: Record<UsageName, UsageCheck> = {
  scatterChart: {
    draws: 'ScatterChart',
    then: ({ draw, fake }) => {
      expect(draw.options).toMatchObject({ title: 'Age and weight of the club members' });
      expect(draw.options).toHaveProperty('hAxis.viewWindow', { min: 0, max: 15 });
      expect(draw.rows).toHaveLength(4);
      expect(draw.container).toHaveStyle({ width: '80%', height: '400px' });
      act(() => fake.record.select([{ row: null, column: 1 }]));
      return waitFor(() => expect(lastDraw(fake, 'ScatterChart').rows[0]).toEqual([4, null]));
    },
  },
  lineChart: {
    draws: 'LineChart',
    then: ({ draw }) =>
      expect(draw.options).toMatchObject({ curveType: 'function', legend: { position: 'bottom' } }),
  },
  areaChart: {
    draws: 'AreaChart',
    then: ({ draw }) => expect(draw.options).toMatchObject({ isStacked: 'relative' }),
  },
  barChartStyles: {
    draws: 'BarChart',
    then: ({ draw }) => expect(draw.rows[0]).toEqual(['Copper', 8.94, '#b87333', 'Cu']),
  },
  materialBar: {
    draws: 'Bar',
    then: ({ draw }) =>
      expect(draw.options).toMatchObject({ bars: 'horizontal', chart: { title: 'Harvest' } }),
  },
  bubbleChart: {
    draws: 'BubbleChart',
    then: ({ draw }) => expect(draw.options.colorAxis).toEqual({ colors: ['yellow', 'red'] }),
  },
  calendar: {
    draws: 'Calendar',
    then: ({ draw }) => expect(draw.rows[0]).toEqual([new Date(2024, 2, 4), 3]),
  },
  candlestickWaterfall: {
    draws: 'CandlestickChart',
    then: ({ draw }) => expect(draw.options.bar).toEqual({ groupWidth: '100%' }),
  },
  columnDiff: {
    draws: 'ColumnChart',
    then: ({ draw }) => expect(draw.rows.length).toBeGreaterThan(0),
  },
  pieDiff: {
    draws: 'PieChart',
    then: ({ draw }) => expect(draw.options.diff).toEqual({ innerCircle: { radiusFactor: 0.4 } }),
  },
  comboChart: {
    draws: 'ComboChart',
    then: ({ draw }) =>
      expect(draw.options).toMatchObject({ seriesType: 'bars', series: { 2: { type: 'line' } } }),
  },
  ganttComputed: {
    draws: 'Gantt',
    then: ({ draw }) => {
      expect(draw.options).toHaveProperty('gantt.defaultStartDateMillis', new Date(2024, 0, 8));
      expect(draw.rows.map((row) => row[0])).toEqual(['plan', 'build']);
    },
  },
  gauge: {
    draws: 'Gauge',
    then: ({ draw }) => expect(draw.options).toMatchObject({ redFrom: 90, minorTicks: 5 }),
  },
  geoChart: {
    draws: 'GeoChart',
    then: ({ fake, logs }) => {
      expect(fake.record.loads.at(-1)!.mapsApiKey).toBe('maps-key');
      act(() => fake.record.select([{ row: 1, column: null }]));
      expect(logs).toContainEqual(['Selected', ['Brazil', 310]]);
    },
  },
  histogram: {
    draws: 'Histogram',
    then: ({ draw }) =>
      expect(draw.options).toMatchObject({
        bar: { gap: 0 },
        histogram: { maxNumBuckets: 20 },
        vAxis: { scaleType: 'mirrorLog' },
      }),
  },
  lineIntervals: {
    draws: 'LineChart',
    then: ({ draw }) => {
      expect(draw.options.intervals).toEqual({ style: 'bars' });
      expect(draw.rows[0]).toEqual([1, 100, 90, 110]);
    },
  },
  materialLine: {
    draws: 'Line',
    then: ({ draw }) =>
      expect(draw.options.chart).toEqual({ title: 'Harvest', subtitle: 'in tonnes' }),
  },
  map: {
    draws: 'Map',
    then: ({ fake, draw }) => {
      expect(fake.record.loads.at(-1)!.mapsApiKey).toBe('maps-key');
      expect(draw.options).toMatchObject({ showTooltip: true });
    },
  },
  orgChart: {
    draws: 'OrgChart',
    then: ({ draw }) => expect(draw.options.allowHtml).toBe(true),
  },
  pieChart: {
    draws: 'PieChart',
    then: ({ draw }) =>
      expect(draw.options.slices).toEqual({ 1: { offset: 0.2 }, 2: { offset: 0.3 } }),
  },
  donut: {
    draws: 'PieChart',
    then: ({ draw }) => expect(draw.options.pieHole).toBe(0.4),
  },
  sankey: {
    draws: 'Sankey',
    then: ({ draw }) => expect(draw.options).toHaveProperty('sankey.link.colorMode', 'gradient'),
  },
  materialScatter: {
    draws: 'Scatter',
    then: ({ draw }) => expect(draw.options.axes).toEqual({ x: { 0: { side: 'top' } } }),
  },
  scatterTrendlines: {
    draws: 'ScatterChart',
    then: ({ draw }) =>
      expect(draw.options).toMatchObject({
        trendlines: { 0: { type: 'exponential' } },
        crosshair: { orientation: 'both' },
      }),
  },
  steppedArea: {
    draws: 'SteppedAreaChart',
    then: ({ draw }) =>
      expect(draw.options).toMatchObject({ isStacked: true, connectSteps: false }),
  },
  timeline: {
    draws: 'Timeline',
    then: ({ draw }) => {
      expect(draw.rows.map((row) => row[1])).toEqual(['Keynote', 'Workshop']);
      expect(draw.options).toHaveProperty('timeline.barLabelStyle', { fontSize: 14 });
    },
  },
  treeMap: {
    draws: 'TreeMap',
    then: ({ draw }) => {
      expect(draw.options.highlightOnMouseOver).toBe(true);
      const generateTooltip = draw.options.generateTooltip as (...args: number[]) => string;
      expect(generateTooltip(2, 40, 5)).toBe('<div>5</div>');
    },
  },
  wordTree: {
    draws: 'WordTree',
    then: ({ draw }) => expect(draw.options.colors).toEqual(['black', 'red', 'blue']),
  },
  annotationChart: {
    draws: 'AnnotationChart',
    then: ({ draw }) => expect(draw.rows[0]).toEqual([new Date(2314, 2, 15), 12400, 'Launch']),
  },
  tableWithFormatters: {
    draws: 'Table',
    then: ({ fake, warnings }) => {
      expect(fake.record.formats.map((f) => f.type).sort()).toEqual([
        'ArrowFormat',
        'BarFormat',
        'ColorFormat',
        'DateFormat',
        'NumberFormat',
        'PatternFormat',
      ]);
      expect(warnings().join('\n')).toContain('`pattern`');
    },
  },
  tablePaging: {
    draws: 'Table',
    then: ({ fake, logs }) => {
      act(() =>
        fake.record.trigger(chartOf(fake), 'sort', {
          column: 1,
          ascending: true,
          sortedIndexes: [],
        }),
      );
      act(() => fake.record.trigger(chartOf(fake), 'page', { page: 1 }));
      expect(logs).toEqual(
        expect.arrayContaining([
          ['sorted by', 1],
          ['Table', 'page', 1],
        ]),
      );
    },
  },
  dataTableLiteral: {
    draws: 'ColumnChart',
    then: ({ draw }) =>
      expect(draw.rows).toEqual([
        ['Work', 11],
        ['Sleep', 7],
      ]),
  },
  chartEvents: {
    draws: 'ScatterChart',
    then: ({ fake, logs }) => {
      expect(logs).toContainEqual(['Ready', 'ScatterChart', true]);
      act(() => fake.record.select([{ row: 0, column: 1 }]));
      expect(logs).toContainEqual(['Selected', [{ row: 0, column: 1 }]]);
      act(() => fake.record.trigger(wrapper(fake), 'error', { id: 'e', message: 'Boom' }));
      expect(logs).toContainEqual(['Error', 'Boom']);
    },
  },
  chartActions: {
    draws: 'ColumnChart',
    fake: { preloaded: true },
    // The fake charts have no tooltip actions: give the ColumnChart class one as it loads.
    beforeDraw: () => {
      const charts = window.google.charts as unknown as { load(...args: unknown[]): unknown };
      const load = charts.load;
      charts.load = (version, settings: { callback?: () => void }) =>
        load(version, {
          ...settings,
          callback: () => {
            Object.assign(window.google.visualization.ColumnChart.prototype, { setAction });
            settings.callback?.();
          },
        });
    },
    then: ({ fake, logs }) => {
      expect(setAction).toHaveBeenCalledWith(
        expect.objectContaining({ id: 'log-row', text: 'Log the selected year' }),
      );
      act(() => fake.record.select([{ row: 2, column: 1 }]));
      setAction.mock.calls.at(-1)[0].action();
      expect(logs).toContainEqual([[{ row: 2, column: 1 }]]);
    },
  },
  onLoadAndWrapper: {
    draws: 'LineChart',
    then: async ({ logs }) => {
      await screen.findByText('wrapper: LineChart');
      expect(logs).toContainEqual(['loaded', true, 'LineChart']);
    },
  },
  chartEditor: {
    draws: 'ScatterChart',
    then: async ({ fake, logs }) => {
      expect(fake.record.loads.at(-1)!.packages).toContain('charteditor');
      fireEvent.click(await screen.findByRole('button', { name: 'Edit data' }));
      fireEvent.click(screen.getByRole('button', { name: 'OK' }));
      expect(logs).toContainEqual(['edited']);
    },
  },
  categoryFilter: {
    draws: 'PieChart',
    then: ({ fake, logs }) => {
      expect(wrapper(fake).getView()).toEqual({ columns: [0, 1] });
      const [control] = fake.record.controls;
      expect(control.getControlType()).toBe('CategoryFilter');
      act(() => fake.record.trigger(control, 'statechange', { inProgress: false }));
      expect(logs).toContainEqual(['state', control.getState()]);
    },
  },
  rangeFilter: {
    draws: 'LineChart',
    then: ({ fake, container, draw }) => {
      const [control] = fake.record.controls;
      expect(control.getState()).toEqual({ range: { start: 2, end: 4 } });
      const controlElement = container.querySelector(`[id="${control.getContainerId()}"]`)!;
      // Below the chart, as controlPosition: 'bottom' asks.
      expect(draw.container.compareDocumentPosition(controlElement)).toBe(
        Node.DOCUMENT_POSITION_FOLLOWING,
      );
    },
  },
  otherFilters: {
    draws: 'Table',
    then: ({ fake }) =>
      expect(fake.record.controls.map((c) => c.getControlType())).toEqual([
        'NumberRangeFilter',
        'DateRangeFilter',
        'StringFilter',
      ]),
  },
  customLayout: {
    draws: 'BarChart',
    then: ({ draw }) => {
      const root = screen.getByTestId('harvest-dashboard');
      const [first, second] = Array.from(root.querySelectorAll('aside'));
      expect(first.querySelector('#year-filter')).not.toBeNull();
      expect(first.querySelector('#apple-filter')).toBeNull();
      expect(second.querySelector('#apple-filter')).not.toBeNull();
      expect(root.querySelector('main')).toContainElement(draw.container);
    },
  },
  spreadsheet: {
    draws: 'ColumnChart',
    fake: {
      queryData: [
        ['Year', 'Apples'],
        ['2024', 3],
      ],
    },
    then: ({ fake, draw }) => {
      expect(fake.record.queries[0]).toMatch(
        /^https:\/\/docs\.google\.com\/spreadsheets\/d\/SHEET\/gviz\/tq\?headers=1&tq=SELECT/,
      );
      expect(draw.rows).toEqual([['2024', 3]]);
    },
  },
  toolbar: {
    draws: 'ColumnChart',
    fake: {
      queryData: [
        ['Year', 'Apples'],
        ['2024', 3],
      ],
    },
    then: ({ container, fake }) => {
      expect(container.querySelector('#harvest-toolbar [data-fake-toolbar]')).not.toBeNull();
      expect(fake.record.toolbars.at(-1)!.items).toEqual([
        { type: 'csv', datasource: 'https://docs.google.com/spreadsheets/d/SHEET' },
      ]);
    },
  },
  loading: {
    draws: 'PieChart',
    then: ({ fake }) => {
      expect(fake.scripts).toEqual(['https://www.gstatic.cn/charts/loader.js']);
      expect(fake.record.loads.at(-1)).toMatchObject({ version: '51', language: 'fr' });
    },
  },
  errorElement: {
    draws: 'PieChart',
    then: async () => {
      // The same usage when the loader script cannot load: the error element, not the chart.
      installFake({ scriptError: true });
      const { container } = render(<usages.errorElement.App />);
      await within(container).findByText('Could not load the chart');
      expect(fakeChart(container, 'PieChart')).toBeNull();
    },
  },
  identity: {
    draws: 'PieChart',
    then: ({ container }) => {
      const root = container.querySelector('#visits')!;
      expect(root).toHaveClass('visits-chart');
      expect(root).toHaveStyle({ border: '1px solid' });
    },
  },
  oldNames: {
    draws: 'LineChart',
    then: async ({ container, fake }) => {
      expect(container.querySelector('#old-harvest')).not.toBeNull();
      act(() => fake.record.select([{ row: null, column: 2 }]));
      await waitFor(() => expect(lastDraw(fake, 'LineChart').rows[0]).toEqual(['2021', 410, null]));
    },
  },
  animation: {
    draws: 'ColumnChart',
    then: async ({ fake, draw }) => {
      expect(draw.options.animation).toEqual({ duration: 1000, easing: 'out', startup: true });
      fireEvent.click(screen.getByRole('button', { name: 'More pears' }));
      await waitFor(() => expect(lastDraw(fake, 'ColumnChart').rows[1]).toEqual(['Pears', 320]));
    },
  },
};

let logSpy: jest.SpyInstance;
let warnSpy: jest.SpyInstance;
beforeEach(() => {
  resetDeprecationWarnings();
  setAction.mockClear();
  logSpy = jest.spyOn(console, 'log').mockImplementation(() => {});
  warnSpy = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  logSpy.mockRestore();
  warnSpy.mockRestore();
  cleanupFake();
});

const table = Object.entries(usages) as [UsageName, PeerUsage][];
const named = table.map(([name, usage]) => [name, usage.title, usage] as const);

describe('each react-google-charts usage draws with only the import changed', () => {
  it.each(named)('%s: %s', async (name, _title, usage) => {
    const check = checks[name];
    const fake = useFake(check.fake);
    check.beforeDraw?.();
    const { container } = render(<usage.App />);
    const svg = await waitFor(() => {
      const drawn = fakeChart(container, check.draws);
      if (!drawn) throw new Error(`${usage.title}: no ${check.draws} drawn`);
      return drawn;
    });
    expect(svg).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    await check.then?.({
      fake,
      container,
      draw: lastDraw(fake, check.draws),
      logs: logSpy.mock.calls,
      warnings: () => warnSpy.mock.calls.map(([message]) => String(message)),
    });
  });
});

describe('coverage of react-google-charts', () => {
  const coverers = (item: string) =>
    table.filter(([, usage]) => (usage.covers as readonly string[]).includes(item));

  it.each(PEER_PROPS)('the %s prop is exercised by a usage (not dropped)', (prop) =>
    expect(coverers(prop)).not.toHaveLength(0),
  );
  it.each(PEER_CALLBACKS)('the callback shape %s is exercised by a usage', (shape) =>
    expect(coverers(shape)).not.toHaveLength(0),
  );
  it.each(PEER_PATTERNS)('the pattern "%s" is exercised by a usage', (pattern) =>
    expect(coverers(pattern)).not.toHaveLength(0),
  );

  it('the usages type-check as written: no error suppressed, no cast', () => {
    const dir = path.join(__dirname, 'usages');
    const files = readdirSync(dir);
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) {
      expect(readFileSync(path.join(dir, file), 'utf8')).not.toMatch(
        /@ts-(expect-error|ignore|nocheck)|\bas (any|unknown)\b|eslint-disable/,
      );
    }
  });
});
