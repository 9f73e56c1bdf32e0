import type { GoogleNamespace } from './types';

export type Visualization = GoogleNamespace['visualization'];
export type ChartWrapper = google.visualization.ChartWrapper;
export type DataTable = google.visualization.DataTable;
export type DataView = google.visualization.DataView;

/** A formatter class (`NumberFormat`, `PatternFormat`…) as Chartwrap drives it. */
export interface Formatter {
  // Google formats DataTables only: a DataView given as `data` fails there, with Google's message.
  format(data: DataTable | DataView, columns: number | number[], destinationColumn?: number): void;
  addRange(...range: unknown[]): void;
  addGradientRange(...range: unknown[]): void;
}

// The one untyped boundary of the library: Google Charts' classes looked up by a name that a prop
// holds (a chart type, a formatter type), which @types/google.visualization cannot index. Each
// lookup below gives its result a type at once.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type LookedUpByName = any;

/** `google.visualization.<type>`: a formatter class. */
export const formatterClass = (
  visualization: Visualization,
  type: string,
): new (optionsOrPattern?: unknown) => Formatter => (visualization as LookedUpByName)[type];

/** `google.visualization.<chartType>.prototype.computeDiff`, for diff charts. */
export const computeDiff = (
  visualization: Visualization,
  chartType: string,
  oldData: DataTable | DataView,
  newData: DataTable | DataView,
): DataTable =>
  (visualization as LookedUpByName)[chartType].prototype.computeDiff(oldData, newData);

/** `google.charts.<chartType>.convertOptions`: material charts (`Bar`, `Line`, `Scatter`) only. */
export const materialOptionsConverter = (
  google: GoogleNamespace,
  chartType: string,
): ((options: object) => object) | undefined =>
  (google.charts as LookedUpByName)[chartType]?.convertOptions;
