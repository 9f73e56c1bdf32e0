/**
 * ONE variant production build with everything a deployment can switch on at once, in a copy of
 * the site under e2e/.tmp/ (the served build and the working tree's public/ and .cache/ are
 * untouched): PATH_PREFIX, GATSBY_GTAG_ID and hosted search (GATSBY_ALGOLIA_* for the browser,
 * ALGOLIA_* indexing into a local stand-in for Algolia's indexing API). Checked there: links,
 * assets and redirects under the prefix; one page_view per path change (none for a hash change), a
 * page_feedback event for "Was this page helpful?"; the wrong-base-URL banner when that build is
 * served from the root; every page's records pushed with the index settings; the admin key in no
 * built file; DocSearch's request shape, a stubbed answer rendered, and the error screen when every
 * search host fails. Skip it with E2E_SKIP_BUILDS=1 (e.g. while iterating on site.e2e.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page, Request, Route } from 'playwright-core';
import { publishedFiles } from '../src/node/output/published-files';
import { launchBrowserForFile } from './helpers';
import { startIndexingStub, type IndexingStub } from '@chartwrap/test-support';
import {
  TMP,
  gatsbyEnv,
  makeServeCopy,
  makeSiteCopy,
  runGatsby,
  serve,
  type Served,
} from './server';

const skip = process.env.E2E_SKIP_BUILDS === '1';
const maybe = skip ? describe.skip : describe;

jest.setTimeout(900_000);

/** The parameters of every `gtag('event', name, …)` the page sent (its dataLayer). */
const analyticsEvents = (page: Page, name: string) =>
  page.evaluate(
    (eventName) =>
      ((window as unknown as { dataLayer?: unknown[][] }).dataLayer ?? [])
        .map((a) => Array.from(a as ArrayLike<unknown>))
        .filter((a) => a[0] === 'event' && a[1] === eventName)
        .map((a) => a[2]),
    name,
  );

/** Waits until the page sent `count` `gtag('event', name, …)` calls. */
const waitForEvents = (page: Page, name: string, count: number) =>
  page.waitForFunction(
    ([eventName, n]) =>
      ((window as unknown as { dataLayer?: unknown[][] }).dataLayer ?? []).filter(
        (a) => a[0] === 'event' && a[1] === eventName,
      ).length >= n,
    [name, count] as const,
  );

/** The address of the page capabilities file the page names. */
const capabilitiesMapUrl = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(document.getElementById('page-capabilities')!.textContent!) as { map: string })
        .map,
  );

const { withPage } = launchBrowserForFile();
const PREFIX = '/chartwrap';
const APP_ID = 'TESTAPPID';
const SEARCH_KEY = 'public-search-key-0123';
const ADMIN_KEY = `admin-key-${Date.now().toString(36)}-never-in-the-bundle`;
const INDEX = 'chartwrap_e2e';
const ALGOLIA_HOSTS = /^https:\/\/[^/]*(algolia\.net|algolianet\.com|algolia\.io)\//;
let siteDir: string;
let publicDir: string;
let stub: IndexingStub;
/** The variant build served under its prefix. */
let served: Served;
let BASE: string;

// One variant build for every describe below. Jest runs the file's top-level hooks only when one
// of its tests runs, so E2E_SKIP_BUILDS=1 builds nothing.
beforeAll(async () => {
  stub = await startIndexingStub();
  siteDir = makeSiteCopy(path.join(TMP, 'variant-site'));
  await runGatsby(
    ['build', '--prefix-paths'],
    siteDir,
    gatsbyEnv({
      NODE_ENV: 'production',
      PATH_PREFIX: PREFIX,
      GATSBY_GTAG_ID: 'G-E2ETEST',
      GATSBY_ALGOLIA_APP_ID: APP_ID,
      GATSBY_ALGOLIA_SEARCH_KEY: SEARCH_KEY,
      GATSBY_ALGOLIA_INDEX_NAME: INDEX,
      ALGOLIA_APP_ID: APP_ID,
      ALGOLIA_ADMIN_KEY: ADMIN_KEY,
      ALGOLIA_INDEX_NAME: INDEX,
      ALGOLIA_HOST: stub.url,
    }),
  );
  publicDir = path.join(siteDir, 'public');
  served = await serve(makeServeCopy(siteDir, path.join(TMP, 'variant-serve')), {
    prefixPaths: true,
    prefix: PREFIX,
  });
  BASE = served.url;
});

afterAll(async () => {
  await served?.stop();
  await stub?.close();
});

async function openModal(page: Page) {
  await page.goto(`${BASE}/`, { waitUntil: 'networkidle' });
  await page.locator('.DocSearch-Button').click();
  await page.locator('.DocSearch-Modal').waitFor();
}

/** A stand-in for Algolia's search API: one hit, "Stubbed Gantt answer", for any query. */
async function answerFromStub(route: Route, queries: Request[]): Promise<boolean> {
  const req = route.request();
  if (!ALGOLIA_HOSTS.test(req.url()) || !req.url().includes('/1/indexes/*/queries')) return false;
  queries.push(req);
  const body = JSON.parse(req.postData() ?? '{}');
  const query = body.requests[0].query;
  await route.fulfill({
    status: 200,
    contentType: 'application/json',
    body: JSON.stringify({
      results: [
        {
          hits: [
            {
              objectID: 'stub-1',
              url: '/examples/gantt',
              type: 'lvl1',
              content: null,
              hierarchy: {
                lvl0: 'Core charts',
                lvl1: 'Stubbed Gantt answer',
                lvl2: null,
                lvl3: null,
                lvl4: null,
                lvl5: null,
                lvl6: null,
              },
              _highlightResult: {
                hierarchy: {
                  lvl0: { value: 'Core charts', matchLevel: 'none', matchedWords: [] },
                  lvl1: {
                    value: '<mark>Stubbed</mark> Gantt answer',
                    matchLevel: 'full',
                    matchedWords: [query],
                  },
                },
              },
              _snippetResult: {},
            },
          ],
          nbHits: 1,
          page: 0,
          nbPages: 1,
          hitsPerPage: 20,
          processingTimeMS: 1,
          query,
          params: '',
          index: INDEX,
          queryID: 'a'.repeat(32),
        },
      ],
    }),
  });
  return true;
}

maybe('variant build: links and analytics under PATH_PREFIX', () => {
  test('links, assets and redirects work under the prefix; one page_view per path change', async () => {
    await withPage(
      async (h) => {
        const { page } = h;
        const pageViews = async () =>
          (await analyticsEvents(page, 'page_view')).map(
            (params) => (params as { page_path: string }).page_path,
          );
        const pageViewsReach = (count: number) => waitForEvents(page, 'page_view', count);
        await page.goto(`${served.url}/`);
        await page.waitForSelector('main h1');
        expect(await page.isVisible('#base-url-issue-banner')).toBe(false);
        await pageViewsReach(1);
        expect(await pageViews()).toEqual([`${PREFIX}/`]);
        // Every internal link carries the prefix.
        const hrefs = await page
          .locator('a[href^="/"]')
          .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
        // The navbar's and the home page's links are among them (a renamed selector fails here).
        expect(hrefs).toEqual(
          expect.arrayContaining([`${PREFIX}/examples/`, `${PREFIX}/docs/quick-walkthrough`]),
        );
        expect(hrefs.filter((href) => !href.startsWith(`${PREFIX}/`))).toEqual([]);
        // Client navigation: one page_view per path change. It runs between example pages, which
        // share one Content Security Policy (a page needing more than the current policy loads fully
        // and starts a new dataLayer).
        const sidebarLink = (name: string) =>
          page.locator(`nav[aria-label="Docs sidebar"] a[href$="/examples/${name}"]`).first();
        await page.goto(`${served.url}/examples/gauge`);
        await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
        await pageViewsReach(1);
        await sidebarLink('pie-chart').click();
        await page.waitForURL(`${served.url}/examples/pie-chart`);
        await pageViewsReach(2);
        // A hash-only change sends none: the next path change sends the third. (The page jumps to
        // the heading without smooth scrolling: see `reducedMotion` below.)
        const tocLink = page.locator('.toc a').first();
        expect(await tocLink.count()).toBeGreaterThan(0);
        await tocLink.click();
        await page.waitForURL(/#./);
        await sidebarLink('bar-chart').click();
        await page.waitForURL(`${served.url}/examples/bar-chart`);
        await pageViewsReach(3);
        expect(await pageViews()).toEqual([
          `${PREFIX}/examples/gauge`,
          `${PREFIX}/examples/pie-chart`,
          `${PREFIX}/examples/bar-chart`,
        ]);
        // "Was this page helpful?": with analytics configured, one page_feedback event.
        await page.getByRole('group', { name: 'Was this page helpful?' }).getByText('No').click();
        await page.getByText('Thank you for your feedback.').waitFor();
        await expect(analyticsEvents(page, 'page_feedback')).resolves.toEqual([
          { page_path: `${PREFIX}/examples/bar-chart`, helpful: 'no', value: 0 },
        ]);
        // Redirects and .html under the prefix, on a direct load.
        await page.goto(`${served.url}/examples/bar`);
        await page.waitForURL(`${served.url}/examples/bar-chart-material`);
        await page.goto(`${served.url}/docs/sponsor.html?q=1#main`);
        await page.waitForURL(`${served.url}/docs/sponsor?q=1#main`);
        await page.waitForSelector('main h1:text("Sponsor")');
        // The capabilities map lies under the prefix: from this strict page, a navigation into a
        // page with charts and the editor is a full load under that page's own policy.
        const mapUrl = await capabilitiesMapUrl(page);
        expect(mapUrl).toMatch(new RegExp(`^${PREFIX}/page-capabilities\\.[0-9a-f]+\\.json$`));
        const mapResponse = await fetch(new URL(mapUrl, served.url).href);
        expect(mapResponse.status).toBe(200);
        expect(await mapResponse.json()).toHaveProperty(['/examples/pie-chart']);
        await page.evaluate((to) => {
          (window as unknown as { ___navigate: (to: string) => void }).___navigate(to);
        }, `${PREFIX}/examples/pie-chart`);
        await page.waitForURL(`${served.url}/examples/pie-chart`);
        await page.locator('main svg[data-fake-chart]').first().waitFor();
        expect(
          await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content'),
        ).toMatch(/'unsafe-eval'/);
        expect(h.pageErrors).toEqual([]);
        expect(h.consoleErrors).toEqual([]);
        expect(h.externalRequests).toEqual([]);
      },
      {
        base: served.url,
        // Under load, a click on the sidebar while the page still scrolled smoothly to the TOC's
        // heading once missed its link (the navigation never came).
        reducedMotion: 'reduce',
        handleExternal: async (route, u) => {
          if (!u.startsWith('https://www.googletagmanager.com/gtag/js')) return false;
          await route.fulfill({
            status: 200,
            contentType: 'application/javascript',
            body: '/* fake gtag */',
          });
          return true;
        },
      },
    );
  });
});

maybe('variant build served from the wrong path', () => {
  test('served from the wrong path, a banner says the site did not load properly (no JS needed)', async () => {
    // The prefixed build served from the root: its scripts and styles point under /chartwrap.
    const fromRoot = await serve(makeServeCopy(siteDir, path.join(TMP, 'variant-serve-wrong')));
    try {
      await withPage(
        async ({ page }) => {
          await page.goto(`${fromRoot.url}/`);
          await page.waitForSelector('#base-url-issue-banner', { state: 'visible' });
          const text = await page.textContent('#base-url-issue-banner');
          expect(text).toMatch(/did not load properly/);
          expect(text).toContain('/chartwrap/');
        },
        { base: fromRoot.url, javaScriptEnabled: false },
      );
    } finally {
      await fromRoot.stop();
    }
  });
});

maybe('variant build: hosted search indexing', () => {
  test('pushes every page\u2019s records to the indexing API, with the index settings and synonyms', () => {
    const pushed = [...(stub.records.get(INDEX)?.values() ?? [])];
    const manifest = JSON.parse(
      fs.readFileSync(path.join(publicDir, 'search-manifest.json'), 'utf8'),
    );
    // The manifest counts the records the embedded index holds, whole or split into parts.
    expect(manifest.records).toBeGreaterThan(0);
    expect(pushed.length).toBe(manifest.records);
    const pages = new Set(pushed.map((r) => String(r.url_without_anchor)));
    for (const p of [
      '/docs/quick-walkthrough',
      '/docs/sponsor',
      '/examples/pie-chart',
      '/examples/advanced-controls',
    ]) {
      expect(pages.has(p)).toBe(true);
    }
    expect(pages.size).toBe(33);
    const pie = pushed.find((r) => r.url === '/examples/pie-chart');
    expect(pie).toMatchObject({
      type: 'lvl1',
      language: 'en',
      hierarchy: { lvl1: 'Pie chart' },
      internal: { contentDigest: expect.any(String) },
    });
    expect(pushed.some((r) => String(r.url).startsWith('/examples/pie-chart#'))).toBe(true);
    expect(stub.settings.get(INDEX)).toMatchObject({
      attributesForFaceting: expect.arrayContaining(['language', 'tags']),
      attributeForDistinct: 'url',
      distinct: true,
      removeWordsIfNoResults: 'allOptional',
    });
    // the search vocabulary's synonyms, pushed by the build itself
    expect(stub.synonyms.get(INDEX)?.size).toBeGreaterThan(0);
    // the admin key authenticated the indexing calls
    expect(
      stub.requests.some(
        (r) =>
          r.headers['x-algolia-api-key'] === ADMIN_KEY ||
          r.query.get('x-algolia-api-key') === ADMIN_KEY,
      ),
    ).toBe(true);
  });

  test('keeps the admin key out of every built file', () => {
    const leaks = publishedFiles(publicDir).filter((file) =>
      fs.readFileSync(path.join(publicDir, file)).includes(ADMIN_KEY),
    );
    expect(leaks).toEqual([]);
  });
});

maybe('variant build: hosted search in the browser', () => {
  test('preconnects and queries Algolia the way DocSearch does, and renders its answer', async () => {
    const queries: Request[] = [];
    await withPage(
      async ({ page, externalRequests }) => {
        await openModal(page);
        await expect(
          page.locator(`link[rel=preconnect][href="https://${APP_ID}-dsn.algolia.net"]`).count(),
        ).resolves.toBe(1);
        await page.locator('.DocSearch-Input').fill('stubbed');
        await page.locator(`.DocSearch-Hit a[href="${PREFIX}/examples/gantt"]`).waitFor();
        await expect(page.locator('.DocSearch-Hit').first().innerText()).resolves.toContain(
          'Stubbed Gantt answer',
        );

        const req = queries[queries.length - 1];
        const url = new URL(req.url());
        expect(req.method()).toBe('POST');
        expect(url.pathname).toBe('/1/indexes/*/queries');
        expect(url.searchParams.get('x-algolia-application-id')).toBe(APP_ID);
        expect(url.searchParams.get('x-algolia-api-key')).toBe(SEARCH_KEY);
        const request = JSON.parse(req.postData() ?? '{}').requests[0];
        expect(request).toMatchObject({
          query: 'stubbed',
          indexName: INDEX,
          hitsPerPage: 20,
          highlightPreTag: '<mark>',
          highlightPostTag: '</mark>',
          attributesToRetrieve: expect.arrayContaining([
            'hierarchy.lvl1',
            'content',
            'type',
            'url',
          ]),
          attributesToSnippet: expect.arrayContaining(['content:10']),
          facetFilters: ['language:en', ['tags:default', 'tags:docs-default-current']],
        });
        // insights are on: DocSearch's insights plugin loads the search-insights client
        expect(externalRequests.some((u) => /search-insights/.test(u))).toBe(true);
        // /search answers from the same hosted index
        await page.goto(`${BASE}/search?q=stubbed`, { waitUntil: 'networkidle' });
        await page.locator(`.search-result a[href="${PREFIX}/examples/gantt"]`).waitFor();
        await expect(page.locator('.search-page__count').innerText()).resolves.toBe('1 result');
      },
      { base: BASE, handleExternal: (route) => answerFromStub(route, queries) },
    );
  });

  test('shows "Unable to fetch results" when every search host fails', async () => {
    // The harness blocks every external host: Algolia's too.
    await withPage(
      async ({ page, externalRequests }) => {
        await openModal(page);
        await page.locator('.DocSearch-Input').fill('pie');
        const error = page.locator('.DocSearch-ErrorScreen');
        await error.waitFor({ timeout: 30_000 });
        await expect(error.innerText()).resolves.toContain('Unable to fetch results');
        expect(externalRequests.some((u) => ALGOLIA_HOSTS.test(u))).toBe(true);
      },
      { base: BASE },
    );
  });
});
