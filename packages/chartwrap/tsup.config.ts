import { readFile, writeFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';

/**
 * Puts `"use client"` first in the main entry's files (dist/index.js, dist/index.cjs), so React
 * Server Components (Next.js' App Router) render `<Chart>` as a client component. Only there:
 * `chartwrap/core` and the shared chunk stay server modules. Done on the written files, after
 * every tsup step (the CommonJS step puts its helpers first). Each source map gains one empty
 * first line (a leading `;` in its mappings), so it still points at the right places.
 */
async function useClient() {
  for (const file of ['dist/index.js', 'dist/index.cjs']) {
    await writeFile(file, '"use client";\n' + (await readFile(file, 'utf8')));
    const map = JSON.parse(await readFile(file + '.map', 'utf8'));
    await writeFile(file + '.map', JSON.stringify({ ...map, mappings: ';' + map.mappings }));
  }
}

export default defineConfig({
  entry: { index: 'src/index.ts', core: 'src/core.ts' },
  format: ['esm', 'cjs'],
  // The entries share one chunk (the error class, the loader, the chart types), in CommonJS too:
  // one ChartwrapError class and one loader state whichever entry a module imports.
  splitting: true,
  // Off: Rollup's tree-shaking pass drops module directives ("use client") and wrote a second
  // sourceMappingURL comment. esbuild already removes unused code; bundlers tree-shake the rest.
  treeshake: false,
  // A tsconfig of the package alone (no test types), so the package builds outside the workspace.
  tsconfig: 'tsconfig.build.json',
  // Keep the global google.visualization types (a dependency) visible to consumers of the .d.ts.
  dts: { banner: '/// <reference types="google.visualization" />' },
  sourcemap: true,
  clean: true,
  target: 'es2020',
  external: ['react', 'react-dom'],
  onSuccess: useClient,
});
