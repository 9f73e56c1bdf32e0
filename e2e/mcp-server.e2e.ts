/**
 * The MCP server as users get it: its docs data written from this build (packages/chartwrap-mcp
 * build.mjs reads public/), the library and the server packed as npm ships them, installed from
 * the tarballs into an empty folder, and started over stdio by the MCP SDK's own client, which
 * lists the tools and calls each with good and bad input.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const ROOT = path.join(__dirname, '..');
const run = promisify(execFile);
let work: string;
let client: Client;
let serverTarball: string;

/** The text of a tool's answer, and whether it is a tool error. */
async function call(name: string, args: Record<string, unknown>) {
  const result = (await client.callTool({ name, arguments: args })) as {
    content: { type: string; text: string }[];
    isError?: boolean;
  };
  return {
    text: result.content.map((part) => part.text).join('\n'),
    isError: Boolean(result.isError),
  };
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'chartwrap-mcp-'));
  await run(process.execPath, [
    path.join(ROOT, 'packages/chartwrap-mcp/build.mjs'),
    path.join(ROOT, 'public'),
  ]);
  const tarballs: string[] = [];
  for (const workspace of ['chartwrap', 'chartwrap-mcp']) {
    // The library as `npm install` built it (its dist/, which the site's build used too): packing
    // without its prepare script leaves dist/ in place for the browser tests that build sites.
    const { stdout } = await run(
      'npm',
      ['pack', '--ignore-scripts', '--workspace', workspace, '--pack-destination', work],
      { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 },
    );
    tarballs.push(path.join(work, stdout.trim().split('\n').at(-1)!));
  }
  serverTarball = tarballs[1];
  const app = path.join(work, 'app');
  fs.mkdirSync(app);
  fs.writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: 'app', private: true }));
  await run('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock', ...tarballs], {
    cwd: app,
    maxBuffer: 16 * 1024 * 1024,
  });
  client = new Client({ name: 'chartwrap-e2e', version: '1.0.0' });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [path.join(app, 'node_modules/chartwrap-mcp/dist/cli.js')],
      cwd: app,
    }),
  );
}, 300_000);

afterAll(async () => {
  await client?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

test('lists its five tools, each with a description and an input schema', async () => {
  const { tools } = await client.listTools();
  expect(tools.map((tool) => tool.name).sort()).toEqual([
    'check_chart_code',
    'get_chart_events',
    'get_chart_options',
    'get_example',
    'search_docs',
  ]);
  for (const tool of tools) {
    expect(tool.description?.length).toBeGreaterThan(40);
    expect(tool.inputSchema.type).toBe('object');
  }
});

test('the packed server passes publint --strict and attw (Are the Types Wrong?)', async () => {
  const bin = (name: string) => path.join(ROOT, 'node_modules/.bin', name);
  const [publint, attw] = await Promise.all([
    run(bin('publint'), ['run', '--strict', serverTarball], { cwd: work }),
    // attw exits non-zero on any problem; a command-line package has no typed entry point to get
    // wrong, which it says, or (were one added) it finds none.
    run(bin('attw'), ['--format', 'ascii', serverTarball], { cwd: work }),
  ]);
  // publint prints "All good!" only without errors, warnings or suggestions.
  expect(publint.stdout).toContain('All good!');
  expect(attw.stdout).toMatch(/This package does not contain types|No problems found/);
});

test("get_chart_options('PieChart', 'pieHole') returns the row the pie chart page shows", async () => {
  const pageData = JSON.parse(
    fs.readFileSync(path.join(ROOT, 'public/page-data/examples/pie-chart/page-data.json'), 'utf8'),
  );
  const shown = pageData.result.data.mdx.optionsReference.find(
    (row: { path: string }) => row.path === 'pieHole',
  );
  const { text, isError } = await call('get_chart_options', {
    chartType: 'PieChart',
    path: 'pieHole',
  });
  expect(isError).toBe(false);
  const [row] = JSON.parse(text);
  expect(row).toMatchObject({
    owner: 'PieChart',
    path: 'pieHole',
    type: shown.type,
    default: shown.default,
    description: shown.description,
  });
  expect(row.url).toMatch(/\/examples\/pie-chart#option-pieHole$/);
  expect(row.google).toMatch(/^https:\/\/developers\.google\.com\/chart\//);
});

test("check_chart_code: a misspelt option and an event the chart never fires get the types' messages; the corrected code gets none", async () => {
  const misspelt = await call('check_chart_code', {
    code: '<Chart chartType="LineChart" data={[["x", "y"], [1, 2]]} options={{ curvType: "function" }} />',
  });
  expect(JSON.parse(misspelt.text).diagnostics).toEqual([
    expect.objectContaining({
      line: 1,
      message: expect.stringContaining("did you mean 'curveType'?"),
    }),
  ]);
  const event = await call('check_chart_code', {
    code: 'import { Chart } from "chartwrap";\nexport const A = () => (\n  <Chart chartType="LineChart" data={[["x", "y"], [1, 2]]} chartEvents={[{ eventName: "animationstart", callback: () => {} }]} />\n);',
  });
  const [eventDiagnostic] = JSON.parse(event.text).diagnostics;
  expect(eventDiagnostic).toMatchObject({
    line: 3,
    message: expect.stringContaining('"animationstart"'),
  });
  expect(eventDiagnostic.message).toContain('"animationfinish"');
  const corrected = await call('check_chart_code', {
    code: '<Chart chartType="LineChart" data={[["x", "y"], [1, 2]]} options={{ curveType: "function" }} chartEvents={[{ eventName: "animationfinish", callback: () => {} }]} />',
  });
  expect(JSON.parse(corrected.text)).toEqual({ ok: true, diagnostics: [] });
});

test('search_docs, get_chart_events and get_example answer from the docs of this build', async () => {
  const search = JSON.parse((await call('search_docs', { query: 'donut chart' })).text);
  expect(search.results.map((hit: { url: string }) => hit.url)).toContainEqual(
    expect.stringMatching(/\/examples\/pie-chart/),
  );
  const events = JSON.parse((await call('get_chart_events', { chartType: 'LineChart' })).text);
  expect(events.map((row: { event: string }) => row.event)).toEqual(
    expect.arrayContaining(['ready', 'select', 'animationfinish']),
  );
  expect(events.map((row: { event: string }) => row.event)).not.toContain('animationstart');
  const example = await call('get_example', { name: 'pie-chart' });
  const source = fs.readFileSync(path.join(ROOT, 'src/examples/pie-chart.tsx'), 'utf8');
  expect(example.text).toContain(source);
  const { resources } = await client.listResources();
  expect(resources.map((resource) => resource.uri)).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/\/llms\.txt$/),
      expect.stringMatching(/\/examples\/pie-chart\.md$/),
    ]),
  );
});

test('bad input gets a clear tool error, and the server keeps serving', async () => {
  const bad: [string, Record<string, unknown>, RegExp][] = [
    [
      'get_chart_options',
      { chartType: 'PeiChart' },
      /unknown chart type "PeiChart": did you mean .*"PieChart"/,
    ],
    ['check_chart_code', { code: 'x'.repeat(101 * 1024) }, /takes at most 102400/],
    ['check_chart_code', { code: 'const = ;' }, /not TSX: line 1, column \d+/],
    ['search_docs', { query: '  ' }, /the query is empty/],
    ['get_chart_events', { chartType: 42 }, /Invalid arguments for tool get_chart_events/],
    ['get_example', { name: 'pie-chrat' }, /no example "pie-chrat": did you mean "pie-chart"/],
  ];
  for (const [name, args, message] of bad) {
    const { text, isError } = await call(name, args);
    expect({ name, isError, text }).toEqual({
      name,
      isError: true,
      text: expect.stringMatching(message),
    });
  }
  const after = await call('get_chart_options', { chartType: 'PieChart', path: 'pieHole' });
  expect(after.isError).toBe(false);
});
