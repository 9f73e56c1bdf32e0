/**
 * Browser tests of the content against the production build, with the fake `google`
 * namespace served for the loader URL (the e2e harness: e2e/helpers.ts, e2e/setup.ts): every
 * example page draws its chart(s); the live editor re-renders and shows compile errors in place
 * (a blocked loader and its Retry: e2e/faults/charts-loader.e2e.ts); /llms.txt lists every page; every sitemap page,
 * loaded once: status, address, title and h1, its Content Security Policy and requests, errors,
 * and axe (WCAG 2.2 AA) in light and dark mode. Run under `flock /tmp/chartwrap-gatsby-build.lock`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page, BrowserContext } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
import { isLoaderUrl } from '@chartwrap/test-support';
import {
  EDITED_BAR_CHART_MODULE,
  launchBrowserForFile,
  newPage,
  policyOf,
  presetColourMode,
  replaceEditorCode,
  sitemapPaths,
  url,
  waitForHydration,
  watchPolicyViolations,
} from './helpers';

const ROOT = path.resolve(__dirname, '..');

const CONTENT_EXAMPLES = path.join(ROOT, 'content/examples');
const EXAMPLES = fs
  .readdirSync(CONTENT_EXAMPLES)
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => {
    const text = fs.readFileSync(path.join(CONTENT_EXAMPLES, f), 'utf8');
    return { name: f.replace(/\.mdx$/, ''), chartType: /^chartType:\s*(\S+)/m.exec(text)![1] };
  });

jest.setTimeout(120_000);

const { browser } = launchBrowserForFile();
let BASE: string;

beforeAll(() => {
  BASE = url('');
});

interface Session {
  context: BrowserContext;
  page: Page;
  /** Page errors and console errors so far. */
  errors: () => string[];
}

/** A page whose loader URL answers with the fake google, other hosts blocked. */
async function open(pathname: string): Promise<Session> {
  const h = await newPage(browser());
  await h.page.goto(url(pathname), { waitUntil: 'load' });
  // Buttons (Edit, Copy…) only act once React has hydrated the page.
  await waitForHydration(h.page);
  const errors = () => [...h.pageErrors, ...h.consoleErrors];
  return { context: h.context, page: h.page, errors };
}

const chartIn = (scope: string, type: string) => `${scope} svg[data-fake-chart="${type}"]`;

describe('example pages', () => {
  test('there are 31 example pages', () => {
    expect(EXAMPLES).toHaveLength(31);
  });

  test.each(EXAMPLES)(
    '$name draws its $chartType with the fake google',
    async ({ name, chartType }) => {
      const { page, context, errors } = await open(`/examples/${name}`);
      try {
        await page.waitForSelector(chartIn(`[data-example="${name}"]`, chartType), {
          timeout: 20_000,
        });
        // The source is shown beside it, exactly as in src/examples (highlighted: the file's final
        // line break ends the last line, it starts no empty one).
        const code = await page.locator(`[data-example="${name}"] pre code`).first().textContent();
        const source = fs.readFileSync(path.join(ROOT, 'src/examples', `${name}.tsx`), 'utf8');
        expect(code).toBe(source.replace(/\n$/, ''));
        // No editor code on first paint.
        expect(await page.locator('[data-testid="live-editor"]').count()).toBe(0);
        expect(errors()).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});

describe('answers on the example pages', () => {
  test('column chart: Download PNG saves the drawn chart as a PNG file', async () => {
    const { page, context, errors } = await open('/examples/column-chart');
    try {
      const scope = '[data-example="column-chart-image"]';
      await page.waitForSelector(chartIn(scope, 'ColumnChart'), { timeout: 20_000 });
      // Enabled once the chart has drawn.
      const button = page.locator(`${scope} button:enabled`, { hasText: 'Download PNG' });
      await button.waitFor();
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      expect(download.suggestedFilename()).toBe('visitors.png');
      const bytes = fs.readFileSync((await download.path())!);
      expect([...bytes.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
      // The image is the example's chart, taken through getImageURI.
      const taken = await page.evaluate((example) => {
        const images = window.__fakeGoogle!.images;
        return images.map((image) => [image.chartType, !!image.container.closest(example)]);
      }, scope);
      expect(taken).toEqual([['ColumnChart', true]]);
      expect(errors()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('column chart: Print chart prints the image from a frame, then removes the frame', async () => {
    const { page, context, errors } = await open('/examples/column-chart');
    try {
      const scope = '[data-example="column-chart-image"]';
      await page.waitForSelector(chartIn(scope, 'ColumnChart'), { timeout: 20_000 });
      // Watch frames come and go, and count the prints of each frame's window (not the page's).
      await page.evaluate(() => {
        const seen = { added: 0, removed: 0, printed: [] as string[], pagePrinted: 0 };
        Object.assign(window, { printSeen: seen });
        window.print = () => void seen.pagePrinted++;
        new MutationObserver((mutations) =>
          mutations.forEach((mutation) => {
            mutation.addedNodes.forEach((node) => {
              if (!(node instanceof HTMLIFrameElement)) return;
              seen.added++;
              const view = node.contentWindow!;
              view.print = () => {
                seen.printed.push(view.document.querySelector('img')?.src.slice(0, 22) ?? '');
              };
            });
            mutation.removedNodes.forEach((node) => {
              if (node instanceof HTMLIFrameElement) seen.removed++;
            });
          }),
        ).observe(document.body, { childList: true });
      });
      const button = page.locator(`${scope} button:enabled`, { hasText: 'Print chart' });
      await button.click();
      const seen = await page.waitForFunction(() => {
        const { printSeen } = window as unknown as { printSeen: { removed: number } };
        return printSeen.removed > 0 && printSeen;
      });
      expect(await seen.jsonValue()).toEqual({
        added: 1,
        removed: 1,
        printed: ['data:image/png;base64,'],
        pagePrinted: 0,
      });
      expect(errors()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('line chart: the HTML tooltips example draws its tooltip column as HTML', async () => {
    const { page, context, errors } = await open('/examples/line-chart');
    try {
      const scope = '[data-example="line-chart-html-tooltips"]';
      await page.waitForSelector(chartIn(scope, 'LineChart'), { timeout: 20_000 });
      const drawn = await page.evaluate((example) => {
        const chart = window.__fakeGoogle!.charts.find((c) => !!c.container.closest(example));
        const data = chart?.data;
        return {
          isHtml: (chart?.options?.tooltip as { isHtml?: boolean } | undefined)?.isHtml,
          role: data?.getColumnRole(2),
          html: data?.getColumnProperty(2, 'html'),
          firstTooltip: String(data?.getValue(0, 2)),
        };
      }, scope);
      expect(drawn).toMatchObject({ isHtml: true, role: 'tooltip', html: true });
      expect(drawn.firstTooltip).toContain('<strong>Month 2: 3.9 kg</strong>');
      expect(errors()).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('live editor', () => {
  test('editing re-renders the chart; a typo shows the compile error in place, no page error', async () => {
    const { page, context, errors } = await open('/examples/column-chart');
    try {
      const example = page.locator('[data-example="column-chart"]');
      await page.waitForSelector(chartIn('[data-example="column-chart"]', 'ColumnChart'));
      await example.getByRole('button', { name: 'Edit', exact: true }).click();
      const editor = page.locator('[data-testid="live-editor"]');
      await editor.waitFor();
      const preview = '[data-testid="live-preview"]';
      await page.waitForSelector(chartIn(preview, 'ColumnChart'));

      // Replace the whole module: the preview follows with another chart type.
      await replaceEditorCode(editor, EDITED_BAR_CHART_MODULE);
      await page.waitForSelector(chartIn(preview, 'BarChart'), { timeout: 10_000 });
      expect(await page.locator('[data-testid="live-error"]').count()).toBe(0);

      // A typo: the error replaces the result, readable, and the page keeps working.
      await page.keyboard.type(' const broken = ;');
      const error = page.locator('[data-testid="live-error"]');
      await error.waitFor({ timeout: 10_000 });
      expect(await error.getAttribute('role')).toBe('alert');
      expect(await error.textContent()).toMatch(
        /This code does not compile \(line \d+, column \d+\)/,
      );
      expect(await page.locator(`${preview} svg`).count()).toBe(0);

      // Fixing it draws again.
      for (let i = 0; i < ' const broken = ;'.length; i++) await page.keyboard.press('Backspace');
      await page.waitForSelector(chartIn(preview, 'BarChart'), { timeout: 10_000 });
      expect(errors()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('Copy puts the source on the clipboard; Open in sandbox posts it to StackBlitz', async () => {
    const { page, context } = await open('/examples/pie-chart');
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE });
      const example = page.locator('[data-example="pie-chart"]');
      await page.waitForSelector(chartIn('[data-example="pie-chart"]', 'PieChart'));
      await example.getByRole('button', { name: 'Copy', exact: true }).click();
      await example.getByText('Code copied to the clipboard.').waitFor();
      const source = fs.readFileSync(path.join(ROOT, 'src/examples/pie-chart.tsx'), 'utf8');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(source);

      let posted: string | null = null;
      await context.route('https://stackblitz.com/**', (route) => {
        posted = route.request().postData();
        return route.fulfill({ contentType: 'text/html', body: '<title>StackBlitz</title>' });
      });
      const popup = context.waitForEvent('page');
      await example.getByRole('button', { name: 'Open in sandbox' }).click();
      const sandbox = await popup;
      await sandbox.waitForLoadState();
      expect(sandbox.url()).toContain('https://stackblitz.com/run');
      const form = new URLSearchParams(posted ?? '');
      expect(form.get('project[template]')).toBe('node');
      // Form posts normalise line breaks to CRLF.
      expect(form.get('project[files][src/pie-chart.tsx]')?.replace(/\r\n/g, '\n')).toBe(source);
    } finally {
      await context.close();
    }
  });

  test('Copy page as Markdown copies the page with its example code', async () => {
    const { page, context } = await open('/examples/gauge');
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE });
      await page.getByRole('button', { name: 'Page actions' }).click();
      await page.getByRole('menuitem', { name: 'Copy page as Markdown' }).click();
      await page.getByText('Page copied as Markdown.').waitFor();
      const markdown = await page.evaluate(() => navigator.clipboard.readText());
      expect(markdown).toMatch(/^# Gauge\n/);
      expect(markdown).toContain('```tsx title="src/examples/gauge.tsx"');
      expect(markdown).toContain('chartType="Gauge"');
    } finally {
      await context.close();
    }
  });
});

describe('llms.txt', () => {
  test('/llms.txt lists every page and /llms-full.txt carries the examples code', async () => {
    const index = await (await fetch(`${BASE}/llms.txt`)).text();
    for (const { name } of EXAMPLES) expect(index).toContain(`/examples/${name}.md)`);
    expect(index).toContain('/docs/quick-walkthrough.md)');
    expect(index).toContain('/docs/sponsor.md)');
    const full = await (await fetch(`${BASE}/llms-full.txt`)).text();
    for (const { name } of EXAMPLES) {
      const source = fs.readFileSync(path.join(ROOT, 'src/examples', `${name}.tsx`), 'utf8');
      expect(full).toContain(source.trimEnd());
    }
    expect(full).toContain('| `chartType` (required) |');
  });
});

/** The WCAG 2.2 AA rules of axe whose outcome depends on the page's colours. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
/**
 * The furniture every page of a layout shares (navbar, doc sidebar, footer): the same markup
 * on each, so axe checks it on the first page of each layout (`FURNITURE_CHECKED_ON`) and
 * leaves it out elsewhere, where it took a quarter of an example page's axe time.
 */
const FURNITURE = ['nav.navbar', 'aside.doc-sidebar', 'footer.footer'];
/** A path's layout: `/examples/*` for an example page, the path itself for a page of its own. */
const layoutOf = (p: string) => {
  const [, section, page] = p.split('/');
  return page ? `/${section}/*` : p;
};

interface Sweep {
  failures: string[];
  /** The paths whose page requested the charts loader. */
  loaderOn: string[];
}

/**
 * Each of `paths` loaded once, in `first` colour mode, and checked as a reader gets it: answered
 * 200 at its own address, a "X | Chartwrap" title and an h1, a Content Security Policy without
 * 'unsafe-inline' scripts and no violation of it, no request off the origin but the charts
 * loader (on a page that draws a chart), no console or page error; axe's WCAG 2.2 AA rules in
 * that mode, then (switched with the navbar's toggle, as a reader does) in the other.
 */
async function sweep(
  paths: string[],
  first: 'light' | 'dark',
  furnitureChecked: Set<string>,
): Promise<Sweep> {
  const failures: string[] = [];
  const loaderOn: string[] = [];
  let shown = '';
  const h = await newPage(browser(), {
    handleExternal: (_route, requestUrl) => {
      if (isLoaderUrl(requestUrl) && !loaderOn.includes(shown)) loaderOn.push(shown);
      return false; // the harness answers the loader and blocks and records the rest
    },
  });
  const { page } = h;
  const policyViolations = await watchPolicyViolations(page);
  await presetColourMode(h.context, first);
  const loaded = () =>
    page.waitForFunction(() => !document.querySelector('[data-chartwrap="loading"]'), undefined, {
      timeout: 20_000,
    });
  try {
    for (const p of paths) {
      shown = p;
      const seen = {
        external: h.externalRequests.length,
        errors: h.consoleErrors.length + h.pageErrors.length,
        violations: policyViolations.length,
      };
      const response = await page.goto(`${BASE}${p}`, { waitUntil: 'load' });
      await loaded();
      // The page as readers use it: hydrated (the mode's toggle acts only then).
      await waitForHydration(page);
      if (response?.status() !== 200) failures.push(`${p}: answered ${response?.status()}`);
      // The address keeps (or, after a host's trailing-slash redirect, returns to) its shape.
      if (page.url() !== `${BASE}${p}`) failures.push(`${p}: the address became ${page.url()}`);
      if (!/^.+ \| Chartwrap$/.test(await page.title()))
        failures.push(`${p}: title "${await page.title()}"`);
      if (!(await page.locator('main h1').first().textContent())?.trim())
        failures.push(`${p}: no h1 in main`);
      const policy = await policyOf(page);
      if (!policy || /script-src[^;]*'unsafe-inline'/.test(policy))
        failures.push(`${p}: policy ${policy}`);

      const checkFurniture = !furnitureChecked.has(layoutOf(p));
      furnitureChecked.add(layoutOf(p));
      for (const theme of first === 'light'
        ? (['light', 'dark'] as const)
        : (['dark', 'light'] as const)) {
        if (theme !== first) {
          await page
            .getByRole('button', { name: /^Switch between dark and light mode/ })
            .first()
            .click();
          await page.waitForFunction((t) => document.documentElement.dataset.theme === t, theme);
          // Charts follow the mode in an effect: a frame for it, then none still loading.
          await page.evaluate(
            () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
          );
          await loaded();
        }
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
        const axe = new AxeBuilder({ page });
        // Light mode: every WCAG 2.2 AA rule. Dark mode changes colours only (the same markup
        // under another `data-theme`), so there the rules that read colours.
        if (theme === 'light')
          axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
        else axe.withRules(COLOUR_RULES);
        if (!checkFurniture) for (const selector of FURNITURE) axe.exclude(selector);
        const result = await axe
          // One axe.run in the page (same-origin frames included) rather than a partial run per
          // frame finished in a new blank page: the same rules in half the time. It leaves out
          // cross-origin frames, and no page here has one. (Deprecated for axe 5: revisit then.)
          .setLegacyMode(true)
          .analyze();
        for (const v of result.violations) {
          failures.push(
            `${p} [${theme}${theme === first ? '' : ', switched'}] ${v.id}: ${v.help} (${v.nodes
              .slice(0, 3)
              .map((n) => n.target.join(' '))
              .join(', ')})`,
          );
        }
      }

      // Checked last, after the time axe took: a late request or error is caught too.
      if (
        loaderOn.includes(p) &&
        !(await page.locator('main [role="figure"], main svg[data-fake-chart]').count())
      )
        failures.push(`${p}: the charts loader requested, no chart`);
      for (const request of h.externalRequests.slice(seen.external))
        failures.push(`${p}: a request off the origin: ${request}`);
      for (const error of [...h.consoleErrors, ...h.pageErrors].slice(seen.errors))
        failures.push(`${p}: ${error}`);
      for (const violation of policyViolations.slice(seen.violations))
        failures.push(`${p}: policy violation ${violation}`);
    }
  } finally {
    await h.close();
  }
  return { failures, loaderOn };
}

describe('every sitemap page', () => {
  test('answers 200 with its title and h1, under its policy, with no request off the origin but the charts loader, no error, axe-clean in light and dark mode', async () => {
    const paths = await sitemapPaths();
    expect(paths.length).toBeGreaterThanOrEqual(67);
    // Two pages side by side, each through half the paths: one loads them in light mode and
    // switches to dark, the other loads them in dark mode and switches to light.
    const furnitureChecked = new Set<string>();
    const sweeps = await Promise.all([
      sweep(
        paths.filter((_, i) => i % 2 === 0),
        'light',
        furnitureChecked,
      ),
      sweep(
        paths.filter((_, i) => i % 2 === 1),
        'dark',
        furnitureChecked,
      ),
    ]);
    expect(sweeps.flatMap((s) => s.failures)).toEqual([]);
    // The loader is requested on chart pages only: every example draws one.
    const loaderOn = sweeps.flatMap((s) => s.loaderOn);
    expect(loaderOn).toContain('/examples/pie-chart');
    expect(loaderOn.filter((p) => !p.startsWith('/examples/') && !p.startsWith('/docs/'))).toEqual(
      [],
    );
    // The furniture was checked on a page of every layout.
    expect([...furnitureChecked].sort()).toEqual([
      '/',
      '/docs/*',
      '/examples/',
      '/examples/*',
      '/search',
      '/tags',
      '/tags/*',
    ]);
  }, 600_000);
});
