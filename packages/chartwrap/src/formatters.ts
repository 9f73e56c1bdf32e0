import {
  lookUp,
  type DataTable,
  type DataView,
  type FormatterClass,
  type Visualization,
} from './google';
import { patternOf } from './deprecated';
import type { ChartFormatter } from './types';

/** Applies the `formatters` prop to the table about to be drawn. */
export function applyFormatters(
  visualization: Visualization,
  dataTable: DataTable | DataView,
  formatters: readonly ChartFormatter[],
) {
  for (const formatter of formatters) {
    const columns = ([] as number[]).concat(formatter.column);
    // PatternFormat takes a pattern and formats its source columns together into one column;
    // the other formatters take options and format each column alone.
    const pattern = patternOf(formatter);
    const Format = lookUp<FormatterClass>(visualization, formatter.type);
    const format = new Format(pattern ?? ('options' in formatter ? formatter.options : undefined));
    if (formatter.type == 'ColorFormat') {
      formatter.ranges?.forEach((range) => format.addRange(...range));
      formatter.gradientRanges?.forEach((range) => format.addGradientRange(...range));
    }
    if (pattern != null)
      format.format(dataTable, columns, 'dstColumn' in formatter ? formatter.dstColumn : undefined);
    else for (const column of columns) format.format(dataTable, column);
  }
}
