/**
 * The fake `google` namespace: `runFakeGoogle(window, options)` defines `google.charts` (the
 * loader) on the window and starts the record `window.__fakeGoogle`; each `google.charts.load`
 * then defines `google.visualization` and the classes of the packages it names. This module is
 * what the browser script runs (script-entry.ts) and what `installFakeGoogle` runs in jsdom.
 */
import { CONTROLS, CORE_CHARTS, MATERIAL_CHARTS, OWN_PACKAGE_CHARTS } from './chart-types';
import { chartWrapperClass } from './chart-wrapper';
import { chartClass } from './charts';
import type { FakeContext, FakeNamespace, FakeWindow } from './context';
import { controlWrapperClass, dashboardClass } from './dashboards';
import { FakeDataTable } from './data-table';
import { FakeDataView } from './data-view';
import { chartEditorClass, toolbarDrawer } from './editor';
import { countListeners, createEvents, type FakeEvents } from './events';
import { FORMAT_RULES, formatterClass } from './formatters';
import { queryClass } from './query';
import { arrayToDataTable } from './tables';
import type { FakeChartWrapper, FakeGoogleOptions, FakeGoogleRecord } from './types';

/** A new, empty record for the options, and the events namespace whose listeners it keeps. */
function createRecord(opts: FakeGoogleOptions): { rec: FakeGoogleRecord; events: FakeEvents } {
  const rec: FakeGoogleRecord = {
    options: opts,
    loads: [],
    packages: [],
    draws: [],
    wrappers: [],
    charts: [],
    controls: [],
    dashboards: [],
    editors: [],
    queries: [],
    toolbars: [],
    formats: [],
    images: [],
    listeners: [],
    cleared: 0,
    select(selection, wrapper?: FakeChartWrapper) {
      const target = wrapper || rec.wrappers[rec.wrappers.length - 1];
      if (target && target.chart) target.chart.setSelection(selection);
      events.trigger(target, 'select');
    },
    trigger: (target, name, args) => events.trigger(target, name, args),
    listenerCount: (target) => countListeners(rec, target),
  };
  const events = createEvents(rec);
  return { rec, events };
}

/** What one `google.charts.load` adds: the base namespace, then each package's classes. */
function namespaceFiller(ctx: FakeContext) {
  const { rec, google } = ctx;
  const visualization: Record<string, unknown> = {};
  const ChartWrapper = chartWrapperClass(ctx);
  const Query = queryClass(ctx);
  const drawToolbar = toolbarDrawer(ctx);
  const chart = (type: string) => visualization[type] || chartClass(ctx, type);
  function installBase() {
    google.visualization = visualization;
    Object.assign(visualization, {
      ChartWrapper,
      DataTable: FakeDataTable,
      DataView: FakeDataView,
      arrayToDataTable,
      events: ctx.events,
      Query,
      drawToolbar,
      errors: { addError: () => '', removeAll: () => {} },
    });
    for (const type of Object.keys(FORMAT_RULES)) visualization[type] = formatterClass(rec, type);
  }
  function installPackage(name: string) {
    if (rec.packages.indexOf(name) < 0) rec.packages.push(name);
    if (name === 'corechart') CORE_CHARTS.forEach((type) => (visualization[type] = chart(type)));
    OWN_PACKAGE_CHARTS.forEach((type) => {
      if (type.toLowerCase() === name) visualization[type] = chart(type);
    });
    MATERIAL_CHARTS.forEach((type) => {
      if (type.toLowerCase() === name)
        google.charts[type] = google.charts[type] || chartClass(ctx, type);
    });
    if (name === 'controls') {
      visualization.Dashboard = dashboardClass(ctx);
      visualization.ControlWrapper = controlWrapperClass(ctx);
      CONTROLS.forEach((type) => (visualization[type] = function () {}));
    }
    if (name === 'charteditor') visualization.ChartEditor = chartEditorClass(ctx);
  }
  return { installBase, installPackage };
}

/** `google.charts.load`'s arguments: `(settings)` or `(version, settings)`. */
type LoadSettings = google.LoadOptions;

/** `google.charts`: `load` (also `safeLoad`) and `setOnLoadCallback`, as Google's loader has them. */
function defineLoader(ctx: FakeContext) {
  const { rec, opts, google } = ctx;
  const { installBase, installPackage } = namespaceFiller(ctx);
  let pendingLoads = 0;
  let onLoad: (() => void)[] = [];
  function load(versionOrSettings?: string | LoadSettings, maybeSettings?: LoadSettings) {
    const given = typeof versionOrSettings === 'object';
    const settings = (given ? versionOrSettings : maybeSettings) || {};
    const version = given ? 'current' : String(versionOrSettings);
    const packages = ([] as string[]).concat(settings.packages || []);
    rec.loads.push({
      version,
      packages,
      language: settings.language,
      mapsApiKey: settings.mapsApiKey,
    });
    pendingLoads++;
    return new Promise<undefined>((resolve) => {
      if (opts.neverLoad) return;
      setTimeout(() => {
        installBase();
        packages.forEach(installPackage);
        pendingLoads--;
        if (typeof settings.callback === 'function') settings.callback();
        resolve(undefined);
        if (!pendingLoads) {
          const callbacks = onLoad;
          onLoad = [];
          callbacks.forEach((callback) => callback());
        }
      }, opts.loadDelay || 0);
    });
  }
  function setOnLoadCallback(callback: () => void) {
    if (!pendingLoads && google.visualization) setTimeout(callback, 0);
    else onLoad.push(callback);
  }
  google.charts = { load, safeLoad: load, setOnLoadCallback };
}

/**
 * Runs the fake in `win`: defines `google.charts` and starts `win.__fakeGoogle`. With
 * `scriptError` or `emptyScript` it does nothing, as a loader script that failed or was empty.
 */
export function runFakeGoogle(win: FakeWindow, options?: FakeGoogleOptions): void {
  const opts = options || {};
  if (opts.scriptError || opts.emptyScript) return;
  const { rec, events } = createRecord(opts);
  win.__fakeGoogle = rec;
  const google = (win.google || {}) as FakeNamespace;
  win.google = google;
  const ctx: FakeContext = { win, doc: win.document, opts, rec, events, google };
  defineLoader(ctx);
}
