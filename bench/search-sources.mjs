/**
 * What the search benches share: the realistic queries and the request the modal sends, the
 * site's search code bundled for a browser or imported in Node, and the records to search (the
 * built index, or the pages read from the sources when there is no build).
 */
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const TMP = path.join(ROOT, 'bench/.tmp');
fs.mkdirSync(TMP, { recursive: true });

export const QUERIES = [
  'pie',
  'pie chart',
  'donut',
  'bar chart',
  'column chart',
  'line chart',
  'area',
  'scatter',
  'bubble',
  'histogram',
  'candlestick',
  'combo chart',
  'gauge',
  'geo chart',
  'map',
  'calendar',
  'timeline',
  'gantt',
  'org chart',
  'tree map',
  'sankey',
  'word tree',
  'table',
  'stepped area',
  'material',
  'controls',
  'dashboard',
  'range filter',
  'category filter',
  'events',
  'select event',
  'ready',
  'chart editor',
  'toolbar',
  'spreadsheet',
  'animation',
  'layout',
  'legend',
  'options',
  'typescript',
  'install',
  'data table',
  'rows columns',
  'formatters',
  'error',
  'retry',
  'loader',
  'width height',
  'tooltip',
  'contrls',
];

export async function bundle(entry, outfile, globalName) {
  await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'iife',
    globalName,
    platform: 'browser',
    outfile,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return fs.readFileSync(outfile, 'utf8');
}

/**
 * The site's TypeScript sources, bundled for Node and imported: `exportLines` are the entry's
 * `export … from './src/…'` lines (relative to the repository), `options` extra esbuild options.
 */
export async function importSources(name, exportLines, options = {}) {
  const out = path.join(TMP, `${name}.mjs`);
  await build({
    stdin: { contents: exportLines.join('\n'), resolveDir: ROOT, loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    outfile: out,
    logLevel: 'silent',
    ...options,
  });
  return import(`${pathToFileURL(out).href}?${Date.now()}`);
}

let loadedSplitModule;
/** The split index's readers (src/search/split-engine.ts): its parts' names and its records. */
export function splitModule() {
  loadedSplitModule ??= importSources(
    'split-index',
    [
      "export { splitRecords } from './src/search/split-engine';",
      "export { everyPartPath } from './src/search/split-files';",
    ],
    { packages: 'external' },
  );
  return loadedSplitModule;
}

export async function loadRecords() {
  const publicDir = process.env.SEARCH_BENCH_PUBLIC ?? path.join(ROOT, 'public');
  const manifestFile = path.join(publicDir, 'search-manifest.json');
  if (fs.existsSync(manifestFile) && !process.env.SEARCH_BENCH_SOURCES) {
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    const read = (file) => fs.readFileSync(path.join(publicDir, file));
    const entry = JSON.parse(read(manifest.index));
    // The whole index (a small site): one file of records.
    if (Array.isArray(entry.records)) {
      return {
        source: `${path.relative(ROOT, publicDir) || publicDir}${manifest.index}`,
        files: [read(manifest.index)],
        records: entry.records,
      };
    }
    // The split index: the manifest names the dictionary, which names every part.
    const { everyPartPath, splitRecords } = await splitModule();
    const dictionary = entry;
    const parts = everyPartPath(dictionary);
    return {
      source: `${path.relative(ROOT, publicDir) || publicDir}${manifest.index} and its parts`,
      files: [manifest.index, ...new Set(parts)].map(read),
      records: splitRecords(dictionary, (file) => JSON.parse(read(file))),
    };
  }
  // No build yet: the same builder over the pages read from the sources (no props reference).
  const site = await importSources(
    'records',
    [
      "export { buildRecords } from './src/node/search/search-records';",
      "export { readSearchPages } from './src/test-utils/search-source-pages';",
    ],
    { packages: 'external' },
  );
  const pages = site.readSearchPages(ROOT);
  const records = site.buildRecords(pages);
  const files = [Buffer.from(JSON.stringify({ version: 1, records }))];
  return { source: 'content/ (no build found)', files, records };
}

export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Every prefix of every query, as a reader types them. */
export function keystrokes() {
  const list = [];
  for (const q of QUERIES) for (let i = 1; i <= q.length; i++) list.push(q.slice(0, i));
  return list;
}

export const REQUEST = {
  indexName: 'bench',
  hitsPerPage: 20,
  facetFilters: ['language:en', ['tags:default', 'tags:docs-default-current']],
  attributesToSnippet: [
    'hierarchy.lvl1:10',
    'hierarchy.lvl2:10',
    'hierarchy.lvl3:10',
    'content:10',
  ],
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  snippetEllipsisText: '…',
};
