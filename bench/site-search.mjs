// The search figures of bench/search.mjs (owned by search), run as a child process with --json so
// that its own top-level run stays untouched; prints its summary lines.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { BENCH, kb } from './site-server.mjs';

export default async function searchSection() {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(BENCH, 'search.mjs'), '--json'],
    { cwd: path.dirname(BENCH), maxBuffer: 16 * 1024 * 1024 },
  );
  const r = JSON.parse(stdout.slice(stdout.indexOf('{')));
  console.log(`\nSearch (embedded index from ${r.index.source})`);
  console.log(
    `  index ${r.index.records} records, ${kb(r.index.raw)} KB raw, ${kb(r.index.gzip)} KB gz (target < 60 KB gz)`,
  );
  console.log(
    `  per keystroke over ${r.keystrokes} keystrokes: Chromium p50 ${r.chromium.p50} ms, p95 ${r.chromium.p95} ms (target p95 < 5 ms)`,
  );
  console.log(
    `  search code before first use ${kb(r.code.beforeFirstUse.gzip)} KB gz; modal on first use ${kb(r.code.onFirstUse.js.gzip)} KB gz + CSS ${kb(r.code.onFirstUse.cssGzip)} KB gz`,
  );
  return r;
}
