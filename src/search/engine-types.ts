/**
 * The embedded engine's contract: an Algolia-style search request in, an Algolia-style response
 * out (hits with _highlightResult/_snippetResult, nbHits, queryID…), and what an engine reads,
 * whether it holds every record (src/search/engine.ts) or loads them as needed (the split index,
 * src/search/split-engine.ts).
 */
import type MiniSearch from 'minisearch';
import type { Query, SearchOptions } from 'minisearch';
import type { SearchHit, SearchRecord } from '../shared/search-types';
import type { IndexedDocument, RankRow } from './indexed-records';

export interface SearchRequest {
  indexName?: string;
  query?: string;
  params?: string;
  hitsPerPage?: number;
  page?: number;
  facetFilters?: string | (string | string[])[];
  attributesToRetrieve?: string[];
  attributesToSnippet?: string[];
  attributesToHighlight?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  distinct?: boolean | number;
  [key: string]: unknown;
}

export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  exhaustiveNbHits: true;
  query: string;
  params: string;
  index: string;
  queryID: string;
}

export interface SearchEngine {
  search(request: SearchRequest): SearchResponse;
  /**
   * Up to `limit` page titles related to a query that found nothing (any word, more typos),
   * offered as suggested queries on the no-results screen.
   */
  suggest(query: string, limit?: number): string[];
  readonly size: number;
}

/**
 * Everything a search reads, complete (`createSearchEngine`) or loaded as needed (the split
 * index, src/search/split-engine.ts): a search asks only for the rows of the records its terms match and
 * for the records of the hits it returns.
 */
export interface EngineData {
  /** The index, holding at least every term the query matches (`EngineQuery`). */
  readonly index: MiniSearch<IndexedDocument>;
  /** Records in the whole index. */
  readonly count: number;
  row(id: number): RankRow;
  /**
   * Whether index term `term` is one of record `id`'s own title or heading (the term's postings
   * are in the index: the query matched it).
   */
  ownHas(id: number, term: string): boolean;
  /** The record itself (a function, not a method: the engine passes it on as it is). */
  readonly record: (id: number) => SearchRecord;
}

/** One MiniSearch query an engine call runs, with its options. */
export interface EngineQuery {
  query: Query;
  options: SearchOptions;
}
