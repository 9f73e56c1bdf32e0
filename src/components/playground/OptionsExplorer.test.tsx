import fs from 'node:fs';
import path from 'node:path';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { installFakeGoogle, type FakeGoogleHandle } from '@chartwrap/test-support';
import { resetLoader } from '../../../packages/chartwrap/src/loader';
import PieChartExample from '../../examples/pie-chart';
import type { OptionRow } from '../../shared/options-table';
import { Example } from './Example';
import { OptionsReferenceProvider, type OptionsReferenceRow } from './OptionsReference';
import { ExampleSourcesProvider } from './sources';

// The panel's module loads on demand (compiled on first import here): more than the default 5 s
// on a loaded machine.
jest.setTimeout(30_000);

const code = fs.readFileSync(path.join(__dirname, '../../examples/pie-chart.tsx'), 'utf8');

const row = (path: string, type: string, extra: Partial<OptionRow> = {}): OptionsReferenceRow => ({
  owner: 'PieChart',
  path,
  anchor: `option-${path}`,
  depth: path.split('.').length,
  default: null,
  parentPath: path.includes('.') ? path.slice(0, path.lastIndexOf('.')) : null,
  hasChildren: false,
  type,
  description: `About ${path}.`,
  ...extra,
});

const rows = [
  row('is3D', 'boolean'),
  row('legend', "'none' | object", { hasChildren: true }),
  row('legend.position', "'none' | 'bottom' | 'right'"),
  row('pieHole', 'number', { description: 'Between 0 and 1: a donut.' }),
];

let fake: FakeGoogleHandle;
beforeEach(() => {
  resetLoader();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/examples/pie-chart/');
  fake = installFakeGoogle(window);
});
afterEach(() => {
  fake.uninstall();
  resetLoader();
});

/** A second example on the page (one task of the same chart type, as the image export is). */
const AnotherExample = () => <p>Another example</p>;

function renderPage(chartType: string | null = 'PieChart') {
  return render(
    <ExampleSourcesProvider
      sources={[
        { name: 'pie-chart', code, html: '<pre>…</pre>' },
        { name: 'pie-chart-donut', code, html: '<pre>…</pre>' },
      ]}
    >
      <OptionsReferenceProvider rows={rows} chartType={chartType} example="pie-chart">
        <Example name="pie-chart" component={PieChartExample} />
        <Example name="pie-chart-donut" component={AnotherExample} />
      </OptionsReferenceProvider>
    </ExampleSourcesProvider>,
  );
}

const lastPieOptions = () =>
  fake.record.draws.filter((d) => d.chartType === 'PieChart').at(-1)?.options as
    Record<string, unknown> | undefined;

test("only the page's own example offers the explorer: one button per page", async () => {
  renderPage();
  await waitFor(() => expect(lastPieOptions()?.pieHole).toBe(0.4));
  expect(screen.getAllByRole('button', { name: 'Explore options' })).toHaveLength(1);
  const own = document.querySelector('[data-example="pie-chart"]')!;
  expect(own.querySelector('button[aria-expanded]')).toHaveTextContent('Explore options');
});

test('the explorer redraws the example with a choice, writes it in the code and the address', async () => {
  renderPage();
  await waitFor(() => expect(lastPieOptions()?.pieHole).toBe(0.4));
  fireEvent.click(screen.getByRole('button', { name: 'Explore options' }));
  // The panel's module loads on demand: it may take a while on a loaded machine.
  const is3D = await screen.findByRole('switch', { name: 'is3D' }, { timeout: 20_000 });
  fireEvent.click(is3D);
  await waitFor(() => expect(lastPieOptions()).toMatchObject({ is3D: true, pieHole: 0.4 }));
  fireEvent.change(screen.getByLabelText('pieHole'), { target: { value: '0.3' } });
  await waitFor(() => expect(lastPieOptions()?.pieHole).toBe(0.3));
  expect(
    screen.getByLabelText('src/examples/pie-chart.tsx with your changes').textContent,
  ).toContain('pieHole: 0.3,');
  expect(JSON.parse(new URLSearchParams(window.location.search).get('explore')!)).toEqual({
    is3D: true,
    pieHole: 0.3,
  });
  // Escape closes it: the example as written, the address without the parameter.
  fireEvent.keyDown(screen.getByLabelText('Find an option'), { key: 'Escape' });
  await waitFor(() => expect(lastPieOptions()).not.toHaveProperty('is3D'));
  expect(window.location.search).toBe('');
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Explore options' }));
});

test('no explorer where the page has no options table of its chart type', () => {
  renderPage(null);
  expect(screen.queryByRole('button', { name: 'Explore options' })).toBeNull();
});
