import { useEffect } from 'react';
import { toDataTable } from './data';
import { applyFormatters } from './formatters';
import {
  lookUp,
  type DataTable,
  type DataView,
  type DiffChartClass,
  type MaterialChartClass,
} from './google';
import { withHiddenSeries } from './hiddenSeries';
import { querySpreadsheet } from './spreadsheet';
import type { GoogleNamespace } from './types';
import { drawLiveChart, type ChartHookArgs } from './liveChart';
import { useStableContent } from './useStableContent';

/**
 * Draws the chart when the content of its data, options, formatters or toolbar changes (not when
 * an equal literal is written afresh), when series are hidden or shown, when the wrapper is made
 * again, and on retry.
 */
export function useDrawOnChange(
  google: GoogleNamespace | undefined,
  chart: ChartHookArgs,
  /** The setup the wrapper was made from (useChartWrapper): a new one draws again. */
  wrapperSetup: object,
  hiddenColumns: number[],
) {
  const { props, live, reportError, attempt, setError } = chart;
  const { chartType } = props;
  const content = useStableContent([
    props.data,
    props.rows,
    props.columns,
    props.diffdata,
    props.options,
    props.formatters,
    props.spreadsheetUrl,
    props.spreadsheetQueryParameters,
    props.toolbarItems,
  ] as const);
  useEffect(() => {
    const { chartWrapper } = live;
    if (!google || !chartWrapper) return;
    const [
      data,
      rows,
      columns,
      diffdata,
      options,
      formatters,
      spreadsheetUrl,
      spreadsheetQueryParameters,
      toolbarItems,
    ] = content;
    const { visualization } = google;
    let active = true;
    const draw = (dataTable: DataTable | DataView) => {
      if (active)
        try {
          if (formatters) applyFormatters(visualization, dataTable, formatters);
          const [drawnData, drawnOptions] = withHiddenSeries(
            visualization,
            dataTable,
            { ...options },
            hiddenColumns,
          );
          const convertOptions = lookUp<MaterialChartClass>(
            google.charts,
            chartType,
          )?.convertOptions;
          chartWrapper.setChartType(chartType);
          chartWrapper.setOptions(convertOptions ? convertOptions(drawnOptions) : drawnOptions);
          drawLiveChart(live, drawnData);
          if (toolbarItems && live.toolbar.current)
            visualization.drawToolbar(live.toolbar.current, toolbarItems);
        } catch (error) {
          reportError(error, 'draw');
        }
    };
    setError(null);
    try {
      if (diffdata)
        draw(
          lookUp<DiffChartClass>(visualization, chartType).prototype.computeDiff(
            toDataTable(visualization, diffdata.old),
            toDataTable(visualization, diffdata.new),
          ),
        );
      else if (spreadsheetUrl && !data && !rows)
        querySpreadsheet(visualization, spreadsheetUrl, spreadsheetQueryParameters).then(
          draw,
          (error) => active && reportError(error, 'query'),
        );
      // `columns` + `rows` are the header row and the rows of `data` given apart.
      else draw(toDataTable(visualization, data || (columns && [columns, ...(rows || [])])));
    } catch (error) {
      reportError(error, 'data');
    }
    return () => {
      active = false;
    };
  }, [
    google,
    chartType,
    content,
    hiddenColumns,
    attempt,
    wrapperSetup,
    live,
    reportError,
    setError,
  ]);
}
