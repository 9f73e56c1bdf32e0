/**
 * A route's chunk or page data failing on client-side navigation, against the production build:
 * the page reloads to the right URL and renders, never blank, and the site logs one warning
 * naming the path; with the page data failing for good, the server-rendered page stays readable.
 *
 * Run: `flock /tmp/chartwrap-gatsby-build.lock env E2E_REUSE_BUILD=1 npx jest --selectProjects e2e -- e2e/faults/route-resources.e2e.ts`
 */
import { launchBrowserForFile, url, waitForHydration, type PageHarness } from '../helpers';
import { CHART } from './selectors';

jest.setTimeout(300_000);

const { withPage } = launchBrowserForFile();

describe('route resources failing on client navigation', () => {
  const NAVIGATION_START = '/examples/bar-chart';
  /**
   * From NAVIGATION_START, clicks a sidebar link to /examples/pie-chart while `pattern`'s requests
   * fail (`transient`: until the pie chart's document is requested, so they work again once the
   * page reloads). Returns the documents loaded, and the site's warnings that a route's resources
   * failed to load: the proof that the click was a client-side navigation that met the failure,
   * not a plain page load.
   */
  async function navigateWhileFailing(h: PageHarness, pattern: RegExp, transient: boolean) {
    // The page reloads right after the warning, and a console message of a document being
    // unloaded can miss the test's listener: each warning is also kept in session storage,
    // which the reloaded page still has.
    await h.page.addInitScript(() => {
      const warn = console.warn.bind(console);
      console.warn = (...args: unknown[]) => {
        try {
          const kept = JSON.parse(sessionStorage.getItem('test:warnings') ?? '[]') as string[];
          sessionStorage.setItem('test:warnings', JSON.stringify([...kept, args.join(' ')]));
        } catch {
          // a storage that refuses: the console listener still has it
        }
        warn(...args);
      };
    });
    const documents: string[] = [];
    // Failing from the start: Gatsby's prefetch of the linked page fails too, then the navigation.
    let failing = true;
    h.page.on('request', (r) => {
      if (r.resourceType() !== 'document' || r.frame() !== h.page.mainFrame()) return;
      // `gatsby serve` answers /x with a redirect to /x/: one document, whichever form.
      const p = new URL(r.url()).pathname.replace(/(.)\/$/, '$1');
      if (documents.at(-1) !== p) documents.push(p);
      if (transient && p === '/examples/pie-chart') failing = false;
    });
    await h.page.route(pattern, (route) => (failing ? route.abort('failed') : route.fallback()));
    // Start from a page with the same Content Security Policy as the target (charts and the
    // editor), so the navigation stays client-side instead of becoming a full page load.
    await h.page.goto(url(NAVIGATION_START));
    await h.page.locator('main h1').waitFor();
    // Hydrated: client-side links work. (Gatsby's loader exists well before hydration; a click
    // before it is a plain full page load that would pass these tests without a failed navigation.)
    await waitForHydration(h.page);
    await h.page
      .locator('nav[aria-label="Docs sidebar"] a[href="/examples/pie-chart"]')
      .first()
      .click();
    await h.page.waitForURL(/\/examples\/pie-chart\/?$/);
    await h.page.waitForLoadState('load');
    await h.page.waitForLoadState('networkidle');
    expect(new URL(h.page.url()).pathname.replace(/\/$/, '')).toBe('/examples/pie-chart');
    const h1 = h.page.locator('main h1');
    await h1.waitFor();
    await expect(h1.innerText()).resolves.toMatch(/pie/i);
    const text = await h.page.evaluate(() => document.body.innerText.trim().length);
    expect(text).toBeGreaterThan(100); // never a blank page
    const kept = await h.page.evaluate(
      () => JSON.parse(sessionStorage.getItem('test:warnings') ?? '[]') as string[],
    );
    const routeFailureWarnings = [...new Set([...h.consoleWarnings, ...kept])].filter((w) =>
      /resources of .* failed to load/.test(w),
    );
    return { documents, routeFailureWarnings };
  }

  const ROUTE_CHUNK =
    /component---src-templates-example-tsx-content-file-path-content-examples-pie-chart-mdx-[^/]*\.js$/;
  const PAGE_DATA = /\/page-data\/examples\/pie-chart\/page-data\.json$/;

  test('route chunk failing once: the page reloads to the right URL and renders', async () => {
    await withPage(
      async (h) => {
        const { documents, routeFailureWarnings } = await navigateWhileFailing(
          h,
          ROUTE_CHUNK,
          true,
        );
        expect(routeFailureWarnings).not.toEqual([]); // the client-side navigation met the failure
        expect(documents).toEqual([NAVIGATION_START, '/examples/pie-chart']); // a full reload of the target
        await h.page.locator(CHART).first().waitFor(); // hydrated: the chart draws
      },
      { ignoreConsole: [/./] },
    );
  });

  test('page data failing once: the page reloads to the right URL and renders', async () => {
    await withPage(
      async (h) => {
        const { documents, routeFailureWarnings } = await navigateWhileFailing(h, PAGE_DATA, true);
        expect(routeFailureWarnings).not.toEqual([]);
        expect(documents).toEqual([NAVIGATION_START, '/examples/pie-chart']);
        await h.page.locator(CHART).first().waitFor();
      },
      { ignoreConsole: [/./] },
    );
  });

  test('a warning is logged when the route chunk fails and the page reloads', async () => {
    // One warning, naming the path whose resources failed (the console and session storage can
    // both hold it; it counts once).
    await withPage(async (h) => {
      const { routeFailureWarnings } = await navigateWhileFailing(h, ROUTE_CHUNK, true);
      expect(routeFailureWarnings).toEqual([
        'Chartwrap: the resources of /examples/pie-chart failed to load; reloading the page.',
      ]);
    });
  });

  test('page data failing for good: the server-rendered page stays readable, not blank', async () => {
    await withPage(
      async (h) => {
        const { documents, routeFailureWarnings } = await navigateWhileFailing(h, PAGE_DATA, false);
        expect(routeFailureWarnings).not.toEqual([]);
        expect(documents.at(-1)).toBe('/examples/pie-chart');
      },
      {
        ignoreConsole: [/./],
        // With no page data after the reload, Gatsby's runtime refuses to hydrate the page (the
        // fault this test provokes): the server-rendered page stays, readable.
        allowPageErrors: [/page resources for \/examples\/pie-chart not found/],
      },
    );
  });
});
