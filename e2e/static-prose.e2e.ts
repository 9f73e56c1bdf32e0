/**
 * A page's static prose arrives as HTML (src/node/markdown/static-prose.ts): it is in the page's
 * data rather than its code, and it behaves as the components would have rendered it. Its
 * internal links are followed in the page, with no reload; a link to a heading of the page is the
 * browser's, so Back returns to where the reader was.
 */
import { launchBrowserForFile, url, waitForHydration } from './helpers';

jest.setTimeout(120_000);

const { withPage } = launchBrowserForFile();

const WALKTHROUGH = '/docs/quick-walkthrough';

test("the walkthrough's prose is page data, not page code", async () => {
  const data = (await (await fetch(url(`/page-data${WALKTHROUGH}/page-data.json`))).json()) as {
    result: { data: { mdx: { proseParts: { id: string; html: string }[] } } };
  };
  const parts = data.result.data.mdx.proseParts;
  expect(parts.length).toBeGreaterThan(10);
  const opening = parts.find((part) => part.html.includes('is one React component'));
  expect(opening?.html).toMatch(/^<p>Chartwrap is one React component/);
  // The page's code names the part; its text is not in it.
  const page = await (await fetch(url(`${WALKTHROUGH}/`))).text();
  const scripts = [...page.matchAll(/<script src="([^"]+\.js)"/g)].map((m) => m[1]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    expect(await (await fetch(url(script))).text()).not.toContain('is one React component');
  }
});

test('a link in the prose navigates in the page; a link to a heading scrolls, and Back returns', async () => {
  await withPage(async ({ page }) => {
    await page.goto(url(`${WALKTHROUGH}/`));
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { loaded: boolean }).loaded = true));
    const opening = page.locator('.prose-part p').first();
    await expect(opening.textContent()).resolves.toContain('is one React component');

    // A heading of this page: scrolled to, with an entry in the history to come Back to.
    const before = await page.evaluate(() => history.length);
    await opening.getByRole('link', { name: 'at the end of this one' }).click();
    await page.waitForFunction(() => window.location.hash.length > 1 && window.scrollY > 1000);
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
    await page.goBack();
    await page.waitForFunction(() => window.location.hash === '' && window.scrollY < 1000);

    // Another page: followed by the router, in the same document.
    await opening.getByRole('link', { name: 'examples' }).click();
    await page.waitForURL(/\/examples\/?$/);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { loaded?: boolean }).loaded)).toBe(
      true,
    );
  });
});
