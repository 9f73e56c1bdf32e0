/** A record's fields read and written by dotted path (`hierarchy.lvl1`), as a request names them. */
import type { SearchRecord } from '../shared/search-types';

/** A path's keys (cached: the same few paths are read for every hit). */
const keysByPath = new Map<string, string[]>();
function pathKeys(path: string): string[] {
  let keys = keysByPath.get(path);
  if (!keys) keysByPath.set(path, (keys = path.split('.')));
  return keys;
}

/** The value at `path` in a record, or undefined. */
export function readField(record: SearchRecord, path: string): unknown {
  let value: unknown = record;
  for (const key of pathKeys(path)) {
    if (value == null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Sets the value at `path` in `target`, making the objects on the way. */
export function writeField(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = pathKeys(path);
  let node = target;
  for (const key of keys.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys[keys.length - 1]] = value;
}
