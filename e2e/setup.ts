/**
 * Jest globalSetup of the `e2e` project: ONE production build of the site (skipped with
 * E2E_REUSE_BUILD=1 when public/ holds one), copied to e2e/.tmp/serve and served there with
 * `gatsby serve` on a free port. Tests read the address from E2E_BASE_URL. Run under
 * `flock /tmp/chartwrap-gatsby-build.lock` (one Gatsby build at a time in the working tree).
 */
import fs from 'node:fs';
import path from 'node:path';
import { findChromium } from '@chartwrap/test-support';
import { ROOT, TMP, makeServeCopy, runGatsby, serve } from './server';

export default async function globalSetup() {
  // The browser is found (and the npm-shipped one unpacked) once, before any test worker starts.
  findChromium();
  if (process.env.E2E_BASE_URL) return;
  const reuse =
    process.env.E2E_REUSE_BUILD === '1' && fs.existsSync(path.join(ROOT, 'public/index.html'));
  if (!reuse) await runGatsby(['build'], ROOT);
  const dir = makeServeCopy(ROOT, path.join(TMP, 'serve'));
  const served = await serve(dir);
  process.env.E2E_BASE_URL = served.url;
  fs.writeFileSync(path.join(TMP, 'serve.pid'), String(served.child.pid));
  (globalThis as { __E2E_SERVED__?: typeof served }).__E2E_SERVED__ = served;
}
