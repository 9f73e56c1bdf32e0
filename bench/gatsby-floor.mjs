// The framework's floor, built in the same run as the site: a bare Gatsby 5 site of four MDX
// pages (bench/floor), built cold (its .cache and public removed) several times under the build
// lock; the median wall and CPU time beside the site's cold build.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BENCH, withGatsbyLock } from './site-server.mjs';
import { timedBuild } from './site-build.mjs';
import { median } from './process-tree.mjs';

const FLOOR = path.join(BENCH, 'floor');
const RUNS = Number(process.env.BENCH_FLOOR_RUNS ?? 3);

export default async function gatsbyFloor(results) {
  const loadAverage = os.loadavg().map((n) => Number(n.toFixed(2)));
  const runs = await withGatsbyLock(async () => {
    const out = [];
    for (let i = 0; i < RUNS; i++) {
      fs.rmSync(path.join(FLOOR, '.cache'), { recursive: true, force: true });
      fs.rmSync(path.join(FLOOR, 'public'), { recursive: true, force: true });
      out.push(await timedBuild(`floor-${i + 1}`, FLOOR));
    }
    return out;
  });
  const result = {
    site: 'bench/floor: Gatsby 5, gatsby-plugin-mdx, four MDX pages',
    runs: runs.map(({ seconds, cpuSeconds }) => ({ seconds, cpuSeconds })),
    seconds: median(runs.map((r) => r.seconds)),
    cpuSeconds: median(runs.map((r) => r.cpuSeconds)),
    loadAverageAtStart: loadAverage,
  };
  const site = results.siteBuild?.cold;
  console.log('\nFramework floor (bare Gatsby 5 site, four MDX pages, cold build)');
  console.log(
    `  median of ${RUNS}: ${result.seconds} s wall, ${result.cpuSeconds} s CPU (runs: ${result.runs.map((r) => `${r.seconds}/${r.cpuSeconds}`).join(', ')} s wall/CPU); load average at start ${loadAverage.join(' ')}`,
  );
  if (site)
    console.log(
      `  the site's cold build: ${site.seconds} s wall (${(site.seconds / result.seconds).toFixed(2)} × the floor), ${site.cpuSeconds} s CPU (${(site.cpuSeconds / result.cpuSeconds).toFixed(2)} ×)`,
    );
  return result;
}
