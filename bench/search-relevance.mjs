#!/usr/bin/env node
/**
 * Search relevance: three query sets, the reader queries of bench/search-relevance.json (what
 * readers name: chart types, options, tasks), the how-to and troubleshooting questions of
 * bench/search-questions.json (what readers ask) and the held-out mix of
 * bench/search-heldout.json (written apart, never tuned against: does a change generalise?),
 * each run against the embedded engine
 * (src/search/engine.ts over the built index, the request the results page sends) and, side by
 * side, against Pagefind (its Node API indexing the same built public/, searched with its own
 * pagefind.js in Chromium, no tuning). Prints top-1, top-3, MRR and empty results per set for
 * both, then the queries the engine misses. A bench section (`node bench.mjs searchRelevance`)
 * and a script (`node bench/search-relevance.mjs [--json] [--no-peer]`).
 */
import { launchBrowser } from '@chartwrap/test-support';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { importSources, loadRecords, REQUEST } from './search-sources.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TMP = path.join(ROOT, 'bench/.tmp');
/** The query sets; each file holds its queries and the targets they are held to (`targets`). */
export const QUERY_SETS = [
  { name: 'reader queries', file: 'bench/search-relevance.json' },
  { name: 'questions', file: 'bench/search-questions.json' },
  { name: 'held-out', file: 'bench/search-heldout.json' },
];

/**
 * The engine and the scorer, bundled for Node from their TypeScript sources. SEARCH_BENCH_ENGINE
 * names another engine source to score instead (e.g. an earlier version, for before/after).
 */
function loadModules() {
  const engine = process.env.SEARCH_BENCH_ENGINE
    ? path.resolve(process.env.SEARCH_BENCH_ENGINE)
    : './src/search/engine';
  return importSources('relevance-modules', [
    `export { createSearchEngine } from ${JSON.stringify(engine)};`,
    "export { scoreSet } from './src/search/relevance';",
  ]);
}

function serveDir(dir) {
  const types = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.wasm': 'application/wasm',
    '.json': 'application/json',
  };
  const server = http.createServer((req, res) => {
    const file = path.join(dir, decodeURIComponent(new URL(req.url, 'http://x').pathname));
    if (!file.startsWith(dir) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404);
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${server.address().port}` }),
    ),
  );
}

/**
 * Pagefind over the built site: index public/ with its Node API, then answer each query with its
 * browser script. One ranked entry per page: the page URL and its sub-results' URLs (a page
 * answers a section target when one of its sub-results is that section).
 */
async function pagefindSearcher(publicDir) {
  const pagefind = await import('pagefind');
  const outDir = path.join(TMP, 'pagefind-site');
  let added;
  try {
    const { index, errors } = await pagefind.createIndex({});
    if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
    added = await index.addDirectory({ path: publicDir });
    if (added.errors.length) throw new Error(`pagefind: ${added.errors.join('; ')}`);
    fs.rmSync(outDir, { recursive: true, force: true });
    await index.writeFiles({ outputPath: path.join(outDir, 'pagefind') });
  } finally {
    await pagefind.close();
  }
  fs.writeFileSync(path.join(outDir, 'index.html'), '<!doctype html><title>pagefind</title>');
  const { server, url } = await serveDir(outDir);
  let browser;
  let page;
  try {
    browser = await launchBrowser();
    page = await browser.newPage();
    await page.goto(`${url}/index.html`);
    await page.evaluate(async () => {
      window.pf = await import('/pagefind/pagefind.js');
      await window.pf.init();
    });
  } catch (error) {
    await browser?.close();
    server.close();
    throw error;
  }
  return {
    pages: added.page_count,
    search: (q) =>
      page.evaluate(async (query) => {
        const { results } = await window.pf.search(query);
        const data = await Promise.all(results.slice(0, 20).map((r) => r.data()));
        return data.map((d) => [d.url, ...d.sub_results.map((s) => s.url)]);
      }, q),
    close: async () => {
      await browser.close();
      server.close();
    },
  };
}

const pct = (x) => `${(x * 100).toFixed(1)} %`;

export default async function searchRelevance() {
  const sets = QUERY_SETS.map((s) => ({
    ...s,
    set: JSON.parse(fs.readFileSync(path.join(ROOT, s.file), 'utf8')),
  }));
  const { source, records } = await loadRecords();
  const { createSearchEngine, scoreSet } = await loadModules();
  const engine = createSearchEngine(records);
  const embedded = [];
  for (const { set } of sets) {
    embedded.push(
      await scoreSet(set, (q) => engine.search({ ...REQUEST, query: q }).hits.map((h) => h.url)),
    );
  }

  const publicDir = process.env.SEARCH_BENCH_PUBLIC ?? path.join(ROOT, 'public');
  /** Pagefind's score per set, or why it was not measured. */
  let peer = null;
  // A stuck peer must not hold the bench (and the machine's build lock) forever.
  const PEER_TIMEOUT_MS = 180_000;
  const withTimeout = (promise) =>
    Promise.race([
      promise,
      new Promise((_, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`timed out after ${PEER_TIMEOUT_MS / 1000} s`)),
          PEER_TIMEOUT_MS,
        );
        timer.unref();
      }),
    ]);
  if (process.argv.includes('--no-peer')) {
    peer = { error: 'skipped (--no-peer)' };
  } else if (fs.existsSync(path.join(publicDir, 'index.html'))) {
    try {
      const pf = await withTimeout(pagefindSearcher(publicDir));
      try {
        peer = { pages: pf.pages, scores: [] };
        for (const { set } of sets) peer.scores.push(await withTimeout(scoreSet(set, pf.search)));
      } finally {
        await pf.close();
      }
    } catch (error) {
      peer = { error: String(error) };
    }
  } else {
    peer = { error: 'no build in public/ (run `npm run build` first)' };
  }

  const line = (name, s) =>
    `  ${name.padEnd(22)} top-1 ${pct(s.top1).padStart(7)}  top-3 ${pct(s.top3).padStart(7)}  MRR ${s.mrr.toFixed(3)}  empty ${s.empty}`;
  const strip = ({ outcomes, ...figures }) => ({
    ...figures,
    misses: outcomes.filter((o) => o.rank !== 1),
  });
  const result = {};
  sets.forEach(({ name, file, set }, i) => {
    const { targets } = set;
    const ours = embedded[i];
    console.log(
      `\nSearch relevance: ${set.queries.length} ${name} (${file}; index from ${source})`,
    );
    console.log(
      line('embedded (ours)', ours) +
        `   (targets: top-1 >= ${targets.top1 * 100} %, top-3 >= ${targets.top3 * 100} %)`,
    );
    if (peer.error) console.log(`  Pagefind: not measured (${peer.error})`);
    else console.log(line(`Pagefind (${peer.pages} pages)`, peer.scores[i]));
    const misses = ours.outcomes.filter((o) => o.rank !== 1);
    if (misses.length) {
      console.log('  not first with ours:');
      for (const o of misses) {
        console.log(
          `    [${o.kind}] "${o.q}": ${o.rank ? `rank ${o.rank}` : o.hits ? 'not in the hits' : 'no hits'}; first: ${o.top[0] ?? '-'}`,
        );
      }
    }
    result[name] = {
      queries: set.queries.length,
      embedded: strip(ours),
      pagefind: peer.error ? peer : strip(peer.scores[i]),
    };
  });
  return result;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await searchRelevance();
  if (process.argv.includes('--json')) console.log(JSON.stringify(result, null, 2));
  // Nothing should be left running; exit even if a peer's handle lingers.
  process.exit(process.exitCode ?? 0);
}
