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
      index: terms.map((term) => [term, { 0: { 0: 1 } }]),
      serializationVersion: 2,
    },
    INDEX_OPTIONS,
  );
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

/** Loads the files of a run holding the items `ids` not loaded yet into `into`. */
type RunLoader = <T>(
  run: LoadableRun,
  ids: Iterable<number>,
  into: (T | undefined)[],
  /** Sees each item loaded. */
  also?: (id: number, item: T) => void,
  /** Reads a file's content as items. */
  unpack?: (content: unknown) => T[],
) => Promise<void>;

/** The run loader over `fetchPart`, calling `loaded` after each file it loads. */
function runLoader(fetchPart: (path: string) => Promise<unknown>, loaded: () => void): RunLoader {
  return async (run, ids, into, also, unpack) => {
    const files = new Set<number>();
    for (const id of ids) if (into[id] === undefined) files.add(fileOf(run, id));
    await Promise.all(
      [...files].map(async (file) => {
        const fetchedContent = await fetchPart(run.files[file]);
        const content = (unpack ? unpack(fetchedContent) : fetchedContent) as typeof into;
        if (into[run.starts[file]] !== undefined) return;
        content.forEach((item, k) => {
          into[run.starts[file] + k] = item;
          also?.(run.starts[file] + k, item!);
        });
        loaded();
      }),
    );
  };
}

/**
 * The index of the terms and rows loaded so far, in the index's term order: `[currentIndex,
 * markLoaded]`, the index (built again when parts were loaded since) and what a load calls.
 */
function loadedIndex(
  dictionary: SplitDictionary,
  terms: readonly string[],
  postings: readonly (Postings | undefined)[],
  fieldLength: ReadonlyMap<number, number[]>,
): [currentIndex: () => MiniSearch<IndexedDocument>, markLoaded: () => void] {
  let index: MiniSearch<IndexedDocument> | null = null;
  /** Whether parts were loaded since the index was last built. */
  let dirty = true;
  const currentIndex = () => {
    if (!index || dirty) {
      const entries: [string, Postings][] = [];
      postings.forEach((termPostings, id) => {
        if (termPostings) entries.push([terms[id], termPostings]);
      });
      const documentIds: Record<number, number> = {};
      const lengths: Record<number, number[]> = {};
      for (const [id, recordLengths] of fieldLength) {
        documentIds[id] = id;
        lengths[id] = recordLengths;
      }
      index = MiniSearch.loadJS<IndexedDocument>(
        {
          documentCount: dictionary.documentCount,
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
  };
  return [
    currentIndex,
    () => {
      dirty = true;
    },
  ];
}

/**
 * The engine's data over what is loaded: `currentIndex()` the index of the loaded terms, and the
 * postings, rows and packed records loaded so far.
 */
function splitEngineData(
  dictionary: SplitDictionary,
  termIds: ReadonlyMap<string, number>,
  currentIndex: () => MiniSearch<IndexedDocument>,
  postings: readonly (Postings | undefined)[],
  rows: readonly (RankRow | undefined)[],
  records: readonly (PackedRecord | undefined)[],
): EngineData {
  const ownField = String(dictionary.fieldIds.own);
  const unpacked = new Map<number, SearchRecord>();
  return {
    get index() {
      return currentIndex();
    },
    count: dictionary.documentCount,
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
  const runs = {
    postings: loadable(dictionary.postings),
    rows: loadable(dictionary.rows),
    records: loadable(dictionary.records),
  };
  const reached = termReacher(dictionary, terms, termIds);
  const packed: (PackedPostings | undefined)[] = [];
  const postings: (Postings | undefined)[] = [];
  const rows: (RankRow | undefined)[] = [];
  const rowItems: (RowEntry | undefined)[] = [];
  const fieldLength = new Map<number, number[]>();
  const records: (PackedRecord | undefined)[] = [];
  const [currentIndex, markLoaded] = loadedIndex(dictionary, terms, postings, fieldLength);
  const loadRun = runLoader(fetchOnce(fetchJson), markLoaded);
  const core = createEngineCore(
    splitEngineData(dictionary, termIds, currentIndex, postings, rows, records),
  );

  /** Terms whose records' rows are all loaded (their postings need no second look). */
  const rowsLoaded = new Uint8Array(terms.length);
  /** Fetches the postings of the terms the queries reach and the rows of the records they list. */
  async function prepare(queries: EngineQuery[]): Promise<void> {
    const termList = reached(queries).filter((term) => !rowsLoaded[term]);
    if (!termList.length) return;
    await loadRun<PackedPostings>(runs.postings, termList, packed, (term, item) => {
      postings[term] = unpackPostings(item);
    });
    const ids = new Set<number>();
    for (const term of termList)
      for (const field of Object.values(postings[term] as Postings))
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
    for (const term of termList) rowsLoaded[term] = 1;
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
