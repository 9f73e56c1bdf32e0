/**
 * The DocSearch modal (loaded on first use by SearchBar), configured per the spec:
 * placeholder "Search docs", at most 64 characters, 20 hits, at most 5 per group, 10-word snippets
 * (5 up to 768 px), contextual facet filters (language + docs tags), recent (7, or 4 with
 * favorites) and favorite (10) searches, translations, client-side navigation to the hit's anchor,
 * "See all {count} results" with the true count, and insights + Algolia only in hosted mode.
 *
 * Two fixes around DocSearch 4.7, without forking it:
 * - `maxLength`: DocSearch hard-codes 512 on its input; we set 64 on the element once mounted
 *   (React leaves an unchanged prop alone, so it stays), and the client cuts queries at 64 too.
 * - Error screen: its autocomplete core sets the status back to `idle` after every failed search
 *   (`onInput`'s `finally`), so DocSearch shows "no results" instead of its error screen. The
 *   shared client (client.ts) records the failure; while the query in the input is the one that
 *   failed, we render the error screen (DocSearch's own markup and translations) in the modal's
 *   dropdown, in place of the screen DocSearch chose.
 */
import { DocSearchModal } from '@docsearch/react/modal';
import { Link, navigate, withPrefix } from 'gatsby';
import { useCallback, useEffect, useMemo, useState, type JSX } from 'react';
import { createPortal } from 'react-dom';
import { SEARCH_PLACEHOLDER } from '../constants';
import { REPOSITORY_URL } from '../siteConfig';
import { getEmbeddedClient, loadHostedClient, tracker, type SearchOutcome } from './client';
import {
  attributesToSnippet,
  CONTEXT_FACET_FILTERS,
  EMBEDDED_INDEX_NAME,
  HITS_PER_PAGE,
  hostedConfig,
  MAX_QUERY_LENGTH,
  MAX_RESULTS_PER_GROUP,
  RECENT_SEARCHES_LIMIT,
  RECENT_SEARCHES_WITH_FAVORITES_LIMIT,
  SEARCH_PAGE_PATH,
  SMALL_SCREEN_QUERY,
  SNIPPET_WORDS,
  SNIPPET_WORDS_SMALL,
} from './config';
import { fetchManifest, preload, type SearchClient } from './embedded';
import { searchPageUrl, toRelativeUrl } from './urls';

export const TRANSLATIONS = {
  searchBox: { placeholderText: SEARCH_PLACEHOLDER },
  errorScreen: {
    titleText: 'Unable to fetch results',
    helpText: 'You might want to check your network connection.',
  },
  noResultsScreen: {
    noResultsText: 'No results for',
    suggestedQueryText: 'Try searching for',
    reportMissingResultsText: 'Believe this query should return results?',
    reportMissingResultsLinkText: 'Let us know.',
  },
};

export interface SearchModalProps {
  onClose: () => void;
  initialQuery?: string;
}

let client: SearchClient | null = null;

function loadStylesheet(href: string): Promise<void> {
  if (document.querySelector(`link[data-docsearch-modal]`)) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.docsearchModal = '';
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.appendChild(link);
  });
}

/** Before the first open: the modal's stylesheet and the client (the index starts loading). */
export async function prepareSearchModal(): Promise<void> {
  const base = withPrefix('/').replace(/\/$/, '');
  const css = fetchManifest(base).then(
    (m) => (m.css ? loadStylesheet(`${base}${m.css}`) : undefined),
    () => undefined,
  );
  if (hostedConfig()) {
    client = await loadHostedClient();
  } else {
    client = getEmbeddedClient();
    preload(client);
  }
  await css;
}

function ErrorScreen(): JSX.Element {
  return (
    <div className="DocSearch-ErrorScreen cw-search-error" role="alert">
      <div className="DocSearch-Screen-Icon">
        <svg width="40" height="40" viewBox="0 0 20 20" fill="none" aria-hidden="true">
          <path
            d="M19 4.8a16 16 0 00-2-1.2m-3.3-1.2A16 16 0 001.1 4.7M16.7 8a12 12 0 00-2.8-1.4M10 6a12 12 0 00-6.7 2M12.3 14.7a4 4 0 00-4.5 0M14.5 11.4A8 8 0 0010 10M3 16L18 2M10 18h0"
            stroke="currentColor"
            fill="none"
            fillRule="evenodd"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </div>
      <p className="DocSearch-Title">{TRANSLATIONS.errorScreen.titleText}</p>
      <p className="DocSearch-Help">{TRANSLATIONS.errorScreen.helpText}</p>
    </div>
  );
}

/** Shows the error screen while the input holds the query whose search failed. */
function ErrorOverlay() {
  const [target, setTarget] = useState<Element | null>(null);

  useEffect(() => {
    let outcome: SearchOutcome = tracker.outcome;
    const update = () => {
      const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
      if (input && input.maxLength !== MAX_QUERY_LENGTH) input.maxLength = MAX_QUERY_LENGTH;
      const dropdown = document.querySelector('.DocSearch-Dropdown');
      const failed =
        outcome.status === 'error' && !!input && !!dropdown && input.value === outcome.query;
      setTarget(failed ? dropdown : null);
    };
    const unsubscribe = tracker.subscribe((o) => {
      outcome = o;
      update();
    });
    const modal = document.querySelector('.DocSearch-Modal');
    const observer = new MutationObserver(update);
    if (modal) observer.observe(modal, { childList: true, subtree: true, attributes: true });
    document.addEventListener('input', update, true);
    update();
    return () => {
      unsubscribe();
      observer.disconnect();
      document.removeEventListener('input', update, true);
    };
  }, []);

  if (!target) return null;
  return createPortal(
    <>
      <style>{`.DocSearch-Dropdown:has(> .cw-search-error) > :not(.cw-search-error){display:none!important}`}</style>
      <ErrorScreen />
    </>,
    target,
  );
}

type Hit = { url: string; [key: string]: unknown };

export function SearchModal({ onClose, initialQuery }: SearchModalProps) {
  const hosted = hostedConfig();
  const [words] = useState(() =>
    window.matchMedia?.(SMALL_SCREEN_QUERY).matches ? SNIPPET_WORDS_SMALL : SNIPPET_WORDS,
  );

  const indices = useMemo(
    () => [
      {
        name: hosted?.indexName ?? EMBEDDED_INDEX_NAME,
        searchParameters: {
          facetFilters: CONTEXT_FACET_FILTERS,
          hitsPerPage: HITS_PER_PAGE,
          attributesToSnippet: attributesToSnippet(words),
        },
      },
    ],
    [hosted?.indexName, words],
  );

  const transformSearchClient = useCallback(
    (docsearchClient: unknown) => (client ?? docsearchClient) as never,
    [],
  );

  const transformItems = useCallback(
    (items: Hit[]) => items.map((item) => ({ ...item, url: toRelativeUrl(item.url) })),
    [],
  );

  const navigator = useMemo(
    () => ({
      navigate({ itemUrl }: { itemUrl: string }) {
        void navigate(itemUrl);
      },
      navigateNewTab({ itemUrl }: { itemUrl: string }) {
        window.open(withPrefix(itemUrl), '_blank', 'noopener');
      },
      navigateNewWindow({ itemUrl }: { itemUrl: string }) {
        window.open(withPrefix(itemUrl), '_blank', 'noopener');
      },
    }),
    [],
  );

  const hitComponent = useCallback(
    ({ hit, children }: { hit: { url: string }; children: React.ReactNode }) => (
      <Link to={hit.url}>{children}</Link>
    ),
    [],
  );

  const resultsFooterComponent = useCallback(
    ({ state }: { state: { query: string; collections: { items: unknown[] }[] } }) => {
      const count =
        tracker.count(state.query) ?? state.collections.reduce((n, c) => n + c.items.length, 0);
      return (
        <Link to={searchPageUrl(state.query)} onClick={onClose}>
          See all {count} results
        </Link>
      );
    },
    [onClose],
  );

  const props = {
    appId: hosted?.appId ?? 'embedded',
    apiKey: hosted?.apiKey ?? 'embedded',
    indices,
    placeholder: SEARCH_PLACEHOLDER,
    maxResultsPerGroup: MAX_RESULTS_PER_GROUP,
    recentSearchesLimit: RECENT_SEARCHES_LIMIT,
    recentSearchesWithFavoritesLimit: RECENT_SEARCHES_WITH_FAVORITES_LIMIT,
    transformSearchClient,
    transformItems,
    navigator,
    hitComponent,
    resultsFooterComponent,
    translations: TRANSLATIONS,
    getMissingResultsUrl: ({ query }: { query: string }) =>
      `${REPOSITORY_URL}/issues/new?title=${encodeURIComponent(`Search: no results for "${query}"`)}`,
    insights: Boolean(hosted),
    initialQuery,
    initialScrollY: window.scrollY,
    onClose,
    onAskAiToggle: () => undefined,
  };

  return createPortal(
    <>
      {/* Embedded mode: no Algolia service answers, so DocSearch's "Powered by" credit is hidden. */}
      {!hosted && <style>{`.DocSearch-Logo{display:none}`}</style>}
      <DocSearchModal {...(props as unknown as React.ComponentProps<typeof DocSearchModal>)} />
      <ErrorOverlay />
    </>,
    document.body,
  );
}

export { SEARCH_PAGE_PATH };
