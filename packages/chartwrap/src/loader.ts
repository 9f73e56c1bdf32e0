import { ChartwrapError } from './error';
import type { GoogleNamespace } from './types';

/** The Google Charts loader script. */
export const LOADER_URL = 'https://www.gstatic.com/charts/loader.js';

const DEFAULT_TIMEOUT_MS = 20_000;

export interface LoadOptions {
  packages?: string[];
  version?: string;
  language?: string;
  mapsApiKey?: string;
  loaderUrl?: string;
  /** Milliseconds before the load fails with a `timeout` error (default 20000). */
  timeout?: number;
}

// One chain of loads per page: the loader script is injected once, and each `google.charts.load`
// call waits for the previous one. `requested`: every package asked for so far; `loaded`: those
// already passed to `google.charts.load`.
let chain: Promise<GoogleNamespace> | undefined;
let requested: string[] = [];
let loaded: string[] = [];

const pageGoogle = () => (window as unknown as { google?: GoogleNamespace }).google;

/** Injects the loader script, resolving once it has run (at once when it is already there). */
const injectLoaderScript = (url: string) =>
  new Promise<unknown>((resolve, reject) => {
    if (pageGoogle()?.charts) return resolve(undefined);
    const script = document.createElement('script');
    script.src = url;
    script.onload = resolve;
    script.onerror = () => {
      script.remove();
      reject(new ChartwrapError('script', `Could not load the Google Charts loader from ${url}`));
    };
    document.head.appendChild(script);
  });

/**
 * Loads Google Charts once per page and resolves with `window.google`. Each call adds its
 * packages to the set requested so far; when one is not loaded yet, `google.charts.load` runs
 * again (after the previous call finished) with the union of all packages. A failure (script
 * error, timeout) resets this state, so calling again retries from scratch.
 */
export function loadGoogleCharts(options: LoadOptions = {}): Promise<GoogleNamespace> {
  const url = options.loaderUrl || LOADER_URL;
  const timeout = options.timeout || DEFAULT_TIMEOUT_MS;
  for (const name of options.packages || ['corechart'])
    if (!requested.includes(name)) requested.push(name);
  const load = (chain = (chain || injectLoaderScript(url)).then(() => {
    const google = pageGoogle();
    if (!google?.charts) throw new ChartwrapError('script', `${url} did not define google.charts`);
    return requested.every((name) => loaded.includes(name))
      ? google
      : new Promise<GoogleNamespace>((resolve) =>
          google.charts.load(options.version || 'current', {
            packages: (loaded = requested.slice()),
            language: options.language,
            mapsApiKey: options.mapsApiKey,
            callback: () => resolve(google),
          }),
        );
  }));
  return new Promise<GoogleNamespace>((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(new ChartwrapError('timeout', `Google Charts did not load within ${timeout} ms`)),
      timeout,
    );
    load.then(resolve, reject).finally(() => clearTimeout(timer));
  }).catch((error) => {
    resetLoader();
    throw error;
  });
}

/** Forgets everything loaded so far (tests; a failed load does this by itself). */
export function resetLoader(): void {
  chain = undefined;
  requested = [];
  loaded = [];
}
