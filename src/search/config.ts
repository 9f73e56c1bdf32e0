/**
 * Search settings (spec section 9) and the back-end choice, in one module shared by the modal,
 * the /search page, the embedded client and the build step.
 */
import { SEARCH_MAX_QUERY_LENGTH } from '../constants';

export const MAX_QUERY_LENGTH = SEARCH_MAX_QUERY_LENGTH; // 64
export const HITS_PER_PAGE = 20;
export const MAX_RESULTS_PER_GROUP = 5;
export const SNIPPET_WORDS = 10;
/** Snippet length on screens up to 768 px wide. */
export const SNIPPET_WORDS_SMALL = 5;
export const SMALL_SCREEN_QUERY = '(max-width: 768px)';
export const RECENT_SEARCHES_LIMIT = 7;
export const RECENT_SEARCHES_WITH_FAVORITES_LIMIT = 4;
export const FAVORITE_SEARCHES_LIMIT = 10;
export const SEARCH_PAGE_PATH = '/search';
export const ISSUES_URL = 'https://github.com/chartwrap/chartwrap/issues';

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
  'hierarchy.lvl0',
  'hierarchy.lvl1',
  'hierarchy.lvl2',
  'hierarchy.lvl3',
  'hierarchy.lvl4',
  'hierarchy.lvl5',
  'hierarchy.lvl6',
  'content',
  'type',
  'url',
];

export function attributesToSnippet(words: number): string[] {
  return [
    `hierarchy.lvl1:${words}`,
    `hierarchy.lvl2:${words}`,
    `hierarchy.lvl3:${words}`,
    `hierarchy.lvl4:${words}`,
    `hierarchy.lvl5:${words}`,
    `hierarchy.lvl6:${words}`,
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
