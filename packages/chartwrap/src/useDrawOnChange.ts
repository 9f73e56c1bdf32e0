import { useEffect, type MutableRefObject } from 'react';
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
import type { ChartProps, GoogleNamespace } from './types';
import {
  drawInstance,
  type ChartElements,
  type ChartInstance,
  type ReportError,
} from './useChartWrapper';
import { useStableContent } from './useStableContent';

/**
 * Draws the chart when the content of its data, options, formatters or toolbar changes (not when
 * an equal literal is written afresh), when series are hidden or shown, when the wrapper is made
 * again, and on retry.
 */
export function useDrawOnChange(
  google: GoogleNamespace | undefined,
  props: ChartProps,
  instance: MutableRefObject<ChartInstance | undefined>,
  wrapperSetup: object,
  elements: ChartElements,
  hiddenColumns: number[],
  attempt: number,
  reportError: ReportError,
  setError: (error: null) => void,
) {
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
    const current = instance.current;
    if (!google || !current) return;
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
    let live = true;
    const draw = (dataTable: DataTable | DataView) => {
      if (live)
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
          current.chartWrapper.setChartType(chartType);
          current.chartWrapper.setOptions(
            convertOptions ? convertOptions(drawnOptions) : drawnOptions,
          );
          drawInstance(current, elements.chart.current!, drawnData);
          if (toolbarItems && elements.toolbar.current)
            visualization.drawToolbar(elements.toolbar.current, toolbarItems);
        } catch (error) {
          reportError(error, 'draw');
        }
    };
    setError(null);
    try {
      if (diffdata)
        draw(
          lookUp<DiffChartClass>(visualization, chartType).prototype.computeDiff(
            toDataTable(visualization, { data: diffdata.old }),
            toDataTable(visualization, { data: diffdata.new }),
          ),
        );
      else if (spreadsheetUrl && !data && !rows)
        querySpreadsheet(visualization, spreadsheetUrl, spreadsheetQueryParameters).then(
          draw,
          (error) => live && reportError(error, 'query'),
        );
      else draw(toDataTable(visualization, { data, rows, columns }));
    } catch (error) {
      reportError(error, 'data');
    }
    return () => {
      live = false;
    };
  }, [
    google,
    chartType,
    content,
    hiddenColumns,
    attempt,
    wrapperSetup,
    instance,
    elements,
    reportError,
    setError,
  ]);
}
