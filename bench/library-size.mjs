// Bundle size of `import { Chart } from '<lib>'`: chartwrap beside react-google-charts, with the
// same esbuild settings (bundle, minify, ESM, browser, React external), then gzip -9.
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { existsSync, readFileSync } from 'node:fs';

const here = dirname(fileURLToPath(import.meta.url));

// The cap: chartwrap's `import { Chart }` at most this fraction of react-google-charts' (gzip).
const TARGET_RATIO = 0.9;

async function measure(pkg) {
  const result = await build({
    stdin: { contents: `export { Chart } from '${pkg}';`, resolveDir: here, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  return { minified: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

// The installed version, found the way Node resolves packages (bench/node_modules, then upwards).
function version(pkg) {
  for (let dir = here; ; dir = dirname(dir)) {
    const file = join(dir, 'node_modules', pkg, 'package.json');
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')).version;
    if (dir === dirname(dir)) return 'unknown';
  }
}

/** Returns the section's figures; prints a small table. */
export default async function librarySize() {
  const ours = await measure('chartwrap');
  const peer = await measure('react-google-charts');
  const ratio = Number((ours.gzip / peer.gzip).toFixed(3));
  const rows = [
    ['chartwrap@' + version('chartwrap'), ours],
    ['react-google-charts@' + version('react-google-charts'), peer],
  ];
  console.log(
    '\nLibrary size: import { Chart } (esbuild --bundle --minify, react external, gzip -9)',
  );
  for (const [name, s] of rows)
    console.log(
      `  ${name.padEnd(28)} ${String(s.minified).padStart(7)} B min  ${String(s.gzip).padStart(6)} B gzip`,
    );
  console.log(
    `  ratio chartwrap / react-google-charts (gzip): ${ratio} (target <= ${TARGET_RATIO})`,
  );
  return {
    bundler: 'esbuild --bundle --minify --format=esm, react external, gzip -9',
    chartwrap: { version: version('chartwrap'), ...ours },
    'react-google-charts': { version: version('react-google-charts'), ...peer },
    ratio,
    target: TARGET_RATIO,
    pass: ratio <= TARGET_RATIO,
  };
}
