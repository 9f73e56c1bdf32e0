/**
 * Client-side navigation under a per-page Content Security Policy. A document keeps the policy it
 * was loaded with, so a client-side navigation from a page without charts (whose policy refuses
 * the charts loader) to a page with a live chart would break it. Such a navigation becomes a full
 * page load instead, which brings the target's own policy. The capabilities come from the JSON
 * data block the build writes into every page (src/build/csp.ts).
 */
import {
  PAGE_CAPABILITIES_ELEMENT_ID,
  type Capability,
  type PageCapabilitiesData,
} from '../shared/page-capabilities';

/** The page path of a URL path: without the path prefix and a trailing slash. */
export function pagePath(urlPath: string, prefix: string): string {
  const inSite =
    prefix && (urlPath === prefix || urlPath.startsWith(`${prefix}/`))
      ? urlPath.slice(prefix.length)
      : urlPath;
  const trimmed = inSite.replace(/\/+$/, '').replace(/(\/index)?\.html$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Whether the page at `urlPath` needs something the current document's policy does not allow. */
export function needsFullLoad(
  urlPath: string,
  data: PageCapabilitiesData,
  prefix: string,
): boolean {
  let decoded = urlPath;
  try {
    decoded = decodeURI(urlPath);
  } catch {
    // A malformed path is looked up as it is (it names no page).
  }
  const needed: Capability[] = data.pages[pagePath(decoded, prefix)] ?? [];
  return needed.some((c) => !data.document.includes(c));
}

/** The data block of this document, or null (pages built without it: nothing to guard). */
export function readPageCapabilities(doc: Document = document): PageCapabilitiesData | null {
  const text = doc.getElementById(PAGE_CAPABILITIES_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as PageCapabilitiesData;
    return Array.isArray(data.document) && data.pages ? data : null;
  } catch {
    return null;
  }
}

type Navigate = (to: unknown, options?: unknown) => unknown;

/**
 * Guards Gatsby's client-side navigations (links and `navigate()` go through
 * `window.___navigate`; back and forward through `popstate`): a navigation into a page the current
 * policy does not allow loads that page fully. Runs in onClientEntry, before the router listens.
 */
export function guardPolicyNavigations(win: Window = window): void {
  const data = readPageCapabilities(win.document);
  if (!data) return;
  const prefix = typeof __PATH_PREFIX__ === 'string' ? __PATH_PREFIX__ : '';
  const w = win as unknown as { ___navigate?: Navigate };
  const navigate = w.___navigate;
  if (typeof navigate === 'function') {
    w.___navigate = (to, options) => {
      if (typeof to === 'string') {
        const target = new URL(to, win.location.href);
        if (target.origin === win.location.origin && needsFullLoad(target.pathname, data, prefix)) {
          win.location.assign(target.href);
          return undefined;
        }
      }
      return navigate(to, options);
    };
  }
  // Registered before the router's own listener: the page reloads before the router renders it.
  win.addEventListener('popstate', (event) => {
    if (needsFullLoad(win.location.pathname, data, prefix)) {
      event.stopImmediatePropagation();
      win.location.reload();
    }
  });
}
