// React 19 smoke test (React 19 is a peer; the workspace tests run on React 18).
//   node packages/chartwrap/scripts/react19-smoke.mjs
// Installs react@19 + react-dom@19 into a temporary directory (never into the workspace), bundles
// the library source and this test against them with esbuild, and runs it in jsdom with the fake
// google: StrictMode mount, draw, ref, events, redraw rules, unmount cleanup, server rendering.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const here = dirname(fileURLToPath(import.meta.url));
const tmp = process.env.REACT19_DIR || '/tmp/chartwrap-react19';
const mod = join(tmp, 'node_modules');
if (!existsSync(join(mod, 'react-dom/package.json'))) {
  mkdirSync(tmp, { recursive: true });
  writeFileSync(join(tmp, 'package.json'), '{"private":true}');
  execFileSync(
    'npm',
    ['install', '--no-audit', '--no-fund', '--no-save', 'react@19', 'react-dom@19'],
    {
      cwd: tmp,
      stdio: 'inherit',
    },
  );
}

const entry = `
import { StrictMode, createRef, act, version } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Chart } from '../src/index.ts';
import { installFakeGoogle } from '@chartwrap/test-support';

const assert = (ok, msg) => { if (!ok) throw new Error('FAIL: ' + msg); console.log('ok -', msg); };
const tick = () => new Promise((r) => setTimeout(r, 10));
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

export async function run() {
  assert(version.startsWith('19.'), 'React ' + version);
  const html = renderToString(<Chart chartType="PieChart" data={[['A', 'B'], ['x', 1]]} />);
  assert(html.includes('role="status"'), 'renderToString emits the placeholder');
  const fake = installFakeGoogle(window);
  const el = document.createElement('div');
  document.body.appendChild(el);
  const root = createRoot(el);
  const ref = createRef();
  let ready = 0;
  const ui = (title) => (
    <StrictMode>
      <Chart ref={ref} chartType="PieChart" data={[['A', 'B'], ['x', 1], ['y', 2]]} options={{ title }}
        chartEvents={[{ eventName: 'ready', callback: () => ready++ }]} />
      <Chart chartType="Table" data={[['A', 'B'], ['x', 1]]} />
    </StrictMode>
  );
  await act(async () => { root.render(ui('t')); });
  for (let i = 0; i < 50 && !el.querySelector('svg[data-fake-chart="Table"]'); i++) await act(tick);
  assert(el.querySelector('svg[data-fake-chart="PieChart"]'), 'PieChart drawn under StrictMode');
  assert(el.querySelector('svg[data-fake-chart="Table"]'), 'Table drawn (packages merged)');
  assert(ref.current && ref.current.getChartType() === 'PieChart', 'ref is the ChartWrapper');
  assert(ready > 0, 'ready event delivered');
  const draws = fake.record.draws.length;
  await act(async () => { root.render(ui('t')); });
  assert(fake.record.draws.length === draws, 'equal props do not redraw');
  await act(async () => { root.render(ui('u')); });
  assert(fake.record.draws.length === draws + 1, 'changed options redraw once');
  await act(async () => { root.unmount(); });
  assert(fake.record.listenerCount() === 0, 'unmount removes every listener');
  assert(ref.current === null, 'ref cleared on unmount');
}
`;
const out = join(tmp, 'smoke.cjs');
await build({
  stdin: { contents: entry, resolveDir: here, loader: 'tsx' },
  bundle: true,
  platform: 'node',
  format: 'cjs',
  jsx: 'automatic',
  outfile: out,
  alias: {
    react: join(mod, 'react'),
    'react-dom': join(mod, 'react-dom'),
    // One copy of the library: the test support's LOADER_URL comes from the same source.
    chartwrap: join(here, '../src/index.ts'),
  },
  // The test support's browser launcher, never called here.
  external: ['playwright-core', '@sparticuz/chromium'],
  define: { 'process.env.NODE_ENV': '"development"' },
  logLevel: 'warning',
});

const require = createRequire(import.meta.url);
const { JSDOM } = require('jsdom');
const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
  pretendToBeVisual: true,
});
for (const k of [
  'window',
  'document',
  'navigator',
  'MutationObserver',
  'Event',
  'HTMLElement',
  'Node',
]) {
  if (!(k in globalThis) || k === 'window' || k === 'document')
    globalThis[k] = k === 'window' ? dom.window : dom.window[k];
}
try {
  await require(out).run();
  console.log('React 19 smoke test passed');
} catch (e) {
  console.error(e);
  process.exitCode = 1;
}
dom.window.close();
process.exit(); // jsdom observers would keep the process alive
