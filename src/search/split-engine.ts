/**
 * The engine over the split index (src/search/index-format.ts), answering exactly as the whole
 * index would (engine.ts). A search first expands its words over the dictionary with MiniSearch
 * itself (a one-document index holding every term answers which terms the query's exact, prefix
 * and typo-tolerant matches reach), fetches the postings files of those terms, then the rows of
 * the records they list, ranks over a MiniSearch index loaded with just those terms (same terms,
 * same postings, same global statistics, same term order: the same scores), and fetches the
 * records of the hits on the requested page. Files are fetched once and kept.
 */
import MiniSearch, { type Query, type SearchOptions } from 'minisearch';
import type { SearchRecord } from '../shared/search-types';
import { createEngineCore, SUGGESTED_TITLES } from './engine-core';
import type { EngineData, EngineQuery, SearchRequest, SearchResponse } from './engine-types';
import {
  decodeTerms,
  rowOf,
  SPLIT_INDEX_VERSION,
  unpackPostings,
  unpackRecord,
  unpackRows,
  type PackedPostings,
  type PackedRecord,
  type Postings,
  type RecordsFile,
  type RowEntry,
  type RowsFile,
  type SplitDictionary,
} from './index-format';
import { INDEX_OPTIONS, type IndexedDocument, type RankRow } from './indexed-records';
import { partPaths, runStarts, type FileRun } from './split-files';

/** Records a suggestion fetches at a time, in order, until it has read enough page titles. */
const SUGGEST_BATCH = 8;

/** A run as the engine reads it: its files' paths and first items. */
interface LoadableRun {
  files: string[];
  starts: number[];
}

const loadable = (run: FileRun): LoadableRun => ({ files: partPaths(run), starts: runStarts(run) });

/** The file of a run holding item `item` (the last file starting at or before it). */
function fileOf(run: LoadableRun, item: number): number {
  let lo = 0;
  let hi = run.starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (run.starts[mid] <= item) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The same query, its parts OR'ed at every level: every term any part reaches, matched or not. */
function anyPart(query: Query): Query {
  if (typeof query !== 'object') return query;
  return { ...query, combineWith: 'OR', queries: query.queries.map(anyPart) };
}

/** The serialized MiniSearch index of `index` terms over documents of the given field lengths. */
function loadIndex(
  dictionary: SplitDictionary,
  shape: {
    documentCount: number;
    nextId: number;
    documentIds: Record<number, number>;
    fieldLength: Record<number, number[]>;
    averageFieldLength: number[];
    index: [string, Postings][];
  },
): MiniSearch<IndexedDocument> {
  return MiniSearch.loadJS<IndexedDocument>(
    {
      documentCount: shape.documentCount,
      nextId: shape.nextId,
      documentIds: shape.documentIds,
      fieldIds: dictionary.fieldIds,
      fieldLength: shape.fieldLength,
      averageFieldLength: shape.averageFieldLength,
      storedFields: {},
      dirtCount: 0,
      index: shape.index,
      serializationVersion: 2,
    },
    INDEX_OPTIONS,
  );
}

/**
 * Which dictionary terms (by id) queries reach: MiniSearch over one document holding every term.
 * Kept by query: the modal and the results page send the same query in one call, and each
 * keystroke's query again to `suggest`. The key spells out function-valued options too.
 */
function termReacher(
  dictionary: SplitDictionary,
  terms: readonly string[],
  termIds: ReadonlyMap<string, number>,
): (queries: EngineQuery[]) => number[] {
  const fieldLengths = Object.keys(dictionary.fieldIds).map(() => 1);
  const probe = loadIndex(dictionary, {
    documentCount: 1,
    nextId: 1,
    documentIds: { 0: 0 },
    fieldLength: { 0: fieldLengths },
    averageFieldLength: fieldLengths,
    index: terms.map((term) => [term, { 0: { 0: 1 } }]),
  });
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
  const reachedByQuery = new Map<string, number[]>();
  return (queries) => {
    const key = JSON.stringify(queries, (_, value: unknown) =>
      typeof value === 'function' ? String(value) : value,
    );
    let reached = reachedByQuery.get(key);
    if (!reached) {
      if (reachedByQuery.size >= 100) reachedByQuery.clear();
      reached = reachedTerms(queries);
      reachedByQuery.set(key, reached);
    }
    return reached;
  };
}

/**
 * Fetches a part once (by path: two parts of equal content are one file); a failure is dropped,
 * so the part is fetched again on the next call.
 */
function fetchOnce(
  fetchJson: (path: string) => Promise<unknown>,
): (path: string) => Promise<unknown> {
  const fetched = new Map<string, Promise<unknown>>();
  return (path) => {
    let content = fetched.get(path);
    if (!content) {
      content = fetchJson(path);
      content.catch(() => fetched.delete(path));
      fetched.set(path, content);
    }
    return content;
  };
}

/** What the split engine has loaded so far, item by item, and how it loads more. */
interface LoadedParts {
  runs: { postings: LoadableRun; rows: LoadableRun; records: LoadableRun };
  packed: (PackedPostings | undefined)[];
  postings: (Postings | undefined)[];
  rows: (RankRow | undefined)[];
  rowItems: (RowEntry | undefined)[];
  fieldLength: Map<number, number[]>;
  records: (PackedRecord | undefined)[];
  /** Whether parts were loaded since the index was last built. */
  dirty: boolean;
  /** Loads the files of `run` holding the items `ids` not loaded yet into `into`. */
  loadRun<T>(
    run: LoadableRun,
    ids: Iterable<number>,
    into: (T | undefined)[],
    also?: (id: number, item: T) => void,
    unpack?: (content: unknown) => T[],
  ): Promise<void>;
}

function loadedParts(
  dictionary: SplitDictionary,
  fetchJson: (path: string) => Promise<unknown>,
): LoadedParts {
  const fetchPart = fetchOnce(fetchJson);
  const parts: LoadedParts = {
    runs: {
      postings: loadable(dictionary.postings),
      rows: loadable(dictionary.rows),
      records: loadable(dictionary.records),
    },
    packed: [],
    postings: [],
    rows: [],
    rowItems: [],
    fieldLength: new Map(),
    records: [],
    dirty: true,
    async loadRun<T>(
      run: LoadableRun,
      ids: Iterable<number>,
      into: (T | undefined)[],
      also?: (id: number, item: T) => void,
      unpack?: (content: unknown) => T[],
    ) {
      const files = new Set<number>();
      for (const id of ids) if (into[id] === undefined) files.add(fileOf(run, id));
      await Promise.all(
        [...files].map(async (file) => {
          const fetchedContent = await fetchPart(run.files[file]);
          const content = (unpack ? unpack(fetchedContent) : fetchedContent) as T[];
          if (into[run.starts[file]] !== undefined) return;
          content.forEach((item, k) => {
            into[run.starts[file] + k] = item;
            also?.(run.starts[file] + k, item);
          });
          parts.dirty = true;
        }),
      );
    },
  };
  return parts;
}

/** The engine's data over the loaded parts: the index of the terms and rows loaded so far. */
function splitEngineData(
  dictionary: SplitDictionary,
  terms: readonly string[],
  termIds: ReadonlyMap<string, number>,
  parts: LoadedParts,
): EngineData {
  const ownField = String(dictionary.fieldIds.own);
  const unpacked = new Map<number, SearchRecord>();
  let index: MiniSearch<IndexedDocument> | null = null;
  /** The index of the terms and rows loaded so far, in the index's term order. */
  const currentIndex = (): MiniSearch<IndexedDocument> => {
    if (!index || parts.dirty) {
      const entries: [string, Postings][] = [];
      parts.postings.forEach((termPostings, id) => {
        if (termPostings) entries.push([terms[id], termPostings]);
      });
      const documentIds: Record<number, number> = {};
      const lengths: Record<number, number[]> = {};
      for (const [id, fieldLength] of parts.fieldLength) {
        documentIds[id] = id;
        lengths[id] = fieldLength;
      }
      index = loadIndex(dictionary, {
        documentCount: dictionary.documentCount,
        nextId: dictionary.nextId,
        documentIds,
        fieldLength: lengths,
        averageFieldLength: dictionary.averageFieldLength,
        index: entries,
      });
      parts.dirty = false;
    }
    return index;
  };
  return {
    get index() {
      return currentIndex();
    },
    count: dictionary.documentCount,
    row: (id) => parts.rows[id] as RankRow,
    ownHas: (id, term) => {
      const termPostings = parts.postings[termIds.get(term) as number] as Postings;
      return termPostings[ownField]?.[id] !== undefined;
    },
    // Unpacked on first use: its row is loaded by then (ranking read it).
    record: (id) => {
      let record = unpacked.get(id);
      if (!record) {
        record = unpackRecord(parts.records[id] as PackedRecord, parts.rows[id] as RankRow);
        unpacked.set(id, record);
      }
      return record;
    },
  };
}

/**
 * Fetches the postings of the terms the queries reach and the rows of the records they list.
 * Terms whose records' rows are all loaded need no second look.
 */
function preparer(
  reached: (queries: EngineQuery[]) => number[],
  parts: LoadedParts,
  termCount: number,
): (queries: EngineQuery[]) => Promise<void> {
  const rowsLoaded = new Uint8Array(termCount);
  return async (queries) => {
    const termList = reached(queries).filter((term) => !rowsLoaded[term]);
    if (!termList.length) return;
    await parts.loadRun<PackedPostings>(parts.runs.postings, termList, parts.packed, (term, p) => {
      parts.postings[term] = unpackPostings(p);
    });
    const ids = new Set<number>();
    for (const term of termList)
      for (const field of Object.values(parts.postings[term] as Postings))
        for (const id of Object.keys(field)) ids.add(Number(id));
    await parts.loadRun<RowEntry>(
      parts.runs.rows,
      ids,
      parts.rowItems,
      (id, entry) => {
        parts.rows[id] = rowOf(entry);
        parts.fieldLength.set(id, entry[7]);
      },
      (content) => unpackRows(content as RowsFile),
    );
    for (const term of termList) rowsLoaded[term] = 1;
  };
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
  const terms = decodeTerms(dictionary.terms);
  const termIds = new Map(terms.map((term, id) => [term, id]));
  const parts = loadedParts(dictionary, fetchJson);
  const core = createEngineCore(splitEngineData(dictionary, terms, termIds, parts));
  const prepare = preparer(termReacher(dictionary, terms, termIds), parts, terms.length);
  return {
    async search(request) {
      const started = Date.now();
      const parsed = core.parse(request);
      await prepare(core.queries(parsed));
      const ranked = core.rank(parsed);
      await parts.loadRun<PackedRecord>(parts.runs.records, ranked.pageIds, parts.records);
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
        await parts.loadRun(parts.runs.records, ids.slice(0, end), parts.records);
        titles = core.suggestedTitles(ids.slice(0, end), limit);
      }
      return titles;
    },
    size: dictionary.documentCount,
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
