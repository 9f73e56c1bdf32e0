/**
 * The site's configuration in one module: title, tagline, locales, navbar, footer, announcement,
 * the behaviour constants of the layout (progress bar, breakpoints, storage keys) and the search
 * settings. gatsby-config.ts, gatsby-node.ts, the browser code and the build code all read it.
 */
import type {
  AnnouncementBarConfig,
  ColorMode,
  FooterConfig,
  LocaleConfig,
  NavbarItem,
  SiteConfig,
} from './shared/types';
import { HIERARCHY_LEVELS } from './shared/search-types';

// ---------------------------------------------------------------------------------------------
// Site
// ---------------------------------------------------------------------------------------------

export const REPOSITORY_URL = 'https://github.com/chartwrap/chartwrap';
/** The branch "Edit this page" opens a page's file on. */
export const REPOSITORY_BRANCH = 'main';
const CHAT_URL = 'https://discord.gg/chartwrap';
const QA_URL = 'https://stackoverflow.com/questions/tagged/chartwrap';

export const LOCALES: LocaleConfig[] = [{ code: 'en', label: 'English', direction: 'ltr' }];

export const SITE: Omit<SiteConfig, 'siteUrl' | 'baseUrl'> & { description: string } = {
  title: 'Chartwrap',
  tagline: 'A thin, typed, React wrapper for a charting service',
  trailingSlash: 'ignore',
  favicon: '/favicon.svg',
  locales: LOCALES,
  defaultLocale: 'en',
  titleDelimiter: '|',
  description:
    'Chartwrap is a thin, typed React wrapper for Google Charts: guides, live examples and tags.',
};

/** The navbar: Examples on the left; chat, Q&A, repository, search and colour mode on the right. */
export const NAVBAR_ITEMS: NavbarItem[] = [
  { type: 'docSidebar', sidebarId: 'default', label: 'Examples', position: 'left' },
  { type: 'default', label: 'Chat', href: CHAT_URL, position: 'right' },
  { type: 'default', label: 'Q&A', href: QA_URL, position: 'right' },
  { type: 'default', label: 'GitHub', href: REPOSITORY_URL, position: 'right' },
  { type: 'search', position: 'right' },
];

/** Hide the navbar while scrolling down (off). */
export const NAVBAR_HIDE_ON_SCROLL = false;

export const ANNOUNCEMENT_BAR: AnnouncementBarConfig | null = {
  id: 'chartwrap-0-1',
  content: 'Chartwrap 0.1 is out: typed options for every chart type.',
  isCloseable: true,
};

export const FOOTER: FooterConfig = {
  columns: [
    {
      title: 'Docs',
      items: [
        { label: 'Quick walkthrough', to: '/docs/quick-walkthrough' },
        { label: 'Examples', to: '/examples/' },
        { label: 'Tags', to: '/tags' },
      ],
    },
    {
      title: 'Community',
      items: [
        { label: 'Chat', href: CHAT_URL },
        { label: 'Q&A', href: QA_URL },
      ],
    },
    {
      title: 'More',
      items: [
        { label: 'GitHub', href: REPOSITORY_URL },
        { label: 'Sponsor', to: '/docs/sponsor' },
      ],
    },
  ],
  row: [],
  copyright: `Copyright \u00a9 ${new Date().getFullYear()} Chartwrap contributors. Built with Gatsby.`,
};

// ---------------------------------------------------------------------------------------------
// Layout behaviour
// ---------------------------------------------------------------------------------------------

/** Progress bar (accessible-nprogress, configured in src/browser/progress.ts) on route changes. */
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
const DESKTOP_BREAKPOINT_PX = 996;
/** Media query matching the mobile layout (below the breakpoint). */
export const MOBILE_MEDIA_QUERY = `(max-width: ${DESKTOP_BREAKPOINT_PX - 0.02}px)`;

/** Table of contents heading levels. */
export const TOC_MIN_LEVEL = 2;
export const TOC_MAX_LEVEL = 3;
/**
 * The TOC marks the last heading that has reached the line a third of the way down the window: an
 * IntersectionObserver `rootMargin` whose area reaches far above the window, so a heading counts
 * as reached however far a single scroll (or a jump to an anchor) carried it past the line.
 */
export const TOC_ACTIVE_ROOT_MARGIN = '1000000px 0px -66% 0px';

/** Route-matching cache size. */
export const ROUTE_MATCH_CACHE_SIZE = 10000;

/** Colour mode (applied by src/components/ColorMode.tsx and its no-flash script). */
export const DEFAULT_COLOR_MODE: ColorMode = 'light';
/** With no stored choice, follow the system's light/dark preference instead of the default (off). */
export const RESPECT_PREFERS_COLOR_SCHEME = false;
/** Hide the light/dark toggle; the mode is then the default or the system's (off). */
export const DISABLE_COLOR_MODE_SWITCH = false;
/** Local-storage key of the colour mode. */
export const COLOR_MODE_STORAGE_KEY = 'theme';

/** Session-storage key of the chart theme a reader applied from the options explorer. */
export const CHART_THEME_STORAGE_KEY = 'chart-theme';
/** Query parameter of an example page that opens its options explorer with these choices. */
export const EXPLORE_QUERY_PARAM = 'explore';

/** Local-storage keys of the announcement bar. */
export const ANNOUNCEMENT_ID_STORAGE_KEY = 'announcement-bar-id';
export const ANNOUNCEMENT_DISMISS_STORAGE_KEY = 'announcement-bar-dismissed';

/** Local-storage key prefix of the docs version preference (one key per docs instance). */
export const DOCS_PREFERRED_VERSION_STORAGE_PREFIX = 'docs-preferred-version-';

/**
 * A sidebar list of more entries than this shows this many, around the current page's (or its
 * first ones), and a button that shows the rest: a site of a thousand pages in one category
 * would otherwise write a thousand links into every page. No list of today's site is that long.
 */
export const SIDEBAR_LIST_WINDOW = 40;

/** Collapsible sections: easing and the duration used when reduced motion is preferred. */
export const COLLAPSE_EASING = 'ease-in-out';
export const COLLAPSE_REDUCED_MOTION_MS = 1;

/** Search constants the layout shares with the search area. */
export const SEARCH_BUTTON_LABEL = 'Search';
export const SEARCH_PLACEHOLDER = 'Search docs';
export const SEARCH_MAX_QUERY_LENGTH = 64;

/** Body class present while the reader navigates with the keyboard. */
export const KEYBOARD_NAVIGATION_CLASS = 'navigation-with-keyboard';

/**
 * "Open in …" page actions: an assistant's new-chat URL and its query parameter, which receives
 * a prompt naming the page's Markdown URL. Plain links: nothing is requested until one is clicked.
 */
export const ASSISTANT_LINKS = [
  { label: 'Open in ChatGPT', url: 'https://chatgpt.com/', param: 'q' },
  { label: 'Open in Claude', url: 'https://claude.ai/new', param: 'q' },
] as const;

/** The prompt the "Open in …" links pass, for the Markdown of the page at `markdownUrl`. */
export const assistantPrompt = (markdownUrl: string) =>
  `Read ${markdownUrl} so I can ask questions about it.`;

/** Id of the main content element (target of the skip link). */
export const MAIN_CONTENT_ID = '__main';

// ---------------------------------------------------------------------------------------------
// Search
// ---------------------------------------------------------------------------------------------

export const HITS_PER_PAGE = 20;
export const MAX_RESULTS_PER_GROUP = 5;
export const SNIPPET_WORDS = 10;
/** Snippet length on screens up to 768 px wide. */
export const SNIPPET_WORDS_SMALL = 5;
export const SMALL_SCREEN_QUERY = '(max-width: 768px)';
export const RECENT_SEARCHES_LIMIT = 7;
export const RECENT_SEARCHES_WITH_FAVORITES_LIMIT = 4;
export const SEARCH_PAGE_PATH = '/search';

/** The site's only locale. */
export const LANGUAGE = 'en';
/**
 * Tags every docs record carries (the docs plugin's default instance and its current version),
 * used for contextual search next to the page's own topic tags.
 */
export const DOCS_TAGS = ['default', 'docs-default-current'] as const;
/** Contextual search: the current language, and any of the docs tags. */
export const CONTEXT_FACET_FILTERS: (string | string[])[] = [
  `language:${LANGUAGE}`,
  DOCS_TAGS.map((t) => `tags:${t}`),
];

/** Attributes DocSearch asks for. */
export const ATTRIBUTES_TO_RETRIEVE = [
  ...HIERARCHY_LEVELS.map((level) => `hierarchy.${level}`),
  'content',
  'type',
  'url',
];

export function attributesToSnippet(words: number): string[] {
  // Every level but the page section (lvl0), which is never long enough to cut.
  return [
    ...HIERARCHY_LEVELS.slice(1).map((level) => `hierarchy.${level}:${words}`),
    `content:${words}`,
  ];
}

/** The index name used by the embedded back end (any string; it is echoed back in results). */
export const EMBEDDED_INDEX_NAME = 'chartwrap-docs';
/** File the build writes next to the index: `{ "index": "/search-index.<hash>.json" }`. */
export const MANIFEST_PATH = '/search-manifest.json';

export interface HostedConfig {
  appId: string;
  apiKey: string;
  indexName: string;
}

/**
 * Hosted (Algolia) mode when the three public GATSBY_ALGOLIA_* variables were set at build time;
 * otherwise null: the embedded index answers.
 */
export function hostedConfig(): HostedConfig | null {
  const appId = process.env.GATSBY_ALGOLIA_APP_ID;
  const apiKey = process.env.GATSBY_ALGOLIA_SEARCH_KEY;
  const indexName = process.env.GATSBY_ALGOLIA_INDEX_NAME;
  if (appId && apiKey && indexName) return { appId, apiKey, indexName };
  return null;
}

/** The index the modal and the results page query: the hosted one when configured. */
export function searchIndexName(): string {
  return hostedConfig()?.indexName ?? EMBEDDED_INDEX_NAME;
}

/** Search parameters the modal and the results page share (snippets of `snippetWords` words). */
export function sharedSearchParameters(snippetWords: number) {
  return {
    facetFilters: CONTEXT_FACET_FILTERS,
    hitsPerPage: HITS_PER_PAGE,
    attributesToSnippet: attributesToSnippet(snippetWords),
  };
}
