/**
 * The options explorer on the production build, through the fake Google Charts (which records
 * every draw): controls redraw the pie chart with the new value, the generated code holds the
 * choices, the address carries them and a shared link draws them, a hostile link value is ignored
 * with a note, the applied theme reaches another example page, every chart-type page offers the
 * explorer, Escape closes it, and axe passes with it open in both colour modes.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { EXPLORE_QUERY_PARAM } from '../src/config';
import { launchBrowserForFile, newPage, presetColourMode, url, waitForHydration } from './helpers';

jest.setTimeout(180_000);
const { browser } = launchBrowserForFile();

async function openPage(pathname: string, theme?: 'light' | 'dark') {
  const h = await newPage(browser(), { reducedMotion: 'reduce' });
  if (theme) await presetColourMode(h.context, theme);
  await h.page.goto(url(pathname), { waitUntil: 'load' });
  await waitForHydration(h.page);
  return h;
}

/**
 * How many draws of `chartType` the fake recorded, and the options of the last one in the page's
 * own example (the one named as the page, which offers the explorer).
 */
const draws = (page: Page, chartType: string) =>
  page.evaluate((type) => {
    const own = `[data-example="${window.location.pathname.replace(/\/$/, '').split('/').pop()}"]`;
    const of =
      window.__fakeGoogle?.draws.filter(
        (d) => d.chartType === type && !!d.container.closest(own),
      ) ?? [];
    const last = of.at(-1)?.options;
    return {
      total: window.__fakeGoogle?.draws.filter((d) => d.chartType === type).length ?? 0,
      last: last ? (JSON.parse(JSON.stringify(last)) as Record<string, unknown>) : null,
    };
  }, chartType);

/** Waits until the last draw of `chartType` satisfies `check`, draw by draw, and returns it. */
async function waitForDraw(
  page: Page,
  chartType: string,
  check: (options: Record<string, unknown>) => boolean,
) {
  for (;;) {
    const { total, last } = await draws(page, chartType);
    if (last && check(last)) return last;
    // Until the fake records one more draw of the type (in any example; the loop checks whose).
    await page.waitForFunction(
      ([type, seen]) =>
        (window.__fakeGoogle?.draws.filter((d) => d.chartType === type).length ?? 0) > seen,
      [chartType, total] as const,
      { timeout: 15_000 },
    );
  }
}

/** Opens the explorer and waits for its controls. */
async function openExplorer(page: Page) {
  await page.getByRole('button', { name: 'Explore options' }).click();
  await page.getByTestId('options-explorer').waitFor();
  await page.locator('[data-option="is3D"], [data-kind]').first().waitFor();
}

const explorer = (page: Page) => page.getByTestId('options-explorer');
const generatedCode = (page: Page) =>
  explorer(page).getByLabel('src/examples/pie-chart.tsx with your changes').innerText();
const exploreParam = (page: Page) =>
  page.evaluate(
    (param) => new URLSearchParams(window.location.search).get(param),
    EXPLORE_QUERY_PARAM,
  );

test('is3D, legend.position and pieHole each redraw the pie chart, and the code and address follow', async () => {
  const h = await openPage('/examples/pie-chart');
  try {
    const { page } = h;
    await waitForDraw(page, 'PieChart', (o) => o.pieHole === 0.4);
    await openExplorer(page);

    await explorer(page).getByRole('switch', { name: 'is3D' }).check();
    let drawn = await waitForDraw(page, 'PieChart', (o) => o.is3D === true);
    // Merged over the example's own options, which stay.
    expect(drawn).toMatchObject({ title: 'My daily activities', pieSliceText: 'percentage' });

    await explorer(page).getByRole('button', { name: 'legend', exact: true }).click();
    await explorer(page)
      .getByRole('combobox', { name: 'legend.position' })
      .selectOption({ label: 'bottom' });
    drawn = await waitForDraw(
      page,
      'PieChart',
      (o) => (o.legend as { position?: string } | undefined)?.position === 'bottom',
    );
    expect(drawn.is3D).toBe(true);

    const pieHole = explorer(page).getByRole('spinbutton', { name: 'pieHole' });
    await pieHole.fill('0.25');
    drawn = await waitForDraw(page, 'PieChart', (o) => o.pieHole === 0.25);
    expect(drawn).toMatchObject({ is3D: true, legend: { position: 'bottom' } });

    const code = await generatedCode(page);
    expect(code).toContain('pieHole: 0.25,');
    expect(code).toContain("legend: { position: 'bottom' },");
    expect(code).toContain('is3D: true,');
    expect(code).toContain("title: 'My daily activities',");

    // The address holds the choices, on the same route.
    expect(new URL(page.url()).pathname).toBe('/examples/pie-chart');
    expect(JSON.parse((await exploreParam(page)) ?? 'null')).toEqual({
      is3D: true,
      'legend.position': 'bottom',
      pieHole: 0.25,
    });

    // A value outside the documented range is refused, with a message.
    await pieHole.fill('5');
    await expect(pieHole.getAttribute('aria-invalid')).resolves.toBe('true');
    expect(await explorer(page).innerText()).toContain('5 is outside 0 to 1');

    // Reset puts the example back as written.
    await explorer(page).getByRole('button', { name: 'Reset', exact: true }).click();
    drawn = await waitForDraw(page, 'PieChart', (o) => o.pieHole === 0.4 && !('is3D' in o));
    expect((drawn.legend as { position: string }).position).toBe('right');
    expect([...h.pageErrors, ...h.consoleErrors]).toEqual([]);
  } finally {
    await h.close();
  }
});

test('a shared link opens the explorer with its choices and draws them', async () => {
  const choices = { is3D: true, 'legend.position': 'top', pieHole: 0.5 };
  const link = `/examples/pie-chart/?${EXPLORE_QUERY_PARAM}=${encodeURIComponent(JSON.stringify(choices))}`;
  const h = await openPage(link);
  try {
    const { page } = h;
    await explorer(page).waitFor();
    const drawn = await waitForDraw(page, 'PieChart', (o) => o.pieHole === 0.5);
    expect(drawn).toMatchObject({ is3D: true, legend: { position: 'top' }, pieHole: 0.5 });
    await expect(explorer(page).getByRole('switch', { name: 'is3D' }).isChecked()).resolves.toBe(
      true,
    );
    expect(await generatedCode(page)).toContain("legend: { position: 'top' },");
    // Escape closes the panel, puts the example back and forgets the link's choices.
    await explorer(page).getByRole('searchbox', { name: 'Find an option' }).press('Escape');
    await explorer(page).waitFor({ state: 'detached' });
    await waitForDraw(page, 'PieChart', (o) => o.pieHole === 0.4);
    expect(await exploreParam(page)).toBeNull();
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(
      'Explore options',
    );
  } finally {
    await h.close();
  }
});

test('a hostile or malformed link value is ignored with a visible note, never run', async () => {
  const hostile = {
    title: '<img src=x onerror="window.__pwned=1">',
    pieHole: 'alert(1)',
    'legend.position': "'); window.__pwned = 1; ('",
    __proto__polluted: 1,
    is3D: true,
  };
  const link = `/examples/pie-chart/?${EXPLORE_QUERY_PARAM}=${encodeURIComponent(JSON.stringify(hostile))}`;
  const h = await openPage(link);
  try {
    const { page } = h;
    const notes = page.getByTestId('explorer-notes');
    await notes.waitFor();
    const text = await notes.innerText();
    expect(text).toContain('pieHole: "alert(1)" is not a number, ignored.');
    expect(text).toContain('legend.position:');
    expect(text).toContain('“__proto__polluted” is not an option the panel sets');
    // The valid choices apply; the title is text, drawn as text.
    const drawn = await waitForDraw(page, 'PieChart', (o) => o.is3D === true);
    expect(drawn.pieHole).toBe(0.4);
    expect(drawn.title).toBe(hostile.title);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.locator('img[src="x"]').count()).toBe(0);

    // Not JSON at all: one note, the example as written.
    await page.goto(url(`/examples/pie-chart/?${EXPLORE_QUERY_PARAM}=%7Bnot-json`));
    await waitForHydration(page);
    await expect(page.getByTestId('explorer-notes').innerText()).resolves.toContain('not readable');
    expect([...h.pageErrors, ...h.consoleErrors]).toEqual([]);
  } finally {
    await h.close();
  }
});

test('the ChartDefaults theme applies to another example page for the visit, until reset', async () => {
  const h = await openPage('/examples/pie-chart');
  try {
    const { page } = h;
    await openExplorer(page);
    await explorer(page).getByRole('textbox', { name: 'fontName' }).fill('Georgia');
    await explorer(page).getByRole('button', { name: 'legend', exact: true }).click();
    await explorer(page)
      .getByRole('combobox', { name: 'legend.position' })
      .selectOption({ label: 'top' });
    await waitForDraw(page, 'PieChart', (o) => o.fontName === 'Georgia');
    const snippet = await explorer(page).getByLabel('Theme as ChartDefaults').innerText();
    expect(snippet).toContain(
      "<ChartDefaults options={{ fontName: 'Georgia', legend: { position: 'top' } }}>",
    );
    await explorer(page).getByRole('button', { name: 'Apply to every example' }).click();

    await page.goto(url('/examples/line-chart'), { waitUntil: 'load' });
    await waitForHydration(page);
    const drawn = await waitForDraw(page, 'LineChart', (o) => o.fontName === 'Georgia');
    // Defaults: the example's own legend position still wins.
    expect((drawn.legend as { position: string }).position).toBe('bottom');
    await page.getByRole('note').getByRole('button', { name: 'Reset theme' }).first().click();
    await waitForDraw(page, 'LineChart', (o) => !('fontName' in o));
    expect(await page.getByRole('button', { name: 'Reset theme' }).count()).toBe(0);
  } finally {
    await h.close();
  }
});

test('every chart-type page offers the explorer, with controls generated for its options', async () => {
  const h = await openPage('/examples/');
  try {
    const { page } = h;
    const pages = [
      'area-chart',
      'bar-chart-material',
      'bar-chart',
      'bubble-chart',
      'calendar',
      'candlestick-chart',
      'column-chart',
      'combo-chart',
      'gantt',
      'gauge',
      'geo-chart',
      'histogram',
      'line-chart-material',
      'line-chart',
      'org-chart',
      'pie-chart',
      'sankey',
      'scatter-chart-material',
      'scatter-chart',
      'stepped-area-chart',
      'table',
      'timeline',
      'tree-map',
      'word-tree',
    ];
    for (const name of pages) {
      await page.goto(url(`/examples/${name}`), { waitUntil: 'load' });
      await waitForHydration(page);
      await openExplorer(page);
      const controls = await explorer(page).locator('[data-kind]:not([data-kind="group"])').count();
      expect({ name, hasControls: controls > 0 }).toEqual({ name, hasControls: true });
    }
    // An advanced page (its options table is of controls, not of its chart type) has none.
    await page.goto(url('/examples/advanced-controls'), { waitUntil: 'load' });
    await waitForHydration(page);
    expect(await page.getByRole('button', { name: 'Explore options' }).count()).toBe(0);
  } finally {
    await h.close();
  }
});

test.each(['light', 'dark'] as const)(
  'axe finds no violation with the explorer open (%s mode), and it fits 390 px',
  async (mode) => {
    const h = await openPage('/examples/pie-chart', mode);
    try {
      const { page } = h;
      await openExplorer(page);
      await explorer(page).getByRole('button', { name: 'legend', exact: true }).click();
      await explorer(page).getByRole('button', { name: 'About pieHole' }).click();
      const results = await new AxeBuilder({ page })
        .include('[data-testid="options-explorer"]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
      await page.setViewportSize({ width: 390, height: 844 });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    } finally {
      await h.close();
    }
  },
);
