// Lighthouse (npm package, default mobile preset: Moto G Power emulation, simulated slow 4G and 4x
// CPU throttling) against the test support's Chromium, for three pages of the production build served by the
// bench's static server (gzip/Brotli, Gatsby's cache headers).
//
// The charts loader: Lighthouse drives its own tab, so it cannot use Playwright's routing; the
// bench server rewrites https://www.gstatic.com/charts/loader.js inside the HTML and JS it serves
// to a same-origin path answered by fakeGoogleLoaderSource() (see site-server.mjs). The pages draw
// their charts with the test double exactly as with the real service. One Chromium (the test
// support's launcher, with its DevTools port open for Lighthouse) is reused for the three runs; each
// run starts from a cleared cache.
import { findChromium, launchBrowserWithDevToolsPort } from '@chartwrap/test-support';
import { serveSite } from './site-server.mjs';
import { ensureSnapshot } from './site-weight.mjs';

export const LIGHTHOUSE_PAGES = ['/', '/examples/pie-chart', '/docs/quick-walkthrough'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Runs per page (median reported): BENCH_LH_RUNS, default 3. */
const RUNS = Math.max(1, Number(process.env.BENCH_LH_RUNS) || 3);

export default async function lighthouseSection() {
  const dir = await ensureSnapshot();
  const server = await serveSite(dir, { rewriteLoader: true });
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await launchBrowserWithDevToolsPort();
  const pages = {};
  // Lighthouse logs every out-of-range source-map mapping of minified chunks to stderr even when
  // silent: drop those lines only.
  const write = process.stderr.write.bind(process.stderr);
  process.stderr.write = (chunk, ...rest) =>
    /\.js\.map mapping for last column/.test(String(chunk)) ? true : write(chunk, ...rest);
  try {
    for (const route of LIGHTHOUSE_PAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(route));
      // The median run by performance score (Lighthouse's advice for noisy machines).
      runs.sort((a, b) => a.performance - b.performance);
      pages[route] = {
        ...runs[Math.floor((runs.length - 1) / 2)],
        runs: runs.length,
        performanceRange: [runs[0].performance, runs.at(-1).performance],
      };
    }
  } finally {
    process.stderr.write = write;
    await chrome.browser.close();
    await server.close();
  }

  async function audit(route) {
    {
      const runnerResult = await lighthouse(server.url + route, {
        port: chrome.port,
        output: 'json',
        logLevel: 'silent', // errors still reach lhr.runtimeError / runWarnings
        onlyCategories: CATEGORIES,
      });
      const lhr = runnerResult.lhr;
      const score = (c) =>
        lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100);
      const failed = (c) =>
        (lhr.categories[c]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0)
          .map((ref) => lhr.audits[ref.id])
          .filter((a) => a && a.score !== null && a.score < 1)
          .map((a) => `${a.id} (${a.score})`);
      return {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
        tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
        cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
        below100: {
          accessibility: failed('accessibility'),
          bestPractices: failed('best-practices'),
          seo: failed('seo'),
        },
        benchmarkIndex: lhr.environment?.benchmarkIndex,
        runtimeError: lhr.runtimeError?.message,
        warnings: lhr.runWarnings,
      };
    }
  }
  const loaderServed = server.requests.filter((p) => p === '/__bench/charts-loader.js').length;
  const result = {
    preset: 'Lighthouse 12 default (mobile, simulated throttling)',
    runsPerPage: RUNS,
    chromium: findChromium(),
    loader:
      'charts loader URL rewritten by the bench server to a same-origin fake (fakeGoogleLoaderSource)',
    fakeLoaderRequests: loaderServed,
    pages,
    targets: { performance: 95, accessibility: 100, bestPractices: 100, seo: 100 },
  };
  console.log(`\nLighthouse (mobile preset, Chromium: ${findChromium().executablePath})`);
  console.log(
    `  ${'page'.padEnd(26)} ${'perf'.padStart(4)} ${'a11y'.padStart(4)} ${'BP'.padStart(4)} ${'SEO'.padStart(4)} ${'LCP ms'.padStart(7)} ${'TBT ms'.padStart(7)} ${'CLS'.padStart(6)}  perf range (runs), benchmarkIndex`,
  );
  for (const [route, p] of Object.entries(pages)) {
    console.log(
      `  ${route.padEnd(26)} ${String(p.performance).padStart(4)} ${String(p.accessibility).padStart(4)} ${String(p.bestPractices).padStart(4)} ${String(p.seo).padStart(4)} ${String(p.lcpMs).padStart(7)} ${String(p.tbtMs).padStart(7)} ${String(p.cls).padStart(6)}  ${p.performanceRange.join('-')} (${p.runs}), ${Math.round(p.benchmarkIndex)}`,
    );
    const misses = Object.entries(p.below100).filter(([, v]) => v.length);
    for (const [cat, list] of misses) console.log(`    ${cat} below 100: ${list.join(', ')}`);
    if (p.runtimeError) console.log(`    runtime error: ${p.runtimeError}`);
  }
  console.log(`  (fake charts loader served ${loaderServed} times)`);
  return result;
}
