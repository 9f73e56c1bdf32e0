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
 * RECENT_SEARCHES_WITH_FAVORITES_LIMIT and SEARCH_MAX_QUERY_LENGTH.
 *
 * Fixes around DocSearch, without forking it:
 * - `maxLength`: should DocSearch's input ever allow more, we set SEARCH_MAX_QUERY_LENGTH on the
 *   element once mounted (React leaves an unchanged prop alone, so it stays).
 * - Error screen: its autocomplete core sets the status back to `idle` after every failed search
 *   (`onInput`'s `finally`), so DocSearch shows "no results" instead of its error screen. The
 *   shared client (client.ts) records the failure; while the query in the input is the one that
 *   failed, we render the error screen (DocSearch's own markup and translations) in the modal's
 *   dropdown, in place of the screen DocSearch chose.
 * - Suggested queries: DocSearch suggests the group names (lvl0) of earlier results, which are
 *   not queries that find anything; we hide its list and offer, in the same place, up to 3 page
 *   titles related to the query, each a query that finds its page (see `Suggestions`).
 * - Optional words: when no page matched every word, a note above the hits says which words the
 *   results leave out (see `FallbackNote`).
 */
import { DocSearchModal } from '@docsearch/react';
import { Link, navigate, withPrefix } from 'gatsby';
import { useCallback, useEffect, useMemo, useState, type JSX } from 'react';
import { createPortal } from 'react-dom';
import { SEARCH_PLACEHOLDER } from '../config';
import { REPOSITORY_URL } from '../config';
import { getEmbeddedClient, loadHostedClient, tracker, type SearchOutcome } from './client';
import {
  hostedConfig,
  SEARCH_MAX_QUERY_LENGTH,
  MAX_RESULTS_PER_GROUP,
  SEARCH_PAGE_PATH,
  searchIndexName,
  sharedSearchParameters,
  SMALL_SCREEN_QUERY,
  SNIPPET_WORDS,
  SNIPPET_WORDS_SMALL,
} from '../config';
import { fetchManifest, preload, type SearchClient } from './embedded';
import { droppedWordsNote } from './fallback';
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

interface ModalDom {
  input: HTMLInputElement | null;
  dropdown: Element | null;
  noResults: Element | null;
  /** Whether the dropdown lists hits (they render after the search outcome arrives). */
  hasHits: boolean;
  outcome: SearchOutcome;
}

/** The modal's elements and the latest search outcome, updated on every DOM change and search. */
function useModalDom(): ModalDom {
  const [dom, setDom] = useState<ModalDom>({
    input: null,
    dropdown: null,
    noResults: null,
    hasHits: false,
    outcome: tracker.outcome,
  });
  useEffect(() => {
    let outcome: SearchOutcome = tracker.outcome;
    const update = () => {
      const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
      // DocSearch renders maxLength 512; React leaves the attribute alone while its prop is unchanged.
      if (input && input.maxLength !== SEARCH_MAX_QUERY_LENGTH)
        input.maxLength = SEARCH_MAX_QUERY_LENGTH;
      const dropdown = document.querySelector('.DocSearch-Dropdown');
      const next = {
        input,
        dropdown,
        noResults: document.querySelector('.DocSearch-NoResults'),
        hasHits: !!dropdown?.querySelector('.DocSearch-Hits'),
        outcome,
      };
      setDom((prev) =>
        prev.input === next.input &&
        prev.dropdown === next.dropdown &&
        prev.noResults === next.noResults &&
        prev.hasHits === next.hasHits &&
        prev.outcome === next.outcome &&
        (prev.input?.value ?? '') === (next.input?.value ?? '')
          ? prev
          : { ...next },
      );
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
  return dom;
}

/** Shows the error screen while the input holds the query whose search failed. */
function ErrorOverlay({ dom }: { dom: ModalDom }) {
  const { input, dropdown, outcome } = dom;
  const failed = outcome.status === 'error' && !!input && input.value === outcome.query;
  // The container's class for the error status, as DocSearch would set it.
  useEffect(() => {
    const container = document.querySelector('.DocSearch-Container');
    container?.classList.toggle('DocSearch-Container--Errored', failed);
  }, [failed, dropdown]);
  if (!failed || !dropdown) return null;
  return createPortal(
    <>
      <style>{`.DocSearch-Dropdown:has(> .cw-search-error) > :not(.cw-search-error){display:none!important}`}</style>
      <ErrorScreen />
    </>,
    dropdown,
  );
}

/** Types a query into DocSearch's (React-controlled) input, as the reader would. */
function typeQuery(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.focus();
}

/**
 * Up to 3 suggested queries on the no-results screen, in place of DocSearch's own list (the group
 * names of earlier results, which are no queries: "Guides" finds nothing). We list related page
 * titles instead: from the embedded index (any word, more typos), or the pages of the latest
 * search that found something. A page title is a query that finds its page.
 */
function Suggestions({ dom }: { dom: ModalDom }) {
  const { input, noResults } = dom;
  const query = input?.value ?? '';
  const [suggestions, setSuggestions] = useState<{ query: string; titles: string[] } | null>(null);
  const [slot, setSlot] = useState<HTMLElement | null>(null);

  useEffect(() => {
    if (!noResults || !query) return;
    let cancelled = false;
    const load = client?.suggest ? client.suggest(query) : Promise.resolve(tracker.recentTitles);
    load.then(
      (titles) => {
        if (cancelled) return;
        const q = query.trim().toLowerCase();
        setSuggestions({ query, titles: titles.filter((t) => t.toLowerCase() !== q).slice(0, 3) });
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [noResults, query]);

  useEffect(() => {
    if (!noResults) {
      setSlot(null);
      return;
    }
    const el = document.createElement('div');
    el.className = 'cw-suggestions-slot';
    const title = noResults.querySelector('.DocSearch-Title');
    if (title) title.after(el);
    else noResults.appendChild(el);
    setSlot(el);
    return () => el.remove();
  }, [noResults]);

  if (
    !slot ||
    !input ||
    !suggestions ||
    suggestions.query !== query ||
    !suggestions.titles.length
  ) {
    return null;
  }
  return createPortal(
    <div className="DocSearch-NoResults-Prefill-List cw-suggestions">
      <p className="DocSearch-Help">{TRANSLATIONS.noResultsScreen.suggestedQueryText}:</p>
      <div className="DocSearch-NoResults-Prefill-List-Items">
        {suggestions.titles.map((title) => (
          <p key={title}>
            <button
              className="DocSearch-Prefill"
              type="button"
              onClick={() => typeQuery(input, title.toLowerCase())}
            >
              {title}
            </button>
          </p>
        ))}
      </div>
    </div>,
    slot,
  );
}

/**
 * Says, above the hits, when no page matched every word and the results match only some of them
 * (DocSearch has no place for this message).
 */
function FallbackNote({ dom }: { dom: ModalDom }) {
  const { input, dropdown, hasHits, outcome } = dom;
  const dropped =
    outcome.status === 'ok' && !!input && input.value === outcome.query ? outcome.dropped : [];
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  const show = dropped.length > 0 && hasHits;
  useEffect(() => {
    if (!show || !dropdown) return;
    const el = document.createElement('p');
    el.className = 'DocSearch-Help cw-search-fallback';
    el.setAttribute('role', 'status');
    dropdown.prepend(el);
    setSlot(el);
    return () => {
      el.remove();
      setSlot(null);
    };
  }, [show, dropdown]);
  if (!show || !slot) return null;
  return createPortal(droppedWordsNote(dropped), slot);
}

function ModalFixes() {
  const dom = useModalDom();
  return (
    <>
      <ErrorOverlay dom={dom} />
      <Suggestions dom={dom} />
      <FallbackNote dom={dom} />
    </>
  );
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
      <ModalFixes />
    </>,
    document.body,
  );
}

export { SEARCH_PAGE_PATH };
