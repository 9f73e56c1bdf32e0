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

/**
 * Keeps the previous value while the new one has the same content (compared as JSON: dates by
 * time, functions ignored, DataTables by their own toJSON), so equal literals do not redraw.
 */
function useStable<T>(value: T): T {
  const ref = useRef<[string, T]>();
  let key: string;
  try {
    key = JSON.stringify(value);
  } catch {
    key = Math.random() + '';
  }
  if (ref.current?.[0] !== key) ref.current = [key, value];
  return ref.current[1];
}

const kind = (v: unknown) =>
  v instanceof Date ? 'date' : Array.isArray(v) ? 'timeofday' : typeof v;

/** Checks a 2-D array: a header row first, rows as long as it, one type per column. */
export function checkData(d: ChartData): string | undefined {
  if (!d[0]) return 'No data';
  const types = d[0].map((h: Any) =>
    typeof h == 'string' || (kind(h) == 'object' && h && !('v' in h))
      ? h.type == 'datetime'
        ? 'date'
        : h.type
      : 0,
  );
  if (types.includes(0)) return 'No header row: the first row must hold column labels';
  for (let i = 1; i < d.length; i++) {
    if (d[i].length != types.length)
      return `Row ${i} has ${d[i].length} cells but the header row has ${types.length}`;
    for (let j = 0; j < types.length; j++) {
      let v: Any = d[i][j];
      if (kind(v) == 'object' && v) v = v.v;
      if (v != null && (types[j] ||= kind(v)) != kind(v))
        return `Row ${i}, column ${j + 1}: ${JSON.stringify(v)} is not a ${types[j]}`;
    }
  }
}

const query = (V: Any, url: string, p?: SpreadsheetQueryParameters): Promise<Table> =>
  new Promise((resolve, reject) =>
    new V.Query(
      url.replace(/\/?$/, '/gviz/tq?') +
        new URLSearchParams(
          Object.entries({ headers: 1, ...p }).map(([k, v]) => [k == 'query' ? 'tq' : k, v + '']),
        ),
    ).send((r: google.visualization.QueryResponse) =>
      r.isError()
        ? reject(new ChartwrapError('query', `Spreadsheet query failed: ${r.getMessage()}`))
        : resolve(r.getDataTable()),
    ),
  );

function ChartImpl<T extends ChartType>(props: ChartProps<T>, ref: ForwardedRef<Wrapper | null>) {
  const { chartType, controls, toolbarItems, errorElement } = props;
  const [google, setGoogle] = useState<GoogleNamespace>();
  const [error, setError] = useState<ChartwrapError | null>();
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
  const inst = useRef<{ w: Wrapper; d?: Any; t?: Any }>();

  const report = useCallback((e: Any, code: ChartwrapErrorCode) => {
    const err = e instanceof ChartwrapError ? e : new ChartwrapError(code, e?.message || e + '');
    setError(err);
    latest.current.onError?.(err);
  }, []);
  const retry = useCallback(() => {
    setError(null);
    setAttempt((a) => a + 1);
  }, []);

  // 1. Load Google Charts with the packages this chart needs.
  const known = CHART_TYPES.includes(chartType);
  const load = useStable({
    packages: (props.chartPackages || []).concat(
      known ? packageOf(chartType) : [],
      controls ? 'controls' : [],
      props.getChartEditor ? 'charteditor' : [],
    ),
    version: props.chartVersion,
    language: props.chartLanguage,
    mapsApiKey: props.mapsApiKey,
    loaderUrl: props.loaderUrl,
    timeout: props.loadTimeout,
  });
  useEffect(() => {
    let live = true;
    setError(null);
    if (known)
      loadGoogleCharts(load)
        .then((g) => {
          if (live) {
            setGoogle(g);
            latest.current.onLoad?.(g);
          }
        })
        .catch((e) => live && report(e, 'script'));
    else report(new ChartwrapError('chartType', `Unknown chartType "${chartType}"`), 'chartType');
    return () => {
      live = false;
    };
  }, [known, chartType, load, attempt, report]);

  // 2. Create the ChartWrapper (and dashboard, controls, editor); listen; follow the size.
  const setup = useStable({
    controls,
    names: (props.chartEvents || []).map((e) => e.eventName),
    editor: !!props.getChartEditor,
  });
  useEffect(() => {
    const el = chartEl.current!;
    if (!google) return;
    const V = google.visualization;
    const E = V.events;
    const ls: Any[] = [];
    const on = (t: Any, n: string, f: (a?: Any) => void) => ls.push(E.addListener(t, n, f));
    const w = new V.ChartWrapper({ containerId: el.id } as Any);
    const emit = (n: string, a?: Any, list = latest.current.chartEvents, extra?: object) =>
      list?.forEach(
        (e) =>
          e.eventName == n &&
          (e.callback as Any)({ chartWrapper: w, google, eventArgs: a, ...extra }),
      );
    let chart: Any;
    let size = '';
    let timer: Any;
    on(w, 'ready', () => {
      if (chart != (chart = w.getChart()))
        for (const n of setup.names)
          if (!/^(ready|select|error)$/.test(n)) on(chart, n, (a) => emit(n, a));
      emit('ready');
    });
    on(w, 'select', () => {
      emit('select');
      const s = latest.current.legendToggle && (w.getChart() as Any)?.getSelection()[0];
      if (s?.row === null) {
        const c = s.column;
        setHidden((h) => (h.includes(c) ? h.filter((x) => x != c) : h.concat(c)));
      }
    });
    on(w, 'error', (a) => {
      emit('error', a);
      report(new ChartwrapError('draw', a?.message || 'Draw error'), 'draw');
    });
    const d =
      setup.controls &&
      new V.Dashboard(rootEl.current!).bind(
        setup.controls.map((c, i) => {
          const cw = new V.ControlWrapper({
            containerId: c.controlID || id + i,
            ...c,
          } as Any);
          for (const n of new Set(c.controlEvents?.map((e) => e.eventName)))
            on(cw, n, (a) =>
              emit(n, a, latest.current.controls?.[i]?.controlEvents, { controlWrapper: cw }),
            );
          return cw;
        }),
        w,
      );
    if (setup.editor) {
      const ed = new V.ChartEditor();
      on(ed, 'ok', () => {
        const n = ed.getChartWrapper();
        w.setChartType(n.getChartType());
        w.setOptions(n.getOptions());
        w.draw(el);
      });
      latest.current.getChartEditor?.({ chartEditor: ed, chartWrapper: w, google });
    }
    const i: { w: Wrapper; d?: Any; t?: Any } = (inst.current = { w, d });
    const setRef = (v: Wrapper | null) => {
      const r = refRef.current;
      if (typeof r == 'function') r(v);
      else if (r) r.current = v;
    };
    setRef(w);
    const ro =
      typeof ResizeObserver != 'undefined' &&
      new ResizeObserver(([e]) => {
        const s = e.contentRect.width + ' ' + e.contentRect.height;
        if (size && s != size) {
          clearTimeout(timer);
          timer = setTimeout(() => {
            try {
              if (d) d.draw(i.t);
              else w.draw(el);
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
      ls.forEach(E.removeListener);
      E.removeAllListeners(w);
      (w.getChart() as Any)?.clearChart?.();
      inst.current = undefined;
      setRef(null);
    };
  }, [google, setup, id, report]);

  // 3. Draw when the content of data, options and the rest changes.
  const content = useStable([
    props.data,
    props.rows,
    props.columns,
    props.diffdata,
    props.options,
    props.formatters,
    props.spreadsheetUrl,
    props.spreadsheetQueryParameters,
    toolbarItems,
  ] as const);
  useEffect(() => {
    const i = inst.current;
    if (!google || !i) return;
    const [data, rows, columns, diff, options, formatters, url, sheet, toolbar] = content;
    let live = true;
    const V = google.visualization as Any;
    const table = (d: Any): Table => {
      const m = Array.isArray(d) && checkData(d);
      if (m) throw new ChartwrapError('data', m);
      return d.getNumberOfRows ? d : d.cols ? new V.DataTable(d) : V.arrayToDataTable(d);
    };
    const draw = (dt: Table) => {
      if (live)
        try {
          for (const f of (formatters || []) as Any[]) {
            const F = new V[f.type](f.pattern || f.options);
            const cs = [].concat(f.column);
            f.ranges?.forEach((r: Any) => F.addRange(...r));
            f.gradientRanges?.forEach((r: Any) => F.addGradientRange(...r));
            if (f.pattern) F.format(dt, cs, f.dstColumn);
            else for (const c of cs) F.format(dt, c);
          }
          let o: Any = { ...options };
          let view: Any = dt;
          if (hidden[0]) {
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
            i.w.draw(chartEl.current!);
          }
          if (toolbar && toolbarEl.current) V.drawToolbar(toolbarEl.current, toolbar);
        } catch (e) {
          report(e, 'draw');
        }
    };
    setError(null);
    try {
      if (diff) draw(V[chartType].prototype.computeDiff(table(diff.old), table(diff.new)));
      else if (url && !data && !rows)
        query(V, url, sheet).then(draw, (e) => live && report(e, 'query'));
      else draw(table(data || [columns, ...(rows || [])]));
    } catch (e) {
      report(e, 'data');
    }
    return () => {
      live = false;
    };
  }, [google, chartType, content, hidden, attempt, setup, report]);

  const parts: RenderParts = {
    renderChart: () => (
      <div
        id={id + 'chart'}
        ref={chartEl}
        style={{ width: props.width || '100%', height: props.height || '400px' }}
      />
    ),
    renderControl: (f = () => true) =>
      controls?.map((c, i) => f(c, i) && <div key={i} id={c.controlID || id + i} />),
    renderToolbar: () => toolbarItems && <div ref={toolbarEl} />,
  };
  const at = (p: string) => parts.renderControl((c) => (c.controlPosition || 'top') == p);
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
      data-chartwrap={error ? 'error' : google ? 'ready' : 'loading'}
    >
      <div style={google && !error ? {} : { visibility: 'hidden' }}>
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
      {(error || !google) && (
        <div style={{ position: 'absolute', inset: 0 }}>
          {error
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
            : (props.loader ?? <div role="status">Loading chart…</div>)}
        </div>
      )}
    </div>
  );
}

/**
 * A Google chart. `chartType` selects the type of `options`; the ref receives the ChartWrapper.
 */
export const Chart = forwardRef(ChartImpl) as <T extends ChartType>(
  props: ChartProps<T> & RefAttributes<Wrapper | null>,
) => ReactElement | null;
