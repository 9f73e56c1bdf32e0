#!/usr/bin/env node
/**
 * Search figures: embedded index size (raw and gzipped), per-keystroke query time (median and
 * 95th percentile over 50 realistic queries, every prefix typed) in Chromium and in Node, and the
 * gzipped bytes of the search code a page loads before search is used (the button) vs. on first
 * use (the modal chunk, beside the other DocSearch versions it could be built with:
 * search-code-size.mjs). Uses the built index (public/search-manifest.json) when present and
 * SEARCH_BENCH_SOURCES is not set, otherwise the records of the pages read from the sources
 * (src/test-utils/search-source-pages.ts) with the same record builder (search-sources.mjs).
 *
 *   node bench/search.mjs            (after `npm run build` for the real index)
 *   node bench/search.mjs --json     (machine-readable)
 */
import { launchBrowser } from '@chartwrap/test-support';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { measureColdStart } from './search-cold-start.mjs';
import { searchCodeSize } from './search-code-size.mjs';
import {
  bundle,
  keystrokes,
  loadRecords,
  percentile,
  QUERIES,
  REQUEST,
  ROOT,
  TMP,
} from './search-sources.mjs';

// The other search benches (and large-data.mjs) import these from here.
export {
  bundle,
  importSources,
  loadRecords,
  QUERIES,
  REQUEST,
  splitModule,
} from './search-sources.mjs';
export { modalCandidates } from './search-code-size.mjs';

const asJson = process.argv.includes('--json');

/** The engine's build and per-keystroke times over `records`, in Node and in Chromium. */
async function queryTimes(records) {
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

  return { typed, nodeBuildMs, nodeTimes, chromium };
}

async function main() {
  const { source, files, records } = await loadRecords();
  const { typed, nodeBuildMs, nodeTimes, chromium } = await queryTimes(records);
  const { button, modal, modalCss, candidates } = await searchCodeSize();

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
  if (asJson) console.log(JSON.stringify(result, null, 2));
  else printResult(result, source);
}

/** The figures as the bench prints them. */
function printResult(result, source) {
  const { coldStart } = result;
  const { beforeFirstUse: button, modalCandidates: candidates } = result.code;
  const { js: modal, cssGzip: modalCss } = result.code.onFirstUse;
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

// Run as a script (not when imported for its helpers).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
