/**
 * Hostile and crafted input, against the production build:
 * - `/search?q=` with markup or 10,000 characters (shown as text, cut at the query limit), invalid
 *   percent-encoding; paths with `..`, encoded dots and slashes, NUL, very long paths; raw `..`
 *   requests to the server: a rendered page, no script run, no file outside the site;
 * - a malformed escape in the fragment (on load, set after load, by a link click, by
 *   `navigate()`), and unknown paths with encoded `/ ? # =` or malformed escapes (on load, on a
 *   strict host, by client-side navigation): each leaves a usable page (./usable-page.ts).
 *
 * Run: `flock /tmp/chartwrap-gatsby-build.lock env E2E_REUSE_BUILD=1 npx jest --selectProjects e2e -- e2e/faults/hostile-input.e2e.ts`
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { SEARCH_MAX_QUERY_LENGTH } from '../../src/config';
import { baseUrl, launchBrowserForFile, open, url } from '../helpers';
import { ROOT } from '../server';
import { usablePageChecks } from './usable-page';

jest.setTimeout(300_000);

const { withPage } = launchBrowserForFile();

describe('hostile input', () => {
  /**
   * Loads `path`, expects a rendered page (an h1), no script run and no uncaught page error but
   * Gatsby's refusal of a path it cannot map; then runs `andThen`, the checks of that input.
   */
  async function expectSafe(target: string, andThen?: (page: Page) => Promise<void>) {
    await withPage(
      async ({ page }) => {
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
        await andThen?.(page);
      },
      {
        ignoreConsole: [/./],
        // Gatsby's runtime refuses to hydrate a path it cannot map to a page (e.g. a NUL byte):
        // the server-rendered not-found page stays, readable. Any other uncaught error is a crash
        // and fails the test (the harness checks them).
        allowPageErrors: [/page resources for .* not found/],
      },
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

/** The crafted-URL tests' checks; the file's report of their inputs is written after its last test. */
const { inputLog, expectUsable, load } = usablePageChecks(withPage, 'crafted-urls');

const MALFORMED_HASHES = ['%', '%E0%A4%A', '%zz', '%%', '%E0%A4%A%'];
/** Set after load in three ways each. */
const HASHES_AFTER_LOAD = MALFORMED_HASHES.slice(0, 2);
const UNKNOWN_PATHS = [
  '/docs/a%2Fb',
  '/docs/a%3Fb',
  '/docs/a%23b',
  '/examples/x%3Dy',
  '/..%2f..%2fetc/passwd',
  '/docs/a%25b',
  '/examples/a%25E0%25A4%25A',
  '/docs/%E0%A4%A',
];
const STRICT_HOST_PATHS = ['/docs/a%25b', '/examples/a%25E0%25A4%25A', '/docs/100%25/b'];
const NAVIGATED_PATHS = ['/docs/a%2Fb', '/docs/a%25b'];

describe('crafted URLs in the fragment leave a usable page', () => {
  test('a malformed escape in the fragment, on load', async () => {
    const log = inputLog();
    for (const [i, hash] of MALFORMED_HASHES.entries()) {
      const p = ['/docs/quick-walkthrough', '/examples/pie-chart', '/', '/examples/', '/tags'][i];
      await load(`${p}#${hash}`, log);
    }
    // Each input was tried, and left a usable page.
    expect(log.tried).toHaveLength(MALFORMED_HASHES.length);
    expect(log.usable).toEqual(log.tried);
  });

  test('a malformed escape in the fragment after load: location.hash, a link click, navigate()', async () => {
    const log = inputLog();
    for (const hash of HASHES_AFTER_LOAD) {
      await withPage(
        async (h) => {
          await open(h.page, '/docs/quick-walkthrough');
          await h.page.evaluate((v) => {
            window.location.hash = v;
          }, hash);
          await h.page.waitForFunction((v) => window.location.hash === `#${v}`, hash);
          await expectUsable(h, `/docs/quick-walkthrough, then location.hash = '${hash}'`, log);
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
          await expectUsable(h, `/examples/pie-chart, then a click on <a href="#${hash}">`, log);
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
            log,
          );
        },
        { ignoreConsole: [/./] },
      );
    }
    // Each input was tried, and left a usable page.
    expect(log.tried).toHaveLength(HASHES_AFTER_LOAD.length * 3);
    expect(log.usable).toEqual(log.tried);
  });
});

describe('crafted URL paths leave a usable page', () => {
  test('unknown paths with encoded / ? # = and malformed escapes: the not-found page, 404', async () => {
    const log = inputLog();
    for (const p of UNKNOWN_PATHS) await load(p, log, { notFound: true });
    // Each input was tried, and left a usable page.
    expect(log.tried).toHaveLength(UNKNOWN_PATHS.length);
    expect(log.usable).toEqual(log.tried);
  });

  test('an encoded % in an unknown path, on a host that answers a malformed escape with 400', async () => {
    const log = inputLog();
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
    for (const p of STRICT_HOST_PATHS) {
      await withPage(
        async (h) => {
          const refused: string[] = [];
          await h.page.route(malformed, (route) => {
            refused.push(route.request().url());
            return route.fulfill({ status: 400, body: 'Bad Request' });
          });
          const response = await h.page.goto(url(p));
          expect(response!.status()).toBe(404);
          await expectUsable(h, `${p} on a strict host`, log, { notFound: true });
          expect(refused).toEqual([]);
        },
        { ignoreConsole: [/./] },
      );
    }
    // Each input was tried, and left a usable page.
    expect(log.tried).toHaveLength(STRICT_HOST_PATHS.length);
    expect(log.usable).toEqual(log.tried);
  });

  test('an unknown encoded path reached by client-side navigation: the not-found page', async () => {
    const log = inputLog();
    for (const p of NAVIGATED_PATHS) {
      await withPage(
        async (h) => {
          await open(h.page, '/');
          await h.page.evaluate((to) => {
            (window as unknown as { ___navigate: (to: string) => void }).___navigate(to);
          }, p);
          await h.page.waitForFunction(
            () => document.querySelector('main h1')?.textContent === 'Page Not Found',
          );
          await expectUsable(h, `/, then navigate('${p}')`, log, { notFound: true });
        },
        { ignoreConsole: [/./] },
      );
    }
    // Each input was tried, and left a usable page.
    expect(log.tried).toHaveLength(NAVIGATED_PATHS.length);
    expect(log.usable).toEqual(log.tried);
  });
});
