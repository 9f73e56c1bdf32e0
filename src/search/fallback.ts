/**
 * Words a search had to leave out. When no page has every word of a query, both back ends make
 * the words optional (the embedded engine, and Algolia with `removeWordsIfNoResults:
 * 'allOptional'`); the modal and /search then say so. Read from the first hit's matched words,
 * which both back ends report in `_highlightResult` (stop words are not counted: both drop them).
 */
import { SEARCH_STOP_WORDS } from '../shared/search-vocabulary';
import type { HighlightValue, SearchHit } from '../shared/search-types';

const WORD = /[\p{L}\p{N}_]+/gu;
const STOP = new Set(SEARCH_STOP_WORDS);

function highlightValues(hit: SearchHit): HighlightValue[] {
  const h = hit._highlightResult;
  return [
    ...Object.values(h.hierarchy ?? {}),
    ...(h.content ? [h.content] : []),
    ...(h.keywords ?? []),
    ...(h.searchTerms ?? []),
  ].filter((v): v is HighlightValue => !!v && Array.isArray(v.matchedWords));
}

/** Query words the first hit does not match (empty when it matches them all, or no hit). */
export function droppedWords(query: string, hits: readonly SearchHit[]): string[] {
  const first = hits[0];
  if (!first) return [];
  const words = [...new Set((query.match(WORD) ?? []).map((w) => w.toLowerCase()))];
  const significant = words.filter((w) => !STOP.has(w));
  const asked = significant.length ? significant : words;
  if (asked.length < 2) return [];
  const matched = new Set(
    highlightValues(first).flatMap((v) =>
      v.matchedWords.flatMap((w) => w.toLowerCase().match(WORD) ?? []),
    ),
  );
  return asked.filter((w) => !matched.has(w));
}

/** What the modal and /search say when words were left out. */
export function droppedWordsNote(dropped: readonly string[]): string {
  const list = dropped.map((w) => `“${w}”`).join(', ');
  return `No page matches every word: showing pages that match some of them (without ${list}).`;
}
