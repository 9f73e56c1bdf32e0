/**
 * Google's rules for a DataTable built from a `{ cols, rows }` literal, which the fake applies so
 * that a literal Google would misread fails in tests with a readable error.
 *
 * Each rule copies what Google's DataTable does, in google/google-visualization's
 * `data/datatable.ts` (the constructor, `normalizeDates` and `getValue`) and `common/json.ts`
 * (`deserializeDate`).
 */
import { isCellObject } from './cells';

/** A `{ cols, rows }` literal as code passes it to `new DataTable(…)`: nothing checked yet. */
export interface TableLiteral {
  cols?: { type?: string }[];
  rows?: { c?: unknown[] }[];
  p?: Record<string, unknown>;
}

/** `Date(y, m, d[, h, min, s[, ms]])` or `Date(ms)`: the DataTable JSON form of a date. */
const DATE_STRING = /^Date\(\s*([\d,\s]*)\)$/;

/**
 * The date a `"Date(…)"` string stands for (months from 0; one number is milliseconds since the
 * epoch), or the string itself when it is not one: `deserializeDate` in `common/json.ts`.
 */
export function dateFromString(text: string): string | Date {
  const match = DATE_STRING.exec(text);
  if (!match) return text;
  const parts = match[1].split(/,\s*/).map((part) => Number(part) || 0);
  if (parts.length === 1) return new Date(parts[0]);
  const [year, month, day, hours, minutes, seconds, ms] = parts;
  return new Date(year, month, day || 1, hours || 0, minutes || 0, seconds || 0, ms || 0);
}

/** `goog.isDateLike`, as Google tests a value: a Date of any window (it has `getFullYear`). */
const isDateLike = (value: unknown): value is Date =>
  value !== null &&
  typeof value === 'object' &&
  typeof (value as Partial<Date>).getFullYear === 'function';

const describe = (value: unknown) =>
  typeof value === 'string' ? JSON.stringify(value) : isDateLike(value) ? 'a Date' : String(value);

/**
 * Every cell of a literal's rows must be a cell object `{ v, f?, p? }` or null. Google's
 * `getValue` (`data/datatable.ts`) returns `cell.v`, so a bare value reads as null, and its
 * `normalizeDates` runs `'v' in cell` on the cells of date columns, which throws on a string.
 */
function checkCellsAreObjects(literal: TableLiteral): void {
  (literal.rows || []).forEach((row, i) =>
    (row.c || []).forEach((value, j) => {
      if (value == null || (isCellObject(value) && !isDateLike(value))) return;
      throw new Error(
        `DataTable: row ${i}, column ${j} of the { cols, rows } literal is a bare value ` +
          `(${describe(value)}), not a cell. Google's DataTable reads a cell's v, so it would ` +
          `read null there (or throw, in a date column). Write the cell as { v: … }.`,
      );
    }),
  );
}

/**
 * `normalizeDates` (`data/datatable.ts`): column by column, the `"Date(…)"` strings of date and
 * datetime columns become dates, until the first cell holding a Date object, where Google stops
 * converting: its comment says tables mixing the two forms are not supported. A date string
 * left after that point is an error here (on Google it stays a string in a date column).
 */
function normalizeDates(literal: TableLiteral): TableLiteral {
  const columns = literal.cols || [];
  // A copy of the rows: unlike Google's, the fake leaves the caller's literal as it was.
  const rows = (literal.rows || []).map((row) => ({ ...row, c: (row.c || []).slice() }));
  let sawDateObject = false;
  columns.forEach((column, j) => {
    if (column.type !== 'date' && column.type !== 'datetime') return;
    rows.forEach((row, i) => {
      const cell = row.c?.[j];
      if (!isCellObject(cell) || isDateLike(cell) || !('v' in cell)) return;
      if (isDateLike(cell.v)) sawDateObject = true;
      else if (typeof cell.v !== 'string') return;
      else if (!sawDateObject) row.c[j] = { ...cell, v: dateFromString(cell.v) };
      else if (DATE_STRING.test(cell.v))
        throw new Error(
          `DataTable: row ${i}, column ${j} of the { cols, rows } literal is the date string ` +
            `${JSON.stringify(cell.v)}, and an earlier cell holds a Date object. Google's ` +
            'DataTable does not support tables that mix the two forms: it stops converting ' +
            '"Date(…)" strings at the first Date object. Use one form for every date.',
        );
    });
  });
  return { ...literal, rows };
}

/**
 * Applies Google's rules to a literal before the fake's DataTable reads it (see above): throws on
 * bare cells and mixed date forms, and returns the literal with its date strings as dates.
 */
export function checkTableLiteral(literal: TableLiteral): TableLiteral {
  checkCellsAreObjects(literal);
  return normalizeDates(literal);
}
