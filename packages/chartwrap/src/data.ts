import { ChartwrapError } from './error';
import type { DataTable, DataView, Visualization } from './google';
import type { ChartColumn, ChartCell, ChartData, ChartProps } from './types';

/** The column type a cell value belongs to: a Date is a date, `[h, m, s]` a time of day. */
const kindOf = (value: unknown) =>
  value instanceof Date ? 'date' : Array.isArray(value) ? 'timeofday' : typeof value;

const isCellObject = (cell: unknown): cell is { v?: unknown } =>
  kindOf(cell) == 'object' && cell != null;

/**
 * The type a header cell declares (undefined for a plain label), or null when the cell is not a
 * header at all (a number, a date, a `{ v }` cell).
 */
function declaredType(header: ChartColumn | ChartCell): string | undefined | null {
  if (typeof header == 'string') return undefined;
  if (!isCellObject(header) || 'v' in header) return null;
  const { type } = header as { type?: string };
  return type == 'datetime' ? 'date' : type;
}

/** Checks a 2-D array: a header row first, rows as long as it, one type per column. */
export function checkData(data: ChartData): string | undefined {
  if (!data[0]) return 'No data';
  const columnTypes = data[0].map(declaredType);
  if (columnTypes.includes(null)) return 'No header row: the first row must hold column labels';
  for (let row = 1; row < data.length; row++) {
    const cells = data[row];
    if (cells.length != columnTypes.length)
      return `Row ${row} has ${cells.length} cells but the header row has ${columnTypes.length}`;
    for (let column = 0; column < columnTypes.length; column++) {
      const cell = cells[column];
      const value = isCellObject(cell) ? cell.v : cell;
      if (value == null) continue;
      // A column without a declared type takes the type of its first value.
      const expected = (columnTypes[column] ||= kindOf(value));
      if (expected != kindOf(value))
        return `Row ${row}, column ${column + 1}: ${JSON.stringify(value)} is not a ${expected}`;
    }
  }
}

const isTable = (data: object): data is DataTable | DataView => 'getNumberOfRows' in data;

/**
 * The table to draw from whichever form of data the props hold: a 2-D array (no data at all is an
 * empty one), a DataTable or DataView, or a DataTable literal. A 2-D array is checked first, so a
 * mistake shows a clear message instead of Google's.
 */
export function toDataTable(
  visualization: Visualization,
  data: NonNullable<ChartProps['data']> = [],
): DataTable | DataView {
  if (Array.isArray(data)) {
    const problem = checkData(data);
    if (problem) throw new ChartwrapError('data', problem);
    return visualization.arrayToDataTable(data);
  }
  return isTable(data) ? data : new visualization.DataTable(data);
}
