/** `google.visualization.ChartWrapper`: draws a chart of its type, or fires `error` as Google does. */
import { CONTROLS } from './chart-types';
import type { FakeChartClass } from './charts';
import type { FakeContext } from './context';
import type { FakeChart, FakeChartWrapper, FakeOptions } from './types';

/** What `new ChartWrapper(spec)` reads. */
export interface ChartWrapperSpec {
  chartType?: string;
  containerId?: string;
  container?: HTMLElement | null;
  options?: FakeOptions;
  dataTable?: unknown;
  view?: unknown;
}

/** The names of `google.charts` that are the loader's, not charts. */
const LOADER_API = ['load', 'safeLoad', 'setOnLoadCallback'];

/** Shows `message` in the container (when there is one) and fires `error`, as Google does. */
function fail(
  { doc, events }: FakeContext,
  wrapper: FakeChartWrapper,
  container: HTMLElement | null,
  message: string,
) {
  if (container) {
    const div = doc.createElement('div');
    div.setAttribute('data-fake-error', '');
    div.textContent = message;
    container.textContent = '';
    container.appendChild(div);
  }
  events.trigger(wrapper, 'error', { id: 'fake-error', message });
}

/**
 * A wrapper's draw: into `element`, its container or the element of its container id, with the
 * chart class of its type (fires `error` when there is none, or when `failDraw` says so).
 */
function drawWrapper(ctx: FakeContext, wrapper: FakeChartWrapper, element?: HTMLElement) {
  const { doc, opts, google } = ctx;
  const type = wrapper.chartType;
  const container =
    element ||
    wrapper.container ||
    (wrapper.containerId ? doc.getElementById(wrapper.containerId) : null);
  const Chart = (google.visualization || {})[type] || google.charts[type];
  const fails =
    opts.failDraw === true || (Array.isArray(opts.failDraw) && opts.failDraw.indexOf(type) >= 0);
  if (!container)
    return fail(
      ctx,
      wrapper,
      container,
      'The container #' + wrapper.containerId + ' is not defined',
    );
  if (typeof Chart !== 'function' || LOADER_API.indexOf(type) >= 0 || CONTROLS.indexOf(type) >= 0)
    return fail(ctx, wrapper, container, 'Invalid visualization type: ' + type);
  if (fails) return fail(ctx, wrapper, container, 'Fake draw error (' + type + ')');
  try {
    if (!wrapper.chart || wrapper.chart.type !== type || wrapper.chart.container !== container) {
      wrapper.chart = new (Chart as FakeChartClass)(container);
      wrapper.chart.wrapper = wrapper;
    }
    wrapper.chart.draw(wrapper.dataTable, wrapper.options);
  } catch (e) {
    return fail(ctx, wrapper, container, String((e && (e as Error).message) || e));
  }
  ctx.events.trigger(wrapper, 'ready');
}

/** The fake each ChartWrapper class belongs to (one class per fake, see chartWrapperClass). */
const contexts = new WeakMap<object, FakeContext>();

/** The fake a wrapper belongs to: the one of its class. */
const contextOf = (wrapper: object) => contexts.get(wrapper.constructor) as FakeContext;

/** `google.visualization.ChartWrapper`, recorded in its fake's `wrappers`. */
class ChartWrapperOfFake implements FakeChartWrapper {
  chartType: string;
  containerId: string;
  container: HTMLElement | null;
  options: FakeOptions;
  dataTable: unknown;
  view: unknown;
  chart: FakeChart | null = null;
  declare name?: string;
  constructor(spec?: ChartWrapperSpec) {
    const s = spec || {};
    this.chartType = s.chartType || '';
    this.containerId = s.containerId || '';
    this.container = s.container || null;
    this.options = s.options || {};
    this.dataTable = s.dataTable || null;
    this.view = s.view || null;
    contextOf(this).rec.wrappers.push(this);
  }
  getChartType() {
    return this.chartType;
  }
  setChartType(type: string) {
    this.chartType = type;
  }
  getChartName() {
    return this.name || '';
  }
  setChartName(name: string) {
    this.name = name;
  }
  getContainerId() {
    return this.containerId;
  }
  setContainerId(id: string) {
    this.containerId = id;
  }
  getOptions() {
    return this.options;
  }
  setOptions(options?: FakeOptions) {
    this.options = options || {};
  }
  getOption(key: string, fallback?: unknown) {
    const value = this.options[key];
    return value === undefined ? (fallback === undefined ? null : fallback) : value;
  }
  setOption(key: string, value: unknown) {
    this.options[key] = value;
  }
  getDataTable() {
    return this.dataTable;
  }
  setDataTable(data: unknown) {
    this.dataTable = data;
  }
  getView() {
    return this.view;
  }
  setView(view: unknown) {
    this.view = view;
  }
  getDataSourceUrl() {
    return '';
  }
  setDataSourceUrl() {}
  getQuery() {
    return '';
  }
  setQuery() {}
  getRefreshInterval() {
    return 0;
  }
  setRefreshInterval() {}
  getChart() {
    return this.chart;
  }
  getSelection() {
    return this.chart ? this.chart.getSelection() : [];
  }
  toJSON() {
    return JSON.stringify({ chartType: this.chartType, options: this.options });
  }
  clone(): ChartWrapperOfFake {
    const ChartWrapper = this.constructor as typeof ChartWrapperOfFake;
    return new ChartWrapper({
      chartType: this.chartType,
      containerId: this.containerId,
      container: this.container,
      options: JSON.parse(JSON.stringify(this.options)) as FakeOptions,
      dataTable: this.dataTable,
    });
  }
  draw(element?: HTMLElement) {
    drawWrapper(contextOf(this), this, element);
  }
}

/** The ChartWrapper class of the fake of `ctx`. */
export function chartWrapperClass(ctx: FakeContext): typeof ChartWrapperOfFake {
  const ChartWrapper = class ChartWrapper extends ChartWrapperOfFake {};
  contexts.set(ChartWrapper, ctx);
  return ChartWrapper;
}
