import { useEffect, type Dispatch, type SetStateAction } from 'react';
import {
  controlWrapperParamsOf,
  eventArgsOf,
  eventCallbackArgument,
  handOutChartWrapper,
} from './deprecated';
import { toggled } from './hiddenSeries';
import { controlContainerId, drawLiveChart, type ChartHookArgs, type LiveChart } from './liveChart';
import type { ChartEvent, ChartEventCallbackArgs, ChartLoadedArgs, GoogleNamespace } from './types';
import { useStableContent } from './useStableContent';

// Events of the ChartWrapper itself; the others are the chart's (listened to on the chart object).
const WRAPPER_EVENTS = ['ready', 'select', 'error'];

type EventCallback = (args: ChartEventCallbackArgs) => void;

/** Hands the wrapper to the latest ref, of either kind (object or callback), as React does. */
function setRef(live: LiveChart, chartWrapper: google.visualization.ChartWrapper | null) {
  const { ref } = live;
  if (typeof ref == 'function') ref(chartWrapper);
  else if (ref) ref.current = chartWrapper;
}

/**
 * Creates the ChartWrapper, with the dashboard and its controls and the chart editor when asked
 * for; listens to their events and calls the latest callbacks; hands the wrapper to `ref`; draws
 * again when the chart's element is resized. Made again only when the controls, the event names,
 * the editor or `chartWrapperParams` change: new data or options redraw the same wrapper
 * (useDrawOnChange), so charts animate and do not flicker. Returns the setup the wrapper was made
 * from, which the drawing effect depends on.
 */
// eslint-disable-next-line max-lines-per-function -- one closure keeps import { Chart } within its size cap; split into hooks it costs bytes
export function useChartWrapper(
  google: GoogleNamespace | undefined,
  chart: ChartHookArgs,
  chartId: string,
  setHiddenColumns: Dispatch<SetStateAction<number[]>>,
) {
  const { props, live, reportError } = chart;
  const setup = useStableContent([
    props.controls,
    (props.chartEvents || []).map((event) => event.eventName),
    !!props.getChartEditor,
    props.chartWrapperParams,
  ] as const);
  // eslint-disable-next-line max-lines-per-function -- the wrapper's one setup effect, kept whole for the same size cap
  useEffect(() => {
    if (!google) return;
    const [controls, eventNames, hasEditor, chartWrapperParams] = setup;
    const { visualization } = google;
    const { events } = visualization;
    const chartElement = live.element.current!;
    const listeners: unknown[] = [];
    const listen = (target: object, eventName: string, handler: (...args: never[]) => void) =>
      listeners.push(events.addListener(target, eventName, handler));
    const chartWrapper = new visualization.ChartWrapper({
      chartType: live.props.chartType,
      containerId: chartElement.id,
      ...chartWrapperParams,
    });
    // `args`: what Google passed the listener, handed on as `eventArgs` (see eventArgsOf).
    const emit = (
      eventName: string,
      args: unknown[] = [],
      handlers: ChartEvent[] | undefined = live.props.chartEvents,
      controlWrapper?: google.visualization.ControlWrapper,
    ) =>
      handlers?.forEach(
        (handler) =>
          handler.eventName == eventName &&
          (handler.callback as EventCallback)(
            eventCallbackArgument(
              {
                chartWrapper,
                controlWrapper,
                google,
                eventArgs: eventArgsOf(args),
              } as unknown as ChartEventCallbackArgs,
              live,
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
            listen(chart!, eventName, (...args: unknown[]) => emit(eventName, args));
      }
      live.props.chartActions?.forEach((action) =>
        chart?.setAction?.({ ...action, action: () => action.action(chartWrapper) }),
      );
      emit('ready');
    });
    listen(chartWrapper, 'select', () => {
      emit('select');
      const [selected] = (live.props.legendToggle && chart?.getSelection()) || [];
      // A click on a legend entry selects a whole column (row null): hide or show its series.
      if (selected?.row === null) setHiddenColumns((hidden) => toggled(hidden, selected.column!));
    });
    listen(
      chartWrapper,
      'error',
      (...args: (google.visualization.ErrorEventObject | undefined)[]) => {
        emit('error', args);
        reportError(args[0]?.message || 'Draw error', 'draw');
      },
    );

    const controlWrappers = (controls || []).map((control, index) => {
      const controlWrapper = new visualization.ControlWrapper({
        containerId: controlContainerId(chartId, control, index),
        ...control,
        ...controlWrapperParamsOf(control),
      });
      for (const eventName of new Set(control.controlEvents?.map((event) => event.eventName)))
        listen(controlWrapper, eventName, (...args: unknown[]) =>
          emit(eventName, args, live.props.controls?.[index]?.controlEvents, controlWrapper),
        );
      return controlWrapper;
    });
    const dashboard = controls
      ? new visualization.Dashboard(live.root.current!).bind(controlWrappers, chartWrapper)
      : undefined;

    const loaded: ChartLoadedArgs = { google, chartWrapper, chartDashboard: dashboard };
    if (hasEditor) {
      const chartEditor = (loaded.chartEditor = new visualization.ChartEditor());
      // OK in the editor's dialog: draw the edited chart type and options.
      listen(chartEditor, 'ok', () => {
        const edited = chartEditor.getChartWrapper();
        chartWrapper.setChartType(edited.getChartType());
        chartWrapper.setOptions(edited.getOptions());
        chartWrapper.draw(chartElement);
      });
      live.props.getChartEditor?.({ ...loaded, chartEditor });
    }

    Object.assign(live, { chartWrapper, dashboard, controlWrappers });
    setRef(live, chartWrapper);
    handOutChartWrapper(live.props, loaded);

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
              drawLiveChart(live);
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
      live.chartWrapper = undefined;
      setRef(live, null);
    };
  }, [google, setup, live, chartId, reportError, setHiddenColumns]);
  return setup;
}
