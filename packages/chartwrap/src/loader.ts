import { ChartwrapError } from './error';
import type { GoogleNamespace } from './types';

/** The Google Charts loader script. */
export const LOADER_URL = 'https://www.gstatic.com/charts/loader.js';

export interface LoadOptions {
  packages?: string[];
  version?: string;
  language?: string;
  mapsApiKey?: string;
  loaderUrl?: string;
  /** Milliseconds before the load fails with a `timeout` error (default 20000). */
  timeout?: number;
}

// One chain per page: the loader script is injected once, and each `google.charts.load` call
// waits for the previous one. `asked`: every package requested so far; `loaded`: those already
// passed to `google.charts.load`.
let chain: Promise<GoogleNamespace> | undefined;
let asked: string[] = [];
let loaded: string[] = [];

const page = () => (window as unknown as { google?: GoogleNamespace }).google;

/**
 * Loads Google Charts once per page and resolves with `window.google`. Each call adds its
 * packages to the set requested so far; when one is not loaded yet, `google.charts.load` runs
 * again (after the previous call finished) with the union of all packages. A failure (script
 * error, timeout) resets this state, so calling again retries from scratch.
 */
export function loadGoogleCharts(o: LoadOptions = {}): Promise<GoogleNamespace> {
  const url = o.loaderUrl || LOADER_URL;
  const ms = o.timeout || 2e4;
  for (const p of o.packages || ['corechart']) if (!asked.includes(p)) asked.push(p);
  const step = (chain = (
    chain ||
    new Promise<unknown>((resolve, reject) => {
      if (page()?.charts) return resolve(0);
      const s = document.createElement('script');
      s.src = url;
      s.onload = resolve;
      s.onerror = () => {
        s.remove();
        reject(new ChartwrapError('script', `Could not load the Google Charts loader from ${url}`));
      };
      document.head.appendChild(s);
    })
  ).then(() => {
    const g = page();
    if (!g?.charts) throw new ChartwrapError('script', `${url} did not define google.charts`);
    return asked.every((p) => loaded.includes(p))
      ? g
      : new Promise<GoogleNamespace>((resolve) =>
          g.charts.load(o.version || 'current', {
            packages: (loaded = asked.slice()),
            language: o.language,
            mapsApiKey: o.mapsApiKey,
            callback: () => resolve(g),
          }),
        );
  }));
  return new Promise<GoogleNamespace>((resolve, reject) => {
    const t = setTimeout(
      () => reject(new ChartwrapError('timeout', `Google Charts did not load within ${ms} ms`)),
      ms,
    );
    step.then(resolve, reject).finally(() => clearTimeout(t));
  }).catch((e) => {
    resetLoader();
    throw e;
  });
}

/** Forgets everything loaded so far (tests; a failed load does this by itself). */
export function resetLoader(): void {
  chain = undefined;
  asked = [];
  loaded = [];
}
