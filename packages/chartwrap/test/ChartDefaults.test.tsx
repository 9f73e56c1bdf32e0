import { render, waitFor } from '@testing-library/react';
import { act, useState } from 'react';
import { Chart, ChartDefaults, mergeOptions, type ChartDefaultOptions } from '../src';
import { cleanupFake, drawnIn, pie, useFake } from './helpers';

afterEach(cleanupFake);

describe('mergeOptions', () => {
  it('merges nested plain objects, and the chart’s own values win', () => {
    const defaults = {
      backgroundColor: '#000',
      legend: { position: 'bottom', textStyle: { color: '#eee', fontSize: 12 } },
      colors: ['red', 'blue'],
    };
    const own = { legend: { textStyle: { color: 'yellow' } }, colors: ['green'], title: 'T' };
    expect(mergeOptions(defaults, own)).toEqual({
      backgroundColor: '#000',
      legend: { position: 'bottom', textStyle: { color: 'yellow', fontSize: 12 } },
      colors: ['green'],
      title: 'T',
    });
    // Neither argument changes.
    expect(defaults.legend.textStyle.color).toBe('#eee');
    expect(own).toEqual({
      legend: { textStyle: { color: 'yellow' } },
      colors: ['green'],
      title: 'T',
    });
  });

  it('keeps a default where the chart gives undefined, and replaces objects by non-objects', () => {
    const date = new Date(2020, 0, 1);
    expect(
      mergeOptions(
        { title: 'Default', legend: { position: 'top' }, hAxis: { minValue: 0 } },
        { title: undefined, legend: 'none', hAxis: { minValue: date } },
      ),
    ).toEqual({ title: 'Default', legend: 'none', hAxis: { minValue: date } });
  });

  it('returns the other side when one is missing', () => {
    const own = { title: 'x' };
    expect(mergeOptions(undefined, own)).toBe(own);
    expect(mergeOptions(own, undefined)).toBe(own);
  });
});

describe('<ChartDefaults>', () => {
  it('gives every chart below it the defaults, under the chart’s own options', async () => {
    const fake = useFake();
    const { container } = render(
      <ChartDefaults
        options={{ backgroundColor: '#111', legend: { textStyle: { color: '#eee' } } }}
      >
        <Chart chartType="PieChart" data={pie} options={{ legend: { position: 'top' } }} />
        <Chart chartType="Table" data={pie} />
      </ChartDefaults>,
    );
    await drawnIn(container, 'PieChart');
    await drawnIn(container, 'Table');
    const byType = (type: string) => fake.record.draws.filter((d) => d.chartType === type).at(-1)!;
    expect(byType('PieChart').options).toEqual({
      backgroundColor: '#111',
      legend: { position: 'top', textStyle: { color: '#eee' } },
    });
    expect(byType('Table').options).toEqual({
      backgroundColor: '#111',
      legend: { textStyle: { color: '#eee' } },
    });
  });

  it('nests: inner defaults merge over outer ones; a chart outside gets none', async () => {
    const fake = useFake();
    const { container } = render(
      <>
        <ChartDefaults options={{ backgroundColor: '#111', fontSize: 14 }}>
          <ChartDefaults options={{ backgroundColor: '#222' }}>
            <Chart chartType="PieChart" data={pie} />
          </ChartDefaults>
        </ChartDefaults>
        <Chart chartType="Table" data={pie} />
      </>,
    );
    await drawnIn(container, 'PieChart');
    await drawnIn(container, 'Table');
    const pieDraw = fake.record.draws.find((d) => d.chartType === 'PieChart')!;
    const tableDraw = fake.record.draws.find((d) => d.chartType === 'Table')!;
    expect(pieDraw.options).toEqual({ backgroundColor: '#222', fontSize: 14 });
    expect(tableDraw.options).toEqual({});
  });

  it('with override, merges its options over the chart’s own, which stay over the outer defaults', async () => {
    const fake = useFake();
    const { container } = render(
      <ChartDefaults
        options={{ backgroundColor: '#111', legend: { textStyle: { color: '#eee' } } }}
      >
        <ChartDefaults options={{ pieHole: 0.5, legend: { position: 'bottom' } }} override>
          <Chart
            chartType="PieChart"
            data={pie}
            options={{ pieHole: 0.4, title: 'Day', legend: { position: 'right' } }}
          />
        </ChartDefaults>
      </ChartDefaults>,
    );
    await drawnIn(container, 'PieChart');
    expect(fake.record.draws.at(-1)!.options).toEqual({
      backgroundColor: '#111',
      pieHole: 0.5,
      title: 'Day',
      legend: { position: 'bottom', textStyle: { color: '#eee' } },
    });
  });
});

describe('<ChartDefaults>: redraws and types', () => {
  it('redraws the charts below it when the defaults change (a colour-mode toggle)', async () => {
    const fake = useFake();
    let setDark: (dark: boolean) => void = () => {};
    function Themed() {
      const [dark, set] = useState(false);
      setDark = set;
      return (
        <ChartDefaults options={{ backgroundColor: dark ? '#1b1b1d' : '#ffffff' }}>
          <Chart chartType="PieChart" data={pie} options={{ title: 'My day' }} />
        </ChartDefaults>
      );
    }
    const { container } = render(<Themed />);
    await drawnIn(container, 'PieChart');
    expect(fake.record.draws.at(-1)!.options).toEqual({
      backgroundColor: '#ffffff',
      title: 'My day',
    });
    const drawsBefore = fake.record.draws.length;
    act(() => setDark(true));
    await waitFor(() => expect(fake.record.draws.length).toBeGreaterThan(drawsBefore));
    expect(fake.record.draws.at(-1)!.options).toEqual({
      backgroundColor: '#1b1b1d',
      title: 'My day',
    });
    // An equal value written afresh does not redraw.
    const drawsAfter = fake.record.draws.length;
    act(() => setDark(true));
    expect(fake.record.draws.length).toBe(drawsAfter);
  });

  it('types the defaults: any chart type’s option names, not misspelt ones', () => {
    const ok: ChartDefaultOptions = {
      backgroundColor: { fill: '#000' },
      pieHole: 0.4,
      curveType: 'function',
      hAxis: { gridlines: { color: '#333' } },
    };
    // @ts-expect-error a misspelt option name
    const misspelt: ChartDefaultOptions = { backgroundColour: '#000' };
    // @ts-expect-error a value no chart type accepts for that option
    const wrongValue: ChartDefaultOptions = { pieHole: 'big' };
    expect([ok, misspelt, wrongValue]).toHaveLength(3);
  });
});
