/**
 * Heading ids, GitHub style (the algorithm of `github-slugger`): lower-case, drop punctuation and
 * symbols, spaces become hyphens, and a repeated heading on the same page gets `-1`, `-2`, ...
 *
 * The site's heading components and the search record builder both use this module, so a search
 * hit's `#anchor` always matches the id rendered on the page.
 */

// Letters, combining marks, numbers, connector punctuation (`_`), spaces and hyphens are kept.
const REMOVE = /[^\p{L}\p{M}\p{N}\p{Pc} -]/gu;

/** The bare slug of one heading text (no de-duplication). */
export function slug(value: string): string {
  return value.toLowerCase().replace(REMOVE, '').replace(/ /g, '-');
}

export interface Slugger {
  /** Slug for `value`, unique within this slugger (`x`, `x-1`, `x-2`, ...). */
  slug(value: string): string;
  /** Forget every slug seen so far (call once per page). */
  reset(): void;
}

/** One slugger per page: ids stay unique within the page, in document order. */
export function createSlugger(): Slugger {
  const occurrences = new Map<string, number>();
  return {
    slug(value: string): string {
      const base = slug(value);
      let result = base;
      while (occurrences.has(result)) {
        const n = (occurrences.get(base) ?? 0) + 1;
        occurrences.set(base, n);
        result = `${base}-${n}`;
      }
      occurrences.set(result, 0);
      return result;
    },
    reset(): void {
      occurrences.clear();
    },
  };
}
