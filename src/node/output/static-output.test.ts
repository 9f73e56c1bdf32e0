/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  htmlAliases,
  redirectFile,
  redirectHtml,
  robotsTxt,
  writeStaticOutputs,
} from './static-output';

test('redirect pages work without JavaScript and keep query and hash with it', () => {
  const html = redirectHtml(
    '/pre/examples/bar-chart-material',
    'https://x.dev/pre/examples/bar-chart-material',
  );
  expect(html).toContain(
    '<meta http-equiv="refresh" content="0; url=/pre/examples/bar-chart-material">',
  );
  expect(html).toContain(
    'location.replace("/pre/examples/bar-chart-material" + location.search + location.hash)',
  );
  expect(html).toContain(
    '<link rel="canonical" href="https://x.dev/pre/examples/bar-chart-material">',
  );
  expect(redirectFile('/examples/bar')).toBe('examples/bar/index.html');
});

test('.html aliases of every page except the root and 404', () => {
  expect(htmlAliases(['/', '/docs/sponsor', '/examples/', '/404/', '/404.html'])).toEqual([
    { source: 'docs/sponsor/index.html', alias: 'docs/sponsor.html', to: '/docs/sponsor' },
    { source: 'examples/index.html', alias: 'examples.html', to: '/examples/' },
  ]);
});

test('an .html alias is a small redirect page to the page (path prefix kept), not a copy', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-output-'));
  fs.mkdirSync(path.join(dir, 'examples/pie-chart'), { recursive: true });
  const pageHtml = `<!DOCTYPE html><html><head></head><body>${'x'.repeat(50_000)}</body></html>`;
  fs.writeFileSync(path.join(dir, 'examples/pie-chart/index.html'), pageHtml);
  writeStaticOutputs(dir, ['/', '/examples/pie-chart', '/docs/not-built'], {
    PATH_PREFIX: 'pre',
    SITE_URL: 'https://x.dev/',
  });
  const alias = fs.readFileSync(path.join(dir, 'examples/pie-chart.html'), 'utf8');
  expect(alias).toBe(
    redirectHtml('/pre/examples/pie-chart', 'https://x.dev/pre/examples/pie-chart'),
  );
  expect(alias).toContain('<meta name="robots" content="noindex">');
  expect(alias.length).toBeLessThan(1000);
  // The page itself is untouched, and a page that was not built gets no alias.
  expect(fs.readFileSync(path.join(dir, 'examples/pie-chart/index.html'), 'utf8')).toBe(pageHtml);
  expect(fs.existsSync(path.join(dir, 'docs/not-built.html'))).toBe(false);
  fs.rmSync(dir, { recursive: true, force: true });
});

test('robots.txt', () => {
  expect(robotsTxt('https://x.dev', '/pre', false)).toBe(
    'User-agent: *\nAllow: /\n\nSitemap: https://x.dev/pre/sitemap.xml\n',
  );
  expect(robotsTxt('https://x.dev', '', true)).toBe('User-agent: *\nDisallow: /\n');
});
