import { useEffect, useRef, type ForwardedRef, type MutableRefObject, type RefObject } from 'react';
import { controlWrapperParamsOf, eventCallbackArgument, handOutChartWrapper } from './deprecated';
import { ChartwrapError, type ChartwrapErrorCode } from './error';
import type { ChartWrapper, DataTable, DataView } from './google';
import type {
  ChartControl,
  ChartEvent,
  ChartEventCallbackArgs,
  ChartProps,
  GoogleNamespace,
} from './types';
import { useStableContent } from './useStableContent';

/** The live Google objects of a mounted chart. */
export interface ChartInstance {
  chartWrapper: ChartWrapper;
  /** Set when the chart has controls: the dashboard then draws the chart and the controls. */
  dashboard?: google.visualization.Dashboard;
  controlWrappers: google.visualization.ControlWrapper[];
  /** The data of the last draw, drawn again when the chart's element is resized. */
  drawnData?: DataTable | DataView;
}

/** The elements a chart draws into. */
export interface ChartElements {
  root: RefObject<HTMLDivElement>;
  chart: RefObject<HTMLDivElement>;
  toolbar: RefObject<HTMLDivElement>;
}

export type ReportError = (cause: unknown, code: ChartwrapErrorCode) => void;

/** Element id of a control's container: its `controlID`, or one derived from the chart's id. */
export const controlContainerId = (chartId: string, control: ChartControl, index: number) =>
  control.controlID || chartId + index;

/** Draws `data`, or the last data drawn, through the dashboard when there is one. */
export function drawInstance(
  instance: ChartInstance,
  chartElement: HTMLElement,
  data?: DataTable | DataView,
) {
  const { chartWrapper, dashboard } = instance;
  if (data) {
    instance.drawnData = data;
    // The dashboard hands the wrapper its (filtered) data itself.
    // setDataTable is typed for a DataTable; Google Charts takes a DataView as well.
    if (!dashboard) chartWrapper.setDataTable(data as DataTable);
  }
  if (dashboard) dashboard.draw(instance.drawnData!);
  else chartWrapper.draw(chartElement);
}

// Events of the ChartWrapper itself; the others are the chart's (listened to on the chart object).
const WRAPPER_EVENTS = ['ready', 'select', 'error'];

type EventCallback = (args: ChartEventCallbackArgs) => void;

/** Hands a value to a ref of any kind (object or callback), as React does. */
function assignRef<T>(ref: MutableRefObject<ForwardedRef<T>>, value: T) {
  const target = ref.current;
  if (typeof target == 'function') target(value);
  else if (target) target.current = value;
}

/**
 * Creates the ChartWrapper, with the dashboard and its controls and the chart editor when asked
 * for; listens to their events and calls the latest callbacks; hands the wrapper to `ref`; draws
 * again when the chart's element is resized. Made again only when the controls, the event names,
 * the editor or `chartWrapperParams` change: new data or options redraw the same wrapper
 * (useDrawOnChange), so charts animate and do not flicker. Returns the instance and the setup it
 * was made from, which the drawing effect depends on.
 */
export function useChartWrapper(
  google: GoogleNamespace | undefined,
  props: ChartProps,
  chartId: string,
  latestProps: MutableRefObject<ChartProps>,
  forwardedRef: MutableRefObject<ForwardedRef<ChartWrapper | null>>,
  elements: ChartElements,
  reportError: ReportError,
  toggleSeries: (column: number) => void,
) {
  const instance = useRef<ChartInstance>();
  const setup = useStableContent([
    props.controls,
    (props.chartEvents || []).map((event) => event.eventName),
    !!props.getChartEditor,
    props.chartWrapperParams,
  ] as const);
  useEffect(() => {
    if (!google) return;
    const [controls, eventNames, hasEditor, chartWrapperParams] = setup;
    const { visualization } = google;
    const { events } = visualization;
    const chartElement = elements.chart.current!;
    const listeners: unknown[] = [];
    const listen = (target: object, eventName: string, handler: (eventArgs?: never) => void) =>
      listeners.push(events.addListener(target, eventName, handler));
    const chartWrapper = new visualization.ChartWrapper({
      chartType: props.chartType,
      containerId: chartElement.id,
      ...chartWrapperParams,
    });
    const emit = (
      eventName: string,
      eventArgs?: unknown,
      handlers: ChartEvent[] | undefined = latestProps.current.chartEvents,
      controlWrapper?: google.visualization.ControlWrapper,
    ) =>
      handlers?.forEach(
        (handler) =>
          handler.eventName == eventName &&
          (handler.callback as EventCallback)(
            eventCallbackArgument(
              { chartWrapper, controlWrapper, google, eventArgs } as ChartEventCallbackArgs,
              () => latestProps.current,
            ),
          ),
      );

    let chart: google.visualization.CoreChartBase | undefined;
    listen(chartWrapper, 'ready', () => {
      const drawn = chartWrapper.getChart() as typeof chart;
      if (drawn != chart) {
        // A new chart object: listen to its own events.
        chart = drawn;
        for (const eventName of eventNames)
          if (!WRAPPER_EVENTS.includes(eventName))
            listen(chart!, eventName, (eventArgs) => emit(eventName, eventArgs));
      }
      latestProps.current.chartActions?.forEach((action) =>
        chart?.setAction?.({ ...action, action: () => action.action(chartWrapper) }),
      );
      emit('ready');
    });
    listen(chartWrapper, 'select', () => {
      emit('select');
      const [selected] =
        (latestProps.current.legendToggle && chartWrapper.getChart()?.getSelection()) || [];
      // A click on a legend entry selects a whole column (row null).
      if (selected?.row === null) toggleSeries(selected.column!);
    });
    listen(chartWrapper, 'error', (eventArgs?: google.visualization.ErrorEventObject) => {
      emit('error', eventArgs);
      reportError(new ChartwrapError('draw', eventArgs?.message || 'Draw error'), 'draw');
    });

    const controlWrappers = (controls || []).map((control, index) => {
      const controlWrapper = new visualization.ControlWrapper({
        containerId: controlContainerId(chartId, control, index),
        ...control,
        ...controlWrapperParamsOf(control),
      });
      for (const eventName of new Set(control.controlEvents?.map((event) => event.eventName)))
        listen(controlWrapper, eventName, (eventArgs) =>
          emit(
            eventName,
            eventArgs,
            latestProps.current.controls?.[index]?.controlEvents,
            controlWrapper,
          ),
        );
      return controlWrapper;
    });
    const dashboard = controls
      ? new visualization.Dashboard(elements.root.current!).bind(controlWrappers, chartWrapper)
      : undefined;

    let chartEditor;
    if (hasEditor) {
      const editor = (chartEditor = new visualization.ChartEditor());
      // OK in the editor's dialog: draw the edited chart type and options.
      listen(editor, 'ok', () => {
        const edited = editor.getChartWrapper();
        chartWrapper.setChartType(edited.getChartType());
        chartWrapper.setOptions(edited.getOptions());
        chartWrapper.draw(chartElement);
      });
      latestProps.current.getChartEditor?.({ chartEditor: editor, chartWrapper, google });
    }

    const current = (instance.current = { chartWrapper, dashboard, controlWrappers });
    assignRef(forwardedRef, chartWrapper);
    handOutChartWrapper(latestProps.current, {
      google,
      chartWrapper,
      chartDashboard: dashboard,
      chartEditor,
    });

    // Google Charts draw at the size their element has: draw again when it changes, once the
    // size has settled for 50 ms. The first observation is the size of the first draw.
    let drawnSize = '';
    let resizeTimer: ReturnType<typeof setTimeout>;
    const resizeObserver =
      typeof ResizeObserver != 'undefined' &&
      new ResizeObserver(([entry]) => {
        const size = entry.contentRect.width + ' ' + entry.contentRect.height;
        if (drawnSize && size != drawnSize) {
          clearTimeout(resizeTimer);
          resizeTimer = setTimeout(() => {
            try {
              drawInstance(current, chartElement);
            } catch (error) {
              reportError(error, 'draw');
            }
          }, 50);
        }
        drawnSize = size;
      });
    if (resizeObserver) resizeObserver.observe(chartElement);

    return () => {
      if (resizeObserver) resizeObserver.disconnect();
      clearTimeout(resizeTimer);
      listeners.forEach(events.removeListener);
      events.removeAllListeners(chartWrapper);
      (chartWrapper.getChart() as google.visualization.ChartBaseClearable | null)?.clearChart?.();
      instance.current = undefined;
      assignRef(forwardedRef, null);
    };
    // props.chartType is read once, to create the wrapper; each draw sets the current one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [google, setup, chartId, latestProps, forwardedRef, elements, reportError, toggleSeries]);
  return [instance, setup] as const;
}
