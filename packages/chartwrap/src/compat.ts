// The type names react-google-charts exports, as deprecated aliases of Chartwrap's, so that code
// written for it compiles with only the import changed. Each names the Chartwrap type to use.
import type { ChartWrapper, DataTable } from './google';
import type { LoadOptions } from './loader';
import type {
  CellValue,
  ChartAction,
  ChartCell,
  ChartColumn,
  ChartControl,
  ChartEditor,
  ChartEvent,
  ChartEventName,
  ChartFormatter,
  ChartOptions,
  ChartPackage,
  ChartProps,
  ChartType,
  ColumnRole,
  ColumnType,
  DataTableLiteral,
  GoogleNamespace,
  RenderParts,
  ToolbarItem,
} from './types';

/** @deprecated react-google-charts' name: use `ChartProps`. */
export type ReactGoogleChartProps = ChartProps;
/** @deprecated react-google-charts' name: use `ChartEvent`. */
export type ReactGoogleChartEvent = ChartEvent;
/** @deprecated react-google-charts' name: use `GoogleNamespace`. */
export type GoogleViz = GoogleNamespace;
/** @deprecated react-google-charts' name: use `google.visualization.ChartWrapper`. */
export type GoogleChartWrapper = ChartWrapper;
/** @deprecated react-google-charts' name: use `google.visualization.ControlWrapper`. */
export type GoogleChartControl = google.visualization.ControlWrapper;
/** @deprecated react-google-charts' name: use `ChartEditor`. */
export type GoogleChartEditor = ChartEditor;
/** @deprecated react-google-charts' name: use `google.visualization.DataTable`. */
export type GoogleDataTable = DataTable;
/** @deprecated react-google-charts' name: use `google.visualization.Dashboard`. */
export type GoogleChartDashboard = google.visualization.Dashboard;
/** @deprecated react-google-charts' name: use `ChartType`. */
export type GoogleChartWrapperChartType = ChartType;
/** @deprecated react-google-charts' name: use `ChartPackage`. */
export type GoogleChartPackages = ChartPackage;
/** @deprecated react-google-charts' name: a `google.charts.load` version such as `'current'`. */
export type GoogleChartVersion = string;
/** @deprecated react-google-charts' name: use `ChartOptions`. */
export type GoogleChartOptions = ChartOptions;
/** @deprecated react-google-charts' name: use `google.visualization.ChartSpecs`. */
export type ChartWrapperOptions = google.visualization.ChartSpecs;
/** @deprecated react-google-charts' name: use `google.visualization.ChartSpecs`. */
export type ChartWrapperProps = google.visualization.ChartSpecs;
/** @deprecated react-google-charts' name: use `ChartControl`. */
export type GoogleChartControlProp = ChartControl;
/** @deprecated react-google-charts' name: use `ControlOptions`. */
export type GoogleChartControlOptions = ChartControl['options'];
/** @deprecated react-google-charts' name: use `ChartAction`. */
export type GoogleChartAction = ChartAction;
/** @deprecated react-google-charts' name: use `ToolbarItem`. */
export type GoogleChartToolbarItem = ToolbarItem;
/** @deprecated react-google-charts' name: use `ChartFormatter`. */
export type GoogleChartFormatter = ChartFormatter;
/** @deprecated react-google-charts' name: use `ChartProps['render']`. */
export type ReactGoogleChartDashboardRender = (
  parts: RenderParts,
) => ReturnType<NonNullable<ChartProps['render']>>;
/** @deprecated react-google-charts' name: use `ChartEventName`. */
export type GoogleVizEventName = ChartEventName;
/** @deprecated react-google-charts' name: use `typeof google.visualization.events`. */
export type GoogleVizEvents = typeof google.visualization.events;
/** @deprecated react-google-charts' name: what `google.visualization.events.addListener` returns. */
export type GoogleVizEventListener = ReturnType<typeof google.visualization.events.addListener>;
/** @deprecated react-google-charts' name: use `GoogleNamespace['visualization']['drawToolbar']`. */
export type GoogleVizDrawToolbar = GoogleNamespace['visualization']['drawToolbar'];
/** @deprecated react-google-charts' name: use `typeof google.visualization.arrayToDataTable`. */
export type GoogleArrayToDataTable = typeof google.visualization.arrayToDataTable;
/** @deprecated react-google-charts' name: use `LoadOptions`. */
export type GoogleChartLoaderOptions = Pick<LoadOptions, 'packages' | 'language' | 'mapsApiKey'>;
/** @deprecated react-google-charts' name: use `GoogleNamespace['charts']`. */
export type GoogleChartLoader = GoogleNamespace['charts'];
/** @deprecated react-google-charts' name: use `(number | Date)[]`. */
export type GoogleChartTicks = (number | Date)[];
/** @deprecated react-google-charts' name: use `ColumnType`. */
export type GoogleDataTableColumnType = ColumnType;
/** @deprecated react-google-charts' name: use `ChartColumn`. */
export type GoogleDataTableColumn = ChartColumn;
/** @deprecated react-google-charts' name: use `ChartCell`. */
export type GoogleDataTableCell = ChartCell;
/** @deprecated react-google-charts' name: use `ChartCell[]`. */
export type GoogleDataTableRow = ChartCell[];
/** @deprecated react-google-charts' name: use `DataTableLiteral`. */
export type GoogleDataTableJS = DataTableLiteral;
/** @deprecated react-google-charts' name: use `google.visualization.DataTableCellFilter`. */
export type GoogleDataTableRowFilter = {
  column: number;
  value?: CellValue;
  minValue?: CellValue;
  maxValue?: CellValue;
};
/** @deprecated react-google-charts' name: use `google.visualization.SortByColumn`-style specs. */
export type GoogleDataTableSortColumns =
  number | number[] | { column: number; desc?: boolean } | { column: number; desc?: boolean }[];
/** @deprecated react-google-charts' internal type: the ChartWrapper's event callbacks. */
export type VizEventsProps = {
  chartWrapper: ChartWrapper;
  onReady?: (chartWrapper: ChartWrapper) => void;
  onError?: (chartWrapper: ChartWrapper) => void;
  onSelect?: (selection: google.visualization.ChartSelection[]) => void;
};
/** @deprecated react-google-charts' internal type: its loading state. */
export type ReactGoogleChartState = {
  loadingStatus: 'loading' | 'errored' | 'ready';
  google: null | GoogleNamespace;
};
/** @deprecated react-google-charts' internal type: the props its drawing depends on. */
export type ReactGoogleChartContext = Pick<
  ChartProps,
  | 'data'
  | 'rows'
  | 'columns'
  | 'diffdata'
  | 'options'
  | 'legend_toggle'
  | 'legendToggle'
  | 'chartType'
  | 'formatters'
  | 'spreadSheetUrl'
  | 'spreadSheetQueryParameters'
>;
/** @deprecated react-google-charts' internal type: the arguments of its formatting step. */
export type ApplyFormattersParams = {
  dataTable: DataTable;
  formatters: ChartFormatter[];
  google: GoogleNamespace;
};
/** @deprecated react-google-charts' internal type: a control with its ControlWrapper. */
export type GoogleChartControlAndProp = {
  controlProp: ChartControl;
  control: google.visualization.ControlWrapper;
};
/** @deprecated react-google-charts' internal type: the arguments of its controls hook. */
export type UseChartControlsParams = ChartProps & {
  google: GoogleNamespace;
  chartWrapper: ChartWrapper | null;
  chartDashboard: google.visualization.Dashboard | null;
};
/** @deprecated react-google-charts' name: a window that may hold `google`. */
export type WindowWithMaybeGoogle = Window & { google?: GoogleNamespace };

/** @deprecated react-google-charts' enum: use the role names (`ColumnRole`) as strings. */
export const GoogleDataTableColumnRoleType = {
  annotation: 'annotation',
  annotationText: 'annotationText',
  certainty: 'certainty',
  emphasis: 'emphasis',
  interval: 'interval',
  scope: 'scope',
  style: 'style',
  tooltip: 'tooltip',
  domain: 'domain',
} as const satisfies Record<string, ColumnRole>;
/** @deprecated react-google-charts' enum: use `ColumnRole`. */
export type GoogleDataTableColumnRoleType = ColumnRole;
