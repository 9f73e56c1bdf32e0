import { useCallback, useState, type MutableRefObject } from 'react';
import { ChartwrapError, type ChartwrapErrorCode } from './error';
import type { ChartProps } from './types';

export type ReportError = (cause: unknown, code: ChartwrapErrorCode) => void;

/**
 * The chart's error, shown in place of the chart and passed to `onError`. `retry` clears it and
 * counts an attempt: the loading and drawing effects depend on `attempt`, so they run again.
 */
export function useChartError(latestProps: MutableRefObject<ChartProps>) {
  const [error, setError] = useState<ChartwrapError | null>(null);
  const [attempt, setAttempt] = useState(0);
  const reportError = useCallback<ReportError>(
    (cause, code) => {
      const error =
        cause instanceof ChartwrapError
          ? cause
          : new ChartwrapError(code, (cause as Error | undefined)?.message || String(cause));
      setError(error);
      latestProps.current.onError?.(error);
    },
    [latestProps],
  );
  const retry = useCallback(() => {
    setError(null);
    setAttempt((count) => count + 1);
  }, []);
  return { error, setError, attempt, reportError, retry };
}
