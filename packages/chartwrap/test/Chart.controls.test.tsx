// Dashboards: controls above and below the chart, their events, and the render prop's layout of chart, controls and toolbar.
import { act, render, screen } from '@testing-library/react';
import { Chart } from '../src';
import { cleanupFake, drawnIn, pie, useFake } from './helpers';

afterEach(cleanupFake);

describe('controls and layout', () => {
  it('builds a dashboard with controls at the top and bottom, each with its own events', async () => {
    const fake = useFake();
    const statechange = jest.fn();
    const controlReady = jest.fn();
    const { container } = render(
      <Chart
        chartType="PieChart"
        data={pie}
        controls={[
          {
            controlType: 'CategoryFilter',
            options: { filterColumnIndex: 0 },
            controlEvents: [
              { eventName: 'statechange', callback: statechange },
              {
                eventName: 'ready',
                callback: ({ controlWrapper }) => controlReady(controlWrapper?.getControlType()),
              },
            ],
          },
          {
            controlType: 'NumberRangeFilter',
            controlPosition: 'bottom',
            options: { filterColumnLabel: 'Hours per day' },
          },
        ]}
      />,
    );
    await drawnIn(container, 'PieChart');
    expect(fake.record.loads[0].packages).toEqual(['corechart', 'controls']);
    const order = [...container.querySelectorAll('[data-fake-control], [data-fake-chart]')].map(
      (e) => e.getAttribute('data-fake-control') || e.getAttribute('data-fake-chart'),
    );
    expect(order).toEqual(['CategoryFilter', 'PieChart', 'NumberRangeFilter']);
    expect(fake.record.dashboards).toHaveLength(1);
    expect(controlReady).toHaveBeenCalledWith('CategoryFilter');
    act(() => fake.record.trigger(fake.record.controls[0], 'statechange', { inProgress: false }));
    expect(statechange).toHaveBeenCalledTimes(1);
    expect(statechange.mock.calls[0][0].eventArgs.inProgress).toBe(false);
  });

  it('render prop lays out chart, controls and toolbar', async () => {
    const fake = useFake();
    const { container } = render(
      <Chart
        chartType="Table"
        data={pie}
        controls={[{ controlType: 'StringFilter', options: { filterColumnIndex: 0 } }]}
        toolbarItems={[{ type: 'csv', datasource: 'https://example.test/csv' }]}
        render={({ renderChart, renderControl, renderToolbar }) => (
          <section>
            <div data-testid="tb">{renderToolbar()}</div>
            <div data-testid="chart">{renderChart()}</div>
            <div data-testid="ctl">{renderControl((c) => c.controlType === 'StringFilter')}</div>
          </section>
        )}
      />,
    );
    await drawnIn(screen.getByTestId('chart'), 'Table');
    expect(
      screen.getByTestId('ctl').querySelector('[data-fake-control="StringFilter"]'),
    ).not.toBeNull();
    expect(screen.getByTestId('tb').querySelector('[data-fake-toolbar]')).toHaveTextContent('csv');
    expect(fake.record.toolbars[0].items).toEqual([
      { type: 'csv', datasource: 'https://example.test/csv' },
    ]);
    expect(container.querySelector('section')).not.toBeNull();
  });
});
