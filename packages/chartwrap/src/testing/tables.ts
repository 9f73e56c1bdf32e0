/** Tables from what code passes to a draw: `arrayToDataTable`, and reading a table back. */
import { isCellObject, kind, toCell } from './cells';
import { FakeDataTable } from './data-table';
import type { TableLiteral } from './literal-rules';
import type { FakeTable } from './types';

/** The type of column `j`: the header's own, else the kind of its first non-null value. */
function columnType(header: unknown, rows: unknown[][], j: number): string {
  let type = isCellObject(header) ? (header as { type?: string }).type : undefined;
  for (let i = 0; i < rows.length && !type; i++) {
    const value = toCell(rows[i][j]).v;
    if (value != null) type = kind(value);
  }
  return type === 'object' || !type ? 'string' : type;
}

/** `google.visualization.arrayToDataTable`: a header row (or none) and rows of one type each. */
export function arrayToDataTable(arr: unknown[][], firstRowIsData?: boolean): FakeDataTable {
  const table = new FakeDataTable();
  if (!Array.isArray(arr) || !arr.length) throw new Error('Not an array');
  const head: unknown[] = firstRowIsData ? arr[0].map((_, j) => 'C' + j) : arr[0];
  const rows = firstRowIsData ? arr : arr.slice(1);
  head.forEach((header, j) => {
    const type = columnType(header, rows, j);
    if (header && typeof header === 'object') table.addColumn({ ...header, type });
    else table.addColumn(type, String(header));
  });
  rows.forEach((row, i) => {
    if (row.length !== head.length) throw new Error('Row ' + i + ' has ' + row.length + ' columns');
    row.forEach((value, j) => {
      const cellValue = toCell(value).v;
      const type = table.getColumnType(j) === 'datetime' ? 'date' : table.getColumnType(j);
      if (cellValue != null && kind(cellValue) !== type)
        throw new Error('Type mismatch. Value ' + cellValue + ' does not match type ' + type);
    });
    table.addRow(row);
  });
  return table;
}

/** A table from a draw's data: a DataTable or DataView as it is, an array, or a literal. */
export function toTable(data: unknown): FakeTable {
  if (!data) return new FakeDataTable();
  if (Array.isArray(data)) return arrayToDataTable(data);
  if (typeof (data as FakeTable).getNumberOfRows === 'function') return data as FakeTable;
  return new FakeDataTable(data as TableLiteral);
}

/** A table's column labels and cell values, as a draw records them. */
export function snapshot(table: FakeTable): { columns: string[]; rows: unknown[][] } {
  const columns: string[] = [];
  const rows: unknown[][] = [];
  for (let j = 0; j < table.getNumberOfColumns(); j++) columns.push(table.getColumnLabel(j));
  for (let i = 0; i < table.getNumberOfRows(); i++) {
    const row: unknown[] = [];
    for (let j = 0; j < table.getNumberOfColumns(); j++) row.push(table.getValue(i, j));
    rows.push(row);
  }
  return { columns, rows };
}
