/**
 * Ranking: words matched, then MiniSearch's BM25 score with the record's own title or heading
 * counting most, weighted by record kind (page title > section heading > sub-heading > text >
 * code comment; `RECORD_KIND_WEIGHT`), and less in a long list section (`recordWeight`). Ties keep
 * document order. Every word must match; when (next to) no record matches them all, every word
 * becomes optional (Algolia's `removeWordsIfNoResults: 'allOptional'`) and records matching more
 * of them, and the more significant ones, follow those that have them all.
 */
import type { SearchOptions, SearchResult } from 'minisearch';
import {
  recordKind,
  RECORD_KIND_WEIGHT,
  recordWeight,
  type SearchRecord,
} from '../shared/search-types';
import type { EngineData, EngineQuery } from './engine-types';
import { matchesFacet } from './facet-filters';
import type { RankRow } from './indexed-records';
import type { ParsedRequest } from './search-request';

/** Field weights: the record's own title or heading first, the headings above it least. */
export const FIELD_BOOST = { own: 3, ownParts: 1.5, content: 1, keywords: 1.5, context: 1 };

/**
 * With fewer hits than this having every word, records matching only some words are listed after
 * them (Algolia's allOptional, applied to a thin result as well as to an empty one).
 */
const FEW_RESULTS = 3;

/** How many query words a result matched when words were optional, and their total weight. */
interface Matched {
  count: number;
  weight: number;
}

/** What ranking reads of a record: its row and its kind's weight. */
interface RankInfo {
  row: RankRow;
  weight: number;
}
type RankInfoOf = (id: number) => RankInfo;

/** Weight of a record for one matched term (MiniSearch's `boostDocument`). */
export type TermWeight = (id: unknown, term: string | undefined) => number;

/** The ranked result of a request, before its hits are written. */
export interface Ranked {
  /** Internal: the parsed request. */
  parsed: ParsedRequest;
  /** Distinct results, best first. */
  results: SearchResult[];
  /** The results on the requested page (their records are needed to answer). */
  pageIds: number[];
}

/**
 * The facet test of a set of filter groups. Records passing the filters (1) or not (2), 0 until
 * asked, are kept per distinct filter set.
 */
function facetAllowance(
  data: EngineData,
  infoOf: RankInfoOf,
): (groups: string[][]) => (id: number) => boolean {
  const allowedByKey = new Map<string, Uint8Array>();
  return (groups) => {
    const key = JSON.stringify(groups);
    let allowed = allowedByKey.get(key);
    if (!allowed) {
      allowed = new Uint8Array(data.count);
      if (allowedByKey.size > 50) allowedByKey.clear();
      allowedByKey.set(key, allowed);
    }
    const known = allowed;
    return (id) => {
      if (!known[id]) {
        const row = infoOf(id).row as unknown as SearchRecord;
        known[id] = groups.every((group) => group.some((filter) => matchesFacet(row, filter)))
          ? 1
          : 2;
      }
      return known[id] === 1;
    };
  };
}

/**
 * Best first: when words were optional, the number of words matched, then the score weighted
 * by how significant (rare in the index) those words are; otherwise the score. Ties keep
 * document order.
 */
function sortResults(
  results: SearchResult[],
  matched: Map<unknown, Matched>,
  infoOf: RankInfoOf,
): void {
  const key = (result: SearchResult) => result.score * (matched.get(result.id)?.weight ?? 1);
  results.sort(
    (a, b) =>
      (matched.get(b.id)?.count ?? 0) - (matched.get(a.id)?.count ?? 0) ||
      key(b) - key(a) ||
      infoOf(a.id as number).row.position - infoOf(b.id as number).row.position ||
      // Records of two pages at the same position (each page's summary): index order, which
      // the whole index and the split one share.
      (a.id as number) - (b.id as number),
  );
}

/** Number of distinct hit URLs among results (what a reader sees as separate hits). */
function distinctCount(results: SearchResult[], infoOf: RankInfoOf): number {
  return new Set(results.map((result) => infoOf(result.id as number).row.urlKey)).size;
}

/** Ranks a parsed request over `data` with the search options of its facets and weights. */
function rankResults(
  data: EngineData,
  parsed: ParsedRequest,
  options: SearchOptions,
  infoOf: RankInfoOf,
): Ranked {
  const { parts } = parsed;
  const { index } = data;
  let results: SearchResult[] = [];
  /** Significance of the query words each result matched, when words became optional. */
  const matched = new Map<unknown, Matched>();
  if (parts.length) {
    const all = index.search(
      { queries: parts.map((part) => part.query), combineWith: 'AND' },
      options,
    );
    sortResults(all, matched, infoOf);
    results = all;
    if (parts.length > 1 && distinctCount(all, infoOf) < FEW_RESULTS) {
      // Nothing (or next to nothing) has every word: every word becomes optional, and records
      // matching the most significant words (the rarest in the index) come first. They follow
      // any record that has every word.
      const perPart = parts.map(
        (part) => new Set(index.search(part.query, options).map((result) => result.id)),
      );
      const weight = perPart.map((ids) => Math.log(1 + data.count / (1 + ids.size)));
      const seen = new Set(all.map((result) => result.id));
      const some = index
        .search({ queries: parts.map((part) => part.query), combineWith: 'OR' }, options)
        .filter((result) => !seen.has(result.id));
      for (const result of some) {
        const hit = perPart.flatMap((ids, i) => (ids.has(result.id) ? [weight[i]] : []));
        matched.set(result.id, {
          count: hit.length,
          weight: hit.reduce((sum, partWeight) => sum + partWeight, 0),
        });
      }
      sortResults(some, matched, infoOf);
      results = all.concat(some);
    }
  }

  if (parsed.distinct) {
    const seen = new Set<string | number>();
    results = results.filter((result) => {
      const url = infoOf(result.id as number).row.urlKey;
      if (seen.has(url)) return false;
      seen.add(url);
      return true;
    });
  }
  const { page, hitsPerPage } = parsed;
  const pageIds = results
    .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
    .map((result) => result.id as number);
  return { parsed, results, pageIds };
}

/** Ranking over an engine's data: the weights, the queries a request runs, and its ranking. */
export interface Ranking {
  weightOf: TermWeight;
  /** The MiniSearch queries `rank` runs (the optional-words ones use the same terms). */
  queries(parsed: ParsedRequest): EngineQuery[];
  rank(parsed: ParsedRequest): Ranked;
}

export function createRanking(data: EngineData): Ranking {
  // Each record's rank info, read from its row on first use and kept.
  const infoById: (RankInfo | undefined)[] = [];
  const infoOf: RankInfoOf = (id) => {
    let info = infoById[id];
    if (!info) {
      const row = data.row(id);
      info = infoById[id] = { row, weight: recordWeight(recordKind(row), row.sectionSize) };
    }
    return info;
  };
  const textWeight = RECORD_KIND_WEIGHT.text;
  /**
   * Weight of a record for one matched term: its kind's, except that a title or heading record
   * matched by a term its own title or heading does not have (only the headings above it, or the
   * page's keywords) weighs as text: a page is not about every word in its keywords.
   */
  const weightOf: TermWeight = (id, term) => {
    const info = infoOf(id as number);
    if (info.row.hasOwn && term !== undefined && !data.ownHas(id as number, term))
      return textWeight;
    return info.weight;
  };
  const allowedBy = facetAllowance(data, infoOf);
  const searchOptions = (parsed: ParsedRequest): SearchOptions => {
    const allowed = allowedBy(parsed.facetGroups);
    return {
      weights: { fuzzy: 0.5, prefix: 0.7 },
      boost: FIELD_BOOST,
      boostDocument: weightOf,
      filter: (result: SearchResult) => allowed(result.id as number),
    };
  };
  return {
    weightOf,
    queries(parsed) {
      if (!parsed.parts.length) return [];
      return [
        {
          query: { queries: parsed.parts.map((part) => part.query), combineWith: 'OR' },
          options: searchOptions(parsed),
        },
      ];
    },
    rank: (parsed) => rankResults(data, parsed, searchOptions(parsed), infoOf),
  };
}
