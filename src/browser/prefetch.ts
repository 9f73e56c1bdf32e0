/**
 * Prefetch on hover and on touch, with the connection rule Gatsby applies to prefetch on
 * visibility: nothing is fetched on a 2g connection (`slow-2g`, `2g`) or when data saving is on.
 *
 * gatsby-link calls `window.___loader.hovering(path)` on mouse-enter, and the loader's `hovering`
 * loads the page without looking at the connection. Wrapping that one method at start-up makes
 * hover prefetch follow the rule, and a delegated `touchstart` listener sends touches of internal
 * links through the same method, so touch follows it too.
 */

interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
}

/** Whether the connection allows prefetching (the rule of Gatsby's own visibility prefetch). */
export function connectionAllowsPrefetch(
  connection: NetworkInformationLike | undefined = (
    navigator as Navigator & { connection?: NetworkInformationLike }
  ).connection,
): boolean {
  if (!connection) return true;
  if ((connection.effectiveType ?? '').includes('2g')) return false;
  return !connection.saveData;
}

/**
 * The URL of `anchor` when it leads to a page of the site in this tab, else null: same origin, no
 * other target, not a download and not a file (`/llms.txt`).
 */
export function sitePageUrl(anchor: HTMLAnchorElement, location: Location): URL | null {
  if (!anchor.href || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const target = new URL(anchor.href, location.href);
  if (target.origin !== location.origin) return null;
  if (/\.[a-z0-9]+$/i.test(target.pathname) && !/\.html$/.test(target.pathname)) return null;
  return target;
}

/**
 * The path (with search) to prefetch when `anchor` is touched, or null: a link to another page
 * of the site (see sitePageUrl).
 */
export function prefetchPathOf(anchor: HTMLAnchorElement, location: Location): string | null {
  const target = sitePageUrl(anchor, location);
  if (!target) return null;
  if (target.pathname === location.pathname && target.search === location.search) return null;
  return target.pathname + target.search;
}

/** Gatsby's loader (`window.___loader`), as far as prefetching uses it. */
export interface HoveringLoader {
  hovering?: (rawPath: string) => unknown;
}

/** The link an event happened in (on it or on something inside it), or null. */
export function anchorAt(event: Event): HTMLAnchorElement | null {
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  return anchor instanceof HTMLAnchorElement ? anchor : null;
}

/** Installs the connection check on `loader.hovering` and the touch listener on `doc`. */
export function installPrefetch(
  loader: HoveringLoader | undefined = (window as unknown as { ___loader?: HoveringLoader })
    .___loader,
  doc: Document = document,
  allows: () => boolean = connectionAllowsPrefetch,
): void {
  const hovering = loader?.hovering;
  if (!loader || typeof hovering !== 'function') return;
  loader.hovering = (rawPath) => (allows() ? hovering.call(loader, rawPath) : undefined);
  doc.addEventListener(
    'touchstart',
    (event) => {
      const anchor = anchorAt(event);
      if (!anchor) return;
      const path = prefetchPathOf(anchor, doc.location);
      if (path) loader.hovering?.(path);
    },
    { capture: true, passive: true },
  );
}
