/**
 * /search with its index unreachable, then answering garbage: an error with Retry each time, and
 * Retry recovers once the index is back. (The modal's index request failing: e2e/search.e2e.ts.)
 *
 * Run: `flock /tmp/chartwrap-gatsby-build.lock env E2E_REUSE_BUILD=1 npx jest --selectProjects e2e -- e2e/faults/search-backend.e2e.ts`
 */
import { launchBrowserForFile, url } from '../helpers';

jest.setTimeout(300_000);

const { withPage } = launchBrowserForFile();

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
