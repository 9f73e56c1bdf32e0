import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { defineConfig, type Options } from 'tsup';
import { scriptBuildOptions } from './src/testing/script-build';

/**
 * Finishes the written files, after every tsup step: Rollup's tree-shaking pass (which also merges
 * each file's imports of React into one) drops module directives and leaves its own
 * `sourceMappingURL` comment before tsup's.
 * - `"use client"` goes first in the main entry's files (dist/index.js, dist/index.cjs), so React
 *   Server Components (Next.js' App Router) render `<Chart>` as a client component. Only there:
 *   `chartwrap/core` and the shared chunk stay server modules. The source map gains one empty
 *   first line (a leading `;` in its mappings), so it still points at the right places.
 * - Every file keeps one `sourceMappingURL` comment, the last.
 */
async function finish() {
  for (const file of await readdir('dist')) {
    if (!/\.c?js$/.test(file)) continue;
    const path = join('dist', file);
    let code = (await readFile(path, 'utf8')).replace(
      /^\/\/# sourceMappingURL=.*\n(?=[^]*^\/\/# sourceMappingURL=)/gm,
      '',
    );
    if (file.startsWith('index.')) {
      code = '"use client";\n' + code;
      const map = JSON.parse(await readFile(path + '.map', 'utf8'));
      await writeFile(path + '.map', JSON.stringify({ ...map, mappings: ';' + map.mappings }));
    }
    await writeFile(path, code);
  }
}

/**
 * Bundles the fake Google Charts into its browser script at build time: src/testing/script-text.ts
 * (which, from source, bundles it on first use) becomes a module holding the script's text, so the
 * `testing` entry serves the script without running a bundler.
 */
const fakeGoogleScript: NonNullable<Options['esbuildPlugins']>[number] = {
  name: 'fake-google-script',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/]testing[\\/]script-text\.ts$/ }, async () => {
      const entry = join(process.cwd(), 'src/testing/script-entry.ts');
      const { outputFiles } = await build.esbuild.build(scriptBuildOptions(entry));
      const text = JSON.stringify(outputFiles[0].text);
      return {
        contents: `/** The fake's browser script, bundled at build time. */\nexport const fakeGoogleBundle = () => ${text};\n`,
        loader: 'ts',
      };
    });
  },
};

export default defineConfig({
  // `testing` (the fake Google Charts for users' tests) imports nothing of the library and nothing
  // imports it: it stays out of the other entries.
  entry: { index: 'src/index.ts', core: 'src/core.ts', testing: 'src/testing.ts' },
  format: ['esm', 'cjs'],
  // The entries share one chunk (the error class, the loader, the chart types), in CommonJS too:
  // one ChartwrapError class and one loader state whichever entry a module imports.
  splitting: true,
  // Rollup's pass after esbuild's: smaller files (see `finish` for what it needs afterwards).
  treeshake: true,
  // A tsconfig of the package alone (no test types), so the package builds outside the workspace.
  tsconfig: 'tsconfig.build.json',
  // Keep the global google.visualization types (a dependency) visible to consumers of the .d.ts.
  dts: { banner: '/// <reference types="google.visualization" />' },
  sourcemap: true,
  clean: true,
  target: 'es2020',
  external: ['react', 'react-dom'],
  esbuildPlugins: [fakeGoogleScript],
  onSuccess: finish,
});
