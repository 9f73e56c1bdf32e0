import {
  lookUp,
  type DataTable,
  type DataView,
  type FormatterClass,
  type Visualization,
} from './google';
import { patternOf } from './deprecated';
import type { ChartFormatter } from './types';

/** Every field a formatter may have, whichever its type (each type uses some of them). */
export interface FormatterFields {
  type: ChartFormatter['type'];
  column: number | number[];
  options?: unknown;
  pattern?: string;
  dstColumn?: number;
  ranges?: readonly (readonly unknown[])[];
  gradientRanges?: readonly (readonly unknown[])[];
}

/** Applies the `formatters` prop to the table about to be drawn. */
export function applyFormatters(
  visualization: Visualization,
  dataTable: DataTable | DataView,
  formatters: readonly ChartFormatter[],
) {
  for (const formatter of formatters as readonly FormatterFields[]) {
    const columns = ([] as number[]).concat(formatter.column);
    // PatternFormat takes a pattern and formats its source columns together into one column;
    // the other formatters take options and format each column alone.
    const pattern = formatter.type == 'PatternFormat' && patternOf(formatter);
    const Format = lookUp<FormatterClass>(visualization, formatter.type);
    const format = new Format(pattern || formatter.options);
    // ColorFormat's ranges (the other types have none).
    formatter.ranges?.forEach((range) => format.addRange(...range));
    formatter.gradientRanges?.forEach((range) => format.addGradientRange(...range));
    if (pattern) format.format(dataTable, columns, formatter.dstColumn);
    else for (const column of columns) format.format(dataTable, column);
  }
}
