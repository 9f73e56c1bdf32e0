import fs from 'node:fs';
import path from 'node:path';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { installFakeGoogle, type FakeGoogleHandle } from '@chartwrap/test-support';
import { resetLoader } from '../../../packages/chartwrap/src/loader';
import PieChartExample from '../../examples/pie-chart';
import { dataStorageKey, dataToLink } from '../../shared/reader-data-link';
import { Example } from './Example';
import { OptionsReferenceProvider, type OptionsReferenceRow } from './OptionsReference';
import { ExampleSourcesProvider } from './sources';

// The panel and the parser load on demand (compiled on first import here).
jest.setTimeout(30_000);

const code = fs.readFileSync(path.join(__dirname, '../../examples/pie-chart.tsx'), 'utf8');
const rows: OptionsReferenceRow[] = [
  {
    owner: 'PieChart',
    path: 'is3D',
    anchor: 'option-is3D',
    depth: 1,
    default: null,
    parentPath: null,
    hasChildren: false,
    type: 'boolean',
    description: 'About is3D.',
  },
];

let fake: FakeGoogleHandle;
beforeEach(() => {
  resetLoader();
  localStorage.clear();
  window.history.replaceState(null, '', '/examples/pie-chart/');
  fake = installFakeGoogle(window);
});
afterEach(() => {
  fake.uninstall();
  resetLoader();
});

function renderPage() {
  return render(
    <ExampleSourcesProvider sources={[{ name: 'pie-chart', code, html: '<pre>…</pre>' }]}>
      <OptionsReferenceProvider rows={rows} chartType="PieChart" example="pie-chart">
        <Example name="pie-chart" component={PieChartExample} />
      </OptionsReferenceProvider>
    </ExampleSourcesProvider>,
  );
}

const lastPie = () => fake.record.draws.filter((d) => d.chartType === 'PieChart').at(-1);
const box = () => screen.getByLabelText(/^Your data/);

async function openDataTab() {
  renderPage();
  fireEvent.click(screen.getByRole('button', { name: 'Explore options' }));
  const optionsTab = await screen.findByRole('tab', { name: 'Options' }, { timeout: 20_000 });
  // The tabs follow the keyboard: the right arrow selects Data.
  fireEvent.keyDown(optionsTab, { key: 'ArrowRight' });
  expect(screen.getByRole('tab', { name: 'Data' })).toHaveAttribute('aria-selected', 'true');
  expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Data' }));
  // The parser loads when the tab opens.
  await waitFor(() => expect(screen.queryByText('Loading the data reader…')).toBeNull());
}

const type = (text: string) => act(() => fireEvent.change(box(), { target: { value: text } }));

test('pasted rows redraw the chart and are written as typed columns and rows', async () => {
  await openDataTab();
  await type('Activity\tHours\nCode\t1,5\nRest\t2');
  await waitFor(
    () =>
      expect(lastPie()?.rows).toEqual([
        ['Code', 1.5],
        ['Rest', 2],
      ]),
    { timeout: 5000 },
  );
  expect(lastPie()?.options).toMatchObject({ title: 'My daily activities', allowHtml: false });
  const written = screen.getByLabelText('src/examples/pie-chart.tsx with your changes').textContent;
  expect(written).toContain("{ type: 'number', label: 'Hours' },");
  expect(written).toContain("['Code', 1.5],");
  expect(screen.getByTestId('data-summary')).toHaveTextContent('Drawn with your 2 rows');
  await waitFor(() =>
    expect(new URLSearchParams(window.location.search).get('exploreData')).toBeTruthy(),
  );
  // Closed: the example's own data again, and an address without the data.
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(lastPie()?.rows).toHaveLength(6));
  expect(window.location.search).toBe('');
});

test('a bad cell is named by row and column; the chart and the box keep what they had', async () => {
  await openDataTab();
  await type('Activity\tHours\nCode\t3\nRest\t2');
  await waitFor(() => expect(lastPie()?.rows).toHaveLength(2), { timeout: 5000 });
  const draws = fake.record.draws.length;
  await type('Activity\tHours\nCode\t3\nRest\t2\nTV\tn/a');
  // Column Hours is now text: the pie chart says what it needs; the override reads it as numbers.
  await screen.findByText(/A pie chart needs two columns: .*; column 2 is text/);
  fireEvent.change(screen.getByLabelText('Type of Hours'), { target: { value: 'number' } });
  await screen.findByText("Row 4, column Hours: 'n/a' is not a number");
  expect(box()).toHaveValue('Activity\tHours\nCode\t3\nRest\t2\nTV\tn/a');
  expect(fake.record.draws.length).toBe(draws);
});

test('data in the link draws at once; a forged link is refused with a note', async () => {
  const link = dataToLink({ text: 'A\tB\nx\t4\ny\t5' })!;
  window.history.replaceState(null, '', `/examples/pie-chart/?explore=%7B%7D&exploreData=${link}`);
  renderPage();
  await waitFor(
    () =>
      expect(lastPie()?.rows).toEqual([
        ['x', 4],
        ['y', 5],
      ]),
    { timeout: 20_000 },
  );
  fake.uninstall();
  resetLoader();
  fake = installFakeGoogle(window);
  document.body.innerHTML = '';
  window.history.replaceState(
    null,
    '',
    '/examples/pie-chart/?explore=%7B%7D&exploreData=forged%3Cscript%3E',
  );
  renderPage();
  await screen.findByText(/could not be read/, undefined, { timeout: 20_000 });
});

test('data too large for a link is kept in storage, says so, and is cleared by the button', async () => {
  await openDataTab();
  const many = Array.from({ length: 3000 }, (_, i) => `Item ${i * 7919}\t${(i * 104729) % 9973}`);
  await type(['Name\tValue', ...many].join('\n'));
  await screen.findByText(
    /kept in this browser for this page, and the link carries the options only/,
    undefined,
    {
      timeout: 5000,
    },
  );
  expect(new URLSearchParams(window.location.search).has('exploreData')).toBe(false);
  expect(localStorage.getItem(dataStorageKey('/examples/pie-chart/'))).toContain('Item 0');
  expect(await screen.findByTestId('data-block-note')).toHaveTextContent('Past 200 rows');
  // The page shows the block's first rows only; the copy has them all.
  expect(screen.getByLabelText('The rows of your data')).toHaveTextContent(
    '…and 2,800 more rows: Copy and Open in editor have them all',
  );
  fireEvent.click(screen.getByRole('button', { name: 'Clear data' }));
  await waitFor(() =>
    expect(localStorage.getItem(dataStorageKey('/examples/pie-chart/'))).toBeNull(),
  );
  expect(box()).toHaveValue('');
});
