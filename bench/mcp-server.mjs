// The MCP server (packages/chartwrap-mcp) as an assistant runs it: start-up until it answers the
// first request (tools/list), the first check_chart_code (the language service loads the library's
// and React's types) and warm checks of a misspelt option, each over stdio through the MCP SDK's
// client, in several runs. Needs the package built (`npm run build --workspace chartwrap-mcp`
// after `gatsby build`). Budgets: start-up ≤ 3 s, a warm check ≤ 1 s.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const CLI = path.join(here, '../packages/chartwrap-mcp/dist/cli.js');
const RUNS = 3;
const WARM_CHECKS = 5;
const CODE =
  '<Chart chartType="LineChart" data={[["x", "y"], [1, 2]]} options={{ curvType: "function" }} />';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function oneRun() {
  const started = performance.now();
  const client = new Client({ name: 'bench', version: '1.0.0' });
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [CLI] }));
  await client.listTools();
  const startup = performance.now() - started;
  const timeCheck = async () => {
    const begun = performance.now();
    await client.callTool({ name: 'check_chart_code', arguments: { code: CODE } });
    return performance.now() - begun;
  };
  const first = await timeCheck();
  const warm = [];
  for (let i = 0; i < WARM_CHECKS; i++) warm.push(await timeCheck());
  await client.close();
  return { startup, first, warm: median(warm) };
}

export default async function mcpServer() {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await oneRun());
  const result = {
    startupMs: Math.round(median(runs.map((r) => r.startup))),
    firstCheckMs: Math.round(median(runs.map((r) => r.first))),
    warmCheckMs: Math.round(median(runs.map((r) => r.warm))),
    runs: runs.map((r) => ({
      startup: Math.round(r.startup),
      first: Math.round(r.first),
      warm: Math.round(r.warm),
    })),
  };
  console.log('\nMCP server (stdio, MCP SDK client; median of 3 runs)');
  console.log(
    `  start-up until tools/list answers: ${result.startupMs} ms (budget 3,000); first check_chart_code ${result.firstCheckMs} ms; warm check_chart_code ${result.warmCheckMs} ms (budget 1,000)`,
  );
  return result;
}
