/**
 * The engine over `EngineData`, in steps a lazily loaded index can wait between: `queries` (what
 * the index must hold), `rank` (what the rows must hold), `respond` (the records of the hits).
 * The whole index (engine.ts) runs them back to back; the split index (split-engine.ts) fetches
 * what the next step reads before it.
 */
import type { EngineData, EngineQuery, SearchRequest, SearchResponse } from './engine-types';
import { respond } from './hit-response';
import { createRanking, type Ranked } from './ranking';
import { parseRequest, type ParsedRequest } from './search-request';
import { suggestedIds, suggestedTitles, suggestQueries } from './suggestions';

export { SUGGESTED_TITLES } from './suggestions';
export type { Ranked } from './ranking';

export interface EngineCore {
  parse(request: SearchRequest): ParsedRequest;
  /** The MiniSearch queries `rank` runs for the request (the optional-words ones use the same terms). */
  queries(parsed: ParsedRequest): EngineQuery[];
  rank(parsed: ParsedRequest): Ranked;
  respond(ranked: Ranked): SearchResponse;
  /** The MiniSearch queries `suggestedIds` runs. */
  suggestQueries(query: string): EngineQuery[];
  /** The records whose page titles a suggestion offers, best first (`suggestedTitles` reads them). */
  suggestedIds(query: string): number[];
  /**
   * The distinct page titles of `ids` in order, at most `limit`: the records are read in order
   * and no further than the one giving the last title.
   */
  suggestedTitles(ids: readonly number[], limit?: number): string[];
}

export function createEngineCore(data: EngineData): EngineCore {
  const ranking = createRanking(data);
  return {
    parse: parseRequest,
    queries: ranking.queries,
    rank: ranking.rank,
    respond: (ranked) => respond(data.record, ranked),
    suggestQueries: (query) => suggestQueries(query, ranking.weightOf),
    suggestedIds: (query) => suggestedIds(data.index, query, ranking.weightOf),
    suggestedTitles: (ids, limit) => suggestedTitles(data.record, ids, limit),
  };
}
