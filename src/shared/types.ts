/**
 * The site's shared data shapes: site configuration, sidebar item, docs version, colour mode, page
 * metadata, announcement bar, navbar items, footer and tags. Search shapes live in search-types.ts.
 */

/** Light or dark; light is the default and the system preference is not followed. */
export type ColorMode = 'light' | 'dark';

/** How page paths end: `ignore` keeps each route exactly as it is written. */
export type TrailingSlash = 'always' | 'never' | 'ignore';

export interface LocaleConfig {
  /** BCP 47 code, e.g. `en`. */
  code: string;
  label: string;
  direction: 'ltr' | 'rtl';
}

/** Site configuration. */
export interface SiteConfig {
  title: string;
  tagline: string;
  /** Public URL of the site root (no trailing slash). */
  siteUrl: string;
  /** Path the site is served under; `/` unless built with PATH_PREFIX. */
  baseUrl: string;
  trailingSlash: TrailingSlash;
  /** Path of the favicon, relative to the base URL. */
  favicon: string;
  locales: LocaleConfig[];
  defaultLocale: string;
  titleDelimiter: string;
}

/** A sidebar entry: a link to a page, or a category holding more items. */
export type SidebarItem = SidebarLink | SidebarCategory;

export interface SidebarLink {
  type: 'link';
  label: string;
  href: string;
  /** Doc id for doc links (`docs/quick-walkthrough`, `examples/pie-chart`). */
  docId?: string;
  /** Kept out of navigation (the page is still built). */
  unlisted?: boolean;
}

export interface SidebarCategory {
  type: 'category';
  label: string;
  /** Optional page the category label links to. */
  href?: string;
  items: SidebarItem[];
  /** The category's own link points to an unlisted page. */
  linkUnlisted?: boolean;
  /** Categories never auto-collapse; a reader may still collapse one. */
  collapsed?: boolean;
  unlisted?: boolean;
}

export interface DocsVersionDoc {
  id: string;
  path: string;
  sidebar: string | null;
}

/** Docs version. A single one exists: Next at `/`. */
export interface DocsVersion {
  name: string;
  label: string;
  isLast: boolean;
  path: string;
  mainDocId: string;
  sidebars: readonly string[];
  draftIds: readonly string[];
  docs: readonly DocsVersionDoc[];
}

/** Page metadata: produces the title, Open Graph and Twitter tags. */
export interface PageMetadata {
  title?: string;
  description?: string;
  keywords?: readonly string[] | string;
  /** Absolute URL (or a site-relative path made absolute by the SEO component). */
  image?: string;
}

/** Announcement bar, configured with an id: a new id shows a dismissed bar again. */
export interface AnnouncementBarConfig {
  id: string;
  /** Plain text or inline HTML written by the site authors. */
  content: string;
  isCloseable: boolean;
}

/** The nine navbar item kinds the layout can render. */
export type NavbarItemType =
  | 'default'
  | 'dropdown'
  | 'localeDropdown'
  | 'search'
  | 'html'
  | 'doc'
  | 'docSidebar'
  | 'docsVersion'
  | 'docsVersionDropdown';

interface NavbarItemBase {
  position?: 'left' | 'right';
  className?: string;
}

export interface DefaultNavbarItem extends NavbarItemBase {
  type?: 'default';
  label: string;
  /** External URL: opens in a new tab with no opener and no referrer. */
  href?: string;
  /** Internal path. */
  to?: string;
  'aria-label'?: string;
}

export interface DropdownNavbarItem extends NavbarItemBase {
  type: 'dropdown';
  label: string;
  items: DefaultNavbarItem[];
}

export interface LocaleDropdownNavbarItem extends NavbarItemBase {
  type: 'localeDropdown';
}

export interface SearchNavbarItem extends NavbarItemBase {
  type: 'search';
}

export interface HtmlNavbarItem extends NavbarItemBase {
  type: 'html';
  value: string;
}

export interface DocNavbarItem extends NavbarItemBase {
  type: 'doc';
  docId: string;
  label?: string;
}

export interface DocSidebarNavbarItem extends NavbarItemBase {
  type: 'docSidebar';
  sidebarId: string;
  label?: string;
}

export interface DocsVersionNavbarItem extends NavbarItemBase {
  type: 'docsVersion';
  label?: string;
}

export interface DocsVersionDropdownNavbarItem extends NavbarItemBase {
  type: 'docsVersionDropdown';
}

export type NavbarItem =
  | DefaultNavbarItem
  | DropdownNavbarItem
  | LocaleDropdownNavbarItem
  | SearchNavbarItem
  | HtmlNavbarItem
  | DocNavbarItem
  | DocSidebarNavbarItem
  | DocsVersionNavbarItem
  | DocsVersionDropdownNavbarItem;

export interface FooterLink {
  label: string;
  href?: string;
  to?: string;
}

export interface FooterConfig {
  /** Link columns, or a single row when `columns` is empty. */
  columns: { title: string; items: FooterLink[] }[];
  row: FooterLink[];
  copyright: string;
}

/** A tag of `content/tags.yml`. */
export interface TagDefinition {
  id: string;
  label: string;
  description: string;
}

/** Which collection a content page belongs to. */
export type ContentKind = 'docs' | 'examples';
