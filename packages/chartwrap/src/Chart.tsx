import {
  forwardRef,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ForwardedRef,
  type ReactElement,
  type RefAttributes,
} from 'react';
import { ChartwrapError, type ChartwrapErrorCode } from './error';
import { loadGoogleCharts } from './loader';
import type {
  ChartData,
  ChartEvent,
  ChartProps,
  ChartType,
  GoogleNamespace,
  RenderParts,
  SpreadsheetQueryParameters,
} from './types';

type Wrapper = google.visualization.ChartWrapper;
type Table = google.visualization.DataTable;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

const CORE =
  'AreaChart BarChart BubbleChart CandlestickChart ColumnChart ComboChart Histogram LineChart PieChart ScatterChart SteppedAreaChart'.split(
    ' ',
  );

/** Every chart type `<Chart>` accepts, at run time. */
export const CHART_TYPES = CORE.concat(
  'AnnotationChart Bar Calendar Gantt Gauge GeoChart Line Map OrgChart Sankey Scatter Table Timeline TreeMap WordTree'.split(
    ' ',
  ),
) as ChartType[];

/** The `google.charts.load` package that holds a chart type. */
export const packageOf = (t: ChartType): string =>
  CORE.includes(t) ? 'corechart' : t.toLowerCase();

/** Deep equality for plain data: arrays, plain objects, dates; functions are all equal. */
const same = (a: Any, b: Any): boolean =>
  a === b ||
  (typeof a == 'function' && typeof b == 'function') ||
  (a instanceof Date
    ? b instanceof Date && +a == +b
    : !!a &&
      !!b &&
      typeof a == 'object' &&
      typeof b == 'object' &&
      (Array.isArray(a) ? Array.isArray(b) : Object.getPrototypeOf(a) == Object.prototype) &&
      Object.getPrototypeOf(a) == Object.getPrototypeOf(b) &&
      Object.keys(a).length == Object.keys(b).length &&
      Object.keys(a).every((k) => same(a[k], b[k])));

/** Keeps the previous value while the new one is equal by content. */
function useStable<T>(value: T): T {
  const ref = useRef(value);
  if (!same(ref.current, value)) ref.current = value;
  return ref.current;
}

const kind = (v: unknown) =>
  v instanceof Date ? 'date' : Array.isArray(v) ? 'timeofday' : typeof v;

/** Checks a 2-D array: header row first, rows as long as the header, one type per column. */
export function checkData(d: ChartData): string | undefined {
  if (!Array.isArray(d) || !d.length || !d.every(Array.isArray))
    return 'No data: pass a non-empty array of rows whose first row holds the column headers';
  const [head, ...rows] = d;
  const types: (string | undefined)[] = [];
  for (let j = 0; j < head.length; j++) {
    const h: Any = head[j];
    if (typeof h != 'string' && (!h || kind(h) != 'object' || 'v' in h))
      return `No header row: the first row must hold column labels or { type, label } objects, not ${JSON.stringify(h)}`;
    types[j] = h.type == 'datetime' ? 'date' : h.type;
  }
  for (let i = 0; i < rows.length; i++) {
    if (rows[i].length != head.length)
      return `Row ${i + 1} has ${rows[i].length} cells but the header row has ${head.length} columns`;
    for (let j = 0; j < head.length; j++) {
      let v: Any = rows[i][j];
      if (kind(v) == 'object' && v) v = v.v;
      if (v == null) continue;
      if (!types[j]) types[j] = kind(v);
      else if (types[j] != kind(v))
        return `Row ${i + 1}, column ${j + 1}: ${JSON.stringify(v)} is not a ${types[j]}`;
    }
  }
}

function query(V: Any, url: string, p: SpreadsheetQueryParameters = {}): Promise<Table> {
  const params = new URLSearchParams(
    Object.entries({ headers: 1, ...p }).map(([k, v]) => [k == 'query' ? 'tq' : k, String(v)]),
  );
  const base = /\/gviz\/tq/.test(url)
    ? url + (url.includes('?') ? '&' : '?')
    : url.replace(/\/?$/, '/gviz/tq?');
  return new Promise((resolve, reject) =>
    new V.Query(base + params).send((r: google.visualization.QueryResponse) =>
      r.isError()
        ? reject(
            new ChartwrapError(
              'query',
              `Spreadsheet query failed: ${r.getMessage()} ${r.getDetailedMessage()}`,
            ),
          )
        : resolve(r.getDataTable()),
    ),
  );
}

function ChartImpl<T extends ChartType>(props: ChartProps<T>, ref: ForwardedRef<Wrapper | null>) {
  const {
    chartType,
    controls,
    toolbarItems,
    errorElement,
    width = '100%',
    height = '400px',
  } = props;
  const [google, setGoogle] = useState<GoogleNamespace | null>(null);
  const [error, setError] = useState<ChartwrapError | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [hidden, setHidden] = useState<number[]>([]);
  const latest = useRef(props);
  latest.current = props;
  const refRef = useRef(ref);
  refRef.current = ref;
  const id = useId();
  const rootEl = useRef<HTMLDivElement>(null);
  const chartEl = useRef<HTMLDivElement>(null);
  const toolbarEl = useRef<HTMLDivElement>(null);
  const inst = useRef<{ w: Wrapper; d?: google.visualization.Dashboard; t?: Any }>();

  const report = useCallback((e: Any, code: ChartwrapErrorCode) => {
    const err = e instanceof ChartwrapError ? e : new ChartwrapError(code, String(e?.message || e));
    setError(err);
    latest.current.onError?.(err);
  }, []);
  const retry = useCallback(() => {
    setError(null);
    setAttempt((a) => a + 1);
  }, []);

  // 1. Load Google Charts with the packages this chart needs.
  const known = CHART_TYPES.includes(chartType);
  const packages = useStable(
    (props.chartPackages || [])
      .concat(known ? packageOf(chartType) : [], controls ? 'controls' : [])
      .concat(props.getChartEditor ? 'charteditor' : []),
  );
  const { chartVersion, chartLanguage, mapsApiKey, loaderUrl, loadTimeout } = props;
  useEffect(() => {
    let live = true;
    setError(null);
    if (!known)
      report(new ChartwrapError('chartType', `Unknown chartType "${chartType}"`), 'chartType');
    else
      loadGoogleCharts({
        packages,
        version: chartVersion,
        language: chartLanguage,
        mapsApiKey,
        loaderUrl,
        timeout: loadTimeout,
      })
        .then((g) => {
          if (!live) return;
          setGoogle(g);
          latest.current.onLoad?.(g);
        })
        .catch((e) => live && report(e, 'script'));
    return () => {
      live = false;
    };
  }, [
    known,
    chartType,
    packages,
    chartVersion,
    chartLanguage,
    mapsApiKey,
    loaderUrl,
    loadTimeout,
    attempt,
    report,
  ]);

  // 2. Create the ChartWrapper (and dashboard, controls, editor), listen, observe the size.
  const ctl = useStable(controls);
  const names = (props.chartEvents || []).map((e) => e.eventName).join();
  const editor = !!props.getChartEditor;
  useEffect(() => {
    const el = chartEl.current;
    if (!google || !el) return;
    const V = google.visualization;
    const E = V.events;
    const ls: Any[] = [];
    const on = (t: Any, n: string, f: (a: Any) => void) => ls.push(E.addListener(t, n, f));
    const w = new V.ChartWrapper({ chartType: '', containerId: el.id });
    const emit = (n: string, a: Any, list?: ChartEvent[], extra?: object) =>
      (list || latest.current.chartEvents)?.forEach(
        (e) =>
          e.eventName == n &&
          (e.callback as Any)({ chartWrapper: w, google, eventArgs: a, ...extra }),
      );
    const others = names.split(',').filter((n) => n && !/^(ready|select|error)$/.test(n));
    let chart: Any;
    let chartLs: Any[] = [];
    on(w, 'ready', () => {
      const c = w.getChart();
      if (c != chart) {
        chartLs.forEach(E.removeListener);
        chart = c;
        chartLs = others.map((n) => E.addListener(c, n, (a: Any) => emit(n, a)));
      }
      emit('ready', undefined);
    });
    on(w, 'select', () => {
      emit('select', undefined);
      const s = latest.current.legendToggle && w.getChart()?.getSelection()[0];
      if (s && s.row == null && s.column != null) {
        const c = s.column;
        setHidden((h) => (h.includes(c) ? h.filter((x) => x != c) : h.concat(c)));
      }
    });
    on(w, 'error', (a) => {
      emit('error', a);
      report(new ChartwrapError('draw', a?.message || 'The chart could not be drawn'), 'draw');
    });
    let d: google.visualization.Dashboard | undefined;
    if (ctl?.length) {
      d = new V.Dashboard(rootEl.current!);
      d.bind(
        ctl.map((c, i) => {
          const cw = new V.ControlWrapper({
            controlType: c.controlType,
            containerId: c.controlID || id + 'control' + i,
            options: c.options,
            state: c.state,
          });
          new Set((c.controlEvents || []).map((e) => e.eventName)).forEach((n) =>
            on(cw, n, (a) =>
              emit(n, a, latest.current.controls?.[i]?.controlEvents || [], { controlWrapper: cw }),
            ),
          );
          return cw;
        }),
        w,
      );
    }
    if (editor) {
      const ed = new V.ChartEditor();
      on(ed, 'ok', () => {
        const n = ed.getChartWrapper();
        w.setChartType(n.getChartType());
        w.setOptions(n.getOptions());
        w.draw(el);
      });
      latest.current.getChartEditor?.({ chartEditor: ed, chartWrapper: w, google });
    }
    inst.current = { w, d };
    const setRef = (v: Wrapper | null) => {
      const r = refRef.current;
      if (typeof r == 'function') r(v);
      else if (r) r.current = v;
    };
    setRef(w);
    let size = '';
    let timer: Any;
    const ro =
      typeof ResizeObserver != 'undefined' &&
      new ResizeObserver(([e]) => {
        const s = e.contentRect.width + 'x' + e.contentRect.height;
        if (size && s != size) {
          clearTimeout(timer);
          timer = setTimeout(() => {
            const i = inst.current;
            try {
              if (i?.d) i.d.draw(i.t);
              else if (i?.t) i.w.draw(el);
            } catch (err) {
              report(err, 'draw');
            }
          }, 50);
        }
        size = s;
      });
    if (ro) ro.observe(el);
    return () => {
      if (ro) ro.disconnect();
      clearTimeout(timer);
      ls.concat(chartLs).forEach(E.removeListener);
      E.removeAllListeners(w);
      try {
        (w.getChart() as Any)?.clearChart?.();
      } catch {
        // already gone
      }
      inst.current = undefined;
      setRef(null);
    };
  }, [google, ctl, names, editor, id, report]);

  // 3. Draw when the content of data, options and the rest changes.
  const data = useStable(props.data);
  const rows = useStable(props.rows);
  const columns = useStable(props.columns);
  const diff = useStable(props.diffdata);
  const options = useStable(props.options);
  const formatters = useStable(props.formatters);
  const sheet = useStable(props.spreadsheetQueryParameters);
  const toolbar = useStable(toolbarItems);
  const url = props.spreadsheetUrl;
  useEffect(() => {
    const i = inst.current;
    const el = chartEl.current;
    if (!google || !i || !el) return;
    let live = true;
    const V = google.visualization as Any;
    const table = (d: Any): Table => {
      const m = Array.isArray(d) && checkData(d);
      if (m) throw new ChartwrapError('data', m);
      return Array.isArray(d) ? V.arrayToDataTable(d) : d.getNumberOfRows ? d : new V.DataTable(d);
    };
    const draw = (dt: Table) => {
      if (!live) return;
      try {
        for (const f of formatters || []) {
          const F = new V[f.type](f.type == 'PatternFormat' ? f.pattern : f.options);
          const cs = ([] as number[]).concat(f.column);
          if (f.type == 'ColorFormat') {
            f.ranges?.forEach((r) => F.addRange(...r));
            f.gradientRanges?.forEach((r) => F.addGradientRange(...r));
          }
          if (f.type == 'PatternFormat') F.format(dt, cs, f.dstColumn);
          else cs.forEach((c) => F.format(dt, c));
        }
        let o: Any = { ...options };
        let view: Any = dt;
        if (hidden.length && !diff) {
          view = new V.DataView(dt);
          view.setColumns(
            Array.from({ length: dt.getNumberOfColumns() }, (_, c) =>
              hidden.includes(c)
                ? { type: dt.getColumnType(c), label: dt.getColumnLabel(c), calc: () => null }
                : c,
            ),
          );
          o.series = { ...o.series };
          for (const c of hidden) o.series[c - 1] = { ...o.series[c - 1], color: '#ccc' };
        }
        const M = (google.charts as Any)[chartType];
        if (M?.convertOptions) o = M.convertOptions(o);
        i.w.setChartType(chartType);
        i.w.setOptions(o);
        i.t = view;
        if (i.d) i.d.draw(view);
        else {
          i.w.setDataTable(view);
          i.w.draw(el);
        }
        if (toolbar && toolbarEl.current) V.drawToolbar(toolbarEl.current, toolbar);
      } catch (e) {
        report(e, 'draw');
      }
    };
    setError(null);
    try {
      if (diff) draw(V[chartType].prototype.computeDiff(table(diff.old), table(diff.new)));
      else if (data || rows || columns) draw(table(data || [columns || [], ...(rows || [])]));
      else if (url) query(V, url, sheet).then(draw, (e) => live && report(e, 'query'));
      else draw(table([]));
    } catch (e) {
      report(e, 'data');
    }
    return () => {
      live = false;
    };
  }, [
    google,
    chartType,
    data,
    rows,
    columns,
    diff,
    options,
    formatters,
    url,
    sheet,
    toolbar,
    hidden,
    attempt,
    ctl,
    names,
    editor,
    report,
  ]);

  const parts: RenderParts = {
    renderChart: () => <div id={id + 'chart'} ref={chartEl} style={{ width, height }} />,
    renderControl: (f = () => true) =>
      controls?.map((c, i) => f(c, i) && <div key={i} id={c.controlID || id + 'control' + i} />),
    renderToolbar: () => toolbarItems && <div ref={toolbarEl} />,
  };
  const at = (p: string) => parts.renderControl((c) => (c.controlPosition || 'top') == p);
  const overlay = error
    ? typeof errorElement == 'function'
      ? errorElement({ error, retry })
      : (errorElement ?? (
          <div role="alert">
            <p>{error.message}</p>
            <button type="button" onClick={retry}>
              Retry
            </button>
          </div>
        ))
    : !google && (props.loader ?? <div role="status">Loading chart…</div>);
  const title = (props.options as Any)?.title;
  return (
    <div
      ref={rootEl}
      id={props.id}
      className={props.className}
      style={{ position: 'relative', ...props.style }}
      role="figure"
      aria-label={
        props['aria-label'] || (typeof title == 'string' && title) || chartType + ' chart'
      }
      aria-busy={!google}
      data-chartwrap={error ? 'error' : google ? 'ready' : 'loading'}
    >
      <div style={google && !error ? undefined : { visibility: 'hidden' }}>
        {props.render ? (
          props.render(parts)
        ) : (
          <>
            {at('top')}
            {parts.renderChart()}
            {at('bottom')}
            {parts.renderToolbar()}
          </>
        )}
      </div>
      {overlay && <div style={{ position: 'absolute', inset: 0 }}>{overlay}</div>}
    </div>
  );
}

/**
 * A Google chart. `chartType` selects the type of `options`; the ref receives the ChartWrapper.
 */
export const Chart = forwardRef(ChartImpl) as <T extends ChartType>(
  props: ChartProps<T> & RefAttributes<Wrapper | null>,
) => ReactElement | null;
