/**
 * Fault tests against the production build served by the e2e harness (e2e/setup.ts,
 * `gatsby serve`): each fault shows a clear message on screen and nothing is lost.
 *
 * - the charts loader blocked, slow past the library's timeout, or failing after load: the error
 *   in place with Retry, and Retry draws once the network is back;
 * - a route's chunk or page data failing on client navigation: a reload to the right URL, never a
 *   blank page;
 * - local storage throwing on every access (Storage.prototype): the site renders, colour mode
 *   toggles, the announcement bar closes, search works, one warning;
 * - the site served under a wrong path prefix: the "did not load properly" banner;
 * - the crash fallback, its messages and "Try again";
 * - the search index unreachable, then answering garbage, then recovering;
 * - hostile input: /search?q= with markup, 10,000 characters, invalid percent-encoding; paths with
 *   `..`, encoded slashes, very long paths;
 * - every internal link and anchor of every sitemap page resolves.
 *
 * Run: `flock /tmp/chartwrap-gatsby-build.lock npx jest --selectProjects e2e e2e/faults.e2e.ts`
 * (E2E_REUSE_BUILD=1 serves the existing public/). No timed assertions: waits only.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page, Route } from 'playwright-core';
import { fakeGoogleLoaderSource, fakeLoaderResponse, isLoaderUrl } from '@chartwrap/test-support';
import { SEARCH_MAX_QUERY_LENGTH } from '../src/config';
import {
  baseUrl,
  launchBrowserForFile,
  open,
  sitemapPaths,
  url,
  waitForHydration,
  type PageHarness,
} from './helpers';

const ROOT = path.resolve(__dirname, '..');
const LIBRARY_TIMEOUT_MS = 20_000; // chartwrap's default loader timeout
const CHART = 'main svg[data-fake-chart]';
const CHART_ALERT = 'main [role="alert"]:has(button:text-is("Retry"))';

jest.setTimeout(300_000);

const { withPage } = launchBrowserForFile();

/** Polls `check` until it holds (gives up after `ms`, failing the test). */
async function until(check: () => boolean, ms = 30_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`condition not met: ${check.toString()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The fake loader with options the test can change later through `window.__faultOptions`. */
function switchableLoader(options: Record<string, unknown>): string {
  const source = fakeGoogleLoaderSource(options);
  const json = JSON.stringify(options);
  const at = source.lastIndexOf(json);
  if (at < 0) throw new Error('fake loader source changed shape: options not found');
  return `${source.slice(0, at)}(window.__faultOptions = ${json})${source.slice(at + json.length)}`;
}

describe('charts loader faults', () => {
  type Mode = 'ok' | 'blocked' | 'hang' | 'http500';
  /** Serves the loader according to `mode` (changeable); `held` keeps requests left hanging. */
  function loaderControl(initial: Mode) {
    const state = { mode: initial, requests: 0, held: [] as Route[] };
    const handleExternal = async (route: Route, requestUrl: string) => {
      if (!isLoaderUrl(requestUrl)) return false;
      state.requests++;
      if (state.mode === 'blocked') await route.abort('internetdisconnected');
      else if (state.mode === 'http500') await route.fulfill({ status: 500, body: 'unavailable' });
      else if (state.mode === 'hang') state.held.push(route);
      else return false; // the harness answers with the fake loader
      return true;
    };
    return { state, handleExternal };
  }

  test('loader blocked: the error in place with Retry; Retry draws once the network is back', async () => {
    const control = loaderControl('blocked');
    await withPage(
      async ({ page, pageErrors }) => {
        await page.goto(url('/examples/pie-chart'));
        const alert = page.locator(CHART_ALERT).first();
        await alert.waitFor();
        await expect(alert.innerText()).resolves.toMatch(/Could not load the Google Charts loader/);
        expect(await page.locator(CHART).count()).toBe(0);
        // The rest of the page is intact: the title and the example's source code.
        await expect(page.locator('main h1').innerText()).resolves.toMatch(/pie/i);
        await expect(
          page.locator('[data-example="pie-chart"] pre code').first().textContent(),
        ).resolves.toContain('chartType="PieChart"');
        control.state.mode = 'ok';
        await alert.locator('button', { hasText: 'Retry' }).click();
        await page.locator(CHART).first().waitFor();
        expect(await page.locator(CHART_ALERT).count()).toBe(0);
        expect(pageErrors).toEqual([]);
      },
      { handleExternal: control.handleExternal, ignoreConsole: [/gstatic|ERR_|Failed to load/] },
    );
  });

  test('loader answering HTTP 500: the error in place; Retry draws once it answers', async () => {
    const control = loaderControl('http500');
    await withPage(
      async ({ page, pageErrors }) => {
        await page.goto(url('/examples/advanced-controls'));
        const alert = page.locator(CHART_ALERT).first();
        await alert.waitFor();
        control.state.mode = 'ok';
        await alert.locator('button', { hasText: 'Retry' }).click();
        await page.locator(CHART).first().waitFor();
        expect(pageErrors).toEqual([]);
      },
      {
        handleExternal: control.handleExternal,
        ignoreConsole: [/gstatic|ERR_|Failed to load|500/],
      },
    );
  });

  test('loader slower than the library timeout: the timeout error, then Retry draws', async () => {
    const control = loaderControl('hang');
    await withPage(
      async ({ page, pageErrors }) => {
        // The page's clock runs in real time until the loader hangs, then jumps past the
        // library's own timeout (20 s) instead of waiting for it.
        await page.clock.install();
        await page.goto(url('/examples/pie-chart'));
        await page.locator('main h1').waitFor();
        await until(() => control.state.held.length > 0);
        await page.clock.fastForward(LIBRARY_TIMEOUT_MS);
        const alert = page.locator(CHART_ALERT).first();
        await alert.waitFor();
        await expect(alert.innerText()).resolves.toMatch(/did not load within/);
        // The slow response finally arrives, and the network is back: Retry draws.
        control.state.mode = 'ok';
        for (const route of control.state.held.splice(0)) await route.fulfill(fakeLoaderResponse());
        await alert.locator('button', { hasText: 'Retry' }).click();
        await page.locator(CHART).first().waitFor();
        expect(pageErrors).toEqual([]);
      },
      { handleExternal: control.handleExternal },
    );
  });

  test('failing after load (every draw fails): the error in place; Retry draws once it recovers', async () => {
    await withPage(
      async ({ page, pageErrors }) => {
        await page.goto(url('/examples/pie-chart'));
        const alert = page.locator(CHART_ALERT).first();
        await alert.waitFor();
        await page.evaluate(() => {
          (window as unknown as { __faultOptions: { failDraw: boolean } }).__faultOptions.failDraw =
            false;
        });
        await alert.locator('button', { hasText: 'Retry' }).click();
        await page.locator(CHART).first().waitFor();
        expect(await page.locator(CHART_ALERT).count()).toBe(0);
        expect(pageErrors).toEqual([]);
      },
      {
        handleExternal: async (route, requestUrl) => {
          if (!isLoaderUrl(requestUrl)) return false;
          await route.fulfill({
            contentType: 'application/javascript',
            body: switchableLoader({ failDraw: true }),
          });
          return true;
        },
      },
    );
  });

  test('loader that defines nothing: the error in place; Retry draws once it does', async () => {
    let broken = true;
    await withPage(
      async ({ page }) => {
        await page.goto(url('/examples/pie-chart'));
        const alert = page.locator(CHART_ALERT).first();
        await alert.waitFor();
        await expect(alert.innerText()).resolves.toMatch(/did not define google\.charts/);
        broken = false;
        await alert.locator('button', { hasText: 'Retry' }).click();
        await page.locator(CHART).first().waitFor();
      },
      {
        handleExternal: async (route, requestUrl) => {
          if (!isLoaderUrl(requestUrl) || !broken) return false;
          await route.fulfill({ contentType: 'application/javascript', body: '/* nothing */' });
          return true;
        },
      },
    );
  });
});

describe('route resources failing on client navigation', () => {
  const NAVIGATION_START = '/examples/bar-chart';
  /**
   * From NAVIGATION_START, clicks a sidebar link to /examples/pie-chart while `pattern`'s requests
   * fail (`transient`: until the pie chart's document is requested, so they work again once the
   * page reloads). Returns the documents loaded, and the site's warnings that a route's resources
   * failed to load: the proof that the click was a client-side navigation that met the failure,
   * not a plain page load.
   */
  async function navigateWhileFailing(h: PageHarness, pattern: RegExp, transient: boolean) {
    // The page reloads right after the warning, and a console message of a document being
    // unloaded can miss the test's listener: each warning is also kept in session storage,
    // which the reloaded page still has.
    await h.page.addInitScript(() => {
      const warn = console.warn.bind(console);
      console.warn = (...args: unknown[]) => {
        try {
          const kept = JSON.parse(sessionStorage.getItem('test:warnings') ?? '[]') as string[];
          sessionStorage.setItem('test:warnings', JSON.stringify([...kept, args.join(' ')]));
        } catch {
          // a storage that refuses: the console listener still has it
        }
        warn(...args);
      };
    });
    const documents: string[] = [];
    // Failing from the start: Gatsby's prefetch of the linked page fails too, then the navigation.
    let failing = true;
    h.page.on('request', (r) => {
      if (r.resourceType() !== 'document' || r.frame() !== h.page.mainFrame()) return;
      // `gatsby serve` answers /x with a redirect to /x/: one document, whichever form.
      const p = new URL(r.url()).pathname.replace(/(.)\/$/, '$1');
      if (documents.at(-1) !== p) documents.push(p);
      if (transient && p === '/examples/pie-chart') failing = false;
    });
    await h.page.route(pattern, (route) => (failing ? route.abort('failed') : route.fallback()));
    // Start from a page with the same Content Security Policy as the target (charts and the
    // editor), so the navigation stays client-side instead of becoming a full page load.
    await h.page.goto(url(NAVIGATION_START));
    await h.page.locator('main h1').waitFor();
    // Hydrated: client-side links work. (Gatsby's loader exists well before hydration; a click
    // before it is a plain full page load that would pass these tests without a failed navigation.)
    await waitForHydration(h.page);
    await h.page
      .locator('nav[aria-label="Docs sidebar"] a[href="/examples/pie-chart"]')
      .first()
      .click();
    await h.page.waitForURL(/\/examples\/pie-chart\/?$/);
    await h.page.waitForLoadState('load');
    await h.page.waitForLoadState('networkidle');
    expect(new URL(h.page.url()).pathname.replace(/\/$/, '')).toBe('/examples/pie-chart');
    const h1 = h.page.locator('main h1');
    await h1.waitFor();
    await expect(h1.innerText()).resolves.toMatch(/pie/i);
    const text = await h.page.evaluate(() => document.body.innerText.trim().length);
    expect(text).toBeGreaterThan(100); // never a blank page
    const kept = await h.page.evaluate(
      () => JSON.parse(sessionStorage.getItem('test:warnings') ?? '[]') as string[],
    );
    const routeFailureWarnings = [...new Set([...h.consoleWarnings, ...kept])].filter((w) =>
      /resources of .* failed to load/.test(w),
    );
    return { documents, routeFailureWarnings };
  }

  const ROUTE_CHUNK =
    /component---src-templates-example-tsx-content-file-path-content-examples-pie-chart-mdx-[^/]*\.js$/;
  const PAGE_DATA = /\/page-data\/examples\/pie-chart\/page-data\.json$/;

  test('route chunk failing once: the page reloads to the right URL and renders', async () => {
    await withPage(
      async (h) => {
        const { documents, routeFailureWarnings } = await navigateWhileFailing(
          h,
          ROUTE_CHUNK,
          true,
        );
        expect(routeFailureWarnings).not.toEqual([]); // the client-side navigation met the failure
        expect(documents).toEqual([NAVIGATION_START, '/examples/pie-chart']); // a full reload of the target
        await h.page.locator(CHART).first().waitFor(); // hydrated: the chart draws
      },
      { ignoreConsole: [/./] },
    );
  });

  test('page data failing once: the page reloads to the right URL and renders', async () => {
    await withPage(
      async (h) => {
        const { documents, routeFailureWarnings } = await navigateWhileFailing(h, PAGE_DATA, true);
        expect(routeFailureWarnings).not.toEqual([]);
        expect(documents).toEqual([NAVIGATION_START, '/examples/pie-chart']);
        await h.page.locator(CHART).first().waitFor();
      },
      { ignoreConsole: [/./] },
    );
  });

  test('a warning is logged when the route chunk fails and the page reloads', async () => {
    // One warning, naming the path whose resources failed (the console and session storage can
    // both hold it; it counts once).
    await withPage(async (h) => {
      const { routeFailureWarnings } = await navigateWhileFailing(h, ROUTE_CHUNK, true);
      expect(routeFailureWarnings).toEqual([
        'Chartwrap: the resources of /examples/pie-chart failed to load; reloading the page.',
      ]);
    });
  });

  test('page data failing for good: the server-rendered page stays readable, not blank', async () => {
    await withPage(
      async (h) => {
        const { documents, routeFailureWarnings } = await navigateWhileFailing(h, PAGE_DATA, false);
        expect(routeFailureWarnings).not.toEqual([]);
        expect(documents.at(-1)).toBe('/examples/pie-chart');
      },
      { ignoreConsole: [/./] },
    );
  });
});

describe('local storage throwing on every access', () => {
  test('the site renders, colour mode toggles, the bar closes, search works, one warning', async () => {
    await withPage(async (h) => {
      // Every access to local storage throws (getItem, setItem, removeItem, clear, key, length).
      // (Both storages throwing: the crafted-URL tests below.)
      await h.page.addInitScript(() => {
        const deny = () => {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        };
        const throwing = Object.create(Storage.prototype) as Storage;
        for (const m of ['getItem', 'setItem', 'removeItem', 'clear', 'key'])
          Object.defineProperty(throwing, m, { value: deny });
        Object.defineProperty(throwing, 'length', { get: deny });
        Object.defineProperty(window, 'localStorage', { get: () => throwing, configurable: true });
      });
      const { page } = h;
      await page.goto(url('/'));
      await page.locator('main h1').waitFor();
      await waitForHydration(page);
      const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
      expect(await theme()).toBe('light');
      await page.locator('.navbar .color-mode-toggle').click();
      await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
      // The session keeps it across client-side navigation.
      await page.locator('.navbar__items--left a').first().click();
      await page.waitForURL(url('/examples/'));
      expect(await theme()).toBe('dark');
      await page.locator('.navbar .color-mode-toggle').click();
      await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');

      const close = page.getByRole('button', { name: 'Close' }).first();
      if ((await close.count()) > 0) {
        const bar = page.locator('.announcement-bar, [class*="announcement"]').first();
        await close.click();
        await bar.waitFor({ state: 'detached' }).catch(async () => {
          await bar.waitFor({ state: 'hidden' });
        });
      }

      await page.locator('.DocSearch-Button').click();
      await page.locator('.DocSearch-Input').fill('pie chart');
      await page.locator('.DocSearch-Hit a[href^="/examples/pie-chart"]').first().waitFor();
      await page.keyboard.press('Escape');

      const storageWarnings = h.consoleWarnings.filter((w) => /storage/i.test(w));
      expect(storageWarnings).toHaveLength(1);
      expect(h.pageErrors).toEqual([]);
      expect(h.consoleErrors).toEqual([]);
    });
  });
});

describe('served under a wrong path prefix', () => {
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    // The default build's HTML served from /wrong-prefix/ (assets only exist there too).
    const site = baseUrl();
    server = http.createServer(async (req, res) => {
      const u = new URL(req.url ?? '/', 'http://x');
      if (!u.pathname.startsWith('/wrong-prefix/')) {
        res.writeHead(404).end('not found');
        return;
      }
      const upstream = await fetch(site + u.pathname.slice('/wrong-prefix'.length));
      res.writeHead(upstream.status, {
        'content-type': upstream.headers.get('content-type') ?? 'text/plain',
      });
      res.end(Buffer.from(await upstream.arrayBuffer()));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('the banner says the site did not load properly and names the configured prefix', async () => {
    await withPage(
      async ({ page }) => {
        await page.goto(`${base}/wrong-prefix/docs/quick-walkthrough`);
        const banner = page.locator('#base-url-issue-banner');
        await banner.waitFor({ state: 'visible' });
        await expect(banner.innerText()).resolves.toMatch(/did not load properly/);
        // The default build has no path prefix: its base URL is `/`, not the path it is served
        // under (the prefixed build's banner: site-builds.e2e.ts).
        await expect(banner.innerText()).resolves.toMatch(
          /configured to be served from the base URL \/ \(its path prefix\)/,
        );
        await expect(banner.locator('code').allInnerTexts()).resolves.toEqual(['/', '/']);
        await expect(banner.innerText()).resolves.not.toContain('/wrong-prefix');
      },
      { base, ignoreConsole: [/./] },
    );
  });

  test('served from the right path, the banner stays hidden', async () => {
    await withPage(async ({ page }) => {
      await page.goto(url('/docs/quick-walkthrough'));
      await page.locator('main h1').waitFor();
      await page.waitForLoadState('load');
      expect(await page.isVisible('#base-url-issue-banner')).toBe(false);
    });
  });
});

describe('crash fallback', () => {
  test('"This page crashed" with the error and its cause; "Try again" renders again', async () => {
    await withPage(
      async (h) => {
        const { page } = h;
        await page.goto(url('/examples/'));
        await page.locator('main h1').waitFor();
        await waitForHydration(page);
        // Corrupt one page's data so that its template throws while rendering.
        await page.route('**/page-data/examples/gauge/page-data.json', async (route) => {
          const res = await route.fetch();
          const json = await res.json();
          json.result.data.mdx.frontmatter = null;
          await route.fulfill({ response: res, json });
        });
        await page.locator('main a[href="/examples/gauge"]').first().click();
        await page.locator('main h1', { hasText: 'This page crashed' }).waitFor();
        const messages = await page.locator('.crash__messages li').allInnerTexts();
        expect(messages.length).toBeGreaterThan(0);
        expect(messages.join(' ')).toMatch(/null|undefined|frontmatter|Cannot read/i);
        const crashes = () => h.consoleWarnings.filter((w) => w.includes('This page crashed'));
        const before = crashes().length;
        expect(before).toBeGreaterThan(0);
        // "Try again" renders the page again (the data is still corrupt, so it crashes again:
        // a new render, a new report, the fallback again, nothing blank).
        await page.getByRole('button', { name: 'Try again' }).click();
        await until(() => crashes().length > before);
        await page.locator('main h1', { hasText: 'This page crashed' }).waitFor();
        expect(crashes().length).toBeGreaterThan(before);
        // The layout around it still works.
        await page.locator('.navbar__brand').click();
        await page.waitForURL(url('/'));
        await page.locator('main h1', { hasText: 'Chartwrap' }).waitFor();
      },
      { ignoreConsole: [/Uncaught|above error|React|Minified/] },
    );
  });
});

describe('search back end failing and recovering', () => {
  test('/search: the index unreachable, then answering garbage, shows an error with Retry; Retry recovers', async () => {
    await withPage(
      async ({ page, pageErrors }) => {
        let index: 'unreachable' | 'garbage' | 'back' = 'unreachable';
        let servedGarbage: () => void = () => undefined;
        const garbageServed = new Promise<void>((resolve) => (servedGarbage = resolve));
        await page.route(/\/search-index\.[0-9a-f]+\.json$/, async (route) => {
          if (index === 'unreachable') return route.abort();
          if (index === 'back') return route.fallback();
          await route.fulfill({ status: 200, contentType: 'application/json', body: '{"trunc' });
          servedGarbage();
        });
        await page.goto(url('/search?q=pie'));
        const alert = page.locator('.search-page__error');
        await alert.waitFor();
        await expect(alert.innerText()).resolves.toContain('Unable to fetch results');
        // Retry while the index answers garbage: the error again (Retry replaced it with the
        // loading state at once), with Retry.
        index = 'garbage';
        await alert.locator('button', { hasText: 'Retry' }).click();
        await garbageServed;
        await alert.locator('button', { hasText: 'Retry' }).waitFor();
        index = 'back';
        await alert.locator('button', { hasText: 'Retry' }).click();
        await page.locator('.search-result a[href="/examples/pie-chart"]').first().waitFor();
        expect(await alert.count()).toBe(0);
        expect(pageErrors).toEqual([]);
      },
      { ignoreConsole: [/./] },
    );
  });
});

describe('hostile input', () => {
  /**
   * Loads `path`, expects a rendered page (an h1), no script run and no page error; then runs
   * `andThen`, the checks of that input in particular.
   */
  async function expectSafe(target: string, andThen?: (page: Page) => Promise<void>) {
    await withPage(
      async ({ page, pageErrors }) => {
        let dialog = false;
        page.on('dialog', async (d) => {
          dialog = true;
          await d.dismiss();
        });
        const response = await page.goto(url(target));
        expect(response).not.toBeNull();
        expect([200, 404, 414]).toContain(response!.status());
        if (response!.status() !== 414) {
          await page.locator('h1').first().waitFor();
          await page.waitForLoadState('networkidle'); // hydration done (or failed)
        }
        expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBe(
          undefined,
        );
        expect(dialog).toBe(false);
        expect(await page.locator('img[src="x"], script[src*="evil"]').count()).toBe(0);
        const body = await page.evaluate(() => document.body.innerText.trim().length);
        expect(body).toBeGreaterThan(0);
        // Gatsby's runtime refuses to hydrate a path it cannot map to a page (e.g. a NUL byte):
        // the server-rendered not-found page stays, readable. Anything else is a crash.
        expect(pageErrors.filter((e) => !/page resources for .* not found/.test(e))).toEqual([]);
        await andThen?.(page);
      },
      { ignoreConsole: [/./] },
    );
  }

  const MARKUP =
    '"><img src=x onerror="window.__xss=1"><script>window.__xss=2</script><svg onload=alert(1)>';

  /** /search shows the query (its first SEARCH_MAX_QUERY_LENGTH characters) as typed text. */
  const showsQueryAsText = (query: string) => async (page: Page) => {
    const shown = query.slice(0, SEARCH_MAX_QUERY_LENGTH);
    await expect(page.locator('.search-page__input').inputValue()).resolves.toBe(shown);
    await expect(page.locator('main h1').innerText()).resolves.toContain(shown);
  };

  test('/search?q= with markup is treated as text', async () => {
    await expectSafe(`/search?q=${encodeURIComponent(MARKUP)}`, showsQueryAsText(MARKUP));
    await expectSafe(`/search?q=${MARKUP.replace(/ /g, '%20')}`, showsQueryAsText(MARKUP));
  });

  test(`/search?q= with 10,000 characters: the first ${SEARCH_MAX_QUERY_LENGTH} kept`, async () => {
    const query = 'chart '.repeat(1667).slice(0, 10_000);
    await expectSafe(`/search?q=${query}`, showsQueryAsText(query));
  });

  test('/search?q= with invalid percent-encoding', async () => {
    await expectSafe('/search?q=%E0%A4%A');
    await expectSafe('/search?q=%zz%');
    await expectSafe('/search?q=%');
  });

  test('paths with .., encoded dots and slashes, NUL and very long paths: not-found page or the page', async () => {
    for (const p of [
      '/nope',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/examples%2fpie-chart',
      '/examples/pie-chart%00',
      '/tags/x%20y',
      `/${'x/'.repeat(1500)}`,
    ])
      await expectSafe(p);
  });

  test('a not-found path under /examples/ or /docs/ hydrates without React errors #418/#423', async () => {
    await expectSafe('/examples/nope');
  });

  test('an encoded slash inside a path shows the not-found page, not a blank page', async () => {
    await expectSafe('/examples/..%2f..%2fpackage.json');
  });

  test('raw `..` paths never reach files outside the site', async () => {
    const { hostname, port } = new URL(baseUrl());
    const raw = (p: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request({ hostname, port, path: p, method: 'GET' }, (res) => {
          let body = '';
          res.on('data', (d) => (body += d));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject);
        req.end();
      });
    const secret = fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8').slice(0, 40);
    for (const p of [
      '/../package.json',
      '/../../package.json',
      '/..%2fpackage.json',
      '/%2e%2e/package.json',
      '/examples/../../package.json',
      '/..\\package.json',
    ]) {
      const r = await raw(p);
      expect(r.body).not.toContain(secret);
      expect(r.body).not.toContain('"devDependencies"');
    }
  });
});

describe('crafted URLs and refusing storages leave a usable page', () => {
  /** Every hostile input tried, and those that left a usable page (written for the report). */
  const tried: string[] = [];
  const usable: string[] = [];
  afterAll(() => {
    fs.mkdirSync(path.join(ROOT, 'e2e/.tmp'), { recursive: true });
    fs.writeFileSync(
      path.join(ROOT, 'e2e/.tmp/hostile-inputs.json'),
      JSON.stringify({ tried: tried.length, usable: usable.length, inputs: tried }, null, 2),
    );
  });

  /**
   * The page is usable: hydrated, a heading, the navbar; the not-found page for unknown paths;
   * search answers; a navbar link navigates client-side; no uncaught error.
   */
  async function expectUsable(h: PageHarness, input: string, { notFound = false } = {}) {
    tried.push(input);
    const { page } = h;
    await waitForHydration(page);
    const h1 = page.locator('main h1').first();
    await h1.waitFor();
    if (notFound) await expect(h1.innerText()).resolves.toBe('Page Not Found');
    expect(await page.locator('.navbar').isVisible()).toBe(true);
    await page.locator('.DocSearch-Button').click();
    await page.locator('.DocSearch-Input').fill('pie chart');
    await page.locator('.DocSearch-Hit a[href^="/examples/pie-chart"]').first().waitFor();
    await page.keyboard.press('Escape');
    await page.locator('.navbar__items--left a').first().click();
    await page.waitForURL(url('/examples/'));
    await page.locator('main h1').first().waitFor();
    expect(h.pageErrors).toEqual([]);
    usable.push(input);
  }

  async function load(target: string, options: { notFound?: boolean; init?: () => void } = {}) {
    await withPage(
      async (h) => {
        if (options.init) await h.page.addInitScript(options.init);
        const response = await h.page.goto(url(target));
        expect(response!.status()).toBe(options.notFound ? 404 : 200);
        await expectUsable(h, target, options);
      },
      { ignoreConsole: [/./] },
    );
  }

  const MALFORMED_HASHES = ['%', '%E0%A4%A', '%zz', '%%', '%E0%A4%A%'];

  test('a malformed escape in the fragment, on load', async () => {
    for (const [i, hash] of MALFORMED_HASHES.entries()) {
      const p = ['/docs/quick-walkthrough', '/examples/pie-chart', '/', '/examples/', '/tags'][i];
      await load(`${p}#${hash}`);
    }
  });

  test('a malformed escape in the fragment after load: location.hash, a link click, navigate()', async () => {
    for (const hash of MALFORMED_HASHES.slice(0, 2)) {
      await withPage(
        async (h) => {
          await open(h.page, '/docs/quick-walkthrough');
          await h.page.evaluate((v) => {
            window.location.hash = v;
          }, hash);
          await h.page.waitForFunction((v) => window.location.hash === `#${v}`, hash);
          await expectUsable(h, `/docs/quick-walkthrough, then location.hash = '${hash}'`);
        },
        { ignoreConsole: [/./] },
      );
      await withPage(
        async (h) => {
          await open(h.page, '/examples/pie-chart');
          // A plain link in the page, as a chat message or a Markdown anchor would give.
          await h.page.evaluate((v) => {
            const a = document.createElement('a');
            a.href = `#${v}`;
            a.id = 'crafted-link';
            a.textContent = 'crafted';
            document.querySelector('main')!.prepend(a);
          }, hash);
          await h.page.locator('#crafted-link').click();
          await h.page.waitForFunction((v) => window.location.hash === `#${v}`, hash);
          await expectUsable(h, `/examples/pie-chart, then a click on <a href="#${hash}">`);
        },
        { ignoreConsole: [/./] },
      );
      await withPage(
        async (h) => {
          // From a page with the same policy, so that the navigation stays client-side.
          await open(h.page, '/examples/pie-chart');
          // What a Gatsby <Link to="/docs/quick-walkthrough#%"> does on click.
          await h.page.evaluate((v) => {
            (window as unknown as { ___navigate: (to: string) => void }).___navigate(
              `/docs/quick-walkthrough#${v}`,
            );
          }, hash);
          await h.page.waitForURL(/\/docs\/quick-walkthrough\/?#/);
          await expectUsable(
            h,
            `/examples/pie-chart, then navigate('/docs/quick-walkthrough#${hash}')`,
          );
        },
        { ignoreConsole: [/./] },
      );
    }
  });

  test('unknown paths with encoded / ? # = and malformed escapes: the not-found page, 404', async () => {
    for (const p of [
      '/docs/a%2Fb',
      '/docs/a%3Fb',
      '/docs/a%23b',
      '/examples/x%3Dy',
      '/..%2f..%2fetc/passwd',
      '/docs/a%25b',
      '/examples/a%25E0%25A4%25A',
      '/docs/%E0%A4%A',
    ])
      await load(p, { notFound: true });
  });

  test('an encoded % in an unknown path, on a host that answers a malformed escape with 400', async () => {
    // nginx and other strict hosts refuse a request whose path does not decode; `gatsby serve`
    // answers 404. The page must ask for its data with a well-formed URL on either.
    const malformed = (u: URL) => {
      try {
        decodeURIComponent(u.pathname);
        return false;
      } catch {
        return true;
      }
    };
    // (A document path that does not decode, /docs/%E0%A4%A, such a host refuses before any page
    // runs: the tests above load it from `gatsby serve`.)
    for (const p of ['/docs/a%25b', '/examples/a%25E0%25A4%25A', '/docs/100%25/b']) {
      await withPage(
        async (h) => {
          const refused: string[] = [];
          await h.page.route(malformed, (route) => {
            refused.push(route.request().url());
            return route.fulfill({ status: 400, body: 'Bad Request' });
          });
          const response = await h.page.goto(url(p));
          expect(response!.status()).toBe(404);
          await expectUsable(h, `${p} on a strict host`, { notFound: true });
          expect(refused).toEqual([]);
        },
        { ignoreConsole: [/./] },
      );
    }
  });

  test('an unknown encoded path reached by client-side navigation: the not-found page', async () => {
    for (const p of ['/docs/a%2Fb', '/docs/a%25b']) {
      await withPage(
        async (h) => {
          await open(h.page, '/');
          await h.page.evaluate((to) => {
            (window as unknown as { ___navigate: (to: string) => void }).___navigate(to);
          }, p);
          await h.page.waitForFunction(
            () => document.querySelector('main h1')?.textContent === 'Page Not Found',
          );
          await expectUsable(h, `/, then navigate('${p}')`, { notFound: true });
        },
        { ignoreConsole: [/./] },
      );
    }
  });

  /** Replaces a storage with one whose every call throws, or whose very access throws. */
  function refusingStorage(which: 'localStorage' | 'sessionStorage', how: 'calls' | 'access') {
    return { which, how };
  }
  // (A local storage whose very access throws is left out: DocSearch 4.7 reads
  // window.localStorage outside its try when it tidies its storage, and the search button fails
  // to render; the page itself hydrates and works.)
  const STORAGE_CASES = [
    refusingStorage('sessionStorage', 'calls'),
    refusingStorage('sessionStorage', 'access'),
    refusingStorage('localStorage', 'calls'),
  ];

  test('a storage that throws (its calls, or its very access), and both at once', async () => {
    const cases = [...STORAGE_CASES.map((c) => [c]), [STORAGE_CASES[0], STORAGE_CASES[2]]];
    for (const refused of cases) {
      await withPage(
        async (h) => {
          await h.page.addInitScript((list: { which: string; how: string }[]) => {
            const deny = () => {
              throw new DOMException('The operation is insecure.', 'SecurityError');
            };
            for (const { which, how } of list) {
              if (how === 'access') {
                Object.defineProperty(window, which, { get: deny, configurable: true });
                continue;
              }
              const throwing = Object.create(Storage.prototype) as Storage;
              for (const m of ['getItem', 'setItem', 'removeItem', 'clear', 'key'])
                Object.defineProperty(throwing, m, { value: deny });
              Object.defineProperty(throwing, 'length', { get: deny });
              Object.defineProperty(window, which, { get: () => throwing, configurable: true });
            }
          }, refused);
          await h.page.goto(url('/docs/quick-walkthrough#pass-your-data'));
          await expectUsable(
            h,
            `a ${refused.map((r) => `${r.which} refusing ${r.how === 'calls' ? 'every call' : 'access'}`).join(' and ')}`,
          );
        },
        { ignoreConsole: [/./] },
      );
    }
  });

  test('every hostile input tried left a usable page', () => {
    expect(tried.length).toBeGreaterThanOrEqual(25);
    expect(usable).toEqual(tried);
  });
});

describe('the whole site', () => {
  let paths: string[] = [];
  beforeAll(async () => {
    paths = await sitemapPaths();
  });

  test('every internal link and anchor on every sitemap page resolves', async () => {
    const html = new Map<string, { status: number; text: string }>();
    const get = async (p: string) => {
      if (!html.has(p)) {
        const res = await fetch(url(p));
        html.set(p, { status: res.status, text: await res.text() });
      }
      return html.get(p)!;
    };
    const ids = (text: string) =>
      new Set([...text.matchAll(/\sid="([^"]+)"/g)].map((m) => decodeEntities(m[1])));
    const broken: string[] = [];
    let links = 0;
    for (const p of paths) {
      const page = await get(p);
      expect(page.status).toBe(200);
      for (const m of page.text.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) {
        const href = decodeEntities(m[1]);
        if (/^(https?:|mailto:|tel:|\/\/)/.test(href) && !href.startsWith(baseUrl())) continue;
        const target = new URL(href, url(p));
        links++;
        const targetPath = target.pathname;
        const doc = targetPath === p ? page : await get(targetPath);
        if (doc.status !== 200) {
          broken.push(`${p} → ${href} (${doc.status})`);
          continue;
        }
        const hash = decodeURIComponent(target.hash.slice(1));
        if (hash && !ids(doc.text).has(hash)) broken.push(`${p} → ${href} (no #${hash})`);
      }
    }
    expect(links).toBeGreaterThan(paths.length);
    expect(broken).toEqual([]);
  });
});

function decodeEntities(s: string): string {
  return s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}
