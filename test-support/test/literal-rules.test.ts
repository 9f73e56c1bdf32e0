/**
 * @jest-environment node
 */
// Google's rules for a `{ cols, rows }` literal, as the fake's browser script applies them: run
// from the loader source in a fresh page, as the browser tests and the bench serve it.
import { JSDOM } from 'jsdom';
import { fakeGoogleLoaderSource } from '../src';

interface Table {
  getValue(row: number, column: number): unknown;
}
type Page = Window & {
  google: { visualization: { DataTable: new (literal: unknown) => Table } };
  Date: DateConstructor;
  eval: (src: string) => unknown;
};

/** One page for the file: the script runs there, and the dates below are made there too. */
const page = new JSDOM('<!doctype html>', { runScripts: 'outside-only' }).window as unknown as Page;
beforeAll(async () => {
  page.eval(fakeGoogleLoaderSource());
  const { charts } = page.google as unknown as {
    charts: { load(v: string, s: object): Promise<void> };
  };
  await charts.load('current', { packages: ['corechart'] });
});

const table = (literal: unknown) => new page.google.visualization.DataTable(literal);
const taskDates = (...rows: unknown[][]) => ({
  cols: [
    { type: 'string', label: 'Task' },
    { type: 'date', label: 'Start' },
  ],
  rows: rows.map((c) => ({ c })),
});
/** A date made in the page, as the page's own code would make it. */
const pageDate = (...parts: number[]) =>
  new (page.Date as unknown as new (...p: number[]) => Date)(...parts);

describe('a bare value as a cell', () => {
  it.each([
    ['a string, in a string column', [['Design', { v: pageDate(2024, 0, 15) }]], 0, '"Design"'],
    ['a number, in a string column', [[3, { v: pageDate(2024, 0, 15) }]], 0, '3'],
    ['a Date, in a date column', [[{ v: 'Design' }, pageDate(2024, 0, 15)]], 1, 'a Date'],
    ['a date string, in a date column', [[{ v: 'Design' }, 'Date(2024, 0, 15)']], 1, '"Date('],
  ])('%s: throws, naming the row, the column and the value', (_, rows, column, shown) => {
    expect(() => table(taskDates(...rows))).toThrow(
      `row 0, column ${column} of the { cols, rows } literal is a bare value (${shown}`,
    );
  });

  it('null and missing cells are allowed and read as null, as Google reads them', () => {
    const read = table(taskDates([null, { v: pageDate(2024, 0, 15) }], [{ v: 'Review' }]));
    expect([read.getValue(0, 0), read.getValue(1, 1)]).toEqual([null, null]);
  });
});

describe('"Date(…)" strings in date columns', () => {
  it('become dates, months from 0; one number is milliseconds since 1970', () => {
    const read = table(
      taskDates([{ v: 'Review' }, { v: 'Date(2024, 0, 15)' }], [{ v: 'Epoch' }, { v: 'Date(0)' }]),
    );
    expect(read.getValue(0, 1)).toEqual(pageDate(2024, 0, 15));
    expect(read.getValue(1, 1)).toEqual(pageDate(0));
  });

  it('with hours, minutes and seconds, in a datetime column', () => {
    const read = table({
      cols: [{ type: 'datetime', label: 'At' }],
      rows: [{ c: [{ v: 'Date(2024, 1, 2, 10, 16, 5)' }] }],
    });
    expect(read.getValue(0, 0)).toEqual(pageDate(2024, 1, 2, 10, 16, 5));
  });

  it('stay strings in a string column', () => {
    const read = table({ cols: [{ type: 'string' }], rows: [{ c: [{ v: 'Date(2024, 0, 15)' }] }] });
    expect(read.getValue(0, 0)).toBe('Date(2024, 0, 15)');
  });

  it('are left as they were in the literal passed in', () => {
    const literal = taskDates([{ v: 'Review' }, { v: 'Date(2024, 0, 15)' }]);
    table(literal);
    expect(literal.rows[0].c[1]).toEqual({ v: 'Date(2024, 0, 15)' });
  });
});

describe('Date objects and "Date(…)" strings in one table', () => {
  it('a date string after a Date object throws, naming its cell and the rule', () => {
    expect(() =>
      table(
        taskDates(
          [{ v: 'Design' }, { v: pageDate(2024, 0, 15) }],
          [{ v: 'Review' }, { v: 'Date(2024, 0, 15)' }],
        ),
      ),
    ).toThrow(
      'row 1, column 1 of the { cols, rows } literal is the date string "Date(2024, 0, 15)", and ' +
        'an earlier cell holds a Date object',
    );
  });

  it('date strings before the first Date object are converted, as Google converts them', () => {
    const read = table(
      taskDates(
        [{ v: 'Review' }, { v: 'Date(2024, 0, 15)' }],
        [{ v: 'Design' }, { v: pageDate(2024, 1, 2) }],
      ),
    );
    expect([read.getValue(0, 1), read.getValue(1, 1)]).toEqual([
      pageDate(2024, 0, 15),
      pageDate(2024, 1, 2),
    ]);
  });
});
