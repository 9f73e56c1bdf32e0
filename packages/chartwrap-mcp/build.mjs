// The package's build: bundles the server (src/cli.ts, with the site's search engine it imports)
// into dist/cli.js, then writes its docs data from the site's production build (../../public by
// default, or the folder given as the first argument): run `gatsby build` at the root first.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const dataBuilder = path.join(os.tmpdir(), `chartwrap-mcp-build-data-${process.pid}.mjs`);
const publicDir = path.resolve(process.argv[2] ?? path.join(here, '../../public'));
// The SDK, zod and TypeScript are the package's dependencies; the site's search code it imports
// (and what that imports: MiniSearch, the stemmer) is bundled in.
const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node18',
  external: ['@modelcontextprotocol/sdk', 'zod', 'typescript'],
  logLevel: 'warning',
};

await build({
  ...common,
  entryPoints: [path.join(here, 'src/cli.ts')],
  outfile: path.join(here, 'dist/cli.js'),
  banner: { js: '#!/usr/bin/env node' },
});
await build({
  ...common,
  entryPoints: [path.join(here, 'src/write-data.ts')],
  outfile: dataBuilder,
});
try {
  execFileSync(process.execPath, [dataBuilder, publicDir, path.join(here, 'dist/data/docs.json')], {
    stdio: 'inherit',
  });
} finally {
  fs.rmSync(dataBuilder, { force: true });
}
