/**
 * A cold page in Chromium over a build's public/: click the search button, type "pie", time to
 * the first hit (five runs), and what the first run fetched: the search files on first load and
 * the JavaScript from the click to the first hit.
 */
import { launchBrowser } from '@chartwrap/test-support';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export async function measureColdStart(publicDir) {
  const http = await import('node:http');
  const types = {
    '.html': 'text/html',
    '.js': 'application/javascript',
    '.css': 'text/css',
    '.json': 'application/json',
  };
  const server = http.createServer((req, res) => {
    const p = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    for (const c of [p, path.join(p, 'index.html'), `${p.replace(/\/$/, '')}.html`]) {
      const f = path.join(publicDir, c);
      if (f.startsWith(publicDir) && fs.existsSync(f) && fs.statSync(f).isFile()) {
        res.writeHead(200, {
          'content-type': types[path.extname(f)] ?? 'application/octet-stream',
        });
        fs.createReadStream(f).pipe(res);
        return;
      }
    }
    res.writeHead(404);
    res.end();
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${server.address().port}`;
  const modalChunks = fs
    .readdirSync(publicDir)
    .filter(
      (f) =>
        f.endsWith('.js') &&
        fs.readFileSync(path.join(publicDir, f), 'utf8').includes('DocSearch-Dropdown'),
    );
  const browser = await launchBrowser();
  const times = [];
  let firstLoadSearchRequests = 0;
  /** JavaScript fetched from the click to the first hit (first run), gzip -9 of each file. */
  let firstSearchJs = null;
  for (let run = 0; run < 5; run++) {
    const context = await browser.newContext();
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    const page = await context.newPage();
    const requested = [];
    page.on('request', (req) => requested.push(req.url()));
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    if (run === 0) {
      firstLoadSearchRequests = requested.filter(
        (u) =>
          /search-(index|manifest)|docsearch-modal/.test(u) ||
          modalChunks.some((c) => u.endsWith(`/${c}`)),
      ).length;
    }
    const before = requested.length;
    const start = Date.now();
    await page.locator('.DocSearch-Button').click();
    await page.locator('.DocSearch-Input').waitFor();
    await page.keyboard.type('pie');
    await page.locator('.DocSearch-Hit').first().waitFor();
    times.push(Date.now() - start);
    if (run === 0) {
      const js = requested
        .slice(before)
        .map((u) => path.join(publicDir, new URL(u).pathname))
        .filter((f) => f.endsWith('.js') && fs.existsSync(f));
      firstSearchJs = {
        files: js.length,
        gzip: js.reduce((n, f) => n + gzipSync(fs.readFileSync(f), { level: 9 }).length, 0),
      };
    }
    await context.close();
  }
  await browser.close();
  server.close();
  times.sort((a, b) => a - b);
  return {
    runs: times.length,
    medianMs: times[Math.floor(times.length / 2)],
    allMs: times,
    firstLoadSearchRequests,
    firstSearchJs,
  };
}
