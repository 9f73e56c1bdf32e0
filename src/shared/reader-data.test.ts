import { DATA_FORMATS } from './data-formats';
import { readGrid, MAX_DATA_ROWS } from './reader-data';
import { readDate, readNumber } from './reader-cells';

const grid = (text: string) => text.split('\n').map((line) => line.split('\t'));

describe('cells', () => {
  it('reads a number in each separator form and refuses the other form', () => {
    expect(readNumber('1,234.5', { group: ',', decimal: '.' })).toBe(1234.5);
    expect(readNumber('1.234,5', { group: '.', decimal: ',' })).toBe(1234.5);
    expect(readNumber('1\u202f234,5', { group: ' ', decimal: ',' })).toBe(1234.5);
    expect(readNumber('1.234,5', { group: ',', decimal: '.' })).toBeUndefined();
    expect(readNumber('n/a', { group: ',', decimal: '.' })).toBeUndefined();
  });

  it('reads dates in ISO and spreadsheet orders, with times, and refuses impossible days', () => {
    expect(readDate('2024-03-31', 'iso')).toEqual({
      parts: [2024, 3, 31, 0, 0, 0],
      hasTime: false,
    });
    expect(readDate('31/03/2024 14:05', 'dmy')).toEqual({
      parts: [2024, 3, 31, 14, 5, 0],
      hasTime: true,
    });
    expect(readDate('3/31/2024 2:05 PM', 'mdy')?.parts).toEqual([2024, 3, 31, 14, 5, 0]);
    expect(readDate('31/02/2024', 'dmy')).toBeUndefined();
  });
});

describe('readGrid', () => {
  it('guesses the header (text over numbers) and infers each column type with its form', () => {
    const reading = readGrid(
      grid('Task\tHours\tDay\nWork\t9\t2024-01-02\nEat\t2,5\t2024-01-03'),
      DATA_FORMATS.Table,
      {},
      'de',
    );
    expect(reading.header).toBe(true);
    expect(reading.table.columns.map((c) => [c.label, c.type, c.form])).toEqual([
      ['Task', 'string', undefined],
      ['Hours', 'number', '1.234,5'],
      ['Day', 'date', 'ISO 8601 (2024-03-31)'],
    ]);
    expect(reading.table.rows[1]).toEqual(['Eat', 2.5, { date: [2024, 1, 3, 0, 0, 0] }]);
    expect(reading.problems).toEqual([]);
  });

  it('takes a day-first order when a day is past 12, whatever the locale', () => {
    const reading = readGrid(
      grid('When\tN\n01/02/2024\t1\n13/02/2024\t2'),
      DATA_FORMATS.Table,
      {},
      'en-US',
    );
    expect(reading.table.columns[0].form).toMatch(/^day\/month\/year/);
  });

  it('names a bad cell by its pasted row and its column header', () => {
    const text = [
      'Task\tHours',
      ...Array.from({ length: 12 }, (_, i) => `T${i}\t${i}`),
      'Rest\tn/a',
    ].join('\n');
    const reading = readGrid(grid(text), DATA_FORMATS.PieChart, {
      columns: [undefined, { type: 'number' }],
    });
    expect(reading.problems).toEqual(["Row 14, column Hours: 'n/a' is not a number"]);
  });

  it('says what a Sankey diagram needs when a column has the wrong type', () => {
    const reading = readGrid(grid('From\tTo\tWeight\nA\tB\tmany\nB\tC\tfew'), DATA_FORMATS.Sankey);
    expect(reading.problems).toEqual([
      'A Sankey diagram needs three columns: from (text), to (text) and weight (number); column 3 is text',
    ]);
  });

  it('says how many columns the chart takes when the count is wrong', () => {
    const reading = readGrid(grid('Label\tA\tB\nx\t1\t2'), DATA_FORMATS.PieChart);
    expect(reading.problems[0]).toBe(
      'A pie chart needs two columns: label (text) and value (number); the data has 3 columns',
    );
  });

  it('accepts a role column the chart reads and refuses one it does not', () => {
    const data = grid('Label\tValue\tNote\nx\t1\tfirst');
    const choice = { columns: [undefined, undefined, { role: 'tooltip' as const }] };
    expect(readGrid(data, DATA_FORMATS.PieChart, choice).problems).toEqual([]);
    expect(readGrid(data, DATA_FORMATS.Gauge, choice).problems[0]).toBe(
      'A gauge takes no role columns; column 3 is a tooltip column',
    );
  });

  it('lets the reader say the first row is data', () => {
    const reading = readGrid(grid('A\t1\nB\t2'), DATA_FORMATS.PieChart, { header: false });
    expect(reading.table.rows).toEqual([
      ['A', 1],
      ['B', 2],
    ]);
    expect(reading.table.columns[0].label).toBe('Column 1');
  });

  it('refuses more rows than the limit, naming it', () => {
    const rows = Array.from({ length: MAX_DATA_ROWS + 1 }, (_, i) => ['x', String(i)]);
    expect(readGrid([['A', 'B'], ...rows], DATA_FORMATS.PieChart).problems[0]).toMatch(
      /up to 20,000/,
    );
  });
});

test('a column with no values takes the type the chart expects there', () => {
  const header = ['id', 'name', 'start', 'end', 'duration', 'done', 'after'];
  const row = ['a', 'b', '2024-01-01', '2024-01-05', '', '10', ''];
  const reading = readGrid([header, row], DATA_FORMATS.Gantt);
  expect(reading.problems).toEqual([]);
  expect(reading.table.columns[4].type).toBe('number');
});

test('a first row of text is the header even when every column is text; a first row with a value is data', () => {
  const names = [
    ['Name', 'Manager'],
    ['Mike', ''],
    ['Jim', 'Mike'],
  ];
  expect(readGrid(names, DATA_FORMATS.OrgChart).header).toBe(true);
  expect(
    readGrid(
      [
        ['Work', '9'],
        ['Eat', '2'],
      ],
      DATA_FORMATS.PieChart,
    ).header,
  ).toBe(false);
});
