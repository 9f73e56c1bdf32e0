import {
  forwardRef,
  useCallback,
  useId,
  useState,
  type ForwardedRef,
  type ReactElement,
} from 'react';
import { useOptionsWithDefaults } from './chartDefaultsContext';
import { renderControlArgument, withChartwrapNames } from './deprecated';
import { ChartwrapError } from './error';
import type { ChartWrapper } from './google';
import { controlContainerId, useLiveChart, type ReportError } from './liveChart';
import type { ChartEventInput } from './types/elementProps';
import type {
  ChartControl,
  ChartElementProps,
  ChartEvent,
  ChartFormatter,
  ChartProps,
  ChartRef,
  ChartType,
  RenderParts,
} from './types';
import { useChartWrapper } from './useChartWrapper';
import { useDrawOnChange } from './useDrawOnChange';
import { useGoogleCharts } from './useGoogleCharts';

// Not generic: the exported signature below types the options by chart type for callers; here
// they are drawn whatever their type.
function ChartWithRef(givenProps: ChartProps, ref: ForwardedRef<ChartWrapper | null>) {
  const props = useOptionsWithDefaults(withChartwrapNames(givenProps));
  const { chartType, controls, options } = props;
  const live = useLiveChart(props, ref);
  const id = useId();
  const [hiddenColumns, setHiddenColumns] = useState<number[]>([]);
  // The error shown in place of the chart. Retry counts an attempt: loading and drawing depend on
  // it, so they run again.
  const [error, setError] = useState<ChartwrapError | null>(null);
  const [attempt, setAttempt] = useState(0);
  const reportError = useCallback<ReportError>(
    (cause, code) => {
      const error =
        cause instanceof ChartwrapError
          ? cause
          : new ChartwrapError(code, (cause as Error | undefined)?.message || String(cause));
      setError(error);
      live.props.onError?.(error);
    },
    [live],
  );
  const retry = () => {
    setError(null);
    setAttempt(attempt + 1);
  };
  const chart = { props, live, reportError, attempt, setError };
  const google = useGoogleCharts(chart);
  const wrapperSetup = useChartWrapper(google, chart, id, setHiddenColumns);
  useDrawOnChange(google, chart, wrapperSetup, hiddenColumns);

  const parts: RenderParts = {
    renderChart: () => (
      <div
        id={id + 'chart'}
        ref={live.element}
        style={{ width: props.width || '100%', height: props.height || '400px' }}
      />
    ),
    renderControl: (filter = () => true) =>
      controls?.map(
        (control, index) =>
          filter(
            renderControlArgument(control, () => live.controlWrappers?.[index]),
            index,
          ) && <div key={index} id={controlContainerId(id, control, index)} />,
      ),
    renderToolbar: () => props.toolbarItems && <div ref={live.toolbar} id={props.toolbarID} />,
  };
  const controlsAt = (position: 'top' | 'bottom') =>
    parts.renderControl((control) => (control.controlPosition || 'top') == position);
  const title = (options as { title?: unknown } | undefined)?.title;
  const { errorElement } = props;
  return (
    <div
      ref={live.root}
      id={props.id}
      className={props.className}
      style={{ position: 'relative', ...props.style }}
      role="figure"
      aria-label={
        props['aria-label'] || (typeof title == 'string' && title) || chartType + ' chart'
      }
      data-chartwrap={error ? 'error' : google ? 'ready' : 'loading'}
      {...props.rootProps}
    >
      {/* Kept in the layout while loading or failed, so the chart has its size when drawn. */}
      <div style={google && !error ? {} : { visibility: 'hidden' }}>
        {props.render ? (
          props.render(parts)
        ) : (
          <>
            {controlsAt('top')}
            {parts.renderChart()}
            {controlsAt('bottom')}
            {parts.renderToolbar()}
          </>
        )}
      </div>
      {(error || !google) && (
        <div style={{ position: 'absolute', inset: 0 }}>
          {error
            ? typeof errorElement == 'function'
              ? errorElement({ error, retry })
              : (errorElement ?? (
                  <div role="alert">
                    <p>{error.message}</p>
                    <button type="button" onClick={retry}>
                      Retry
                    </button>
                  </div>
                ))
            : (props.loader ?? <div role="status">Loading chart…</div>)}
        </div>
      )}
    </div>
  );
}

/**
 * A Google chart. `chartType` selects the type of `options`; the ref receives the ChartWrapper,
 * typed by the chart type (`ChartRef`).
 */
export const Chart = /* @__PURE__ */ forwardRef(ChartWithRef) as <
  T extends ChartType,
  O extends object = object,
  F extends readonly unknown[] = ChartFormatter[],
  C extends readonly unknown[] = ChartControl[],
  V extends readonly ChartEventInput[] = ChartEvent[],
>(
  props: ChartElementProps<T, O, F, C, V> & { ref?: ChartRef<NoInfer<T>> },
) => ReactElement | null;
