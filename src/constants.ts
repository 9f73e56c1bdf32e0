/**
 * The spec's business constants (section 9) and the site's fixed settings, in one module.
 * Components, gatsby-browser and gatsby-node read these; nothing else hard-codes them.
 */
import type { ColorMode } from './types';

/** Progress bar (gatsby-plugin-nprogress / accessible-nprogress) on route changes. */
export const PROGRESS_BAR = {
  /** The bar starts only when a navigation to a different path takes longer than this. */
  delayMs: 200,
  /** NProgress `minimum`. */
  minimum: 0.08,
  /** NProgress `speed` (ms). */
  speedMs: 200,
  /** NProgress `trickleSpeed` (ms). */
  trickleSpeedMs: 800,
  /** No spinner, only the thin bar. */
  showSpinner: false,
} as const;

/** Page-loading indicator: the spinner shows only after this delay. */
export const LOADING_DELAY_MS = 200;

/** Layout switches between desktop and mobile at this window width (px). */
export const DESKTOP_BREAKPOINT_PX = 996;
/** Media query matching the mobile layout (below the breakpoint). */
export const MOBILE_MEDIA_QUERY = `(max-width: ${DESKTOP_BREAKPOINT_PX - 0.02}px)`;

/** Table of contents heading levels. */
export const TOC_MIN_LEVEL = 2;
export const TOC_MAX_LEVEL = 3;

/** Route-matching cache size. */
export const ROUTE_MATCH_CACHE_SIZE = 10000;

/** Colour mode. */
export const DEFAULT_COLOR_MODE: ColorMode = 'light';
export const RESPECT_PREFERS_COLOR_SCHEME = false;
export const DISABLE_COLOR_MODE_SWITCH = false;
/** Local-storage key of the colour mode. */
export const COLOR_MODE_STORAGE_KEY = 'theme';

/** Local-storage keys of the announcement bar. */
export const ANNOUNCEMENT_ID_STORAGE_KEY = 'announcement-bar-id';
export const ANNOUNCEMENT_DISMISS_STORAGE_KEY = 'announcement-bar-dismissed';

/** Local-storage key prefix of the docs version preference (one key per docs instance). */
export const DOCS_PREFERRED_VERSION_STORAGE_PREFIX = 'docs-preferred-version-';

/** Collapsible sections: easing and the duration used when reduced motion is preferred. */
export const COLLAPSE_EASING = 'ease-in-out';
export const COLLAPSE_REDUCED_MOTION_MS = 1;

/** Search constants the layout shares with the search area. */
export const SEARCH_BUTTON_LABEL = 'Search';
export const SEARCH_PLACEHOLDER = 'Search docs';
export const SEARCH_MAX_QUERY_LENGTH = 64;

/** Body class present while the reader navigates with the keyboard. */
export const KEYBOARD_NAVIGATION_CLASS = 'navigation-with-keyboard';

/** Id of the main content element (target of the skip link). */
export const MAIN_CONTENT_ID = '__main';
