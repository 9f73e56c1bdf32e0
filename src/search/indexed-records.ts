/**
 * What the embedded index holds of each record: the document MiniSearch indexes (its own title or
 * heading, the headings above it, its text, keywords) and the rank row ranking reads beside it.
 * The build serializes an index made with the same options (src/node/search/index-files.ts).
 */
import MiniSearch, { type Options } from 'minisearch';
import {
  HIERARCHY_LEVELS,
  sectionSizes,
  type RecordKind,
  type RecordType,
  type SearchRecord,
} from '../shared/search-types';
import { indexTerms, tokenize } from './query-words';

/** The document MiniSearch indexes for a record. */
export interface IndexedDocument {
  id: number;
  /** The record's own title or heading, with the page's search terms. */
  own: string;
  /** The same text, for the parts of its camelCase names only (`tokenize`). */
  ownParts: string;
  /** The headings above the record. */
  context: string;
  content: string;
  keywords: string;
}

/** MiniSearch's options for the index (the build serializes an index made with the same). */
export const INDEX_OPTIONS: Options<IndexedDocument> = {
  fields: ['own', 'ownParts', 'context', 'content', 'keywords'],
  tokenize,
  processTerm: indexTerms,
  // Queries arrive as terms already (see `analyse`).
  searchOptions: { tokenize: (text) => text.split(' '), processTerm: (term) => term },
};

/** The record's own title or heading, with the page's search terms ('' for a text record). */
export function ownText(r: SearchRecord): string {
  const h = r.hierarchy;
  return r.type === 'content'
    ? ''
    : [h[r.type as keyof typeof h] ?? '', ...(r.searchTerms ?? [])].join(' ');
}

/** What MiniSearch indexes of record `id`. */
function indexedDocument(r: SearchRecord, id: number): IndexedDocument {
  const h = r.hierarchy;
  const level = r.type === 'content' ? 7 : Number(r.type.slice(3));
  const context = HIERARCHY_LEVELS.slice(1, level)
    .map((l) => h[l])
    .filter(Boolean)
    .join(' ');
  const own = ownText(r);
  return {
    id,
    own,
    // The same text: its tokens differ by field (`tokenize`).
    ownParts: own,
    context,
    content: r.content ?? '',
    keywords: (r.keywords ?? []).join(' '),
  };
}

/** The MiniSearch index of the records (record `i` is document `i`). */
export function buildIndex(records: readonly SearchRecord[]): MiniSearch<IndexedDocument> {
  const index = new MiniSearch<IndexedDocument>(INDEX_OPTIONS);
  index.addAll(records.map(indexedDocument));
  return index;
}

/**
 * What ranking needs to know of a record besides the index: no text, so the split index can ship
 * it for every record a query reaches and the text only for the hits shown. Facet filters read it:
 * they match `language`, `tags` and `type`, the attributes the hosted index facets on
 * (`attributesForFaceting`).
 */
export interface RankRow {
  /** Equal for records of one url and only for them (distinct hits): the url, or a number for it. */
  urlKey: string | number;
  position: number;
  type: RecordType;
  kind?: RecordKind;
  language: string;
  tags: string[];
  /** Whether the record has a title or heading of its own (it is not a text record). */
  hasOwn: boolean;
  /** How many records share the record's url (its section's records), when known. */
  sectionSize?: number;
}

export function rankRowOf(r: SearchRecord): RankRow {
  const row: RankRow = {
    urlKey: r.url,
    position: r.position,
    type: r.type,
    language: r.language,
    tags: r.tags,
    hasOwn: ownText(r) !== '',
  };
  if (r.kind) row.kind = r.kind;
  return row;
}

/** The rank rows of a whole index's records, with the size of each record's section. */
export function rankRowsOf(records: readonly SearchRecord[]): RankRow[] {
  const sizes = sectionSizes(records);
  return records.map((r) => ({ ...rankRowOf(r), sectionSize: sizes.get(r.url) }));
}
