/**
 * The hosts' own engines over a built public/ (Node only, for hosts.e2e.ts):
 * - `pagesDev`: Cloudflare's local Pages runtime (`wrangler pages dev`, the workerd engine that
 *   applies `_headers` and `_redirects` as Cloudflare Pages does), offline: no account, no
 *   telemetry, no `Request.cf` download, on 127.0.0.1 and a free port, in a process group stopped
 *   with the test;
 * - `netlifyParse`: Netlify's own parsers (`@netlify/headers-parser`, `@netlify/redirect-parser`,
 *   ES modules, so run in a child Node) over the same files: their errors, and the header rules with
 *   their matching expressions.
 */
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, freePort, stopProcessGroup } from './server';

const WRANGLER_BIN = path.join(ROOT, 'node_modules/.bin/wrangler');

/**
 * A compatibility date the bundled runtime supports: the date in workerd's own version
 * (`1.YYYYMMDD.n`), which wrangler accepts as its newest.
 */
export function bundledCompatibilityDate(): string {
  const { version } = JSON.parse(
    fs.readFileSync(path.join(ROOT, 'node_modules/workerd/package.json'), 'utf8'),
  ) as { version: string };
  const date = /^\d+\.(\d{4})(\d{2})(\d{2})\./.exec(version);
  if (!date) throw new Error(`workerd's version ${version} does not carry a date`);
  return `${date[1]}-${date[2]}-${date[3]}`;
}

export interface PagesDev {
  url: string;
  /** What wrangler printed so far (stdout and stderr). */
  output(): string;
  stop(): Promise<void>;
}

/** `wrangler pages dev <publicDir>`, resolved once it answers `/`. */
export async function pagesDev(publicDir: string, workDir: string): Promise<PagesDev> {
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.mkdirSync(workDir, { recursive: true });
  const port = await freePort();
  const args = ['pages', 'dev', publicDir, '--ip', '127.0.0.1', '--port', String(port)];
  args.push('--compatibility-date', bundledCompatibilityDate());
  args.push('--persist-to', path.join(workDir, 'state'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CI: 'true',
    WRANGLER_SEND_METRICS: 'false',
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    XDG_CONFIG_HOME: path.join(workDir, 'config'),
    WRANGLER_LOG_PATH: path.join(workDir, 'logs'),
    NO_COLOR: '1',
    FORCE_COLOR: '0',
  };
  delete env.NODE_ENV;
  const child = spawn(WRANGLER_BIN, args, {
    cwd: workDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  const keep = (d: Buffer) => {
    out += d.toString();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const stop = () => stopProcessGroup(child, 5_000);
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`wrangler pages dev did not start in 90 s:\n${out}`)),
        90_000,
      );
      const done = (error?: Error) => {
        clearTimeout(timer);
        child.stdout.off('data', ready);
        child.off('exit', exited);
        if (error) reject(error);
        else resolve();
      };
      const ready = () => {
        if (/Ready on http/.test(out)) done();
      };
      const exited = (code: number | null) =>
        done(new Error(`wrangler pages dev exited (${code}) before it was ready:\n${out}`));
      child.stdout.on('data', ready);
      child.once('exit', exited);
      ready();
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, output: () => out, stop };
}

export interface Answer {
  status: number;
  location: string | null;
  csp: string | null;
  cacheControl: string | null;
  body: string;
}

/** One request, redirects not followed. */
export async function answer(base: string, urlPath: string): Promise<Answer> {
  const res = await fetch(`${base}${urlPath}`, { redirect: 'manual' });
  return {
    status: res.status,
    location: res.headers.get('location'),
    csp: res.headers.get('content-security-policy'),
    cacheControl: res.headers.get('cache-control'),
    body: await res.text(),
  };
}

export interface NetlifyParse {
  headerErrors: string[];
  redirectErrors: string[];
  /** The header rules in file order: the path, its matching expression and its values. */
  headers: { for: string; source: string; flags: string; values: Record<string, string> }[];
  redirects: { from: string; to: string; status: number; force: boolean }[];
}

const NETLIFY_SCRIPT = `
import { parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';
const [headersFile, redirectsFile] = process.argv.slice(1);
const h = await parseAllHeaders({ headersFiles: [headersFile], configHeaders: [], minimal: false });
const r = await parseAllRedirects({ redirectsFiles: [redirectsFile], configRedirects: [], minimal: false });
process.stdout.write(JSON.stringify({
  headerErrors: h.errors.map((e) => e.message),
  redirectErrors: r.errors.map((e) => e.message),
  headers: h.headers.map((x) => ({ for: x.for, source: x.forRegExp.source, flags: x.forRegExp.flags, values: x.values })),
  redirects: r.redirects.map((x) => ({ from: x.from, to: x.to, status: x.status, force: x.force })),
}));
`;

/** Netlify's parsers over `publicDir`'s `_headers` and `_redirects`. */
export function netlifyParse(publicDir: string): Promise<NetlifyParse> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        NETLIFY_SCRIPT,
        path.join(publicDir, '_headers'),
        path.join(publicDir, '_redirects'),
      ],
      { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) =>
        error
          ? reject(new Error(`Netlify's parsers failed: ${stderr || error.message}`))
          : resolve(JSON.parse(stdout) as NetlifyParse),
    );
  });
}

/** The headers Netlify gives `urlPath`: every matching rule, the last value of a header winning. */
export function netlifyHeadersFor(parsed: NetlifyParse, urlPath: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of parsed.headers) {
    if (!new RegExp(rule.source, rule.flags).test(urlPath)) continue;
    for (const [name, value] of Object.entries(rule.values)) out[name.toLowerCase()] = value;
  }
  return out;
}
