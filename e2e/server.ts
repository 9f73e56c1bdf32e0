/**
 * Build and serve helpers of the e2e harness (Node only): copies of the site to build or develop
 * in without touching the working tree's public/ and .cache/, `gatsby serve` of a build copy, and
 * waiting for a server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..');
export const TMP = path.join(ROOT, 'e2e/.tmp');
const GATSBY_BIN = path.join(ROOT, 'node_modules/.bin/gatsby');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export async function waitForServer(url: string, ms = 90_000): Promise<void> {
  const end = Date.now() + ms;
  let last: unknown;
  while (Date.now() < end) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch (e) {
      last = e;
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`Server at ${url} did not answer in ${ms} ms (${String(last)})`);
}

/** Environment for Gatsby processes: Jest's NODE_ENV=test must not leak into them. */
export function gatsbyEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', ...extra };
  delete env.NODE_ENV;
  return env;
}

/** Runs `gatsby <args>` in `cwd` and resolves when it exits 0 (rejects with its output tail). */
export function runGatsby(args: string[], cwd: string, env: NodeJS.ProcessEnv = gatsbyEnv()) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(GATSBY_BIN, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const keep = (d: Buffer) => {
      out = (out + d.toString()).slice(-20_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`gatsby ${args.join(' ')} failed (${code}):\n${out}`)),
    );
  });
}

/**
 * What a site build reads from the repository (its build code reads the Google inventory in
 * scripts/google-inventory/).
 */
const SITE_ENTRIES = [
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  'package.json',
  'tsconfig.json',
  'src',
  'content',
  'static',
  'scripts',
];

/**
 * A copy of the site's sources in `dir` (node_modules and packages linked), to build or develop
 * there with its own public/ and .cache/.
 */
export function makeSiteCopy(dir: string): string {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  for (const entry of SITE_ENTRIES) {
    const from = path.join(ROOT, entry);
    if (fs.existsSync(from)) fs.cpSync(from, path.join(dir, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  fs.symlinkSync(path.join(ROOT, 'packages'), path.join(dir, 'packages'));
  return dir;
}

/**
 * A copy of a finished build that `gatsby serve` can serve (public/ plus the parts of .cache/ it
 * reads), so that later builds or `gatsby develop` in `siteDir` cannot change what is served.
 */
export function makeServeCopy(siteDir: string, dir: string): string {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, '.cache'), { recursive: true });
  fs.cpSync(path.join(siteDir, 'public'), path.join(dir, 'public'), { recursive: true });
  for (const sub of ['compiled', 'data', 'redux']) {
    const from = path.join(siteDir, '.cache', sub);
    if (fs.existsSync(from)) fs.cpSync(from, path.join(dir, '.cache', sub), { recursive: true });
  }
  fs.copyFileSync(path.join(siteDir, 'package.json'), path.join(dir, 'package.json'));
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

export interface Served {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** `gatsby serve` of `dir` on a free port; `prefixPaths` for PATH_PREFIX builds. */
export async function serve(
  dir: string,
  { prefixPaths = false, prefix = '' } = {},
): Promise<Served> {
  const port = await freePort();
  const args = ['serve', '-p', String(port), '-H', '127.0.0.1'];
  if (prefixPaths) args.push('--prefix-paths');
  const child = spawn(GATSBY_BIN, args, {
    cwd: dir,
    // gatsby serve reads pathPrefix from the compiled gatsby-config, which takes it from PATH_PREFIX.
    env: gatsbyEnv(prefixPaths && prefix ? { PATH_PREFIX: prefix } : {}),
    stdio: 'ignore',
    detached: true,
  });
  const url = `http://127.0.0.1:${port}${prefix}`;
  await waitForServer(`${url}/`);
  return { url, child, stop: () => stopProcessGroup(child) };
}

/**
 * Stops a process started with `detached: true` and the processes it started (its group), and
 * resolves once it has exited: SIGTERM, then SIGKILL if it is still there after `graceMs`. A test
 * file that awaits it leaves no Gatsby process running into the next file.
 */
export function stopProcessGroup(child: ChildProcess, graceMs = 10_000): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const kill = setTimeout(() => signal('SIGKILL'), graceMs);
    const stopped = () => {
      clearTimeout(kill);
      resolve();
    };
    function signal(name: NodeJS.Signals) {
      try {
        process.kill(-child.pid!, name);
      } catch {
        stopped(); // the group is already gone
      }
    }
    child.once('exit', stopped);
    signal('SIGTERM');
  });
}
