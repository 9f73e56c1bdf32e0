/**
 * The files of a google/google-visualization checkout or bare git directory, at its HEAD commit,
 * read through git (so a bare mirror works as well as a working tree).
 */
import { execFileSync } from 'node:child_process';

/** The commit read and the text of each TypeScript file (tests left out), by path. */
export interface SourceTree {
  commit: string;
  files: Map<string, string>;
}

const git = (dir: string, args: string[], input?: string) =>
  execFileSync('git', ['-C', dir, ...args], { input, maxBuffer: 256 * 1024 * 1024 }).toString();

/** Reads HEAD's TypeScript sources (not `*_test.ts`) of the repository at `dir`. */
export function readSourceTree(dir: string): SourceTree {
  const commit = git(dir, ['rev-parse', 'HEAD']).trim();
  const paths = git(dir, ['ls-tree', '-r', '--name-only', commit])
    .split('\n')
    .filter((file) => file.endsWith('.ts') && !file.endsWith('_test.ts'));
  const files = new Map<string, string>();
  for (const file of paths) files.set(file, git(dir, ['show', `${commit}:${file}`]));
  return { commit, files };
}
