// Events: chartEvents callbacks and their arguments, the ref, and legendToggle.
import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { Chart } from '../src';
import { fakeChart } from '@chartwrap/test-support';
import { cleanupFake, drawnIn, pie, useFake } from './helpers';

type Wrapper = google.visualization.ChartWrapper;

afterEach(cleanupFake);

describe('events', () => {
  it('chartEvents receive { chartWrapper, google, eventArgs }; ref gives the ChartWrapper', async () => {
    const fake = useFake();
    const ready = jest.fn();
    const select = jest.fn();
    const over = jest.fn();
    const ref = createRef<Wrapper>();
    const { container, unmount } = render(
      <Chart
        ref={ref}
        chartType="LineChart"
        data={pie}
        options={{ curveType: 'function' }}
        chartEvents={[
          { eventName: 'ready', callback: ready },
          {
            eventName: 'select',
            callback: ({ chartWrapper }) => select(chartWrapper.getChart()?.getSelection()),
          },
          { eventName: 'onmouseover', callback: ({ eventArgs }) => over(eventArgs.row) },
        ]}
      />,
    );
    await drawnIn(container, 'LineChart');
    expect(ref.current?.getChartType()).toBe('LineChart');
    expect(ready).toHaveBeenCalledWith(
      expect.objectContaining({ chartWrapper: ref.current, google: window.google }),
    );
    act(() => fake.record.select([{ row: 1, column: 1 }]));
    expect(select).toHaveBeenCalledWith([{ row: 1, column: 1 }]);
    fireEvent.click(fakeChart(container, 'LineChart')!);
    expect(select).toHaveBeenLastCalledWith([{ row: 0, column: 1 }]);
    act(() => fake.record.trigger(ref.current!.getChart(), 'onmouseover', { row: 2, column: 1 }));
    expect(over).toHaveBeenCalledWith(2);
    unmount();
    expect(ref.current).toBeNull();
  });

  it('legendToggle hides and shows a series on legend clicks', async () => {
    const fake = useFake();
    const data = [
      ['Year', 'Sales', 'Expenses'],
      ['2020', 10, 4],
      ['2021', 12, 6],
    ];
    const { container } = render(<Chart chartType="LineChart" data={data} legendToggle />);
    await drawnIn(container, 'LineChart');
    act(() => fake.record.select([{ row: null, column: 1 }]));
    await waitFor(() =>
      expect(fake.record.draws.at(-1)!.rows).toEqual([
        ['2020', null, 4],
        ['2021', null, 6],
      ]),
    );
    const { series } = fake.record.draws.at(-1)!.options as { series: Record<number, unknown> };
    expect(series[0]).toEqual({ color: '#ccc' });
    act(() => fake.record.select([{ row: null, column: 1 }]));
    await waitFor(() => expect(fake.record.draws.at(-1)!.rows[0]).toEqual(['2020', 10, 4]));
  });
});
