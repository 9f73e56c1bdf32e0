/**
 * What the build publishes, against the production build served by the e2e harness:
 * - pages carry a Content Security Policy (meta tag, before every script), strict where no chart
 *   or editor needs more; search, a chart, the live editor and client-side navigation run under
 *   it with no violation (every sitemap page's policy, violations and requests off the origin:
 *   the sweep in content.e2e.ts);
 * - `_headers` gives each section of the site its pages' policy, nosniff, a referrer policy and
 *   long-lived caching for content-hashed assets (the hosts' answers: hosts.e2e.ts);
 * - what each page needs travels in one shared capabilities map, fetched once the page has loaded
 *   and the browser is idle; a client-side navigation (and back/forward) into a page needing more
 *   than the document's policy loads fully, and so does one whose needs cannot be told;
 * - nothing in public/ holds the build machine's path; no build statistics are published.
 *
 * Run: `flock /tmp/chartwrap-gatsby-build.lock npx jest e2e/published.e2e.ts --selectProjects e2e`
 * (E2E_REUSE_BUILD=1 serves the existing public/). No timed assertions: waits only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { runInChild } from '../src/node/lifecycle/build-child';
import { siteUrlFrom } from '../src/node/lifecycle/env';
import type { ContentFilesJob } from '../src/node/output/content-files';
import { publishedFiles } from '../src/node/output/published-files';
import { recordingReporter } from '../src/test-utils/build-reporter';
import {
  EDITED_BAR_CHART_MODULE,
  launchBrowserForFile,
  open,
  policyOf,
  replaceEditorCode,
  sitemapPaths,
  url,
  watchPolicyViolations,
} from './helpers';

const ROOT = path.resolve(__dirname, '..');
const PUBLIC = path.join(ROOT, 'public');

jest.setTimeout(600_000);

const { withPage } = launchBrowserForFile();

describe('Content Security Policy', () => {
  // Every sitemap page's policy, its violations and the requests it sends off the origin are
  // checked by the sweep of every page in content.e2e.ts, which loads each page once for all its
  // checks.
  test('search, a chart, the live editor and navigation work under the policies with no violation', async () => {
    await withPage(
      async (h) => {
        const { page } = h;
        const reports = await watchPolicyViolations(page);
        // Search (the modal and the search page), on a page without charts.
        await open(page, '/');
        expect(await policyOf(page)).not.toMatch(/unsafe-eval|gstatic/);
        await page.locator('.DocSearch-Button').click();
        await page.locator('.DocSearch-Input').fill('pie chart');
        await page.locator('.DocSearch-Hit a[href^="/examples/pie-chart"]').first().waitFor();
        // A client-side navigation from that strict page into a page with charts and the editor:
        // it becomes a full load, which brings the page's own policy.
        await page.locator('.DocSearch-Hit a[href^="/examples/pie-chart"]').first().click();
        await page.waitForURL(/\/examples\/pie-chart/);
        await page.locator('main svg[data-fake-chart]').first().waitFor();
        expect(await policyOf(page)).toMatch(/'unsafe-eval'.*https:\/\/www\.gstatic\.com/);

        // The live editor compiles (react-live's new Function), then again after an edit.
        await page.getByRole('button', { name: 'Edit', exact: true }).first().click();
        const editor = page.getByTestId('live-editor').first();
        await editor.waitFor();
        await page.getByTestId('live-preview').locator('svg[data-fake-chart]').first().waitFor();
        await replaceEditorCode(editor, EDITED_BAR_CHART_MODULE);
        await page.getByTestId('live-preview').locator('svg[data-fake-chart="BarChart"]').waitFor();
        expect(await page.getByTestId('live-error').count()).toBe(0);

        // Client-side navigation between pages, back and forward, then the search page.
        await page.locator('.navbar__items--left a').first().click();
        await page.waitForURL(url('/examples/'));
        await page.goBack();
        await page.waitForURL(/\/examples\/pie-chart/);
        await page.locator('main svg[data-fake-chart]').first().waitFor();
        await open(page, '/search?q=pie');
        await page.locator('.search-result a[href="/examples/pie-chart"]').first().waitFor();

        // DocSearch's bundle carries zod, which probes `new Function('')` inside a try to choose
        // its fast path: on pages without the editor the policy refuses it (reported as an eval
        // violation) and zod takes its other path; search works, as checked above. Nothing else
        // may be refused.
        const zodProbe = /^\/[^:]*: script-src blocked eval$/;
        expect(reports.filter((v) => !zodProbe.test(v))).toEqual([]);
        expect(h.pageErrors).toEqual([]);
      },
      { ignoreConsole: [/./] },
    );
  });

  test('the policies: strict on plain pages, the editor and charts only where they are', async () => {
    const policies: Record<string, string | null> = {};
    await withPage(
      async ({ page }) => {
        for (const p of ['/', '/examples/pie-chart', '/docs/quick-walkthrough', '/docs/sponsor']) {
          await page.goto(url(p));
          policies[p] = await policyOf(page);
        }
      },
      { ignoreConsole: [/./] },
    );
    for (const policy of Object.values(policies)) {
      expect(policy).toMatch(/^default-src 'self'; script-src 'self'( 'sha256-[^']+')+/);
      expect(policy).toContain("object-src 'none'");
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    }
    expect(policies['/']).not.toMatch(/unsafe-eval|gstatic|stackblitz/);
    expect(policies['/docs/sponsor']).not.toMatch(/unsafe-eval|gstatic/);
    expect(policies['/examples/pie-chart']).toMatch(/'unsafe-eval'/);
    expect(policies['/docs/quick-walkthrough']).toMatch(/'unsafe-eval'.*gstatic/);
    // The built policies, for the closing note.
    fs.mkdirSync(path.join(ROOT, 'e2e/.tmp'), { recursive: true });
    fs.writeFileSync(path.join(ROOT, 'e2e/.tmp/policies.json'), JSON.stringify(policies, null, 2));
  });
});

describe('Content Security Policy as published', () => {
  test('the meta policy comes before every script of every page', async () => {
    // Every HTML page the build publishes (Gatsby's slice fragments under _gatsby/ are parts of
    // pages, not pages), among them every sitemap page.
    const pages = publishedFiles(PUBLIC).filter(
      (f) => f.endsWith('.html') && !f.startsWith('_gatsby/'),
    );
    const sitemapFiles = (await sitemapPaths()).map((p) => {
      const dir = p.replace(/^\/|\/$/g, '');
      return dir ? `${dir}/index.html` : 'index.html';
    });
    expect(sitemapFiles.length).toBeGreaterThan(60);
    expect(pages).toEqual(expect.arrayContaining(sitemapFiles));
    const withoutPolicyFirst = pages.filter((page) => {
      const html = fs.readFileSync(path.join(PUBLIC, page), 'utf8');
      const meta = html.indexOf('http-equiv="Content-Security-Policy"');
      const script = html.indexOf('<script');
      return meta < 0 || (script >= 0 && script < meta);
    });
    expect(withoutPolicyFirst).toEqual([]);
  });

  test('_headers: each section its policy (with frame-ancestors), nosniff, referrer policy, caching', () => {
    const headers = fs.readFileSync(path.join(PUBLIC, '_headers'), 'utf8');
    const blocks = new Map(
      headers
        .trim()
        .split(/\n\n/)
        .map((b) => {
          const [p, ...lines] = b.split('\n');
          return [p, lines.map((l) => l.trim())] as const;
        }),
    );
    expect(blocks.get('/*')!.slice(0, 3)).toEqual([
      'X-Content-Type-Options: nosniff',
      'Referrer-Policy: strict-origin-when-cross-origin',
      'Cache-Control: public, max-age=0, must-revalidate',
    ]);
    // One rule per section of the site (src/node/output/host-rules.ts), not per page.
    const pie = blocks.get('/examples/:page')!.join('\n');
    expect(pie).toMatch(
      /^Content-Security-Policy: default-src 'self';.*'unsafe-eval'.*frame-ancestors 'none'/m,
    );
    expect(blocks.get('/')!.join('\n')).not.toContain('unsafe-eval');
    const immutable = ['! Cache-Control', 'Cache-Control: public, max-age=31536000, immutable'];
    expect(blocks.get('/app-*.js')).toEqual(immutable);
    expect(blocks.get('/static/*')).toEqual(immutable);
    expect(blocks.size).toBeLessThanOrEqual(100);
  });
});

/** The capabilities map's file name, read from a page's data block. */
function capabilitiesOf(file: string): { document: string[]; map: string; block: string } {
  const html = fs.readFileSync(path.join(PUBLIC, file), 'utf8');
  const block = /<script type="application\/json" id="page-capabilities">([^<]*)<\/script>/.exec(
    html,
  )!;
  return { ...(JSON.parse(block[1]) as { document: string[]; map: string }), block: block[0] };
}

/** Marks the current document: `isSameDocument()` is false once a navigation loaded a new one. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
}
const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

/** A client-side navigation as links and navigate() make it (through window.___navigate). */
async function navigateTo(page: Page, to: string, expected: string | RegExp = url(to)) {
  await page.evaluate((p) => {
    (window as unknown as { ___navigate: (to: string) => void }).___navigate(p);
  }, to);
  await page.waitForURL(expected);
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
  await page.waitForSelector('main h1');
}

/** Whether the document's capabilities map was requested (Resource Timing). */
const mapRequested = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .some((e) => /\/page-capabilities\.[0-9a-f]+\.json$/.test(new URL(e.name).pathname)),
  );

describe('page capabilities', () => {
  test('one shared map, cached for good; each page carries only its own capabilities and its URL', () => {
    const home = capabilitiesOf('index.html');
    const pie = capabilitiesOf('examples/pie-chart/index.html');
    expect(home.document).toEqual([]);
    expect(pie.document).toEqual(['charts', 'liveEditor']);
    expect(pie.map).toBe(home.map);
    expect(pie.block.length).toBeLessThan(200);
    const map = JSON.parse(fs.readFileSync(path.join(PUBLIC, home.map), 'utf8')) as Record<
      string,
      string[]
    >;
    expect(map['/examples/pie-chart']).toEqual(['charts', 'liveEditor']);
    expect(map['/docs/quick-walkthrough']).toEqual(['charts', 'liveEditor']);
    expect(map['/docs/sponsor']).toBeUndefined();
    const headers = fs.readFileSync(path.join(PUBLIC, '_headers'), 'utf8');
    expect(headers).toContain(
      '/page-capabilities.*.json\n  ! Cache-Control\n  Cache-Control: public, max-age=31536000, immutable',
    );
  });

  test('the map is fetched after the load event, and only by documents that may need it', async () => {
    await withPage(async ({ page }) => {
      await open(page, '/docs/sponsor');
      await page.waitForFunction(() =>
        performance.getEntriesByType('resource').some((e) => e.name.includes('page-capabilities')),
      );
      const { loadEnd, mapStart } = await page.evaluate(() => ({
        loadEnd: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
          .loadEventEnd,
        mapStart: performance
          .getEntriesByType('resource')
          .find((e) => e.name.includes('page-capabilities'))!.startTime,
      }));
      expect(loadEnd).toBeGreaterThan(0);
      expect(mapStart).toBeGreaterThanOrEqual(loadEnd);
      // A page whose policy allows everything never needs it.
      await open(page, '/examples/pie-chart');
      await page.waitForLoadState('networkidle');
      expect(await mapRequested(page)).toBe(false);
    });
  });
});

describe('page capabilities in navigation', () => {
  test('navigations stay client-side where the policy allows and load fully where it does not, back and forward too', async () => {
    await withPage(
      async (h) => {
        const { page } = h;
        const violations = await watchPolicyViolations(page);
        await open(page, '/docs/sponsor');
        await page.waitForFunction(() =>
          performance
            .getEntriesByType('resource')
            .some((e) => e.name.includes('page-capabilities')),
        );
        await markDocument(page);
        // Into a page without charts: client-side.
        await navigateTo(page, '/tags');
        expect(await isSameDocument(page)).toBe(true);
        // Into a page with charts and the editor: a full load, under that page's own policy.
        await navigateTo(page, '/examples/pie-chart');
        expect(await isSameDocument(page)).toBe(false);
        expect(await policyOf(page)).toMatch(/'unsafe-eval'.*https:\/\/www\.gstatic\.com/);
        await page.locator('main svg[data-fake-chart]').first().waitFor();
        // Back to the strict page and forward again: each page under its own policy.
        await page.goBack();
        await page.waitForURL(url('/tags'));
        expect(await policyOf(page)).not.toMatch(/unsafe-eval|gstatic/);
        await page.goForward();
        await page.waitForURL(url('/examples/pie-chart'));
        await page.locator('main svg[data-fake-chart]').first().waitFor();
        expect(await policyOf(page)).toMatch(/'unsafe-eval'.*https:\/\/www\.gstatic\.com/);

        // History entries of a chart page left behind a reload of a strict page: going back
        // reaches the chart page under its own policy.
        await open(page, '/examples/pie-chart');
        await navigateTo(page, '/examples/bar-chart');
        await navigateTo(page, '/tags');
        await page.reload();
        await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
        expect(await policyOf(page)).not.toMatch(/unsafe-eval|gstatic/);
        await page.goBack();
        await page.waitForURL(url('/examples/bar-chart'));
        await page.locator('main svg[data-fake-chart]').first().waitFor();
        expect(await policyOf(page)).toMatch(/'unsafe-eval'.*https:\/\/www\.gstatic\.com/);

        // A popstate into a chart page within a strict document (an entry the document itself
        // pushed, then back and forward): the guard reloads it, so it renders under its own policy.
        await open(page, '/tags');
        await page.evaluate(() => {
          history.pushState(null, '', '/examples/bar-chart');
          history.back();
        });
        await page.waitForURL(url('/tags'));
        await page.evaluate(() => history.forward());
        await page.waitForURL(url('/examples/bar-chart'));
        await page.locator('main svg[data-fake-chart]').first().waitFor();
        expect(await policyOf(page)).toMatch(/'unsafe-eval'.*https:\/\/www\.gstatic\.com/);
        expect(
          await page.evaluate(
            () =>
              (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type,
          ),
        ).toBe('reload');

        const zodProbe = /^\/[^:]*: script-src blocked eval$/;
        expect(violations.filter((v) => !zodProbe.test(v))).toEqual([]);
        expect(h.pageErrors).toEqual([]);
      },
      { ignoreConsole: [/./] },
    );
  });

  test('when the map cannot be had, every navigation to another page is a full load', async () => {
    await withPage(
      async (h) => {
        const { page } = h;
        const mapRequests: string[] = [];
        await page.route(/\/page-capabilities\.[0-9a-f]+\.json$/, async (route) => {
          mapRequests.push(route.request().url());
          await route.fulfill({ status: 503, body: '' });
        });
        await open(page, '/docs/sponsor');
        await markDocument(page);
        // Within the page: client-side, no map needed.
        await navigateTo(page, '/docs/sponsor#top', url('/docs/sponsor#top'));
        expect(await isSameDocument(page)).toBe(true);
        await navigateTo(page, '/tags');
        expect(await isSameDocument(page)).toBe(false);
        expect(mapRequests.length).toBeGreaterThan(0);
        await markDocument(page);
        await navigateTo(page, '/examples/pie-chart');
        expect(await isSameDocument(page)).toBe(false);
        await page.locator('main svg[data-fake-chart]').first().waitFor();
        expect(await policyOf(page)).toMatch(/'unsafe-eval'.*https:\/\/www\.gstatic\.com/);
        expect(h.pageErrors).toEqual([]);
      },
      { ignoreConsole: [/./] },
    );
  });
});

describe('published files', () => {
  test("no published file holds the build machine's path; no build statistics", () => {
    const files = publishedFiles(PUBLIC);
    expect(files.length).toBeGreaterThan(100);
    const needle = Buffer.from(ROOT);
    const withPath = files.filter((file) =>
      fs.readFileSync(path.join(PUBLIC, file)).includes(needle),
    );
    expect(withPath).toEqual([]);
    for (const name of ['webpack.stats.json', 'chunk-map.json'])
      expect(fs.existsSync(path.join(PUBLIC, name))).toBe(false);
  });

  test("the build's compiled gatsby-node, run as a child process, writes the content files of a job", async () => {
    // What a big site's build does beside the bundling (src/node/output/content-files.ts), here with
    // one page into a directory of its own.
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-files-'));
    const site = { title: 'Chartwrap', description: 'Charts.', siteUrl: 'https://example.org' };
    const page = {
      path: '/docs/child',
      title: 'Child',
      description: 'Written by the child.',
      section: 'Guides',
      tags: [],
      body: '## Heading\n\nWritten by the child.',
      sources: [],
    };
    const job: ContentFilesJob = {
      publicDir,
      search: [],
      llms: { pages: [page], references: { site, props: [], options: [], events: [] } },
    };
    const reporter = recordingReporter();
    try {
      await runInChild('content files', job, reporter, ROOT);
      expect(reporter.panics).toEqual([]);
      expect(reporter.infos).toEqual([
        expect.stringMatching(/^search: wrote 0 records/),
        'llms.txt: 1 pages (llms.txt, llms-full.txt and one .md per page)',
        expect.stringMatching(/^content files: done by a child process/),
      ]);
      expect(fs.readFileSync(path.join(publicDir, 'docs/child.md'), 'utf8')).toContain(
        '## Heading\n\nWritten by the child.',
      );
    } finally {
      fs.rmSync(publicDir, { recursive: true, force: true });
    }
  });

  test('the served site answers the statistics files with 404', async () => {
    for (const name of ['webpack.stats.json', 'chunk-map.json'])
      expect((await fetch(url(`/${name}`))).status).toBe(404);
  });
});

describe('links to other origins', () => {
  /** Every `.html` file under `dir`. */
  const htmlFiles = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return htmlFiles(file);
      return entry.name.endsWith('.html') ? [file] : [];
    });
  const attribute = (tag: string, name: string) =>
    new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

  test('every built page opens each link to another origin in a new tab, with no opener or referrer', () => {
    const origin = new URL(siteUrlFrom(process.env)).origin;
    const pages = htmlFiles(PUBLIC);
    expect(pages.length).toBeGreaterThan(20);
    let external = 0;
    const wrong: string[] = [];
    for (const page of pages) {
      for (const [tag] of fs.readFileSync(page, 'utf8').matchAll(/<a\s[^>]*>/g)) {
        const href = attribute(tag, 'href');
        if (!href || !/^(https?:)?\/\//.test(href) || new URL(href, origin).origin === origin) {
          continue;
        }
        external++;
        const rel = (attribute(tag, 'rel') ?? '').split(/\s+/);
        if (
          attribute(tag, 'target') !== '_blank' ||
          !rel.includes('noopener') ||
          !rel.includes('noreferrer')
        ) {
          wrong.push(`${path.relative(PUBLIC, page)}: ${tag}`);
        }
      }
    }
    expect(external).toBeGreaterThan(0);
    expect(wrong).toEqual([]);
  });
});
