/**
 * Browser tests of the site against the production build served by `gatsby serve`
 * (e2e/setup.ts): the route table against the sitemap (content.e2e.ts loads every sitemap page),
 * redirects, not-found, .html normalisation, navbar, colour mode,
 * announcement bar, mobile sidebar, progress bar, scroll to hash, no console errors. A throwing
 * storage and the crash fallback are fault tests (e2e/faults/).
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type { Page } from 'playwright-core';
import { PROGRESS_BAR } from '../src/config';
import { launchBrowserForFile, open, sitemapPaths, url, waitForHydration } from './helpers';

const ROOT = path.resolve(__dirname, '..');
const EXAMPLES = fs
  .readdirSync(path.join(ROOT, 'content/examples'))
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => f.replace(/\.mdx$/, ''));
const TAGS = Object.keys(
  yaml.load(fs.readFileSync(path.join(ROOT, 'content/tags.yml'), 'utf8')) as object,
);

jest.setTimeout(300_000);

const { withPage } = launchBrowserForFile();

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);

describe('routes', () => {
  const routes = [
    '/',
    '/docs/quick-walkthrough',
    '/docs/sponsor',
    '/examples/',
    ...EXAMPLES.map((n) => `/examples/${n}`),
    '/tags',
    ...TAGS.map((t) => `/tags/${t}`),
    '/search',
  ];

  test('the spec lists 31 examples and 30 tags', () => {
    expect(EXAMPLES).toHaveLength(31);
    expect(TAGS).toHaveLength(30);
  });

  // Each route is loaded and checked (status, address, title, h1, no console or page error, its
  // policy, axe) by the sweep of every sitemap page in content.e2e.ts: here, that the sitemap
  // lists exactly the route table.
  test('the sitemap lists every route of the route table, and nothing else', async () => {
    expect((await sitemapPaths()).sort()).toEqual([...routes].sort());
  });

  test('unknown paths get the not-found page with a 404 status', async () => {
    await withPage(async (h) => {
      for (const p of ['/nope', '/examples/nope', '/tags/nope', '/docs']) {
        const res = await open(h.page, p);
        expect(res?.status()).toBe(404);
        await h.page.waitForSelector('main h1:text("Page Not Found")');
      }
    });
  });

  test('redirects work on a direct load', async () => {
    await withPage(async (h) => {
      for (const [from, to] of [
        ['/examples/bar', '/examples/bar-chart-material'],
        ['/examples/line', '/examples/line-chart-material'],
        ['/examples/scatter', '/examples/scatter-chart-material'],
      ]) {
        await open(h.page, from);
        await h.page.waitForURL(url(to));
        await h.page.waitForSelector('main h1');
      }
      expect(h.consoleErrors).toEqual([]);
    });
  });

  test('.html and index.html paths are normalised', async () => {
    await withPage(async (h) => {
      for (const [from, to] of [
        ['/docs/sponsor.html', '/docs/sponsor'],
        ['/docs/sponsor/index.html', '/docs/sponsor'],
        ['/examples/pie-chart.html', '/examples/pie-chart'],
        ['/index.html', '/'],
      ]) {
        const res = await open(h.page, from);
        expect(res?.status()).toBe(200);
        await h.page.waitForURL(url(to));
        if (to === '/docs/sponsor') {
          await h.page.waitForSelector('main h1:text("Sponsor")');
        }
      }
      // The query and the hash are kept on the way.
      await open(h.page, '/examples/pie-chart.html?from=test#usage');
      await h.page.waitForURL(url('/examples/pie-chart?from=test#usage'));
      await h.page.locator('main svg[data-fake-chart]').first().waitFor();
      expect(h.consoleErrors).toEqual([]);
    });
    // An .html alias is a small redirect page (not a copy of the page), never indexed.
    const alias = await (await fetch(url('/examples/pie-chart.html'))).text();
    expect(alias.length).toBeLessThan(2000);
    expect(alias).toContain('<meta name="robots" content="noindex">');
    expect(alias).toMatch(/<link rel="canonical" href="https?:\/\/[^"]*\/examples\/pie-chart">/);
    expect(alias).toContain('<meta http-equiv="refresh" content="0; url=/examples/pie-chart/">');
  });

  test('sitemap.xml lists the listed pages; robots.txt points to it', async () => {
    const sitemap = await (await fetch(url('/sitemap.xml'))).text();
    expect(sitemap).toContain('/examples/pie-chart</loc>');
    expect(sitemap).toContain('/tags/gauge</loc>');
    expect(sitemap).not.toContain('404');
    const robots = await (await fetch(url('/robots.txt'))).text();
    expect(robots).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
  });
});

describe('layout', () => {
  test('html lang/dir, skip link, metadata', async () => {
    await withPage(async (h) => {
      await open(h.page, '/examples/pie-chart');
      expect(await h.page.getAttribute('html', 'lang')).toBe('en');
      expect(await h.page.getAttribute('html', 'dir')).toBe('ltr');
      await h.page.keyboard.press('Tab');
      const focused = await h.page.evaluate(() => document.activeElement?.textContent);
      expect(focused).toBe('Skip to main content');
      expect(
        await h.page.evaluate(() => document.body.classList.contains('navigation-with-keyboard')),
      ).toBe(true);
      await h.page.mouse.down();
      await h.page.mouse.up();
      expect(
        await h.page.evaluate(() => document.body.classList.contains('navigation-with-keyboard')),
      ).toBe(false);
      const og = await h.page.getAttribute('meta[property="og:image"]', 'content');
      expect(og).toMatch(/^https?:\/\//);
      expect(await h.page.getAttribute('link[rel="canonical"]', 'href')).toMatch(
        /\/examples\/pie-chart$/,
      );
      expect(await h.page.getAttribute('meta[name="description"]', 'content')).toBeTruthy();
      expect(await h.page.getAttribute('meta[name="twitter:card"]', 'content')).toBeTruthy();
      // No analytics without GATSBY_GTAG_ID.
      expect(await h.page.locator('script[src*="googletagmanager"]').count()).toBe(0);
      // The wrong-base-URL banner is hidden when served from the configured prefix.
      expect(await h.page.isVisible('#base-url-issue-banner')).toBe(false);
    });
  });

  test('navbar: Examples on the left, external links in a new tab, search button, toggle', async () => {
    await withPage(async (h) => {
      await open(h.page, '/');
      const left = h.page.locator('.navbar__items--left a');
      expect(await left.first().textContent()).toBe('Examples');
      expect(await left.first().getAttribute('href')).toBe('/examples/');
      const external = h.page.locator('.navbar__items--right a[href^="http"]');
      expect(await external.count()).toBe(3);
      const hrefs = await external.evaluateAll((as) =>
        as.map((a) => [a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')]),
      );
      for (const [, target, rel] of hrefs) {
        expect(target).toBe('_blank');
        expect(rel).toBe('noopener noreferrer');
      }
      expect(hrefs.map(([href]) => href).join(' ')).toMatch(/github\.com/);
      expect(hrefs.map(([href]) => href).join(' ')).toMatch(
        /stackoverflow\.com\/questions\/tagged/,
      );
      await h.page.waitForSelector('.navbar button:has-text("Search")');
      await h.page.waitForSelector('.navbar .color-mode-toggle');
      // Client-side navigation from the navbar.
      await left.first().click();
      await h.page.waitForURL(url('/examples/'));
      await h.page.waitForSelector('main h1:text("Examples")');
      expect(h.consoleErrors).toEqual([]);
    });
  });
});

describe('layout of a doc page', () => {
  test('doc page: sidebar, TOC h2–h3, direct-link anchors, previous/next', async () => {
    await withPage(async (h) => {
      await open(h.page, '/docs/quick-walkthrough');
      await h.page.waitForSelector('.doc-sidebar a[aria-current="page"]');
      const anchors = await h.page
        .locator('main .hash-link')
        .evaluateAll((as) => as.map((a) => a.getAttribute('aria-label')));
      expect(anchors.length).toBeGreaterThan(0);
      for (const label of anchors) expect(label).toMatch(/^Direct link to .+/);
      const tocLevels = await h.page
        .locator('.toc li')
        .evaluateAll((lis) => lis.map((li) => li.className));
      expect(tocLevels.length).toBeGreaterThan(0);
      for (const c of tocLevels) expect(c).toMatch(/toc__item--h[23]/);
      // TOC links point to headings that exist.
      const ids = await h.page
        .locator('.toc a')
        .evaluateAll((as) => as.map((a) => decodeURIComponent(a.getAttribute('href')!.slice(1))));
      expect(ids).toHaveLength(tocLevels.length);
      for (const id of ids) expect(await h.page.locator(`[id="${id}"]`).count()).toBe(1);
      // Previous/next in the sidebar's reading order: the first page has only a next link; the
      // second has both, and its previous link leads back.
      const pagination = () =>
        h.page
          .locator('.pagination-nav a')
          .evaluateAll((as) => as.map((a) => [a.className, a.getAttribute('href')]));
      expect(await pagination()).toEqual([
        ['pagination-nav__link pagination-nav__link--next', '/docs/sponsor'],
      ]);
      await h.page.click('.pagination-nav__link--next');
      await h.page.waitForURL(url('/docs/sponsor'));
      await h.page.waitForSelector('main h1:text("Sponsor")');
      expect(await pagination()).toEqual([
        ['pagination-nav__link pagination-nav__link--prev', '/docs/quick-walkthrough'],
        ['pagination-nav__link pagination-nav__link--next', '/examples/area-chart'],
      ]);
      await h.page.click('.pagination-nav__link--prev');
      await h.page.waitForURL(url('/docs/quick-walkthrough'));
      expect(h.consoleErrors).toEqual([]);
    });
  });

  test('scroll to the hash anchor on a direct load and after client navigation', async () => {
    await withPage(async (h) => {
      await open(h.page, '/docs/quick-walkthrough');
      const id = await h.page.locator('main h2[id]').nth(2).getAttribute('id');
      await open(h.page, '/');
      await open(h.page, `/docs/quick-walkthrough#${id}`);
      await h.page.waitForFunction(
        (i) => {
          const r = document.getElementById(i!)!.getBoundingClientRect();
          return r.top >= 0 && r.top < 200;
        },
        id,
        { timeout: 5000 },
      );
      expect(await h.page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
      // Client navigation to another page scrolls to the top.
      await h.page.click('.pagination-nav__link--next');
      await h.page.waitForURL(/\/docs\/sponsor$/);
      await h.page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 5000 });
    });
  });
});

describe('colour mode', () => {
  test('light by default, toggles, persists under "theme", no flash', async () => {
    await withPage(async (h) => {
      await open(h.page, '/');
      expect(await theme(h.page)).toBe('light');
      await h.page.click('.navbar .color-mode-toggle');
      expect(await theme(h.page)).toBe('dark');
      expect(await h.page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
      // Before first paint: record the attribute when <body> first appears.
      await h.page.addInitScript(() => {
        new MutationObserver((_m, obs) => {
          if (document.body) {
            (window as unknown as { __firstTheme: string }).__firstTheme =
              document.documentElement.dataset.theme ?? 'none';
            obs.disconnect();
          }
        }).observe(document, { childList: true, subtree: true });
      });
      await h.page.reload();
      await waitForHydration(h.page);
      expect(
        await h.page.evaluate(() => (window as unknown as { __firstTheme: string }).__firstTheme),
      ).toBe('dark');
      expect(await theme(h.page)).toBe('dark');
      expect(h.consoleErrors).toEqual([]);
    });
  });

  test('syncs across tabs; clearing it resets to light', async () => {
    await withPage(async (h) => {
      await open(h.page, '/');
      const other = await h.newTab();
      await open(other, '/tags');
      await other.waitForSelector('.color-mode-toggle');
      await h.page.click('.navbar .color-mode-toggle');
      await other.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
      await h.page.evaluate(() => localStorage.removeItem('theme'));
      await other.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    });
  });
});

describe('announcement bar', () => {
  test('closes, stays closed, and shows again for a new id', async () => {
    await withPage(async (h) => {
      await open(h.page, '/');
      await h.page.waitForSelector('.announcement-bar');
      await h.page.click('.announcement-bar__close');
      expect(await h.page.locator('.announcement-bar').count()).toBe(0);
      expect(await h.page.evaluate(() => localStorage.getItem('announcement-bar-dismissed'))).toBe(
        'true',
      );
      await h.page.reload();
      await waitForHydration(h.page);
      await h.page.waitForSelector('.navbar');
      expect(await h.page.isVisible('.announcement-bar')).toBe(false);
      await h.page.evaluate(() =>
        localStorage.setItem('announcement-bar-id', 'an-old-announcement'),
      );
      await h.page.reload();
      await waitForHydration(h.page);
      await h.page.waitForSelector('.announcement-bar');
      expect(await h.page.evaluate(() => localStorage.getItem('announcement-bar-dismissed'))).toBe(
        'false',
      );
    });
  });
});

describe('mobile sidebar', () => {
  test('opens, closes on navigation and at 996 px', async () => {
    await withPage(
      async (h) => {
        await open(h.page, '/docs/quick-walkthrough');
        expect(await h.page.isVisible('.doc-sidebar')).toBe(false);
        await h.page.click('.navbar__toggle');
        await h.page.waitForSelector('.navbar-sidebar');
        // Secondary menu (doc sidebar) with a back button, and the main menu behind it.
        await h.page.click('.navbar-sidebar__back');
        await h.page.waitForSelector('.navbar-sidebar__primary a:has-text("Examples")');
        await h.page.click('.navbar-sidebar__forward');
        await h.page.click('.navbar-sidebar__secondary a[href="/examples/pie-chart"]');
        await h.page.waitForURL(url('/examples/pie-chart'));
        await h.page.waitForSelector('.navbar-sidebar', { state: 'detached' });
        await h.page.click('.navbar__toggle');
        await h.page.waitForSelector('.navbar-sidebar');
        await h.page.setViewportSize({ width: 995, height: 800 });
        expect(await h.page.isVisible('.navbar-sidebar')).toBe(true);
        await h.page.setViewportSize({ width: 996, height: 800 });
        await h.page.waitForSelector('.navbar-sidebar', { state: 'detached' });
        expect(await h.page.isVisible('.doc-sidebar')).toBe(true);
        expect(h.consoleErrors).toEqual([]);
      },
      { viewport: { width: 600, height: 800 } },
    );
  });
});

describe('progress bar', () => {
  /** Holds the requests of `pattern` until `release()`: a navigation that needs them waits. */
  async function hold(page: Page, pattern: string) {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(pattern, async (route) => {
      await released;
      await route.fallback();
    });
    return release;
  }

  /** Records in the page whether the bar's element was ever added (NProgress adds it to body). */
  const watchForBar = (page: Page) =>
    page.evaluate(() => {
      const w = window as unknown as { __sawBar: boolean };
      w.__sawBar = false;
      new MutationObserver(() => {
        if (document.getElementById('nprogress')) w.__sawBar = true;
      }).observe(document.body, { childList: true });
    });
  const sawBar = (page: Page) =>
    page.evaluate(() => (window as unknown as { __sawBar: boolean }).__sawBar);

  // The page's timers run on Playwright's clock, paused once the page is ready: the test moves
  // time itself, so the delay is checked to the millisecond however loaded the machine is.
  test(`starts ${PROGRESS_BAR.delayMs} ms after a navigation to another path begins, and finishes`, async () => {
    await withPage(async (h) => {
      await h.page.clock.install();
      // From a page with the target's Content Security Policy: the navigation stays client-side.
      await open(h.page, '/examples/pie-chart');
      const release = await hold(h.page, '**/page-data/examples/gauge/page-data.json');
      await h.page.clock.pauseAt((await h.page.evaluate(() => Date.now())) + 1000);
      await h.page.click('nav[aria-label="Docs sidebar"] a[href="/examples/gauge"]');
      const bar = h.page.locator('#nprogress');
      expect(await bar.count()).toBe(0);
      await h.page.clock.runFor(PROGRESS_BAR.delayMs - 1);
      expect(await bar.count()).toBe(0);
      await h.page.clock.runFor(1);
      expect(await bar.count()).toBe(1);
      expect(await h.page.locator('#nprogress .spinner').count()).toBe(0);
      // The bar is styled: a fixed strip at the top of the window.
      expect(
        await h.page.evaluate(() => {
          const el = document.querySelector('#nprogress .bar');
          return el ? getComputedStyle(el).position : null;
        }),
      ).toBe('fixed');
      await h.page.clock.resume();
      release();
      await h.page.waitForURL(url('/examples/gauge'));
      await bar.waitFor({ state: 'detached' });
      expect(h.consoleErrors).toEqual([]);
    });
  });

  // A navigation that ends within the delay cancels the bar's timer: src/components/states.test.tsx.
  test('no bar for a hash change', async () => {
    await withPage(async (h) => {
      await h.page.clock.install();
      await open(h.page, '/docs/quick-walkthrough');
      await h.page.clock.pauseAt((await h.page.evaluate(() => Date.now())) + 1000);
      await watchForBar(h.page);
      await h.page.click('.toc a');
      await h.page.waitForURL(/#./);
      // Past the delay and a trickle period: a bar started by the click would be there.
      await h.page.clock.runFor(PROGRESS_BAR.delayMs + PROGRESS_BAR.trickleSpeedMs);
      expect(await sawBar(h.page)).toBe(false);
      expect(h.consoleErrors).toEqual([]);
    });
  });
});
