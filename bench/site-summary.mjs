// The closing table: our figures beside the peer's (react-google-charts docs, Docusaurus 3.7,
// measured on this kind of machine) as ratios, and each target met or not. Reads the other
// sections' results (this run's, else the last run's in results.json).
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, TMP, kb } from './site-server.mjs';

const PEER = 'react-google-charts docs (Docusaurus 3.7)';

/** The summary's rows: each figure of this run beside the peer's, and its target met or not. */
function summaryRows(results) {
  const rows = [];
  const row = (metric, ours, unit, peer, target, cmp = '<=') => {
    if (ours == null) return;
    const met = target == null ? null : cmp === '<=' ? ours <= target : ours >= target;
    rows.push({
      metric,
      ours,
      unit,
      peer,
      ratio: peer ? Number((ours / peer).toFixed(2)) : null,
      target,
      cmp,
      met,
    });
  };
  const b = results.siteBuild;
  if (b && !b.skipped) {
    row(`cold build wall (load avg ${b.machine.loadAverageAtStart})`, b.cold.seconds, 's', 57, 30);
    if (b.cold.cpuSeconds != null)
      row('cold build CPU (user+sys)', b.cold.cpuSeconds, 's', null, null);
    row('cold build peak memory (RSS sum)', b.cold.peakRssMB, 'MB', 1140, null);
    if (b.cold.peakPssMB)
      row('cold build peak memory (PSS sum)', b.cold.peakPssMB, 'MB', 1140, null);
    row('warm rebuild wall (1 MDX edited)', b.warm.seconds, 's', null, 8);
    if (b.warm.cpuSeconds != null)
      row('warm rebuild CPU (user+sys)', b.warm.cpuSeconds, 's', null, null);
    row('pages emitted', b.pages, '', null, null);
  }
  const f = results.gatsbyFloor;
  if (f) {
    row(`bare Gatsby 5, 4 MDX pages: cold build wall`, f.seconds, 's', null, null);
    row(`bare Gatsby 5, 4 MDX pages: cold build CPU`, f.cpuSeconds, 's', null, null);
  }
  const d = results.siteDevelop;
  if (d) {
    row(`develop start-up until the site answers`, d.startup.siteSeconds, 's', null, 20);
    row(`develop start-up until GraphiQL answers`, d.startup.graphiqlSeconds, 's', null, null);
    row(`develop start-up CPU`, d.startup.cpuSeconds, 's', null, null);
    row(`hot reload of one MDX edit (median)`, d.hotReload.medianMs, 'ms', null, 1000);
  }
  const w = results.siteWeight;
  if (w) {
    const KB = (n) => Number(kb(n));
    for (const [route, p] of Object.entries(w.pages)) {
      const isExample = route.startsWith('/examples/') && route !== '/examples/';
      const peer = route === '/' ? 504 : isExample ? 245 : 165;
      // The first-visit budgets: the home page and an example page.
      const target = route === '/' ? 85 : isExample ? 95 : null;
      row(`JS gz first visit ${route}`, KB(p.jsGzip), 'KB', peer, target);
      if (p.afterEditJsGzip)
        row(`JS gz ${route} after Edit`, KB(p.afterEditJsGzip), 'KB', 245, null);
      if (p.exploreJsGzip !== undefined) {
        row(`JS gz ${route} Explore options chunk(s)`, KB(p.exploreJsGzip), 'KB', null, null);
        if (p.exploreOpenMs !== null)
          row(
            `Explore options: controls shown after`,
            Math.round(p.exploreOpenMs),
            'ms',
            null,
            300,
          );
      }
    }
    if (w.largestChunkInBuild)
      row('largest chunk in build (gz)', KB(w.largestChunkInBuild.gzip), 'KB', null, null);
  }
  const l = results.lighthouse;
  if (l) {
    for (const [route, p] of Object.entries(l.pages)) {
      row(`Lighthouse perf ${route}`, p.performance, '', null, 95, '>=');
      row(`Lighthouse a11y ${route}`, p.accessibility, '', null, 100, '>=');
      row(`Lighthouse best-pr. ${route}`, p.bestPractices, '', null, 100, '>=');
      row(`Lighthouse SEO ${route}`, p.seo, '', null, 100, '>=');
    }
  }
  const s = results.search;
  if (s) {
    row('search index (gz)', Number(kb(s.index.gzip)), 'KB', null, 60);
    row('search p95 per keystroke (Chromium)', s.chromium.p95, 'ms', null, 5);
  }
  const lib = results.librarySize;
  if (lib) {
    row(
      'library import { Chart } (gz)',
      lib.chartwrap.gzip,
      'B',
      lib['react-google-charts'].gzip,
      Math.floor(lib['react-google-charts'].gzip * lib.target),
    );
    for (const [name, size] of Object.entries(lib.alone || {}))
      row(`library import { ${name} } alone (gz)`, size.gzip, 'B', null, lib.aloneTarget);
  }

  return rows;
}

/** The table on the console. */
function printSummary(rows) {
  console.log(`\nSummary: ours beside ${PEER}; ratio = ours / peer`);
  console.log(
    `  ${'metric'.padEnd(44)} ${'ours'.padStart(9)} ${'peer'.padStart(7)} ${'ratio'.padStart(6)}  target`,
  );
  for (const r of rows) {
    const target =
      r.target == null ? '' : `${r.cmp} ${r.target} ${r.unit} ${r.met ? 'met' : 'NOT MET'}`;
    console.log(
      `  ${r.metric.padEnd(44)} ${`${r.ours} ${r.unit}`.padStart(9)} ${String(r.peer ?? '').padStart(7)} ${String(r.ratio ?? '').padStart(6)}  ${target}`,
    );
  }
}

/**
 * The same table in Markdown: bench/.tmp/summary.md, and with BENCH_README=1 into
 * docs/benchmarks.md (between the bench-table markers).
 */
async function writeSummaryMarkdown(rows) {
  const md = [
    `| Metric | Ours | Peer | Ours / peer | Target |`,
    `| --- | ---: | ---: | ---: | --- |`,
    ...rows.map(
      (r) =>
        `| ${r.metric} | ${r.ours} ${r.unit} | ${r.peer ?? ''} | ${r.ratio ?? ''} | ${r.target == null ? '' : `${r.cmp === '<=' ? '≤' : '≥'} ${`${r.target} ${r.unit}`.trim()}: ${r.met ? 'met' : '**not met**'}`} |`,
    ),
  ].join('\n');
  fs.mkdirSync(TMP, { recursive: true });
  fs.writeFileSync(path.join(TMP, 'summary.md'), md + '\n');
  if (process.env.BENCH_README === '1') {
    const tableFile = path.join(ROOT, 'docs', 'benchmarks.md');
    const text = fs.readFileSync(tableFile, 'utf8');
    const start = '<!-- bench-table:start -->';
    const end = '<!-- bench-table:end -->';
    const a = text.indexOf(start);
    const b = text.indexOf(end);
    if (a >= 0 && b > a) {
      const stamp = `Latest run: ${new Date().toISOString().slice(0, 16)} UTC, \`npm run bench\`.`;
      // Formatted with the repository's Prettier settings (`npm run lint` checks Markdown too).
      const prettier = await import('prettier');
      const next = `${text.slice(0, a + start.length)}\n\n${stamp}\n\n${md}\n\n${text.slice(b)}`;
      const options = (await prettier.resolveConfig(tableFile)) ?? {};
      fs.writeFileSync(tableFile, await prettier.format(next, { ...options, filepath: tableFile }));
    }
  }
}

export default async function summary(results) {
  const rows = summaryRows(results);
  printSummary(rows);
  await writeSummaryMarkdown(rows);
  return { peer: PEER, rows };
}
