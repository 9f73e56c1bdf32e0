/**
 * Suggested queries for a query that found nothing: page titles related to it (any of its words,
 * by prefix from 3 letters, with more typos than a search allows), best first. A page title is a
 * query that finds its page.
 */
import type MiniSearch from 'minisearch';
import type { SearchRecord } from '../shared/search-types';
import type { EngineQuery } from './engine-types';
import type { IndexedDocument } from './indexed-records';
import { queryWords } from './query-words';
import { FIELD_BOOST, type TermWeight } from './ranking';

/** How many titles a suggestion offers. */
export const SUGGESTED_TITLES = 3;

/** The MiniSearch queries `suggestedIds` runs. */
export function suggestQueries(query: string, weightOf: TermWeight): EngineQuery[] {
  const words = queryWords(query);
  if (!words.length) return [];
  return [
    {
      query: words.join(' '),
      options: {
        combineWith: 'OR',
        prefix: (term) => term.length >= 3,
        fuzzy: (term) => (term.length >= 4 ? 2 : term.length >= 3 ? 1 : false),
        boost: FIELD_BOOST,
        boostDocument: weightOf,
        tokenize: (text) => text.split(' '),
      },
    },
  ];
}

/** The records whose page titles a suggestion offers, best first (`suggestedTitles` reads them). */
export function suggestedIds(
  index: MiniSearch<IndexedDocument>,
  query: string,
  weightOf: TermWeight,
): number[] {
  const [suggestion] = suggestQueries(query, weightOf);
  if (!suggestion) return [];
  return index.search(suggestion.query, suggestion.options).map((result) => result.id as number);
}

/**
 * The distinct page titles of `ids` in order, at most `limit`: the records are read in order
 * and no further than the one giving the last title.
 */
export function suggestedTitles(
  recordOf: (id: number) => SearchRecord,
  ids: readonly number[],
  limit = SUGGESTED_TITLES,
): string[] {
  const titles: string[] = [];
  for (const id of ids) {
    if (titles.length >= limit) break;
    const title = recordOf(id).hierarchy.lvl1;
    if (title && !titles.includes(title)) titles.push(title);
  }
  return titles;
}
