/** `google.visualization.DataTable`: columns and cells in memory, with Google's reading API. */
import { toCell } from './cells';
import { checkTableLiteral, type TableLiteral } from './literal-rules';
import type { FakeCell, FakeColumn, FakeTable } from './types';

/** A column as `addColumn` takes it: a spec object, or a type with a label and an id. */
type ColumnSpec = Partial<Omit<FakeColumn, 'p'>> & { p?: Record<string, unknown> };

/** A filter of `getFilteredRows`: a value, or a range. */
interface RowFilter {
  column: number;
  value?: unknown;
  minValue?: unknown;
  maxValue?: unknown;
}

/** The distinct values of a column, sorted: shared by the DataTable and the DataView. */
export function distinctValues(table: FakeTable, column: number): unknown[] {
  const out: unknown[] = [];
  for (let i = 0; i < table.getNumberOfRows(); i++) {
    const value = table.getValue(i, column);
    if (out.indexOf(value) < 0) out.push(value);
  }
  return out.sort();
}

/** Whether `a` sorts before `b`: JavaScript's `<`, which orders numbers, strings and dates. */
const before = (a: unknown, b: unknown) => (a as number) < (b as number);

export class FakeDataTable implements FakeTable {
  cols: FakeColumn[] = [];
  rows: FakeCell[][] = [];
  p: Record<string, unknown> = {};

  /** From a `{ cols, rows }` literal, checked by Google's rules first (literal-rules.ts). */
  constructor(literal?: TableLiteral | null) {
    if (!literal) return;
    const checked = checkTableLiteral(literal);
    (checked.cols || []).forEach((column) => this.addColumn(column));
    (checked.rows || []).forEach((row) => this.addRow(row.c || []));
    this.p = checked.p || {};
  }

  addColumn(type?: string | ColumnSpec, label?: string, id?: string): number {
    const column: FakeColumn =
      type && typeof type === 'object'
        ? {
            type: type.type || 'string',
            label: type.label || '',
            id: type.id || '',
            role: type.role || '',
            pattern: type.pattern || '',
            p: type.p || {},
          }
        : { type: type || 'string', label: label || '', id: id || '', role: '', p: {} };
    if (column.role) column.p.role = column.role;
    this.cols.push(column);
    this.rows.forEach((row) => row.push(toCell(null)));
    return this.cols.length - 1;
  }
  addRow(cells?: unknown[]): number {
    this.rows.push(this.cols.map((_, j) => toCell(cells ? cells[j] : null)));
    return this.rows.length - 1;
  }
  addRows(rows: number | unknown[][]): number {
    if (typeof rows === 'number') for (let i = 0; i < rows; i++) this.addRow();
    else rows.forEach((row) => this.addRow(row));
    return this.rows.length - 1;
  }
  getNumberOfRows() {
    return this.rows.length;
  }
  getNumberOfColumns() {
    return this.cols.length;
  }
  getColumnLabel(j: number) {
    return this.cols[j].label;
  }
  setColumnLabel(j: number, label: string) {
    this.cols[j].label = label;
  }
  getColumnId(j: number) {
    return this.cols[j].id;
  }
  getColumnType(j: number) {
    return this.cols[j].type;
  }
  getColumnRole(j: number) {
    return this.cols[j].role;
  }
  getColumnPattern(j: number) {
    return this.cols[j].pattern || '';
  }
  getColumnProperties(j: number) {
    return this.cols[j].p;
  }
  getColumnProperty(j: number, name: string) {
    const value = this.cols[j].p[name];
    return value === undefined ? null : value;
  }
  setColumnProperty(j: number, name: string, value: unknown) {
    this.cols[j].p[name] = value;
  }
  getValue(i: number, j: number) {
    return this.rows[i][j].v;
  }
  setValue(i: number, j: number, value: unknown) {
    this.rows[i][j].v = value;
    this.rows[i][j].f = undefined;
  }
  getFormattedValue(i: number, j: number): string {
    const cell = this.rows[i][j];
    if (cell.f != null) return cell.f;
    if (cell.v == null) return '';
    return cell.v instanceof Date ? cell.v.toDateString() : String(cell.v);
  }
  setFormattedValue(i: number, j: number, text: string) {
    this.rows[i][j].f = text;
  }
  setCell(i: number, j: number, value: unknown, text?: string, p?: Record<string, unknown>) {
    this.rows[i][j] = { v: value, f: text, p: p || {} };
  }
  getProperty(i: number, j: number, name: string) {
    const value = this.rows[i][j].p[name];
    return value === undefined ? null : value;
  }
  getProperties(i: number, j: number) {
    return this.rows[i][j].p;
  }
  setProperty(i: number, j: number, name: string, value: unknown) {
    this.rows[i][j].p[name] = value;
  }
  getRowProperty() {
    return null;
  }
  getTableProperty(name: string) {
    return this.p[name] === undefined ? null : this.p[name];
  }
  getTableProperties() {
    return this.p;
  }
  getDistinctValues(j: number) {
    return distinctValues(this, j);
  }
  getColumnRange(j: number) {
    const values = this.getDistinctValues(j).filter((value) => value != null);
    return {
      min: values.length ? values[0] : null,
      max: values.length ? values[values.length - 1] : null,
    };
  }
  getSortedRows(sortBy: number | { column: number }): number[] {
    const column = typeof sortBy === 'number' ? sortBy : sortBy.column;
    return this.rows
      .map((_, i) => i)
      .sort((a, b) => {
        const x = this.getValue(a, column);
        const y = this.getValue(b, column);
        return before(x, y) ? -1 : before(y, x) ? 1 : 0;
      });
  }
  getFilteredRows(filters: RowFilter[]): number[] {
    const out: number[] = [];
    for (let i = 0; i < this.getNumberOfRows(); i++) {
      const matches = filters.every((filter) => {
        const value = this.getValue(i, filter.column);
        if ('value' in filter) return value === filter.value;
        // JavaScript's comparisons, as for sorting: numbers, strings and dates alike.
        const [at, min, max] = [value, filter.minValue, filter.maxValue] as number[];
        return (min == null || at >= min) && (max == null || at <= max);
      });
      if (matches) out.push(i);
    }
    return out;
  }
  insertColumn(j: number, type: string, label?: string, id?: string) {
    this.cols.splice(j, 0, { type, label: label || '', id: id || '', role: '', p: {} });
    this.rows.forEach((row) => row.splice(j, 0, toCell(null)));
  }
  removeColumn(j: number) {
    this.cols.splice(j, 1);
    this.rows.forEach((row) => row.splice(j, 1));
  }
  removeRow(i: number) {
    this.rows.splice(i, 1);
  }
  removeRows(i: number, count: number) {
    this.rows.splice(i, count);
  }
  clone(): FakeDataTable {
    return new FakeDataTable(JSON.parse(this.toJSON()) as TableLiteral);
  }
  toJSON(): string {
    return JSON.stringify({ cols: this.cols, rows: this.rows.map((c) => ({ c })), p: this.p });
  }
}
