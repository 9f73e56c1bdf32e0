import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  // Keep the global google.visualization types (a dependency) visible to consumers of the .d.ts.
  dts: { banner: '/// <reference types="google.visualization" />' },
  sourcemap: true,
  clean: true,
  treeshake: true,
  target: 'es2020',
  external: ['react', 'react-dom'],
});
