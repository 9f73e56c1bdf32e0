/**
 * The options reference on the production build: the "All options" section of a chart page,
 * a link to a nested row that unfolds and scrolls to it, filtering by typing, axe (WCAG 2.2 AA)
 * with rows unfolded and filtered in light and dark mode, the page's Markdown table, and the
 * search records that land on option rows. The events table beside it: static rows with
 * `#event-<name>` ids, only the chart type's own events, axe clean in both modes, in the page's
 * Markdown, and found by search.
 */
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { partPaths } from '../src/search/split-files';
import {
  launchBrowserForFile,
  newPage,
  presetColourMode,
  url,
  waitForHydration,
  type PageHarness,
} from './helpers';

jest.setTimeout(120_000);
const { browser } = launchBrowserForFile();
const PUBLIC = path.resolve(__dirname, '..', 'public');

/**
 * Opens `pathname` (in `theme`), runs `check`, then expects no page error and no console error,
 * and closes the page whatever happened.
 */
async function withPageAt(
  pathname: string,
  check: (h: PageHarness) => Promise<void>,
  theme?: 'light' | 'dark',
) {
  const h = await newPage(browser(), { reducedMotion: 'reduce' });
  try {
    if (theme) await presetColourMode(h.context, theme);
    await h.page.goto(url(pathname), { waitUntil: 'load' });
    await waitForHydration(h.page);
    await check(h);
    expect([...h.pageErrors, ...h.consoleErrors]).toEqual([]);
  } finally {
    await h.close();
  }
}

/** Ids of the rows of the page's tables that show. */
const shownRows = (page: Page) =>
  page.$$eval('tr[id^="option-"]', (rows) =>
    rows.filter((row) => !(row as HTMLElement).hidden).map((row) => row.id),
  );

test('a chart page ends with its "All options" table, rendered in the HTML', async () => {
  const html = fs.readFileSync(path.join(PUBLIC, 'examples/pie-chart/index.html'), 'utf8');
  // Server-rendered: every row is in the HTML, nested ones hidden until unfolded.
  expect(html).toContain('id="option-pieHole"');
  expect(html).toContain('id="option-legend.position"');
  await withPageAt('/examples/pie-chart', async (h) => {
    const { page } = h;
    await page.getByRole('heading', { name: 'All options' }).waitFor();
    const rows = await shownRows(page);
    expect(rows).toContain('option-pieHole');
    expect(rows).toContain('option-sliceVisibilityThreshold');
    expect(rows).not.toContain('option-legend.position');
    await expect(
      page.getByRole('link', { name: 'pie chart reference' }).getAttribute('href'),
    ).resolves.toBe('https://developers.google.com/chart/interactive/docs/gallery/piechart');
  });
});

test('a link to a nested option unfolds its parents and scrolls the row into view', async () => {
  await withPageAt('/examples/line-chart#option-hAxis.viewWindow.min', async (h) => {
    const row = h.page.locator('[id="option-hAxis.viewWindow.min"]');
    await row.waitFor({ state: 'visible' });
    await h.page.waitForFunction(() => {
      const box = document.getElementById('option-hAxis.viewWindow.min')!.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    });
    expect(await row.textContent()).toContain('Lowest value shown');
  });
});

test('typing filters the rows; clearing brings the folded table back', async () => {
  await withPageAt('/examples/line-chart', async (h) => {
    const { page } = h;
    const before = await shownRows(page);
    const filter = page.getByLabel('Filter options');
    // Matches one option's name, and no other row's path or description.
    await filter.fill('interpolateNulls');
    await page.waitForFunction(
      () => document.querySelectorAll('tr[id^="option-"]:not([hidden])').length === 1,
    );
    expect(await shownRows(page)).toEqual(['option-interpolateNulls']);
    // A nested match shows with its parents.
    await filter.fill('curveType');
    await page.waitForFunction(() =>
      document.getElementById('option-series[n].curveType')?.checkVisibility(),
    );
    expect(await shownRows(page)).toEqual([
      'option-curveType',
      'option-series',
      'option-series[n].curveType',
    ]);
    await filter.fill('viewWindow.min');
    await page.waitForFunction(() =>
      document.getElementById('option-vAxis.viewWindow.min')?.checkVisibility(),
    );
    expect(await shownRows(page)).toEqual(
      expect.arrayContaining([
        'option-hAxis',
        'option-hAxis.viewWindow',
        'option-hAxis.viewWindow.min',
      ]),
    );
    await filter.fill('');
    await page.waitForFunction(
      (n) => document.querySelectorAll('tr[id^="option-"]:not([hidden])').length === n,
      before.length,
    );
  });
});

test.each(['light', 'dark'] as const)(
  'axe WCAG 2.2 AA with rows unfolded and filtered (%s mode)',
  async (theme) => {
    await withPageAt(
      '/examples/line-chart',
      async (h) => {
        const { page } = h;
        await page.getByRole('button', { name: 'Show the options of hAxis' }).click();
        await page.getByRole('button', { name: 'Show the options of hAxis.viewWindow' }).click();
        const unfolded = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .setLegacyMode(true)
          .analyze();
        await page.getByLabel('Filter options').fill('legend');
        const filtered = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .setLegacyMode(true)
          .analyze();
        const ids = [...unfolded.violations, ...filtered.violations].map(
          (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        );
        expect(ids).toEqual([]);
      },
      theme,
    );
  },
);

test("the page's Markdown and llms-full.txt hold the options table", () => {
  const md = fs.readFileSync(path.join(PUBLIC, 'examples/pie-chart.md'), 'utf8');
  expect(md).toContain('## All options');
  expect(md).toContain('| Option | Type | Default | Description |');
  expect(md).toMatch(/\| `pieHole` \| `number` \| .+ \|/);
  const full = fs.readFileSync(path.join(PUBLIC, 'llms-full.txt'), 'utf8');
  expect(full).toMatch(/\| `curveType` \| `'function' \\\| 'none'` \|/);
});

test('search records land on option rows of the right pages', () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(PUBLIC, 'search-manifest.json'), 'utf8'));
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(PUBLIC, file), 'utf8'));
  // The whole index holds its records; a split one's dictionary names the parts that do, each
  // record packed as an array that starts with its URL.
  const index = read(manifest.index);
  const urls: string[] = Array.isArray(index.records)
    ? index.records.map((r: { url: string }) => r.url)
    : partPaths(index.records).flatMap((part) => read(part).map((packed: [string]) => packed[0]));
  for (const expected of [
    '/examples/pie-chart#option-pieHole',
    '/examples/pie-chart#option-sliceVisibilityThreshold',
    '/examples/line-chart#option-curveType',
    '/examples/column-chart#option-isStacked',
  ]) {
    expect(urls).toContain(expected);
  }
});

test("a chart page's Events table: the chart type's own events, each row linkable", async () => {
  const html = fs.readFileSync(path.join(PUBLIC, 'examples/geo-chart/index.html'), 'utf8');
  // Static HTML from the page query: the rows are in the server-rendered page.
  expect(html).toContain('id="event-regionClick"');
  await withPageAt('/examples/geo-chart#event-regionClick', async ({ page }) => {
    const table = page.getByRole('table', { name: 'Events of GeoChart' });
    await table.waitFor();
    // One "Events" heading (its name ends with that of its "Direct link to Events" anchor).
    await expect(
      page.getByRole('heading', { level: 2, name: /^Events(Direct link to Events)?$/ }).count(),
    ).resolves.toBe(1);
    const row = page.locator('[id="event-regionClick"]');
    await row.waitFor({ state: 'visible' });
    await expect(row.locator('th[scope="row"] code').textContent()).resolves.toBe('regionClick');
    await expect(row.locator('td').first().textContent()).resolves.toContain('region');
    await expect(page.locator('tr:target').getAttribute('id')).resolves.toBe('event-regionClick');
    await expect(row.locator('a').getAttribute('href')).resolves.toBe('#event-regionClick');
    const events = await table.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.id));
    expect(events).toEqual(expect.arrayContaining(['event-ready', 'event-select', 'event-error']));
    // The table of contents lists the section.
    await expect(
      page.locator('.doc__toc a[href="#events"]').count(),
    ).resolves.toBeGreaterThanOrEqual(1);
  });
});

test('a LineChart page lists its own events and no regionClick', async () => {
  await withPageAt('/examples/line-chart', async ({ page }) => {
    const table = page.getByRole('table', { name: 'Events of LineChart' });
    await table.waitFor();
    const events = await table.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.id));
    expect(events).toContain('event-select');
    expect(events).not.toContain('event-regionClick');
    await expect(page.locator('[id="event-regionClick"]').count()).resolves.toBe(0);
  });
});

test.each(['light', 'dark'] as const)('axe WCAG 2.2 AA on the events table (%s mode)', (theme) =>
  withPageAt(
    '/examples/geo-chart#event-regionClick',
    async ({ page }) => {
      await page.getByRole('table', { name: 'Events of GeoChart' }).waitFor();
      const result = await new AxeBuilder({ page })
        .include('section[aria-labelledby="events"]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .setLegacyMode(true)
        .analyze();
      expect(result.violations.map((v) => v.id)).toEqual([]);
    },
    theme,
  ),
);

test("the page's Markdown holds the events table", () => {
  const md = fs.readFileSync(path.join(PUBLIC, 'examples/geo-chart.md'), 'utf8');
  expect(md).toContain('## Events');
  expect(md).toContain('| Event | Listener receives | Fires when |');
  expect(md).toMatch(/\| `regionClick` \| `\{ region: string; \}` \| .+ \|/);
  const full = fs.readFileSync(path.join(PUBLIC, 'llms-full.txt'), 'utf8');
  expect(full).toContain('| `regionClick` |');
});

test("searching regionClick: the first hit is the geo chart's events row", async () => {
  await withPageAt('/', async ({ page }) => {
    await page.locator('.DocSearch-Button').click();
    await page.locator('.DocSearch-Input').fill('regionClick');
    await page.waitForFunction(
      (href) => document.querySelector('.DocSearch-Hit a')?.getAttribute('href') === href,
      '/examples/geo-chart#event-regionClick',
      { timeout: 20_000 },
    );
  });
});
