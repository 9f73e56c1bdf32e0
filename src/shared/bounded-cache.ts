/**
 * A cache bounded at a number of entries: once full, adding an entry drops the least recently
 * used one. The site's route lookups (which sidebar entries a path activates) are memoised in it,
 * so that however many distinct paths a reader visits (any unknown /examples/… path gets the
 * sidebar), the memory they take stays bounded.
 */
export interface BoundedCache<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): void;
  readonly size: number;
}

export function createBoundedCache<K, V>(maxEntries: number): BoundedCache<K, V> {
  if (!(maxEntries >= 1))
    throw new Error(`A bounded cache needs at least 1 entry, not ${maxEntries}.`);
  // A Map iterates in insertion order: re-inserting on every read keeps the oldest entry first.
  const entries = new Map<K, V>();
  return {
    get(key) {
      if (!entries.has(key)) return undefined;
      const value = entries.get(key) as V;
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as K);
    },
    get size() {
      return entries.size;
    },
  };
}
