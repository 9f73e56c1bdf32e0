/**
 * The options explorer's Data tab on the production build, through the fake Google Charts (which
 * records every draw): a pasted range, a chosen file and a dropped file each redraw the page's
 * chart and are written into the code; a type override and each kind of problem give their
 * message while the chart keeps its last good drawing; the data survives a reload through the link
 * (small) and through storage (large); hostile input stays text; no request carries the data; the
 * tab is keyboard-usable and axe-clean in both colour modes. With E2E_SCREENSHOTS_DIR set, the
 * tab is photographed there in both modes and at 390 px.
 */
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { launchBrowserForFile, newPage, presetColourMode, url, waitForHydration } from './helpers';

jest.setTimeout(180_000);
const { browser } = launchBrowserForFile();

/** A marker in every pasted data set: no request may carry it. */
const MARKER = 'Zq7marker';
const PIE_DATA = `Activity\tHours\n${MARKER} code\t1,5\nRest\t2\nWalk\t3`;

async function openPage(pathname: string, theme?: 'light' | 'dark') {
  const h = await newPage(browser(), { reducedMotion: 'reduce' });
  if (theme) await presetColourMode(h.context, theme);
  const requests: string[] = [];
  h.page.on('request', (request) => requests.push(`${request.url()} ${request.postData() ?? ''}`));
  await h.page.goto(url(pathname), { waitUntil: 'load' });
  await waitForHydration(h.page);
  return { ...h, requests };
}

/** Opens the explorer and its Data tab with the keyboard, and waits for the data box. */
async function openDataTab(page: Page) {
  await page.getByRole('button', { name: 'Explore options' }).click();
  const optionsTab = page.getByRole('tab', { name: 'Options' });
  await optionsTab.focus();
  await page.keyboard.press('ArrowRight');
  await page.getByRole('tab', { name: 'Data', selected: true }).waitFor();
  await dataBox(page).waitFor();
}

const dataBox = (page: Page) => page.getByLabel(/^Your data/);
const explorerCode = (page: Page, name: string) =>
  page.getByLabel(`src/examples/${name}.tsx with your changes`).innerText();

/** Pastes text into the data box as the clipboard would. */
const paste = (page: Page, text: string) =>
  dataBox(page).evaluate((box, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    box.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);

/** Pastes text made in the page: tab-separated rows, or that many characters. */
const pasteMade = (page: Page, kind: 'rows' | 'characters', count: number) =>
  dataBox(page).evaluate(
    (box, [made, n]) => {
      const text =
        made === 'rows'
          ? Array.from({ length: Number(n) }, (_, i) => `r${i}\t${i}`).join('\n')
          : 'x'.repeat(Number(n));
      const data = new DataTransfer();
      data.setData('text/plain', text);
      box.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    },
    [kind, count] as const,
  );

/** The rows of the last draw of the page's own example. */
const lastRows = (page: Page) =>
  page.evaluate(() => {
    const own = `[data-example="${window.location.pathname.replace(/\/$/, '').split('/').pop()}"]`;
    const draw = window.__fakeGoogle?.draws.filter((d) => !!d.container.closest(own)).at(-1);
    return draw ? (JSON.parse(JSON.stringify(draw.rows)) as unknown[][]) : null;
  });

async function waitForRows(page: Page, check: (rows: unknown[][]) => boolean) {
  for (let tries = 0; tries < 100; tries++) {
    const rows = await lastRows(page);
    if (rows && check(rows)) return rows;
    await page.waitForTimeout(100);
  }
  throw new Error(`The chart was not drawn as expected: ${JSON.stringify(await lastRows(page))}`);
}

const carriesData = (requests: readonly string[]) => requests.filter((r) => r.includes(MARKER));

test('a pasted range redraws the chart, is written into the code, survives a reload by link, and no request carries it', async () => {
  const h = await openPage('/examples/pie-chart');
  try {
    const { page } = h;
    await openDataTab(page);
    await paste(page, PIE_DATA);
    await waitForRows(page, (rows) => rows.length === 3 && rows[0][1] === 1.5);
    const code = await explorerCode(page, 'pie-chart');
    expect(code).toContain("{ type: 'number', label: 'Hours' },");
    expect(code).toContain(`['${MARKER} code', 1.5],`);
    expect(await page.getByTestId('data-place').innerText()).toContain('this page’s link');
    // The link: a reload draws the same data and shows the reader's text.
    await page.reload({ waitUntil: 'load' });
    await waitForHydration(page);
    await waitForRows(page, (rows) => rows.length === 3 && rows[0][1] === 1.5);
    expect(await dataBox(page).inputValue()).toBe(PIE_DATA);
    expect(carriesData(h.requests)).toEqual([]);
  } finally {
    await h.close();
  }
});

test('a chosen file and a dropped file each redraw the chart', async () => {
  const h = await openPage('/examples/sankey');
  try {
    const { page } = h;
    await openDataTab(page);
    await page.getByLabel('Choose a file').setInputFiles({
      name: 'flows.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`From,To,Weight\n${MARKER},B,"1,200"\nB,C,300\n`),
    });
    await waitForRows(page, (rows) => rows.length === 2 && rows[0][2] === 1200);
    await dataBox(page).evaluate((box, marker) => {
      const data = new DataTransfer();
      data.items.add(new File([`[{"from":"${marker}","to":"Y","weight":7}]`], 'flows.json'));
      box.dispatchEvent(
        new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }),
      );
    }, MARKER);
    await waitForRows(page, (rows) => rows.length === 1 && rows[0][2] === 7);
    expect(carriesData(h.requests)).toEqual([]);
  } finally {
    await h.close();
  }
});

test('each problem is named, a type override applies, and the chart keeps its last good drawing', async () => {
  const h = await openPage('/examples/sankey');
  try {
    const { page } = h;
    await openDataTab(page);
    await paste(page, 'From\tTo\tWeight\nA\tB\t5\nB\tC\t6');
    await waitForRows(page, (rows) => rows.length === 2);
    const problems = page.getByTestId('data-problems');
    const expectProblem = async (text: string) =>
      problems.getByText(text, { exact: true }).waitFor();
    await dataBox(page).fill('From\tTo\tWeight\nA\tB\tmany\nB\tC\t6');
    await expectProblem(
      'A Sankey diagram needs three columns: from (text), to (text) and weight (number); column 3 is text',
    );
    await page.getByLabel('Type of Weight').selectOption('number');
    await expectProblem("Row 2, column Weight: 'many' is not a number");
    await dataBox(page).fill('From\tTo\tWeight\tMore\nA\tB\t1\t2');
    await expectProblem(
      'A Sankey diagram needs three columns: from (text), to (text) and weight (number); the data has 4 columns',
    );
    await dataBox(page).fill('[["From", "To"');
    await problems.getByText(/^This is not valid JSON/).waitFor();
    await dataBox(page).fill('[1, 2]');
    await expectProblem(
      'JSON data must be an array of rows: arrays, or objects with the same keys',
    );
    await page.getByLabel('Choose a file').setInputFiles({
      name: 'image.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
    });
    await problems.getByText(/looks like a binary file/).waitFor();
    // The last good drawing stays while the data has problems.
    expect(await lastRows(page)).toEqual([
      ['A', 'B', 5],
      ['B', 'C', 6],
    ]);
  } finally {
    await h.close();
  }
});

test('large data is kept in storage and survives a reload; 100,000 rows and a 50 MB paste are refused', async () => {
  const h = await openPage('/examples/pie-chart');
  try {
    const { page } = h;
    await openDataTab(page);
    const many = Array.from(
      { length: 3000 },
      (_, i) => `${MARKER} ${i * 7919}\t${(i * 104729) % 9973}`,
    );
    await dataBox(page).fill(['Name\tValue', ...many].join('\n'));
    await waitForRows(page, (rows) => rows.length === 3000);
    expect(await page.getByTestId('data-place').innerText()).toContain(
      'the link carries the options only',
    );
    expect(new URL(page.url()).searchParams.has('exploreData')).toBe(false);
    await page.reload({ waitUntil: 'load' });
    await waitForHydration(page);
    await waitForRows(page, (rows) => rows.length === 3000);
    // Into an empty box, as a reader pastes; the texts are made in the page (no 50 MB message).
    await page.getByRole('button', { name: 'Clear data' }).click();
    await pasteMade(page, 'rows', 100_000);
    await page
      .getByText(
        'This data has 100,000 rows: the explorer takes up to 20,000. Load larger data from a file in your code.',
      )
      .waitFor();
    await pasteMade(page, 'characters', 50_000_000);
    await page.getByText(/^This data is 50\.0 MB: the explorer takes up to 4\.0 MB/).waitFor();
    await page.getByRole('button', { name: 'Clear data' }).click();
    expect(await dataBox(page).inputValue()).toBe('');
    // Forgotten a moment after the click, as every change is kept.
    await page.waitForFunction(
      () => !Object.keys(localStorage).some((k) => k.includes('explorer-data')),
      undefined,
      { timeout: 5000 },
    );
    expect(carriesData(h.requests)).toEqual([]);
  } finally {
    await h.close();
  }
});

test('script, HTML and formulas in cells stay text; a forged data link is refused with a note', async () => {
  const h = await openPage('/examples/org-chart');
  try {
    const { page } = h;
    await openDataTab(page);
    const hostile = [
      'Name\tManager\tTooltip',
      '<img src=x onerror="window.__hostile=1">\t\t<script>window.__hostile=2</script>',
      '=HYPERLINK("http://example.com")\t<img src=x onerror="window.__hostile=1">\tx',
    ].join('\n');
    await paste(page, hostile);
    await waitForRows(page, (rows) => rows.length === 2);
    const lastOptions = await page.evaluate(() => {
      const draw = window.__fakeGoogle?.draws
        .filter((d) => !!d.container.closest('[data-example="org-chart"]'))
        .at(-1);
      return JSON.parse(JSON.stringify(draw?.options ?? {})) as Record<string, unknown>;
    });
    expect(lastOptions.allowHtml).toBe(false);
    expect(await explorerCode(page, 'org-chart')).toContain(`['=HYPERLINK("http://example.com")'`);
    expect(await page.evaluate(() => (window as { __hostile?: number }).__hostile)).toBeUndefined();
    await page.goto(
      url('/examples/org-chart?explore=%7B%7D&exploreData=N4Ig%3Cscript%3Ealert(1)%3C%2Fscript%3E'),
    );
    await waitForHydration(page);
    await page
      .getByText('The data kept for this page could not be read, so it was left out.')
      .waitFor();
  } finally {
    await h.close();
  }
});

test.each(['light', 'dark'] as const)(
  'axe finds no violation in the Data tab with data and a problem (%s mode), and it fits 390 px',
  async (mode) => {
    const h = await openPage('/examples/pie-chart', mode);
    try {
      const { page } = h;
      await openDataTab(page);
      await paste(page, 'Activity\tHours\nCode\t3\nRest\tn/a');
      await page.getByLabel('Type of Hours').selectOption('number');
      await page.getByTestId('data-problems').waitFor();
      const results = await new AxeBuilder({ page })
        .include('[data-testid="options-explorer"]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
      const shots = process.env.E2E_SCREENSHOTS_DIR;
      const explorer = page.getByTestId('options-explorer');
      if (shots) await explorer.screenshot({ path: path.join(shots, `explorer-data-${mode}.png`) });
      await page.setViewportSize({ width: 390, height: 844 });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      if (shots)
        await explorer.screenshot({ path: path.join(shots, `explorer-data-${mode}-390.png`) });
    } finally {
      await h.close();
    }
  },
);

test("the explorer's code draws JSX tags as code, not tag chips, and controls left empty show their defaults", async () => {
  const h = await openPage('/examples/pie-chart');
  try {
    const { page } = h;
    await page.getByRole('button', { name: 'Explore options' }).click();
    await page.locator('[data-option="backgroundColor"]').waitFor();
    const found = await page.getByTestId('options-explorer').evaluate((explorer) => ({
      tags: [...explorer.querySelectorAll('.token.tag')].map((span) => {
        const style = getComputedStyle(span);
        return `${style.display} ${style.borderTopWidth} ${style.paddingLeft}`;
      }),
      background: (
        explorer.querySelector('[data-option="backgroundColor"] input') as HTMLInputElement
      ).value,
      unset: explorer.querySelector('[data-option="backgroundColor"] input + span')?.textContent,
    }));
    expect(found.tags.length).toBeGreaterThan(0);
    expect(new Set(found.tags)).toEqual(new Set(['inline 0px 0px']));
    expect(found.background).toBe('#ffffff');
    // The default Google's code falls back to (common/defaults.ts), as the options table shows it.
    expect(found.unset).toBe(
      "Not set: default { fill: '#fff', stroke: '#666666', strokeWidth: 0 }",
    );
  } finally {
    await h.close();
  }
});
