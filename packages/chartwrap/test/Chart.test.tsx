// What <Chart> shows: its placeholder while Google Charts loads, the drawn chart, and the figure's accessible name.
import { render, screen } from '@testing-library/react';
import { Chart, LOADER_URL } from '../src';
import { cleanupFake, drawnIn, pie, useFake } from './helpers';

afterEach(cleanupFake);

describe('<Chart>', () => {
  it('shows an accessible placeholder, loads the chart type package once and draws', async () => {
    const fake = useFake();
    const onLoad = jest.fn();
    const { container } = render(
      <Chart
        chartType="PieChart"
        data={pie}
        options={{ title: 'My day', pieHole: 0.4 }}
        onLoad={onLoad}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading chart');
    const svg = await drawnIn(container, 'PieChart');
    expect(svg).toHaveAttribute('aria-label', 'PieChart: My day (3 rows)');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('figure', { name: 'My day' })).toHaveAttribute(
      'data-chartwrap',
      'ready',
    );
    expect(fake.scripts).toEqual([LOADER_URL]);
    expect(fake.record.loads).toEqual([
      { version: 'current', packages: ['corechart'], language: undefined, mapsApiKey: undefined },
    ]);
    expect(onLoad).toHaveBeenCalledWith(window.google);
    const draw = fake.record.draws.at(-1)!;
    expect(draw.options).toMatchObject({ pieHole: 0.4 });
    expect(draw.columns).toEqual(['Task', 'Hours per day']);
    expect(draw.rows).toEqual([
      ['Work', 11],
      ['Eat', 2],
      ['Sleep', 7],
    ]);
  });

  it('sets the accessible name from aria-label, the title or the chart type', () => {
    useFake();
    render(
      <>
        <Chart chartType="Gauge" data={pie} aria-label="Engine gauges" />
        <Chart chartType="Sankey" data={pie} />
      </>,
    );
    expect(screen.getByRole('figure', { name: 'Engine gauges' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Sankey chart' })).toBeInTheDocument();
  });
});
