/**
 * The options explorer's Data tab at scale: how long 10,000 pasted rows take to read (Papa Parse)
 * and check (column types, every cell, the chart type's format), the code written for them, and
 * how fast 100,000 rows are refused. The same modules the tab loads, bundled by esbuild. Each
 * figure is the median of several runs after a warm-up. `node bench/bench.mjs explorerData`.
 */
import { performance } from 'node:perf_hooks';
import { importSources } from './search.mjs';

const RUNS = 7;
/** The bound the Data tab is held to (per 10,000 rows, parse and check together). */
const BOUND_MS = 200;

const { parseText, readGrid, DATA_FORMATS, sourceWithData } = await importSources(
  'explorer-data',
  [
    "export { parseText } from './src/shared/reader-parse';",
    "export { readGrid } from './src/shared/reader-data';",
    "export { DATA_FORMATS } from './src/shared/data-formats';",
    "export { sourceWithData } from './src/shared/reader-code';",
  ],
  { packages: 'external' },
);

/** A spreadsheet range as copied: dates, numbers with thousands separators, text. */
function spreadsheet(rows) {
  const lines = ['Day\tVisitors\tRevenue\tNote'];
  for (let i = 0; i < rows; i++) {
    const day = new Date(Date.UTC(2020, 0, 1 + i)).toISOString().slice(0, 10);
    const revenue = ((i * 7919) % 100_000).toLocaleString('en', { minimumFractionDigits: 2 });
    lines.push(`${day}\t${(i * 104729) % 10_000}\t${revenue}\tweek ${Math.floor(i / 7)}`);
  }
  return lines.join('\n');
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function time(work) {
  work();
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    work();
    runs.push(performance.now() - start);
  }
  return Math.round(median(runs) * 10) / 10;
}

export default async function explorerData() {
  const text = spreadsheet(10_000);
  const format = DATA_FORMATS.ComboChart;
  let reading;
  const parseMs = time(() => parseText(text));
  const { grid } = parseText(text);
  // The notes as annotations, a role the combo chart reads: the data fits its format.
  const choices = { columns: [undefined, undefined, undefined, { role: 'annotation' }] };
  const checkMs = time(() => (reading = readGrid(grid, format, choices, 'en')));
  const codeMs = time(() => sourceWithData("import { Chart } from 'chartwrap';\n", reading.table));
  const huge = spreadsheet(100_000);
  let refusal;
  const refuseMs = time(() => (refusal = parseText(huge)));
  const result = {
    rows: 10_000,
    textKB: Math.round(text.length / 1000),
    parseMs,
    checkMs,
    totalMs: Math.round((parseMs + checkMs) * 10) / 10,
    boundMs: BOUND_MS,
    codeMs,
    problems: reading.problems.length,
    columns: reading.table.columns.map(
      (c) => `${c.label}: ${c.type}${c.form ? ` (${c.form})` : ''}`,
    ),
    refused100k: { ms: refuseMs, message: refusal.problem },
  };
  console.log(
    `explorer data: 10,000 rows (${result.textKB} KB) parsed in ${parseMs} ms and checked in ${checkMs} ms ` +
      `(${result.totalMs} ms, bound ${BOUND_MS}); code written in ${codeMs} ms; ` +
      `100,000 rows refused in ${refuseMs} ms`,
  );
  console.log(`  columns: ${result.columns.join('; ')}; problems: ${result.problems}`);
  if (result.totalMs > BOUND_MS)
    throw new Error(`10,000 rows took ${result.totalMs} ms (bound ${BOUND_MS})`);
  return result;
}
