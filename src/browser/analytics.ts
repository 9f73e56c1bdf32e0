/**
 * Page-view analytics (gtag, GA4): present only when GATSBY_GTAG_ID is set at build time and the
 * build is not a preview. One page_view per path change; hash-only changes send none. A page's
 * "Was this page helpful?" answer is one page_feedback event.
 */
import { scriptLiteral } from '../shared/inline-script';

type Loc = { pathname: string; search?: string; hash?: string };

/** A page_view is due on the first render and on every change of pathname. */
export function shouldSendPageView(prev: Loc | null | undefined, next: Loc): boolean {
  return !prev || prev.pathname !== next.pathname;
}

/** Inline <head> script that defines gtag without sending the automatic page_view. */
export function gtagInitScript(id: string): string {
  return `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config',${scriptLiteral(
    id,
  )},{send_page_view:false});`;
}

export const GTAG_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';

type Gtag = (...args: unknown[]) => void;

/** Sends one page_view for `location` (after the Head API has updated the title). */
export function sendPageView(location: Loc, win: Window & { gtag?: Gtag } = window) {
  const send = () => {
    if (typeof win.gtag !== 'function') return;
    win.gtag('event', 'page_view', {
      page_path: `${location.pathname}${location.search ?? ''}`,
      page_location: win.location.href,
      page_title: win.document.title,
    });
  };
  if (typeof win.requestAnimationFrame === 'function') {
    win.requestAnimationFrame(() => win.setTimeout(send, 0));
  } else {
    setTimeout(send, 32);
  }
}

/**
 * Sends a reader's answer to "Was this page helpful?" as one `page_feedback` event, through the
 * gtag the analytics script defines, which is only on the page when analytics is configured (and
 * the build is not a preview): otherwise nothing is loaded or sent. Returns whether it was sent.
 */
export function sendPageFeedback(
  helpful: boolean,
  pagePath: string,
  win: Window & { gtag?: Gtag } = window,
): boolean {
  if (typeof win.gtag !== 'function') return false;
  win.gtag('event', 'page_feedback', {
    page_path: pagePath,
    helpful: helpful ? 'yes' : 'no',
    value: helpful ? 1 : 0,
  });
  return true;
}
