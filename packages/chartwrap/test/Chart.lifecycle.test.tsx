// The chart's lifecycle: when it redraws, and how it cleans up on unmount and under StrictMode.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { Chart } from '../src';
import { fakeChart } from '@chartwrap/test-support';
import { cleanupFake, drawnIn, pie, useFake } from './helpers';

afterEach(cleanupFake);

describe('lifecycle: redraws', () => {
  it('redraws when data or options change by content, not on equal literals', async () => {
    const fake = useFake();
    const ui = (title: string, n = 11) => (
      <Chart
        chartType="PieChart"
        data={[
          ['T', 'H'],
          ['Work', n],
        ]}
        options={{ title, legend: { position: 'bottom' } }}
      />
    );
    const { container, rerender } = render(ui('a'));
    await drawnIn(container, 'PieChart');
    const count = fake.record.draws.length;
    rerender(ui('a'));
    rerender(ui('a'));
    expect(fake.record.draws).toHaveLength(count);
    rerender(ui('b'));
    expect(fake.record.draws).toHaveLength(count + 1);
    expect(fake.record.draws.at(-1)!.options.title).toBe('b');
    rerender(ui('b', 12));
    expect(fake.record.draws).toHaveLength(count + 2);
    // the same wrapper and chart object are reused (animations work)
    expect(fake.record.wrappers).toHaveLength(1);
    expect(fake.record.charts).toHaveLength(1);
  });

  it('redraws when the container is resized', async () => {
    const observers: { cb: ResizeObserverCallback; el?: Element }[] = [];
    const RO = class {
      cb: ResizeObserverCallback;
      constructor(cb: ResizeObserverCallback) {
        this.cb = cb;
        observers.push(this);
      }
      observe() {}
      disconnect() {}
      unobserve() {}
    };
    const saved = window.ResizeObserver;
    window.ResizeObserver = RO as unknown as typeof ResizeObserver;
    try {
      jest.useFakeTimers();
      const fake = useFake({ preloaded: true });
      const { container } = render(<Chart chartType="PieChart" data={pie} />);
      await act(async () => {
        await jest.runAllTimersAsync();
      });
      expect(fakeChart(container, 'PieChart')).not.toBeNull();
      const count = fake.record.draws.length;
      const fire = (width: number) =>
        observers[0].cb(
          [{ contentRect: { width, height: 400 } } as ResizeObserverEntry],
          {} as ResizeObserver,
        );
      fire(500);
      fire(500);
      act(() => jest.advanceTimersByTime(100));
      expect(fake.record.draws).toHaveLength(count);
      fire(300);
      act(() => jest.advanceTimersByTime(100));
      expect(fake.record.draws).toHaveLength(count + 1);
    } finally {
      jest.useRealTimers();
      window.ResizeObserver = saved;
    }
  });
});

describe('lifecycle: unmount, StrictMode and parent updates', () => {
  it('clears the chart and removes every listener on unmount', async () => {
    const fake = useFake();
    const { container, unmount } = render(
      <Chart
        chartType="ScatterChart"
        data={[
          ['x', 'y'],
          [1, 2],
        ]}
        controls={[
          {
            controlType: 'NumberRangeFilter',
            options: { filterColumnIndex: 0 },
            controlEvents: [{ eventName: 'statechange', callback: () => {} }],
          },
        ]}
        chartEvents={[
          { eventName: 'select', callback: () => {} },
          { eventName: 'onmouseover', callback: () => {} },
        ]}
      />,
    );
    await drawnIn(container, 'ScatterChart');
    expect(fake.record.listenerCount()).toBeGreaterThan(0);
    unmount();
    expect(fake.record.listenerCount()).toBe(0);
    expect(fake.record.cleared).toBe(1);
  });

  it('works under StrictMode (double mount): one live wrapper, one draw, one call per event', async () => {
    const fake = useFake();
    const ready = jest.fn();
    const select = jest.fn();
    const { container, unmount } = render(
      <StrictMode>
        <Chart
          chartType="AreaChart"
          data={pie}
          chartEvents={[
            { eventName: 'ready', callback: ready },
            { eventName: 'select', callback: select },
          ]}
        />
      </StrictMode>,
    );
    await drawnIn(container, 'AreaChart');
    expect(container.querySelectorAll('svg[data-fake-chart]')).toHaveLength(1);
    const live = fake.record.wrappers.filter((w) => fake.record.listenerCount(w) > 0);
    expect(live).toHaveLength(1);
    expect(fake.record.loads).toHaveLength(1);
    expect(fake.record.draws).toHaveLength(1);
    expect(ready).toHaveBeenCalledTimes(1);
    act(() => fake.record.select([{ row: 1, column: 1 }], live[0]));
    expect(select).toHaveBeenCalledTimes(1);
    unmount();
    expect(fake.record.listenerCount()).toBe(0);
  });

  it('state updates from a parent keep the chart and redraw only on change', async () => {
    const fake = useFake();
    function Parent() {
      const [n, setN] = useState(0);
      return (
        <>
          <button onClick={() => setN(n + 1)}>bump {n}</button>
          <Chart chartType="PieChart" data={pie} options={{ title: 'fixed' }} />
        </>
      );
    }
    const { container } = render(<Parent />);
    await drawnIn(container, 'PieChart');
    const count = fake.record.draws.length;
    fireEvent.click(screen.getByRole('button', { name: /bump/ }));
    fireEvent.click(screen.getByRole('button', { name: /bump/ }));
    expect(fake.record.draws).toHaveLength(count);
  });
});
