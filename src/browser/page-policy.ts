/**
 * Client-side navigation under a per-page Content Security Policy. A document keeps the policy it
 * was loaded with, so a client-side navigation from a page without charts (whose policy refuses
 * the charts loader) to a page with a live chart would break it. Such a navigation becomes a full
 * page load instead, which brings the target's own policy.
 *
 * Each page's JSON data block (written by src/node/output/csp.ts) holds what its own policy allows and
 * the URL of the site's capabilities map, one shared content-hashed file. The map is fetched once
 * the page has loaded and the browser is idle (never competing with the first paint), or at the
 * first navigation that needs it, which waits for it. When the answer is unknown (the map failed
 * to load) a navigation loads the page fully, which is always correct. A document whose policy
 * allows every capability allows every page: it fetches nothing.
 */
import {
  CAPABILITIES,
  PAGE_CAPABILITIES_ELEMENT_ID,
  type Capability,
  type PageCapabilitiesData,
  type PageCapabilitiesMap,
} from '../shared/page-capabilities';
import { withoutPathPrefix } from '../shared/prose-markup';

/** The page path of a URL path: without the path prefix and a trailing slash. */
export function pagePath(urlPath: string, prefix: string): string {
  const trimmed = withoutPathPrefix(urlPath, prefix)
    .replace(/\/+$/, '')
    .replace(/(\/index)?\.html$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The page path of a URL path as the browser encodes it (`%20` decoded). */
function decodedPagePath(urlPath: string, prefix: string): string {
  let decoded = urlPath;
  try {
    decoded = decodeURI(urlPath);
  } catch {
    // A malformed path is looked up as it is (it names no page).
  }
  return pagePath(decoded, prefix);
}

/** Whether the page at `urlPath` needs something that the `allowed` capabilities do not cover. */
export function needsFullLoad(
  urlPath: string,
  allowed: readonly Capability[],
  map: PageCapabilitiesMap,
  prefix: string,
): boolean {
  const needed: Capability[] = map[decodedPagePath(urlPath, prefix)] ?? [];
  return needed.some((c) => !allowed.includes(c));
}

/** The data block of this document, or null (pages built without it: nothing to guard). */
export function readPageCapabilities(doc: Document = document): PageCapabilitiesData | null {
  const text = doc.getElementById(PAGE_CAPABILITIES_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as PageCapabilitiesData;
    return Array.isArray(data.document) && typeof data.map === 'string' ? data : null;
  } catch {
    return null;
  }
}

/** Whether a parsed JSON value has the shape of the capabilities map. */
export function isCapabilitiesMap(value: unknown): value is PageCapabilitiesMap {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => Array.isArray(v) && v.every((c) => typeof c === 'string'))
  );
}

/** The map at `mapUrl`, or null when it cannot be had (network error, status, bad content). */
export async function fetchCapabilitiesMap(
  mapUrl: string,
  fetchImpl: typeof fetch,
): Promise<PageCapabilitiesMap | null> {
  try {
    const response = await fetchImpl(mapUrl, { credentials: 'same-origin' });
    if (!response.ok) return null;
    const value: unknown = await response.json();
    return isCapabilitiesMap(value) ? value : null;
  } catch {
    return null;
  }
}

/** Runs `task` once the document has loaded and the browser is idle. */
function whenIdleAfterLoad(win: Window, task: () => void): void {
  const idle = () =>
    typeof win.requestIdleCallback === 'function'
      ? win.requestIdleCallback(() => task(), { timeout: 5000 })
      : win.setTimeout(task, 1);
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
}

type Navigate = (to: unknown, options?: unknown) => unknown;

/**
 * Guards Gatsby's client-side navigations (links and `navigate()` go through
 * `window.___navigate`; back and forward through `popstate`): a navigation into a page the current
 * policy does not allow, or that cannot be told, loads that page fully. Runs in onClientEntry,
 * before the router listens.
 */
export function guardPolicyNavigations(win: Window = window): void {
  const data = readPageCapabilities(win.document);
  if (!data) return;
  if (CAPABILITIES.every((c) => data.document.includes(c))) return;
  const prefix = typeof __PATH_PREFIX__ === 'string' ? __PATH_PREFIX__ : '';
  // undefined: not loaded yet; null: could not be loaded.
  let map: PageCapabilitiesMap | null | undefined;
  let loading: Promise<PageCapabilitiesMap | null> | undefined;
  const load = () =>
    (loading ??= fetchCapabilitiesMap(data.map, win.fetch.bind(win)).then((m) => (map = m)));
  whenIdleAfterLoad(win, () => void load());
  // Pages known to render under this document's policy whatever the map says: its own, and each
  // one a guarded navigation let through (back and forward to them need no map).
  const allowedPages = new Set([decodedPagePath(win.location.pathname, prefix)]);
  const fullLoad = (urlPath: string, known: PageCapabilitiesMap | null) =>
    !allowedPages.has(decodedPagePath(urlPath, prefix)) &&
    (known === null || needsFullLoad(urlPath, data.document, known, prefix));

  const w = win as unknown as { ___navigate?: Navigate };
  const navigate = w.___navigate;
  if (typeof navigate === 'function') {
    w.___navigate = (to, options) => {
      if (typeof to !== 'string') return navigate(to, options);
      const target = new URL(to, win.location.href);
      if (target.origin !== win.location.origin) return navigate(to, options);
      const go = (known: PageCapabilitiesMap | null) => {
        if (fullLoad(target.pathname, known)) {
          win.location.assign(target.href);
          return undefined;
        }
        allowedPages.add(decodedPagePath(target.pathname, prefix));
        return navigate(to, options);
      };
      if (map !== undefined || allowedPages.has(decodedPagePath(target.pathname, prefix))) {
        return go(map ?? null);
      }
      return load().then(go);
    };
  }
  // Registered before the router's own listener: the page reloads before the router renders it.
  // The event cannot wait for the map: without it, a page not known to be allowed reloads.
  win.addEventListener('popstate', (event) => {
    if (fullLoad(win.location.pathname, map ?? null)) {
      event.stopImmediatePropagation();
      win.location.reload();
    }
  });
}
