/**
 * A search request, read: its query's words (`analyseQuery`) and the parameters that shape the
 * answer, with Algolia's defaults. A request may carry its parameters in `params`, a URL query
 * string (what DocSearch sends); a parameter given directly wins.
 */
import { parseFacetFilters } from './facet-filters';
import type { SearchRequest } from './engine-types';
import { analyseQuery, type QueryPart } from './query-analysis';

/** A request, read: the query words and the parameters that shape the answer. */
export interface ParsedRequest {
  req: SearchRequest;
  query: string;
  parts: QueryPart[];
  hitsPerPage: number;
  page: number;
  facetGroups: string[][];
  distinct: boolean;
}

export function parseRequest(request: SearchRequest): ParsedRequest {
  let req = request;
  if (typeof request.params === 'string') {
    const fromParams: Record<string, unknown> = {};
    new URLSearchParams(request.params).forEach((value, key) => {
      try {
        fromParams[key] = JSON.parse(value);
      } catch {
        fromParams[key] = value;
      }
    });
    req = { ...fromParams, ...request };
  }
  const query = String(req.query ?? '');
  return {
    req,
    query,
    parts: analyseQuery(query),
    hitsPerPage: Math.max(0, Math.min(1000, Number(req.hitsPerPage ?? 20))),
    page: Math.max(0, Number(req.page ?? 0)),
    facetGroups: parseFacetFilters(req.facetFilters),
    distinct: req.distinct === undefined ? true : Boolean(req.distinct),
  };
}
