/**
 * @jest-environment node
 */
// The `{ cols, rows }` literals the site shows readers run as Google reads them: each is taken
// from its code block, compiled, and built into a DataTable by the fake's browser script, which
// follows Google's rules (a bare cell, or Date objects mixed with "Date(…)" strings, throws).
import { transformSync } from 'esbuild';
import { JSDOM } from 'jsdom';
import fs from 'node:fs';
import path from 'node:path';
import { fakeGoogleLoaderSource } from '../src';

const ROOT = path.resolve(__dirname, '../..');
/** Where readers find code: the site's pages and the package's README. */
const SOURCES = [
  ...fs
    .readdirSync(path.join(ROOT, 'content'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => path.join('content', file)),
  'packages/chartwrap/README.md',
];

/** The object literal holding `cols:` at `at`: from its opening brace to the matching one. */
function literalAround(text: string, at: number): string {
  let start = at;
  for (let depth = 0; start >= 0; start--) {
    if (text[start] === '}') depth++;
    if (text[start] === '{' && depth-- === 0) break;
  }
  let end = start;
  for (let depth = 0; end < text.length; end++) {
    if (text[end] === '{') depth++;
    if (text[end] === '}' && --depth === 0) break;
  }
  return text.slice(start, end + 1);
}

/** Every `{ cols, rows }` literal of the sources, named by its file and line. */
const samples = SOURCES.flatMap((file) => {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  return [...text.matchAll(/\bcols:\s*\[/g)].map((match) => {
    const line = text.slice(0, match.index).split('\n').length;
    return [`${file}:${line}`, literalAround(text, match.index!)] as const;
  });
});

it('finds the samples it checks: the walkthrough shows { cols, rows } literals', () => {
  expect(
    samples.filter(([at]) => at.startsWith('content/docs/quick-walkthrough.mdx:')).length,
  ).toBeGreaterThanOrEqual(2);
});

it.each(samples)("the literal at %s builds a DataTable by Google's rules", async (_, literal) => {
  const page = new JSDOM('<!doctype html>', { runScripts: 'outside-only' }).window as unknown as {
    eval(src: string): unknown;
    google: { charts: { load(v: string, s: object): Promise<void> } };
  };
  page.eval(fakeGoogleLoaderSource());
  await page.google.charts.load('current', { packages: ['corechart'] });
  const { code } = transformSync(`(${literal})`, { loader: 'tsx' });
  expect(() =>
    page.eval(`new google.visualization.DataTable(${code.trim().replace(/;$/, '')})`),
  ).not.toThrow();
});
