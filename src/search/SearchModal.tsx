/**
 * The DocSearch modal (loaded on first use by SearchBar): placeholder "Search docs", at most
 * SEARCH_MAX_QUERY_LENGTH characters, 20 hits, at most 5 per group, 10-word snippets
 * (5 up to 768 px), contextual facet filters (language + docs tags), recent (7, or 4 with
 * favorites) and favorite (10) searches, translations, client-side navigation to the hit's anchor,
 * "See all {count} results" with the true count, and insights + Algolia only in hosted mode.
 *
 * DocSearch 3.9: the same modal as 4.x without the Ask AI machinery 4.x bundles (its modal chunk
 * is about a quarter of 4.7's: docs/search.md). Its recent (7, or 4 with favorites) and favorite
 * (10) limits and its 64-character input are built in, the values of RECENT_SEARCHES_LIMIT,
 * RECENT_SEARCHES_WITH_FAVORITES_LIMIT and SEARCH_MAX_QUERY_LENGTH. What we fix around it (the
 * error screen, the suggested queries, the optional-words note, the input's length) is in
 * modal-fixes.tsx.
 */
import { DocSearchModal } from '@docsearch/react';
import { Link, navigate, withPrefix } from 'gatsby';
import { useCallback, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { SEARCH_PLACEHOLDER } from '../config';
import { REPOSITORY_URL } from '../config';
import { loadHostedClient, getEmbeddedClient, tracker } from './client';
import {
  hostedConfig,
  MAX_RESULTS_PER_GROUP,
  SEARCH_PAGE_PATH,
  searchIndexName,
  sharedSearchParameters,
  SMALL_SCREEN_QUERY,
  SNIPPET_WORDS,
  SNIPPET_WORDS_SMALL,
} from '../config';
import { fetchManifest, preload, type SearchClient } from './embedded';
import { ModalFixes, TRANSLATIONS } from './modal-fixes';
import { searchPageUrl, toRelativeUrl } from './urls';

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

type Hit = { url: string; [key: string]: unknown };

export function SearchModal({ onClose, initialQuery }: SearchModalProps) {
  const hosted = hostedConfig();
  const [words] = useState(() =>
    window.matchMedia?.(SMALL_SCREEN_QUERY).matches ? SNIPPET_WORDS_SMALL : SNIPPET_WORDS,
  );

  const searchParameters = useMemo(() => sharedSearchParameters(words), [words]);

  const transformSearchClient = useCallback(
    (docsearchClient: unknown) => (client ?? docsearchClient) as never,
    [],
  );

  const transformItems = useCallback(
    (items: Hit[]) => items.map((item) => ({ ...item, url: toRelativeUrl(item.url) })),
    [],
  );

  const navigator = useMemo(() => {
    // A new tab and a new window open alike: the browser decides where.
    const openApart = ({ itemUrl }: { itemUrl: string }) => {
      window.open(withPrefix(itemUrl), '_blank', 'noopener');
    };
    return {
      navigate({ itemUrl }: { itemUrl: string }) {
        void navigate(itemUrl);
      },
      navigateNewTab: openApart,
      navigateNewWindow: openApart,
    };
  }, []);

  const hitComponent = useCallback(
    ({ hit, children }: { hit: { url: string }; children: React.ReactNode }) => (
      <Link to={hit.url}>{children}</Link>
    ),
    [],
  );

  const resultsFooterComponent = useCallback(
    ({ state }: { state: { query: string } }) => {
      // The query's true number of hits, once its search has answered. Until then (the footer
      // follows each keystroke while the hits shown are still those of the previous query) it
      // names no number rather than a wrong one.
      const count = tracker.count(state.query);
      return (
        <Link to={searchPageUrl(state.query)} onClick={onClose}>
          {count === undefined ? 'See all results' : `See all ${count} results`}
        </Link>
      );
    },
    [onClose],
  );

  const props = {
    appId: hosted?.appId ?? 'embedded',
    apiKey: hosted?.apiKey ?? 'embedded',
    indexName: searchIndexName(),
    searchParameters,
    placeholder: SEARCH_PLACEHOLDER,
    maxResultsPerGroup: MAX_RESULTS_PER_GROUP,
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
  };

  return createPortal(
    <>
      {/* Embedded mode: no Algolia service answers, so DocSearch's "Powered by" credit is hidden. */}
      {!hosted && <style>{`.DocSearch-Logo{display:none}`}</style>}
      {/* DocSearch's own suggestions (group names) give way to ours (see Suggestions). */}
      <style>{`.DocSearch-NoResults-Prefill-List:not(.cw-suggestions){display:none}`}</style>
      <DocSearchModal {...(props as unknown as React.ComponentProps<typeof DocSearchModal>)} />
      <ModalFixes client={client} />
    </>,
    document.body,
  );
}

export { SEARCH_PAGE_PATH };
