/**
 * Browser tests of the code blocks against the production build: tokens coloured in light and in
 * dark mode (the colours are the palette's CSS variables, switched by the colour mode without a
 * reload and without highlighting in the browser), Copy puts the exact code on the clipboard and
 * says "Copied", a twoslash type popup (fetched with its block) opens on keyboard focus and
 * closes on Escape without moving anything, the live editor keeps the static block's colours, and
 * no console errors.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowserForFile, newPage, presetColourMode, url, waitForHydration } from './helpers';

const ROOT = path.resolve(__dirname, '..');
const WALKTHROUGH = '/docs/quick-walkthrough';

jest.setTimeout(120_000);

const { browser } = launchBrowserForFile();

async function openPage(pathname: string, theme: 'light' | 'dark' = 'light') {
  const h = await newPage(browser());
  await presetColourMode(h.context, theme);
  await h.page.goto(url(pathname), { waitUntil: 'load' });
  await waitForHydration(h.page);
  return { ...h, errors: () => [...h.pageErrors, ...h.consoleErrors] };
}

/** The computed colour of the first token of a kind in the first block of the page. */
function tokenColour(page: Page, token: string): Promise<string> {
  return page
    .locator(`.code-block__pre span[style*="--code-token-${token})"]`)
    .first()
    .evaluate((el) => getComputedStyle(el).color);
}

/** The palette's value for a token in the current mode, read from the stylesheet. */
function paletteColour(page: Page, token: string): Promise<string> {
  return page.evaluate((t) => {
    const probe = document.createElement('span');
    probe.style.color = `var(--code-token-${t})`;
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, token);
}

describe('code blocks', () => {
  test('tokens are coloured in both modes, and the toggle switches them without a reload', async () => {
    const { page, context, errors } = await openPage(WALKTHROUGH);
    try {
      // Highlighted in the HTML the server sent: no highlighting code ran in the browser.
      const html = await (await page.request.get(url(WALKTHROUGH))).text();
      expect(html).toMatch(/<pre class="shiki[^"]*code-block__pre/);
      const light = {
        keyword: await tokenColour(page, 'keyword'),
        string: await tokenColour(page, 'string-expression'),
      };
      expect(light.keyword).toBe(await paletteColour(page, 'keyword'));
      expect(light.keyword).not.toBe(light.string);
      expect(light.keyword).not.toBe(
        await page
          .locator('.code-block__pre')
          .first()
          .evaluate((el) => getComputedStyle(el).color),
      );

      await page.evaluate(() => ((window as unknown as { loaded: boolean }).loaded = true));
      await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
      await page.waitForSelector('html[data-theme="dark"]');
      const dark = {
        keyword: await tokenColour(page, 'keyword'),
        string: await tokenColour(page, 'string-expression'),
      };
      expect(dark.keyword).toBe(await paletteColour(page, 'keyword'));
      expect(dark.keyword).not.toBe(light.keyword);
      expect(dark.string).not.toBe(light.string);
      // The same document: no reload.
      expect(await page.evaluate(() => (window as unknown as { loaded?: boolean }).loaded)).toBe(
        true,
      );
      expect(errors()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('a page loaded in dark mode shows the dark palette from the first paint', async () => {
    const { page, context, errors } = await openPage(WALKTHROUGH, 'dark');
    try {
      expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
      expect(await tokenColour(page, 'keyword')).toBe(await paletteColour(page, 'keyword'));
      expect(await tokenColour(page, 'keyword')).toBe('rgb(255, 139, 139)');
      expect(errors()).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('code blocks: copying and popups', () => {
  test('Copy puts the exact code on the clipboard and says "Copied"', async () => {
    const { page, context, errors } = await openPage(WALKTHROUGH);
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: new URL(url('')).origin,
      });
      const mdx = fs.readFileSync(path.join(ROOT, 'content/docs/quick-walkthrough.mdx'), 'utf8');
      const firstTsx = /```tsx\n([\s\S]*?)\n```/.exec(mdx)![1]!;

      const block = page.locator('.code-block').filter({ hasText: 'export default function App' });
      const copy = block.getByRole('button', { name: 'Copy code' });
      await copy.focus();
      await page.keyboard.press('Enter');
      await block.getByRole('status').filter({ hasText: 'Copied' }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(firstTsx);

      // A diff block copies the code after the change, without the notation.
      const diff = page.locator('.code-block').filter({ hasText: "from 'react-google-charts'" });
      await diff.getByRole('button', { name: 'Copy code' }).click();
      await diff.getByRole('status').filter({ hasText: 'Copied' }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        "import { Chart } from 'chartwrap';",
      );

      // A twoslash block copies the code without its annotations or types.
      const typed = page.locator('.code-block').filter({ hasText: "ChartOptions<'LineChart'>" });
      await typed.getByRole('button', { name: 'Copy code' }).click();
      await typed.getByRole('status').filter({ hasText: 'Copied' }).waitFor();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toMatch(/^import type \{ ChartOptions \} from 'chartwrap';\n/);
      expect(copied).not.toMatch(/@errors|LineChartOptions|twoslash/);
      expect(errors()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('a twoslash popup opens on keyboard focus, closes on Escape, and moves nothing', async () => {
    const { page, context, errors } = await openPage(WALKTHROUGH);
    try {
      const typed = page.locator('.code-block').filter({ hasText: "ChartOptions<'LineChart'>" });
      // The page's HTML carries no popup: each block's come from a file of their own, fetched
      // as the block nears the viewport, each into its target, which it then describes.
      const served = await (await page.request.get(page.url())).text();
      expect(served).not.toContain('twoslash-popup-container');
      expect(served).toContain('data-popup=');
      await typed.scrollIntoViewIfNeeded();
      const hover = typed
        .locator('.twoslash-hover')
        .filter({ has: page.locator('.twoslash-popup-container', { hasText: /^const options: / }) })
        .first();
      const popup = page.locator(`#${await hover.getAttribute('aria-describedby')}`);
      // The type is there as text, hidden until asked for.
      expect(await popup.textContent()).toContain('LineChartOptions');
      expect(await popup.isVisible()).toBe(false);

      // Where the next heading is in the document (focus may scroll the window, not the layout).
      const next = page.locator('h2').filter({ hasText: 'Handle events' });
      const position = () =>
        next.evaluate((el) => {
          const box = el.getBoundingClientRect();
          return { top: box.top + window.scrollY, left: box.left + window.scrollX };
        });
      const before = await position();
      await hover.focus();
      await popup.waitFor({ state: 'visible' });
      expect(await position()).toEqual(before);

      await page.keyboard.press('Escape');
      await popup.waitFor({ state: 'hidden' });
      // Focus stays where it was; moving on and back opens it again.
      expect(await hover.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('Tab');
      await hover.focus();
      await popup.waitFor({ state: 'visible' });
      expect(errors()).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('code blocks: errors and example sources', () => {
  test("an expected error is drawn under its line with the compiler's message", async () => {
    const { page, context } = await openPage(WALKTHROUGH);
    try {
      const block = page
        .locator('.code-block')
        .filter({ hasText: "curveType: 'function'" })
        .first();
      await block.locator('.twoslash-error').first().waitFor();
      expect(await block.locator('.twoslash-error-line').first().textContent()).toMatch(
        /is not assignable to type/,
      );
    } finally {
      await context.close();
    }
  });

  test('an example source is highlighted, and the live editor keeps its colours', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const { page, context, errors } = await openPage('/examples/pie-chart', theme);
      try {
        const example = page.locator('[data-example="pie-chart"]');
        const staticKeyword = await example
          .locator('.code-block__pre span[style*="--code-token-keyword)"]')
          .first()
          .evaluate((el) => getComputedStyle(el).color);
        const staticBackground = await example
          .locator('.code-block__pre')
          .evaluate((el) => getComputedStyle(el).backgroundColor);
        await example.getByRole('button', { name: 'Edit', exact: true }).click();
        const editor = page.getByTestId('live-editor');
        await editor.waitFor();
        // Prism calls `import` a keyword too: the same palette variable, the same colour.
        const editorKeyword = await editor
          .locator('span', { hasText: /^import$/ })
          .first()
          .evaluate((el) => getComputedStyle(el).color);
        expect(editorKeyword).toBe(staticKeyword);
        expect(await editor.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
          staticBackground,
        );
        expect(errors()).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });
});
