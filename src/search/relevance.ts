/**
 * Scoring of the search relevance set (bench/search-relevance.json): for each reader query, the
 * rank of the first hit that answers it, and over the set top-1, top-3, MRR and empty results.
 * Used by the bench (embedded engine and Pagefind side by side) and by the relevance unit test;
 * never loaded by the site.
 */

export interface RelevanceQuery {
  q: string;
  kind: string;
  /** Answering pages (`/examples/pie-chart`: any hit on the page) or sections (`…#anchor`). */
  expect: string[];
}

export interface RelevanceSet {
  /** The least share of queries answered first and in the top 3 the set is held to. */
  targets: { top1: number; top3: number };
  queries: RelevanceQuery[];
}

export interface QueryOutcome {
  q: string;
  kind: string;
  /** 1-based rank of the first answering hit; null when no hit answers. */
  rank: number | null;
  /** Number of hits returned. */
  hits: number;
  /** The first three hits' URLs, for reading misses. */
  top: string[];
}

export interface RelevanceScore {
  queries: number;
  top1: number;
  top3: number;
  mrr: number;
  /** Queries with no hit at all (every query of the set has an answering page). */
  empty: number;
  outcomes: QueryOutcome[];
}

/** A URL without the slash before its end or its `#anchor` (`/a/#b` → `/a#b`). */
const normal = (url: string): string => url.replace(/\/(?=#|$)/, '');

/** Whether a hit URL answers one target: the same section, or any hit on a page-level target. */
export function answers(url: string, target: string): boolean {
  const u = normal(url);
  const t = normal(target);
  return t.includes('#') ? u === t : u.split('#')[0] === t;
}

/**
 * One result as a reader sees it: a hit URL, or a page with its sections (a peer engine that lists
 * pages with sub-results); it answers when any of its URLs does.
 */
export type RankedHit = string | readonly string[];

/** Rank (1-based) of the first hit answering any target, or null. */
export function rankOf(hits: readonly RankedHit[], targets: readonly string[]): number | null {
  const i = hits.findIndex((h) =>
    (typeof h === 'string' ? [h] : h).some((u) => targets.some((t) => answers(u, t))),
  );
  return i < 0 ? null : i + 1;
}

/** Scores a back end (query → hit URLs, best first) over the set. */
export async function scoreSet(
  set: RelevanceSet,
  search: (query: string) => Promise<readonly RankedHit[]> | readonly RankedHit[],
): Promise<RelevanceScore> {
  const outcomes: QueryOutcome[] = [];
  for (const { q, kind, expect } of set.queries) {
    const urls = await search(q);
    outcomes.push({
      q,
      kind,
      rank: rankOf(urls, expect),
      hits: urls.length,
      top: urls.slice(0, 3).map((h) => (typeof h === 'string' ? h : (h[0] ?? ''))),
    });
  }
  const n = outcomes.length || 1;
  const within = (k: number) => outcomes.filter((o) => o.rank !== null && o.rank <= k).length;
  return {
    queries: outcomes.length,
    top1: within(1) / n,
    top3: within(3) / n,
    mrr: outcomes.reduce((s, o) => s + (o.rank ? 1 / o.rank : 0), 0) / n,
    empty: outcomes.filter((o) => o.hits === 0).length,
    outcomes,
  };
}
