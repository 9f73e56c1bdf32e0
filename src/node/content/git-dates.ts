/**
 * "Last updated" dates from git: the date of the last commit that changed each file, read in one
 * `git log` pass over the content and example directories at the start of createPages (not one
 * process per page). A page's date goes in its page context, so Gatsby re-renders a page only when
 * its date changed.
 *
 * A shallow clone (CI's usual `--depth 1` checkout) makes its oldest commit appear to add every
 * file, and a tree without git has no history at all: in both cases no page gets a date (rather
 * than a wrong one) and the build log says so once.
 */
import { execFileSync } from 'node:child_process';

/** Commit dates by file path (relative to the repository root, `/`-separated), or why none. */
export type GitDates =
  { available: true; dates: ReadonlyMap<string, string> } | { available: false; reason: string };

/** Marks the start of one commit's record in the log output (a NUL cannot occur in a path). */
const COMMIT_MARK = '\u0000';

/**
 * Parses `git log --format=%x00%cI --name-only` output (newest first) into the newest commit date
 * of each path.
 */
export function parseGitLog(output: string): Map<string, string> {
  const dates = new Map<string, string>();
  for (const record of output.split(COMMIT_MARK)) {
    const [date, ...files] = record.split('\n');
    if (!date) continue;
    for (const file of files) {
      if (file && !dates.has(file)) dates.set(file, date.trim());
    }
  }
  return dates;
}

function git(cwd: string, args: string[]): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
}

/**
 * The newest commit date of every file under `directories` (paths relative to `repoRoot`), from
 * one `git log`; unavailable with a reason when `repoRoot` is not in a git work tree, git is
 * missing, or the history is shallow.
 */
export function readGitDates(repoRoot: string, directories: readonly string[]): GitDates {
  try {
    if (git(repoRoot, ['rev-parse', '--is-shallow-repository']).trim() === 'true') {
      return { available: false, reason: 'the git history is shallow (a --depth clone)' };
    }
  } catch {
    return { available: false, reason: 'no git history (not a git work tree, or git is missing)' };
  }
  let output: string;
  try {
    output = git(repoRoot, [
      'log',
      '--format=%x00%cI',
      '--name-only',
      '--no-renames',
      // Paths relative to repoRoot, also when it is below the repository's top directory.
      '--relative',
      '--',
      ...directories,
    ]);
  } catch {
    // A repository without commits yet.
    return { available: false, reason: 'the git repository has no commits' };
  }
  return { available: true, dates: parseGitLog(output) };
}

/** The newest of the dates of `files` (ISO 8601 strings with offsets), or null if none has one. */
export function newestDate(dates: ReadonlyMap<string, string>, files: string[]): string | null {
  let newest: { time: number; iso: string } | null = null;
  for (const file of files) {
    const iso = dates.get(file);
    if (!iso) continue;
    const time = Date.parse(iso);
    if (!newest || time > newest.time) newest = { time, iso };
  }
  // Pages show the moment in UTC (`<time datetime>`), whatever the committer's offset.
  return newest ? new Date(newest.time).toISOString() : null;
}

/** The directories whose history dates pages: the MDX pages and the example modules. */
export const PAGE_HISTORY_DIRECTORIES = ['content', 'src/examples'] as const;

/** What a doc or example page says about its source: its file, and when it last changed. */
export interface PageSource {
  /** The MDX file, from the repository root (`content/examples/pie-chart.mdx`). */
  sourcePath: string;
  /** The newest commit date (ISO 8601, UTC) of the MDX file and the example modules it embeds. */
  lastUpdated: string | null;
}

/** `PageSource` of the page built from `sourcePath`, embedding the modules at `examplePaths`. */
export function pageSource(
  history: GitDates,
  sourcePath: string,
  examplePaths: readonly string[],
): PageSource {
  const lastUpdated = history.available
    ? newestDate(history.dates, [sourcePath, ...examplePaths])
    : null;
  return { sourcePath, lastUpdated };
}
