#!/usr/bin/env node
/**
 * Search figures: embedded index size (raw and gzipped), per-keystroke query time (median and
 * 95th percentile over 50 realistic queries, every prefix typed) in Chromium and in Node, and the
 * gzipped bytes of the search code a page loads before search is used (the button) vs. on first
 * use (the modal chunk, beside the other DocSearch versions it could be built with: see
 * `modalCandidates`). Uses the built index (public/search-manifest.json) when present and
 * SEARCH_BENCH_SOURCES is not set, otherwise the records of the pages read from the sources
 * (src/test-utils/search-source-pages.ts) with the same record builder.
 *
 *   node bench/search.mjs            (after `npm run build` for the real index)
 *   node bench/search.mjs --json     (machine-readable)
 */
import { launchBrowser } from '@chartwrap/test-support';
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TMP = path.join(ROOT, 'bench/.tmp');
fs.mkdirSync(TMP, { recursive: true });
const asJson = process.argv.includes('--json');

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
/** The split index's readers (src/search/split.ts): its parts' names and its records. */
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

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function keystrokes() {
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

async function main() {
  const { source, files, records } = await loadRecords();
  const engineSrc = await bundle(
    path.join(ROOT, 'src/search/engine.ts'),
    path.join(TMP, 'engine.js'),
    'SearchEngine',
  );
  const typed = keystrokes();

  // Node
  const engineCjs = path.join(TMP, 'engine.cjs');
  fs.writeFileSync(engineCjs, `${engineSrc}\nmodule.exports = SearchEngine;`);
  const { createSearchEngine } = (await import(pathToFileURL(engineCjs).href)).default;
  let t = performance.now();
  const engine = createSearchEngine(records);
  const nodeBuildMs = performance.now() - t;
  for (const q of typed) engine.search({ ...REQUEST, query: q }); // warm-up
  const nodeTimes = typed.map((q) => {
    const s = performance.now();
    engine.search({ ...REQUEST, query: q });
    return performance.now() - s;
  });
  nodeTimes.sort((a, b) => a - b);

  // Chromium
  let chromium = null;
  try {
    const browser = await launchBrowser();
    const page = await browser.newPage();
    await page.addScriptTag({ content: engineSrc });
    chromium = await page.evaluate(
      ({ records, typed, request }) => {
        const t0 = performance.now();
        const engine = self.SearchEngine.createSearchEngine(records);
        const buildMs = performance.now() - t0;
        for (const q of typed) engine.search({ ...request, query: q });
        const times = typed.map((q) => {
          const s = performance.now();
          engine.search({ ...request, query: q });
          return performance.now() - s;
        });
        return { buildMs, times };
      },
      { records, typed, request: REQUEST },
    );
    chromium.times.sort((a, b) => a - b);
    await browser.close();
  } catch (error) {
    chromium = { error: String(error) };
  }

  // Code loaded before / on first use (minified + gzipped bundles of each part, React excluded).
  const external = ['react', 'react-dom', 'react/jsx-runtime', 'gatsby'];
  const sizeOf = async (entry) => {
    const out = path.join(TMP, `size-${path.basename(entry)}.js`);
    await build({
      entryPoints: [entry],
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      outfile: out,
      external,
      logLevel: 'silent',
      loader: { '.css': 'empty' },
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins: [
        {
          name: 'lazy',
          setup(b) {
            // The button's bundle stops at the lazy imports of the modal and the client.
            b.onResolve({ filter: /^\.\/(SearchModal|client)$/ }, (args) =>
              entry.endsWith('SearchBar.tsx') ? { path: args.path, external: true } : undefined,
            );
          },
        },
      ],
    });
    const code = fs.readFileSync(out);
    return { raw: code.length, gzip: gzipSync(code).length };
  };
  const button = await sizeOf(path.join(ROOT, 'src/search/SearchBar.tsx'));
  const modal = await sizeOf(path.join(ROOT, 'src/search/SearchModal.tsx'));
  const candidates = await modalCandidates();
  // The stylesheet the build writes for the modal (its DocSearch version's, variables scoped).
  const { modalStylesheet } = await importSources(
    'modal-stylesheet',
    ["export { modalStylesheet } from './src/node/search/modal-stylesheet';"],
    { packages: 'external' },
  );
  const modalCss = gzipSync(modalStylesheet(createRequire(path.join(ROOT, 'package.json')))).length;

  // Cold page in Chromium: click the button, type "pie", time to the first hit (needs a build).
  let coldStart = null;
  const publicDir = process.env.SEARCH_BENCH_PUBLIC ?? path.join(ROOT, 'public');
  if (!chromium.error && fs.existsSync(path.join(publicDir, 'search-manifest.json'))) {
    coldStart = await measureColdStart(publicDir);
  }

  const r = (n) => Math.round(n * 1000) / 1000;
  const result = {
    index: {
      source,
      records: records.length,
      files: files.length,
      raw: files.reduce((n, f) => n + f.length, 0),
      gzip: files.reduce((n, f) => n + gzipSync(f).length, 0),
    },
    queries: QUERIES.length,
    keystrokes: typed.length,
    node: {
      buildMs: r(nodeBuildMs),
      p50: r(percentile(nodeTimes, 50)),
      p95: r(percentile(nodeTimes, 95)),
    },
    chromium: chromium.error
      ? chromium
      : {
          buildMs: r(chromium.buildMs),
          p50: r(percentile(chromium.times, 50)),
          p95: r(percentile(chromium.times, 95)),
        },
    coldStart,
    code: {
      beforeFirstUse: button,
      onFirstUse: { js: modal, cssGzip: modalCss },
      modalCandidates: candidates,
    },
  };
  if (asJson) {
    console.log(JSON.stringify(result, null, 2));
    return;
  }
  console.log(`Search (embedded, MiniSearch) — index from ${source}`);
  console.log(
    `  index: ${result.index.records} records, ${(result.index.raw / 1024).toFixed(1)} KB raw, ${(result.index.gzip / 1024).toFixed(1)} KB gzipped in ${result.index.files} files (the whole index; a first search fetches part of it: bench/search-download.mjs)`,
  );
  console.log(
    `  per keystroke (${result.keystrokes} keystrokes of ${result.queries} queries): Chromium p50 ${result.chromium.p50} ms, p95 ${result.chromium.p95} ms (target p95 < 5 ms); Node p50 ${result.node.p50} ms, p95 ${result.node.p95} ms`,
  );
  console.log(
    `  index build in the browser: ${result.chromium.buildMs} ms (Node ${result.node.buildMs} ms)`,
  );
  if (coldStart) {
    console.log(
      `  cold page, click to first results ("pie"): median ${coldStart.medianMs} ms over ${coldStart.runs} runs; first load requested ${coldStart.firstLoadSearchRequests} search files (modal chunk, stylesheet, index)`,
    );
    console.log(
      `  JavaScript loaded from the click to the first hit (the built chunks): ${coldStart.firstSearchJs.files} files, ${(coldStart.firstSearchJs.gzip / 1024).toFixed(1)} KB gz (budget 60 KB)`,
    );
  }
  console.log(
    `  search code before first use (button, shortcuts): ${(button.gzip / 1024).toFixed(1)} KB gz; on first use: modal ${(modal.gzip / 1024).toFixed(1)} KB gz + CSS ${(modalCss / 1024).toFixed(1)} KB gz`,
  );
  console.log('  modal candidates (JS on first use, gzip -9; the budget is 60 KB gz):');
  for (const c of candidates) {
    console.log(
      `    ${c.name.padEnd(58)} ${c.gzip === undefined ? `not installed (${c.install})` : `${(c.gzip / 1024).toFixed(1)} KB gz (${(c.raw / 1024).toFixed(0)} KB raw)`}`,
    );
  }
}

/**
 * JavaScript a first search loads, per candidate for the modal: DocSearch's modal alone, and the
 * site's modal chunk (src/search/SearchModal.tsx with the client, the engine and the vocabulary)
 * built on it. The installed @docsearch/react is the site's; another version is measured when
 * installed beside it under an alias (`npm install --no-save
 * docsearch-react-4@npm:@docsearch/react@4.7.1`), the site's chunk then built on it by an alias.
 * Minified, React and Gatsby left out (the page has them), gzip level 9.
 */
export async function modalCandidates() {
  const installed = JSON.parse(
    fs.readFileSync(path.join(ROOT, 'node_modules/@docsearch/react/package.json'), 'utf8'),
  ).version;
  const versions = [
    { label: installed, module: '@docsearch/react', modal: '@docsearch/react' },
    {
      label: '4.7',
      module: 'docsearch-react-4',
      modal: 'docsearch-react-4/modal',
      install: 'npm install --no-save docsearch-react-4@npm:@docsearch/react@4.7.1',
    },
  ];
  const size = async (stdin, alias) => {
    const result = await build({
      stdin: { contents: stdin, resolveDir: path.join(ROOT, 'src/search'), loader: 'tsx' },
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      external: ['react', 'react-dom', 'react/jsx-runtime', 'gatsby'],
      alias,
      logLevel: 'silent',
      loader: { '.css': 'empty' },
      define: { 'process.env.NODE_ENV': '"production"' },
    });
    const code = result.outputFiles[0].contents;
    return { raw: code.length, gzip: gzipSync(code, { level: 9 }).length };
  };
  const out = [];
  for (const v of versions) {
    // (4.x's exports map does not list its package.json: look for the folder.)
    const present = fs.existsSync(path.join(ROOT, 'node_modules', v.module, 'package.json'));
    const alias = v.module === '@docsearch/react' ? undefined : { '@docsearch/react': v.modal };
    const entries = [
      [
        `@docsearch/react ${v.label}: DocSearchModal alone`,
        `export { DocSearchModal } from '${v.modal}';`,
      ],
      [`site modal chunk on @docsearch/react ${v.label}`, "export * from './SearchModal';"],
    ];
    for (const [name, stdin] of entries) {
      out.push(present ? { name, ...(await size(stdin, alias)) } : { name, install: v.install });
    }
  }
  return out;
}

async function measureColdStart(publicDir) {
  const http = await import('node:http');
  const types = {
    '.html': 'text/html',
    '.js': 'application/javascript',
    '.css': 'text/css',
    '.json': 'application/json',
  };
  const server = http.createServer((req, res) => {
    const p = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    for (const c of [p, path.join(p, 'index.html'), `${p.replace(/\/$/, '')}.html`]) {
      const f = path.join(publicDir, c);
      if (f.startsWith(publicDir) && fs.existsSync(f) && fs.statSync(f).isFile()) {
        res.writeHead(200, {
          'content-type': types[path.extname(f)] ?? 'application/octet-stream',
        });
        fs.createReadStream(f).pipe(res);
        return;
      }
    }
    res.writeHead(404);
    res.end();
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${server.address().port}`;
  const modalChunks = fs
    .readdirSync(publicDir)
    .filter(
      (f) =>
        f.endsWith('.js') &&
        fs.readFileSync(path.join(publicDir, f), 'utf8').includes('DocSearch-Dropdown'),
    );
  const browser = await launchBrowser();
  const times = [];
  let firstLoadSearchRequests = 0;
  /** JavaScript fetched from the click to the first hit (first run), gzip -9 of each file. */
  let firstSearchJs = null;
  for (let run = 0; run < 5; run++) {
    const context = await browser.newContext();
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    const page = await context.newPage();
    const requested = [];
    page.on('request', (req) => requested.push(req.url()));
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    if (run === 0) {
      firstLoadSearchRequests = requested.filter(
        (u) =>
          /search-(index|manifest)|docsearch-modal/.test(u) ||
          modalChunks.some((c) => u.endsWith(`/${c}`)),
      ).length;
    }
    const before = requested.length;
    const start = Date.now();
    await page.locator('.DocSearch-Button').click();
    await page.locator('.DocSearch-Input').waitFor();
    await page.keyboard.type('pie');
    await page.locator('.DocSearch-Hit').first().waitFor();
    times.push(Date.now() - start);
    if (run === 0) {
      const js = requested
        .slice(before)
        .map((u) => path.join(publicDir, new URL(u).pathname))
        .filter((f) => f.endsWith('.js') && fs.existsSync(f));
      firstSearchJs = {
        files: js.length,
        gzip: js.reduce((n, f) => n + gzipSync(fs.readFileSync(f), { level: 9 }).length, 0),
      };
    }
    await context.close();
  }
  await browser.close();
  server.close();
  times.sort((a, b) => a - b);
  return {
    runs: times.length,
    medianMs: times[Math.floor(times.length / 2)],
    allMs: times,
    firstLoadSearchRequests,
    firstSearchJs,
  };
}

// Run as a script (not when imported for its helpers).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
