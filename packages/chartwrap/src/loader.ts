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

const current = () => (window as unknown as { google?: GoogleNamespace }).google;

// One chain per page: the loader script is injected once, and every `google.charts.load` call
// waits for the previous one. `asked` holds every package requested so far, `loaded` those
// already passed to `google.charts.load`.
let chain: Promise<GoogleNamespace> | undefined;
let asked: string[] = [];
let loaded: string[] = [];

const fail = (code: 'script' | 'timeout', message: string) => new ChartwrapError(code, message);

function injectScript(url: string): Promise<unknown> {
  if (current()?.charts?.load) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = resolve;
    script.onerror = () => {
      script.remove();
      reject(fail('script', `Could not load the Google Charts loader from ${url}`));
    };
    document.head.appendChild(script);
  });
}

/**
 * Loads Google Charts once per page and resolves with `window.google`. Each call adds its
 * packages to the set requested so far; a call asking for a package not yet loaded calls
 * `google.charts.load` again (after the previous call finished) with the union of all packages.
 * A failure (script error or timeout) resets the state, so calling again retries.
 */
export function loadGoogleCharts(o: LoadOptions = {}): Promise<GoogleNamespace> {
  const url = o.loaderUrl || LOADER_URL;
  for (const p of o.packages || ['corechart']) if (!asked.includes(p)) asked.push(p);
  const step = (chain || injectScript(url)).then(() => {
    const g = current();
    if (!g?.charts?.load) throw fail('script', `${url} did not define google.charts`);
    if (asked.every((p) => loaded.includes(p))) return g;
    loaded = asked.slice();
    return new Promise<GoogleNamespace>((resolve) => {
      g.charts.load(o.version || 'current', {
        packages: loaded,
        language: o.language,
        mapsApiKey: o.mapsApiKey,
        callback: () => resolve(g),
      });
    });
  });
  chain = step;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    step,
    new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(fail('timeout', `Google Charts did not load within ${o.timeout || 2e4} ms`)),
        o.timeout || 2e4,
      );
    }),
  ]).then(
    (g) => {
      clearTimeout(timer);
      return g;
    },
    (e) => {
      clearTimeout(timer);
      resetLoader();
      throw e;
    },
  );
}

/** Forgets everything loaded so far (tests; a failed load does this by itself). */
export function resetLoader(): void {
  chain = undefined;
  asked = [];
  loaded = [];
}
