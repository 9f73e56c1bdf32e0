/**
 * A reader's data, from a grid of cell texts to typed columns and rows a chart draws: the header
 * row guessed (text over values) unless the reader says, each column's type inferred unless the
 * reader chooses it, every cell read in its column's form, and the whole checked against the chart
 * type's data format (src/shared/data-formats.ts). Problems name the row and column as the reader
 * sees them: rows counted as the pasted lines, columns by their header text.
 */
import type { CellValue, ColumnRole } from 'chartwrap';
import { columnsFor, formatSentence, listWords, TYPE_WORDS, type DataFormat } from './data-formats';
import {
  DATE_ORDER_LABELS,
  dateOrdersFor,
  localDayMonthOrder,
  localNumberForm,
  numberFormLabel,
  numberFormsFor,
  partsToDate,
  readBoolean,
  readDate,
  readNumber,
  type DateOrder,
  type DateParts,
  type NumberForm,
  type ReaderType,
} from './reader-cells';

/** More rows than this are refused: the page would freeze and the link would not hold them. */
export const MAX_DATA_ROWS = 20_000;
/** More text than this is refused before it is read: 10,000 rows of a spreadsheet are far less. */
export const MAX_DATA_CHARS = 4_000_000;

const sizeText = (chars: number) =>
  chars >= 1_000_000 ? `${(chars / 1_000_000).toFixed(1)} MB` : `${Math.ceil(chars / 1000)} KB`;

/** Why text (or a file) of this many characters is too large to read, or undefined. */
export const sizeProblem = (chars: number) =>
  chars > MAX_DATA_CHARS
    ? `This data is ${sizeText(chars)}: the explorer takes up to ${sizeText(MAX_DATA_CHARS)}. Load larger data from a file in your code.`
    : undefined;

/** Why a text is too large to read, or undefined. */
export function tooLarge(text: string): string | undefined {
  const size = sizeProblem(text.length);
  if (size) return size;
  let lines = 0;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) {
    if (++lines > MAX_DATA_ROWS + 1) {
      const total = text.split('\n').filter((line) => line.trim() !== '').length;
      return `This data has ${total.toLocaleString('en')} rows: the explorer takes up to ${MAX_DATA_ROWS.toLocaleString('en')}. Load larger data from a file in your code.`;
    }
  }
  return undefined;
}

/** The problems listed at most (the rest counted). */
const MAX_PROBLEMS = 8;

/** What the reader chose for a column (either may be left to the inference). */
export interface ColumnChoice {
  type?: ReaderType;
  role?: ColumnRole;
}

export interface DataChoices {
  /** Whether the first row is the header; undefined to guess. */
  header?: boolean;
  columns?: readonly (ColumnChoice | undefined)[];
}

export interface ReaderColumn {
  label: string;
  type: ReaderType;
  /** The type the cells suggest. */
  inferred: ReaderType;
  role?: ColumnRole;
  /** The form the cells were read in ("1,234.5", "day/month/year (31/03/2024)"). */
  form?: string;
}

/** A cell of the reader's table: a date keeps its written parts (for the code), the rest values. */
export type ReaderCell = Exclude<CellValue, Date | number[] | undefined> | { date: DateParts };

export interface ReaderTable {
  columns: ReaderColumn[];
  rows: ReaderCell[][];
}

export interface DataReading {
  /** The columns and rows read (bad cells as null): drawn only when there are no problems. */
  table: ReaderTable;
  header: boolean;
  headerGuessed: boolean;
  problems: string[];
}

/** How a column's cells are read: the type and, for numbers and dates, the form. */
type ColumnReader =
  | { type: 'number'; form: NumberForm }
  | { type: 'date' | 'datetime'; order: DateOrder }
  | { type: 'boolean' | 'string' };

interface Locale {
  numberForms: NumberForm[];
  dateOrders: DateOrder[];
}

const localeOf = (locale?: string): Locale => ({
  numberForms: numberFormsFor(localNumberForm(locale)),
  dateOrders: dateOrdersFor(localDayMonthOrder(locale)),
});

/** A cell read by a column's reader; undefined when it is not such a value. */
function readCell(text: string, reader: ColumnReader): ReaderCell | undefined {
  switch (reader.type) {
    case 'number':
      return readNumber(text, reader.form);
    case 'date':
    case 'datetime': {
      const date = readDate(text, reader.order);
      return date && { date: date.parts };
    }
    case 'boolean':
      return readBoolean(text);
    case 'string':
      return text;
  }
}

/** How many of the texts a reader reads, stopping at the first miss when `all`. */
function countRead(texts: readonly string[], reader: ColumnReader, all: boolean) {
  let read = 0;
  for (const text of texts) {
    if (readCell(text, reader) !== undefined) read++;
    else if (all) return -1;
  }
  return read;
}

/** The readers of a type, in the order to try them. */
function readersOf(type: ReaderType, locale: Locale): ColumnReader[] {
  if (type === 'number') return locale.numberForms.map((form) => ({ type, form }));
  if (type === 'date' || type === 'datetime')
    return locale.dateOrders.map((order) => ({ type, order }));
  return [{ type }];
}

const hasTime = (texts: readonly string[], order: DateOrder) =>
  texts.some((text) => readDate(text, order)?.hasTime);

/** The type and form that read every one of the texts (text when none does). */
function inferReader(texts: readonly string[], locale: Locale): ColumnReader {
  if (texts.length === 0) return { type: 'string' };
  for (const type of ['boolean', 'number', 'date'] as const) {
    for (const reader of readersOf(type, locale)) {
      if (countRead(texts, reader, true) < 0) continue;
      if (reader.type === 'date' && hasTime(texts, reader.order))
        return { type: 'datetime', order: reader.order };
      return reader;
    }
  }
  return { type: 'string' };
}

/** A chosen type's reader: the form that reads the most of the texts (the reader's on a tie). */
function chosenReader(texts: readonly string[], type: ReaderType, locale: Locale): ColumnReader {
  let best: ColumnReader = readersOf(type, locale)[0];
  let bestCount = -1;
  for (const reader of readersOf(type, locale)) {
    const count = countRead(texts, reader, false);
    if (count > bestCount) [best, bestCount] = [reader, count];
  }
  return best;
}

const formLabel = (reader: ColumnReader) =>
  reader.type === 'number'
    ? numberFormLabel(reader.form)
    : reader.type === 'date' || reader.type === 'datetime'
      ? DATE_ORDER_LABELS[reader.order]
      : undefined;

/** A cell text that is a value (number, date, true/false) in some form: not a header's. */
const isValueText = (text: string, locale: Locale) => inferReader([text], locale).type !== 'string';

/**
 * The first row is the header when all its cells are text that is no value (no number, date or
 * true/false), as a spreadsheet range's header row is; a first row holding a value is data.
 */
function guessHeader(grid: readonly (readonly string[])[], locale: Locale): boolean {
  if (grid.length < 2) return false;
  return grid[0].every((text) => text !== '' && !isValueText(text, locale));
}

/** The column type a role's cells are. */
const ROLE_TYPES: Partial<Record<ColumnRole, ReaderType>> = {
  interval: 'number',
  certainty: 'boolean',
  emphasis: 'boolean',
  scope: 'boolean',
};
const roleType = (role: ColumnRole): ReaderType => ROLE_TYPES[role] ?? 'string';

/** The problems of the columns against the chart type's format. */
export function formatProblems(format: DataFormat, columns: readonly ReaderColumn[]): string[] {
  const problems: string[] = [];
  const named = (index: number) => `column ${index + 1}`;
  columns.forEach((column, index) => {
    if (!column.role) return;
    if (!format.roles.includes(column.role)) {
      const takes = format.roles.length
        ? `takes ${listWords(format.roles.map((r) => `${r}`))} columns only`
        : 'takes no role columns';
      problems.push(`${format.article} ${takes}; ${named(index)} is a ${column.role} column`);
    } else if (index === 0) {
      problems.push(`A ${column.role} column follows the column it is about; column 1 is one`);
    } else if (column.type !== roleType(column.role)) {
      problems.push(
        `A ${column.role} column holds ${TYPE_WORDS[roleType(column.role)]}; ${named(index)} is ${TYPE_WORDS[column.type]}`,
      );
    }
  });
  const data = columns.map((column, index) => ({ column, index })).filter((c) => !c.column.role);
  const expected = columnsFor(format, data.length);
  if (!expected) {
    problems.push(
      `${formatSentence(format)}; the data has ${data.length} column${data.length === 1 ? '' : 's'}`,
    );
    return problems;
  }
  data.forEach(({ column, index }, position) => {
    const want = expected[position];
    if (!want.types.includes(column.type)) {
      problems.push(`${formatSentence(format)}; ${named(index)} is ${TYPE_WORDS[column.type]}`);
    }
  });
  return problems;
}

/** A column with no values at all takes the type the chart expects there (a Gantt's durations). */
function typeEmptyColumns(
  format: DataFormat,
  columns: ReaderColumn[],
  readers: ColumnReader[],
  empty: ReadonlySet<number>,
  locale: Locale,
) {
  const data = columns.filter((column) => !column.role);
  const expected = columnsFor(format, data.length);
  data.forEach((column, position) => {
    const type = expected?.[position].types[0];
    const index = columns.indexOf(column);
    if (!empty.has(index) || !type || type === 'timeofday' || type === 'string') return;
    column.type = column.inferred = type;
    readers[index] = readersOf(type, locale)[0];
    column.form = formLabel(readers[index]);
  });
}

/** A cell's text as a message quotes it: short, one line. */
const quoted = (text: string) =>
  `'${text.length > 40 ? `${text.slice(0, 40)}…` : text}'`.replace(/\s+/g, ' ');

const NOT_A: Record<ReaderType, string> = {
  number: 'a number',
  date: 'a date',
  datetime: 'a date',
  boolean: 'true or false',
  string: 'text',
};

/**
 * Reads a grid of cell texts: the header (guessed or chosen), each column's type and form (inferred
 * or chosen), every cell, and the problems against the chart type's format.
 */
export function readGrid(
  grid: readonly (readonly string[])[],
  format: DataFormat,
  choices: DataChoices = {},
  locale?: string,
): DataReading {
  const place = localeOf(locale);
  const headerGuessed = choices.header === undefined;
  const header = choices.header ?? guessHeader(grid, place);
  const body = header ? grid.slice(1) : grid;
  const width = Math.max(0, ...grid.map((row) => row.length));
  const problems: string[] = [];
  if (body.length > MAX_DATA_ROWS) {
    problems.push(
      `This data has ${body.length.toLocaleString('en')} rows: the explorer takes up to ${MAX_DATA_ROWS.toLocaleString('en')}. Load larger data from a file in your code.`,
    );
    return { table: { columns: [], rows: [] }, header, headerGuessed, problems };
  }
  const columns: ReaderColumn[] = [];
  const readers: ColumnReader[] = [];
  const empty = new Set<number>();
  for (let index = 0; index < width; index++) {
    const texts: string[] = [];
    for (const row of body) if (row[index]) texts.push(row[index]);
    if (texts.length === 0 && !choices.columns?.[index]?.type) empty.add(index);
    const inferred = inferReader(texts, place);
    const choice = choices.columns?.[index];
    const reader = choice?.type ? chosenReader(texts, choice.type, place) : inferred;
    readers.push(reader);
    columns.push({
      label: (header ? grid[0][index] : '') || `Column ${index + 1}`,
      type: reader.type,
      inferred: inferred.type,
      role: choice?.role,
      form: formLabel(reader),
    });
  }
  typeEmptyColumns(format, columns, readers, empty, place);
  problems.push(...formatProblems(format, columns));
  let cellProblems = 0;
  const rows = body.map((row, rowIndex) =>
    columns.map((column, index) => {
      const text = row[index] ?? '';
      if (text === '') return null;
      const value = readCell(text, readers[index]);
      if (value !== undefined) return value;
      if (cellProblems++ < MAX_PROBLEMS) {
        const line = rowIndex + 1 + (header ? 1 : 0);
        const form = column.form && column.type !== 'number' ? ` in the form ${column.form}` : '';
        problems.push(
          `Row ${line}, column ${column.label}: ${quoted(text)} is not ${NOT_A[column.type]}${form}`,
        );
      }
      return null;
    }),
  );
  if (cellProblems > MAX_PROBLEMS) problems.push(`…and ${cellProblems - MAX_PROBLEMS} more cells`);
  if (body.length === 0) problems.push('No rows of data yet');
  return { table: { columns, rows }, header, headerGuessed, problems };
}

/** A table cell as the chart draws it. */
export const cellValue = (cell: ReaderCell): CellValue =>
  cell !== null && typeof cell === 'object' ? partsToDate(cell.date) : cell;
