// The writer's loop: `gatsby develop` after `gatsby clean` until GraphiQL and then the site answer,
// and the hot-reload latency of an MDX edit seen in an open Chromium tab (the edited text appears
// without a full reload; median of several edits). Wall time beside the develop process tree's CPU
// time, and the load average. Runs while holding the build lock; the edited file is restored.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { launchBrowser } from '@chartwrap/test-support';
import { ROOT, TMP, withGatsbyLock } from './site-server.mjs';
import { EDITED_MDX, gatsbyEnvironment } from './site-build.mjs';
import { median, treeCpuSeconds } from './process-tree.mjs';

const EDITED_PAGE = '/examples/pie-chart';
const EDITS = Number(process.env.BENCH_HOT_RELOAD_EDITS ?? 5);
const START_TIMEOUT_MS = 180_000;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** Starts `gatsby develop` and times the moments GraphiQL and then the site first answer. */
async function startDevelop(port) {
  fs.mkdirSync(TMP, { recursive: true });
  const log = fs.openSync(path.join(TMP, 'develop.log'), 'w');
  const started = performance.now();
  const child = spawn(
    path.join(ROOT, 'node_modules/.bin/gatsby'),
    ['develop', '-H', '127.0.0.1', '-p', String(port)],
    {
      cwd: ROOT,
      env: { ...gatsbyEnvironment(), NODE_ENV: 'development' },
      stdio: ['ignore', log, log],
      detached: true,
    },
  );
  let exited = null;
  child.once('exit', (code) => (exited = code));
  const base = `http://127.0.0.1:${port}`;
  let graphiql = null;
  let site = null;
  while (site === null) {
    if (exited !== null)
      throw new Error(`gatsby develop exited (${exited}); see bench/.tmp/develop.log`);
    if (performance.now() - started > START_TIMEOUT_MS)
      throw new Error('gatsby develop did not answer');
    if (graphiql === null && (await answers(`${base}/___graphql`)))
      graphiql = (performance.now() - started) / 1000;
    if (graphiql !== null && (await answers(`${base}/`)))
      site = (performance.now() - started) / 1000;
    else await new Promise((r) => setTimeout(r, 100));
  }
  return {
    child,
    base,
    graphiqlSeconds: graphiql,
    siteSeconds: site,
    cpuSeconds: treeCpuSeconds(child.pid),
  };
}

/** Edits the MDX file `EDITS` times; each time, the milliseconds until the tab shows the edit. */
async function hotReloadLatencies(base) {
  const browser = await launchBrowser();
  const file = path.join(ROOT, EDITED_MDX);
  const original = fs.readFileSync(file, 'utf8');
  try {
    const page = await browser.newPage();
    await page.goto(`${base}${EDITED_PAGE}`, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
      timeout: 60_000,
    });
    // A full reload would drop this mark: every edit must arrive by hot reload.
    await page.evaluate(() => {
      window.__benchSamePage = true;
    });
    const latencies = [];
    for (let i = 0; i < EDITS; i++) {
      const marker = `Bench edit ${Date.now()}-${i}`;
      // The tab records when the marker appears (same machine, same clock as Date.now() here).
      const seen = page.evaluate(
        (text) =>
          new Promise((resolve) => {
            const check = () => document.body.innerText.includes(text);
            const observer = new MutationObserver(() => {
              if (check()) {
                observer.disconnect();
                resolve(Date.now());
              }
            });
            observer.observe(document.body, {
              childList: true,
              subtree: true,
              characterData: true,
            });
          }),
        marker,
      );
      await new Promise((r) => setTimeout(r, 300)); // the observer is in place
      const written = Date.now();
      fs.writeFileSync(file, `${original}\n${marker}\n`);
      const shown = await Promise.race([
        seen,
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error('edit not shown in 30 s')), 30_000),
        ),
      ]);
      if (!(await page.evaluate(() => window.__benchSamePage === true)))
        throw new Error('the edit reloaded the whole page instead of hot reloading');
      latencies.push(shown - written);
      await new Promise((r) => setTimeout(r, 1000)); // let develop settle before the next edit
    }
    return latencies;
  } finally {
    fs.writeFileSync(file, original);
    await browser.close();
  }
}

export default async function siteDevelop() {
  const loadAverage = os.loadavg().map((n) => Number(n.toFixed(2)));
  const result = await withGatsbyLock(async () => {
    fs.rmSync(path.join(ROOT, '.cache'), { recursive: true, force: true });
    fs.rmSync(path.join(ROOT, 'public'), { recursive: true, force: true });
    const develop = await startDevelop(await freePort());
    try {
      const latencies = await hotReloadLatencies(develop.base);
      return {
        startup: {
          graphiqlSeconds: Number(develop.graphiqlSeconds.toFixed(1)),
          siteSeconds: Number(develop.siteSeconds.toFixed(1)),
          cpuSeconds: Number(develop.cpuSeconds.toFixed(1)),
        },
        hotReload: {
          editedFile: EDITED_MDX,
          page: EDITED_PAGE,
          latenciesMs: latencies,
          medianMs: median(latencies),
        },
      };
    } finally {
      try {
        process.kill(-develop.child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await new Promise((r) => setTimeout(r, 1000));
      // develop wrote its own public/: a later E2E_REUSE_BUILD must not take it for a build
      fs.rmSync(path.join(ROOT, 'public'), { recursive: true, force: true });
    }
  });
  result.loadAverageAtStart = loadAverage;
  result.targets = { startupSeconds: 20, hotReloadMs: 1000 };
  const { startup, hotReload } = result;
  console.log('\nSite develop (`gatsby develop` after `gatsby clean`)');
  console.log(
    `  start-up: GraphiQL answers after ${startup.graphiqlSeconds} s, the site after ${startup.siteSeconds} s wall (${startup.cpuSeconds} s CPU); target 20 s`,
  );
  console.log(
    `  hot reload of one MDX edit in an open tab: median ${hotReload.medianMs} ms over ${hotReload.latenciesMs.length} edits (${hotReload.latenciesMs.join(', ')} ms); target 1000 ms`,
  );
  console.log(`  load average at start ${loadAverage.join(' ')} on ${os.cpus().length} cores`);
  return result;
}
