import { defineConfig } from 'tsup';

// Node scripts (the bench) load dist/; Jest and TypeScript read src/ directly.
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  // __dirname works in the ESM output as it does when Jest loads the source.
  shims: true,
  clean: true,
  target: 'node20',
  platform: 'node',
  // The fake Google Charts is chartwrap's `testing` entry: bundled from its source, so this build
  // needs no build of the library first.
  noExternal: ['chartwrap'],
  esbuildOptions(options) {
    options.alias = { 'chartwrap/testing': '../packages/chartwrap/src/testing.ts' };
  },
});
