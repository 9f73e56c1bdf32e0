/**
 * What every doc and example page carries besides its content, in the production build: "Edit
 * this page" and "Last updated" (from git, in the reader's locale without a hydration mismatch),
 * the page actions menu (keyboard operable, nothing requested from a third party until a click),
 * charts drawn for the colour mode (and redrawn on a toggle without a reload), the table of
 * contents following the reader, admonitions, and the feedback question with "Report a problem".
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { PAGE_HISTORY_DIRECTORIES, pageSource, readGitDates } from '../src/node/content/git-dates';
import { REPOSITORY_URL } from '../src/config';
import {
  launchBrowserForFile,
  presetColourMode,
  sitemapPaths,
  url,
  waitForHydration,
} from './helpers';

jest.setTimeout(180_000);

const { withPage } = launchBrowserForFile();

/** The doc and example pages of the sitemap. */
async function contentPaths(): Promise<string[]> {
  return (await sitemapPaths()).filter((p) => /^\/(docs|examples)\/[^/]+$/.test(p));
}

/** The example modules a page embeds, from its MDX (`<Example name="…"`). */
async function embeddedModules(sourcePath: string): Promise<string[]> {
  const { readFileSync } = await import('node:fs');
  const text = readFileSync(sourcePath, 'utf8');
  return Array.from(text.matchAll(/<Example name="([^"]+)"/g), (m) => `src/examples/${m[1]}.tsx`);
}

/** How many draws the fake made in the example named `example`, and the options of the last. */
const lastDraw = (page: Page, example: string) =>
  page.evaluate((name) => {
    const draws = window.__fakeGoogle!.draws.filter(
      (d) => !!d.container.closest(`[data-example="${name}"]`),
    );
    return { count: draws.length, options: draws.at(-1)?.options as Record<string, unknown> };
  }, example);

describe('edit link and last updated', () => {
  // The history the build read: a full clone gives every page its date; a shallow one (a CI
  // checkout with --depth) or none gives no date at all, rather than a wrong one.
  const history = readGitDates(process.cwd(), PAGE_HISTORY_DIRECTORIES);
  const withHistory = history.available ? test : test.skip;

  test('every doc and example page links to its MDX file and gives its last commit date', async () => {
    const paths = await contentPaths();
    expect(paths.length).toBeGreaterThanOrEqual(33);
    for (const p of paths) {
      const html = await (await fetch(url(p))).text();
      const sourcePath = `content${p}.mdx`;
      expect(html).toContain(`href="${REPOSITORY_URL}/edit/main/${sourcePath}"`);
      if (!history.available) {
        expect(html).not.toContain('<time dateTime=');
        continue;
      }
      const { lastUpdated } = pageSource(history, sourcePath, await embeddedModules(sourcePath));
      expect(lastUpdated).not.toBeNull();
      expect(html).toContain(`<time dateTime="${lastUpdated}">`);
    }
  });

  withHistory(
    "the date shows in the reader's locale and time zone, with no hydration error",
    async () => {
      await withPage(
        async (h) => {
          const { page } = h;
          await page.goto(url('/examples/pie-chart'));
          await waitForHydration(page);
          const time = page.locator('.page-footer time');
          const iso = (await time.getAttribute('datetime'))!;
          // The reader's format comes as the footer nears the viewport, as a reader scrolls to it.
          await time.scrollIntoViewIfNeeded();
          const expected = new Intl.DateTimeFormat('de-DE', {
            dateStyle: 'long',
            timeZone: 'Pacific/Auckland',
          }).format(new Date(iso));
          await page.waitForFunction(
            (text) => document.querySelector('.page-footer time')?.textContent === text,
            expected,
          );
          expect(await page.locator('.page-footer__updated').textContent()).toBe(
            `Last updated on ${expected}`,
          );
          // No hydration error: none in the console (the harness fails the test on a page error).
          expect(h.consoleErrors).toEqual([]);
        },
        { locale: 'de-DE', timezoneId: 'Pacific/Auckland' },
      );
    },
  );
});

describe('page actions', () => {
  test('a keyboard-operable menu button; no third-party request until a link is clicked', async () => {
    await withPage(async (h) => {
      const { page } = h;
      await page.goto(url('/docs/quick-walkthrough'));
      await waitForHydration(page);
      const button = page.getByRole('button', { name: 'Page actions' });
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      await button.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu', { name: 'Page actions' });
      await menu.waitFor();
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      const focused = () => page.evaluate(() => document.activeElement?.textContent);
      expect(await focused()).toBe('Copy page as Markdown');
      await page.keyboard.press('ArrowDown');
      expect(await focused()).toBe('View as Markdown');
      await page.keyboard.press('End');
      expect(await focused()).toBe('Open in Claude');
      await page.keyboard.press('ArrowDown');
      expect(await focused()).toBe('Copy page as Markdown');
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe(
        'menu',
      );
      // The assistants' links name the page's .md URL in their prompt.
      await page.keyboard.press('ArrowDown');
      const chatgpt = page.getByRole('menuitem', { name: 'Open in ChatGPT' });
      const href = new URL((await chatgpt.getAttribute('href'))!);
      expect(href.origin).toBe('https://chatgpt.com');
      expect(href.searchParams.get('q')).toMatch(
        /^Read https?:\/\/\S+\/docs\/quick-walkthrough\.md so I can ask/,
      );
      // Opening the menu requested nothing from another host.
      expect(h.externalRequests).toEqual([]);
      const popup = page.context().waitForEvent('page');
      await chatgpt.click();
      await (await popup).waitForLoadState('domcontentloaded').catch(() => undefined);
      expect(h.externalRequests.some((u) => u.startsWith('https://chatgpt.com/?q='))).toBe(true);
      expect(h.consoleErrors.filter((e) => !/ERR_BLOCKED_BY_CLIENT/.test(e))).toEqual([]);
    });
  });

  test('"View as Markdown" opens the page\'s .md, admonitions reading as block quotes', async () => {
    await withPage(async ({ page }) => {
      await page.goto(url('/docs/quick-walkthrough'));
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Page actions' }).click();
      await page.getByRole('menuitem', { name: 'View as Markdown' }).click();
      await page.waitForURL(/\/docs\/quick-walkthrough\.md$/);
      const text = await page.evaluate(() => document.body.innerText);
      expect(text).toMatch(/^# Quick walkthrough/);
      expect(text).toContain('> **Warning:** Google Charts is a hosted service');
      expect(text).not.toContain(':::');
    });
  });

  test('axe is clean with the menu open, in light and in dark mode', async () => {
    for (const theme of ['light', 'dark'] as const) {
      await withPage(async (h) => {
        await presetColourMode(h.context, theme);
        await h.page.goto(url('/examples/pie-chart'));
        await waitForHydration(h.page);
        await h.page.getByRole('button', { name: 'Page actions' }).click();
        await h.page.getByRole('menu').waitFor();
        const result = await new AxeBuilder({ page: h.page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .setLegacyMode(true)
          .analyze();
        expect(result.violations.map((v) => `${theme}: ${v.id} ${v.help}`)).toEqual([]);
      });
    }
  });
});

describe('charts follow the colour mode', () => {
  /** The site's colour variables as the page computes them now. */
  const colours = (page: Page) =>
    page.evaluate(() => {
      const style = getComputedStyle(document.documentElement);
      const read = (name: string) => style.getPropertyValue(name).trim();
      return {
        bg: read('--c-bg'),
        text: read('--c-text'),
        muted: read('--c-text-muted'),
        border: read('--c-border'),
      };
    });
  /** Waits until the last draw's background is `colour`. */
  /** Waits until the example named `example` was last drawn on `colour`. */
  const drawnOn = (page: Page, example: string, colour: string) =>
    page.waitForFunction(
      ([name, c]) =>
        window
          .__fakeGoogle!.draws.filter((d) => !!d.container.closest(`[data-example="${name}"]`))
          .at(-1)?.options.backgroundColor === c,
      [example, colour] as const,
    );

  test('dark mode draws for a dark page; toggling redraws without a reload', async () => {
    await withPage(async (h) => {
      const { page } = h;
      await presetColourMode(h.context, 'dark');
      await page.goto(url('/examples/line-chart'));
      await waitForHydration(page);
      await page.waitForSelector('[data-chartwrap="ready"]');
      const dark = await colours(page);
      expect(dark.bg).toBe('#1b1b1d');
      await drawnOn(page, 'line-chart', dark.bg);
      const darkDraw = await lastDraw(page, 'line-chart');
      expect(darkDraw.options).toMatchObject({
        backgroundColor: dark.bg,
        legend: { textStyle: { color: dark.text } },
        hAxis: { gridlines: { color: dark.border }, textStyle: { color: dark.muted } },
        vAxis: { gridlines: { color: dark.border } },
      });
      // The source shown is the example module as written: no theme in it.
      const source = (await page.locator('[data-example="line-chart"] pre code').textContent())!;
      expect(source).not.toContain(dark.bg);
      expect(source).not.toContain('ChartDefaults');
      // The preview box is the page's colour, not a white box.
      expect(
        await page
          .locator('[data-example="line-chart"] [data-testid="example-preview"]')
          .evaluate((e) => getComputedStyle(e).backgroundColor),
      ).toBe('rgb(27, 27, 29)');
      // Toggle: a redraw for the light page, in the same document.
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
      const light = await colours(page);
      expect(light.bg).not.toBe(dark.bg);
      await drawnOn(page, 'line-chart', light.bg);
      const lightDraw = await lastDraw(page, 'line-chart');
      expect(lightDraw.count).toBeGreaterThan(darkDraw.count);
      expect(lightDraw.options).toMatchObject({ legend: { textStyle: { color: light.text } } });
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
      expect(h.consoleErrors).toEqual([]);
    });
  });
});

describe('table of contents', () => {
  test('marks the heading the reader is at with aria-current as they scroll', async () => {
    await withPage(
      async ({ page }) => {
        await page.goto(url('/docs/quick-walkthrough'));
        await waitForHydration(page);
        /** The TOC's marked link, and the heading the rule names: the last one above the line. */
        const marks = () =>
          page.evaluate(() => {
            const links = Array.from(document.querySelectorAll<HTMLAnchorElement>('.toc a'));
            const line = window.innerHeight * 0.34;
            const reached = links.filter(
              (a) => document.getElementById(a.hash.slice(1))!.getBoundingClientRect().top <= line,
            );
            return {
              marked: links
                .filter((a) => a.getAttribute('aria-current') === 'true')
                .map((a) => a.textContent),
              expected: reached.length ? [reached.at(-1)!.textContent] : [],
            };
          });
        const seen = new Set<string>();
        for (const id of [
          'handle-events',
          'render-on-the-server-and-in-nextjs',
          'pass-your-data',
          'use-the-typescript-types',
        ]) {
          await page.evaluate((i) => document.getElementById(i)!.scrollIntoView(), id);
          await page.waitForFunction(() => {
            const links = Array.from(document.querySelectorAll<HTMLAnchorElement>('.toc a'));
            const line = window.innerHeight * 0.34;
            const reached = links.filter(
              (a) => document.getElementById(a.hash.slice(1))!.getBoundingClientRect().top <= line,
            );
            const marked = links.filter((a) => a.getAttribute('aria-current') === 'true');
            return marked.length === 1 && marked[0] === reached.at(-1);
          });
          const { marked, expected } = await marks();
          expect(marked).toEqual(expected);
          seen.add(marked[0]!);
        }
        // Each scroll marked another heading.
        expect(seen.size).toBe(4);
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.waitForFunction(() => !document.querySelector('.toc a[aria-current]'));
      },
      { reducedMotion: 'reduce' },
    );
  });
});

describe('admonitions', () => {
  test('render as labelled notes, styled by kind', async () => {
    const html = await (await fetch(url('/docs/quick-walkthrough'))).text();
    expect(html).toMatch(
      /<div class="admonition admonition--warning" role="note" aria-label="Warning: Google Charts is a hosted service">/,
    );
    expect(html).toMatch(
      /class="admonition admonition--note" role="note" aria-label="Note: Next.js App Router"/,
    );
    expect(html).toMatch(/class="admonition admonition--danger" role="note" aria-label="Danger"/);
    await withPage(async (h) => {
      await presetColourMode(h.context, 'dark');
      await h.page.goto(url('/docs/quick-walkthrough'));
      const note = h.page.getByRole('note', { name: 'Danger' });
      expect(await note.locator('.admonition__title').textContent()).toBe('Danger');
      expect(await note.evaluate((e) => getComputedStyle(e).borderLeftColor)).toBe(
        'rgb(255, 138, 138)',
      );
    });
  });
});

describe('feedback and report a problem', () => {
  test('a Yes/No question that sends nothing without analytics, and a prefilled issue link', async () => {
    await withPage(async (h) => {
      const { page } = h;
      await page.goto(url('/examples/gauge'));
      await waitForHydration(page);
      const group = page.getByRole('group', { name: 'Was this page helpful?' });
      await group.getByRole('button', { name: 'Yes' }).click();
      await group.getByText('Thank you for your feedback.').waitFor();
      // No analytics configured: no gtag, no dataLayer, no request to another host.
      expect(await page.evaluate(() => typeof (window as { gtag?: unknown }).gtag)).toBe(
        'undefined',
      );
      expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
      expect(h.externalRequests).toEqual([]);
      const report = new URL(
        (await page
          .getByRole('link', { name: 'Report a problem with this page' })
          .getAttribute('href'))!,
      );
      expect(`${report.origin}${report.pathname}`).toBe(`${REPOSITORY_URL}/issues/new`);
      expect(report.searchParams.get('body')).toMatch(/Page: https?:\/\/\S+\/examples\/gauge\n/);
      expect(report.searchParams.get('title')).toBe('Problem with the page "Gauge"');
    });
  });
});
