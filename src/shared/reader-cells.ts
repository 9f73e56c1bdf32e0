/**
 * Reading a reader's cell text as a value of a column type: numbers with their thousands and
 * decimal separators, dates and date-times in ISO form and the common spreadsheet forms, true and
 * false. Each reader of a kind of value has named forms; a column is read in the one form that
 * reads all of its cells (the reader's own locale's form first), so "1,234" is one thousand two
 * hundred and thirty-four in English and one point two three four in German.
 */

/** The column types the Data tab offers (Google's `timeofday` is left out: spreadsheets give text). */
export const READER_TYPES = ['number', 'date', 'datetime', 'boolean', 'string'] as const;
export type ReaderType = (typeof READER_TYPES)[number];

/** A date or date-time as written: year, month (1-12), day, hours, minutes, seconds. */
export type DateParts = readonly [number, number, number, number, number, number];

export interface NumberForm {
  /** The thousands separator ('' for none seen); any space stands for every kind of space. */
  group: string;
  decimal: '.' | ',';
}

export type DateOrder = 'iso' | 'ymd' | 'dmy' | 'mdy';

const SPACES = /[\s\u00a0\u202f]/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Number forms, most common first. */
const NUMBER_FORMS: readonly NumberForm[] = [
  { group: ',', decimal: '.' },
  { group: '.', decimal: ',' },
  { group: ' ', decimal: ',' },
  { group: ' ', decimal: '.' },
  { group: "'", decimal: '.' },
  { group: '’', decimal: '.' },
];

/** The reader's own number form (from the browser's locale), else the English one. */
export function localNumberForm(locale?: string): NumberForm {
  try {
    const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
    const decimal = parts.find((p) => p.type === 'decimal')?.value;
    const group = parts.find((p) => p.type === 'group')?.value.replace(SPACES, ' ') ?? '';
    if (decimal === '.' || decimal === ',') return { group, decimal };
  } catch {
    // An unknown locale: the English form.
  }
  return NUMBER_FORMS[0];
}

/** The number forms to try, the reader's first. */
export function numberFormsFor(local: NumberForm): NumberForm[] {
  const same = (f: NumberForm) => f.group === local.group && f.decimal === local.decimal;
  return [local, ...NUMBER_FORMS.filter((f) => !same(f))];
}

const numberPatterns = new Map<string, RegExp>();
function numberPattern({ group, decimal }: NumberForm): RegExp {
  const key = group + decimal;
  let pattern = numberPatterns.get(key);
  if (!pattern) {
    const g = escapeRegExp(group);
    const d = escapeRegExp(decimal);
    const grouped = group ? `\\d{1,3}(?:${g}\\d{3})+|` : '';
    const exponent = decimal === '.' ? '(?:[eE][+-]?\\d+)?' : '';
    pattern = new RegExp(`^[+-]?(?:(?:${grouped}\\d+)(?:${d}\\d*)?|${d}\\d+)${exponent}$`);
    numberPatterns.set(key, pattern);
  }
  return pattern;
}

/** The cell's number in this form, or undefined. */
export function readNumber(text: string, form: NumberForm): number | undefined {
  const compact = form.group === ' ' ? text.replace(SPACES, ' ') : text;
  if (!numberPattern(form).test(compact)) return undefined;
  const plain = (form.group ? compact.split(form.group).join('') : compact).replace(
    form.decimal,
    '.',
  );
  const value = Number(plain);
  return Number.isFinite(value) ? value : undefined;
}

/** The form as the reader sees it: "1,234.5". */
export const numberFormLabel = ({ group, decimal }: NumberForm) =>
  `1${group === ' ' ? '\u202f' : group}234${decimal}5`;

const TIME = String.raw`(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*([AaPp][Mm])?)?`;
const ISO = new RegExp(String.raw`^(\d{4})-(\d{1,2})-(\d{1,2})${TIME}(Z|[+-]\d{2}:?\d{2})?$`);
const YMD = new RegExp(String.raw`^(\d{4})([/.])(\d{1,2})\2(\d{1,2})${TIME}$`);
const DAY_MONTH = new RegExp(String.raw`^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})${TIME}$`);

export const DATE_ORDER_LABELS: Readonly<Record<DateOrder, string>> = {
  iso: 'ISO 8601 (2024-03-31)',
  ymd: 'year/month/day (2024/03/31)',
  dmy: 'day/month/year (31/03/2024)',
  mdy: 'month/day/year (03/31/2024)',
};

/** The reader's own order of day and month, from the browser's locale. */
export function localDayMonthOrder(locale?: string): 'dmy' | 'mdy' {
  try {
    const types = new Intl.DateTimeFormat(locale)
      .formatToParts(new Date(2024, 2, 31))
      .map((p) => p.type);
    return types.indexOf('month') < types.indexOf('day') ? 'mdy' : 'dmy';
  } catch {
    return 'dmy';
  }
}

const daysIn = (year: number, month: number) => new Date(year, month, 0).getDate();

function dateParts(
  y: string,
  mo: string,
  d: string,
  time: readonly (string | undefined)[],
): DateParts | undefined {
  const [year, month, day] = [Number(y), Number(mo), Number(d)];
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return undefined;
  let hours = Number(time[0] ?? 0);
  const minutes = Number(time[1] ?? 0);
  const seconds = Number(time[2] ?? 0);
  const half = time[3]?.toLowerCase();
  if (half) {
    if (hours < 1 || hours > 12) return undefined;
    hours = (hours % 12) + (half === 'pm' ? 12 : 0);
  }
  if (hours > 23 || minutes > 59 || seconds > 59) return undefined;
  return [year, month, day, hours, minutes, seconds];
}

/** The cell's date in this order, or undefined; `hasTime` when the text wrote a time. */
export function readDate(
  text: string,
  order: DateOrder,
): { parts: DateParts; hasTime: boolean } | undefined {
  let match: RegExpExecArray | null;
  let parts: DateParts | undefined;
  if (order === 'iso') {
    match = ISO.exec(text);
    if (!match) return undefined;
    if (match[8]) {
      // A time zone: the instant in the reader's zone, as the chart will show it.
      const instant = new Date(text);
      if (Number.isNaN(instant.getTime())) return undefined;
      parts = [
        instant.getFullYear(),
        instant.getMonth() + 1,
        instant.getDate(),
        instant.getHours(),
        instant.getMinutes(),
        instant.getSeconds(),
      ];
    } else parts = dateParts(match[1], match[2], match[3], match.slice(4, 8));
  } else if (order === 'ymd') {
    match = YMD.exec(text);
    if (!match) return undefined;
    parts = dateParts(match[1], match[3], match[4], match.slice(5, 9));
  } else {
    match = DAY_MONTH.exec(text);
    if (!match) return undefined;
    const [first, second] = [match[1], match[3]];
    parts =
      order === 'dmy'
        ? dateParts(match[4], second, first, match.slice(5, 9))
        : dateParts(match[4], first, second, match.slice(5, 9));
  }
  return parts && { parts, hasTime: match[4 + (order === 'iso' ? 0 : 1)] !== undefined };
}

/** The date orders to try, the reader's own day-month order before the other. */
export const dateOrdersFor = (local: 'dmy' | 'mdy'): DateOrder[] => [
  'iso',
  'ymd',
  local,
  local === 'dmy' ? 'mdy' : 'dmy',
];

const TRUE_WORDS = new Set(['true', 'yes']);
const FALSE_WORDS = new Set(['false', 'no']);

/** The cell's true or false, or undefined. */
export function readBoolean(text: string): boolean | undefined {
  const word = text.toLowerCase();
  return TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : undefined;
}

/** The Date a cell's parts stand for, in the reader's time zone. */
export const partsToDate = ([y, mo, d, h, mi, s]: DateParts) => new Date(y, mo - 1, d, h, mi, s);
