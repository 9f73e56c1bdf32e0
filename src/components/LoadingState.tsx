import { useCallback, useEffect, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { LOADING_DELAY_MS } from '../config';

/** Spinner shown only once loading takes longer than the delay. */
export function Spinner({ delayMs = LOADING_DELAY_MS }: { delayMs?: number }) {
  const [visible, setVisible] = useState(delayMs <= 0);
  useEffect(() => {
    const t = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(t);
  }, [delayMs]);
  if (!visible) return null;
  return (
    <div className="loading" role="status">
      <span className="loading__spinner" aria-hidden="true" />
      <span className="loading__label">Loading…</span>
    </div>
  );
}

/** Error text with a Retry button. */
export function LoadError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <div className="load-error" role="alert">
      <p>{error instanceof Error ? error.message : String(error)}</p>
      <button type="button" className="button" onClick={retry}>
        Retry
      </button>
    </div>
  );
}

type Loaded<P> = { default: ComponentType<P> } | ComponentType<P>;

/**
 * Loads a part of the page lazily: nothing, then a spinner after the delay, then the component or
 * the error with Retry (which restarts loading).
 */
export function Lazy<P extends object>({
  load,
  props,
  delayMs = LOADING_DELAY_MS,
  fallback,
}: {
  load: () => Promise<Loaded<P>>;
  props: P;
  delayMs?: number;
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
        setState({ status: 'loaded', C });
      },
      (error) => live && setState({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [load, attempt]);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  if (state.status === 'loaded') return <state.C {...props} />;
  if (state.status === 'error') return <LoadError error={state.error} retry={retry} />;
  return <>{fallback ?? <Spinner delayMs={delayMs} />}</>;
}
