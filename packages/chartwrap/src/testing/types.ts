/**
 * The public types of `chartwrap/testing`: what the fake Google Charts is told
 * ({@link FakeGoogleOptions}) and what it records on `window.__fakeGoogle` ({@link FakeGoogleRecord}),
 * each recorded object typed by the fields and methods the fake gives it.
 */

export interface FakeGoogleOptions {
  /** The loader script fails to load (installFakeGoogle) or defines nothing (loader source). */
  scriptError?: boolean;
  /** The loader script loads but defines nothing. */
  emptyScript?: boolean;
  /** `google.charts.load` never calls back. */
  neverLoad?: boolean;
  /** Milliseconds before `google.charts.load` calls back (default 0). */
  loadDelay?: number;
  /** Every draw fails (true) or draws of these chart types fail: the wrapper fires `error`. */
  failDraw?: boolean | string[];
  /** Spreadsheet queries answer with this error message. */
  queryError?: string;
  /** Spreadsheet queries answer with this 2-D array (default: a small table). */
  queryData?: unknown[][];
  /** Run the fake at once instead of waiting for the loader script (installFakeGoogle only). */
  preloaded?: boolean;
}

/** Options as a chart, a wrapper or a control holds them: whatever the code under test passed. */
export type FakeOptions = Record<string, unknown>;

/** One cell of the fake DataTable: its value, its formatted text and its properties. */
export interface FakeCell {
  v: unknown;
  f?: string;
  p: Record<string, unknown>;
}

/** One column of the fake DataTable. */
export interface FakeColumn {
  type: string;
  label: string;
  id: string;
  role: string;
  pattern?: string;
  p: Record<string, unknown>;
}

/** What the fake's DataTable and DataView answer (the reading half of Google's API). */
export interface FakeTable {
  getNumberOfRows(): number;
  getNumberOfColumns(): number;
  getValue(row: number, column: number): unknown;
  getFormattedValue(row: number, column: number): string;
  getColumnLabel(column: number): string;
  getColumnType(column: number): string;
  getColumnId(column: number): string;
  getColumnRole(column: number): string;
  getColumnPattern(column: number): string;
  getColumnProperty(column: number, name: string): unknown;
  getProperty(row: number, column: number, name: string): unknown;
  getDistinctValues(column: number): unknown[];
  /** A table property (null when unset; a DataView has none). */
  getTableProperty?(name: string): unknown;
}

/** A chart the fake made (`new google.visualization.PieChart(container)` and the like). */
export interface FakeChart {
  /** Its chart type, e.g. `PieChart`. */
  type: string;
  container: HTMLElement;
  /** The table of its last draw. */
  data?: FakeTable;
  /** The options of its last draw. */
  options?: FakeOptions;
  selection: google.visualization.ChartSelection[];
  /** The wrapper that drew it, if a wrapper did. */
  wrapper?: FakeChartWrapper;
  draw(data: unknown, options?: FakeOptions): void;
  getSelection(): google.visualization.ChartSelection[];
  setSelection(selection?: google.visualization.ChartSelection[] | null): void;
  clearChart(): void;
  getContainer(): HTMLElement;
  /** Only on the core charts and GeoChart, as in Google Charts: a one-pixel PNG data URI. */
  getImageURI?(): string;
}

/** A `google.visualization.ChartWrapper` of the fake. */
export interface FakeChartWrapper {
  chartType: string;
  containerId: string;
  container: HTMLElement | null;
  options: FakeOptions;
  dataTable: unknown;
  view: unknown;
  /** The chart it drew, null before its first draw. */
  chart: FakeChart | null;
  getChartType(): string;
  getContainerId(): string;
  getOptions(): FakeOptions;
  getOption(key: string, fallback?: unknown): unknown;
  getDataTable(): unknown;
  setDataTable(data: unknown): void;
  getView(): unknown;
  getChart(): FakeChart | null;
  getSelection(): google.visualization.ChartSelection[];
  draw(container?: HTMLElement): void;
}

/** A `google.visualization.ControlWrapper` of the fake. */
export interface FakeControlWrapper {
  controlType: string;
  containerId: string;
  options: FakeOptions;
  state: Record<string, unknown>;
  getControlType(): string;
  getContainerId(): string;
  getOptions(): FakeOptions;
  getState(): Record<string, unknown>;
  draw(): void;
}

/** A `google.visualization.Dashboard` of the fake, with the controls and charts bound in it. */
export interface FakeDashboard {
  container: HTMLElement;
  bindings: { controls: FakeControlWrapper[]; charts: FakeChartWrapper[] }[];
  /** The table of its last draw. */
  data?: FakeTable;
  draw(data: unknown): void;
}

/** A `google.visualization.ChartEditor` of the fake. */
export interface FakeChartEditor {
  /** The copy of the wrapper the dialog edits (null before `openDialog`). */
  wrapper: FakeChartWrapper | null;
  /** The open dialog's element, null when closed. */
  dialog: HTMLElement | null;
  openDialog(wrapper: FakeChartWrapper): void;
  getChartWrapper(): FakeChartWrapper | null;
  closeDialog(): void;
}

/** One draw of a chart: its type, options, column labels and cell values, and its container. */
export interface FakeDraw {
  chartType: string;
  options: FakeOptions;
  columns: string[];
  rows: unknown[][];
  container: HTMLElement;
}

/** One call of `google.charts.load`. */
export interface FakeLoad {
  version: string;
  packages: string[];
  language?: string;
  mapsApiKey?: string;
}

/** One listener of `google.visualization.events`: on what, for which event, and its function. */
export interface FakeListener {
  /** What the listener listens on: a wrapper, a chart, a control, an editor… */
  target: unknown;
  name: string;
  fn: (args?: unknown) => void;
}

/** One item of `google.visualization.drawToolbar`. */
export interface FakeToolbarItem {
  type: string;
  datasource?: string;
  gadget?: string;
  userPrefs?: Record<string, unknown>;
}

/** What the fake recorded; `window.__fakeGoogle`. */
export interface FakeGoogleRecord {
  options: FakeGoogleOptions;
  loads: FakeLoad[];
  packages: string[];
  draws: FakeDraw[];
  wrappers: FakeChartWrapper[];
  charts: FakeChart[];
  controls: FakeControlWrapper[];
  dashboards: FakeDashboard[];
  editors: FakeChartEditor[];
  queries: string[];
  toolbars: { container: HTMLElement; items: FakeToolbarItem[] }[];
  formats: { type: string; column: unknown; options: unknown }[];
  /**
   * Every image taken with `getImageURI`: the chart type and the chart's container. Only the charts
   * Google renders as images have the method (the core charts and GeoChart); it returns a valid
   * one-pixel PNG as a data URI.
   */
  images: { chartType: string; container: HTMLElement }[];
  listeners: FakeListener[];
  cleared: number;
  /** Sets the selection of a wrapper's chart (default: the last wrapper) and fires `select`. */
  select(
    selection: { row: number | null; column?: number | null }[],
    wrapper?: FakeChartWrapper,
  ): void;
  /** `google.visualization.events.trigger`. */
  trigger(target: unknown, name: string, args?: unknown): void;
  /** Number of listeners still registered on `target` (all targets when omitted). */
  listenerCount(target?: unknown): number;
}

declare global {
  interface Window {
    __fakeGoogle?: FakeGoogleRecord;
  }
}
