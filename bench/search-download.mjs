#!/usr/bin/env node
/**
 * What a first search downloads: the site's own embedded search client (src/search/embedded.ts,
 * bundled from its TypeScript sources) over the index files of a built `public/`, a fresh client
 * per query (a new page), the query typed key by key with the request the modal and the results
 * page send; every file it fetches (the manifest, the dictionary, the parts) is counted raw and
 * gzipped (level 9).
 *
 *   node bench/search-download.mjs [publicDir] [query…]     (default: public/, a sample of
 *                                                            bench/search-relevance.json)
 *   node bench/search-download.mjs public --synthetic 1000  (the records of public/ plus 1,000
 *                                                            copies of the pie chart page's)
 *   add --all for every query of the relevance set (some 2 minutes at +1,000 pages), --json for
 *                                                            machine-readable output
 *   node bench/search-download.mjs public --split --out DIR   (only write public/'s records as a
 *                                                            split index into DIR, at any size:
 *                                                            the browser tests serve it)
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { importSources, splitModule } from './search-sources.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TMP = path.join(ROOT, 'bench/.tmp');

/** The queries of the relevance set. */
function relevanceQueries() {
  const set = JSON.parse(fs.readFileSync(path.join(ROOT, 'bench/search-relevance.json'), 'utf8'));
  return set.queries.map((q) => q.q);
}

/** Every 4th query of the relevance set: each kind of query (chart, task, option, typo…). */
export function sampleQueries() {
  return relevanceQueries().filter((_, i) => i % 4 === 0);
}

let modules;
function loadModules() {
  modules ??= importSources(
    'search-download-modules',
    [
      "export { createEmbeddedClient, fetchIndex } from './src/search/embedded';",
      "export { sharedSearchParameters, SNIPPET_WORDS, ATTRIBUTES_TO_RETRIEVE } from './src/config';",
      "export { writeIndexFiles } from './src/node/search/index-files';",
      "export { withSyntheticRecords } from './src/test-utils/synthetic-records';",
    ],
    { packages: 'external' },
  );
  return modules;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * For each query, typed key by key into a fresh client over the index files of `publicDir`: the
 * files fetched and their bytes, raw and gzipped; with the largest and the median gzipped total.
 */
/** Clients made so far in this process (each gets a base path of its own). */
let clients = 0;

export async function firstSearchDownload(publicDir, queries = sampleQueries()) {
  const m = await loadModules();
  const sizes = new Map();
  const sizeOf = (file) => {
    if (!sizes.has(file)) {
      const content = fs.readFileSync(file);
      sizes.set(file, { raw: content.length, gz: gzipSync(content, { level: 9 }).length });
    }
    return sizes.get(file);
  };
  const request = {
    indexName: 'download',
    ...m.sharedSearchParameters(m.SNIPPET_WORDS),
    attributesToRetrieve: m.ATTRIBUTES_TO_RETRIEVE,
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    snippetEllipsisText: '…',
  };
  const realFetch = globalThis.fetch;
  const perQuery = [];
  try {
    for (const [i, query] of queries.entries()) {
      // A base of its own per query and per call (the client keeps what it fetched by base, and
      // the growth bench measures several sites in one process): nothing, not even the manifest,
      // is shared with the last one.
      const base = `/first-search-${++clients}-${i}`;
      const fetched = new Set();
      globalThis.fetch = async (url) => {
        const file = path.join(publicDir, String(url).slice(base.length));
        if (!fs.existsSync(file)) return new Response('', { status: 404 });
        fetched.add(file);
        return new Response(fs.readFileSync(file), { status: 200 });
      };
      const client = m.createEmbeddedClient(m.fetchIndex(base));
      for (let k = 1; k <= query.length; k++)
        await client.search({ requests: [{ ...request, query: query.slice(0, k) }] });
      let rawBytes = 0;
      let gzBytes = 0;
      for (const file of fetched) {
        const { raw, gz } = sizeOf(file);
        rawBytes += raw;
        gzBytes += gz;
      }
      perQuery.push({
        query,
        files: fetched.size,
        rawBytes,
        gzBytes,
        fetched: [...fetched].map((f) => `/${path.relative(publicDir, f)}`),
      });
    }
  } finally {
    globalThis.fetch = realFetch;
  }
  const gz = perQuery.map((q) => q.gzBytes);
  return { perQuery, maxGz: Math.max(...gz), medianGz: median(gz) };
}

/** The records of the index in `publicDir` (whole or split). */
export async function builtRecords(publicDir) {
  const read = (file) => JSON.parse(fs.readFileSync(path.join(publicDir, file), 'utf8'));
  const entry = read(read('search-manifest.json').index);
  if (entry.version === 1) return entry.records;
  const { splitRecords } = await splitModule();
  return splitRecords(entry, read);
}

/**
 * A `public/`-like directory (`dir`) holding the index of the records of `publicDir` plus `count`
 * synthetic copies of the pie chart page's records, written by the build's own code (whole or
 * split as the build decides, or split at any size with `split`).
 */
export async function syntheticPublicDir(
  publicDir,
  count,
  { dir = path.join(TMP, `search-synthetic-${count}`), split = false } = {},
) {
  const m = await loadModules();
  const records = await builtRecords(publicDir);
  fs.rmSync(dir, { recursive: true, force: true });
  m.writeIndexFiles(
    dir,
    count ? m.withSyntheticRecords(records, count) : records,
    split ? { wholeMaxGz: 0 } : {},
  );
  return dir;
}

/** Every embedded search file in `publicDir` (the whole index), raw and gzipped. */
export function indexTotal(publicDir) {
  let raw = 0;
  let gz = 0;
  let files = 0;
  for (const name of fs.readdirSync(publicDir)) {
    if (!/^search-(index\..*|manifest)\.json$/.test(name)) continue;
    const content = fs.readFileSync(path.join(publicDir, name));
    raw += content.length;
    gz += gzipSync(content, { level: 9 }).length;
    files++;
  }
  return { files, raw, gz };
}

async function main() {
  const args = process.argv.slice(2);
  const asJson = args.includes('--json');
  const valueOf = (flag) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
  const synthetic = Number(valueOf('--synthetic') ?? 0);
  const out = valueOf('--out');
  const split = args.includes('--split');
  const rest = args.filter(
    (a, i) => !a.startsWith('--') && !['--synthetic', '--out'].includes(args[i - 1]),
  );
  let publicDir = path.resolve(rest[0] ?? path.join(ROOT, 'public'));
  if (!fs.existsSync(path.join(publicDir, 'search-manifest.json')))
    throw new Error(`${publicDir}: no search-manifest.json (build the site first)`);
  if (out) {
    await syntheticPublicDir(publicDir, synthetic, { dir: path.resolve(out), split });
    return;
  }
  if (synthetic || split) publicDir = await syntheticPublicDir(publicDir, synthetic, { split });
  const queries =
    rest.length > 1 ? rest.slice(1) : args.includes('--all') ? relevanceQueries() : sampleQueries();
  const result = await firstSearchDownload(publicDir, queries);
  const total = indexTotal(publicDir);
  if (asJson) {
    console.log(JSON.stringify({ publicDir, index: total, ...result }, null, 2));
    return;
  }
  const kb = (n) => (n / 1024).toFixed(1);
  console.log(
    `${publicDir}${synthetic ? ` (+${synthetic} synthetic pages)` : ''}: index ${total.files} files, ` +
      `${kb(total.raw)} KB raw / ${kb(total.gz)} KB gz\n`,
  );
  console.log('| query | files | raw KB | gz KB |\n|---|---|---|---|');
  for (const q of result.perQuery)
    console.log(`| ${q.query} | ${q.files} | ${kb(q.rawBytes)} | ${kb(q.gzBytes)} |`);
  console.log(`\nfirst search: max ${kb(result.maxGz)} KB gz, median ${kb(result.medianGz)} KB gz`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
