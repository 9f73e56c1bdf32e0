import type { DataTable, DataView, Visualization } from './google';

type SeriesOptions = { series?: Record<number, object> };

/**
 * What `legendToggle` draws while some series are hidden: their values replaced by nulls, and
 * their legend entry greyed so a click on it shows them again.
 */
export function withHiddenSeries<Options extends SeriesOptions>(
  visualization: Visualization,
  dataTable: DataTable | DataView,
  options: Options,
  hiddenColumns: number[],
): [DataTable | DataView, Options] {
  if (!hiddenColumns.length) return [dataTable, options];
  const view = new visualization.DataView(dataTable);
  view.setColumns(
    Array.from({ length: dataTable.getNumberOfColumns() }, (_, column) =>
      hiddenColumns.includes(column)
        ? {
            type: dataTable.getColumnType(column),
            label: dataTable.getColumnLabel(column),
            calc: () => null,
          }
        : column,
    ),
  );
  const series = { ...options.series };
  // Series are numbered from the first data column, after the domain column.
  for (const column of hiddenColumns) series[column - 1] = { ...series[column - 1], color: '#ccc' };
  return [view, { ...options, series }];
}

/** The hidden columns after a click on a column's legend entry: hidden if shown, shown if hidden. */
export const toggled = (hiddenColumns: number[], column: number) =>
  hiddenColumns.includes(column)
    ? hiddenColumns.filter((hidden) => hidden != column)
    : hiddenColumns.concat(column);
