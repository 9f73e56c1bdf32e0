/** URL helpers shared by the modal and the /search page. */
import { withPrefix } from 'gatsby';
import { SEARCH_PAGE_PATH } from '../config';

/**
 * A hit's URL as a site path for Gatsby's router (which adds the path prefix itself): absolute
 * URLs of this site (as a hosted crawler would store them) lose their origin and prefix.
 */
export function toRelativeUrl(url: string): string {
  if (!/^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  try {
    // Records pushed by a crawler hold absolute production URLs: keep their path (without the
    // path prefix, which the router adds back), query and anchor.
    const parsed = new URL(url);
    const prefix = withPrefix('/').replace(/\/$/, '');
    const path =
      prefix && parsed.pathname.startsWith(prefix)
        ? parsed.pathname.slice(prefix.length)
        : parsed.pathname;
    return `${path || '/'}${parsed.search}${parsed.hash}`;
  } catch {
    return url;
  }
}

/** `/search?q=…` for a query. */
export function searchPageUrl(query: string): string {
  return query ? `${SEARCH_PAGE_PATH}?q=${encodeURIComponent(query)}` : SEARCH_PAGE_PATH;
}
