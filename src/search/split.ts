/**
 * The split index: the embedded index cut into files a search fetches only as it needs them, as
 * Pagefind's is, answering exactly as the whole index would (src/search/engine.ts).
 *
 * The build (`splitIndex`, called by src/node/search/search-index.ts) serializes the MiniSearch index of
 * every record and writes:
 * - the dictionary (the file `/search-manifest.json` names): the index's global statistics (record
 *   count, average field lengths, which BM25 needs), every indexed term in the index's own order
 *   (front-coded: `encodeTerms`), and which file holds what (`FileRun`);
 * - postings files: for a run of terms (neighbours in the index, so a prefix's terms sit
 *   together), each term's complete postings (per field, record ids as gaps and term
 *   frequencies: `PackedPostings`);
 * - row files: for a run of records, what ranking reads (`RankRow`: the url as a number, position,
 *   type, kind, facets, whether it has a heading of its own) and the records' field lengths,
 *   grouped by page (`RowsFile`): numbers, no text, since a short prefix reaches most records;
 * - record files: for a run of records (about one), what a hit shows that its row does not say
 *   (`PackedRecord`: url, titles and headings, text).
 *
 * A search first expands its words over the dictionary with MiniSearch itself (a one-document
 * index holding every term answers which terms the query's exact, prefix and typo-tolerant
 * matches reach), fetches the postings files of those terms, then the rows of the records they
 * list, ranks over a MiniSearch index loaded with just those terms (same terms, same postings,
 * same global statistics, same term order: the same scores), and fetches the records of the hits
 * on the requested page. Files are fetched once and kept.
 *
 * Below `SEARCH_WHOLE_INDEX_MAX_GZ` (src/node/search/search-index.ts) the build writes the whole index
 * instead (`WholeIndex`, every record in one file), which costs a first search less on a small site.
 */
import MiniSearch, { type Query, type SearchOptions } from 'minisearch';
import {
  createEngineCore,
  INDEX_OPTIONS,
  SUGGESTED_TITLES,
  type EngineQuery,
  type IndexedDocument,
  type RankRow,
  type SearchRequest,
  type SearchResponse,
} from './engine';
import { HIERARCHY_LEVELS, type SearchRecord } from '../shared/search-types';
import { partPaths, runStarts, type FileRun, type PartKind } from './split-files';

export { partPaths, type FileRun } from './split-files';

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

/**
 * Runs of items cut where their JSON passes `maxBytes` (at least one item per file), and before
 * each item `startsRun` says begins a run of its own.
 */
function cut<T>(
  items: readonly T[],
  maxBytes: number,
  startsRun: (i: number) => boolean = () => false,
): { start: number; items: T[] }[] {
  const out: { start: number; items: T[] }[] = [];
  let size = Infinity;
  items.forEach((item, i) => {
    const bytes = JSON.stringify(item).length + 1;
    if (size + bytes > maxBytes || (i > 0 && startsRun(i))) {
      out.push({ start: i, items: [] });
      size = 0;
    }
    out[out.length - 1].items.push(item);
    size += bytes;
  });
  return out;
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

function rowOf(entry: RowEntry): RankRow {
  const [urlId, position, type, kind, language, tags, hasOwn, , sectionSize] = entry;
  const row: RankRow = { urlKey: urlId, position, type, language, tags, hasOwn: hasOwn === 1 };
  if (kind) row.kind = kind;
  if (sectionSize) row.sectionSize = sectionSize;
  return row;
}

/**
 * The split index of a serialized MiniSearch index and its records' rows and records: the
 * dictionary and the parts, in file order within each kind. `maxBytes` bounds each part's JSON
 * (one term's postings or one record may pass it alone). The runs' prefixes are left empty: the
 * writer names the files (`FileRun`) once it knows their content.
 */
export function splitIndex(
  json: SerializedIndex,
  rows: readonly RankRow[],
  records: readonly SearchRecord[],
  maxBytes: Record<PartKind, number>,
): { dictionary: SplitDictionary; parts: SplitPart[] } {
  const parts: SplitPart[] = [];
  const run = <T>(
    kind: PartKind,
    items: readonly T[],
    startsRun?: (i: number) => boolean,
  ): FileRun => {
    const counts: number[] = [];
    for (const chunk of cut(items, maxBytes[kind], startsRun)) {
      const content = kind === 'rows' ? packRows(chunk.items as RowEntry[]) : chunk.items;
      parts.push({ kind, n: counts.length, content });
      counts.push(chunk.items.length);
    }
    return { prefix: '', counts };
  };
  // Each url as a number, in the order the records first give it.
  const urlIds = new Map<string, number>();
  for (const record of records) if (!urlIds.has(record.url)) urlIds.set(record.url, urlIds.size);
  const dictionary: SplitDictionary = {
    version: SPLIT_INDEX_VERSION,
    documentCount: json.documentCount,
    nextId: json.nextId,
    fieldIds: json.fieldIds,
    averageFieldLength: json.averageFieldLength,
    terms: encodeTerms(json.index.map(([term]) => term)),
    postings: run(
      'postings',
      json.index.map(([, postings]) => packPostings(postings)),
    ),
    rows: run(
      'rows',
      rows.map((row, id) =>
        rowEntry(row, urlIds.get(records[id].url) as number, json.fieldLength[id]),
      ),
    ),
    // A records file holds neighbours of one page only: a page's hits come together (results
    // are grouped by page), another page's first records would mostly be fetched for nothing.
    records: run(
      'records',
      records.map((record, id) => packRecord(record, rows[id])),
      (id) => records[id].url_without_anchor !== records[id - 1].url_without_anchor,
    ),
  };
  return { dictionary, parts };
}

/** Records a suggestion fetches at a time, in order, until it has read enough page titles. */
const SUGGEST_BATCH = 8;

/** A run as the engine reads it: its files' paths and first items. */
interface LoadableRun {
  files: string[];
  starts: number[];
}

const loadable = (run: FileRun): LoadableRun => ({ files: partPaths(run), starts: runStarts(run) });

/** The file of a run holding item `i` (the last file starting at or before it). */
function fileOf(run: LoadableRun, i: number): number {
  let lo = 0;
  let hi = run.starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (run.starts[mid] <= i) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The same query, its parts OR'ed at every level: every term any part reaches, matched or not. */
function anyPart(query: Query): Query {
  if (typeof query !== 'object') return query;
  return { ...query, combineWith: 'OR', queries: query.queries.map(anyPart) };
}

/** An engine over the split index whose calls fetch what they need first. */
export interface SplitSearchEngine {
  search(request: SearchRequest): Promise<SearchResponse>;
  suggest(query: string, limit?: number): Promise<string[]>;
  readonly size: number;
}

/**
 * The engine over a split index: `dictionary` as the manifest names it, `fetchJson(path)` the
 * fetch of a part (rejects on failure; a failed part is fetched again on the next call).
 */
export function createSplitEngine(
  dictionary: SplitDictionary,
  fetchJson: (path: string) => Promise<unknown>,
): SplitSearchEngine {
  if (dictionary.version !== SPLIT_INDEX_VERSION)
    throw new Error(
      `search index: version ${String(dictionary.version)} is not ${SPLIT_INDEX_VERSION}`,
    );
  const { documentCount } = dictionary;
  const terms = decodeTerms(dictionary.terms);
  const runs = {
    postings: loadable(dictionary.postings),
    rows: loadable(dictionary.rows),
    records: loadable(dictionary.records),
  };
  const termIds = new Map(terms.map((t, i) => [t, i]));
  const ownField = String(dictionary.fieldIds.own);

  // Which terms a query reaches: MiniSearch over one document holding every term.
  const fieldLengths = Object.keys(dictionary.fieldIds).map(() => 1);
  const probe = MiniSearch.loadJS<IndexedDocument>(
    {
      documentCount: 1,
      nextId: 1,
      documentIds: { 0: 0 },
      fieldIds: dictionary.fieldIds,
      fieldLength: { 0: fieldLengths },
      averageFieldLength: fieldLengths,
      storedFields: {},
      dirtCount: 0,
      index: terms.map((t) => [t, { 0: { 0: 1 } }]),
      serializationVersion: 2,
    },
    INDEX_OPTIONS,
  );
  /**
   * Terms reached, by query: the modal and the results page send the same query in one call, and
   * each keystroke's query again to `suggest`. The key spells out function-valued options too.
   */
  const reachedByQuery = new Map<string, number[]>();
  const reached = (queries: EngineQuery[]): number[] => {
    const key = JSON.stringify(queries, (_, value: unknown) =>
      typeof value === 'function' ? String(value) : value,
    );
    let terms = reachedByQuery.get(key);
    if (!terms) {
      if (reachedByQuery.size >= 100) reachedByQuery.clear();
      terms = reachedTerms(queries);
      reachedByQuery.set(key, terms);
    }
    return terms;
  };
  const reachedTerms = (queries: EngineQuery[]): number[] => {
    const ids = new Set<number>();
    for (const { query, options } of queries) {
      const probeOptions: SearchOptions = { ...options, combineWith: 'OR' };
      delete probeOptions.filter;
      delete probeOptions.boostDocument;
      for (const result of probe.search(anyPart(query), probeOptions))
        for (const term of result.terms) ids.add(termIds.get(term) as number);
    }
    return [...ids];
  };

  const packed: (PackedPostings | undefined)[] = [];
  const postings: (Postings | undefined)[] = [];
  const rows: (RankRow | undefined)[] = [];
  const fieldLength = new Map<number, number[]>();
  const records: (PackedRecord | undefined)[] = [];
  const unpacked = new Map<number, SearchRecord>();
  /**
   * Parts fetched (or being fetched), by path (two parts of equal content are one file); a
   * failure is dropped, so the part is fetched again on the next call.
   */
  const fetched = new Map<string, Promise<unknown>>();
  function fetchPart(path: string): Promise<unknown> {
    let content = fetched.get(path);
    if (!content) {
      content = fetchJson(path);
      content.catch(() => fetched.delete(path));
      fetched.set(path, content);
    }
    return content;
  }
  let dirty = true;

  /** Loads the files of `run` holding the items `ids` not loaded yet into `into`. */
  const loadRun = async <T>(
    run: LoadableRun,
    ids: Iterable<number>,
    into: (T | undefined)[],
    also?: (id: number, item: T) => void,
    unpack?: (content: unknown) => T[],
  ): Promise<void> => {
    const files = new Set<number>();
    for (const id of ids) if (into[id] === undefined) files.add(fileOf(run, id));
    await Promise.all(
      [...files].map(async (f) => {
        const fetchedContent = await fetchPart(run.files[f]);
        const content = (unpack ? unpack(fetchedContent) : fetchedContent) as T[];
        if (into[run.starts[f]] !== undefined) return;
        content.forEach((item, k) => {
          into[run.starts[f] + k] = item;
          also?.(run.starts[f] + k, item);
        });
        dirty = true;
      }),
    );
  };
  const rowItems: (RowEntry | undefined)[] = [];

  let index: MiniSearch<IndexedDocument> | null = null;
  /** The index of the terms and rows loaded so far, in the index's term order. */
  function currentIndex(): MiniSearch<IndexedDocument> {
    if (!index || dirty) {
      const entries: [string, Postings][] = [];
      postings.forEach((p, i) => {
        if (p) entries.push([terms[i], p]);
      });
      const documentIds: Record<number, number> = {};
      const lengths: Record<number, number[]> = {};
      for (const [id, fl] of fieldLength) {
        documentIds[id] = id;
        lengths[id] = fl;
      }
      index = MiniSearch.loadJS<IndexedDocument>(
        {
          documentCount,
          nextId: dictionary.nextId,
          documentIds,
          fieldIds: dictionary.fieldIds,
          fieldLength: lengths,
          averageFieldLength: dictionary.averageFieldLength,
          storedFields: {},
          dirtCount: 0,
          index: entries,
          serializationVersion: 2,
        },
        INDEX_OPTIONS,
      );
      dirty = false;
    }
    return index;
  }

  const core = createEngineCore({
    get index() {
      return currentIndex();
    },
    count: documentCount,
    row: (id) => rows[id] as RankRow,
    ownHas: (id, term) => {
      const termPostings = postings[termIds.get(term) as number] as Postings;
      return termPostings[ownField]?.[id] !== undefined;
    },
    // Unpacked on first use: its row is loaded by then (ranking read it).
    record: (id) => {
      let record = unpacked.get(id);
      if (!record) {
        record = unpackRecord(records[id] as PackedRecord, rows[id] as RankRow);
        unpacked.set(id, record);
      }
      return record;
    },
  });

  /** Terms whose records' rows are all loaded (their postings need no second look). */
  const rowsLoaded = new Uint8Array(terms.length);

  /** Fetches the postings of the terms the queries reach and the rows of the records they list. */
  async function prepare(queries: EngineQuery[]): Promise<void> {
    const termList = reached(queries).filter((t) => !rowsLoaded[t]);
    if (!termList.length) return;
    await loadRun<PackedPostings>(runs.postings, termList, packed, (t, p) => {
      postings[t] = unpackPostings(p);
    });
    const ids = new Set<number>();
    for (const t of termList)
      for (const field of Object.values(postings[t] as Postings))
        for (const id of Object.keys(field)) ids.add(Number(id));
    await loadRun<RowEntry>(
      runs.rows,
      ids,
      rowItems,
      (id, entry) => {
        rows[id] = rowOf(entry);
        fieldLength.set(id, entry[7]);
      },
      (content) => unpackRows(content as RowsFile),
    );
    for (const t of termList) rowsLoaded[t] = 1;
  }

  return {
    async search(request) {
      const started = Date.now();
      const parsed = core.parse(request);
      await prepare(core.queries(parsed));
      const ranked = core.rank(parsed);
      await loadRun<PackedRecord>(runs.records, ranked.pageIds, records);
      const response = core.respond(ranked);
      response.processingTimeMS = Date.now() - started;
      return response;
    },
    async suggest(query, limit = SUGGESTED_TITLES) {
      await prepare(core.suggestQueries(query));
      const ids = core.suggestedIds(query);
      // The records of the best few, fetched a batch at a time until they give enough titles.
      let titles: string[] = [];
      for (let end = 0; end < ids.length && titles.length < limit;) {
        end = Math.min(ids.length, end + SUGGEST_BATCH);
        await loadRun(runs.records, ids.slice(0, end), records);
        titles = core.suggestedTitles(ids.slice(0, end), limit);
      }
      return titles;
    },
    size: documentCount,
  };
}

/** Every record of a split index, read whole (the bench and tests): `read(path)` parses a part. */
export function splitRecords(
  dictionary: SplitDictionary,
  read: (path: string) => unknown,
): SearchRecord[] {
  const rows = partPaths(dictionary.rows)
    .flatMap((path) => unpackRows(read(path) as RowsFile))
    .map(rowOf);
  return partPaths(dictionary.records)
    .flatMap((path) => read(path) as RecordsFile)
    .map((packed, id) => unpackRecord(packed, rows[id]));
}
