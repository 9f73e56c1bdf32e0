/// <reference types="google.visualization" />
// The props of `<Chart>`, and the shapes its callbacks receive.
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import type { ChartPackage, ChartType } from '../chartTypes';
import type { ChartwrapError } from '../error';
import type { CheckedOptions } from '../options/check';
import type {
  ChartCell,
  ChartColumn,
  ChartData,
  DataTableLiteral,
  SpreadsheetQueryParameters,
} from './data';
import type { ChartEventArgs, ChartEventArgsMap, ChartEventName, ChartEventNameOf } from './events';
import type { ChartFormatter } from './formatters';
import type { ChartEditor, GoogleNamespace, ToolbarItem } from './namespace';

type GV = google.visualization.ChartWrapper;

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
/** A `chartEvents` entry for a chart of type `T`. */
export type ChartEventOf<T extends ChartType> = ChartEvent<ChartEventNameOf<T>>;

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
