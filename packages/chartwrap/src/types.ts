/// <reference types="google.visualization" />
import type { CSSProperties, HTMLAttributes, ReactNode, RefObject } from 'react';
import type { CHART_TYPES, CORE_CHART_TYPES } from './chartTypes';
import type { ChartwrapError } from './error';
import type { ChartOptionsInput, CheckedOptions, OpenString, OpenStrings } from './options';

type V = typeof google.visualization;
type GV = google.visualization.ChartWrapper;

export type * from './options';

/** Every chart type Google Charts offers. */
export type ChartType = (typeof CHART_TYPES)[number];

/**
 * The chart types Google Charts can render as a PNG image (`getImageURI`): the core charts (those
 * of the `corechart` package) and `GeoChart`. See `useChartImage`.
 */
export type ImageChartType = (typeof CORE_CHART_TYPES)[number] | 'GeoChart';

declare const chartType: unique symbol;

/**
 * The ChartWrapper of a chart of type `T`, as `<Chart chartType={T}>` hands it to its `ref`. The
 * chart type is a mark for the compiler only (no such field exists at run time): it lets a ref
 * that works for some chart types only, such as `useChartImage`'s, refuse the others.
 */
export type ChartWrapperOf<T extends ChartType = ChartType> = GV & {
  readonly [chartType]?: T;
};

/**
 * The `ref` of a `<Chart>` of type `T`: an object ref or a callback, receiving the ChartWrapper.
 * A callback is checked strictly (React's `Ref` compares callbacks both ways), so a ref that takes
 * the wrappers of some chart types only also refuses a chart whose type may be another.
 */
export type ChartRef<T extends ChartType = ChartType> =
  | RefObject<ChartWrapperOf<T> | null>
  | ((chartWrapper: ChartWrapperOf<T> | null) => unknown)
  | null;

/** Packages understood by `google.charts.load`: those of the chart types, controls and the editor. */
export type ChartPackage = PackageOf<ChartType> | 'charteditor' | 'controls';

/** The `google.charts.load` package of a chart type (see `packageOf`). */
export type PackageOf<T extends ChartType> = T extends (typeof CORE_CHART_TYPES)[number]
  ? 'corechart'
  : Lowercase<T>;

// ---------------------------------------------------------------------------------------------
// The google namespace, completed with what @types/google.visualization lacks.
// ---------------------------------------------------------------------------------------------

/** The chart editor dialog (`google.visualization.ChartEditor`, package `charteditor`). */
export interface ChartEditor {
  openDialog(
    chartWrapper: GV,
    options?: { dataSourceInput?: unknown; [key: string]: unknown },
  ): void;
  getChartWrapper(): GV;
  setChartWrapper(chartWrapper: GV): void;
  closeDialog(): void;
}

/** One toolbar component for `google.visualization.drawToolbar`. */
export interface ToolbarItem {
  type: 'igoogle' | 'html' | 'csv' | 'htmlcode';
  datasource: string;
  gadget?: string;
  style?: string;
  userPrefs?: Record<string, unknown>;
}

/** `window.google` once Google Charts has loaded. */
export type GoogleNamespace = Omit<typeof google, 'visualization'> & {
  visualization: V & {
    ChartEditor: new () => ChartEditor;
    drawToolbar(container: HTMLElement, components: ToolbarItem[]): void;
  };
};

// ---------------------------------------------------------------------------------------------
// Data
// ---------------------------------------------------------------------------------------------

export type ColumnType = 'string' | 'number' | 'boolean' | 'date' | 'datetime' | 'timeofday';
export type ColumnRole =
  | 'annotation'
  | 'annotationText'
  | 'certainty'
  | 'domain'
  | 'data'
  | 'emphasis'
  | 'interval'
  | 'scope'
  | 'style'
  | 'tooltip';

/** A column: a label, or a spec with a type and an optional role. */
export type ChartColumn =
  | string
  | {
      /** Open to any string so that columns declared in a `const` (widened strings) fit. */
      type?: OpenString<ColumnType>;
      label?: string;
      id?: string;
      role?: OpenString<ColumnRole>;
      pattern?: string;
      p?: Record<string, unknown>;
    };

export type CellValue = string | number | boolean | Date | number[] | null | undefined;
/** A cell: a value, or `{ v, f, p }` (value, formatted value, properties). */
export type ChartCell = CellValue | { v?: CellValue; f?: string; p?: Record<string, unknown> };

/** A 2-D array: the first row holds the column headers, the other rows the data. */
export type ChartData = readonly (readonly (ChartColumn | ChartCell)[])[];

/** Google's DataTable JSON literal (`{ cols, rows }`). */
export interface DataTableLiteral {
  cols: ChartColumn[];
  rows: { c: ChartCell[] }[];
  p?: Record<string, unknown>;
}

// ---------------------------------------------------------------------------------------------
// Events
// ---------------------------------------------------------------------------------------------

/**
 * The argument Google passes with each event (undefined for events without one). Each member's
 * comment says when the event fires: the one place that says it, for editors' hover and for a
 * reference of each chart type's events.
 */
export interface ChartEventArgsMap {
  /** The chart has been drawn and its methods can be called. */
  ready: undefined;
  /** The reader selected or unselected an element; read it with `chart.getSelection()`. */
  select: undefined;
  /** Drawing failed; the argument holds the error's id and message. */
  error: google.visualization.ErrorEventObject;
  /** The reader clicked anywhere on the chart: the id of the part clicked and where. */
  click: { targetID: string; x: number; y: number };
  /** The pointer moved onto an element: its row and column. */
  onmouseover: { row: number | null; column: number | null };
  /** The pointer left an element: its row and column. */
  onmouseout: { row: number | null; column: number | null };
  /** A redraw's animation started. */
  animationstart: undefined;
  /** A redraw's animation finished. */
  animationfinish: undefined;
  /** The reader clicked a region of the map: its code (such as `'US'` or `'FR'`). */
  regionClick: { region: string };
  /** The reader changed the range shown, with the zoom buttons or the range selector. */
  rangechange: { start: Date; end: Date };
  /** The reader collapsed or expanded a node (with `allowCollapse`). */
  collapse: { collapsed: boolean; row: number };
  /** The reader moved to another page of the table (with `page: 'event'` or `'enable'`). */
  page: { page: number };
  /** The reader clicked a column header to sort the table. */
  sort: { column: number; ascending: boolean; sortedIndexes: number[] };
  /** A dashboard control's state changed as the reader used it. */
  statechange: { inProgress?: boolean } | undefined;
  /** The reader confirmed the chart editor's dialog. */
  ok: undefined;
  /** The reader dismissed the chart editor's dialog. */
  cancel: undefined;
  /** The reader went back up one level of the tree map. */
  rollup: { row: number };
  /** The reader went down into a node of the tree map. */
  drilldown: { row: number };
  /** The pointer moved onto a node of the tree map. */
  highlight: { row: number };
  /** The pointer left a node of the tree map. */
  unhighlight: { row: number };
}

export type ChartEventName = keyof ChartEventArgsMap;

/**
 * An event callback's `eventArgs` for an event whose argument is `A`: `A`'s fields, on the array of
 * the listener's arguments (react-google-charts' form, whose index reads are deprecated).
 */
export type ChartEventArgs<A> = ([A] extends [undefined] ? unknown : NonNullable<A>) &
  EventArgumentList<A>;

/** react-google-charts' `eventArgs`: the arguments Google passed the listener, as an array. */
export interface EventArgumentList<A> extends ReadonlyArray<A> {
  /**
   * @deprecated react-google-charts' form: read the event's fields on `eventArgs` itself, e.g.
   * `eventArgs.region` rather than `eventArgs[0].region`.
   */
  readonly 0: A;
}

export interface ChartEventCallbackArgs<E extends ChartEventName = ChartEventName> {
  chartWrapper: GV;
  /** Set for events of a dashboard control (`controlEvents`). */
  controlWrapper?: google.visualization.ControlWrapper;
  google: GoogleNamespace;
  /**
   * The event's argument: read its fields on `eventArgs` itself (`eventArgs.region` for a
   * `regionClick`). At run time it is also the array of the arguments Google passed, the value
   * react-google-charts gives, so `eventArgs[0]` keeps working (deprecated: one warning in
   * development).
   */
  eventArgs: ChartEventArgs<ChartEventArgsMap[E]>;
  /** @deprecated react-google-charts' copy of the chart's props: use the props in scope. */
  props: ChartProps;
}

/**
 * `{ eventName, callback }`: the callback's `eventArgs` is typed by the event name. `E`: the events
 * allowed (all by default; `ChartEventOf<'GeoChart'>` for those a chart type fires).
 */
export type ChartEvent<E extends ChartEventName = ChartEventName> = {
  [N in E]: {
    eventName: N;
    callback: (args: ChartEventCallbackArgs<N>) => void;
  };
}[E];

/** The pointer and animation events of the core charts (`google.visualization.LineChart`…). */
type CoreChartEvents =
  'animationfinish' | 'animationstart' | 'click' | 'onmouseover' | 'onmouseout';
type HoverEvents = 'onmouseover' | 'onmouseout';

/** The events each chart type fires besides the ChartWrapper's own (`ready`, `select`, `error`). */
export interface ChartTypeEventsMap {
  AnnotationChart: 'rangechange';
  AreaChart: CoreChartEvents;
  Bar: HoverEvents;
  BarChart: CoreChartEvents;
  BubbleChart: CoreChartEvents;
  Calendar: HoverEvents;
  CandlestickChart: CoreChartEvents;
  ColumnChart: CoreChartEvents;
  ComboChart: CoreChartEvents;
  Gantt: never;
  Gauge: never;
  GeoChart: 'regionClick';
  Histogram: CoreChartEvents;
  Line: HoverEvents;
  LineChart: CoreChartEvents;
  Map: never;
  OrgChart: 'collapse' | HoverEvents;
  PieChart: CoreChartEvents;
  Sankey: HoverEvents;
  Scatter: HoverEvents;
  ScatterChart: CoreChartEvents;
  SteppedAreaChart: CoreChartEvents;
  Table: 'page' | 'sort';
  Timeline: HoverEvents;
  TreeMap: 'rollup' | 'drilldown' | 'highlight' | 'unhighlight' | HoverEvents;
  WordTree: never;
}

/** The events a chart of type `T` fires: the ChartWrapper's and the chart's own. */
export type ChartEventNameOf<T extends ChartType> =
  'ready' | 'select' | 'error' | ChartTypeEventsMap[T];
/** A `chartEvents` entry for a chart of type `T`. */
export type ChartEventOf<T extends ChartType> = ChartEvent<ChartEventNameOf<T>>;

// ---------------------------------------------------------------------------------------------
// Formatters, controls, spreadsheet
// ---------------------------------------------------------------------------------------------

/** A value in a ColorFormat range: a bound (number, string, date or null) or a colour. */
type RangeBound = number | string | Date | null;
type Fmt<T extends string, O> = { type: T; column: number | number[]; options?: O };
export type ChartFormatter =
  | Fmt<'ArrowFormat', google.visualization.ArrowFormatOptions>
  | Fmt<'BarFormat', google.visualization.BarFormatOptions>
  | Fmt<'DateFormat', google.visualization.DateFormatOptions>
  | Fmt<'NumberFormat', google.visualization.NumberFormatOptions>
  | (Fmt<'ColorFormat', never> & {
      /**
       * `addRange(from, to, color, bgcolor)` calls. Plain arrays are accepted too: ranges declared
       * in a `const` are widened from tuples to arrays by TypeScript.
       */
      ranges?: readonly (
        | readonly [from: unknown, to: unknown, color: string, bgcolor: string]
        | readonly RangeBound[]
      )[];
      /** `addGradientRange(from, to, color, fromBgColor, toBgColor)` calls (plain arrays too). */
      gradientRanges?: readonly (
        | readonly [
            from: unknown,
            to: unknown,
            color: string,
            fromBgColor: string,
            toBgColor: string,
          ]
        | readonly RangeBound[]
      )[];
    })
  | PatternFormatter
  | (Omit<PatternFormatter, 'pattern'> & {
      /** @deprecated react-google-charts' place for the pattern: use `pattern`. */
      options: string;
    });

interface PatternFormatter {
  type: 'PatternFormat';
  /** Pattern such as `'<a href="mailto:{1}">{0}</a>'`. */
  pattern: string;
  /** Source column indices the `{n}` placeholders refer to. */
  column: number | number[];
  /** Destination column (defaults to the first source column). */
  dstColumn?: number;
}

export type ControlType =
  'CategoryFilter' | 'ChartRangeFilter' | 'DateRangeFilter' | 'NumberRangeFilter' | 'StringFilter';

export interface ControlOptions {
  filterColumnIndex?: number;
  filterColumnLabel?: string;
  ui?: Record<string, unknown>;
  [key: string]: unknown;
}

/** A dashboard control bound to the chart. */
export interface ChartControl {
  controlType: ControlType;
  options?: ControlOptions;
  state?: Record<string, unknown>;
  /** Element id of the control's container (generated when absent). */
  controlID?: string;
  /** Where the default layout puts it: above (default) or below the chart. */
  controlPosition?: 'top' | 'bottom';
  controlEvents?: ChartEvent[];
  /**
   * @deprecated react-google-charts' extra ControlWrapper fields: put them on the control itself
   * (e.g. `state`).
   */
  controlWrapperParams?: { state?: Record<string, unknown>; [key: string]: unknown };
}

export interface SpreadsheetQueryParameters {
  headers?: number;
  gid?: number | string;
  sheet?: string;
  /** Google Visualization query language, sent as `tq`. */
  query?: string;
  access_token?: string;
}

// ---------------------------------------------------------------------------------------------
// Lists declared in a `const`
// ---------------------------------------------------------------------------------------------

/**
 * What each entry of a list given as `L` must be: `Exact`, or, for an entry whose `K` field was
 * widened to `string` (a list declared in a `const` apart from the JSX), `Exact` with its strings
 * opened ({@link OpenStrings}). Entries written inline keep their literals, which stay checked.
 */
type ListEntry<E, Exact, K extends PropertyKey> = E extends { [P in K]: infer D }
  ? string extends D
    ? OpenStrings<Exact>
    : Exact
  : Exact;

/** A list prop of `<Chart>`: `L` as given, each entry checked by {@link ListEntry}. */
export type CheckedList<L extends readonly unknown[], Exact, K extends PropertyKey> = L &
  readonly ListEntry<L[number], Exact, K>[];

// ---------------------------------------------------------------------------------------------
// Props
// ---------------------------------------------------------------------------------------------

/** The first argument of a `renderControl` filter: the control, under react-google-charts' names too. */
export type RenderControlFilterArgument = ChartControl & {
  /** @deprecated react-google-charts' name for the control: it is the argument itself. */
  readonly controlProp: ChartControl;
  /**
   * @deprecated react-google-charts' ControlWrapper, set once the dashboard exists: use
   * `controlWrapper` in `controlEvents` callbacks.
   */
  readonly control: google.visualization.ControlWrapper | undefined;
};

export interface RenderParts {
  renderChart: () => ReactNode;
  renderControl: (
    filter?: (control: RenderControlFilterArgument, index: number) => boolean,
  ) => ReactNode;
  renderToolbar: () => ReactNode;
}

/** A chart action (an entry in the tooltip), set with `chart.setAction`. */
export interface ChartAction {
  id: string;
  text: string;
  /** Called with the ChartWrapper when the user picks the action. */
  action: (chartWrapper: GV) => void;
}

/** What react-google-charts' `onLoad` receives second, once the ChartWrapper exists. */
export interface ChartLoadedArgs {
  google: GoogleNamespace;
  chartWrapper: GV;
  /** The dashboard, when the chart has controls. */
  chartDashboard?: google.visualization.Dashboard;
  /** The chart editor, when `getChartEditor` is given. */
  chartEditor?: ChartEditor;
}

/**
 * What `<Chart>` takes: {@link ChartProps}, with `options`, `formatters`, `controls` and
 * `chartEvents` inferred as given (`O`, `F`, `C`, `V`) and checked: `options` apart from its check,
 * which a union of object literals, such as a ternary's, would otherwise split; lists by
 * {@link CheckedList} (entries declared in a `const`) and {@link CheckedEvents} (the events of
 * the chart type).
 */
export type ChartElementProps<
  T extends ChartType,
  O extends object,
  F extends readonly unknown[],
  C extends readonly unknown[],
  V extends readonly ChartEvent[],
> = Omit<ChartProps<T, O>, 'options' | 'formatters' | 'controls' | 'chartEvents'> & {
  // Any chart type (props typed ChartProps, spread): only the options' shape is checked, which
  // keeps the compiler from checking every chart type's keys against every other's.
  options?: ChartType extends T ? ChartOptionsInput<T> : CheckedOptions<T, O>;
  formatters?: CheckedList<F, ChartFormatter, 'type'>;
  controls?: CheckedList<C, ChartControl, 'controlType'>;
  chartEvents?: CheckedEvents<T, V>;
};

/**
 * The check of `chartEvents` given as `V`: events written inline must be events the chart type
 * `T` fires (a `regionClick` on a `LineChart` is an error, which lists the events it fires); a
 * list typed `ChartEvent[]` (any event, declared apart) passes. Like {@link CheckedOptions}, the
 * check is evaluated once `V` is inferred.
 */
export type CheckedEvents<T extends ChartType, V extends readonly ChartEvent[]> = V extends unknown
  ? [EventsTarget<T, V>][V extends unknown ? 0 : never]
  : V;

type EventsTarget<
  T extends ChartType,
  V extends readonly ChartEvent[],
> = ChartEventName extends V[number]['eventName']
  ? V
  : [V[number]['eventName']] extends [ChartEventNameOf<T>]
    ? V
    : readonly ChartEventOf<T>[];

/** Attributes of the outer element, `data-*` ones included. */
export type RootProps = HTMLAttributes<HTMLDivElement> & {
  [dataAttribute: `data-${string}`]: string | number | boolean | undefined;
};

export interface LoaderProps {
  /** `google.charts.load` version (default `'current'`). */
  chartVersion?: string;
  /** Extra packages; the chart type's own package is always loaded. */
  chartPackages?: (ChartPackage | (string & {}))[];
  /**
   * Locale passed to `google.charts.load` (e.g. `'fr'`), for the charts' text, numbers and dates.
   * Google Charts loads once per page, so the charts of a page should share it.
   */
  chartLanguage?: string;
  /** Google Maps API key passed to `google.charts.load`, for `GeoChart` and `Map`. */
  mapsApiKey?: string;
  /** Loader script URL (default {@link LOADER_URL}). */
  loaderUrl?: string;
  /** Milliseconds to wait for the loader before failing (default 20000). */
  loadTimeout?: number;
}

/**
 * react-google-charts' names for Chartwrap props, accepted so that its code runs with only the
 * import changed. Each logs one warning in development naming the Chartwrap prop to use.
 */
export interface DeprecatedChartProps {
  /** @deprecated react-google-charts' spelling: use `spreadsheetUrl`. */
  spreadSheetUrl?: string;
  /** @deprecated react-google-charts' spelling: use `spreadsheetQueryParameters`. */
  spreadSheetQueryParameters?: SpreadsheetQueryParameters;
  /** @deprecated react-google-charts' name: use `loaderUrl`. */
  chartLoaderScriptUrl?: string;
  /** @deprecated react-google-charts' name: use `legendToggle`. */
  legend_toggle?: boolean;
  /** @deprecated react-google-charts' name: use `id`. */
  graph_id?: string;
  /** @deprecated react-google-charts' name: use `id`. */
  graphID?: string;
  /** @deprecated react-google-charts' callback: use `ref`, which receives the ChartWrapper. */
  getChartWrapper?: (chartWrapper: GV, google: GoogleNamespace) => void;
}

export interface ChartProps<T extends ChartType = ChartType, O extends object = object>
  extends LoaderProps, DeprecatedChartProps {
  /**
   * The chart to draw, e.g. `'LineChart'`: it selects the type of `options` and the package to
   * load. An unknown type fails with a `chartType` error.
   */
  chartType: T;
  /** A 2-D array (first row: headers), a DataTable/DataView or a DataTable literal. */
  data?:
    ChartData | google.visualization.DataTable | google.visualization.DataView | DataTableLiteral;
  /** Data rows, used with `columns` when `data` is absent. */
  rows?: readonly (readonly ChartCell[])[];
  /** Column labels or specs heading `rows` (the header row of `data` given apart). */
  columns?: readonly ChartColumn[];
  /** Old and new data of a diff chart (PieChart, BarChart, ColumnChart, ScatterChart). */
  diffdata?: { old: ChartData; new: ChartData };
  /**
   * Google Charts options, typed by `chartType` (see {@link ChartOptionsMap}): unknown options and
   * options of another chart type are errors, also from a `const` declared apart (whose widened
   * strings are accepted; see {@link CheckedOptions}). The chart redraws when their content
   * changes, not on each new object.
   */
  options?: CheckedOptions<T, O>;
  /**
   * Width of the chart's element (a number is pixels).
   * @default '100%'
   */
  width?: number | string;
  /**
   * Height of the chart's element (a number is pixels).
   * @default '400px'
   */
  height?: number | string;
  /** Class name of the outer element, which holds the chart, its controls and its toolbar. */
  className?: string;
  /** Inline style of the outer element (`position: relative` unless overridden). */
  style?: CSSProperties;
  /** `id` of the outer element. */
  id?: string;
  /** Accessible name of the chart (default: the title option, else the chart type). */
  'aria-label'?: string;
  /**
   * Listeners as `{ eventName, callback }`: `ready`, `select` and `error` from the ChartWrapper,
   * other events from the chart. The callback receives `{ chartWrapper, google, eventArgs }`.
   */
  chartEvents?: ChartEvent[];
  /**
   * Called with `window.google` once Google Charts and the chart's packages have loaded. A callback
   * that declares a second parameter (react-google-charts' form, deprecated) is called instead once
   * the ChartWrapper exists, with `{ google, chartWrapper, chartDashboard, chartEditor }` second.
   */
  onLoad?: (google: GoogleNamespace, loaded: ChartLoadedArgs) => void;
  /**
   * Called with the error when loading, the data, the draw or the spreadsheet query fails (its
   * `code` tells which).
   */
  onError?: (error: ChartwrapError) => void;
  /** Formatters (`NumberFormat`, `DateFormat`…) applied to the given columns before each draw. */
  formatters?: ChartFormatter[];
  /** Click a legend entry to hide/show its series. */
  legendToggle?: boolean;
  /** Dashboard controls (package `controls`) that filter the chart's data. */
  controls?: ChartControl[];
  /** Custom layout of the chart, its controls and its toolbar. */
  render?: (parts: RenderParts) => ReactNode;
  /** Toolbar drawn below the chart with `google.visualization.drawToolbar`. */
  toolbarItems?: ToolbarItem[];
  /** A Google Sheets URL: the data comes from `google.visualization.Query`. */
  spreadsheetUrl?: string;
  /** Parameters of the `spreadsheetUrl` query (`headers` defaults to 1). */
  spreadsheetQueryParameters?: SpreadsheetQueryParameters;
  /** Shown while Google Charts loads (default: an accessible "Loading chart…" status). */
  loader?: ReactNode;
  /** Shown in place of the chart on error (default: the message and a Retry button). */
  errorElement?: ReactNode | ((args: { error: ChartwrapError; retry: () => void }) => ReactNode);
  /** Receives the ChartEditor (package `charteditor`) to open from user code. */
  getChartEditor?: (args: {
    chartEditor: ChartEditor;
    chartWrapper: GV;
    google: GoogleNamespace;
  }) => void;
  /** Attributes of the outer element beyond those above, e.g. `{ 'data-testid': 'sales' }`. */
  rootProps?: RootProps;
  /** Fields of the ChartWrapper beyond type, options and data, e.g. `{ view: { columns: [0, 3] } }`. */
  chartWrapperParams?: Partial<google.visualization.ChartSpecs>;
  /** Actions added to the chart's tooltips (charts that support `setAction`). */
  chartActions?: ChartAction[];
  /** `id` of the toolbar's element. */
  toolbarID?: string;
}
