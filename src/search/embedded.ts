/**
 * The embedded back end: a client with the Algolia `search({ requests })` contract (what DocSearch
 * and the /search page call), answered in the browser by the engine over the split index the
 * build wrote (index-format.ts, split-engine.ts). The dictionary is fetched lazily, on the first search, and
 * only once; each search then fetches the parts of the index it needs that are not loaded yet.
 */
import { MANIFEST_PATH } from '../config';
import { createSearchEngine, type SearchRequest, type SearchResponse } from './engine';
import { WHOLE_INDEX_VERSION, type SplitDictionary, type WholeIndex } from './index-format';
import { createSplitEngine, type SplitSearchEngine } from './split-engine';
import type { SearchRecord } from '../shared/search-types';

export interface SearchClient {
  search(
    params: { requests: SearchRequest[] } | SearchRequest[],
    requestOptions?: unknown,
  ): Promise<{ results: SearchResponse[] }>;
  addAlgoliaAgent(segment: string, version?: string): void;
  /** Suggested queries for a query without results (embedded back end only). */
  suggest?(query: string): Promise<string[]>;
  transporter: { algoliaAgent: { value: string; add(options: { segment: string }): unknown } };
}

/** The error DocSearch recognises as "no host could answer" (algoliasearch's name for it). */
export class RetryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message);
    this.name = 'RetryError';
    if (options?.cause !== undefined) (this as { cause?: unknown }).cause = options.cause;
  }
}

/**
 * Opens the index: the split index's engine (the site), or records to search whole (tests).
 */
export type IndexLoader = () => Promise<readonly SearchRecord[] | SplitSearchEngine>;

/** What the build writes to `/search-manifest.json`. */
export interface SearchManifest {
  /** Path of the index's entry file (whole index or split dictionary), `/search-index.<hash>.json`. */
  index: string;
  /** Path of the content-hashed DocSearch modal stylesheet. */
  css?: string;
  records?: number;
}

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
  return response.json();
}

/** The manifest by site base, fetched once (a failure is not kept). */
const manifests = new Map<string, Promise<SearchManifest>>();

/** The build's manifest, fetched once (a failure is not cached). */
export function fetchManifest(base = ''): Promise<SearchManifest> {
  let manifest = manifests.get(base);
  if (!manifest) {
    manifest = getJson(`${base}${MANIFEST_PATH}`) as Promise<SearchManifest>;
    manifest.catch(() => manifests.delete(base));
    manifests.set(base, manifest);
  }
  return manifest;
}

/**
 * Opens the index named by the build's manifest (`/search-manifest.json` →
 * `/search-index.<hash>.json`): the whole index (every record) of a small site, or the split
 * index's dictionary, whose engine fetches the other parts as searches need them.
 */
export function fetchIndex(base = ''): IndexLoader {
  return async () => {
    const { index } = await fetchManifest(base);
    const file = (await getJson(`${base}${index}`)) as WholeIndex | SplitDictionary;
    if (file.version === WHOLE_INDEX_VERSION) return file.records;
    return createSplitEngine(file, (part) => getJson(`${base}${part}`));
  };
}

/** The whole-index engine over records, with the split engine's asynchronous calls. */
function wholeIndex(records: readonly SearchRecord[]): SplitSearchEngine {
  const engine = createSearchEngine(records);
  return {
    search: async (request) => engine.search(request),
    suggest: async (query, limit) => engine.suggest(query, limit),
    size: engine.size,
  };
}

/**
 * An Algolia-compatible client over the embedded index. A failed load is not cached: the next
 * search tries again (so search recovers once the network is back).
 */
export function createEmbeddedClient(load: IndexLoader = fetchIndex()): SearchClient {
  let engine: Promise<SplitSearchEngine> | null = null;
  const getEngine = (): Promise<SplitSearchEngine> => {
    if (!engine) {
      engine = load().then((index) => ('search' in index ? index : wholeIndex(index)));
      engine.catch(() => {
        engine = null;
      });
    }
    return engine;
  };
  const agent = {
    value: 'chartwrap-embedded',
    add({ segment }: { segment: string }) {
      agent.value += `; ${segment}`;
      return agent;
    },
  };
  return {
    async search(params) {
      const requests = Array.isArray(params) ? params : params.requests;
      try {
        const ready = await getEngine();
        return { results: await Promise.all(requests.map((r) => ready.search(r))) };
      } catch (cause) {
        throw new RetryError('Unreachable hosts - the search index could not be loaded', { cause });
      }
    },
    addAlgoliaAgent(segment: string) {
      agent.add({ segment });
    },
    async suggest(query: string) {
      try {
        return await (await getEngine()).suggest(query);
      } catch {
        return [];
      }
    },
    transporter: { algoliaAgent: agent },
  };
}

/** Starts loading the index ahead of the first query (e.g. when the modal opens). */
export function preload(client: SearchClient): void {
  void client.search({ requests: [] }).catch(() => undefined);
}
