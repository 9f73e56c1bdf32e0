/**
 * @jest-environment node
 */
/* eslint-disable @typescript-eslint/no-explicit-any */
import { JSDOM } from 'jsdom';
import { fakeGoogleLoaderSource, type FakeGoogleRecord } from '../src';

type Page = Window & {
  google?: any;
  __fakeGoogle?: FakeGoogleRecord;
  eval: (src: string) => unknown;
  MouseEvent: typeof MouseEvent;
};

/** A fresh page that runs the loader source as a browser would: no module scope available. */
function page(options = {}) {
  const dom = new JSDOM('<!doctype html><div id="c"></div><div id="d"></div>', {
    runScripts: 'outside-only',
  });
  const win = dom.window as unknown as Page;
  win.eval(fakeGoogleLoaderSource(options));
  return win;
}

const flush = () => new Promise((r) => setTimeout(r, 5));

/** A ChartWrapper drawing `dataTable` (one row by default) into #c, and the errors it reports. */
function wrapperIn(win: Page, settings: Record<string, unknown>) {
  const V = win.google.visualization;
  const wrapper = new V.ChartWrapper({
    containerId: 'c',
    dataTable: [
      ['A', 'B'],
      ['x', 1],
    ],
    ...settings,
  });
  const errors: { id: string; message: string }[] = [];
  V.events.addListener(wrapper, 'error', (e: { id: string; message: string }) => errors.push(e));
  return { V, wrapper, errors };
}

describe('fakeGoogleLoaderSource', () => {
  it('is self-contained JavaScript defining google.charts', () => {
    const src = fakeGoogleLoaderSource();
    expect(src).toMatch(/^;\(function/);
    const win = page();
    expect(typeof win.google.charts.load).toBe('function');
    expect(win.google.visualization).toBeUndefined();
  });

  it('loads packages, draws an identifiable svg and fires ready/select', async () => {
    const win = page();
    let loaded = false;
    win.google.charts.load('current', { packages: ['corechart'], callback: () => (loaded = true) });
    await flush();
    expect(loaded).toBe(true);
    const { V, wrapper, errors } = wrapperIn(win, {
      chartType: 'PieChart',
      options: { title: 'T' },
    });
    const seen: string[] = [];
    V.events.addListener(wrapper, 'ready', () => seen.push('ready'));
    V.events.addListener(wrapper, 'select', () => seen.push('select'));
    wrapper.draw();
    const svg = win.document.querySelector('#c svg')!;
    expect(svg.getAttribute('data-fake-chart')).toBe('PieChart');
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getAttribute('aria-label')).toBe('PieChart: T (1 rows)');
    svg.dispatchEvent(new win.MouseEvent('click'));
    expect(seen).toEqual(['ready', 'select']);
    expect(errors).toEqual([]);
    expect(wrapper.getChart().getSelection()).toEqual([{ row: 0, column: 1 }]);
    expect(win.__fakeGoogle!.draws).toHaveLength(1);
  });

  it('only knows the chart types of loaded packages, and loads more later', async () => {
    const win = page();
    win.google.charts.load('current', { packages: ['corechart'] });
    await flush();
    const { wrapper, errors } = wrapperIn(win, { chartType: 'Gantt', dataTable: [['A'], ['x']] });
    wrapper.draw();
    expect(errors.map((e) => e.message)).toEqual(['Invalid visualization type: Gantt']);
    await win.google.charts.load('current', { packages: ['gantt'] });
    wrapper.draw();
    expect(win.document.querySelector('#c svg')!.getAttribute('data-fake-chart')).toBe('Gantt');
  });
});

describe('fakeGoogleLoaderSource: the rest of the visualization API, image export and failures', () => {
  it('supports dashboards, controls, the editor, queries, formatters and data views', async () => {
    const win = page({
      queryData: [
        ['N', 'V'],
        ['a', 1],
      ],
    });
    win.google.charts.load('current', {
      packages: ['corechart', 'controls', 'charteditor', 'table'],
    });
    await new Promise((r) => win.google.charts.setOnLoadCallback(r));
    const V = win.google.visualization;
    const dt = V.arrayToDataTable([
      ['Name', 'N'],
      ['a', 1.5],
      ['b', 2],
    ]);
    new V.NumberFormat({ prefix: '€' }).format(dt, 1);
    expect(dt.getFormattedValue(0, 1)).toBe('€1.50');
    const view = new V.DataView(dt);
    view.setColumns([
      0,
      { type: 'number', label: 'x2', calc: (t: any, r: number) => t.getValue(r, 1) * 2 },
    ]);
    expect(view.getValue(1, 1)).toBe(4);
    const dash = new V.Dashboard(win.document.body);
    const control = new V.ControlWrapper({
      controlType: 'CategoryFilter',
      containerId: 'd',
      options: { filterColumnIndex: 0 },
    });
    const chart = new V.ChartWrapper({ chartType: 'Table', containerId: 'c' });
    dash.bind(control, chart).draw(dt);
    expect(win.document.querySelector('#d [data-fake-control]')!.getAttribute('aria-label')).toBe(
      'CategoryFilter: column 0',
    );
    expect(win.document.querySelector('#c svg')!.getAttribute('data-fake-chart')).toBe('Table');
    const editor = new V.ChartEditor();
    editor.openDialog(chart);
    expect(win.document.querySelector('[role="dialog"]')).not.toBeNull();
    const table = await new Promise<any>((r) =>
      new V.Query('https://sheet.test/gviz/tq').send((res: any) => r(res.getDataTable())),
    );
    expect(table.getValue(0, 0)).toBe('a');
  });

  it('renders the core charts and GeoChart as a PNG data URI; other charts have no getImageURI', async () => {
    const win = page();
    win.google.charts.load('current', { packages: ['corechart', 'geochart', 'table', 'bar'] });
    await flush();
    const drawn = (chartType: string) => {
      const { wrapper } = wrapperIn(win, { chartType });
      wrapper.draw();
      return wrapper.getChart();
    };
    for (const chartType of ['ColumnChart', 'GeoChart']) {
      const uri: string = drawn(chartType).getImageURI();
      const [, base64] = /^data:image\/png;base64,(.+)$/.exec(uri)!;
      // The PNG signature, then the header chunk.
      expect([...Buffer.from(base64, 'base64').subarray(0, 16)]).toEqual([
        137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82,
      ]);
    }
    expect(win.__fakeGoogle!.images.map((image) => image.chartType)).toEqual([
      'ColumnChart',
      'GeoChart',
    ]);
    expect(win.__fakeGoogle!.images[0].container.id).toBe('c');
    expect(drawn('Table').getImageURI).toBeUndefined();
    expect(drawn('Bar').getImageURI).toBeUndefined();
  });

  it('can be told to fail: no script, never loading, draw errors', async () => {
    expect(page({ scriptError: true }).google).toBeUndefined();
    const never = page({ neverLoad: true });
    let called = false;
    never.google.charts.load('current', {
      packages: ['corechart'],
      callback: () => (called = true),
    });
    await flush();
    expect(called).toBe(false);
    const failing = page({ failDraw: ['PieChart'] });
    failing.google.charts.load('current', { packages: ['corechart'] });
    await flush();
    const { wrapper, errors } = wrapperIn(failing, { chartType: 'PieChart' });
    wrapper.draw();
    expect(errors).toEqual([{ id: 'fake-error', message: 'Fake draw error (PieChart)' }]);
  });
});
