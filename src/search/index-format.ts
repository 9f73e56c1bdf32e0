/**
 * The embedded index's file format, the one the build writes (src/node/search/index-files.ts)
 * and the browser reads (embedded.ts, split-engine.ts):
 * - the whole index (`WholeIndex`, a small site): every record in one file;
 * - the split index, cut into files a search fetches only as it needs them, as Pagefind's is:
 *   - the dictionary (the file `/search-manifest.json` names): the index's global statistics
 *     (record count, average field lengths, which BM25 needs), every indexed term in the index's
 *     own order (front-coded: `encodeTerms`), and which file holds what (`FileRun`,
 *     split-files.ts);
 *   - postings files: for a run of terms (neighbours in the index, so a prefix's terms sit
 *     together), each term's complete postings (per field, record ids as gaps and term
 *     frequencies: `PackedPostings`);
 *   - row files: for a run of records, what ranking reads (`RankRow`: the url as a number,
 *     position, type, kind, facets, whether it has a heading of its own) and the records' field
 *     lengths, grouped by page (`RowsFile`): numbers, no text, since a short prefix reaches most
 *     records;
 *   - record files: for a run of records (about one), what a hit shows that its row does not say
 *     (`PackedRecord`: url, titles and headings, text).
 */
import { HIERARCHY_LEVELS, type SearchRecord } from '../shared/search-types';
import type { RankRow } from './indexed-records';
import type { FileRun, PartKind } from './split-files';

/** Postings of one term: field id → record id → term frequency (MiniSearch's serialized shape). */
export type Postings = Record<string, Record<string, number>>;

/**
 * Terms in the index's order (a radix tree's: neighbours share prefixes) as one string: each term
 * is the length of the prefix it shares with the one before (one character, code 48 + length) and
 * the rest of it, one per line. About a third smaller gzipped than a JSON array of the terms.
 */
export function encodeTerms(terms: readonly string[]): string {
  let previous = '';
  return terms
    .map((term) => {
      if (term.includes('\n')) throw new Error(`search index: a term has a line break: ${term}`);
      let shared = 0;
      const most = Math.min(term.length, previous.length);
      while (shared < most && term[shared] === previous[shared]) shared++;
      previous = term;
      return String.fromCharCode(48 + shared) + term.slice(shared);
    })
    .join('\n');
}

export function decodeTerms(encoded: string): string[] {
  if (!encoded) return [];
  let previous = '';
  return encoded.split('\n').map((line) => {
    previous = previous.slice(0, line.charCodeAt(0) - 48) + line.slice(1);
    return previous;
  });
}

export const SPLIT_INDEX_VERSION = 4;
/** The version of the whole index (every record in one file: a small site). */
export const WHOLE_INDEX_VERSION = 1;

/** The whole index: one file of every record, which the browser indexes itself. */
export interface WholeIndex {
  version: typeof WHOLE_INDEX_VERSION;
  records: SearchRecord[];
}

/** The dictionary: what every search needs first. */
export interface SplitDictionary {
  version: typeof SPLIT_INDEX_VERSION;
  documentCount: number;
  nextId: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  /** Every indexed term, in the index's order (`encodeTerms`). */
  terms: string;
  postings: FileRun;
  rows: FileRun;
  records: FileRun;
}

/**
 * One term's postings as written: per field, its id, the record ids in ascending order as
 * differences from the one before (small numbers, which compress well), and the term frequencies
 * when any is not 1.
 */
export type PackedPostings = [fieldId: number, gaps: number[], frequencies?: number[]][];
/** A postings file: its terms' postings, in dictionary order from the file's start. */
export type PostingsFile = PackedPostings[];

export function packPostings(postings: Postings): PackedPostings {
  return Object.entries(postings).map(([field, docs]) => {
    const ids = Object.keys(docs)
      .map(Number)
      .sort((a, b) => a - b);
    const gaps = ids.map((id, i) => (i ? id - ids[i - 1] : id));
    const frequencies = ids.map((id) => docs[id]);
    return frequencies.every((f) => f === 1)
      ? [Number(field), gaps]
      : [Number(field), gaps, frequencies];
  });
}

export function unpackPostings(packed: PackedPostings): Postings {
  const postings: Postings = {};
  for (const [field, gaps, frequencies] of packed) {
    const docs: Record<string, number> = {};
    let id = 0;
    gaps.forEach((gap, i) => {
      id += gap;
      docs[id] = frequencies ? frequencies[i] : 1;
    });
    postings[field] = docs;
  }
  return postings;
}
/**
 * A row as written: the rank row with its url as a number (the order in which the index first
 * meets each url), then the record's field lengths.
 */
export type RowEntry = [
  urlId: number,
  position: number,
  type: RankRow['type'],
  kind: RankRow['kind'] | 0,
  language: string,
  tags: string[],
  hasOwn: 0 | 1,
  fieldLength: number[],
  /** Records of the url (`RankRow.sectionSize`), 0 when unknown. */
  sectionSize: number,
];
/**
 * A rows file: the rows of consecutive records as groups, one per page (a page starts at position
 * 0) or change of facets, each row without what its group says. Numbers only, but for the facets
 * and type: a page's rows are alike from one page to the next, so a file of many pages
 * compresses to a few bytes a page, and what only a hit shows (url, titles, text) waits for the
 * records part.
 */
export type RowsFile = [
  language: string,
  tags: string[],
  /**
   * The group's first url id less one more than the largest url id of the file's groups before
   * it (0 nearly always; the first group's own id).
   */
  urlStep: number,
  rows: [
    /** The url id less the group's first. */
    urlOffset: number,
    /** The position less the one that follows the row before (0 for the first of a group). */
    positionStep: number,
    type: RankRow['type'],
    kind: RankRow['kind'] | 0,
    hasOwn: 0 | 1,
    sectionSize: number,
    ...fieldLength: number[],
  ][],
][];

export function packRows(entries: readonly RowEntry[]): RowsFile {
  const groups: RowsFile = [];
  let key = '';
  let urlBase = 0;
  let nextUrl = 0;
  // A page's records are numbered 0, 1, 2… in document order: each row stores how far its
  // position is from the one expected, 0 nearly always, which costs next to nothing gzipped.
  let expected = 0;
  for (const [urlId, position, type, kind, language, tags, hasOwn, fieldLength, size] of entries) {
    const next = JSON.stringify([language, tags]);
    if (next !== key || position === 0 || !groups.length) {
      groups.push([language, tags, urlId - nextUrl, []]);
      key = next;
      urlBase = urlId;
      expected = 0;
    }
    const step = position - expected;
    expected = position + 1;
    nextUrl = Math.max(nextUrl, urlId + 1);
    groups[groups.length - 1][3].push([
      urlId - urlBase,
      step,
      type,
      kind,
      hasOwn,
      size,
      ...fieldLength,
    ]);
  }
  return groups;
}

export function unpackRows(file: RowsFile): RowEntry[] {
  let nextUrl = 0;
  return file.flatMap(([language, tags, urlStep, rows]) => {
    const urlBase = nextUrl + urlStep;
    let expected = 0;
    return rows.map(([urlOffset, step, type, kind, hasOwn, size, ...fieldLength]): RowEntry => {
      const position = expected + step;
      expected = position + 1;
      const urlId = urlBase + urlOffset;
      nextUrl = Math.max(nextUrl, urlId + 1);
      return [urlId, position, type, kind, language, tags, hasOwn, fieldLength, size];
    });
  });
}
/**
 * A record as a records part holds it: its url, its levels (trailing empty ones left out), its
 * content, and any field its rank row (always loaded before a hit's record: ranking read it) does
 * not give or gives otherwise (`rest`: keywords, search terms). The row gives the type, kind,
 * language, tags and position, and the url what follows from it (objectID, anchor). A hit
 * fetches its own.
 */
export type PackedRecord =
  | [url: string, levels: (string | null)[], content: string | null]
  | [url: string, levels: (string | null)[], content: string | null, rest: Partial<SearchRecord>];
export type RecordsFile = PackedRecord[];

/** The record `url` and `row` imply, with empty levels and no content. */
function impliedRecord(url: string, row: RankRow): SearchRecord {
  const hash = url.indexOf('#');
  const page = hash < 0 ? url : url.slice(0, hash);
  const anchor = hash < 0 ? null : url.slice(hash + 1);
  const record: SearchRecord = {
    objectID: `${page}#${anchor ?? ''}:${row.position}`,
    url,
    url_without_anchor: page,
    anchor,
    type: row.type,
    hierarchy: {
      lvl0: '',
      lvl1: '',
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    content: null,
    language: row.language,
    tags: row.tags,
    position: row.position,
  };
  if (row.kind) record.kind = row.kind;
  return record;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function packRecord(record: SearchRecord, row: RankRow): PackedRecord {
  const implied = impliedRecord(record.url, row) as unknown as Record<string, unknown>;
  const levels: (string | null)[] = HIERARCHY_LEVELS.map((level) => record.hierarchy[level]);
  while (levels.length > 2 && levels[levels.length - 1] === null) levels.pop();
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (key === 'content' || key === 'hierarchy' || key === 'url') continue;
    if (!sameJson(value, implied[key])) rest[key] = value;
  }
  const packed: PackedRecord = [record.url, levels, record.content];
  if (!sameJson(unpackRecord(packed, row).hierarchy, record.hierarchy))
    rest.hierarchy = record.hierarchy;
  return Object.keys(rest).length ? [...packed, rest as Partial<SearchRecord>] : packed;
}

export function unpackRecord(packed: PackedRecord, row: RankRow): SearchRecord {
  const [url, levels, content, rest] = packed;
  const record = impliedRecord(url, row);
  HIERARCHY_LEVELS.forEach((level, i) => {
    const value = levels[i] ?? null;
    if (level === 'lvl0' || level === 'lvl1') record.hierarchy[level] = value ?? '';
    else record.hierarchy[level] = value;
  });
  record.content = content;
  return rest ? { ...record, ...rest } : record;
}

/** One file of the split index: file `n` of the run of its kind. */
export interface SplitPart {
  kind: PartKind;
  n: number;
  content: unknown;
}

/** The serialized MiniSearch index (`MiniSearch#toJSON()`), the fields `splitIndex` reads. */
export interface SerializedIndex {
  documentCount: number;
  nextId: number;
  fieldIds: Record<string, number>;
  fieldLength: Record<string, number[]>;
  averageFieldLength: number[];
  index: [string, Postings][];
}

export function rowEntry(row: RankRow, urlId: number, fieldLength: number[]): RowEntry {
  const { position, type, kind, language, tags, hasOwn, sectionSize } = row;
  return [
    urlId,
    position,
    type,
    kind ?? 0,
    language,
    tags,
    hasOwn ? 1 : 0,
    fieldLength,
    sectionSize ?? 0,
  ];
}

/** The rank row a row entry gives (its field lengths are read apart). */
export function rowOf(entry: RowEntry): RankRow {
  const [urlId, position, type, kind, language, tags, hasOwn, , sectionSize] = entry;
  const row: RankRow = { urlKey: urlId, position, type, language, tags, hasOwn: hasOwn === 1 };
  if (kind) row.kind = kind;
  if (sectionSize) row.sectionSize = sectionSize;
  return row;
}
