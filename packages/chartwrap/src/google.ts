import type { GoogleNamespace } from './types';

export type Visualization = GoogleNamespace['visualization'];
export type ChartWrapper = google.visualization.ChartWrapper;
export type DataTable = google.visualization.DataTable;
export type DataView = google.visualization.DataView;

/** A formatter class (`NumberFormat`, `PatternFormat`…) as Chartwrap drives it. */
export type FormatterClass = new (optionsOrPattern?: unknown) => {
  // Google formats DataTables only: a DataView given as `data` fails there, with Google's message.
  format(data: DataTable | DataView, columns: number | number[], destinationColumn?: number): void;
  addRange(...range: unknown[]): void;
  addGradientRange(...range: unknown[]): void;
};

/** A chart class, for its `computeDiff` (diff charts). */
export type DiffChartClass = {
  prototype: {
    computeDiff(oldData: DataTable | DataView, newData: DataTable | DataView): DataTable;
  };
};

/** `google.charts.<chartType>`: material charts (`Bar`, `Line`, `Scatter`) convert their options. */
export type MaterialChartClass = { convertOptions?(options: object): object } | undefined;

// The one untyped boundary of the library: Google Charts' classes looked up by a name that a prop
// holds (a chart type, a formatter type), which @types/google.visualization cannot index. The
// caller names the type of what it looks up.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type LookedUpByName = any;

/** `namespace[name]`, typed by the caller. */
export const lookUp = <T>(namespace: object, name: string): T =>
  (namespace as LookedUpByName)[name];
