/** Cells and value kinds, as the fake's tables hold and compare them. */
import type { FakeCell } from './types';

/** A cell given as an object (`{ v, f, p }`), as opposed to a bare value. */
export const isCellObject = (value: unknown): value is Partial<FakeCell> =>
  value !== null && typeof value === 'object' && !(value instanceof Date) && !Array.isArray(value);

/** A value's column type as arrayToDataTable infers it: `date`, `timeofday`, or its typeof. */
export function kind(value: unknown): string {
  if (value instanceof Date) return 'date';
  if (Array.isArray(value)) return 'timeofday';
  return typeof value;
}

/** A cell from a cell object or a bare value (what `addRow` and `arrayToDataTable` accept). */
export function toCell(value: unknown): FakeCell {
  if (isCellObject(value))
    return { v: value.v === undefined ? null : value.v, f: value.f, p: value.p || {} };
  return { v: value === undefined ? null : value, p: {} };
}
