/**
 * The one search client the modal and the /search page share, and what it observed.
 *
 * - Embedded (default): `createEmbeddedClient` over the static index of the build.
 * - Hosted: algoliasearch's lite client (POST to `/1/indexes/*\/queries`, credentials as query
 *   parameters, timeouts connect 1 s / read 2 s / write 30 s, a failed host retried after 2 min).
 *
 * `trackClient` wraps either one: it keeps the true `nbHits` of each query (DocSearch 4.7 adds up
 * the counts of earlier keystrokes in its context) and the outcome of the latest search, so the
 * modal can show the error screen DocSearch 4.7 never reaches (see SearchModal.tsx) and say when
 * words of the query were left out. Failures
 * are reported here and answered with an empty result, so no promise rejection is left unhandled.
 */
import { withPrefix } from 'gatsby';
import { hostedConfig, SEARCH_MAX_QUERY_LENGTH } from '../config';
import { createEmbeddedClient, fetchIndex, preload, type SearchClient } from './embedded';
import { droppedWords } from './fallback';
import type { SearchRequest, SearchResponse } from './engine-types';

export type SearchOutcome =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | { status: 'ok'; query: string; nbHits: number; dropped: string[] }
  | { status: 'error'; query: string; error: unknown };

type Listener = (outcome: SearchOutcome) => void;

/** Outcome of the latest search and the hit counts of recent queries. */
export class SearchTracker {
  outcome: SearchOutcome = { status: 'idle' };
  private counts = new Map<string, number>();
  /** Page titles of the latest search that found something (suggestions for one that did not). */
  recentTitles: string[] = [];
  private listeners = new Set<Listener>();
  private seq = 0;

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** True number of hits of `query`, once answered. */
  count(query: string): number | undefined {
    return this.counts.get(query);
  }

  begin(query: string): number {
    this.set({ status: 'loading', query });
    return ++this.seq;
  }

  /** `dropped`: query words the results had to leave out (see fallback.ts). */
  succeed(id: number, query: string, nbHits: number, dropped: string[] = []): void {
    this.counts.set(query, nbHits);
    if (this.counts.size > 200) this.counts.delete(this.counts.keys().next().value as string);
    if (id === this.seq) this.set({ status: 'ok', query, nbHits, dropped });
  }

  fail(id: number, query: string, error: unknown): void {
    if (id === this.seq) this.set({ status: 'error', query, error });
  }

  private set(outcome: SearchOutcome): void {
    this.outcome = outcome;
    for (const l of this.listeners) l(outcome);
  }
}

function emptyResult(request: SearchRequest): SearchResponse {
  return {
    hits: [],
    nbHits: 0,
    page: 0,
    nbPages: 0,
    hitsPerPage: Number(request.hitsPerPage ?? 20),
    processingTimeMS: 0,
    exhaustiveNbHits: true,
    query: String(request.query ?? ''),
    params: '',
    index: String(request.indexName ?? ''),
    queryID: '',
  };
}

/**
 * Wraps a client: queries cut at SEARCH_MAX_QUERY_LENGTH (whatever the caller passes, neither back
 * end sees a longer one), counts and failures reported to `tracker`.
 */
export function trackClient<C extends Pick<SearchClient, 'search'>>(
  client: C,
  tracker: SearchTracker,
): C {
  const search = async (params: Parameters<SearchClient['search']>[0], options?: unknown) => {
    const requests = (Array.isArray(params) ? params : params.requests).map((r) => ({
      ...r,
      query: String(r.query ?? '').slice(0, SEARCH_MAX_QUERY_LENGTH),
    }));
    const query = requests[0]?.query ?? '';
    const id = tracker.begin(query);
    try {
      const response = await client.search({ requests }, options);
      const first = response.results[0] as SearchResponse | undefined;
      const titles = [
        ...new Set((first?.hits ?? []).map((h) => h.hierarchy?.lvl1).filter(Boolean) as string[]),
      ];
      if (titles.length) tracker.recentTitles = titles.slice(0, 3);
      tracker.succeed(id, query, first?.nbHits ?? 0, droppedWords(query, first?.hits ?? []));
      return response;
    } catch (error) {
      tracker.fail(id, query, error);
      return { results: requests.map(emptyResult), failed: true, error };
    }
  };
  return Object.assign(Object.create(Object.getPrototypeOf(client)), client, { search }) as C;
}

export const tracker = new SearchTracker();

let hostedClient: Promise<SearchClient> | null = null;
let embeddedClient: SearchClient | null = null;

/** Algolia's lite client with the hosted transport settings of `hostedConfig` (loaded on first use only). */
export function loadHostedClient(): Promise<SearchClient> {
  const cfg = hostedConfig();
  if (!cfg) throw new Error('hosted search is not configured');
  if (!hostedClient) {
    hostedClient = import('algoliasearch/lite').then(({ liteClient }) => {
      const client = liteClient(cfg.appId, cfg.apiKey, {
        timeouts: { connect: 1000, read: 2000, write: 30000 },
      });
      return trackClient(client as unknown as SearchClient, tracker);
    });
  }
  return hostedClient;
}

/** The embedded client (the index itself is fetched on the first search). */
export function getEmbeddedClient(): SearchClient {
  if (!embeddedClient) {
    embeddedClient = trackClient(
      createEmbeddedClient(fetchIndex(withPrefix('/').replace(/\/$/, ''))),
      tracker,
    );
  }
  return embeddedClient;
}

/** The shared client of the configured back end. */
export function loadSearchClient(): Promise<SearchClient> {
  return hostedConfig() ? loadHostedClient() : Promise.resolve(getEmbeddedClient());
}

/**
 * Starts what the first search needs, in parallel with the modal's code: the index (embedded) or
 * the lite client (hosted).
 */
export function warmUp(): void {
  if (hostedConfig()) void loadHostedClient().catch(() => undefined);
  else preload(getEmbeddedClient());
}
