/**
 * The embedded back end: a client with the Algolia `search({ requests })` contract (what DocSearch
 * and the /search page call), answered in the browser by the engine over the static index the
 * build wrote. The index is fetched lazily, on the first search, and only once.
 */
import { MANIFEST_PATH } from '../config';
import {
  createSearchEngine,
  type SearchEngine,
  type SearchRequest,
  type SearchResponse,
} from './engine';
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

export interface IndexFile {
  version: 1;
  records: SearchRecord[];
}

export type IndexLoader = () => Promise<readonly SearchRecord[]>;

/** What the build writes to `/search-manifest.json`. */
export interface SearchManifest {
  /** Path of the content-hashed index, e.g. `/search-index.<hash>.json`. */
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

let manifest: Promise<SearchManifest> | null = null;

/** The build's manifest, fetched once (a failure is not cached). */
export function fetchManifest(base = ''): Promise<SearchManifest> {
  if (!manifest) {
    manifest = getJson(`${base}${MANIFEST_PATH}`) as Promise<SearchManifest>;
    manifest.catch(() => {
      manifest = null;
    });
  }
  return manifest;
}

/** Loads the index named by the build's manifest (`/search-manifest.json` → `/search-index.<hash>.json`). */
export function fetchIndex(base = ''): IndexLoader {
  return async () => {
    const { index } = await fetchManifest(base);
    const file = (await getJson(`${base}${index}`)) as IndexFile;
    return file.records;
  };
}

/**
 * An Algolia-compatible client over the embedded index. A failed load is not cached: the next
 * search tries again (so search recovers once the network is back).
 */
export function createEmbeddedClient(load: IndexLoader = fetchIndex()): SearchClient {
  let engine: Promise<SearchEngine> | null = null;
  const getEngine = (): Promise<SearchEngine> => {
    if (!engine) {
      engine = load().then(createSearchEngine);
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
      let ready: SearchEngine;
      try {
        ready = await getEngine();
      } catch (cause) {
        throw new RetryError('Unreachable hosts - the search index could not be loaded', { cause });
      }
      return { results: requests.map((r) => ready.search(r)) };
    },
    addAlgoliaAgent(segment: string) {
      agent.add({ segment });
    },
    async suggest(query: string) {
      try {
        return (await getEngine()).suggest(query);
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
