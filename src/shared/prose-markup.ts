/**
 * How the site marks up a heading's "Direct link" anchor and an external link. Pages render these
 * two ways: as React components (AnchoredHeading, SmartLink, the MDX components map), and, for a
 * page's static prose, as HTML written at build time (src/node/markdown/static-prose.ts). Both read
 * the markup from here, so the two renderings of one heading or link cannot drift apart.
 */

/** The class of a heading that carries a "Direct link" anchor. */
export const ANCHORED_HEADING_CLASS = 'anchor';
/** The class of that anchor. */
export const HASH_LINK_CLASS = 'hash-link';
/** The anchor's text: a zero-width space, so the link has a box but shows nothing until styled. */
export const HASH_LINK_TEXT = '\u200b';

/** The anchor's accessible name and title, from the heading's text. */
export const hashLinkLabel = (headingText: string): string => `Direct link to ${headingText}`;

/** External links open in a new tab with no opener and no referrer. */
export const EXTERNAL_LINK_PROPS = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** An absolute or protocol-relative URL: a page of another site. */
export function isExternal(href: string): boolean {
  return /^(https?:)?\/\//.test(href);
}

/**
 * A site path without the site's path prefix (`/pre/docs` → `/docs`, `/pre` → `/`): links in
 * compiled pages carry the prefix, and Gatsby's Link and navigate add it again.
 */
export function withoutPathPrefix(href: string, prefix: string): string {
  if (!prefix || (href !== prefix && !href.startsWith(`${prefix}/`))) return href;
  return href.slice(prefix.length) || '/';
}
