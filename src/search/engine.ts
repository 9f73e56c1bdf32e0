/**
 * The embedded search engine: MiniSearch over the DocSearch records, answering one Algolia-style
 * search request (query, facetFilters, hitsPerPage, attributesToSnippet, highlight tags) with
 * an Algolia-style result (hits with _highlightResult/_snippetResult, nbHits, queryID, ...).
 *
 * The pipeline, one module a step: the words (query-words.ts), the query's alternatives
 * (query-analysis.ts), the indexed documents and rank rows (indexed-records.ts), the request
 * (search-request.ts), ranking (ranking.ts), the hits (hit-response.ts, hit-text.ts) and the
 * no-results suggestions (suggestions.ts), run by engine-core.ts over the whole index (here) or
 * the split one (split-engine.ts).
 *
 * Why MiniSearch: the smallest of the engines measured on this site's records (docs/benchmarks.md),
 * with typo tolerance and per-term prefix built in; Orama is larger and slower to index, and
 * FlexSearch, though faster, has no edit-distance typo tolerance ("contrls" finds nothing).
 */
import type { SearchRecord } from '../shared/search-types';
import { createEngineCore } from './engine-core';
import type { SearchEngine } from './engine-types';
import { buildIndex, ownText, rankRowsOf } from './indexed-records';
import { indexTerms, tokenize } from './query-words';

export type { SearchEngine, SearchRequest, SearchResponse } from './engine-types';

/** Builds the in-memory index (a few ms for the whole site) and returns a searcher over it. */
export function createSearchEngine(records: readonly SearchRecord[]): SearchEngine {
  const rows = rankRowsOf(records);
  const ownTerms: (Set<string> | undefined)[] = [];
  const core = createEngineCore({
    index: buildIndex(records),
    count: records.length,
    row: (id) => rows[id],
    ownHas: (id, term) =>
      (ownTerms[id] ??= new Set(tokenize(ownText(records[id]), 'own').flatMap(indexTerms))).has(
        term,
      ),
    record: (id) => records[id],
  });
  return {
    search: (request) => {
      const started = Date.now();
      const response = core.respond(core.rank(core.parse(request)));
      response.processingTimeMS = Date.now() - started;
      return response;
    },
    suggest: (query, limit) => core.suggestedTitles(core.suggestedIds(query), limit),
    size: records.length,
  };
}
