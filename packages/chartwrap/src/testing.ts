/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-this-alias, prefer-rest-params -- ES5-style, self-contained source served to browsers */
/**
 * `chartwrap/testing`: the test double of Google Charts, for tests of components that draw charts
 * (no network, no drawing in jsdom). A fake `google.charts` loader and `google.visualization`
 * namespace, used by the library's own unit tests, the site's tests (jsdom), and the browser tests
 * and the bench (served as the body of the loader URL, see test-support/src/loader-route.ts). A
 * separate entry point: the main `chartwrap` entry never imports it.
 *
 * - `installFakeGoogle(window, options)`: in jsdom, answers the loader `<script>` the library
 *   injects by running the fake (or failing, with `scriptError`).
 * - `fakeGoogleLoaderSource(options)`: self-contained JavaScript for the loader URL's body
 *   (`routeFakeGoogle(page)` serves it for the loader URL).
 *
 * Everything the fake is asked to do is recorded on `window.__fakeGoogle` ({@link FakeGoogleRecord}).
 * Drawn charts render `<svg data-fake-chart="<ChartType>" role="img" aria-label="…">` into their
 * container and fire `ready`; clicking the svg selects the first row and fires `select`. The core
 * charts and GeoChart have `getImageURI`, which returns a one-pixel PNG data URI.
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

export interface FakeDraw {
  chartType: string;
  options: any;
  columns: string[];
  rows: unknown[][];
  container: HTMLElement;
}

/** What the fake recorded; `window.__fakeGoogle`. */
export interface FakeGoogleRecord {
  options: FakeGoogleOptions;
  loads: { version: string; packages: string[]; language?: string; mapsApiKey?: string }[];
  packages: string[];
  draws: FakeDraw[];
  wrappers: any[];
  charts: any[];
  controls: any[];
  dashboards: any[];
  editors: any[];
  queries: string[];
  toolbars: { container: HTMLElement; items: any[] }[];
  formats: { type: string; column: unknown; options: unknown }[];
  /**
   * Every image taken with `getImageURI`: the chart type and the chart's container. Only the charts
   * Google renders as images have the method (the core charts and GeoChart); it returns a valid
   * one-pixel PNG as a data URI.
   */
  images: { chartType: string; container: HTMLElement }[];
  listeners: { target: any; name: string; fn: (a?: any) => void }[];
  cleared: number;
  /** Sets the selection of a wrapper's chart (default: the last wrapper) and fires `select`. */
  select(selection: { row: number | null; column?: number | null }[], wrapper?: any): void;
  /** `google.visualization.events.trigger`. */
  trigger(target: any, name: string, args?: unknown): void;
  /** Number of listeners still registered on `target` (all targets when omitted). */
  listenerCount(target?: any): number;
}

declare global {
  interface Window {
    __fakeGoogle?: FakeGoogleRecord;
  }
}

/**
 * The fake itself. It must stay self-contained (no reference to anything outside its body and no
 * syntax a compiler would turn into helper calls): its source text is served to browsers.
 */
function fakeGoogleScript(win: any, opts: FakeGoogleOptions) {
  opts = opts || {};
  if (opts.scriptError || opts.emptyScript) return;
  const doc = win.document;
  const SVG = 'http://www.w3.org/2000/svg';
  const CORE = [
    'AreaChart',
    'BarChart',
    'BubbleChart',
    'CandlestickChart',
    'ColumnChart',
    'ComboChart',
    'Histogram',
    'LineChart',
    'PieChart',
    'ScatterChart',
    'SteppedAreaChart',
  ];
  const OWN = [
    'AnnotationChart',
    'Calendar',
    'Gantt',
    'Gauge',
    'GeoChart',
    'Map',
    'OrgChart',
    'Sankey',
    'Table',
    'Timeline',
    'TreeMap',
    'WordTree',
  ];
  const MATERIAL = ['Line', 'Bar', 'Scatter'];
  // What getImageURI returns: a valid PNG (one pixel, #3366cc), as a data URI.
  const PNG =
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGMwTjvzHwAEmgJlc/kGHwAAAABJRU5ErkJggg==';
  const CONTROLS = [
    'CategoryFilter',
    'ChartRangeFilter',
    'DateRangeFilter',
    'NumberRangeFilter',
    'StringFilter',
  ];

  const rec: any = {
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
  };
  win.__fakeGoogle = rec;

  // ---- events -------------------------------------------------------------------------------
  const events = {
    addListener(target: any, name: string, fn: any) {
      const l = { target: target, name: name, fn: fn };
      rec.listeners.push(l);
      return l;
    },
    addOneTimeListener(target: any, name: string, fn: any) {
      const l: any = events.addListener(target, name, function (a: any) {
        events.removeListener(l);
        fn(a);
      });
      return l;
    },
    removeListener(l: any) {
      const i = rec.listeners.indexOf(l);
      if (i >= 0) rec.listeners.splice(i, 1);
    },
    removeAllListeners(target: any) {
      rec.listeners = rec.listeners.filter(function (l: any) {
        return l.target !== target;
      });
    },
    trigger(target: any, name: string, args?: any) {
      rec.listeners.slice().forEach(function (l: any) {
        if (l.target === target && l.name === name) l.fn(args);
      });
    },
  };
  rec.trigger = events.trigger;
  rec.listenerCount = function (target?: any) {
    return rec.listeners.filter(function (l: any) {
      return target === undefined || l.target === target;
    }).length;
  };

  // ---- data ---------------------------------------------------------------------------------
  function kind(v: any) {
    if (v instanceof Date) return 'date';
    if (Array.isArray(v)) return 'timeofday';
    return typeof v;
  }
  function cell(v: any) {
    if (v && typeof v === 'object' && !(v instanceof Date) && !Array.isArray(v))
      return { v: v.v === undefined ? null : v.v, f: v.f, p: v.p || {} };
    return { v: v === undefined ? null : v, p: {} };
  }
  const DataTable: any = function (this: any, json?: any) {
    const self = this;
    self.cols = [];
    self.rows = [];
    self.p = {};
    if (json) {
      (json.cols || []).forEach(function (c: any) {
        self.addColumn(c);
      });
      (json.rows || []).forEach(function (r: any) {
        self.addRow(r.c || []);
      });
      self.p = json.p || {};
    }
  };
  const T = DataTable.prototype;
  T.addColumn = function (type: any, label?: string, id?: string) {
    const c: any =
      type && typeof type === 'object'
        ? {
            type: type.type || 'string',
            label: type.label || '',
            id: type.id || '',
            role: type.role || '',
            pattern: type.pattern || '',
            p: type.p || {},
          }
        : { type: type || 'string', label: label || '', id: id || '', role: '', p: {} };
    if (c.role) c.p.role = c.role;
    this.cols.push(c);
    this.rows.forEach(function (r: any) {
      r.push(cell(null));
    });
    return this.cols.length - 1;
  };
  T.addRow = function (cells?: any[]) {
    const row = this.cols.map(function (_: any, j: number) {
      return cell(cells ? cells[j] : null);
    });
    this.rows.push(row);
    return this.rows.length - 1;
  };
  T.addRows = function (rows: any) {
    const self = this;
    if (typeof rows === 'number') for (let i = 0; i < rows; i++) self.addRow();
    else
      rows.forEach(function (r: any) {
        self.addRow(r);
      });
    return self.rows.length - 1;
  };
  T.getNumberOfRows = function () {
    return this.rows.length;
  };
  T.getNumberOfColumns = function () {
    return this.cols.length;
  };
  T.getColumnLabel = function (j: number) {
    return this.cols[j].label;
  };
  T.setColumnLabel = function (j: number, label: string) {
    this.cols[j].label = label;
  };
  T.getColumnId = function (j: number) {
    return this.cols[j].id;
  };
  T.getColumnType = function (j: number) {
    return this.cols[j].type;
  };
  T.getColumnRole = function (j: number) {
    return this.cols[j].role;
  };
  T.getColumnPattern = function (j: number) {
    return this.cols[j].pattern || '';
  };
  T.getColumnProperties = function (j: number) {
    return this.cols[j].p;
  };
  T.getColumnProperty = function (j: number, name: string) {
    const v = this.cols[j].p[name];
    return v === undefined ? null : v;
  };
  T.setColumnProperty = function (j: number, name: string, v: any) {
    this.cols[j].p[name] = v;
  };
  T.getValue = function (i: number, j: number) {
    return this.rows[i][j].v;
  };
  T.setValue = function (i: number, j: number, v: any) {
    this.rows[i][j].v = v;
    this.rows[i][j].f = undefined;
  };
  T.getFormattedValue = function (i: number, j: number) {
    const c = this.rows[i][j];
    if (c.f != null) return c.f;
    if (c.v == null) return '';
    return c.v instanceof Date ? c.v.toDateString() : String(c.v);
  };
  T.setFormattedValue = function (i: number, j: number, f: string) {
    this.rows[i][j].f = f;
  };
  T.setCell = function (i: number, j: number, v: any, f?: string, p?: any) {
    this.rows[i][j] = { v: v, f: f, p: p || {} };
  };
  T.getProperty = function (i: number, j: number, name: string) {
    const v = this.rows[i][j].p[name];
    return v === undefined ? null : v;
  };
  T.getProperties = function (i: number, j: number) {
    return this.rows[i][j].p;
  };
  T.setProperty = function (i: number, j: number, name: string, v: any) {
    this.rows[i][j].p[name] = v;
  };
  T.getRowProperty = function () {
    return null;
  };
  T.getTableProperty = function (name: string) {
    return this.p[name] === undefined ? null : this.p[name];
  };
  T.getTableProperties = function () {
    return this.p;
  };
  T.getDistinctValues = function (j: number) {
    const out: any[] = [];
    for (let i = 0; i < this.getNumberOfRows(); i++) {
      const v = this.getValue(i, j);
      if (out.indexOf(v) < 0) out.push(v);
    }
    return out.sort();
  };
  T.getColumnRange = function (j: number) {
    const vs = this.getDistinctValues(j).filter(function (v: any) {
      return v != null;
    });
    return { min: vs.length ? vs[0] : null, max: vs.length ? vs[vs.length - 1] : null };
  };
  T.getSortedRows = function (j: any) {
    const self = this;
    const col = typeof j === 'number' ? j : j.column;
    const idx = self.rows.map(function (_: any, i: number) {
      return i;
    });
    return idx.sort(function (a: number, b: number) {
      const x = self.getValue(a, col);
      const y = self.getValue(b, col);
      return x < y ? -1 : x > y ? 1 : 0;
    });
  };
  T.getFilteredRows = function (filters: any[]) {
    const self = this;
    const out: number[] = [];
    for (let i = 0; i < self.getNumberOfRows(); i++) {
      const ok = filters.every(function (f: any) {
        const v = self.getValue(i, f.column);
        if ('value' in f) return v === f.value;
        return (f.minValue == null || v >= f.minValue) && (f.maxValue == null || v <= f.maxValue);
      });
      if (ok) out.push(i);
    }
    return out;
  };
  T.insertColumn = function (j: number, type: string, label?: string, id?: string) {
    this.cols.splice(j, 0, { type: type, label: label || '', id: id || '', role: '', p: {} });
    this.rows.forEach(function (r: any) {
      r.splice(j, 0, cell(null));
    });
  };
  T.removeColumn = function (j: number) {
    this.cols.splice(j, 1);
    this.rows.forEach(function (r: any) {
      r.splice(j, 1);
    });
  };
  T.removeRow = function (i: number) {
    this.rows.splice(i, 1);
  };
  T.removeRows = function (i: number, n: number) {
    this.rows.splice(i, n);
  };
  T.clone = function () {
    return new DataTable(JSON.parse(this.toJSON()));
  };
  T.toJSON = function () {
    return JSON.stringify({
      cols: this.cols,
      rows: this.rows.map(function (r: any) {
        return { c: r };
      }),
      p: this.p,
    });
  };

  function arrayToDataTable(arr: any[], firstRowIsData?: boolean) {
    const dt = new DataTable();
    if (!Array.isArray(arr) || !arr.length) throw new Error('Not an array');
    const head = firstRowIsData
      ? arr[0].map(function (_: any, j: number) {
          return 'C' + j;
        })
      : arr[0];
    const rows = firstRowIsData ? arr : arr.slice(1);
    head.forEach(function (h: any, j: number) {
      let type = h && typeof h === 'object' ? h.type : undefined;
      if (!type) {
        for (let i = 0; i < rows.length && !type; i++) {
          const c = cell(rows[i][j]).v;
          if (c != null) type = kind(c);
        }
      }
      if (type === 'object' || !type) type = 'string';
      if (h && typeof h === 'object') {
        const spec: any = {};
        Object.keys(h).forEach(function (k) {
          spec[k] = h[k];
        });
        spec.type = type;
        dt.addColumn(spec);
      } else dt.addColumn(type, String(h));
    });
    rows.forEach(function (r: any[], i: number) {
      if (r.length !== head.length) throw new Error('Row ' + i + ' has ' + r.length + ' columns');
      r.forEach(function (v: any, j: number) {
        const c = cell(v).v;
        const t = dt.getColumnType(j) === 'datetime' ? 'date' : dt.getColumnType(j);
        if (c != null && kind(c) !== t)
          throw new Error('Type mismatch. Value ' + c + ' does not match type ' + t);
      });
      dt.addRow(r);
    });
    return dt;
  }

  const DataView: any = function (this: any, dt: any) {
    this.dt = dt;
    this.cols = null;
    this.rowIdx = null;
  };
  const W = DataView.prototype;
  W.setColumns = function (cols: any[]) {
    this.cols = cols;
  };
  W.setRows = function (rows: number[]) {
    this.rowIdx = rows;
  };
  W.getViewColumns = function () {
    return this.cols;
  };
  W.col = function (j: number) {
    return this.cols ? this.cols[j] : j;
  };
  W.row = function (i: number) {
    return this.rowIdx ? this.rowIdx[i] : i;
  };
  W.getNumberOfRows = function () {
    return this.rowIdx ? this.rowIdx.length : this.dt.getNumberOfRows();
  };
  W.getNumberOfColumns = function () {
    return this.cols ? this.cols.length : this.dt.getNumberOfColumns();
  };
  W.getTableRowIndex = function (i: number) {
    return this.row(i);
  };
  W.getValue = function (i: number, j: number) {
    const c = this.col(j);
    if (typeof c === 'number') return this.dt.getValue(this.row(i), c);
    if (c.calc) return c.calc(this.dt, this.row(i));
    return this.dt.getValue(this.row(i), c.sourceColumn);
  };
  W.getFormattedValue = function (i: number, j: number) {
    const c = this.col(j);
    if (typeof c === 'number') return this.dt.getFormattedValue(this.row(i), c);
    const v = this.getValue(i, j);
    return v == null ? '' : String(v);
  };
  ['Label', 'Type', 'Id', 'Role', 'Pattern'].forEach(function (k) {
    W['getColumn' + k] = function (j: number) {
      const c = this.col(j);
      if (typeof c === 'number') return this.dt['getColumn' + k](c);
      if (c.sourceColumn != null && !c.calc) return this.dt['getColumn' + k](c.sourceColumn);
      return c[k.toLowerCase()] || (k === 'Type' ? 'string' : '');
    };
  });
  W.getColumnProperty = function () {
    return null;
  };
  W.getProperty = function () {
    return null;
  };
  W.getDistinctValues = T.getDistinctValues;
  W.toDataTable = function () {
    const dt = new DataTable();
    for (let j = 0; j < this.getNumberOfColumns(); j++)
      dt.addColumn(this.getColumnType(j), this.getColumnLabel(j));
    for (let i = 0; i < this.getNumberOfRows(); i++) {
      const r: any[] = [];
      for (let j = 0; j < this.getNumberOfColumns(); j++) r.push(this.getValue(i, j));
      dt.addRow(r);
    }
    return dt;
  };

  function toTable(d: any) {
    if (!d) return new DataTable();
    if (Array.isArray(d)) return arrayToDataTable(d);
    if (typeof d.getNumberOfRows === 'function') return d;
    return new DataTable(d);
  }
  function snapshot(dt: any) {
    const columns: string[] = [];
    const rows: unknown[][] = [];
    for (let j = 0; j < dt.getNumberOfColumns(); j++) columns.push(dt.getColumnLabel(j));
    for (let i = 0; i < dt.getNumberOfRows(); i++) {
      const r: unknown[] = [];
      for (let j = 0; j < dt.getNumberOfColumns(); j++) r.push(dt.getValue(i, j));
      rows.push(r);
    }
    return { columns: columns, rows: rows };
  }

  // ---- formatters ---------------------------------------------------------------------------
  function formatter(type: string, fmt: (v: any, o: any) => string | undefined) {
    const F: any = function (this: any, o: any) {
      this.o = o || {};
      this.ranges = [];
    };
    F.prototype.format = function (dt: any, col: any, dst?: number) {
      rec.formats.push({ type: type, column: col, options: this.o });
      for (let i = 0; i < dt.getNumberOfRows(); i++) {
        if (type === 'PatternFormat') {
          const pattern = String(this.o);
          const text = pattern.replace(/\{(\d+)\}/g, function (_: string, n: string) {
            return dt.getFormattedValue(i, col[Number(n)]);
          });
          dt.setFormattedValue(i, dst == null ? col[0] : dst, text);
        } else {
          const f = fmt(dt.getValue(i, col), this.o);
          if (f !== undefined) dt.setFormattedValue(i, col, f);
        }
      }
    };
    F.prototype.addRange = function () {
      this.ranges.push([].slice.call(arguments));
    };
    F.prototype.addGradientRange = F.prototype.addRange;
    F.prototype.formatValue = function (v: any) {
      return fmt(v, this.o);
    };
    return F;
  }
  function num(v: any, o: any) {
    if (typeof v !== 'number') return undefined;
    const digits = o.fractionDigits == null ? 2 : o.fractionDigits;
    return (o.prefix || '') + v.toFixed(digits) + (o.suffix || '');
  }
  function date(v: any) {
    return v instanceof Date ? v.toISOString().slice(0, 10) : undefined;
  }
  function none() {
    return undefined;
  }

  // ---- charts -------------------------------------------------------------------------------
  function titleOf(o: any) {
    if (!o) return '';
    return o.title || (o.chart && o.chart.title) || '';
  }
  /** Draws a chart's stand-in svg into `container`; clicking it calls `onClick`. */
  function render(
    container: any,
    { type, dt, options, onClick }: { type: string; dt: any; options: any; onClick: () => void },
  ) {
    const n = dt ? dt.getNumberOfRows() : 0;
    const title = titleOf(options);
    const svg = doc.createElementNS(SVG, 'svg');
    svg.setAttribute('data-fake-chart', type);
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', type + (title ? ': ' + title : '') + ' (' + n + ' rows)');
    svg.setAttribute('viewBox', '0 0 100 50');
    svg.setAttribute('width', '100%');
    svg.setAttribute('height', '100%');
    for (let i = 0; i < Math.min(n, 20); i++) {
      const r = doc.createElementNS(SVG, 'rect');
      const h = 10 + ((i * 7) % 35);
      r.setAttribute('x', String(2 + i * 5));
      r.setAttribute('y', String(50 - h));
      r.setAttribute('width', '4');
      r.setAttribute('height', String(h));
      r.setAttribute('fill', (options && options.colors && options.colors[0]) || '#3366cc');
      svg.appendChild(r);
    }
    svg.addEventListener('click', onClick);
    container.textContent = '';
    container.appendChild(svg);
  }
  function chartClass(type: string) {
    const C: any = function (this: any, container: any) {
      this.container = container;
      this.type = type;
      this.selection = [];
      rec.charts.push(this);
    };
    C.prototype.draw = function (data: any, options: any) {
      const self = this;
      const dt = toTable(data);
      self.data = dt;
      self.options = options || {};
      const s = snapshot(dt);
      rec.draws.push({
        chartType: type,
        options: self.options,
        columns: s.columns,
        rows: s.rows,
        container: self.container,
      });
      render(self.container, {
        type,
        dt,
        options: self.options,
        onClick() {
          self.selection = [{ row: 0, column: 1 }];
          events.trigger(self.wrapper || self, 'select');
        },
      });
      events.trigger(self, 'ready');
    };
    C.prototype.getSelection = function () {
      return this.selection;
    };
    C.prototype.setSelection = function (s: any) {
      this.selection = s || [];
    };
    C.prototype.clearChart = function () {
      rec.cleared++;
      this.container.textContent = '';
    };
    C.prototype.getContainer = function () {
      return this.container;
    };
    // Google renders the core charts and GeoChart as images; the others have no getImageURI.
    if (CORE.indexOf(type) >= 0 || type === 'GeoChart')
      C.prototype.getImageURI = function () {
        rec.images.push({ chartType: type, container: this.container });
        return PNG;
      };
    C.prototype.computeDiff = function (oldData: any, newData: any) {
      const dt = toTable(newData).clone();
      dt.p = { diff: true, old: snapshot(toTable(oldData)).rows.length };
      return dt;
    };
    C.convertOptions = function (o: any) {
      const out: any = { converted: true };
      Object.keys(o || {}).forEach(function (k) {
        out[k] = o[k];
      });
      return out;
    };
    return C;
  }

  function ChartWrapper(this: any, spec?: any) {
    spec = spec || {};
    this.chartType = spec.chartType || '';
    this.containerId = spec.containerId || '';
    this.container = spec.container || null;
    this.options = spec.options || {};
    this.dataTable = spec.dataTable || null;
    this.view = spec.view || null;
    this.chart = null;
    rec.wrappers.push(this);
  }
  const CW = ChartWrapper.prototype;
  CW.getChartType = function () {
    return this.chartType;
  };
  CW.setChartType = function (t: string) {
    this.chartType = t;
  };
  CW.getChartName = function () {
    return this.name || '';
  };
  CW.setChartName = function (n: string) {
    this.name = n;
  };
  CW.getContainerId = function () {
    return this.containerId;
  };
  CW.setContainerId = function (id: string) {
    this.containerId = id;
  };
  CW.getOptions = function () {
    return this.options;
  };
  CW.setOptions = function (o: any) {
    this.options = o || {};
  };
  CW.getOption = function (k: string, d?: any) {
    return this.options[k] === undefined ? (d === undefined ? null : d) : this.options[k];
  };
  CW.setOption = function (k: string, v: any) {
    this.options[k] = v;
  };
  CW.getDataTable = function () {
    return this.dataTable;
  };
  CW.setDataTable = function (d: any) {
    this.dataTable = d;
  };
  CW.getView = function () {
    return this.view;
  };
  CW.setView = function (v: any) {
    this.view = v;
  };
  CW.getDataSourceUrl = function () {
    return '';
  };
  CW.setDataSourceUrl = function () {};
  CW.getQuery = function () {
    return '';
  };
  CW.setQuery = function () {};
  CW.getRefreshInterval = function () {
    return 0;
  };
  CW.setRefreshInterval = function () {};
  CW.getChart = function () {
    return this.chart;
  };
  CW.getSelection = function () {
    return this.chart ? this.chart.getSelection() : [];
  };
  CW.toJSON = function () {
    return JSON.stringify({ chartType: this.chartType, options: this.options });
  };
  CW.clone = function () {
    const c = new (ChartWrapper as any)({
      chartType: this.chartType,
      containerId: this.containerId,
      container: this.container,
      options: JSON.parse(JSON.stringify(this.options)),
      dataTable: this.dataTable,
    });
    return c;
  };
  CW.draw = function (el?: any) {
    const self = this;
    const loaderApi = ['load', 'safeLoad', 'setOnLoadCallback'].indexOf(self.chartType) >= 0;
    const c =
      el || self.container || (self.containerId ? doc.getElementById(self.containerId) : null);
    const Ctor = G.visualization[self.chartType] || G.charts[self.chartType];
    const fails =
      opts.failDraw === true ||
      (Array.isArray(opts.failDraw) && opts.failDraw.indexOf(self.chartType) >= 0);
    function fail(message: string) {
      if (c) {
        const div = doc.createElement('div');
        div.setAttribute('data-fake-error', '');
        div.textContent = message;
        c.textContent = '';
        c.appendChild(div);
      }
      events.trigger(self, 'error', { id: 'fake-error', message: message });
    }
    if (!c) return fail('The container #' + self.containerId + ' is not defined');
    if (typeof Ctor !== 'function' || loaderApi || CONTROLS.indexOf(self.chartType) >= 0)
      return fail('Invalid visualization type: ' + self.chartType);
    if (fails) return fail('Fake draw error (' + self.chartType + ')');
    try {
      if (!self.chart || self.chart.type !== self.chartType || self.chart.container !== c) {
        self.chart = new Ctor(c);
        self.chart.wrapper = self;
      }
      self.chart.draw(self.dataTable, self.options);
    } catch (e: any) {
      return fail(String((e && e.message) || e));
    }
    events.trigger(self, 'ready');
  };

  // ---- dashboards ---------------------------------------------------------------------------
  function ControlWrapper(this: any, spec?: any) {
    spec = spec || {};
    this.controlType = spec.controlType;
    this.containerId = spec.containerId;
    this.options = spec.options || {};
    this.state = spec.state || {};
    rec.controls.push(this);
  }
  const CC = ControlWrapper.prototype;
  CC.getControlType = function () {
    return this.controlType;
  };
  CC.setControlType = function (t: string) {
    this.controlType = t;
  };
  CC.getContainerId = function () {
    return this.containerId;
  };
  CC.getOptions = function () {
    return this.options;
  };
  CC.setOptions = function (o: any) {
    this.options = o || {};
  };
  CC.getOption = function (k: string) {
    return this.options[k];
  };
  CC.setOption = function (k: string, v: any) {
    this.options[k] = v;
  };
  CC.getState = function () {
    return this.state;
  };
  CC.setState = function (s: any) {
    this.state = s || {};
  };
  CC.getControl = function () {
    return this;
  };
  CC.clone = function () {
    return new (ControlWrapper as any)(this);
  };
  CC.toJSON = function () {
    return JSON.stringify({ controlType: this.controlType, options: this.options });
  };
  CC.draw = function () {
    const c = doc.getElementById(this.containerId);
    if (!c || CONTROLS.indexOf(this.controlType) < 0) {
      events.trigger(this, 'error', { id: 'fake-error', message: 'Cannot draw control' });
      return;
    }
    const div = doc.createElement('div');
    const label =
      this.options.filterColumnLabel ||
      (this.options.filterColumnIndex != null ? 'column ' + this.options.filterColumnIndex : '');
    div.setAttribute('data-fake-control', this.controlType);
    div.setAttribute('role', 'group');
    div.setAttribute('aria-label', this.controlType + (label ? ': ' + label : ''));
    div.textContent = this.controlType + (label ? ' (' + label + ')' : '');
    c.textContent = '';
    c.appendChild(div);
    events.trigger(this, 'ready');
  };

  function Dashboard(this: any, container: any) {
    this.container = container;
    this.bindings = [];
    rec.dashboards.push(this);
  }
  Dashboard.prototype.bind = function (controls: any, charts: any) {
    this.bindings.push({
      controls: [].concat(controls),
      charts: [].concat(charts),
    });
    return this;
  };
  Dashboard.prototype.draw = function (data: any) {
    const dt = toTable(data);
    this.data = dt;
    this.bindings.forEach(function (b: any) {
      b.controls.forEach(function (c: any) {
        c.draw();
      });
      b.charts.forEach(function (w: any) {
        w.setDataTable(dt);
        w.draw();
      });
    });
    events.trigger(this, 'ready');
  };
  Dashboard.prototype.getSelection = function () {
    return [];
  };

  function ChartEditor(this: any) {
    this.wrapper = null;
    this.dialog = null;
    rec.editors.push(this);
  }
  ChartEditor.prototype.openDialog = function (wrapper: any) {
    const self = this;
    self.wrapper = wrapper.clone();
    const d = doc.createElement('div');
    d.setAttribute('role', 'dialog');
    d.setAttribute('aria-label', 'Chart editor');
    d.setAttribute('data-fake-editor', '');
    const ok = doc.createElement('button');
    ok.type = 'button';
    ok.textContent = 'OK';
    ok.addEventListener('click', function () {
      self.closeDialog();
      events.trigger(self, 'ok');
    });
    const cancel = doc.createElement('button');
    cancel.type = 'button';
    cancel.textContent = 'Cancel';
    cancel.addEventListener('click', function () {
      self.closeDialog();
      events.trigger(self, 'cancel');
    });
    d.appendChild(ok);
    d.appendChild(cancel);
    doc.body.appendChild(d);
    self.dialog = d;
  };
  ChartEditor.prototype.getChartWrapper = function () {
    return this.wrapper;
  };
  ChartEditor.prototype.setChartWrapper = function (w: any) {
    this.wrapper = w;
  };
  ChartEditor.prototype.closeDialog = function () {
    if (this.dialog && this.dialog.parentNode) this.dialog.parentNode.removeChild(this.dialog);
    this.dialog = null;
  };

  // ---- spreadsheet queries ------------------------------------------------------------------
  function Query(this: any, url: string) {
    this.url = url;
    rec.queries.push(url);
  }
  Query.prototype.setQuery = function (q: string) {
    this.q = q;
  };
  Query.prototype.setTimeout = function () {};
  Query.prototype.setRefreshInterval = function () {};
  Query.prototype.abort = function () {};
  Query.prototype.send = function (cb: (r: any) => void) {
    setTimeout(function () {
      const error = opts.queryError;
      const data = opts.queryData || [
        ['Name', 'Value'],
        ['Sheet A', 1],
        ['Sheet B', 2],
      ];
      cb({
        isError: function () {
          return !!error;
        },
        getMessage: function () {
          return error || '';
        },
        getDetailedMessage: function () {
          return error ? 'fake query error' : '';
        },
        getReasons: function () {
          return error ? ['fake'] : [];
        },
        hasWarning: function () {
          return false;
        },
        getDataTable: function () {
          return error ? null : arrayToDataTable(data);
        },
      });
    }, 0);
  };

  function drawToolbar(container: any, items: any[]) {
    rec.toolbars.push({ container: container, items: items });
    const div = doc.createElement('div');
    div.setAttribute('data-fake-toolbar', '');
    div.textContent = items
      .map(function (i: any) {
        return i.type;
      })
      .join(' ');
    container.textContent = '';
    container.appendChild(div);
  }

  // ---- the namespace and the loader ---------------------------------------------------------
  const G: any = win.google || {};
  win.google = G;
  const V: any = {};
  let pendingLoads = 0;
  let onLoad: any[] = [];

  function installPackage(p: string) {
    if (rec.packages.indexOf(p) < 0) rec.packages.push(p);
    if (p === 'corechart')
      CORE.forEach(function (t) {
        V[t] = V[t] || chartClass(t);
      });
    OWN.forEach(function (t) {
      if (t.toLowerCase() === p) V[t] = V[t] || chartClass(t);
    });
    MATERIAL.forEach(function (t) {
      if (t.toLowerCase() === p) G.charts[t] = G.charts[t] || chartClass(t);
    });
    if (p === 'controls') {
      V.Dashboard = Dashboard;
      V.ControlWrapper = ControlWrapper;
      CONTROLS.forEach(function (t) {
        V[t] = function () {};
      });
    }
    if (p === 'charteditor') V.ChartEditor = ChartEditor;
  }
  function installBase() {
    G.visualization = V;
    V.ChartWrapper = ChartWrapper;
    V.DataTable = DataTable;
    V.DataView = DataView;
    V.arrayToDataTable = arrayToDataTable;
    V.events = events;
    V.Query = Query;
    V.drawToolbar = drawToolbar;
    V.ArrowFormat = formatter('ArrowFormat', none);
    V.BarFormat = formatter('BarFormat', none);
    V.ColorFormat = formatter('ColorFormat', none);
    V.DateFormat = formatter('DateFormat', date);
    V.NumberFormat = formatter('NumberFormat', num);
    V.PatternFormat = formatter('PatternFormat', none);
    V.errors = {
      addError: function () {
        return '';
      },
      removeAll: function () {},
    };
  }

  G.charts = {
    load: function (a: any, b?: any) {
      const settings = (typeof a === 'object' ? a : b) || {};
      const version = typeof a === 'object' ? 'current' : String(a);
      const packages = [].concat(settings.packages || []);
      rec.loads.push({
        version: version,
        packages: packages,
        language: settings.language,
        mapsApiKey: settings.mapsApiKey,
      });
      pendingLoads++;
      return new Promise(function (resolve) {
        if (opts.neverLoad) return;
        setTimeout(function () {
          installBase();
          packages.forEach(installPackage);
          pendingLoads--;
          if (typeof settings.callback === 'function') settings.callback();
          resolve(undefined);
          if (!pendingLoads) {
            const cbs = onLoad;
            onLoad = [];
            cbs.forEach(function (cb) {
              cb();
            });
          }
        }, opts.loadDelay || 0);
      });
    },
    setOnLoadCallback: function (cb: any) {
      if (!pendingLoads && G.visualization) setTimeout(cb, 0);
      else onLoad.push(cb);
    },
  };
  G.charts.safeLoad = G.charts.load;

  rec.select = function (selection: any[], wrapper?: any) {
    const w = wrapper || rec.wrappers[rec.wrappers.length - 1];
    if (w && w.chart) w.chart.setSelection(selection);
    events.trigger(w, 'select');
  };
}

/** Self-contained JavaScript for the loader URL's body, defining the fake `window.google`. */
export function fakeGoogleLoaderSource(options: FakeGoogleOptions = {}): string {
  return `;(${fakeGoogleScript.toString()})(window, ${JSON.stringify(options)});\n`;
}

export interface FakeGoogleHandle {
  /** The loader script URLs the page injected. */
  scripts: string[];
  /** `window.__fakeGoogle` (undefined until the loader script ran). */
  readonly record: FakeGoogleRecord;
  uninstall(): void;
}

/**
 * Installs the fake in a jsdom window: each `<script src>` added to the document "loads" by
 * running the fake (or fails with `scriptError`). With `preloaded`, the fake runs at once.
 */
export function installFakeGoogle(
  win: Window = window,
  options: FakeGoogleOptions = {},
): FakeGoogleHandle {
  const scripts: string[] = [];
  const w = win as any;
  if (options.preloaded) fakeGoogleScript(w, options);
  const observer = new w.MutationObserver((mutations: MutationRecord[]) =>
    mutations.forEach((m) =>
      m.addedNodes.forEach((node) => {
        const script = node as HTMLScriptElement;
        if (script.nodeName !== 'SCRIPT' || !script.src) return;
        scripts.push(script.src);
        setTimeout(() => {
          if (!options.scriptError) fakeGoogleScript(w, options);

          script.dispatchEvent(new w.Event(options.scriptError ? 'error' : 'load'));
        }, 0);
      }),
    ),
  );
  observer.observe(win.document, { childList: true, subtree: true });
  return {
    scripts,
    get record() {
      return w.__fakeGoogle;
    },
    uninstall() {
      observer.disconnect();
      delete w.google;
      delete w.__fakeGoogle;
      win.document.querySelectorAll('script[src]').forEach((s) => s.remove());
    },
  };
}

/** The chart of `type` the fake drew under `root`, or null. */
export const fakeChart = (root: ParentNode, type: string) =>
  root.querySelector(`svg[data-fake-chart="${type}"]`);
