/**
 * The answer to a ranked request, as Algolia gives it: the hits of the requested page, each with
 * the fields the request retrieves, its highlighted attributes (`_highlightResult`) and snippets
 * (`_snippetResult`), and the counts.
 */
import {
  HIERARCHY_LEVELS,
  type HighlightValue,
  type SearchHit,
  type SearchRecord,
  type SnippetValue,
} from '../shared/search-types';
import type { SearchResponse } from './engine-types';
import { markMatches, matchLevel, renderPieces, snippetHtml } from './hit-text';
import type { QueryPart } from './query-analysis';
import type { Ranked } from './ranking';
import { readField, writeField } from './record-fields';

/** The reader word a matched document term answers (exactly, or the closest by prefix). */
function readerWordOfTerm(parts: readonly QueryPart[]): (term: string) => string {
  return (term) => {
    for (const part of parts)
      for (const [joined, label] of part.joined) if (term.startsWith(joined)) return label;
    let best = '';
    let bestLength = -1;
    for (const part of parts) {
      for (const partTerm of part.terms) {
        const bare = partTerm.startsWith('~') ? partTerm.slice(1) : partTerm;
        const documentWord = term.startsWith('~') ? term.slice(1) : term;
        let shared = 0;
        while (
          shared < bare.length &&
          shared < documentWord.length &&
          bare[shared] === documentWord[shared]
        )
          shared++;
        if (partTerm === term) return part.label;
        if (shared > bestLength) {
          bestLength = shared;
          best = part.label;
        }
      }
    }
    return best;
  };
}

/** A hit with the record's fields the request retrieves (all of them unless it names some). */
function retrievedHit(record: SearchRecord, retrieve: string[] | undefined): SearchHit {
  const hit: SearchHit = {
    objectID: record.objectID,
    _highlightResult: {},
    _snippetResult: {},
  };
  if (!retrieve || retrieve.includes('*')) {
    Object.assign(hit, record);
  } else {
    for (const path of retrieve) {
      const value = readField(record, path);
      if (value !== undefined) writeField(hit as Record<string, unknown>, path, value);
    }
    // DocSearch also reads these to build links and groups
    Object.assign(hit, {
      url_without_anchor: record.url_without_anchor,
      anchor: record.anchor,
    });
  }
  return hit;
}

function randomId(): string {
  let id = '';
  for (let i = 0; i < 32; i++) id += Math.floor(Math.random() * 16).toString(16);
  return id;
}

/** The response to a ranked request; `recordOf` gives the record of each hit on its page. */
export function respond(
  recordOf: (id: number) => SearchRecord,
  { parsed, results }: Ranked,
): SearchResponse {
  const started = Date.now();
  const { req, query, parts, page, hitsPerPage } = parsed;
  const pre = req.highlightPreTag ?? '<em>';
  const post = req.highlightPostTag ?? '</em>';
  const ellipsis = req.snippetEllipsisText ?? '…';
  /** The reader words the query is matched by (stop words dropped). */
  const significant = parts.map((part) => part.label);
  const wordOf = readerWordOfTerm(parts);
  const nbHits = results.length;
  const pageResults = results.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
  const snippetSpecs = (req.attributesToSnippet ?? []).map((spec) => {
    const [attribute, words] = spec.split(':');
    return { attribute, words: words ? Number(words) : 10 };
  });
  const toHighlight = req.attributesToHighlight ?? [
    ...HIERARCHY_LEVELS.map((level) => `hierarchy.${level}`),
    'content',
    'keywords',
    'searchTerms',
  ];

  const hits = pageResults.map((result): SearchHit => {
    const record = recordOf(result.id as number);
    // document term → the reader word it answers
    const termToQuery = new Map<string, string>();
    for (const term of result.terms) termToQuery.set(term, wordOf(term));
    const hit = retrievedHit(record, req.attributesToRetrieve);
    const highlight = (text: string): HighlightValue => {
      const marked = markMatches(text, termToQuery);
      return {
        value: renderPieces(marked.pieces, pre, post),
        matchLevel: matchLevel(marked.matchedWords, significant),
        matchedWords: marked.matchedWords,
        fullyHighlighted: marked.pieces.every((piece) => !piece.word || piece.hit),
      };
    };
    for (const path of toHighlight) {
      const value = readField(record, path);
      // A list attribute (keywords) is highlighted item by item, as Algolia does.
      if (Array.isArray(value)) {
        writeField(
          hit._highlightResult as Record<string, unknown>,
          path,
          value.map(String).map(highlight),
        );
      } else if (typeof value === 'string') {
        writeField(hit._highlightResult as Record<string, unknown>, path, highlight(value));
      }
    }
    for (const { attribute, words: count } of snippetSpecs) {
      const value = readField(record, attribute);
      if (typeof value !== 'string') continue;
      const marked = markMatches(value, termToQuery);
      writeField(hit._snippetResult as Record<string, unknown>, attribute, {
        value: snippetHtml(marked, count, pre, post, ellipsis),
        matchLevel: matchLevel(marked.matchedWords, significant),
      } satisfies SnippetValue);
    }
    return hit;
  });

  return {
    hits,
    nbHits,
    page,
    nbPages: hitsPerPage ? Math.ceil(nbHits / hitsPerPage) : 0,
    hitsPerPage,
    processingTimeMS: Date.now() - started,
    exhaustiveNbHits: true,
    query,
    params: new URLSearchParams({ query, hitsPerPage: String(hitsPerPage) }).toString(),
    index: req.indexName ?? '',
    queryID: randomId(),
  };
}
