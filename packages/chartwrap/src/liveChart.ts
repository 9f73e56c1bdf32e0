import { createRef, useState, type ForwardedRef, type RefObject } from 'react';
import type { ChartwrapErrorCode } from './error';
import type { ChartWrapper, DataTable, DataView } from './google';
import type { ChartControl, ChartProps } from './types';

/**
 * What a mounted chart keeps across renders: the latest props and ref (callbacks read them there,
 * so they never go stale), the elements it draws into, and the Google objects drawing it.
 */
export interface LiveChart {
  props: ChartProps;
  ref: ForwardedRef<ChartWrapper | null>;
  root: RefObject<HTMLDivElement>;
  element: RefObject<HTMLDivElement>;
  toolbar: RefObject<HTMLDivElement>;
  /** Set while the wrapper exists (see useChartWrapper). */
  chartWrapper?: ChartWrapper;
  /** Set when the chart has controls: the dashboard then draws the chart and the controls. */
  dashboard?: google.visualization.Dashboard;
  controlWrappers?: google.visualization.ControlWrapper[];
  /** The data of the last draw, drawn again when the chart's element is resized. */
  drawnData?: DataTable | DataView;
}

/**
 * Shows an error in place of the chart and tells `onError`: `cause` is a ChartwrapError, or
 * anything else thrown (or a message), which becomes one with the given code.
 */
export type ReportError = (cause: unknown, code: ChartwrapErrorCode) => void;

/** What Chart's hooks read: its props, its live chart, the retry count and the error setters. */
export interface ChartHookArgs {
  props: ChartProps;
  live: LiveChart;
  /** The reader's retries: loading and drawing run again when it changes. */
  attempt: number;
  reportError: ReportError;
  /** Clears the error shown in place of the chart. */
  setError: (error: null) => void;
}

export function useLiveChart(props: ChartProps, ref: ForwardedRef<ChartWrapper | null>) {
  // The latest props and ref are set on every render, the first included.
  const [live] = useState(
    () => ({ root: createRef(), element: createRef(), toolbar: createRef() }) as LiveChart,
  );
  live.props = props;
  live.ref = ref;
  return live;
}

/** Element id of a control's container: its `controlID`, or one derived from the chart's id. */
export const controlContainerId = (chartId: string, control: ChartControl, index: number) =>
  control.controlID || chartId + index;

/** Draws `data`, or the last data drawn, through the dashboard when there is one. */
export function drawLiveChart(live: LiveChart, data?: DataTable | DataView) {
  const { chartWrapper, dashboard } = live;
  if (data) {
    live.drawnData = data;
    // The dashboard hands the wrapper its (filtered) data itself. setDataTable is typed for a
    // DataTable; Google Charts takes a DataView as well.
    if (!dashboard) chartWrapper!.setDataTable(data as DataTable);
  }
  if (dashboard) dashboard.draw(live.drawnData!);
  else chartWrapper!.draw(live.element.current!);
}
