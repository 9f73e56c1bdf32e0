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
});
