/**
 * Browser tests of search against the production build, embedded back end (the default
 * build): real queries over the real content, the modal's screens, limits and shortcuts, "See all"
 * against /search, recent and favorite searches, lazy loading, and the modal's index request
 * failing then recovering; no test ends with a page error. Hostile /search queries and /search's
 * own error with Retry are fault tests (e2e/faults/).
 *
 * The build is the one the e2e project serves (e2e/setup.ts, E2E_BASE_URL); each test gets a page
 * of the shared harness (e2e/helpers.ts: the fake charts loader, no other external host).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import type { SplitDictionary } from '../src/search/index-format';
import { everyPartPath, partPaths } from '../src/search/split-files';
import {
  HITS_PER_PAGE,
  MAX_RESULTS_PER_GROUP,
  SEARCH_MAX_QUERY_LENGTH,
  SNIPPET_WORDS,
  SNIPPET_WORDS_SMALL,
} from '../src/config';
import { launchBrowserForFile, newPage, url, waitForHydration, type PageHarness } from './helpers';
import { ROOT, TMP } from './server';

// The build being served: the harness's copy (e2e/setup.ts) when it serves one, else public/.
const SERVED_COPY = path.join(TMP, 'serve/public');
const PUBLIC =
  process.env.E2E_PUBLIC_DIR ??
  (fs.existsSync(SERVED_COPY) ? SERVED_COPY : path.join(ROOT, 'public'));
const INDEX_REQUEST = /\/search-index\.[0-9a-f]+\.json$/;

jest.setTimeout(120_000);

const { browser } = launchBrowserForFile();
let harness: PageHarness;
let context: BrowserContext;
let page: Page;

beforeEach(async () => {
  harness = await newPage(browser(), { viewport: { width: 1280, height: 800 } });
  ({ context, page } = harness);
});

// Every test ends with no uncaught error in the page.
afterEach(async () => {
  try {
    expect(harness.pageErrors).toEqual([]);
  } finally {
    await harness.close();
  }
});

async function open(sitePath = '/') {
  await page.goto(url(sitePath), { waitUntil: 'networkidle' });
}

async function openModal() {
  await page.locator('.DocSearch-Button').click();
  await page.locator('.DocSearch-Modal').waitFor();
}

/**
 * Waits until the modal shows its answer to `query` (the input's value): hits, whose "See all"
 * link carries the query they answer; "No results for" it; or the error screen, which the modal
 * shows only while the query in the input is the one that failed.
 */
async function answered(query: string) {
  await page.waitForFunction(
    (q) => {
      if (document.querySelector<HTMLInputElement>('.DocSearch-Input')?.value !== q) return false;
      // The footer follows the input at once, and gives its count once the query has answered.
      const seeAll = document.querySelector<HTMLAnchorElement>('.DocSearch-HitsFooter a');
      if (
        seeAll &&
        new URL(seeAll.href).searchParams.get('q') === q &&
        /See all \d+ results/.test(seeAll.textContent ?? '')
      )
        return true;
      const noResultsFor = document.querySelector('.DocSearch-NoResults .DocSearch-Title strong');
      if (noResultsFor?.textContent === q) return true;
      return document.querySelector('.DocSearch-ErrorScreen') !== null;
    },
    query.slice(0, SEARCH_MAX_QUERY_LENGTH),
  );
}

/** Types `query` into the modal at once and waits for its answer. */
async function search(query: string) {
  await page.locator('.DocSearch-Input').fill(query);
  await answered(query);
}

/** Words as the engine counts them: runs with a letter or digit ("})" and "—" are not words). */
const wordCount = (snippet: string) =>
  snippet
    .replace(/…/g, ' ')
    .trim()
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

/** The word counts of the snippets the modal shows (content hits). */
const snippetWordCounts = async () =>
  (await page.locator('.DocSearch-Hit-content-wrapper .DocSearch-Hit-title').allInnerTexts()).map(
    wordCount,
  );

/** Waits until the first hit links to `href` (fails after the timeout with the hits shown). */
async function expectFirstHit(href: string) {
  try {
    await page.waitForFunction(
      (h) => document.querySelector('.DocSearch-Hit a')?.getAttribute('href') === h,
      href,
      { timeout: 10_000 },
    );
  } catch {
    expect((await hitUrls())[0]).toBe(href);
  }
}

const hitUrls = () =>
  page.locator('.DocSearch-Hit a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));

describe('search modal: loading, opening and limits', () => {
  it('loads no modal code, stylesheet or index before search is used', async () => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await open('/');
    const modalChunks = fs
      .readdirSync(PUBLIC)
      .filter((f) => f.endsWith('.js'))
      .filter((f) => fs.readFileSync(path.join(PUBLIC, f), 'utf8').includes('DocSearch-Dropdown'));
    expect(modalChunks.length).toBeGreaterThan(0);
    expect(requested.filter((u) => modalChunks.some((c) => u.endsWith(`/${c}`)))).toEqual([]);
    expect(requested.filter((u) => /search-(index|manifest)|docsearch-modal/.test(u))).toEqual([]);
    await expect(page.locator('.DocSearch-Button').innerText()).resolves.toMatch(
      /Search\s*Ctrl\s*K/,
    );
    // no preconnect to a search host in embedded mode
    expect(await page.locator('link[rel=preconnect][href*="algolia"]').count()).toBe(0);
    await openModal();
    await search('pie');
    expect(requested.some((u) => INDEX_REQUEST.test(u))).toBe(true);
    expect(requested.filter((u) => /algolia|insights/.test(u))).toEqual([]);
  });

  it('opens with /, Ctrl+K and Meta+K and closes with Escape', async () => {
    await open('/');
    const modal = page.locator('.DocSearch-Modal');
    await page.keyboard.press('/');
    await modal.waitFor();
    await expect(page.locator('.DocSearch-Input').getAttribute('placeholder')).resolves.toBe(
      'Search docs',
    );
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    await page.keyboard.press('Control+k');
    await modal.waitFor();
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    await page.keyboard.press('Meta+k');
    await modal.waitFor();
    await page.keyboard.press('Control+k');
    await modal.waitFor({ state: 'detached' });
  });

  it('accepts at most 64 characters', async () => {
    await open('/');
    await openModal();
    const input = page.locator('.DocSearch-Input');
    await expect(input.getAttribute('maxlength')).resolves.toBe('64');
    await input.pressSequentially('chart '.repeat(14), { delay: 0 });
    expect((await input.inputValue()).length).toBe(64);
  });
});

describe('search modal: results', () => {
  it('finds the right page first, tolerates a typo, and highlights matches', async () => {
    await open('/');
    await openModal();
    await search('pie');
    await expectFirstHit('/examples/pie-chart');
    expect(await page.locator('.DocSearch-Hit mark').first().innerText()).toMatch(/pie/i);
    await search('contols'); // one letter missing
    await expectFirstHit('/examples/advanced-controls');
    await search('pie');
    await expectFirstHit('/examples/pie-chart');
    await search('controls');
    await expectFirstHit('/examples/advanced-controls');
  });

  it(`groups results, at most ${MAX_RESULTS_PER_GROUP} per group and ${HITS_PER_PAGE} in all, snippets of at most ${SNIPPET_WORDS} words`, async () => {
    await open('/');
    await openModal();
    await search('chart');
    // The hit list is drawn once the results arrive; count its groups only then.
    await page.locator('.DocSearch-Hits .DocSearch-Hit').first().waitFor();
    const groups = await page
      .locator('.DocSearch-Hits')
      .evaluateAll((sections) => sections.map((s) => s.querySelectorAll('.DocSearch-Hit').length));
    expect(groups.length).toBeGreaterThan(1);
    expect(Math.max(...groups)).toBe(MAX_RESULTS_PER_GROUP);
    expect(groups.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(HITS_PER_PAGE);
    const lengths = await snippetWordCounts();
    expect(lengths.length).toBeGreaterThan(0);
    expect(Math.max(...lengths)).toBeLessThanOrEqual(SNIPPET_WORDS);
  });

  it(`snippets ${SNIPPET_WORDS_SMALL} words on screens up to 768 px wide`, async () => {
    await page.setViewportSize({ width: 760, height: 900 });
    await open('/');
    await page.keyboard.press('/');
    await page.locator('.DocSearch-Modal').waitFor();
    await search('callback');
    await page.locator('.DocSearch-Hit').first().waitFor();
    const lengths = await snippetWordCounts();
    expect(lengths.length).toBeGreaterThan(0);
    expect(Math.max(...lengths)).toBe(SNIPPET_WORDS_SMALL);
  });

  it('opens a hit client-side at its anchor', async () => {
    // From a page with the walkthrough's Content Security Policy (live editor and charts), so the
    // navigation stays client-side.
    await open('/examples/pie-chart');
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    await openModal();
    await search('server rendering');
    const link = page.locator(
      '.DocSearch-Hit a[href="/docs/quick-walkthrough#render-on-the-server-and-in-nextjs"]',
    );
    await link.first().click();
    await page.waitForURL('**/docs/quick-walkthrough#render-on-the-server-and-in-nextjs');
    // client-side navigation: the window survived
    expect(
      await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload),
    ).toBe(true);
    await page.waitForFunction(() => {
      const h = document.getElementById('render-on-the-server-and-in-nextjs');
      if (!h) return false;
      const top = h.getBoundingClientRect().top;
      return top >= -5 && top < window.innerHeight / 2;
    });
  });

  it('"See all {count} results" shows the true count, the one /search shows', async () => {
    await open('/');
    await openModal();
    // type letter by letter: DocSearch 4.7 would add up the counts of "c", "ch", ...
    await page.locator('.DocSearch-Input').pressSequentially('chart', { delay: 60 });
    await answered('chart');
    const footer = page.locator('.DocSearch-HitsFooter a');
    const text = await footer.innerText();
    const count = Number(/See all (\d+) results/.exec(text)?.[1]);
    expect(count).toBeGreaterThan(0);
    await footer.click();
    await page.waitForURL('**/search?q=chart');
    const pageCount = page.locator('.search-page__count');
    await expect(pageCount.innerText()).resolves.toBe(`${count} results`);
  });
});

describe('search modal: no results', () => {
  it('shows "No results for" with suggestions and the report link', async () => {
    await open('/');
    await openModal();
    await search('chart');
    await search('pxechrt zzqxv');
    const screen = page.locator('.DocSearch-NoResults');
    await expect(screen.locator('.DocSearch-Title').innerText()).resolves.toMatch(
      /^No results for\s*"?pxechrt zzqxv"?/,
    );
    // What the reader sees: DocSearch's own list (group names) is hidden in favour of ours.
    const suggestions = screen.locator('.DocSearch-Prefill:visible');
    await suggestions.first().waitFor();
    const count = await suggestions.count();
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBeLessThanOrEqual(3);
    const report = screen.locator('a', { hasText: 'Let us know.' });
    await expect(report.getAttribute('href')).resolves.toMatch(
      /^https:\/\/github\.com\/.+\/issues\/new\?title=.*zzqxv/,
    );
    await expect(screen.innerText()).resolves.toContain(
      'Believe this query should return results?',
    );
    // a suggestion is a query that finds something
    await suggestions.first().click();
    await page.locator('.DocSearch-Hit').first().waitFor();
  });

  it('offers suggestions a reader can see and click for "sunburst", which no page names', async () => {
    await open('/');
    await openModal();
    await page.locator('.DocSearch-Input').pressSequentially('sunburst', { delay: 40 });
    await answered('sunburst');
    const screen = page.locator('.DocSearch-NoResults');
    const offered = screen.locator('.cw-suggestions .DocSearch-Prefill');
    // Attached, not visible: a suggestion of no size fails below, on its size, not on a timeout.
    await offered.first().waitFor({ state: 'attached' });
    const boxes = await offered.evaluateAll((buttons) =>
      buttons.map((button) => {
        const box = button.getBoundingClientRect();
        const atCentre = document.elementFromPoint(
          box.left + box.width / 2,
          box.top + box.height / 2,
        );
        return {
          text: button.textContent ?? '',
          width: box.width,
          height: box.height,
          inViewport:
            box.top >= 0 &&
            box.left >= 0 &&
            box.bottom <= window.innerHeight &&
            box.right <= window.innerWidth,
          // What a click at its centre reaches: the suggestion, not something over it.
          onTop: atCentre !== null && button.contains(atCentre),
        };
      }),
    );
    expect(boxes.length).toBeGreaterThanOrEqual(1);
    expect(boxes.length).toBeLessThanOrEqual(3);
    for (const box of boxes) {
      expect(box).toEqual(
        expect.objectContaining({ inViewport: true, onTop: true, text: expect.any(String) }),
      );
      expect(box.width).toBeGreaterThan(0);
      expect(box.height).toBeGreaterThan(0);
    }
    // The only suggestions with a size are ours: DocSearch's own list (group names) is hidden.
    const withSize = await screen.locator('.DocSearch-Prefill').evaluateAll(
      (buttons) =>
        buttons.filter((button) => {
          const box = button.getBoundingClientRect();
          return box.width > 0 && box.height > 0;
        }).length,
    );
    expect(withSize).toBe(boxes.length);
    // Clicking one runs that query: the modal searches the title and shows its hits.
    const query = boxes[0].text.toLowerCase();
    await offered.first().click();
    await answered(query);
    await page.locator('.DocSearch-Hit').first().waitFor();
  });
});

describe('search modal: recent and favorite searches', () => {
  it('keeps recent and favorite searches across reloads', async () => {
    await open('/');
    await openModal();
    await search('pie');
    await page.locator('.DocSearch-Hit a').first().click();
    await page.waitForURL('**/examples/pie-chart');
    // Ready once hydrated, which is what the modal needs: waiting for the network to go quiet
    // after this reload once took over 30 s on a loaded 2-core CI machine.
    await page.reload();
    await waitForHydration(page);
    await openModal();
    const recent = page.locator('.DocSearch-Hit-source', { hasText: 'Recent' });
    await recent.waitFor();
    await expect(page.locator('.DocSearch-Hits').first().innerText()).resolves.toContain(
      'Pie chart',
    );
    await page.locator('.DocSearch-Hit-action-button[title="Save this search"]').first().click();
    await page.locator('.DocSearch-Hit-source', { hasText: 'Favorite' }).waitFor();
    await page.reload({ waitUntil: 'networkidle' });
    await openModal();
    await page.locator('.DocSearch-Hit-source', { hasText: 'Favorite' }).waitFor();
    await expect(page.locator('.DocSearch-Hits').first().innerText()).resolves.toContain(
      'Pie chart',
    );
  });
});

describe('search: the /search page and optional words', () => {
  it('/search reads q, lists results with breadcrumbs, and updates the URL', async () => {
    await open('/search?q=controls');
    const first = page.locator('.search-result').first();
    await first.waitFor();
    await expect(first.locator('a').first().getAttribute('href')).resolves.toBe(
      '/examples/advanced-controls',
    );
    await page.locator('.search-page__input').fill('gantt');
    await page.waitForURL('**/search?q=gantt');
    await page.locator('.search-result a[href="/examples/gantt"]').first().waitFor();
    const crumbs = await page.locator('.search-result__breadcrumbs').first().innerText();
    expect(crumbs.length).toBeGreaterThan(0);
  });

  it('answers a query no page matches in full, and says which words it left out', async () => {
    await open('/');
    await openModal();
    await search('migration guide');
    await expectFirstHit('/docs/quick-walkthrough#move-from-react-google-charts');
    const note = page.locator('.cw-search-fallback');
    await note.waitFor();
    await expect(note.innerText()).resolves.toContain('“guide”');
    // a query every word of which matches: no note
    await search('pie chart');
    await expectFirstHit('/examples/pie-chart');
    await page.locator('.cw-search-fallback').waitFor({ state: 'detached' });

    await open(`/search?q=${encodeURIComponent('animate on startup zzqxv')}`);
    await page.locator('.search-result').first().waitFor();
    await expect(page.locator('.search-page__fallback').innerText()).resolves.toContain('“zzqxv”');
    // every hit says where it is and why
    const hits = page.locator('.search-result');
    const checked = Math.min(5, await hits.count());
    expect(checked).toBeGreaterThan(0);
    for (let i = 0; i < checked; i++) {
      const hit = hits.nth(i);
      await expect(hit.locator('.search-result__breadcrumbs').innerText()).resolves.not.toBe('');
      await expect(hit.locator('mark').count()).resolves.toBeGreaterThan(0);
    }
  });
});

describe('search: split index', () => {
  // The built site's records as a split index (the build splits only past 50 KB gzipped), served
  // in place of the built index: what a first search on a large site fetches.
  const dir = path.join(ROOT, 'e2e/.tmp/split-index');
  let dictionary: SplitDictionary;

  beforeAll(() => {
    // Written by the build's own code (bundled for Node by the bench).
    execFileSync(process.execPath, ['bench/search-download.mjs', PUBLIC, '--split', '--out', dir], {
      cwd: ROOT,
    });
    const read = (file: string) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    dictionary = read(read('search-manifest.json').index);
  });

  it('a first search fetches the manifest, the dictionary and only the parts it needs', async () => {
    const fetched: string[] = [];
    // The first hit may be Gantt's from an earlier prefix: the searches of a typing are done once
    // nothing more is fetched for a while.
    const settled = async () => {
      for (let count = -1; count !== fetched.length;) {
        count = fetched.length;
        await page.waitForTimeout(750);
      }
    };
    await context.route(/\/(search-manifest|search-index\.[0-9a-f]+)\.json$/, (route) => {
      const name = new URL(route.request().url()).pathname;
      fetched.push(name);
      return route.fulfill({
        contentType: 'application/json',
        body: fs.readFileSync(path.join(dir, name)),
      });
    });
    await open('/');
    await openModal();
    await page.locator('.DocSearch-Input').pressSequentially('gantt', { delay: 30 });
    await expectFirstHit('/examples/gantt');
    await settled();
    const parts = everyPartPath(dictionary);
    expect(fetched[0]).toBe('/search-manifest.json');
    const indexFiles = fetched.filter((f) => f !== '/search-manifest.json');
    // Each file once: the dictionary, then parts of the index, not all of them (the one-letter
    // prefix `g` alone reaches many terms, hence many postings and rows).
    expect(new Set(indexFiles).size).toBe(indexFiles.length);
    expect(indexFiles.every((f) => parts.includes(f) || f === fetched[1])).toBe(true);
    expect(indexFiles.length).toBeGreaterThan(1);
    expect(indexFiles.length).toBeLessThan(new Set(parts).size);
    const recordFiles = partPaths(dictionary.records);
    const records = indexFiles.filter((f) => recordFiles.includes(f));
    expect(records.length).toBeLessThan(recordFiles.length);
    // The same query again: everything it needs is loaded.
    const before = fetched.length;
    await page.locator('.DocSearch-Input').fill('');
    await page.locator('.DocSearch-Input').pressSequentially('gantt', { delay: 30 });
    await expectFirstHit('/examples/gantt');
    await settled();
    expect(fetched.length).toBe(before);
  });
});

describe('search: faults', () => {
  it('shows "Unable to fetch results" when the index cannot load, and recovers', async () => {
    let offline = true;
    await context.route(INDEX_REQUEST, (route) => (offline ? route.abort() : route.continue()));
    await open('/');
    await openModal();
    await search('pie');
    const error = page.locator('.DocSearch-ErrorScreen');
    await error.waitFor();
    await expect(error.innerText()).resolves.toContain('Unable to fetch results');
    await expect(error.innerText()).resolves.toContain(
      'You might want to check your network connection.',
    );
    await expect(page.locator('.DocSearch-NoResults').isVisible()).resolves.toBe(false);
    await page.locator('.DocSearch-Container--Errored').waitFor();
    offline = false;
    await search('pie chart');
    await expectFirstHit('/examples/pie-chart');
    await page.locator('.DocSearch-ErrorScreen').waitFor({ state: 'detached' });
    await page.locator('.DocSearch-Container--Errored').waitFor({ state: 'detached' });
  });
});
