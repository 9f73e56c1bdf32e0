// The data <Chart> draws: every form of data prop, formatters, diff charts and spreadsheet queries.
import { render, screen, waitFor } from '@testing-library/react';
import { Chart, type ChartData } from '../src';
import { cleanupFake, drawnIn, pie, useFake } from './helpers';

afterEach(cleanupFake);

describe('data: the shapes it accepts and literal dates', () => {
  it('accepts rows + columns (with roles), a DataTable literal and a DataTable', async () => {
    const fake = useFake();
    const { container, rerender } = render(
      <Chart
        chartType="ColumnChart"
        columns={['Element', 'Density', { role: 'style' }, { type: 'string', role: 'annotation' }]}
        rows={[
          ['Copper', 8.94, '#b87333', 'Cu'],
          ['Silver', 10.49, 'silver', null],
        ]}
      />,
    );
    await drawnIn(container, 'ColumnChart');
    expect(fake.record.draws.at(-1)!.rows).toEqual([
      ['Copper', 8.94, '#b87333', 'Cu'],
      ['Silver', 10.49, 'silver', null],
    ]);
    rerender(
      <Chart
        chartType="ColumnChart"
        data={{
          cols: [
            { type: 'string', label: 'A' },
            { type: 'number', label: 'B' },
          ],
          rows: [{ c: [{ v: 'x' }, { v: 3 }] }],
        }}
      />,
    );
    await waitFor(() => expect(fake.record.draws.at(-1)!.rows).toEqual([['x', 3]]));
    const dt = new window.google!.visualization.DataTable();
    dt.addColumn('string', 'Name');
    dt.addColumn('number', 'N');
    dt.addRow(['y', 4]);
    rerender(<Chart chartType="ColumnChart" data={dt} />);
    await waitFor(() => expect(fake.record.draws.at(-1)!.rows).toEqual([['y', 4]]));
  });

  it('draws the "Date(…)" strings of a { cols, rows } literal as dates, months from 0', async () => {
    const fake = useFake();
    const { container } = render(
      <Chart
        chartType="Timeline"
        data={{
          cols: [
            { type: 'string', label: 'Task' },
            { type: 'date', label: 'Start' },
            { type: 'date', label: 'End' },
          ],
          rows: [{ c: [{ v: 'Review' }, { v: 'Date(2024, 0, 15)' }, { v: 'Date(2024, 1, 2)' }] }],
        }}
      />,
    );
    await drawnIn(container, 'Timeline');
    expect(fake.record.draws.at(-1)!.rows).toEqual([
      ['Review', new Date(2024, 0, 15), new Date(2024, 1, 2)],
    ]);
  });

  it.each([
    [
      'a bare cell value',
      [{ c: [{ v: 'Design' }, 'Date(2024, 0, 15)'] }],
      /row 0, column 1 .* is a bare value \("Date\(2024, 0, 15\)"\), not a cell/,
    ],
    [
      'Date objects and "Date(…)" strings mixed',
      [
        { c: [{ v: 'Design' }, { v: new Date(2024, 0, 15) }] },
        { c: [{ v: 'Review' }, { v: 'Date(2024, 0, 15)' }] },
      ],
      /row 1, column 1 .* is the date string "Date\(2024, 0, 15\)", and an earlier cell holds a Date object/,
    ],
  ])(
    'a { cols, rows } literal with %s shows the error Google would give',
    async (_, rows, message) => {
      useFake();
      const onError = jest.fn();
      // As code without types could pass it: the types reject some of these literals.
      const data = {
        cols: [
          { type: 'string', label: 'Task' },
          { type: 'date', label: 'Start' },
        ],
        rows,
      } as unknown as ChartData;
      render(<Chart chartType="Timeline" data={data} onError={onError} />);
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(onError).toHaveBeenCalledTimes(1);
    },
  );
});

describe('data: formatters, diff charts and spreadsheet queries', () => {
  it("applies every formatter in order; number and pattern formats write the cells' text", async () => {
    const fake = useFake();
    const { container } = render(
      <Chart
        chartType="Table"
        data={[
          ['Name', 'Salary', 'When', 'Label'],
          ['Ann', 1000, new Date('2024-01-02'), ''],
        ]}
        formatters={[
          { type: 'NumberFormat', column: 1, options: { prefix: '$', fractionDigits: 0 } },
          { type: 'DateFormat', column: 2, options: { formatType: 'short' } },
          { type: 'ArrowFormat', column: [1], options: { base: 500 } },
          { type: 'BarFormat', column: 1 },
          { type: 'ColorFormat', column: 1, ranges: [[0, 2000, 'red', 'white']] },
          { type: 'PatternFormat', pattern: '{0} earns {1}', column: [0, 1], dstColumn: 3 },
        ]}
      />,
    );
    await drawnIn(container, 'Table');
    expect(fake.record.formats.map((f) => f.type)).toEqual([
      'NumberFormat',
      'DateFormat',
      'ArrowFormat',
      'BarFormat',
      'ColorFormat',
      'PatternFormat',
    ]);
    const table = fake.record.charts.at(-1)!.data!;
    expect(table.getFormattedValue(0, 1)).toBe('$1000');
    expect(table.getFormattedValue(0, 3)).toBe('Ann earns $1000');
  });

  it('draws diff charts from diffdata', async () => {
    const fake = useFake();
    const { container } = render(
      <Chart
        chartType="PieChart"
        diffdata={{ old: pie, new: [pie[0], ['Work', 8], ['Eat', 3], ['Sleep', 9]] }}
      />,
    );
    await drawnIn(container, 'PieChart');
    const table = fake.record.charts.at(-1)!.data!;
    expect(table.getTableProperty?.('diff')).toBe(true);
    expect(fake.record.draws.at(-1)!.rows[0]).toEqual(['Work', 8]);
  });

  it('loads spreadsheet data through google.visualization.Query', async () => {
    const fake = useFake({
      queryData: [
        ['City', 'Pop'],
        ['Paris', 2],
      ],
    });
    const { container } = render(
      <Chart
        chartType="Table"
        spreadsheetUrl="https://docs.google.com/spreadsheets/d/ID/"
        spreadsheetQueryParameters={{ gid: 0, query: 'SELECT A, B' }}
      />,
    );
    await drawnIn(container, 'Table');
    expect(fake.record.queries).toEqual([
      'https://docs.google.com/spreadsheets/d/ID/gviz/tq?headers=1&gid=0&tq=SELECT+A%2C+B',
    ]);
    expect(fake.record.draws.at(-1)!.rows).toEqual([['Paris', 2]]);
  });

  it('shows the query error in place', async () => {
    useFake({ queryError: 'Access denied' });
    const onError = jest.fn();
    render(<Chart chartType="Table" spreadsheetUrl="https://sheet.test" onError={onError} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Access denied');
    expect(onError.mock.calls[0][0]).toMatchObject({ code: 'query' });
  });
});
