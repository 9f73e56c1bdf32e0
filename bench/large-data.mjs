#!/usr/bin/env node
/**
 * What a render of `<Chart>` costs with large data (the quick walkthrough's "Draw large data
 * sets", docs/benchmarks.md). The library compares `data` and `options` by content on every
 * render, as JSON, unless they are the very objects of the previous render. At 10,000 and 100,000
 * rows of a line chart, in jsdom with the fake Google Charts, this times re-renders that pass
 * (a) the same array again and (b) a new array of equal content (copies made before timing, so
 * only the library's work is timed), and prints the JSON size of the data each (b) render
 * serialises. Usage: `node bench/large-data.mjs [--json]`. Timings depend on the machine's load;
 * the sizes do not.
 */
import { JSDOM } from 'jsdom';
import { performance } from 'node:perf_hooks';
import { importSources } from './search.mjs';

const ROWS = [10_000, 100_000];
const RENDERS = 5;

const dom = new JSDOM('<!doctype html><div id="root"></div>', { pretendToBeVisual: true });
Object.assign(globalThis, {
  window: dom.window,
  document: dom.window.document,
  navigator: dom.window.navigator,
  HTMLElement: dom.window.HTMLElement,
  IS_REACT_ACT_ENVIRONMENT: false,
});

const { Chart, createElement, createRoot, flushSync, installFakeGoogle } = await importSources(
  'large-data',
  [
    "export { Chart } from './packages/chartwrap/src';",
    "export { createElement } from 'react';",
    "export { createRoot } from 'react-dom/client';",
    "export { flushSync } from 'react-dom';",
    "export { installFakeGoogle } from './packages/chartwrap/src/testing';",
  ],
  { define: { 'process.env.NODE_ENV': '"production"' } },
);

installFakeGoogle(dom.window);

const rowsOf = (n) => [
  ['x', 'sin', 'cos'],
  ...Array.from({ length: n }, (_, i) => [i, Math.sin(i / 100), Math.cos(i / 100)]),
];

/** Resolves once the fake has drawn `count` charts. */
const drawn = (count) =>
  new Promise((resolve) => {
    const check = () =>
      (dom.window.__fakeGoogle?.draws.length ?? 0) >= count ? resolve() : setTimeout(check, 5);
    check();
  });

const median = (values) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];

const results = [];
for (const n of ROWS) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const options = { title: `${n} rows` };
  const data = rowsOf(n);
  const render = (d) =>
    flushSync(() =>
      root.render(createElement(Chart, { chartType: 'LineChart', data: d, options })),
    );
  const before = dom.window.__fakeGoogle?.draws.length ?? 0;
  render(data);
  await drawn(before + 1);

  const time = (next) => {
    const ms = [];
    for (let i = 0; i < RENDERS; i++) {
      const d = next();
      const start = performance.now();
      render(d);
      ms.push(performance.now() - start);
    }
    return median(ms);
  };
  const sameArrayMs = time(() => data);
  const copies = Array.from({ length: RENDERS }, () => data.map((row) => [...row]));
  const equalCopyMs = time(() => copies.pop());
  const draws = (dom.window.__fakeGoogle?.draws.length ?? 0) - before;
  results.push({
    rows: n,
    jsonBytes: Buffer.byteLength(JSON.stringify(data)),
    sameArrayMs: Number(sameArrayMs.toFixed(2)),
    equalCopyMs: Number(equalCopyMs.toFixed(2)),
    draws,
  });
  root.unmount();
}

if (process.argv.includes('--json')) console.log(JSON.stringify(results, null, 2));
else {
  console.log('rows     JSON of data   render, same array   render, equal new array   draws');
  for (const r of results)
    console.log(
      `${String(r.rows).padEnd(8)} ${`${(r.jsonBytes / 1e6).toFixed(2)} MB`.padEnd(14)} ${`${r.sameArrayMs} ms`.padEnd(20)} ${`${r.equalCopyMs} ms`.padEnd(25)} ${r.draws}`,
    );
}
process.exit(0);
