/**
 * Hosted search and indexing, on one production build of a copy of the site made with
 * fake Algolia credentials:
 * - indexing: ALGOLIA_APP_ID / ALGOLIA_ADMIN_KEY / ALGOLIA_INDEX_NAME set and ALGOLIA_HOST pointing
 *   at a local stand-in for Algolia's indexing API: every page's records arrive there, with the
 *   index settings; the admin key's value appears nowhere in the built files;
 * - the browser with GATSBY_ALGOLIA_* set: preconnect, the request shape DocSearch sends, a
 *   stubbed answer rendered, and the error screen when every search host fails.
 *
 * Slow (one extra `gatsby build`, in e2e/.tmp/hosted-site); SKIP_HOSTED_SEARCH_E2E=1 skips it.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { launchBrowser } from './helpers';
import { type Browser, type Page, type Request } from 'playwright-core';
import { startIndexingStub, type IndexingStub } from './search-algolia-stub';
import { gatsbyEnv, makeSiteCopy, runGatsby } from './server';

const ROOT = path.resolve(__dirname, '..');
const COPY = path.join(ROOT, 'e2e/.tmp/hosted-site');
const APP_ID = 'TESTAPPID';
const SEARCH_KEY = 'public-search-key-0123';
const ADMIN_KEY = `admin-key-${Date.now().toString(36)}-never-in-the-bundle`;
const INDEX = 'chartwrap_e2e';
const ALGOLIA_HOSTS = /^https:\/\/[^/]*(algolia\.net|algolianet\.com|algolia\.io)\//;

const run = process.env.SKIP_HOSTED_SEARCH_E2E ? describe.skip : describe;

jest.setTimeout(900_000);

let stub: IndexingStub;
let publicDir: string;
let server: http.Server;
let BASE: string;
let browser: Browser;

function serve(root: string): Promise<http.Server> {
  const s = http.createServer((req, res) => {
    const p = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    for (const c of [p, path.join(p, 'index.html'), `${p.replace(/\/$/, '')}.html`]) {
      const file = path.join(root, c);
      if (file.startsWith(root) && fs.existsSync(file) && fs.statSync(file).isFile()) {
        const type = file.endsWith('.html')
          ? 'text/html; charset=utf-8'
          : file.endsWith('.js')
            ? 'application/javascript'
            : file.endsWith('.css')
              ? 'text/css'
              : file.endsWith('.json')
                ? 'application/json'
                : 'application/octet-stream';
        res.writeHead(200, { 'content-type': type });
        fs.createReadStream(file).pipe(res);
        return;
      }
    }
    res.writeHead(404);
    res.end();
  });
  return new Promise((resolve) => s.listen(0, '127.0.0.1', () => resolve(s)));
}

function walk(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

run('search: hosted (Algolia) build', () => {
  beforeAll(async () => {
    stub = await startIndexingStub();
    makeSiteCopy(COPY);
    await runGatsby(
      ['build'],
      COPY,
      gatsbyEnv({
        NODE_ENV: 'production',
        GATSBY_ALGOLIA_APP_ID: APP_ID,
        GATSBY_ALGOLIA_SEARCH_KEY: SEARCH_KEY,
        GATSBY_ALGOLIA_INDEX_NAME: INDEX,
        ALGOLIA_APP_ID: APP_ID,
        ALGOLIA_ADMIN_KEY: ADMIN_KEY,
        ALGOLIA_INDEX_NAME: INDEX,
        ALGOLIA_HOST: stub.url,
      }),
    );
    publicDir = path.join(COPY, 'public');
    server = await serve(publicDir);
    BASE = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((r) => (server ? server.close(r) : r(undefined)));
    await stub?.close();
  });

  it('pushes every page\u2019s records to the indexing API, with the index settings', () => {
    const pushed = [...(stub.records.get(INDEX)?.values() ?? [])];
    const manifest = JSON.parse(
      fs.readFileSync(path.join(publicDir, 'search-manifest.json'), 'utf8'),
    );
    const local = JSON.parse(fs.readFileSync(path.join(publicDir, manifest.index), 'utf8'))
      .records as {
      objectID: string;
      url: string;
    }[];
    expect(pushed.length).toBe(local.length);
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
    });
    // the admin key authenticated the indexing calls
    expect(
      stub.requests.some(
        (r) =>
          r.headers['x-algolia-api-key'] === ADMIN_KEY ||
          r.query.get('x-algolia-api-key') === ADMIN_KEY,
      ),
    ).toBe(true);
  });

  it('keeps the admin key out of every built file', () => {
    const leaks = walk(publicDir).filter((f) => fs.readFileSync(f).includes(ADMIN_KEY));
    expect(leaks).toEqual([]);
  });

  async function openModal(page: Page) {
    await page.goto(`${BASE}/`, { waitUntil: 'networkidle' });
    await page.locator('.DocSearch-Button').click();
    await page.locator('.DocSearch-Modal').waitFor();
  }

  it('preconnects and queries Algolia as the spec says, and renders its answer', async () => {
    const context = await browser.newContext();
    const queries: Request[] = [];
    const external: string[] = [];
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, async (route) => {
      const req = route.request();
      external.push(req.url());
      if (ALGOLIA_HOSTS.test(req.url()) && req.url().includes('/1/indexes/*/queries')) {
        queries.push(req);
        const body = JSON.parse(req.postData() ?? '{}');
        const query = body.requests[0].query;
        return route.fulfill({
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
      }
      return route.abort();
    });
    const page = await context.newPage();
    await openModal(page);
    await expect(
      page.locator(`link[rel=preconnect][href="https://${APP_ID}-dsn.algolia.net"]`).count(),
    ).resolves.toBe(1);
    await page.locator('.DocSearch-Input').fill('stubbed');
    await page.locator('.DocSearch-Hit a[href="/examples/gantt"]').waitFor();
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
      attributesToRetrieve: expect.arrayContaining(['hierarchy.lvl1', 'content', 'type', 'url']),
      attributesToSnippet: expect.arrayContaining(['content:10']),
      facetFilters: ['language:en', ['tags:default', 'tags:docs-default-current']],
    });
    // insights are on: DocSearch's insights plugin loads the search-insights client
    expect(external.some((u) => /search-insights/.test(u))).toBe(true);
    // /search answers from the same hosted index
    await page.goto(`${BASE}/search?q=stubbed`, { waitUntil: 'networkidle' });
    await page.locator('.search-result a[href="/examples/gantt"]').waitFor();
    await expect(page.locator('.search-page__count').innerText()).resolves.toBe('1 result');
    await context.close();
  });

  it('shows "Unable to fetch results" when every search host fails', async () => {
    const context = await browser.newContext();
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    const page = await context.newPage();
    await openModal(page);
    await page.locator('.DocSearch-Input').fill('pie');
    const error = page.locator('.DocSearch-ErrorScreen');
    await error.waitFor({ timeout: 30_000 });
    await expect(error.innerText()).resolves.toContain('Unable to fetch results');
    await context.close();
  });
});
