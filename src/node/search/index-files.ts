/**
 * The embedded index as the build writes it into public/: whole or split (the format:
 * src/search/index-format.ts), each file content-hashed, and `search-manifest.json` naming the
 * entry file and the modal's stylesheet.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { MANIFEST_PATH } from '../../config';
import type { SearchPageInput, SearchRecord } from '../../shared/search-types';
import { WHOLE_INDEX_VERSION, type SerializedIndex } from '../../search/index-format';
import { buildIndex, rankRowsOf } from '../../search/indexed-records';
import { PART_KINDS, partPaths, runPrefix, type PartKind } from '../../search/split-files';
import { cachedResults, type ResultCache } from '../lifecycle/build-cache';
import { writeModalCss } from './modal-stylesheet';
import { buildPageRecords } from './search-records';
import { splitIndex } from './split-index';

/**
 * Upper bound of each split index part's JSON, by kind (before rows are grouped by page). Postings
 * parts are small, so that a search fetches little beyond the terms it needs; a records part holds
 * one page's neighbouring records, a few, so that a hit costs little more than its own record (typed
 * key by key, a query shows some 20 hits a keystroke, scattered over the site) while the site stays
 * within a static host's file count (Cloudflare Pages: 20,000 files; at 1,000 added pages the
 * records parts number some 12,700, where one record a part made some 24,900); rows parts are
 * large, as a short prefix (`p`) reaches the rows of most records and one file of rows compresses
 * far better than many. What a first search downloads with them, and with other sizes:
 * docs/benchmarks.md.
 */
export const SEARCH_PART_BYTES = { postings: 4_000, rows: 1_000_000, records: 450 };

/**
 * Up to this many gzipped bytes the index is written whole, as one file of records the browser
 * indexes itself: the split index's parts (postings, rows, dictionary) weigh more than the records
 * they are made of, and a first search needs most of them on a small site, so the split pays only
 * once the whole index outgrows what a first search may download (60 KB gzipped).
 */
export const SEARCH_WHOLE_INDEX_MAX_GZ = 50_000;

const hashedName = (content: string) =>
  `/search-index.${createHash('sha256').update(content).digest('hex').slice(0, 16)}.json`;

/**
 * Writes the embedded index into `publicDir` and `search-manifest.json` naming its entry file,
 * removing the files of an earlier build: up to `wholeMaxGz` gzipped bytes, the whole index (one
 * `search-index.<hash>.json` holding every record); beyond, the split index (src/search/index-format.ts:
 * the dictionary and its postings, rows and records files, each `search-index.<hash>.json`).
 */
export function writeIndexFiles(
  publicDir: string,
  records: readonly SearchRecord[],
  { wholeMaxGz = SEARCH_WHOLE_INDEX_MAX_GZ }: { wholeMaxGz?: number } = {},
): { file: string; bytes: number; files: number; split: boolean } {
  const contents = new Map<string, string>();
  const whole = JSON.stringify({ version: WHOLE_INDEX_VERSION, records });
  const split = gzipSync(whole).length > wholeMaxGz;
  const content = split ? splitContents(records, contents) : whole;
  const file = hashedName(content);
  contents.set(file, content);
  fs.mkdirSync(publicDir, { recursive: true });
  // A name says its content (a hash of it, or of the whole set of parts and the part's place), so
  // a file the last build wrote under a name written again is kept as it is: a rebuild that leaves
  // the records as they were (most edits) rewrites none of a large site's thousands of parts. The
  // size is compared too, in case a build stopped in the middle of writing one.
  const kept = new Set<string>();
  for (const old of fs.readdirSync(publicDir)) {
    if (!/^(search-index\.[0-9a-f]+\.json|docsearch-modal\.[0-9a-f]+\.css)$/.test(old)) continue;
    const text = contents.get(`/${old}`);
    const file = path.join(publicDir, old);
    if (text !== undefined && fs.statSync(file).size === Buffer.byteLength(text)) kept.add(old);
    else fs.unlinkSync(file);
  }
  let bytes = 0;
  for (const [name, text] of contents) {
    if (!kept.has(name.slice(1))) fs.writeFileSync(path.join(publicDir, name), text);
    bytes += Buffer.byteLength(text);
  }
  const css = writeModalCss(publicDir);
  fs.writeFileSync(
    path.join(publicDir, MANIFEST_PATH),
    JSON.stringify({ index: file, css, records: records.length }),
  );
  return { file, bytes, files: contents.size, split };
}

/**
 * The split index's dictionary; its parts go into `contents` by path. The parts are named by one
 * hash of all of them, their kind and their number (`search-index.<hash><kind><n>.json`, `FileRun`
 * in src/search/split-files.ts): new names whenever any part changes, and a dictionary that lists them in
 * a few bytes.
 */
function splitContents(records: readonly SearchRecord[], contents: Map<string, string>): string {
  const json = buildIndex(records).toJSON() as unknown as SerializedIndex;
  const { dictionary, parts } = splitIndex(json, rankRowsOf(records), records, SEARCH_PART_BYTES);
  const written = parts.map((part) => JSON.stringify(part.content));
  const hash = createHash('sha256');
  for (const text of written) hash.update(text).update('\n');
  const setHash = hash.digest('hex').slice(0, 16);
  for (const kind of PART_KINDS) dictionary[kind].prefix = runPrefix(setHash, kind);
  const paths = Object.fromEntries(
    PART_KINDS.map((kind) => [kind, partPaths(dictionary[kind])]),
  ) as Record<PartKind, string[]>;
  parts.forEach((part, i) => contents.set(paths[part.kind][part.n], written[i]));
  return JSON.stringify(dictionary);
}

/** Writes the embedded index of `pages` (each page's records from the cache if unchanged). */
export async function writeSearchFiles(
  pages: readonly SearchPageInput[],
  publicDir: string,
  reporter: { info(message: string): void },
  cache?: ResultCache,
): Promise<void> {
  const records = (await cachedResults(cache, 'search-records', pages, buildPageRecords)).flat();
  const { file, bytes, files, split } = writeIndexFiles(publicDir, records);
  reporter.info(
    `search: wrote ${records.length} records, ${split ? `a split index of ${files} files` : 'a whole index'} (${bytes} bytes), entry public${file}`,
  );
}
