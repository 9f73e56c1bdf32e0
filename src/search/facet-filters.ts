/**
 * Facet filters as an Algolia request gives them (`['language:en', ['tags:a', 'tags:b']]`: every
 * group must match, any filter of a group; `attribute:-value` negates) and their test of a record.
 */
import type { SearchRecord } from '../shared/search-types';
import type { SearchRequest } from './engine-types';
import { readField } from './record-fields';

export function parseFacetFilters(value: SearchRequest['facetFilters']): string[][] {
  if (value === undefined) return [];
  let list: unknown = value;
  if (typeof list === 'string') {
    try {
      list = JSON.parse(list);
    } catch {
      list = [list];
    }
  }
  if (!Array.isArray(list)) return [];
  return list.map((group) => (Array.isArray(group) ? group.map(String) : [String(group)]));
}

export function matchesFacet(record: SearchRecord, filter: string): boolean {
  const colon = filter.indexOf(':');
  if (colon < 0) return true;
  const attribute = filter.slice(0, colon);
  let wanted = filter.slice(colon + 1);
  const negated = wanted.startsWith('-');
  if (negated) wanted = wanted.slice(1);
  const value = readField(record, attribute);
  const values = Array.isArray(value) ? value.map(String) : value == null ? [] : [String(value)];
  const has = values.includes(wanted);
  return negated ? !has : has;
}
