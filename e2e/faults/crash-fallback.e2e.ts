/**
 * The crash fallback: a page whose template throws while rendering shows "This page crashed" with
 * the error and its cause; "Try again" renders again; the layout around it keeps working.
 *
 * Run: `flock /tmp/chartwrap-gatsby-build.lock env E2E_REUSE_BUILD=1 npx jest --selectProjects e2e -- e2e/faults/crash-fallback.e2e.ts`
 */
import { launchBrowserForFile, url, waitForHydration, waitUntil } from '../helpers';

jest.setTimeout(300_000);

const { withPage } = launchBrowserForFile();

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
        await waitUntil(() => crashes().length > before);
        await page.locator('main h1', { hasText: 'This page crashed' }).waitFor();
        expect(crashes().length).toBeGreaterThan(before);
        // The layout around it still works.
        await page.locator('.navbar__brand').click();
        await page.waitForURL(url('/'));
        await page.locator('main h1', { hasText: 'Chartwrap' }).waitFor();
      },
      {
        ignoreConsole: [/Uncaught|above error|React|Minified/],
        // The template's throw, which this test provokes, reaches the page as React's report of
        // an error it recovered from (#423) before the boundary shows the fallback.
        allowPageErrors: [/Minified React error #423;/],
      },
    );
  });
});
