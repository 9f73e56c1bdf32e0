/**
 * Browser tests of behaviour around navigation and loading, against the production build:
 * prefetch on touch, no chunk mapping inlined in the pages with hover prefetch and navigation as
 * before, no hover or touch prefetch on 2g connections or with data saving, one
 * progress-bar loop, the delayed loading spinner of every lazily loaded part (live editor, the
 * /search index, the search modal) with the error and Retry, Markdown links to content files, and
 * the stored docs-version preference cleaned on start-up.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page, Request } from 'playwright-core';
import { publishedFiles } from '../src/node/output/published-files';
import { PROGRESS_BAR } from '../src/config';
import { launchBrowserForFile, open, url, type PageHarness } from './helpers';

jest.setTimeout(300_000);

const { withPage } = launchBrowserForFile();

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resolves once `check()` holds; fails with `what` after `timeout` ms. */
async function until(what: string, check: () => boolean | Promise<boolean>, timeout = 5000) {
  const end = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`Timed out waiting until ${what}`);
    await pause(100);
  }
}

/** Page-data requests of `path` made by `page` from now on. */
function pageDataRequests(page: Page, path: string): string[] {
  const seen: string[] = [];
  const file = `/page-data${path === '/' ? '/index' : path}/page-data.json`;
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname === file) seen.push(request.url());
  });
  return seen;
}

/**
 * Records, in the page, every path the loader is asked to prefetch on hover or touch
 * (`___loader.hovering`, which the site wraps with its connection rule) and every page-data file
 * the page starts to fetch. Both happen synchronously in the event's handlers, so right after an
 * event is dispatched they say what it did.
 */
async function watchPrefetch(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as {
      ___loader: { hovering: (path: string) => unknown };
      __asked: string[];
      __pageData: string[];
    };
    w.__asked = [];
    w.__pageData = [];
    const hovering = w.___loader.hovering;
    w.___loader.hovering = (path) => {
      w.__asked.push(path);
      return hovering(path);
    };
    const open = XMLHttpRequest.prototype.open;
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
      const target = new URL(String(args[1]), location.href).pathname;
      if (target.startsWith('/page-data/')) w.__pageData.push(target);
      return (open as (...a: unknown[]) => void).apply(this, args);
    } as typeof XMLHttpRequest.prototype.open;
  });
  return () =>
    page.evaluate(() => {
      const w = window as unknown as { __asked: string[]; __pageData: string[] };
      return { asked: [...w.__asked], pageData: [...w.__pageData] };
    });
}

const TAGS_DATA = '/page-data/tags/page-data.json';

/** Makes `navigator.connection` report `connection` before any script of the page runs. */
async function emulateConnection(
  h: PageHarness,
  connection: { effectiveType: string; saveData: boolean },
) {
  await h.context.addInitScript((c) => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => c,
    });
  }, connection);
}

// The footer's "Tags" link: far below the fold of the long walkthrough, and linked nowhere else
// on it, so nothing prefetches /tags until the test hovers or touches that link.
const WALKTHROUGH = '/docs/quick-walkthrough';
const FAR_LINK = 'footer a[href="/tags"]';

/** A touch on the element, as a touch screen starts one (without scrolling it into view). */
async function touch(page: Page, selector: string) {
  await page.locator(selector).evaluate((el) => {
    const init = { bubbles: true, cancelable: true, composed: true };
    el.dispatchEvent(
      typeof TouchEvent === 'function'
        ? new TouchEvent('touchstart', init)
        : new Event('touchstart', init),
    );
  });
}

describe('prefetch on hover and touch', () => {
  test('touching an internal link prefetches its page data', async () => {
    await withPage(async (h) => {
      const requests = pageDataRequests(h.page, '/tags');
      await open(h.page, WALKTHROUGH);
      const prefetches = await watchPrefetch(h.page);
      expect(await prefetches()).toEqual({ asked: [], pageData: [] });
      await touch(h.page, FAR_LINK);
      // The touch asked for /tags and started fetching its data before anything else could.
      const afterTouch = await prefetches();
      expect(afterTouch.asked).toEqual(['/tags']);
      expect(afterTouch.pageData).toContain(TAGS_DATA);
      await until('the touch prefetched /tags', () => requests.length > 0);
    });
  });

  for (const connection of [
    { effectiveType: 'slow-2g', saveData: false },
    { effectiveType: '2g', saveData: false },
    { effectiveType: '4g', saveData: true },
  ]) {
    test(`no hover or touch prefetch on ${connection.effectiveType}${connection.saveData ? ' with data saving' : ''}`, async () => {
      await withPage(async (h) => {
        await emulateConnection(h, connection);
        const requests = pageDataRequests(h.page, '/tags');
        await open(h.page, WALKTHROUGH);
        const prefetches = await watchPrefetch(h.page);
        await touch(h.page, FAR_LINK);
        await h.page.hover(FAR_LINK);
        // Both reached the loader, which fetched nothing.
        await h.page.waitForFunction(
          () => (window as unknown as { __asked: string[] }).__asked.length === 2,
        );
        expect(await prefetches()).toEqual({ asked: ['/tags', '/tags'], pageData: [] });
        expect(requests).toEqual([]);
        // The link itself still works: the click fetches the data.
        await h.page.click(FAR_LINK);
        await h.page.waitForURL(url('/tags'));
      });
    });
  }

  test("no page inlines Gatsby's chunk mapping; a hover loads the page's data and component, then the navigation needs nothing more", async () => {
    const publicDir = path.resolve(__dirname, '../public');
    const html = publishedFiles(publicDir).filter((f) => f.endsWith('.html'));
    expect(html.length).toBeGreaterThan(100);
    const withMapping = html.filter((f) =>
      fs.readFileSync(path.join(publicDir, f), 'utf8').includes('___chunkMapping'),
    );
    expect(withMapping).toEqual([]);
    await withPage(async (h) => {
      await emulateConnection(h, { effectiveType: '4g', saveData: false });
      const requests: string[] = [];
      h.page.on('request', (r: Request) => requests.push(new URL(r.url()).pathname));
      // Between pages with the same Content Security Policy: the navigation stays client-side.
      await open(h.page, '/examples/pie-chart');
      expect(
        await h.page.evaluate(
          () => typeof (window as { ___chunkMapping?: unknown }).___chunkMapping,
        ),
      ).toBe('undefined');
      await h.page.waitForLoadState('networkidle');
      const link = h.page.locator('nav[aria-label="Docs sidebar"] a[href="/examples/bar-chart"]');
      requests.length = 0;
      await link.hover();
      const data = '/page-data/examples/bar-chart/page-data.json';
      await until(
        'the hover loaded the page data and the component',
        () => requests.includes(data) && requests.some((r) => /\/component---[^/]*\.js$/.test(r)),
      );
      await h.page.waitForLoadState('networkidle');
      await h.page.evaluate(() => {
        (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
      });
      requests.length = 0;
      await link.click();
      await h.page.waitForURL(url('/examples/bar-chart'));
      await h.page.locator('main svg[data-fake-chart]').first().waitFor();
      expect(
        await h.page.evaluate(
          () => (window as unknown as { __sameDocument?: boolean }).__sameDocument,
        ),
      ).toBe(true);
      // Nothing of the page is fetched again: no page data, no script of the site's own.
      expect(
        requests.filter((r) => r.startsWith('/page-data/') || /^\/[^/]*\.js$/.test(r)),
      ).toEqual([]);
      expect(h.consoleErrors).toEqual([]);
    });
  });
});

describe('the one stylesheet, and prefetch on a fast connection', () => {
  test('every page links the one content-hashed stylesheet instead of inlining it, and it styles the page', async () => {
    const publicDir = path.resolve(__dirname, '../public');
    const pages = publishedFiles(publicDir)
      .filter((f) => f.endsWith('index.html'))
      .map((f) => fs.readFileSync(path.join(publicDir, f), 'utf8'));
    expect(pages.length).toBeGreaterThan(60);
    const sheets = new Set(
      pages.map(
        (html) => /<link rel="stylesheet" href="(\/styles\.[0-9a-f]+\.css)"/.exec(html)?.[1],
      ),
    );
    expect([...sheets]).toEqual([expect.stringMatching(/^\/styles\.[0-9a-f]+\.css$/)]);
    expect(pages.filter((html) => /<style[^>]*data-href=/.test(html))).toEqual([]);
    await withPage(async (h) => {
      const stylesheets: string[] = [];
      h.page.on('request', (r: Request) => {
        if (r.resourceType() === 'stylesheet') stylesheets.push(new URL(r.url()).pathname);
      });
      await open(h.page, '/examples/pie-chart');
      // The sidebar is laid out by the site's stylesheet (a flex column of links).
      await expect(
        h.page
          .locator('nav[aria-label="Docs sidebar"] a.menu__link')
          .first()
          .evaluate((a) => getComputedStyle(a).display),
      ).resolves.toBe('flex');
      await h.page.locator('nav[aria-label="Docs sidebar"] a[href="/examples/bar-chart"]').click();
      await h.page.waitForURL(url('/examples/bar-chart'));
      // Fetched once, and not again on a client-side navigation.
      expect(stylesheets.filter((p) => /^\/styles\./.test(p))).toEqual([[...sheets][0]]);
      expect(h.consoleErrors).toEqual([]);
    });
  });

  test('on a fast connection, hovering prefetches (the rule above is not "never")', async () => {
    await withPage(async (h) => {
      await emulateConnection(h, { effectiveType: '4g', saveData: false });
      const requests = pageDataRequests(h.page, '/tags');
      await open(h.page, WALKTHROUGH);
      await h.page.hover(FAR_LINK);
      await until('the hover prefetched /tags', () => requests.length > 0);
    });
  });
});

describe('progress bar', () => {
  // The page's timers run on Playwright's clock, paused while the page data is held: the test
  // moves time one trickle period at a time, so it counts the bar's moves whatever the load.
  test(`one trickle loop: the bar moves once per ${PROGRESS_BAR.trickleSpeedMs} ms while a page loads`, async () => {
    await withPage(async (h) => {
      await h.page.clock.install();
      // From a page with the target's Content Security Policy: the navigation stays client-side.
      await open(h.page, '/examples/pie-chart');
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => (release = resolve));
      await h.page.route('**/page-data/examples/gauge/page-data.json', async (route) => {
        await released;
        await route.fallback();
      });
      await h.page.clock.pauseAt((await h.page.evaluate(() => Date.now())) + 1000);
      await h.page.evaluate(() => {
        const w = window as unknown as { __barMoves: number };
        w.__barMoves = 0;
        new MutationObserver((records) => {
          for (const r of records)
            if ((r.target as Element).classList?.contains('bar')) w.__barMoves++;
        }).observe(document.body, {
          subtree: true,
          attributes: true,
          attributeFilter: ['aria-valuenow'],
        });
        (window as unknown as { ___navigate: (to: string) => void }).___navigate('/examples/gauge');
      });
      const moves = () =>
        h.page.evaluate(() => (window as unknown as { __barMoves: number }).__barMoves);
      await h.page.clock.runFor(PROGRESS_BAR.delayMs);
      expect(await moves()).toBe(1); // started
      // Before the page data arrives: one trickle per period (a second loop would add one more).
      for (let period = 1; period <= 3; period++) {
        await h.page.clock.runFor(PROGRESS_BAR.trickleSpeedMs);
        expect(await moves()).toBe(1 + period);
      }
      expect(await h.page.locator('#nprogress .spinner').count()).toBe(0);
      await h.page.clock.resume();
      release();
      await h.page.waitForURL(url('/examples/gauge'));
      await h.page.locator('#nprogress').waitFor({ state: 'detached' });
    });
  });
});

/** Holds every JavaScript request from now on until `release()` (or fails them with `fail`). */
async function holdScripts(page: Page, fail = false) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((r) => (release = r));
  await page.route(/\.js(\?|$)/, async (route) => {
    if (fail) return route.abort('failed');
    await released;
    return route.fallback();
  });
  return {
    release,
    stop: () => page.unroute(/\.js(\?|$)/),
  };
}

describe('loading spinner', () => {
  test('live editor: nothing at first, then a named spinner, then the editor', async () => {
    await withPage(async (h) => {
      await open(h.page, '/examples/column-chart');
      const scripts = await holdScripts(h.page);
      const example = h.page.locator('[data-example="column-chart"]');
      await example.getByRole('button', { name: 'Edit', exact: true }).click();
      const spinner = h.page.getByRole('status', { name: 'Loading the editor' });
      expect(await spinner.count()).toBe(0);
      await spinner.waitFor({ timeout: 5000 });
      scripts.release();
      await h.page.locator('[data-testid="live-editor"]').waitFor();
      expect(await spinner.count()).toBe(0);
    });
  });

  test('live editor: a failed load shows the error with Retry; Retry loads it', async () => {
    await withPage(
      async (h) => {
        await open(h.page, '/examples/column-chart');
        const scripts = await holdScripts(h.page, true);
        const example = h.page.locator('[data-example="column-chart"]');
        await example.getByRole('button', { name: 'Edit', exact: true }).click();
        const alert = h.page.getByRole('alert').filter({ hasText: 'The editor could not load' });
        await alert.waitFor();
        await scripts.stop();
        await alert.getByRole('button', { name: 'Retry' }).click();
        await h.page.locator('[data-testid="live-editor"]').waitFor();
      },
      { ignoreConsole: [/./] },
    );
  });

  test('/search: the index loads behind a named spinner, then the results', async () => {
    await withPage(async (h) => {
      let release: () => void = () => undefined;
      const released = new Promise<void>((r) => (release = r));
      await h.page.route('**/search-index.*.json', async (route) => {
        await released;
        await route.fallback();
      });
      await open(h.page, '/search?q=chart');
      const spinner = h.page.getByRole('status', { name: 'Loading search results' });
      await spinner.waitFor({ timeout: 5000 });
      release();
      await h.page.locator('.search-page__results li').first().waitFor();
      expect(await spinner.count()).toBe(0);
    });
  });

  test('search modal, first use: nothing at first, then a named spinner, then the modal', async () => {
    await withPage(async (h) => {
      await open(h.page, '/');
      const scripts = await holdScripts(h.page);
      await h.page.keyboard.press('Control+k');
      const spinner = h.page.getByRole('status', { name: 'Loading search' });
      expect(await spinner.count()).toBe(0);
      await spinner.waitFor({ timeout: 5000 });
      scripts.release();
      await h.page.locator('.DocSearch-Modal').waitFor();
      expect(await spinner.count()).toBe(0);
    });
  });

  test('search modal: a failed load shows the error with Retry; Retry opens the modal', async () => {
    await withPage(
      async (h) => {
        await open(h.page, '/');
        const scripts = await holdScripts(h.page, true);
        await h.page.keyboard.press('Control+k');
        const alert = h.page.getByRole('alert').filter({ hasText: 'Search could not load' });
        await alert.waitFor();
        await scripts.stop();
        await alert.getByRole('button', { name: 'Retry' }).click();
        await h.page.locator('.DocSearch-Modal').waitFor();
      },
      { ignoreConsole: [/./] },
    );
  });
});

describe('Markdown links to content files', () => {
  test('a link written to ../examples/gantt.mdx goes to /examples/gantt', async () => {
    await withPage(async (h) => {
      await open(h.page, WALKTHROUGH);
      const link = h.page.locator('main a', { hasText: 'Gantt chart' }).first();
      expect(await link.getAttribute('href')).toBe('/examples/gantt');
      await link.click();
      await h.page.waitForURL(url('/examples/gantt'));
      await h.page.locator('main h1', { hasText: 'Gantt' }).waitFor();
    });
  });

  test('a link to another file with an anchor keeps the anchor', async () => {
    await withPage(async (h) => {
      await open(h.page, '/examples/advanced-events');
      const link = h.page.locator('main a', { hasText: 'Reach the chart through a ref' });
      expect(await link.getAttribute('href')).toBe(
        '/docs/quick-walkthrough#reach-the-chart-through-a-ref',
      );
    });
  });
});

describe('stored docs-version preference', () => {
  const KEY = 'docs-preferred-version-default';

  async function seed(h: PageHarness, value: string) {
    await h.context.addInitScript(
      ([key, v]) => {
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem(key, v);
      },
      [KEY, value],
    );
  }

  // The layout's effect reads (and cleans) it; React runs that effect before the root's, which
  // marks the page hydrated (gatsby-browser's onInitialClientRender): once `open()` returns, the
  // start-up cleanup has run.
  test('a stored version that does not exist is removed on start-up', async () => {
    await withPage(async (h) => {
      await seed(h, 'v0-removed');
      await open(h.page, '/tags');
      expect(await h.page.evaluate((key) => localStorage.getItem(key), KEY)).toBeNull();
    });
  });

  test('a stored version that exists is kept', async () => {
    await withPage(async (h) => {
      await seed(h, 'current');
      await open(h.page, '/tags');
      expect(await h.page.evaluate((key) => localStorage.getItem(key), KEY)).toBe('current');
    });
  });
});
