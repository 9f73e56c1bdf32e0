/** The formatters of `google.visualization` (NumberFormat, DateFormat…): each format is recorded. */
import type { FakeDataTable } from './data-table';
import type { FakeGoogleRecord } from './types';

/** A formatter's options: an object, or PatternFormat's pattern. */
type FormatOptions = Record<string, unknown> | string;

/** The text of a value, or undefined to leave the cell's text as it is. */
type FormatRule = (value: unknown, options: Record<string, unknown>) => string | undefined;

const numberText: FormatRule = (value, options) => {
  if (typeof value !== 'number') return undefined;
  const digits = options.fractionDigits == null ? 2 : Number(options.fractionDigits);
  return String(options.prefix || '') + value.toFixed(digits) + String(options.suffix || '');
};
const dateText: FormatRule = (value) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : undefined;
const unchanged: FormatRule = () => undefined;

/** The formatters' rules by name. */
export const FORMAT_RULES: Record<string, FormatRule> = {
  ArrowFormat: unchanged,
  BarFormat: unchanged,
  ColorFormat: unchanged,
  DateFormat: dateText,
  NumberFormat: numberText,
  PatternFormat: unchanged,
};

/** The formatter class of `type`, recording each `format` call in `rec.formats`. */
export function formatterClass(rec: FakeGoogleRecord, type: string) {
  const rule = FORMAT_RULES[type];
  return class FakeFormatter {
    o: FormatOptions;
    ranges: unknown[][] = [];
    constructor(options?: FormatOptions) {
      this.o = options || {};
    }
    format(table: FakeDataTable, column: number | number[], destination?: number) {
      rec.formats.push({ type, column, options: this.o });
      for (let i = 0; i < table.getNumberOfRows(); i++) {
        if (type === 'PatternFormat') {
          const columns = column as number[];
          const text = String(this.o).replace(/\{(\d+)\}/g, (_, n: string) =>
            table.getFormattedValue(i, columns[Number(n)]),
          );
          table.setFormattedValue(i, destination == null ? columns[0] : destination, text);
        } else {
          const text = rule(table.getValue(i, column as number), this.o as Record<string, unknown>);
          if (text !== undefined) table.setFormattedValue(i, column as number, text);
        }
      }
    }
    addRange(...range: unknown[]) {
      this.ranges.push(range);
    }
    addGradientRange(...range: unknown[]) {
      this.ranges.push(range);
    }
    formatValue(value: unknown) {
      return rule(value, this.o as Record<string, unknown>);
    }
  };
}
