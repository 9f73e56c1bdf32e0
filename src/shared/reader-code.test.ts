/**
 * @jest-environment node
 *
 * The Data tab's code compiles against chartwrap: for every chart-type example, the reader's data
 * in each kind the tab reads (tab-separated, CSV, JSON arrays, JSON objects, and past the inline
 * limit) goes through the parser, the reader and the code writer, and the TypeScript compiler
 * checks the file the reader would copy.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { ChartType, ColumnType } from 'chartwrap';
import { columnsFor, DATA_FORMATS } from './data-formats';
import { INLINE_ROWS, sourceWithData, wholeFile } from './reader-code';
import { readGrid } from './reader-data';
import { parseText } from './reader-parse';

jest.setTimeout(120_000);

const ROOT = path.resolve(__dirname, '../..');
const EXAMPLES = path.join(ROOT, 'src/examples');

/** Each chart-type page's own example: its name and chart type (from the page's front matter). */
const pages = fs
  .readdirSync(path.join(ROOT, 'content/examples'))
  .map((file) => {
    const text = fs.readFileSync(path.join(ROOT, 'content/examples', file), 'utf8');
    const chartType = /^chartType: (\w+)$/m.exec(text)?.[1] as ChartType | undefined;
    const name = file.replace(/\.mdx$/, '');
    // The explorer is on pages with an options table, under the page's own example.
    const explorable =
      text.includes('<OptionsReference') && text.includes(`<Example name="${name}"`);
    return { name, chartType: explorable ? chartType : undefined };
  })
  .filter(
    (page): page is { name: string; chartType: ChartType } =>
      !!page.chartType && fs.existsSync(path.join(EXAMPLES, `${page.name}.tsx`)),
  );

/** A cell text of a column type, varied by row. */
const SAMPLE: Record<ColumnType, (row: number) => string> = {
  string: (row) => `Item ${row} "quoted", it's`,
  number: (row) => String(row * 1.5),
  boolean: (row) => String(row % 2 === 0),
  date: (row) => `2024-01-${String((row % 28) + 1).padStart(2, '0')}`,
  datetime: (row) => `2024-01-02T10:${String(row % 60).padStart(2, '0')}:00`,
  timeofday: (row) => `Item ${row}`,
};

/** A header and rows that fit the chart type's format (its longest arrangement). */
function sampleGrid(chartType: ChartType, rows: number): string[][] {
  const format = DATA_FORMATS[chartType];
  const columns = columnsFor(format, format.columns.length + 1) ?? format.columns;
  const header = columns.map((c, i) => `${c.name} ${i}`);
  const body = Array.from({ length: rows }, (_, row) =>
    columns.map((c) => SAMPLE[c.types[0]](row + 1)),
  );
  return [header, ...body];
}

const csvCell = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
const KINDS: Record<string, (grid: string[][]) => string> = {
  'tab-separated': (grid) => grid.map((row) => row.join('\t')).join('\n'),
  CSV: (grid) => grid.map((row) => row.map(csvCell).join(',')).join('\r\n'),
  'JSON arrays': (grid) => JSON.stringify(grid),
  'JSON objects': ([header, ...rows]) =>
    JSON.stringify(rows.map((row) => Object.fromEntries(header.map((key, i) => [key, row[i]])))),
};

const files = new Map<string, string>();
const cases: [string, string][] = [];
for (const { name, chartType } of pages) {
  const source = fs.readFileSync(path.join(EXAMPLES, `${name}.tsx`), 'utf8');
  const kinds = [
    ...Object.entries(KINDS).map(([kind, write]) => [kind, write(sampleGrid(chartType, 6))]),
  ];
  kinds.push([
    'past the inline limit',
    KINDS['tab-separated'](sampleGrid(chartType, INLINE_ROWS + 5)),
  ]);
  for (const [kind, text] of kinds) {
    const parsed = parseText(text, DATA_FORMATS[chartType].columns.length === 1);
    if ('problem' in parsed) throw new Error(`${name}, ${kind}: ${parsed.problem}`);
    const reading = readGrid(parsed.grid, DATA_FORMATS[chartType]);
    if (reading.problems.length > 0)
      throw new Error(`${name}, ${kind}: ${reading.problems.join('; ')}`);
    const file = path.join(EXAMPLES, `__reader_data__/${name}-${cases.length}.tsx`);
    files.set(file, wholeFile(sourceWithData(source, reading.table)));
    cases.push([`${name} (${chartType}) from ${kind}`, file]);
  }
}

const options: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2020,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  skipLibCheck: true,
  noEmit: true,
  types: ['google.visualization'],
  baseUrl: ROOT,
  paths: { chartwrap: ['packages/chartwrap/src/index.ts'] },
};
const host = ts.createCompilerHost(options);
const readFile = host.readFile.bind(host);
const fileExists = host.fileExists.bind(host);
host.readFile = (file) => files.get(path.resolve(file)) ?? readFile(file);
host.fileExists = (file) => files.has(path.resolve(file)) || fileExists(file);
const program = ts.createProgram([...files.keys()], options, host);

const messagesOf = (file: string) =>
  ts
    .getPreEmitDiagnostics(program, program.getSourceFile(file))
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));

test('every chart-type page has a case', () => {
  expect(pages.length).toBeGreaterThanOrEqual(24);
});

test.each(cases)('%s compiles against chartwrap', (_name, file) => {
  expect(messagesOf(file)).toEqual([]);
  const code = files.get(file)!;
  expect(code).toContain('columns={columns}');
  expect(code).not.toMatch(/\bdata=\{data\}/);
});

test('the code writes dates as new Date(…) and numbers as numbers', () => {
  const reading = readGrid(
    [
      ['Day', 'Hours'],
      ['2024-03-31', '1,5'],
    ],
    DATA_FORMATS.LineChart,
    {},
    'de',
  );
  const source = fs.readFileSync(path.join(EXAMPLES, 'line-chart.tsx'), 'utf8');
  const { code } = sourceWithData(source, reading.table);
  expect(code).toContain("{ type: 'date', label: 'Day' }");
  expect(code).toContain('[new Date(2024, 2, 31), 1.5],');
});
