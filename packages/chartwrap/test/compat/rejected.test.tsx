/**
 * react-google-charts code that Chartwrap's types reject on purpose: each `@ts-expect-error` below
 * is checked by `npm run typecheck`, and each test shows what goes wrong at run time with the code
 * as written, which is why the compiler stops it.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { Chart, type ChartFormatter, type ReactGoogleChartEvent } from 'chartwrap';
import { fakeChart } from '@chartwrap/test-support';
import { cleanupFake, useFake } from '../helpers';

afterEach(cleanupFake);

const regions = [
  ['Country', 'Visits'],
  ['France', 420],
  ['Brazil', 310],
];

/** A ChartWrapper as a `select` callback sees it before its chart exists. */
const wrapperBeforeDraw = { getChart: () => null } as unknown as google.visualization.ChartWrapper;

describe('peer-style code the types rightly reject', () => {
  it('a select handler calling getChart().getSelection() without a null check: getChart() is null until the chart is drawn, and the handler crashes', () => {
    const selectHandler: ReactGoogleChartEvent = {
      eventName: 'select',
      callback: ({ chartWrapper }) => {
        // @ts-expect-error: getChart() may be null
        return chartWrapper.getChart().getSelection();
      },
    };
    const args = { chartWrapper: wrapperBeforeDraw, eventArgs: undefined } as never;
    expect(() => selectHandler.callback(args)).toThrow(TypeError);
  });

  it('reading selection[0].row as a number: a legend click selects a column (row null), and `row + 1` then picks the wrong data row', () => {
    const selection: google.visualization.ChartSelection[] = [{ row: null, column: 1 }];
    // @ts-expect-error: row may be null or undefined
    const picked = regions[selection[0].row + 1];
    // null + 1 is 1: the first data row, although no row was clicked.
    expect(picked).toEqual(['France', 420]);
  });

  it('options of another chart type (a LineChart title, curve and legend on a Table): the Table has no such options, so they do nothing', async () => {
    const fake = useFake();
    const lineOptions = { title: 'Visits', curveType: 'function', legend: { position: 'bottom' } };
    // @ts-expect-error: title, curveType and legend are not Table options
    const { container } = render(<Chart chartType="Table" data={regions} options={lineOptions} />);
    await waitFor(() => expect(fakeChart(container, 'Table')).not.toBeNull());
    // Chartwrap passes them on unchanged (nothing is dropped); Google's Table ignores them.
    expect(fake.record.draws.at(-1)!.options).toMatchObject(lineOptions);
  });

  it('options on a ColorFormat (e.g. a width): ColorFormat takes no options, so they do nothing', () => {
    const formatter = {
      type: 'ColorFormat' as const,
      column: 1,
      options: { width: 120 },
      ranges: [[0, 300, 'white', 'orange']],
    };
    // @ts-expect-error: ColorFormat has no options (width belongs to BarFormat)
    const formatters: ChartFormatter[] = [formatter];
    expect(formatters).toHaveLength(1);
  });

  it.each(['DonutChart', 'WaterfallChart', 'DiffChart'])(
    'chartType "%s", which react-google-charts types allow but Google Charts does not have: an error in place of the chart',
    async (chartType) => {
      useFake();
      // @ts-expect-error: not a Google Charts chart type
      render(<Chart chartType={chartType} data={regions} />);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        `Unknown chartType "${chartType}"`,
      );
    },
  );
});
