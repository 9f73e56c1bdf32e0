/**
 * Every example module renders with the fake `google` namespace (the library's test double) and
 * draws the chart type of the page that embeds it; the advanced examples show their feature.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { fakeChart, installFakeGoogle, type FakeGoogleHandle } from '@chartwrap/test-support';

const EXAMPLES_DIR = __dirname;
const CONTENT_DIR = path.resolve(__dirname, '../../content/examples');

const exampleNames = fs
  .readdirSync(EXAMPLES_DIR)
  .filter((f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx'))
  .map((f) => f.replace(/\.tsx$/, ''))
  .sort();

const pageNames = fs
  .readdirSync(CONTENT_DIR)
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => f.replace(/\.mdx$/, ''))
  .sort();

function frontmatterChartType(page: string): string {
  const text = fs.readFileSync(path.join(CONTENT_DIR, `${page}.mdx`), 'utf8');
  const match = /^chartType:\s*(\S+)\s*$/m.exec(text);
  if (!match) throw new Error(`${page}.mdx has no chartType`);
  return match[1];
}

/** The examples each page embeds (`<Example name="…"`), in order. */
const embedded = new Map(
  pageNames.map((page) => {
    const text = fs.readFileSync(path.join(CONTENT_DIR, `${page}.mdx`), 'utf8');
    return [page, [...text.matchAll(/<Example name="([^"]+)"/g)].map((m) => m[1])];
  }),
);

/** The page that embeds an example module. */
const pageOf = (name: string) => pageNames.find((page) => embedded.get(page)!.includes(name));

function load(name: string): ComponentType {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(`./${name}`).default as ComponentType;
}

let fake: FakeGoogleHandle;
beforeAll(() => {
  // One fake for the file: the library loads Google Charts once per page, like a real page.
  fake = installFakeGoogle(window);
});

test('there are 31 example pages, each embedding the module of its name first', () => {
  expect(pageNames).toHaveLength(31);
  for (const page of pageNames) {
    const text = fs.readFileSync(path.join(CONTENT_DIR, `${page}.mdx`), 'utf8');
    expect([page, embedded.get(page)![0]]).toEqual([page, page]);
    for (const name of embedded.get(page)!)
      expect(text).toContain(`from '../../src/examples/${name}'`);
  }
});

test('every example module is embedded by exactly one page', () => {
  expect(exampleNames.length).toBeGreaterThanOrEqual(pageNames.length);
  for (const name of exampleNames)
    expect([name, pageNames.filter((page) => embedded.get(page)!.includes(name))]).toEqual([
      name,
      [pageOf(name)],
    ]);
  expect(exampleNames.filter((name) => !pageOf(name))).toEqual([]);
});

describe.each(exampleNames)('%s', (name) => {
  test("draws its page's chart type, with an accessible name and a text alternative", async () => {
    const chartType = frontmatterChartType(pageOf(name)!);
    const source = fs.readFileSync(path.join(EXAMPLES_DIR, `${name}.tsx`), 'utf8');
    expect(source).toContain(`chartType="${chartType}"`);
    const Example = load(name);
    const { container } = render(<Example />);
    await waitFor(() => expect(fakeChart(container, chartType)).not.toBeNull());
    const figure = container.querySelector('[role="figure"][aria-label]');
    expect(figure?.getAttribute('aria-label')?.length).toBeGreaterThan(10);
    // A caption (or a visible summary paragraph in a custom layout) describes the data.
    const caption = container.querySelector('figcaption') ?? container.querySelector('p');
    expect(caption?.textContent?.trim().length).toBeGreaterThan(20);
    expect(within(container).queryByRole('alert')).toBeNull();
  });
});

test('animations: the button swaps the data and the chart animates', async () => {
  const Example = load('advanced-animations');
  const { container } = render(<Example />);
  await waitFor(() => expect(fakeChart(container, 'ColumnChart')).not.toBeNull());
  const before = fake.record.draws.length;
  const lastDraw = () => fake.record.draws[fake.record.draws.length - 1];
  expect(lastDraw().options.animation).toMatchObject({ duration: 800, startup: true });
  fireEvent.click(screen.getByRole('button', { name: /Show Q2 sales/ }));
  await waitFor(() => expect(fake.record.draws.length).toBeGreaterThan(before));
  expect(lastDraw().rows).toContainEqual(['South', 460]);
  expect(screen.getByRole('button', { name: /Show Q1 sales/ })).toBeInTheDocument();
});

test('chart editor: the button opens the editor, OK applies it', async () => {
  const Example = load('advanced-chart-editor');
  const { container } = render(<Example />);
  const button = screen.getByRole('button', { name: 'Edit chart' });
  await waitFor(() => expect(button).toBeEnabled());
  expect(fakeChart(container, 'LineChart')).not.toBeNull();
  fireEvent.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Chart editor' });
  const draws = fake.record.draws.length;
  fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(fake.record.draws.length).toBeGreaterThan(draws));
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('controls: a dashboard with two filters bound to the pie chart', async () => {
  const dashboards = fake.record.dashboards.length;
  const controls = fake.record.controls.length;
  const Example = load('advanced-controls');
  const { container } = render(<Example />);
  await waitFor(() => expect(fakeChart(container, 'PieChart')).not.toBeNull());
  expect(fake.record.dashboards.length).toBe(dashboards + 1);
  expect(fake.record.controls.length).toBe(controls + 2);
});

test('events: the selection is shown on the page', async () => {
  const Example = load('advanced-events');
  const { container } = render(<Example />);
  await waitFor(() => expect(fakeChart(container, 'ScatterChart')).not.toBeNull());
  await screen.findByText('Chart ready.');
  act(() => fake.record.select([{ row: 2, column: 1 }]));
  expect(await screen.findByText('Selected row 3: age 11, weight 14.')).toBeInTheDocument();
});

test('layout: the custom render places chart, control and text', async () => {
  const Example = load('advanced-layout');
  const { container } = render(<Example />);
  await waitFor(() =>
    expect(container.querySelector('[data-fake-control="ChartRangeFilter"]')).not.toBeNull(),
  );
  const chart = fakeChart(container, 'LineChart')!;
  const control = container.querySelector('[data-fake-control="ChartRangeFilter"]')!;
  const prompt = screen.getByText(/Drag the handles/);
  const summary = screen.getByText(/Visits run about/);
  // The layout's grid: the chart in its own framed cell first, then the prompt with the control
  // below it, and the summary last.
  const cells = [...container.querySelector('div[style*="grid"]')!.children];
  const cellOf = (el: Element) => cells.findIndex((cell) => cell.contains(el));
  expect(cellOf(chart)).toBe(0);
  expect(cells[0]).toHaveStyle({ border: '1px solid #c4c4c4' });
  expect(cellOf(prompt)).toBe(1);
  expect(cellOf(control)).toBe(1);
  expect(prompt.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(cellOf(summary)).toBe(cells.length - 1);
  expect(cellOf(summary)).toBeGreaterThan(1);
});

test('spreadsheet: the data comes from a query of the spreadsheet URL', async () => {
  const queries = fake.record.queries.length;
  const Example = load('advanced-spreadsheet');
  const { container } = render(<Example />);
  await waitFor(() => expect(fakeChart(container, 'ColumnChart')).not.toBeNull());
  const url = fake.record.queries[queries];
  expect(url).toContain(
    'docs.google.com/spreadsheets/d/1jN0iw0usssnsG1_oi-NXtuKfsUsGme09GsFidbqxFYA/gviz/tq?',
  );
  expect(decodeURIComponent(url.replace(/\+/g, ' '))).toContain(
    'tq=SELECT A, H, O, Q, R, U LIMIT 5 OFFSET 8',
  );
});

test('toolbar: the toolbar items are drawn', async () => {
  const toolbars = fake.record.toolbars.length;
  const Example = load('advanced-toolbar');
  const { container } = render(<Example />);
  await waitFor(() => expect(fakeChart(container, 'PieChart')).not.toBeNull());
  await waitFor(() => expect(fake.record.toolbars.length).toBeGreaterThan(toolbars));
  expect(fake.record.toolbars[toolbars].items.map((i: { type: string }) => i.type)).toEqual([
    'csv',
    'html',
  ]);
});

test('image export: Download PNG saves the drawn column chart as a PNG data URI', async () => {
  const Example = load('column-chart-image');
  const { container } = render(<Example />);
  const download = screen.getByRole('button', { name: 'Download PNG' });
  expect(download).toBeDisabled();
  await waitFor(() => expect(fakeChart(container, 'ColumnChart')).not.toBeNull());
  await waitFor(() => expect(download).toBeEnabled());
  const images = fake.record.images.length;
  const saved: { href: string; download: string }[] = [];
  // The link is clicked, not followed (jsdom cannot navigate).
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof HTMLAnchorElement)) return;
    event.preventDefault();
    saved.push({ href: event.target.href, download: event.target.download });
  };
  document.addEventListener('click', onClick);
  try {
    fireEvent.click(download);
  } finally {
    document.removeEventListener('click', onClick);
  }
  expect(fake.record.images.slice(images).map((image) => image.chartType)).toEqual(['ColumnChart']);
  expect(fake.record.images[images].container).toBe(
    fakeChart(container, 'ColumnChart')!.parentElement,
  );
  expect(saved).toEqual([
    { href: expect.stringMatching(/^data:image\/png;base64,/), download: 'visitors.png' },
  ]);
});

test('HTML tooltips: the tooltip column is HTML and the chart draws it as HTML', async () => {
  const Example = load('line-chart-html-tooltips');
  const { container } = render(<Example />);
  await waitFor(() => expect(fakeChart(container, 'LineChart')).not.toBeNull());
  const element = fakeChart(container, 'LineChart')!.parentElement;
  const chart = fake.record.charts.find((drawn) => drawn.container === element);
  expect(chart?.options).toHaveProperty('tooltip', { isHtml: true });
  const table = chart?.data;
  if (!table) throw new Error('the HTML tooltips chart was drawn without a DataTable');
  expect(table.getColumnRole(2)).toBe('tooltip');
  expect(table.getColumnProperty(2, 'html')).toBe(true);
  expect(table.getNumberOfRows()).toBe(5);
  // Each point's tooltip is HTML naming its month, weight and note.
  const tooltip = document.createElement('div');
  tooltip.innerHTML = String(table.getValue(0, 2));
  expect(tooltip.querySelector('strong')?.textContent).toBe('Month 2: 3.9 kg');
  expect(tooltip.textContent).toContain('First vaccination');
});
