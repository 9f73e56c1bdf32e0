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
  // The fake Google Charts (chartwrap's `testing` entry) and the loader's URL (its `core` entry,
  // which holds no React) are bundled from the library's source: on a fresh clone, `npm install`
  // may run this build before the library's own, so no import may need chartwrap's dist/.
  noExternal: ['chartwrap'],
  esbuildOptions(options) {
    options.alias = {
      'chartwrap/testing': '../packages/chartwrap/src/testing.ts',
      'chartwrap/core': '../packages/chartwrap/src/core.ts',
    };
  },
});
