// What a first visit downloads, measured in Chromium from the network (playwright-core): every
// same-origin script and stylesheet response a fresh browser context receives until the load event
// plus network idle (and 1 s more), each body compressed here with gzip -9 and Brotli q11 (what a
// static host serves precompressed). Speculative prefetches (<link rel=prefetch> of linked pages'
// chunks, Gatsby's hover/visible prefetching) are counted separately, not in the first visit. The
// charts loader URL is answered by the fake loader (its size is not ours and is not counted).
// Also: CSS inlined in the HTML, the HTML document itself, the largest single chunk, and the
// example pages after pressing "Edit" (the live editor loaded on demand), and the pie chart page
// after pressing "Explore options" (the options explorer's chunk), with the time from the click
// until its controls show (measured in the page, so it follows the machine's load).
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser, routeFakeGoogle } from '@chartwrap/test-support';
import {
  TMP,
  brotliLen,
  gzipLen,
  kb,
  serveSite,
  snapshotPublic,
  withGatsbyLock,
} from './site-server.mjs';

export const PAGES = [
  '/',
  '/examples/',
  '/examples/pie-chart',
  '/examples/advanced-controls',
  '/tags/pie-chart',
  '/docs/quick-walkthrough',
];
export const EDIT_PAGES = ['/examples/pie-chart', '/examples/advanced-controls'];
export const EXPLORE_PAGES = ['/examples/pie-chart'];

export async function ensureSnapshot() {
  const dir = path.join(TMP, 'public');
  if (!fs.existsSync(path.join(dir, 'index.html'))) await withGatsbyLock(() => snapshotPublic());
  return dir;
}

const empty = () => ({ count: 0, raw: 0, gzip: 0, brotli: 0 });
function add(bucket, body) {
  bucket.count++;
  bucket.raw += body.length;
  bucket.gzip += gzipLen(body);
  bucket.brotli += brotliLen(body);
}

/** What the responses of one phase of a visit weigh: scripts, styles, the document, data. */
function weightOfPhase(seen, phase) {
  const js = empty();
  const css = empty();
  const prefetch = empty();
  const data = empty();
  let doc = null;
  let inlineCss = 0;
  const chunks = [];
  for (const r of seen.filter((s) => s.phase === phase)) {
    const file = new URL(r.url).pathname;
    if (r.type === 'document') {
      doc = { raw: r.body.length, gzip: gzipLen(r.body) };
      const styles = [...r.body.toString('utf8').matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)];
      inlineCss = gzipLen(Buffer.from(styles.map((m) => m[1]).join('\n')));
    } else if (r.type === 'script') {
      add(js, r.body);
      chunks.push({ file, gzip: gzipLen(r.body) });
    } else if (r.type === 'stylesheet') add(css, r.body);
    else if (/\.(js|css)$/.test(file)) add(prefetch, r.body);
    else if (/\.json$/.test(file)) add(data, r.body);
  }
  chunks.sort((a, b) => b.gzip - a.gzip);
  return {
    js,
    css,
    inlineCssGzip: inlineCss,
    document: doc,
    prefetched: prefetch,
    json: data,
    chunks,
  };
}

async function visit(browser, base, route, { edit = false, explore = false } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await routeFakeGoogle(context);
  const page = await context.newPage();
  const origin = new URL(base).origin;
  const seen = [];
  const pending = [];
  let phase = 'first';
  page.on('response', (response) => {
    const req = response.request();
    if (new URL(req.url()).origin !== origin) return;
    const at = phase;
    pending.push(
      response
        .body()
        .then((body) => seen.push({ url: req.url(), type: req.resourceType(), body, phase: at }))
        .catch(() => {}),
    );
  });
  await page.goto(base + route, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  let edited = null;
  if (edit) {
    const button = page.getByRole('button', { name: 'Edit', exact: true }).first();
    if ((await button.count()) > 0) {
      await Promise.all(pending);
      phase = 'edit';
      await button.click();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1500);
      edited = true;
    } else edited = false;
  }
  let explored = null;
  if (explore) {
    await Promise.all(pending);
    phase = 'explore';
    // From the click to the first control in the page, timed by the page's own clock.
    const openMs = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const button = [...document.querySelectorAll('button')].find(
            (b) => b.textContent === 'Explore options',
          );
          if (!button) return resolve(null);
          const start = performance.now();
          const shown = () =>
            document.querySelector('[data-testid="options-explorer"] [data-kind]');
          const observer = new MutationObserver(() => {
            if (!shown()) return;
            observer.disconnect();
            resolve(performance.now() - start);
          });
          observer.observe(document.body, { childList: true, subtree: true });
          button.click();
        }),
    );
    await page.waitForLoadState('networkidle');
    explored = { openMs };
  }
  await Promise.all(pending);
  await context.close();

  return {
    route,
    first: weightOfPhase(seen, 'first'),
    edit: edited === null ? undefined : { clicked: edited, ...weightOfPhase(seen, 'edit') },
    explore: explored === null ? undefined : { ...explored, ...weightOfPhase(seen, 'explore') },
  };
}

function largestFile(dir) {
  let best = null;
  for (const f of fs.readdirSync(dir)) {
    if (!f.endsWith('.js')) continue;
    const body = fs.readFileSync(path.join(dir, f));
    const g = gzipLen(body);
    if (!best || g > best.gzip)
      best = { file: f, raw: body.length, gzip: g, brotli: brotliLen(body) };
  }
  return best;
}

export default async function siteWeight() {
  const dir = await ensureSnapshot();
  const server = await serveSite(dir);
  const browser = await launchBrowser();
  const pages = {};
  try {
    for (const route of PAGES) {
      const v = await visit(browser, server.url, route, { edit: EDIT_PAGES.includes(route) });
      if (EXPLORE_PAGES.includes(route)) {
        v.explore = (await visit(browser, server.url, route, { explore: true })).explore;
      }
      pages[route] = v;
    }
  } finally {
    await browser.close();
    await server.close();
  }
  let largestLoaded = null;
  for (const v of Object.values(pages)) {
    for (const phase of [v.first, v.edit].filter(Boolean)) {
      const c = phase.chunks[0];
      if (c && (!largestLoaded || c.gzip > largestLoaded.gzip))
        largestLoaded = { ...c, route: v.route };
    }
  }
  const summary = {};
  for (const [route, v] of Object.entries(pages)) {
    summary[route] = {
      jsGzip: v.first.js.gzip,
      jsBrotli: v.first.js.brotli,
      cssGzip: v.first.css.gzip,
      cssBrotli: v.first.css.brotli,
      inlineCssGzip: v.first.inlineCssGzip,
      htmlGzip: v.first.document?.gzip ?? null,
      scripts: v.first.js.count,
      stylesheets: v.first.css.count,
      prefetchedGzip: v.first.prefetched.gzip,
      pageDataGzip: v.first.json.gzip,
      chunks: v.first.chunks,
      ...(v.edit
        ? {
            editClicked: v.edit.clicked,
            afterEditJsGzip: v.first.js.gzip + v.edit.js.gzip,
            afterEditJsBrotli: v.first.js.brotli + v.edit.js.brotli,
            afterEditCssGzip: v.first.css.gzip + v.edit.css.gzip,
            editChunks: v.edit.chunks,
          }
        : {}),
      ...(v.explore
        ? {
            exploreOpenMs: v.explore.openMs,
            exploreJsGzip: v.explore.js.gzip,
            exploreCssGzip: v.explore.css.gzip,
            exploreChunks: v.explore.chunks,
          }
        : {}),
    };
  }
  const result = {
    method:
      'Chromium (playwright-core), fresh context per page; same-origin script+stylesheet responses until load + network idle + 1 s; bodies gzip -9 / Brotli q11; prefetches counted apart',
    pages: summary,
    largestChunkLoaded: largestLoaded,
    largestChunkInBuild: largestFile(dir),
    targets: { homeJsGzip: 90 * 1024, exampleJsGzip: 130 * 1024 },
    peer: {
      everyPageScriptTagsGzip: 165 * 1024,
      homeJsGzip: 504 * 1024,
      exampleJsGzip: 245 * 1024,
    },
  };
  console.log('\nFirst visit downloads (Chromium network, KB; gzip -9 / Brotli q11)');
  console.log(
    `  ${'page'.padEnd(30)} ${'JS gz'.padStart(7)} ${'JS br'.padStart(7)} ${'CSS gz'.padStart(7)} ${'inl.CSS'.padStart(7)} ${'HTML gz'.padStart(7)} ${'prefetch'.padStart(8)}  after Edit JS gz/br`,
  );
  for (const [route, s] of Object.entries(summary)) {
    console.log(
      `  ${route.padEnd(30)} ${kb(s.jsGzip).padStart(7)} ${kb(s.jsBrotli).padStart(7)} ${kb(s.cssGzip).padStart(7)} ${kb(s.inlineCssGzip).padStart(7)} ${kb(s.htmlGzip ?? 0).padStart(7)} ${kb(s.prefetchedGzip).padStart(8)}  ${s.editClicked === undefined ? '' : s.editClicked ? `${kb(s.afterEditJsGzip)} / ${kb(s.afterEditJsBrotli)}` : '(no Edit button)'}`,
    );
  }
  for (const [route, s] of Object.entries(summary)) {
    if (s.exploreJsGzip === undefined) continue;
    console.log(
      `  ${route} after "Explore options": +${kb(s.exploreJsGzip)} KB JS gz (${s.exploreChunks.length} chunks), +${kb(s.exploreCssGzip)} KB CSS gz; controls shown ${s.exploreOpenMs === null ? '(no button)' : `${Math.round(s.exploreOpenMs)} ms`} after the click`,
    );
  }
  if (largestLoaded)
    console.log(
      `  largest chunk loaded: ${largestLoaded.file} ${kb(largestLoaded.gzip)} KB gz (on ${largestLoaded.route})`,
    );
  if (result.largestChunkInBuild)
    console.log(
      `  largest chunk in the build: ${result.largestChunkInBuild.file} ${kb(result.largestChunkInBuild.gzip)} KB gz / ${kb(result.largestChunkInBuild.brotli)} KB br`,
    );
  return result;
}
