/**
 * The default build served under a path prefix it was not built for: the "did not load properly"
 * banner names the configured base URL; served from the right path, the banner stays hidden.
 * (The prefixed build's own banner: e2e/variant-build.e2e.ts.)
 *
 * Run: `flock /tmp/chartwrap-gatsby-build.lock env E2E_REUSE_BUILD=1 npx jest --selectProjects e2e -- e2e/faults/wrong-path-prefix.e2e.ts`
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { baseUrl, launchBrowserForFile, url } from '../helpers';

jest.setTimeout(300_000);

const { withPage } = launchBrowserForFile();

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
        // under (the prefixed build's banner: variant-build.e2e.ts).
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
