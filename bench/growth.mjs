// Growth: how the site's build, output and search scale with its page count, beside the
// framework's floor at the same size.
//
// For each size (today's site, then +300 and +1,000 pages by default) the section makes a
// temporary copy of the site in bench/.tmp/growth/site, adds that many synthetic example pages
// modelled on the pie chart page (its front matter shape, `kind: core`, the same example module
// and options reference; distinct titles and slugs), and builds it cold, then warm after editing
// one MDX page. Beside it, a copy of the bare Gatsby floor (bench/floor) with the same number of
// MDX pages is built the same two ways. Every build holds the build lock, one at a time. The floor
// runs on the repository's node_modules, so the patches of patches/ apply to it too.
//
// Printed per size: pages, cold build (wall, CPU), warm one-page rebuild, peak RSS of the largest
// process and of the whole tree, public/ size, file count and HTML file count, `_headers` rules and
// its longest line (Cloudflare Pages' limits: 20,000 files, 100 rules, 2,000 characters), the
// pie chart page's HTML, the
// search index (every index file, raw and gzipped) and what a first search downloads, with the
// floor's figures and the ratios.
//
// BENCH_GROWTH_PAGES=300,1000 (the sizes added; 0, today's site, always comes first);
// BENCH_GROWTH_KEEP=1 keeps the copies' builds (bench/.tmp/growth) for inspection.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { BENCH, ROOT, TMP, withGatsbyLock } from './site-server.mjs';
import { timedBuild } from './site-build.mjs';

const GROWTH = path.join(TMP, 'growth');
const SITE = path.join(GROWTH, 'site');
const FLOOR = path.join(GROWTH, 'floor');
const PIE = 'content/examples/pie-chart.mdx';
const PIE_HTML = 'examples/pie-chart/index.html';

/** What the site is built from (tests, fixtures and the workspace packages stay out or linked). */
const SITE_FILES = [
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  'tsconfig.json',
  'src',
  'content',
  'static',
  // The facts read from Google's source, which the options reference reads.
  'scripts/google-inventory',
];
/** One build under the build lock (taken per build, so a long growth run lets others build between). */
const lockedBuild = (label, dir) => withGatsbyLock(() => timedBuild(label, dir));

const isTestFile = (src) => /\.test\.tsx?$|[\\/](__fixtures__|test-utils)([\\/]|$)/.test(src);

export const addedSizes = () =>
  (process.env.BENCH_GROWTH_PAGES ?? '300,1000')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);

/** A fresh copy of the site at `dir`: the files above, `packages` linked, its own package name. */
export function copySite(dir = SITE) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  for (const entry of SITE_FILES) {
    fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), {
      recursive: true,
      filter: (src) => !isTestFile(src),
    });
  }
  // The library is read from source by the build (props and options references, twoslash).
  fs.symlinkSync(path.join(ROOT, 'packages'), path.join(dir, 'packages'), 'dir');
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  // A name of its own, so no tool mistakes the copy for the repository's package.
  fs.writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ ...pkg, name: 'chartwrap-growth-copy', workspaces: undefined }, null, 2),
  );
  return dir;
}

/**
 * Synthetic example page `n`, from the pie chart page: the same front matter shape, kind, example
 * and options reference; its own title, sidebar label and position (the slug is its file name).
 */
export function syntheticExample(pieSource, n) {
  const title = `Pie chart study ${n}`;
  return pieSource
    .replace(/^title: .*$/m, `title: ${title}`)
    .replace(/^sidebar_label: .*$/m, `sidebar_label: ${title}`)
    .replace(/^sidebar_position: .*$/m, `sidebar_position: ${1000 + n}`);
}

/** Adds `count` synthetic example pages to the copy at `dir`. */
export function addExamplePages(dir, count) {
  const pie = fs.readFileSync(path.join(ROOT, PIE), 'utf8');
  for (let n = 1; n <= count; n++) {
    fs.writeFileSync(
      path.join(dir, 'content/examples', `pie-chart-study-${n}.mdx`),
      syntheticExample(pie, n),
    );
  }
}

/** A fresh copy of the floor with `pages` MDX pages (its own four, then copies of its first). */
export function copyFloor(pages, dir = FLOOR) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(path.join(BENCH, 'floor'), dir, {
    recursive: true,
    filter: (src) => !/[\\/](\.cache|public)([\\/]|$)/.test(path.relative(BENCH, src)),
  });
  const content = path.join(dir, 'content');
  const first = fs.readFileSync(path.join(content, 'page-1.mdx'), 'utf8');
  const own = fs.readdirSync(content).filter((f) => f.endsWith('.mdx')).length;
  for (let n = own + 1; n <= pages; n++) {
    fs.writeFileSync(
      path.join(content, `page-${n}.mdx`),
      first.replace(/page-1\b/g, `page-${n}`).replace(/Page 1\b/g, `Page ${n}`),
    );
  }
  return dir;
}

function mdxPages(dir) {
  return fs
    .readdirSync(path.join(dir, 'content'), { recursive: true })
    .filter((f) => String(f).endsWith('.mdx')).length;
}

/**
 * Bytes, file count and HTML file count of a build's public/, and what Cloudflare Pages limits in
 * its `_headers` (rules, at most 100; the longest line, at most 2,000 characters) when it has one.
 */
export function publicFigures(publicDir) {
  let bytes = 0;
  let files = 0;
  let htmlFiles = 0;
  for (const entry of fs.readdirSync(publicDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    bytes += fs.statSync(path.join(entry.parentPath ?? entry.path, entry.name)).size;
    files++;
    if (entry.name.endsWith('.html')) htmlFiles++;
  }
  const headersPath = path.join(publicDir, '_headers');
  const headers = fs.existsSync(headersPath) ? fs.readFileSync(headersPath, 'utf8') : null;
  return {
    bytes,
    files,
    htmlFiles,
    headerRules: headers === null ? null : (headers.match(/^\//gm) ?? []).length,
    longestHeaderLine:
      headers === null ? null : Math.max(0, ...headers.split('\n').map((l) => l.length)),
  };
}

/** Every embedded search file the build wrote (the manifest names the entry point), raw and gz. */
export function searchIndexFigures(publicDir) {
  let raw = 0;
  let gz = 0;
  let files = 0;
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (/^search/.test(entry.name)) walk(file);
        continue;
      }
      if (!/^search-.*\.json$/.test(entry.name) && dir === publicDir) continue;
      const content = fs.readFileSync(file);
      raw += content.length;
      gz += gzipSync(content, { level: 9 }).length;
      files++;
    }
  };
  walk(publicDir);
  return { files, rawBytes: raw, gzBytes: gz };
}

/** What a first search downloads, when the bench has the means to measure it. */
async function firstSearch(publicDir) {
  const module = path.join(BENCH, 'search-download.mjs');
  if (!fs.existsSync(module)) return null;
  const { firstSearchDownload } = await import(module);
  const { maxGz, medianGz } = await firstSearchDownload(publicDir);
  return { maxGzBytes: maxGz, medianGzBytes: medianGz };
}

async function measureSite(added) {
  copySite();
  addExamplePages(SITE, added);
  const mdx = mdxPages(SITE);
  const cold = await lockedBuild(`growth-site-${added}-cold`, SITE);
  const publicDir = path.join(SITE, 'public');
  const figures = {
    added,
    mdxPages: mdx,
    pages: cold.htmlRendered,
    cold,
    public: publicFigures(publicDir),
    pieHtmlBytes: fs.statSync(path.join(publicDir, PIE_HTML)).size,
    searchIndex: searchIndexFigures(publicDir),
    firstSearch: await firstSearch(publicDir),
  };
  const edited = path.join(SITE, PIE);
  fs.appendFileSync(edited, '\n');
  figures.warm = await lockedBuild(`growth-site-${added}-warm`, SITE);
  return figures;
}

async function measureFloor(pages) {
  copyFloor(pages);
  const cold = await lockedBuild(`growth-floor-${pages}-cold`, FLOOR);
  const figures = { mdxPages: pages, cold, public: publicFigures(path.join(FLOOR, 'public')) };
  // Gatsby's own cost of a one-page rebuild at this size.
  fs.appendFileSync(path.join(FLOOR, 'content/page-1.mdx'), '\n');
  figures.warm = await lockedBuild(`growth-floor-${pages}-warm`, FLOOR);
  return figures;
}

const mb = (bytes) => (bytes / 1048576).toFixed(1);
const kb = (bytes) => (bytes / 1024).toFixed(1);

function printTable(rows) {
  const header = [
    'pages',
    'cold s (CPU s)',
    'floor cold s',
    'cold / floor',
    'warm s (floor)',
    'peak RSS largest / tree MB',
    'floor peak MB',
    'public/ MB (HTML files)',
    'public/ files',
    '_headers rules / longest line',
    'floor public/ MB',
    'pie HTML KB',
    'search index raw / gz KB',
    'first search gz KB',
  ];
  const lines = rows.map(({ site, floor }) => [
    `${site.pages} (+${site.added})`,
    `${site.cold.seconds} (${site.cold.cpuSeconds})`,
    `${floor.cold.seconds}`,
    `${(site.cold.seconds / floor.cold.seconds).toFixed(2)} ×`,
    `${site.warm.seconds} (${floor.warm.seconds})`,
    `${site.cold.peakProcessRssMB} / ${site.cold.peakRssMB}`,
    `${floor.cold.peakProcessRssMB}`,
    `${mb(site.public.bytes)} (${site.public.htmlFiles})`,
    `${site.public.files}`,
    `${site.public.headerRules ?? 'none'} / ${site.public.longestHeaderLine ?? '-'}`,
    `${mb(floor.public.bytes)}`,
    `${kb(site.pieHtmlBytes)}`,
    `${kb(site.searchIndex.rawBytes)} / ${kb(site.searchIndex.gzBytes)}`,
    site.firstSearch ? `${kb(site.firstSearch.maxGzBytes)} max` : 'n/a',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const row = (cells) => `  | ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(row(header));
  console.log(`  |${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const l of lines) console.log(row(l));
}

export default async function growth() {
  const sizes = [0, ...addedSizes()];
  const loadAverageAtStart = os.loadavg().map((n) => Number(n.toFixed(2)));
  const rows = [];
  try {
    for (const added of sizes) {
      const site = await measureSite(added);
      const floor = await measureFloor(site.mdxPages);
      rows.push({ site, floor });
      console.log(
        `  built +${added}: site ${site.cold.seconds} s, floor ${floor.cold.seconds} s (${site.mdxPages} MDX pages)`,
      );
    }
  } finally {
    if (process.env.BENCH_GROWTH_KEEP !== '1') fs.rmSync(GROWTH, { recursive: true, force: true });
  }
  console.log(
    `\nGrowth (synthetic example pages modelled on the pie chart page; floor: bare Gatsby 5 + MDX with as many MDX pages); load average at start ${loadAverageAtStart.join(' ')}`,
  );
  printTable(rows);
  for (const { site, floor } of rows) {
    console.log(
      `  +${site.added}: the largest process peaked during "${site.cold.peakProcessStep}" (floor: "${floor.cold.peakProcessStep}")`,
    );
  }
  const largest = rows[rows.length - 1];
  const goals = {
    coldPerFloor: 1.2,
    warmSeconds: 10,
    peakProcessMB: 2048,
    publicMB: 200,
    pieHtmlKB: 160,
    firstSearchGzKB: 60,
    // Cloudflare Pages: files per deployment, `_headers` rules and characters per line.
    publicFiles: 20_000,
    headerRules: 100,
    headerLine: 2000,
  };
  if (largest && largest.site.added >= 1000) {
    const { site, floor } = largest;
    const checks = [
      ['cold ≤ 1.2 × floor', site.cold.seconds / floor.cold.seconds <= goals.coldPerFloor],
      ['warm ≤ 10 s', site.warm.seconds <= goals.warmSeconds],
      ['peak ≤ 2 GB (largest process)', site.cold.peakProcessRssMB <= goals.peakProcessMB],
      ['public/ ≤ 200 MB', site.public.bytes / 1048576 <= goals.publicMB],
      ['pie HTML ≤ 160 KB', site.pieHtmlBytes / 1024 <= goals.pieHtmlKB],
      ['public/ ≤ 20,000 files', site.public.files <= goals.publicFiles],
      ['_headers ≤ 100 rules', (site.public.headerRules ?? 0) <= goals.headerRules],
      ['_headers lines ≤ 2,000 chars', (site.public.longestHeaderLine ?? 0) <= goals.headerLine],
      [
        'first search ≤ 60 KB gz',
        site.firstSearch ? site.firstSearch.maxGzBytes / 1024 <= goals.firstSearchGzKB : null,
      ],
    ];
    console.log(
      `  at +${site.added}: ${checks.map(([name, ok]) => `${name}: ${ok === null ? 'not measured' : ok ? 'met' : 'NOT met'}`).join('; ')}`,
    );
  }
  return { loadAverageAtStart, cpus: os.cpus().length, goals, rows };
}
