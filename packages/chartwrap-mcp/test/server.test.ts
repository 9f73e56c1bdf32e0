/**
 * The server over the SDK's in-memory transport, with the fixture's docs and the real code
 * checker: what a client lists and each tool's answer to good and bad input.
 */
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { createCodeChecker } from '../src/check-code';
import { createChartwrapServer } from '../src/server';
import { FIXTURE_DATA } from './fixture';

const checker = createCodeChecker(path.join(__dirname, '..'));
const newServer = () => createChartwrapServer(FIXTURE_DATA, checker, '0.0.0-test');
let client: Client;

beforeAll(async () => {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await newServer().connect(serverSide);
  client = new Client({ name: 'test', version: '1.0.0' });
  await client.connect(clientSide);
});

afterAll(() => client.close());

/** A tool's answer: its text and whether it is a tool error. */
async function call(name: string, args: Record<string, unknown>) {
  const result = (await client.callTool({ name, arguments: args })) as {
    content: { text: string }[];
    isError?: boolean;
  };
  return { text: result.content.map((part) => part.text).join('\n'), isError: !!result.isError };
}

describe('what the server lists', () => {
  test('five tools, each with a description and a JSON schema naming its required input', async () => {
    const { tools } = await client.listTools();
    const required = Object.fromEntries(
      tools.map((tool) => [tool.name, tool.inputSchema.required]),
    );
    expect(required).toEqual({
      search_docs: ['query'],
      get_chart_options: ['chartType'],
      get_chart_events: ['chartType'],
      get_example: ['name'],
      check_chart_code: ['code'],
    });
    for (const tool of tools) expect(tool.description?.length).toBeGreaterThan(40);
  });

  test("llms.txt and each page's Markdown as resources at the site's URLs", async () => {
    const { resources } = await client.listResources();
    expect(resources.map((resource) => resource.uri)).toEqual([
      'https://chartwrap.example/llms.txt',
      ...FIXTURE_DATA.pages.map((page) => `https://chartwrap.example${page.url}.md`),
    ]);
    const page = await client.readResource({
      uri: 'https://chartwrap.example/examples/pie-chart.md',
    });
    expect(page.contents[0]).toMatchObject({ text: FIXTURE_DATA.pages[0].markdown });
  });
});

describe('answers to good input', () => {
  test("search_docs returns the site search engine's hits with titles, URLs with anchors, snippets", async () => {
    const { results } = JSON.parse((await call('search_docs', { query: 'donut' })).text);
    expect(results[0]).toEqual({
      title: 'Pie chart › Make a donut',
      url: 'https://chartwrap.example/examples/pie-chart#make-a-donut',
      snippet: expect.any(String),
    });
  });

  test('get_chart_options returns the rows of one option and those nested in it', async () => {
    const rows = JSON.parse(
      (await call('get_chart_options', { chartType: 'PieChart', path: 'legend' })).text,
    );
    expect(rows.map((row: { path: string }) => row.path)).toEqual(['legend', 'legend.position']);
    const [pieHole] = JSON.parse(
      (await call('get_chart_options', { chartType: 'PieChart', path: 'pieHole' })).text,
    );
    expect(pieHole).toEqual({
      ...FIXTURE_DATA.options[0],
      url: `https://chartwrap.example${FIXTURE_DATA.options[0].url}`,
    });
  });

  test('get_chart_events and get_example answer from the docs data', async () => {
    const events = JSON.parse((await call('get_chart_events', { chartType: 'LineChart' })).text);
    expect(events.map((row: { event: string }) => row.event)).toEqual(['select']);
    const example = await call('get_example', { name: 'pie-chart' });
    expect(example.text).toBe(
      `// https://chartwrap.example/examples/pie-chart\n${FIXTURE_DATA.examples[0].code}`,
    );
  });
});

describe('bad input', () => {
  test('each bad input gets a tool error that says what to send, then a good request is answered', async () => {
    const bad: [string, Record<string, unknown>, RegExp][] = [
      [
        'get_chart_options',
        { chartType: 'PeiChart' },
        /unknown chart type "PeiChart": did you mean "PieChart"/,
      ],
      ['get_chart_events', { chartType: 'LineChrt' }, /did you mean "LineChart"/],
      [
        'get_chart_options',
        { chartType: 'PieChart', path: 'pieHol' },
        /no option "pieHol": did you mean "pieHole"/,
      ],
      ['check_chart_code', { code: 'x'.repeat(101 * 1024) }, /takes at most 102400/],
      ['check_chart_code', { code: 'const = ;' }, /not TSX: line 1, column 7/],
      ['search_docs', { query: ' ' }, /the query is empty/],
      ['get_chart_events', { chartType: 42 }, /Invalid arguments for tool get_chart_events/],
      ['get_example', {}, /Invalid arguments for tool get_example/],
      ['get_example', { name: 'pie-chrat' }, /no example "pie-chrat": did you mean "pie-chart"/],
    ];
    for (const [name, args, message] of bad)
      expect({ name, ...(await call(name, args)) }).toEqual({
        name,
        isError: true,
        text: expect.stringMatching(message),
      });
    expect(await call('get_chart_events', { chartType: 'LineChart' })).toMatchObject({
      isError: false,
    });
  });

  test('a malformed JSON-RPC request gets an error response, and the next request is answered', async () => {
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await newServer().connect(serverSide);
    const replies: JSONRPCMessage[] = [];
    clientSide.onmessage = (message) => replies.push(message);
    await clientSide.start();
    const send = (message: object) => clientSide.send(message as JSONRPCMessage);
    await send({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: {
        protocolVersion: '2025-06-18',
        capabilities: {},
        clientInfo: { name: 't', version: '1' },
      },
    });
    await send({ jsonrpc: '2.0', method: 'notifications/initialized' });
    await send({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { arguments: {} } });
    await send({
      jsonrpc: '2.0',
      id: 3,
      method: 'tools/call',
      params: { name: 'search_docs', arguments: { query: 'pie' } },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(replies.find((reply) => 'id' in reply && reply.id === 2)).toMatchObject({
      error: { code: expect.any(Number), message: expect.stringMatching(/name/) },
    });
    expect(replies.find((reply) => 'id' in reply && reply.id === 3)).toMatchObject({
      result: { content: [{ type: 'text', text: expect.stringContaining('/examples/pie-chart') }] },
    });
    await clientSide.close();
  });
});
