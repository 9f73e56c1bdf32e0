/**
 * A reader's pasted or dropped text as a grid of cell texts: a JSON array (of arrays, or of objects
 * whose keys become the header), else delimited text read by Papa Parse (tab-separated as
 * spreadsheets copy a range, or CSV). Loaded with the Data tab only, so Papa Parse is never part of
 * a page's first load.
 */
import Papa from 'papaparse';
import { tooLarge } from './reader-data';

export type ParsedText =
  { grid: string[][]; source: 'JSON' | 'CSV' | 'tab-separated' } | { problem: string };

/** Text that is not data at all: control characters a binary file is full of. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const BINARY = /[\u0000-\u0008\u000e-\u001f]/;

/** A JSON value as a cell's text (nested values as their JSON). */
const cellText = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

const isObjectRow = (row: unknown): row is Record<string, unknown> =>
  row !== null && typeof row === 'object' && !Array.isArray(row);

function parseJson(text: string): ParsedText {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { problem: `This is not valid JSON: ${(error as Error).message}` };
  }
  if (!Array.isArray(value) || value.length === 0) {
    return { problem: 'JSON data must be an array of rows: arrays, or objects with the same keys' };
  }
  if (value.every(Array.isArray)) {
    return { grid: (value as unknown[][]).map((row) => row.map(cellText)), source: 'JSON' };
  }
  if (value.every(isObjectRow)) {
    const keys = [...new Set(value.flatMap((row) => Object.keys(row as object)))];
    const rows = (value as Record<string, unknown>[]).map((row) =>
      keys.map((k) => cellText(row[k])),
    );
    return { grid: [keys, ...rows], source: 'JSON' };
  }
  const mixed = value.some(Array.isArray) && value.some((row) => isObjectRow(row));
  return {
    problem: mixed
      ? 'JSON data must be an array of rows: arrays, or objects, not a mix'
      : 'JSON data must be an array of rows: arrays, or objects with the same keys',
  };
}

/**
 * The reader's text as rows of cell texts, trimmed, blank lines left out. With `oneColumn` (a
 * chart that reads one column) each line is a cell, commas and all, unless the text has tabs.
 */
export function parseText(text: string, oneColumn = false): ParsedText {
  const large = tooLarge(text);
  if (large) return { problem: large };
  if (BINARY.test(text)) {
    return {
      problem: 'This looks like a binary file, not text: paste or choose a CSV, TSV or JSON file',
    };
  }
  const trimmed = text.trim();
  if (trimmed === '') return { grid: [], source: 'CSV' };
  if (trimmed.startsWith('[')) return parseJson(trimmed);
  const result = Papa.parse<string[]>(trimmed, {
    skipEmptyLines: 'greedy',
    delimitersToGuess: ['\t', ',', ';', '|'],
    ...(oneColumn && !trimmed.includes('\t') ? { delimiter: '\t' } : {}),
    transform: (cell) => cell.trim(),
  });
  const delimiter = result.meta.delimiter;
  return { grid: result.data, source: delimiter === '\t' ? 'tab-separated' : 'CSV' };
}
