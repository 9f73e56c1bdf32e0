/**
 * `chartwrap-mcp`: the server over stdio, as coding assistants start it (`npx chartwrap-mcp`).
 * Its docs data sits beside this file (data/docs.json, written by the package's build).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createCodeChecker } from './check-code';
import type { DocsData } from './docs-data';
import { createChartwrapServer } from './server';

const here = path.dirname(fileURLToPath(import.meta.url));
const data = JSON.parse(fs.readFileSync(path.join(here, 'data/docs.json'), 'utf8')) as DocsData;
const { version } = JSON.parse(fs.readFileSync(path.join(here, '../package.json'), 'utf8')) as {
  version: string;
};
// Snippets resolve `chartwrap` and React's types as a file of this package would.
const checker = createCodeChecker(path.join(here, '..'));
await createChartwrapServer(data, checker, version).connect(new StdioServerTransport());
