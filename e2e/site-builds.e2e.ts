/**
 * Tests that need their own Gatsby process, each in a copy of the site under e2e/.tmp/ (so the
 * served build and the working tree's public/ and .cache/ are untouched):
 * - `gatsby develop`: GraphiQL's endpoint answers every example page's front matter, documented;
 * - a PATH_PREFIX build with GATSBY_GTAG_ID: links, assets and redirects under the prefix, one
 *   page_view per path change (none for a hash change), and the wrong-base-URL banner when that
 *   build is served from the root.
 * Skip them with E2E_SKIP_BUILDS=1 (e.g. while iterating on site.e2e.ts).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from './helpers';
import {
  TMP,
  freePort,
  gatsbyEnv,
  makeServeCopy,
  makeSiteCopy,
  runGatsby,
  serve,
  waitForServer,
} from './server';

const skip = process.env.E2E_SKIP_BUILDS === '1';
const maybe = skip ? describe.skip : describe;

jest.setTimeout(900_000);

let browser: Browser;
beforeAll(async () => {
  if (!skip) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

maybe('gatsby develop', () => {
  test('/___graphql answers every example page front matter, with a documented schema', async () => {
    const dir = makeSiteCopy(path.join(TMP, 'develop-site'));
    const port = await freePort();
    const log = fs.openSync(path.join(TMP, 'develop.log'), 'w');
    const child = spawn(
      path.join(dir, 'node_modules/.bin/gatsby'),
      ['develop', '-p', String(port), '-H', '127.0.0.1'],
      { cwd: dir, env: gatsbyEnv(), stdio: ['ignore', log, log], detached: true },
    );
    let exited: number | null = null;
    child.on('exit', (code) => (exited = code ?? -1));
    try {
      const endpoint = `http://127.0.0.1:${port}/___graphql`;
      await Promise.race([
        waitForServer(endpoint, 600_000),
        new Promise((_, reject) => {
          const t = setInterval(() => {
            if (exited !== null) {
              clearInterval(t);
              reject(new Error(`gatsby develop exited (${exited}); see e2e/.tmp/develop.log`));
            }
          }, 500);
          t.unref();
        }),
      ]);
      const query = async (q: string) => {
        const res = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: q }),
        });
        return (await res.json()) as { data: Record<string, unknown>; errors?: unknown };
      };
      const pages = await query(`{
        allMdx(filter: { fields: { collection: { eq: "examples" } } }) {
          nodes { fields { slug } frontmatter { title description tags kind chartType tagNodes { label } } }
        }
      }`);
      expect(pages.errors).toBeUndefined();
      const nodes = (pages.data.allMdx as { nodes: { frontmatter: Record<string, unknown> }[] })
        .nodes;
      expect(nodes).toHaveLength(31);
      for (const n of nodes) {
        expect(n.frontmatter.title).toBeTruthy();
        expect((n.frontmatter.tags as string[]).length).toBeGreaterThan(0);
        expect((n.frontmatter.tagNodes as unknown[]).length).toBe(
          (n.frontmatter.tags as string[]).length,
        );
      }
      const schema = await query(
        `{ __type(name: "MdxFrontmatter") { description fields { name description } } }`,
      );
      const type = schema.data.__type as {
        description: string;
        fields: { name: string; description: string | null }[];
      };
      expect(type.description).toMatch(/fails the build/);
      for (const f of type.fields)
        expect([f.name, f.description]).toEqual([f.name, expect.any(String)]);
    } finally {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  });
});

maybe('PATH_PREFIX build with analytics', () => {
  const PREFIX = '/chartwrap';
  let siteDir: string;

  beforeAll(async () => {
    siteDir = makeSiteCopy(path.join(TMP, 'prefix-site'));
    await runGatsby(
      ['build', '--prefix-paths'],
      siteDir,
      gatsbyEnv({ PATH_PREFIX: PREFIX, GATSBY_GTAG_ID: 'G-E2ETEST' }),
    );
  });

  test('links, assets and redirects work under the prefix; one page_view per path change', async () => {
    const served = await serve(makeServeCopy(siteDir, path.join(TMP, 'prefix-serve')), {
      prefixPaths: true,
      prefix: PREFIX,
    });
    const h = await newPage(browser, {
      base: served.url,
      handleExternal: async (route, u) => {
        if (!u.startsWith('https://www.googletagmanager.com/gtag/js')) return false;
        await route.fulfill({
          status: 200,
          contentType: 'application/javascript',
          body: '/* fake gtag */',
        });
        return true;
      },
    });
    try {
      const { page } = h;
      const pageViews = () =>
        page.evaluate(() =>
          ((window as unknown as { dataLayer: unknown[][] }).dataLayer ?? [])
            .map((a) => Array.from(a as ArrayLike<unknown>))
            .filter((a) => a[0] === 'event' && a[1] === 'page_view')
            .map((a) => (a[2] as { page_path: string }).page_path),
        );
      await page.goto(`${served.url}/`);
      await page.waitForSelector('main h1');
      expect(await page.isVisible('#base-url-issue-banner')).toBe(false);
      await page.waitForFunction(() =>
        ((window as unknown as { dataLayer?: unknown[][] }).dataLayer ?? []).some(
          (a) => a[0] === 'event' && a[1] === 'page_view',
        ),
      );
      expect(await pageViews()).toEqual([`${PREFIX}/`]);
      // Every internal link carries the prefix.
      const hrefs = await page
        .locator('a[href^="/"]')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
      for (const href of hrefs) expect(href.startsWith(`${PREFIX}/`)).toBe(true);
      // Client navigation: one page_view per path change.
      await page.click('.navbar__items--left a');
      await page.waitForURL(`${served.url}/examples/`);
      await page.waitForSelector('main h1:text("Examples")');
      await page.click('main a[href$="/examples/pie-chart"]');
      await page.waitForURL(`${served.url}/examples/pie-chart`);
      await page.waitForTimeout(300);
      expect(await pageViews()).toEqual([
        `${PREFIX}/`,
        `${PREFIX}/examples/`,
        `${PREFIX}/examples/pie-chart`,
      ]);
      // A hash-only change sends none.
      const tocLink = page.locator('.toc a').first();
      if (await tocLink.count()) {
        await tocLink.click();
        await page.waitForTimeout(300);
        expect(await pageViews()).toHaveLength(3);
      }
      // Redirects and .html under the prefix, on a direct load.
      await page.goto(`${served.url}/examples/bar`);
      await page.waitForURL(`${served.url}/examples/bar-chart-material`);
      await page.goto(`${served.url}/docs/sponsor.html`);
      await page.waitForURL(`${served.url}/docs/sponsor`);
      await page.waitForSelector('main h1:text("Sponsor")');
      expect(h.pageErrors).toEqual([]);
      expect(h.consoleErrors).toEqual([]);
      expect(h.externalRequests).toEqual([]);
    } finally {
      await h.close();
      await served.stop();
    }
  });

  test('served from the wrong path, a banner says the site did not load properly (no JS needed)', async () => {
    // The prefixed build served from the root: its scripts and styles point under /chartwrap.
    const served = await serve(makeServeCopy(siteDir, path.join(TMP, 'prefix-serve-wrong')));
    const h = await newPage(browser, { base: served.url, javaScriptEnabled: false });
    try {
      await h.page.goto(`${served.url}/`);
      await h.page.waitForSelector('#base-url-issue-banner', { state: 'visible' });
      const text = await h.page.textContent('#base-url-issue-banner');
      expect(text).toMatch(/did not load properly/);
      expect(text).toContain('/chartwrap/');
    } finally {
      await h.close();
      await served.stop();
    }
  });
});
