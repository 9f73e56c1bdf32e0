// Bad input and failing draws: a clear message in place, onError, and a way to retry.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Chart, type ChartwrapError, type ChartType } from '../src';
import { fakeChart } from '@chartwrap/test-support';
import { cleanupFake, pie, useFake } from './helpers';

afterEach(cleanupFake);

describe('bad input: a clear message in place, onError, a Retry button', () => {
  const cases: [string, () => JSX.Element, string, RegExp][] = [
    [
      'unknown chartType',
      () => <Chart chartType={'PieChrat' as ChartType} data={pie} />,
      'chartType',
      /Unknown chartType "PieChrat"/,
    ],
    [
      'ragged rows',
      () => (
        <Chart
          chartType="PieChart"
          data={[
            ['A', 'B'],
            ['x', 1, 2],
          ]}
        />
      ),
      'data',
      /Row 1 has 3 cells but the header row has 2/,
    ],
    [
      'no header row',
      () => (
        <Chart
          chartType="PieChart"
          data={[
            [1, 2],
            [3, 4],
          ]}
        />
      ),
      'data',
      /No header row/,
    ],
    [
      'wrong column types',
      () => (
        <Chart
          chartType="PieChart"
          data={[
            ['A', 'B'],
            ['x', 1],
            ['y', 'two'],
          ]}
        />
      ),
      'data',
      /Row 2, column 2: "two" is not a number/,
    ],
    [
      'declared type mismatch',
      () => (
        <Chart
          chartType="LineChart"
          data={[
            [{ type: 'date', label: 'D' }, 'B'],
            ['2020', 1],
          ]}
        />
      ),
      'data',
      /"2020" is not a date/,
    ],
    ['no data at all', () => <Chart chartType="PieChart" />, 'data', /No data/],
    ['draw error', () => <Chart chartType="PieChart" data={pie} />, 'draw', /Fake draw error/],
  ];
  it.each(cases)('%s', async (name, ui, code, message) => {
    useFake(name === 'draw error' ? { failDraw: true } : {});
    const onError = jest.fn();
    const el = ui();
    render({ ...el, props: { ...el.props, onError } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(onError).toHaveBeenCalledTimes(1);
    expect((onError.mock.calls[0][0] as ChartwrapError).code).toBe(code);
    expect(document.querySelector('[data-chartwrap]')).toHaveAttribute('data-chartwrap', 'error');
  });
});

describe('loader and errorElement props, and retry', () => {
  it('uses the loader and errorElement props; retry() recovers', async () => {
    useFake({ failDraw: ['PieChart'] });
    const { rerender } = render(
      <Chart
        chartType="PieChart"
        data={pie}
        loader={<p>Wait…</p>}
        errorElement={({ error, retry }) => (
          <button onClick={retry}>Try again ({error.code})</button>
        )}
      />,
    );
    expect(screen.getByText('Wait…')).toBeInTheDocument();
    const button = await screen.findByRole('button', { name: 'Try again (draw)' });
    window.__fakeGoogle!.options.failDraw = false;
    fireEvent.click(button);
    await waitFor(() => expect(screen.queryByRole('button')).toBeNull());
    expect(fakeChart(document, 'PieChart')).not.toBeNull();
    rerender(<Chart chartType={'Nope' as ChartType} data={pie} errorElement={<em>broken</em>} />);
    expect(await screen.findByText('broken')).toBeInTheDocument();
  });
});
