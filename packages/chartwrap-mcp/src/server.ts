/**
 * The Chartwrap MCP server: five tools and the site's pages as resources, over the docs data of
 * the package's build. Nothing here reaches the network or writes a file.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import type { CodeChecker } from './check-code';
import type { DocsData } from './docs-data';
import { createTools } from './tools';

export const SERVER_NAME = 'chartwrap';

export function createChartwrapServer(data: DocsData, checker: CodeChecker, version: string) {
  const server = new McpServer({ name: SERVER_NAME, version });
  const tools = createTools(data, checker);
  const chartType = z
    .string()
    .describe(
      'A Chartwrap chart type as written in chartType="…", e.g. "PieChart", "LineChart", "Sankey"',
    );

  server.registerTool(
    'search_docs',
    {
      description:
        "Searches the Chartwrap documentation (the site's own search engine and vocabulary): guides, chart pages, options and events. Returns titles, URLs with anchors and snippets.",
      inputSchema: {
        query: z.string().describe('What to look for, e.g. "donut chart" or "hide the legend"'),
      },
    },
    ({ query }) => tools.searchDocs(query),
  );
  server.registerTool(
    'get_chart_options',
    {
      description:
        "The options of one chart type as its page lists them: path, type, default, description, the site's URL and Google's reference. Give `path` for one option and its nested ones.",
      inputSchema: {
        chartType,
        path: z.string().optional().describe('An option path, e.g. "legend" or "legend.position"'),
      },
    },
    ({ chartType: type, path }) => tools.getChartOptions(type, path),
  );
  server.registerTool(
    'get_chart_events',
    {
      description:
        'The events a chart type fires, with their callback arguments, as its page lists them.',
      inputSchema: { chartType },
    },
    ({ chartType: type }) => tools.getChartEvents(type),
  );
  server.registerTool(
    'get_example',
    {
      description:
        'The source of one of the site\'s live examples, as the site shows it (e.g. "pie-chart").',
      inputSchema: {
        name: z.string().describe('The example\'s name, e.g. "pie-chart" or "sankey"'),
      },
    },
    ({ name }) => tools.getExample(name),
  );
  server.registerTool(
    'check_chart_code',
    {
      description:
        "Type-checks a TSX snippet that uses Chartwrap against the library's types and returns each problem with line, column and message (the messages name the mistake and its fix, e.g. a misspelt option or an event the chart does not fire). No problems: the code is right. `<Chart>` is imported for you when the snippet does not import it.",
      inputSchema: { code: z.string().describe('TSX source, at most 100 KB') },
    },
    ({ code }) => tools.checkChartCode(code),
  );

  server.registerResource(
    'llms.txt',
    `${data.siteUrl}/llms.txt`,
    { description: 'The index of every page of the Chartwrap docs', mimeType: 'text/plain' },
    (uri) => ({ contents: [{ uri: uri.href, mimeType: 'text/plain', text: data.llmsTxt }] }),
  );
  for (const page of data.pages) {
    const uri = `${data.siteUrl}${page.url}.md`;
    server.registerResource(
      page.url,
      uri,
      { title: page.title, description: `${page.title}, as Markdown`, mimeType: 'text/markdown' },
      () => ({ contents: [{ uri, mimeType: 'text/markdown', text: page.markdown }] }),
    );
  }
  return server;
}
