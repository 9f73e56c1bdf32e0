// Site build figures: cold production build (.cache and public removed first) wall time and peak
// memory (sum of RSS over the whole `gatsby build` process tree, sampled from /proc every 100 ms),
// then a warm rebuild after editing one MDX file (one newline appended, restored afterwards), and
// the pages emitted. Everything runs while holding the build lock (GATSBY_BUILD_LOCK in
// site-server.mjs: one Gatsby build on the machine at a time); the build is then copied to
// bench/.tmp/public for the sections that load it.
//
// BENCH_SKIP_BUILD=1 skips the builds and only snapshots the existing public/ (quick iterations).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, TMP, snapshotPublic, withGatsbyLock } from './site-server.mjs';
import { pssBytes, rssBytes, tree } from './process-tree.mjs';

export const EDITED_MDX = 'content/examples/pie-chart.mdx';

/**
 * The environment Gatsby runs in: this process's, without telemetry, and without the DEBUG variable
 * that Lighthouse's logger sets in this process (graphql-tools would time every step aloud).
 */
export function gatsbyEnvironment() {
  const { DEBUG: _debugNamespaces, ...env } = process.env;
  return { ...env, GATSBY_TELEMETRY_DISABLED: '1' };
}

/**
 * Runs `gatsby build` in `site` (the repository root by default), returning wall and CPU time,
 * peak tree RSS, the peak RSS of its largest process, peak process count and the log.
 */
export async function timedBuild(label, site = ROOT) {
  fs.mkdirSync(TMP, { recursive: true });
  const logFile = path.join(TMP, `build-${label}.log`);
  const log = fs.createWriteStream(logFile);
  const started = performance.now();
  // /usr/bin/time reports the CPU time (user + sys) of the whole tree: a figure that, unlike wall
  // time, hardly depends on what else the shared machine is doing.
  const child = spawn(
    '/usr/bin/time',
    ['-f', '__TIME__ %e %U %S', path.join(ROOT, 'node_modules/.bin/gatsby'), 'build'],
    {
      cwd: site,
      env: { ...gatsbyEnvironment(), CI: '1', NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  // When each of Gatsby's steps ended ("success <step> - 1.2s"), to tell which step the memory
  // peak fell in.
  const stepEnds = [];
  let pending = '';
  const collect = (d) => {
    output += d;
    log.write(d);
    const lines = (pending + d).split('\n');
    pending = lines.pop();
    for (const line of lines) {
      const step = /^success (.+?) - [\d.]+ ?s/.exec(line);
      if (step) stepEnds.push({ step: step[1], at: performance.now() });
    }
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  let peakRss = 0;
  let peakProcessRss = 0;
  let peakPss = 0;
  let peakProcs = 0;
  let peakProcessAt = 0;
  let tick = 0;
  const sampler = setInterval(() => {
    const pids = tree(child.pid);
    const each = pids.map(rssBytes);
    const rss = each.reduce((sum, r) => sum + r, 0);
    if (rss > peakRss) peakRss = rss;
    const largest = Math.max(0, ...each);
    if (largest > peakProcessRss) {
      peakProcessRss = largest;
      peakProcessAt = performance.now();
    }
    if (pids.length > peakProcs) peakProcs = pids.length;
    if (tick++ % 5 === 0) {
      const pss = pids.reduce((sum, p) => sum + pssBytes(p), 0);
      if (pss > peakPss) peakPss = pss;
    }
  }, 100);
  const code = await new Promise((resolve) => child.once('exit', resolve));
  clearInterval(sampler);
  const seconds = (performance.now() - started) / 1000;
  log.end();
  if (code !== 0) {
    throw new Error(
      `gatsby build (${label}) exited with ${code}; log: ${logFile}\n${output.slice(-2000)}`,
    );
  }
  const time = /__TIME__ ([\d.]+) ([\d.]+) ([\d.]+)/.exec(output);
  const htmlMatch = [
    ...output.matchAll(/Building static HTML for pages[^\n]*?(\d+)\/(\d+)/g),
  ].pop();
  return {
    seconds: Number(seconds.toFixed(1)),
    phases: buildPhases(output),
    cpuSeconds: time ? Number((Number(time[2]) + Number(time[3])).toFixed(1)) : null,
    peakRssMB: Math.round(peakRss / 1048576),
    // The largest single process (Gatsby's main process or a worker): what one machine must hold.
    peakProcessRssMB: Math.round(peakProcessRss / 1048576),
    // The step running when that peak was sampled (the first step to end after it).
    peakProcessStep: stepEnds.find(({ at }) => at >= peakProcessAt)?.step ?? 'after the last step',
    peakPssMB: Math.round(peakPss / 1048576),
    peakProcesses: peakProcs,
    htmlRendered: htmlMatch ? Number(htmlMatch[2]) : null,
    log: path.relative(ROOT, logFile),
  };
}

/** Gatsby's own step timings (`success <step> - 1.234s`), summed into the build's phases. */
export function buildPhases(output) {
  const steps = [...output.matchAll(/^(?:success|info) (.+?) - ([\d.]+) ?s/gm)].map((m) => ({
    step: m[1],
    seconds: Number(m[2]),
  }));
  const sum = (test) =>
    Number(
      steps
        .filter(({ step }) => test.test(step))
        .reduce((total, { seconds }) => total + seconds, 0)
        .toFixed(1),
    );
  return {
    bootstrap: sum(/^bootstrap finished$/),
    jsBundles: sum(/^Building production JavaScript and CSS bundles$/),
    htmlRenderer: sum(/^Building HTML renderer$/),
    // Query extraction is part of the bootstrap Gatsby reports; these are the queries run after it.
    queriesAndHtml: sum(
      /^run (static |page )?queries|^Building static HTML for pages$|^Execute page configs$/,
    ),
    postBuild: sum(/onPostBuild/),
  };
}

function countPages(dir) {
  let n = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.html')) n++;
  }
  return n;
}

export default async function siteBuild() {
  const skip = process.env.BENCH_SKIP_BUILD === '1';
  const loadBefore = os.loadavg()[0];
  const result = await withGatsbyLock(async () => {
    if (skip) {
      snapshotPublic();
      return { skipped: true, htmlFiles: countPages(path.join(ROOT, 'public')) };
    }
    fs.rmSync(path.join(ROOT, '.cache'), { recursive: true, force: true });
    fs.rmSync(path.join(ROOT, 'public'), { recursive: true, force: true });
    const cold = await timedBuild('cold');
    const file = path.join(ROOT, EDITED_MDX);
    const original = fs.readFileSync(file);
    let warm;
    try {
      fs.writeFileSync(file, Buffer.concat([original, Buffer.from('\n')]));
      warm = await timedBuild('warm');
    } finally {
      fs.writeFileSync(file, original);
    }
    snapshotPublic();
    return {
      cold,
      warm,
      editedFile: EDITED_MDX,
      pages: cold.htmlRendered,
      htmlFiles: countPages(path.join(TMP, 'public')),
    };
  });
  result.machine = {
    cpus: os.cpus().length,
    loadAverageAtStart: Number(loadBefore.toFixed(2)),
    node: process.version,
  };
  result.peer = {
    name: 'react-google-charts docs (Docusaurus 3.7)',
    coldSeconds: 57,
    peakMB: 1140,
  };
  result.targets = { coldSeconds: 30, warmSeconds: 8 };
  console.log('\nSite build (gatsby build, .cache and public removed first)');
  if (result.skipped) {
    console.log(`  skipped (BENCH_SKIP_BUILD=1); ${result.htmlFiles} HTML files in public/`);
    return result;
  }
  const { cold, warm } = result;
  const cores = result.machine.cpus;
  for (const [label, b] of [
    ['cold', cold],
    ['warm (one MDX file edited)', warm],
  ])
    console.log(
      `  ${label}: ${b.seconds} s wall (bootstrap ${b.phases.bootstrap}, JS bundles ${b.phases.jsBundles}, HTML renderer ${b.phases.htmlRenderer}, queries and HTML ${b.phases.queriesAndHtml}, post-build ${b.phases.postBuild} s), ${b.cpuSeconds} s CPU (user+sys; on ${cores} idle cores: ${(b.cpuSeconds / cores).toFixed(0)}-${b.cpuSeconds.toFixed(0)} s), peak memory ${b.peakRssMB} MB RSS / ${b.peakPssMB} MB PSS over ${b.peakProcesses} processes`,
    );
  console.log(`  peer (Docusaurus 3.7): cold 57 s at 1140 MB peak`);
  console.log(
    `  pages emitted: ${result.pages} (${result.htmlFiles} HTML files with redirects and .html aliases); load average at start ${result.machine.loadAverageAtStart} on ${cores} cores`,
  );
  return result;
}
