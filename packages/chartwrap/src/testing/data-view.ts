/** `google.visualization.DataView`: chosen columns (or computed ones) and rows of a table. */
import { FakeDataTable, distinctValues } from './data-table';
import type { FakeTable } from './types';

/** A view column: an index into the table, or a column spec (computed, or a source column). */
type ViewColumn =
  | number
  | {
      calc?: (table: FakeTable, row: number) => unknown;
      sourceColumn?: number;
      type?: string;
      label?: string;
      id?: string;
      role?: string;
      pattern?: string;
    };

type ColumnField = 'Label' | 'Type' | 'Id' | 'Role' | 'Pattern';

export class FakeDataView implements FakeTable {
  dt: FakeTable;
  cols: ViewColumn[] | null = null;
  rowIdx: number[] | null = null;

  constructor(table: FakeTable) {
    this.dt = table;
  }
  setColumns(columns: ViewColumn[]) {
    this.cols = columns;
  }
  setRows(rows: number[]) {
    this.rowIdx = rows;
  }
  getViewColumns() {
    return this.cols;
  }
  col(j: number): ViewColumn {
    return this.cols ? this.cols[j] : j;
  }
  row(i: number): number {
    return this.rowIdx ? this.rowIdx[i] : i;
  }
  getNumberOfRows() {
    return this.rowIdx ? this.rowIdx.length : this.dt.getNumberOfRows();
  }
  getNumberOfColumns() {
    return this.cols ? this.cols.length : this.dt.getNumberOfColumns();
  }
  getTableRowIndex(i: number) {
    return this.row(i);
  }
  getValue(i: number, j: number): unknown {
    const column = this.col(j);
    if (typeof column === 'number') return this.dt.getValue(this.row(i), column);
    if (column.calc) return column.calc(this.dt, this.row(i));
    return this.dt.getValue(this.row(i), column.sourceColumn as number);
  }
  getFormattedValue(i: number, j: number): string {
    const column = this.col(j);
    if (typeof column === 'number') return this.dt.getFormattedValue(this.row(i), column);
    const value = this.getValue(i, j);
    return value == null ? '' : String(value);
  }
  /** A column's label, type, id, role or pattern: the table's for a table column. */
  private columnField(j: number, field: ColumnField): string {
    const column = this.col(j);
    const ofTable = (index: number) => this.dt[`getColumn${field}`](index);
    if (typeof column === 'number') return ofTable(column);
    if (column.sourceColumn != null && !column.calc) return ofTable(column.sourceColumn);
    const key = field.toLowerCase() as 'label' | 'type' | 'id' | 'role' | 'pattern';
    return column[key] || (field === 'Type' ? 'string' : '');
  }
  getColumnLabel(j: number) {
    return this.columnField(j, 'Label');
  }
  getColumnType(j: number) {
    return this.columnField(j, 'Type');
  }
  getColumnId(j: number) {
    return this.columnField(j, 'Id');
  }
  getColumnRole(j: number) {
    return this.columnField(j, 'Role');
  }
  getColumnPattern(j: number) {
    return this.columnField(j, 'Pattern');
  }
  getColumnProperty() {
    return null;
  }
  getProperty() {
    return null;
  }
  getDistinctValues(j: number) {
    return distinctValues(this, j);
  }
  toDataTable(): FakeDataTable {
    const table = new FakeDataTable();
    for (let j = 0; j < this.getNumberOfColumns(); j++)
      table.addColumn(this.getColumnType(j), this.getColumnLabel(j));
    for (let i = 0; i < this.getNumberOfRows(); i++) {
      const row: unknown[] = [];
      for (let j = 0; j < this.getNumberOfColumns(); j++) row.push(this.getValue(i, j));
      table.addRow(row);
    }
    return table;
  }
}
