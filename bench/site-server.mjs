// Shared by the site bench sections: a static server over a Gatsby build (a snapshot of public/),
// behaving like a production static host (gzip/Brotli by Accept-Encoding, Gatsby's cache headers,
// 404.html with status 404), answering the Google Charts loader with the test double
// (@chartwrap/test-support).
//
// `rewriteLoader: true` (Lighthouse only): Lighthouse drives its own tab and cannot route requests,
// so the server rewrites the charts loader URL inside every HTML/JS response to a same-origin path
// (/__bench/charts-loader.js) that answers with the fake loader. The page then draws its charts
// exactly as it would with the real service, offline.
import { LOADER_URL, fakeGoogleLoaderSource } from '@chartwrap/test-support';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zc } from 'node:zlib';
import { fileURLToPath } from 'node:url';

export const BENCH = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(BENCH, '..');
export const TMP = path.join(BENCH, '.tmp');
export const LOCAL_LOADER_PATH = '/__bench/charts-loader.js';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|txt|xml|webmanifest)$/;

/** Copies public/ to a private snapshot, so that a build started later (a test run, a writer's
 * `gatsby build`) cannot change it while the bench reads it. */
export function snapshotPublic(name = 'public') {
  const dest = path.join(TMP, name);
  fs.rmSync(dest, { recursive: true, force: true });
  fs.cpSync(path.join(ROOT, 'public'), dest, { recursive: true });
  return dest;
}

/** Resolves a URL path to a file under root, the way static hosts resolve Gatsby builds. */
export function resolveFile(root, urlPath) {
  let p;
  try {
    p = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const candidates = [p, path.join(p, 'index.html'), `${p.replace(/\/$/, '')}.html`];
  for (const c of candidates) {
    const file = path.join(root, c);
    if (!file.startsWith(root + path.sep) && file !== root) continue;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

/**
 * Starts the server on 127.0.0.1 (random port). Returns { url, close, requests }.
 */
export async function serveSite(root, { rewriteLoader = false, loaderOptions = {} } = {}) {
  const fake = fakeGoogleLoaderSource(loaderOptions);
  const cache = new Map();
  const requests = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push(url.pathname);
    const accept = String(req.headers['accept-encoding'] ?? '');
    const send = (status, type, body, headers = {}) => {
      let encoding;
      if (body.length > 256 && /text|javascript|json|xml|svg|manifest/.test(type)) {
        if (/\bbr\b/.test(accept)) encoding = 'br';
        else if (/\bgzip\b/.test(accept)) encoding = 'gzip';
      }
      let out = body;
      if (encoding) {
        const key = `${encoding}:${headers['x-key'] ?? ''}`;
        out = headers['x-key'] && cache.get(key);
        if (!out) {
          out =
            encoding === 'br'
              ? brotliCompressSync(body, { params: { [zc.BROTLI_PARAM_QUALITY]: 11 } })
              : gzipSync(body, { level: 9 });
          if (headers['x-key']) cache.set(key, out);
        }
      }
      delete headers['x-key'];
      res.writeHead(status, {
        'content-type': type,
        'content-length': out.length,
        vary: 'Accept-Encoding',
        ...(encoding ? { 'content-encoding': encoding } : {}),
        ...headers,
      });
      res.end(req.method === 'HEAD' ? undefined : out);
    };
    if (url.pathname === LOCAL_LOADER_PATH) {
      return send(200, TYPES['.js'], Buffer.from(fake), { 'cache-control': 'no-cache' });
    }
    const file = resolveFile(root, url.pathname);
    const status = file ? 200 : 404;
    const target = file ?? path.join(root, '404.html');
    let body = fs.readFileSync(target);
    const ext = path.extname(target);
    if (rewriteLoader && (ext === '.html' || ext === '.js')) {
      const text = body.toString('utf8');
      if (text.includes(LOADER_URL))
        body = Buffer.from(text.split(LOADER_URL).join(LOCAL_LOADER_PATH));
    }
    // Gatsby's recommended caching: hashed static assets immutable, HTML and page-data revalidated.
    const immutable =
      ext === '.js' || ext === '.css' || url.pathname.startsWith('/static/')
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=0, must-revalidate';
    return send(status, TYPES[ext] ?? 'application/octet-stream', body, {
      'cache-control': immutable,
      ...(COMPRESSIBLE.test(target) ? { 'x-key': `${target}:${rewriteLoader}` } : {}),
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

export const kb = (n) => (n / 1024).toFixed(1);
export const gzipLen = (buf) => gzipSync(buf, { level: 9 }).length;
export const brotliLen = (buf) =>
  brotliCompressSync(buf, { params: { [zc.BROTLI_PARAM_QUALITY]: 11 } }).length;

/**
 * The machine-wide lock that allows one Gatsby build (or `gatsby develop`, or browser-test run) at
 * a time: two at once would share the 2 cores, so every timing would be worthless, and two in one
 * working tree would write the same .cache and public/. The browser tests document the same path.
 */
export const GATSBY_BUILD_LOCK = path.join(os.tmpdir(), 'chartwrap-gatsby-build.lock');

/** Runs `fn` while holding {@link GATSBY_BUILD_LOCK} (flock), via a child `flock` process. */
export async function withGatsbyLock(fn) {
  // A caller that already holds the lock (a script running the bench under `flock`) says so.
  if (process.env.GATSBY_BUILD_LOCK_HELD === '1') return fn();
  const { spawn } = await import('node:child_process');
  // `flock LOCK cat` holds the lock while its stdin is open: acquire, run fn, close stdin.
  const child = spawn('flock', [GATSBY_BUILD_LOCK, 'sh', '-c', 'echo locked; cat >/dev/null'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`flock exited with ${code}`)));
  });
  try {
    return await fn();
  } finally {
    child.stdin.end();
    await new Promise((resolve) => child.once('exit', resolve));
  }
}
