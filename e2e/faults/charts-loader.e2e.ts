/**
 * The charts loader failing, against the production build: blocked, answering 500, slower than the
 * library's timeout, defining nothing, or every draw failing after load. Each shows the error in
 * the chart's place with Retry, keeps the rest of the page, and Retry draws once the service is
 * back. No timed assertions: waits only (the timeout runs on the page's clock).
 *
 * Run: `flock /tmp/chartwrap-gatsby-build.lock env E2E_REUSE_BUILD=1 npx jest --selectProjects e2e -- e2e/faults/charts-loader.e2e.ts`
 */
import type { Route } from 'playwright-core';
import { fakeGoogleLoaderSource, fakeLoaderResponse, isLoaderUrl } from '@chartwrap/test-support';
import { launchBrowserForFile, url, waitUntil } from '../helpers';
import { CHART, CHART_ALERT } from './selectors';

const LIBRARY_TIMEOUT_MS = 20_000; // chartwrap's default loader timeout

jest.setTimeout(300_000);

const { withPage } = launchBrowserForFile();

/** The fake loader with options the test can change later through `window.__faultOptions`. */
function switchableLoader(options: Record<string, unknown>): string {
  const source = fakeGoogleLoaderSource(options);
  const json = JSON.stringify(options);
  const at = source.lastIndexOf(json);
  if (at < 0) throw new Error('fake loader source changed shape: options not found');
  return `${source.slice(0, at)}(window.__faultOptions = ${json})${source.slice(at + json.length)}`;
}

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

describe('charts loader faults: a loader that does not answer', () => {
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
        await waitUntil(() => control.state.held.length > 0);
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
});

describe('charts loader faults: a loader that answers wrongly', () => {
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
