/**
 * The library on React 19, a declared peer (the workspace runs on React 18). Jest's `react19`
 * project maps `react` and `react-dom` to this package's own React 19 (jest.config.ts), so this
 * file and the library's source run on it: StrictMode mount, draw, ref, events, the redraw rules,
 * unmount cleanup and server rendering, against the fake google namespace.
 */
import { act, createRef, StrictMode, version } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { installFakeGoogle, type FakeGoogleHandle } from '@chartwrap/test-support';
import { Chart } from 'chartwrap';

type Wrapper = google.visualization.ChartWrapper;

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const PIE = [
  ['A', 'B'],
  ['x', 1],
  ['y', 2],
];

test('runs on React 19', () => {
  expect(version).toMatch(/^19\./);
});

test('server rendering emits the placeholder', () => {
  const html = renderToString(<Chart chartType="PieChart" data={PIE} />);
  expect(html).toContain('role="status"');
  expect(html).toContain('data-chartwrap="loading"');
});

describe('in the browser', () => {
  let fake: FakeGoogleHandle;
  let container: HTMLDivElement;

  beforeEach(() => {
    fake = installFakeGoogle(window);
    container = document.body.appendChild(document.createElement('div'));
  });

  afterEach(() => {
    container.remove();
    fake.uninstall();
  });

  /** Lets the fake loader answer and the charts draw until `done()` holds. */
  async function until(done: () => boolean) {
    for (let i = 0; i < 100 && !done(); i++) {
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    }
    expect(done()).toBe(true);
  }

  test('StrictMode mount draws, the ref is the wrapper, events arrive, equal props do not redraw, unmount cleans up', async () => {
    const root = createRoot(container);
    const ref = createRef<Wrapper>();
    let ready = 0;
    const ui = (title: string) => (
      <StrictMode>
        <Chart
          ref={ref}
          chartType="PieChart"
          data={PIE}
          options={{ title }}
          chartEvents={[{ eventName: 'ready', callback: () => ready++ }]}
        />
        <Chart
          chartType="Table"
          data={[
            ['A', 'B'],
            ['x', 1],
          ]}
        />
      </StrictMode>
    );
    await act(async () => root.render(ui('t')));
    await until(() => container.querySelector('svg[data-fake-chart="Table"]') !== null);
    expect(container.querySelector('svg[data-fake-chart="PieChart"]')).not.toBeNull();
    expect(ref.current?.getChartType()).toBe('PieChart');
    expect(ready).toBeGreaterThan(0);

    const draws = fake.record.draws.length;
    await act(async () => root.render(ui('t')));
    expect(fake.record.draws).toHaveLength(draws);
    await act(async () => root.render(ui('u')));
    expect(fake.record.draws).toHaveLength(draws + 1);
    expect(fake.record.draws.at(-1)!.options).toMatchObject({ title: 'u' });

    await act(async () => root.unmount());
    expect(fake.record.listenerCount()).toBe(0);
    expect(ref.current).toBeNull();
  });
});
