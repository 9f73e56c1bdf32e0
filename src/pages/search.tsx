/**
 * /search?q=…: the search results page, over the same client as the modal (embedded index by
 * default, Algolia when configured). Reads `q`, keeps the URL in step with the query, lists hits
 * with breadcrumbs and snippets, and shows an error with Retry when the back end cannot answer.
 * The input holds at most SEARCH_MAX_QUERY_LENGTH characters; queries are only ever rendered as text.
 */
import type { HeadProps, PageProps } from 'gatsby';
import { Link, withPrefix } from 'gatsby';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Seo } from '../components/Seo';
import { Spinner } from '../components/LoadingState';
import { SEARCH_PLACEHOLDER } from '../config';
import { loadSearchClient } from '../search/client';
import {
  ATTRIBUTES_TO_RETRIEVE,
  searchIndexName,
  SEARCH_MAX_QUERY_LENGTH,
  sharedSearchParameters,
  SNIPPET_WORDS,
} from '../config';
import type { SearchResponse } from '../search/engine';
import {
  HIERARCHY_LEVELS,
  type HierarchyLevel,
  type SearchHit,
  type SearchRecord,
} from '../shared/search-types';
import { Highlighted, POST_TAG, PRE_TAG } from '../search/highlight';
import { droppedWords, droppedWordsNote } from '../search/fallback';
import { searchPageUrl, toRelativeUrl } from '../search/urls';
import '../search/search-page.css';

/** A hit with the attributes this page retrieves. */
type PageHit = SearchHit & Pick<SearchRecord, 'url' | 'type' | 'hierarchy' | 'content'>;

type State =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  | {
      status: 'done';
      query: string;
      hits: PageHit[];
      nbHits: number;
      page: number;
      nbPages: number;
      /** Query words the results leave out (no page matched them all). */
      dropped: string[];
    };

/** The `q` of the page URL, as the input would hold it (a URL can carry a longer one). */
function readQuery(search: string): string {
  return (new URLSearchParams(search).get('q') ?? '').slice(0, SEARCH_MAX_QUERY_LENGTH);
}

async function runSearch(query: string, page: number): Promise<SearchResponse | null> {
  const client = await loadSearchClient();
  const response = (await client.search({
    requests: [
      {
        ...sharedSearchParameters(SNIPPET_WORDS),
        indexName: searchIndexName(),
        query,
        page,
        attributesToRetrieve: ATTRIBUTES_TO_RETRIEVE,
        snippetEllipsisText: '…',
        highlightPreTag: PRE_TAG,
        highlightPostTag: POST_TAG,
      },
    ],
  })) as { results: SearchResponse[]; failed?: boolean };
  if (response.failed) return null;
  return response.results[0] ?? null;
}

/** Where a hit is: the levels above its title (the section for a page, and the page for a heading). */
function Breadcrumbs({ hit }: { hit: PageHit }) {
  const crumbs = HIERARCHY_LEVELS.slice(0, HIERARCHY_LEVELS.indexOf(titleLevel(hit))).filter(
    (l) => hit.hierarchy[l],
  );
  if (!crumbs.length) return null;
  return (
    <p className="search-result__breadcrumbs">
      {crumbs.map((l, i) => (
        <span key={l}>
          {i > 0 && <span aria-hidden="true"> › </span>}
          <Highlighted value={hit._highlightResult?.hierarchy?.[l]?.value ?? hit.hierarchy[l]} />
        </span>
      ))}
    </p>
  );
}

function titleLevel(hit: PageHit): HierarchyLevel {
  if (hit.type !== 'content') return hit.type;
  return [...HIERARCHY_LEVELS].reverse().find((l) => hit.hierarchy[l]) ?? 'lvl1';
}

/**
 * Why a page hit matched when its title does not show it: the search terms or keywords that
 * matched, highlighted (so no hit is a bare title).
 */
function matchedTerms(hit: PageHit): string | null {
  const h = hit._highlightResult;
  if (hit.type === 'content' || h?.hierarchy?.[titleLevel(hit)]?.matchLevel !== 'none') return null;
  const terms = [...(h.searchTerms ?? []), ...(h.keywords ?? [])].filter(
    (t) => t.matchLevel !== 'none',
  );
  return terms.length ? `Also known as: ${terms.map((t) => t.value).join(', ')}` : null;
}

function Result({ hit }: { hit: PageHit }) {
  const level = titleLevel(hit);
  const title = hit._highlightResult?.hierarchy?.[level]?.value ?? hit.hierarchy[level];
  const snippet =
    hit.type === 'content'
      ? (hit._snippetResult?.content?.value ?? hit.content)
      : matchedTerms(hit);
  return (
    <li className="search-result">
      <Breadcrumbs hit={hit} />
      <h2 className="search-result__title">
        <Link to={toRelativeUrl(hit.url)}>
          <Highlighted value={title} />
        </Link>
      </h2>
      {snippet && (
        <p className="search-result__snippet">
          <Highlighted value={snippet} />
        </p>
      )}
    </li>
  );
}

/**
 * The search page's results: `search(q, page)` asks the engine and keeps the newest answer only
 * (an older one that arrives late is dropped); a later page adds its hits to those shown.
 */
function useSearchResults() {
  const [state, setState] = useState<State>({ status: 'idle' });
  const seq = useRef(0);

  const search = useCallback(async (q: string, page = 0) => {
    const id = ++seq.current;
    if (!q.trim()) {
      setState({ status: 'idle' });
      return;
    }
    if (page === 0) setState({ status: 'loading' });
    let result: SearchResponse | null = null;
    try {
      result = await runSearch(q, page);
    } catch {
      result = null;
    }
    if (id !== seq.current) return;
    if (!result) {
      setState({ status: 'error' });
      return;
    }
    const answer = result;
    setState((prev) => ({
      status: 'done',
      query: q,
      hits: [
        ...(page > 0 && prev.status === 'done' ? prev.hits : []),
        ...(answer.hits as PageHit[]),
      ],
      nbHits: answer.nbHits,
      page,
      nbPages: answer.nbPages,
      dropped: page > 0 && prev.status === 'done' ? prev.dropped : droppedWords(q, answer.hits),
    }));
  }, []);

  return { state, search };
}

export default function SearchPage({ location }: PageProps) {
  const [query, setQuery] = useState('');
  const [hydrated, setHydrated] = useState(false);
  const { state, search } = useSearchResults();

  // The static HTML has no query: read it after hydration, and again on back/forward.
  useEffect(() => {
    const q = readQuery(location.search);
    setQuery(q);
    setHydrated(true);
    void search(q);
  }, [location.search, search]);

  const onChange = (q: string) => {
    setQuery(q);
    window.history.replaceState(window.history.state, '', withPrefix(searchPageUrl(q)));
    void search(q);
  };

  return (
    <div className="page search-page">
      <h1>{query ? <>Search results for “{query}”</> : 'Search the documentation'}</h1>
      <form role="search" onSubmit={(e) => e.preventDefault()} className="search-page__form">
        <input
          type="search"
          name="q"
          aria-label="Search"
          placeholder={SEARCH_PLACEHOLDER}
          maxLength={SEARCH_MAX_QUERY_LENGTH}
          autoComplete="off"
          spellCheck={false}
          value={query}
          disabled={!hydrated}
          onChange={(e) => onChange(e.target.value)}
          className="search-page__input"
        />
      </form>
      <div aria-live="polite" className="search-page__status">
        {/* The index loads on the first search: a spinner if that takes longer than a moment. */}
        {state.status === 'loading' && <Spinner label="Loading search results" />}
        {state.status === 'error' && (
          <div role="alert" className="search-page__error">
            <p>
              <strong>Unable to fetch results.</strong> You might want to check your network
              connection.
            </p>
            <button type="button" onClick={() => void search(query)}>
              Retry
            </button>
          </div>
        )}
        {state.status === 'done' && (
          <p className="search-page__count">
            {state.nbHits === 0
              ? 'No results for “' + state.query + '”'
              : `${state.nbHits} ${state.nbHits === 1 ? 'result' : 'results'}`}
          </p>
        )}
        {state.status === 'done' && state.dropped.length > 0 && (
          <p className="search-page__fallback">{droppedWordsNote(state.dropped)}</p>
        )}
      </div>
      {state.status === 'done' && state.hits.length > 0 && (
        <>
          <ol className="search-page__results">
            {state.hits.map((hit) => (
              <Result key={hit.objectID} hit={hit} />
            ))}
          </ol>
          {state.page + 1 < state.nbPages && (
            <button
              type="button"
              className="search-page__more"
              onClick={() => void search(state.query, state.page + 1)}
            >
              Load more results
            </button>
          )}
        </>
      )}
    </div>
  );
}

export function Head(_props: HeadProps) {
  return <Seo title="Search" path="/search" />;
}
