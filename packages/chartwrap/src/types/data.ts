/// <reference types="google.visualization" />
// The data `<Chart>` draws: columns, cells, a 2-D array, a DataTable literal, a spreadsheet query.
import type { OpenString } from '../options/openStrings';

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
/** A cell written as an object: `{ v, f, p }` (value, formatted value, properties). */
export interface DataTableCell {
  v?: CellValue;
  f?: string;
  p?: Record<string, unknown>;
}
/** A cell: a value, or `{ v, f, p }` (value, formatted value, properties). */
export type ChartCell = CellValue | DataTableCell;

/**
 * What a bare value meets in a row of a `{ cols, rows }` literal: a string type whose text is the
 * error. Google's DataTable reads each cell's `v` (`data/datatable.ts`), so a bare value there
 * reads as `null`, and its date conversion throws on a string.
 */
type BareCellInLiteral =
  'a cell of a { cols, rows } literal is an object: write { v: value } (or { v, f, p }), or null for an empty cell';

/** A 2-D array: the first row holds the column headers, the other rows the data. */
export type ChartData = readonly (readonly (ChartColumn | ChartCell)[])[];

/**
 * Google's DataTable JSON literal (`{ cols, rows }`). Unlike a 2-D array's, its cells are objects
 * (`{ v: 11 }`) or `null`: Google reads no bare value there.
 */
export interface DataTableLiteral {
  cols: ChartColumn[];
  rows: { c: (DataTableCell | null | BareCellInLiteral)[] }[];
  p?: Record<string, unknown>;
}

export interface SpreadsheetQueryParameters {
  headers?: number;
  gid?: number | string;
  sheet?: string;
  /** Google Visualization query language, sent as `tq`. */
  query?: string;
  access_token?: string;
}
