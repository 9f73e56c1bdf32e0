/**
 * What the build keeps between builds, and the one version string that says whether it still
 * holds: webpack's persistent cache (src/node/bundler/webpack.ts) and per-page results of the build's own
 * steps (search records, each page's Markdown) stored in Gatsby's cache.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyCache } from 'gatsby';

/**
 * What cached results were made with: every installed package's version (the lockfile) and our
 * build code (Gatsby's compiled gatsby-config and gatsby-node, which bundle src/node/, this
 * module included). Our changes to node_modules, the files of PATCHES_DIR, count too.
 */
const VERSION_INPUT_FILES = [
  'package-lock.json',
  '.cache/compiled/gatsby-config.js',
  '.cache/compiled/gatsby-node.js',
];
/** Where patch-package keeps its patches: one `.patch` file per package (and their tests). */
const PATCHES_DIR = 'patches';

/**
 * A sha256 of the files' names and contents (read from `root` when the names are relative); a
 * missing file counts as missing, so creating or deleting one changes the digest too.
 */
export function filesDigest(files: readonly string[], root = ''): string {
  const hash = createHash('sha256');
  for (const file of files) {
    const full = path.join(root, file);
    hash.update(`${file}\0`);
    hash.update(fs.existsSync(full) ? fs.readFileSync(full) : '(none)');
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** A digest of the build's code and dependencies: a cache stored under another one is dropped. */
export function buildCodeVersion(root = process.cwd()): string {
  const patchesDir = path.join(root, PATCHES_DIR);
  const patches = fs.existsSync(patchesDir)
    ? fs
        .readdirSync(patchesDir)
        .filter((name) => name.endsWith('.patch'))
        .sort()
        .map((name) => path.join(PATCHES_DIR, name))
    : [];
  return filesDigest([...VERSION_INPUT_FILES, ...patches], root).slice(0, 16);
}

export type ResultCache = Pick<GatsbyCache, 'get' | 'set'>;

/**
 * Writes `content` to `file` whole (its folder made as needed), then renames it into place: a
 * reader in another process (a build child, or the build reading what a child wrote) never meets
 * half a file.
 */
export function writeFileWhole(file: string, content: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(partial, content);
  fs.renameSync(partial, file);
}

/** What {@link cachedWhileFilesUnchanged} keeps: a value and the files it was read from. */
interface StoredRead<Value> {
  files: string[];
  digest: string;
  value: Value;
}

/**
 * `read()`'s value, kept in Gatsby's cache under `key` while none of the files it was read from
 * changed, nor `readerFile`, the module that reads them: how the build keeps what the TypeScript
 * compiler read from the library (about a second of type checking) across builds and
 * `gatsby develop` starts.
 */
export async function cachedWhileFilesUnchanged<Value>(
  cache: ResultCache,
  key: string,
  readerFile: string,
  read: () => { files: string[]; value: Value },
): Promise<Value> {
  const digest = (files: string[]) => filesDigest([readerFile, ...files]);
  const stored = (await cache.get(key)) as StoredRead<Value> | undefined;
  if (stored && digest(stored.files) === stored.digest) return stored.value;
  const { files, value } = read();
  const fresh: StoredRead<Value> = { files, digest: digest(files), value };
  await cache.set(key, fresh);
  return value;
}

/**
 * `compute` of every input, each result kept in Gatsby's cache under a digest of its input and of
 * the build's code: a rebuild after one page changed computes that page's result only. `compute`
 * must depend on nothing but its input (JSON data). Without a cache, everything is computed.
 */
export async function cachedResults<Input, Result, Shared = undefined>(
  cache: ResultCache | undefined,
  kind: string,
  inputs: readonly Input[],
  compute: (input: Input, shared: Shared) => Result,
  /**
   * Data every input's result may read besides the input itself (the site's option rows, say):
   * hashed once into every key, rather than repeated in each input and hashed a thousand times.
   */
  shared?: Shared,
): Promise<Result[]> {
  const run = (input: Input) => compute(input, shared as Shared);
  if (!cache) return inputs.map(run);
  const version = createHash('sha256')
    .update(buildCodeVersion())
    .update(shared === undefined ? '' : JSON.stringify(shared))
    .digest('hex');
  return Promise.all(
    inputs.map(async (input) => {
      const digest = createHash('sha256').update(version).update(JSON.stringify(input));
      const key = `${kind}:${digest.digest('hex')}`;
      const stored = (await cache.get(key)) as Result | undefined;
      if (stored !== undefined) return stored;
      const result = run(input);
      await cache.set(key, result);
      return result;
    }),
  );
}

/**
 * A ResultCache in one JSON file, for a process without Gatsby's cache (the build's child
 * process, build-child.ts): read whole when made, written by `save()` with the entries this
 * build read or wrote only, so results of pages since changed or removed do not pile up.
 */
export function fileResultCache(file: string): ResultCache & { save(): void } {
  let stored = new Map<string, unknown>();
  try {
    stored = new Map(Object.entries(JSON.parse(fs.readFileSync(file, 'utf8'))));
  } catch {
    // No file yet, or one cut short: everything is computed again.
  }
  const used = new Map<string, unknown>();
  return {
    get: async (key: string) => {
      const value = stored.get(key);
      if (value !== undefined) used.set(key, value);
      return value;
    },
    set: async (key: string, value: unknown) => {
      used.set(key, value);
      return value;
    },
    save() {
      writeFileWhole(file, JSON.stringify(Object.fromEntries(used)));
    },
  };
}
