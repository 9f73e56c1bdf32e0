import { useCallback, useEffect, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { LOADING_DELAY_MS } from '../config';

/**
 * Spinner shown only once loading takes longer than the delay. `label` is its accessible name and
 * visible text ("Loading the editor").
 */
export function Spinner({
  delayMs = LOADING_DELAY_MS,
  label = 'Loading…',
  className,
}: {
  delayMs?: number;
  label?: string;
  className?: string;
}) {
  const [visible, setVisible] = useState(delayMs <= 0);
  useEffect(() => {
    const t = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(t);
  }, [delayMs]);
  if (!visible) return null;
  return (
    <div className={`loading${className ? ` ${className}` : ''}`} role="status" aria-label={label}>
      <span className="loading__spinner" aria-hidden="true" />
      <span className="loading__label">{label}</span>
    </div>
  );
}

/** Error text with a Retry button. `failure` says what failed, before the error's own message. */
export function LoadError({
  error,
  retry,
  failure,
}: {
  error: unknown;
  retry: () => void;
  failure?: string;
}) {
  const message = error instanceof Error ? error.message : String(error);
  return (
    <div className="load-error" role="alert">
      <p>{failure ? `${failure}: ${message}` : message}</p>
      <button type="button" className="button" onClick={retry}>
        Retry
      </button>
    </div>
  );
}

type Loaded<P> = { default: ComponentType<P> } | ComponentType<P>;

/**
 * Loads a part of the page lazily: nothing, then a spinner after the delay, then the component or
 * the error with Retry (which restarts loading). `load` must keep its identity between renders
 * (a module-level function), or every render would start loading again.
 */
export function Lazy<P extends object>({
  load,
  props,
  delayMs = LOADING_DELAY_MS,
  label,
  failure,
  onLoaded,
  fallback,
}: {
  load: () => Promise<Loaded<P>>;
  props: P;
  delayMs?: number;
  /** Accessible name of the spinner. */
  label?: string;
  /** What failed, shown before the error message. */
  failure?: string;
  /** Called once the component has loaded (before it renders). */
  onLoaded?: () => void;
  fallback?: ReactNode;
}) {
  const [state, setState] = useState<
    | { status: 'loading' }
    | { status: 'loaded'; C: ComponentType<P> }
    | { status: 'error'; error: unknown }
  >({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    load().then(
      (mod) => {
        if (!live) return;
        const C = 'default' in mod ? mod.default : mod;
        onLoaded?.();
        setState({ status: 'loaded', C });
      },
      (error) => live && setState({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
    // onLoaded is a notification: a new function identity must not restart loading.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load, attempt]);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  if (state.status === 'loaded') return <state.C {...props} />;
  if (state.status === 'error')
    return <LoadError error={state.error} retry={retry} failure={failure} />;
  return <>{fallback ?? <Spinner delayMs={delayMs} label={label} />}</>;
}
