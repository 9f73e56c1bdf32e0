// Bundle size of the library's exports: `import { Chart }` from chartwrap beside react-google-charts,
// and each of chartwrap's non-component values imported alone, with the same esbuild settings
// (bundle, minify, ESM, browser, React external), then gzip -9.
//   node bench/library-size.mjs [chartwrap entry]   prints the figures as JSON (the packed-package
//   test measures its own build this way)
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { existsSync, readFileSync } from 'node:fs';

const here = dirname(fileURLToPath(import.meta.url));

// The caps: chartwrap's `import { Chart }` at most this fraction of react-google-charts' (gzip)…
// (1.05 until `<ChartDefaults>`: reading the defaults in `<Chart>` costs 42 B, docs/benchmarks.md.)
const TARGET_RATIO = 1.06;
// …and each of these values, imported alone, at most this many bytes (gzip): importing one must
// not bring in the component.
const ALONE = ['CHART_TYPES', 'checkData', 'loadGoogleCharts', 'useChartImage'];
const ALONE_MAX_GZIP = 1024;

async function measure(from, name) {
  const result = await build({
    stdin: { contents: `export { ${name} } from '${from}';`, resolveDir: here, loader: 'js' },
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

/**
 * Returns the section's figures; prints a small table unless `quiet`. `chartwrap`: what to import
 * chartwrap from (the installed package by default).
 */
export default async function librarySize({ chartwrap = 'chartwrap', quiet = false } = {}) {
  const ours = await measure(chartwrap, 'Chart');
  const peer = await measure('react-google-charts', 'Chart');
  const ratio = Number((ours.gzip / peer.gzip).toFixed(3));
  const alone = {};
  for (const name of ALONE) {
    const size = await measure(chartwrap, name);
    alone[name] = { ...size, pass: size.gzip <= ALONE_MAX_GZIP };
  }
  const log = quiet ? () => {} : console.log;
  const line = (name, s) =>
    log(
      `  ${name.padEnd(34)} ${String(s.minified).padStart(7)} B min  ${String(s.gzip).padStart(6)} B gzip`,
    );
  log('\nLibrary size (esbuild --bundle --minify, react external, gzip -9)');
  line(`chartwrap@${version('chartwrap')} { Chart }`, ours);
  line(`react-google-charts@${version('react-google-charts')} { Chart }`, peer);
  log(`  ratio chartwrap / react-google-charts (gzip): ${ratio} (target <= ${TARGET_RATIO})`);
  for (const name of ALONE) line(`chartwrap { ${name} } alone`, alone[name]);
  log(`  each value alone: target <= ${ALONE_MAX_GZIP} B gzip`);
  return {
    bundler: 'esbuild --bundle --minify --format=esm, react external, gzip -9',
    chartwrap: { version: version('chartwrap'), ...ours },
    'react-google-charts': { version: version('react-google-charts'), ...peer },
    ratio,
    target: TARGET_RATIO,
    alone,
    aloneTarget: ALONE_MAX_GZIP,
    pass: ratio <= TARGET_RATIO && Object.values(alone).every((size) => size.pass),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  console.log(
    JSON.stringify(await librarySize({ chartwrap: process.argv[2] || 'chartwrap', quiet: true })),
  );
