/**
 * Gatsby's Link behaviour for plain anchors: client-side navigation on a plain click, prefetch on
 * hover and when a link comes into view, served for every internal link of a container by one
 * click listener, one hover listener and one intersection observer.
 *
 * The doc sidebar repeats a link to every page on every page. Rendered as that many Link
 * components (each a router context consumer, a class component and an observer of its own) it is
 * the largest cost of writing a big site's HTML; as plain anchors it costs a third as much.
 */
import { anchorAt, prefetchPathOf, sitePageUrl, type HoveringLoader } from './prefetch';

interface GatsbyLoader extends HoveringLoader {
  enqueue?: (rawPath: string) => unknown;
}

type GatsbyNavigate = (to: string, options?: { replace?: boolean }) => unknown;

interface GatsbyWindow {
  ___loader?: GatsbyLoader;
  ___navigate?: GatsbyNavigate;
}

/** The anchor an event happened in, when it is inside `container`. */
function anchorOf(event: Event, container: Element): HTMLAnchorElement | null {
  const anchor = anchorAt(event);
  return anchor && container.contains(anchor) ? anchor : null;
}

/**
 * Installs the behaviour on `container`'s links and returns its removal. The links' `href` are
 * the published URLs (with the path prefix), as Link writes them, and navigation goes through
 * `window.___navigate`, the function Link itself calls (and the one the page policy guards).
 */
export function delegateLinks(container: HTMLElement, win: Window = window): () => void {
  const gatsby = win as unknown as GatsbyWindow;
  const onClick = (event: MouseEvent) => {
    // Link's rule: a plain primary click; modified clicks open tabs and windows as usual.
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const anchor = anchorOf(event, container);
    const target = anchor && sitePageUrl(anchor, win.location);
    const navigate = gatsby.___navigate;
    if (!target || typeof navigate !== 'function') return;
    // A link to a heading of this page is the browser's: it scrolls and adds a history entry,
    // so Back returns to where the reader was (a plain anchor's behaviour, and the MDX links').
    const here = win.location;
    if (target.hash && target.pathname === here.pathname && target.search === here.search) return;
    event.preventDefault();
    const to = target.pathname + target.search + target.hash;
    // A link to the page itself replaces its history entry instead of adding one, as Link does.
    navigate(to, { replace: target.pathname === win.location.pathname });
  };
  let hovered: HTMLAnchorElement | null = null;
  const onMouseOver = (event: MouseEvent) => {
    const anchor = anchorOf(event, container);
    if (anchor === hovered) return;
    hovered = anchor;
    const path = anchor && prefetchPathOf(anchor, win.location);
    if (path) gatsby.___loader?.hovering?.(path);
  };
  container.addEventListener('click', onClick);
  container.addEventListener('mouseover', onMouseOver);
  // In view: the loader's prefetch, which itself skips slow connections and data saving.
  const Observer = (win as Window & typeof globalThis).IntersectionObserver;
  const observer =
    typeof Observer === 'function'
      ? new Observer((entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            observer?.unobserve(entry.target);
            const path = prefetchPathOf(entry.target as HTMLAnchorElement, win.location);
            if (path) gatsby.___loader?.enqueue?.(path);
          }
        })
      : null;
  container.querySelectorAll('a[href]').forEach((anchor) => observer?.observe(anchor));
  // Links added later (a long sidebar list shown whole) are observed too.
  const Mutations = (win as Window & typeof globalThis).MutationObserver;
  const additions =
    observer && typeof Mutations === 'function'
      ? new Mutations((records) => {
          for (const record of records)
            for (const node of record.addedNodes) {
              if (node.nodeType !== 1) continue;
              const element = node as Element;
              if (element.matches('a[href]')) observer.observe(element);
              element.querySelectorAll('a[href]').forEach((anchor) => observer.observe(anchor));
            }
        })
      : null;
  additions?.observe(container, { childList: true, subtree: true });
  return () => {
    container.removeEventListener('click', onClick);
    container.removeEventListener('mouseover', onMouseOver);
    observer?.disconnect();
    additions?.disconnect();
  };
}
