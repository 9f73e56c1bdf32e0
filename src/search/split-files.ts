/**
 * How the split index (index-format.ts) names its parts: the one rule the build, the browser,
 * the browser tests and the bench read its files by.
 */

/** The kinds of part, in the order their digit in a file name gives (1, 2, 3). */
export const PART_KINDS = ['postings', 'rows', 'records'] as const;
export type PartKind = (typeof PART_KINDS)[number];

/**
 * A run of files holding consecutive items (terms or records): file `n` is
 * `<prefix><n, 5 hexadecimal digits>.json` and holds `counts[n]` items, after those of the files
 * before it. A name and a count cost a byte or two each, gzipped, where a list of names cost
 * several: a large site has thousands of parts.
 */
export interface FileRun {
  prefix: string;
  counts: number[];
}

/** The prefix of the files of `kind` in the set of parts whose hash is `setHash`. */
export function runPrefix(setHash: string, kind: PartKind): string {
  return `/search-index.${setHash}${PART_KINDS.indexOf(kind) + 1}`;
}

/** The paths of a run's files, in order. */
export function partPaths(run: FileRun): string[] {
  return run.counts.map((_, n) => `${run.prefix}${n.toString(16).padStart(5, '0')}.json`);
}

/** The paths of every part of a split index, kind after kind. */
export function everyPartPath(runs: Record<PartKind, FileRun>): string[] {
  return PART_KINDS.flatMap((kind) => partPaths(runs[kind]));
}

/** The first item of each of a run's files. */
export function runStarts(run: FileRun): number[] {
  let start = 0;
  return run.counts.map((count) => {
    const first = start;
    start += count;
    return first;
  });
}
