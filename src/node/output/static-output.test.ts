/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  htmlAliases,
  REDIRECT_SCRIPT,
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
  // The same script on every redirect page (one hash in the policy), the target in its attribute.
  expect(html).toContain(
    `<script data-to="/pre/examples/bar-chart-material">${REDIRECT_SCRIPT}</script>`,
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
  // To the folder's index: a host serving `/examples/pie-chart` from the alias must not loop.
  expect(alias).toBe(
    redirectHtml('/pre/examples/pie-chart/', 'https://x.dev/pre/examples/pie-chart'),
  );
  expect(alias).toContain('<meta name="robots" content="noindex">');
  expect(alias.length).toBeLessThan(1000);
  // The page itself is untouched, and a page that was not built gets no alias.
  expect(fs.readFileSync(path.join(dir, 'examples/pie-chart/index.html'), 'utf8')).toBe(pageHtml);
  expect(fs.existsSync(path.join(dir, 'docs/not-built.html'))).toBe(false);
  fs.rmSync(dir, { recursive: true, force: true });
});

test('_redirects answers the moved paths; a Netlify build leaves out their redirect pages', () => {
  for (const netlify of [false, true]) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-output-'));
    writeStaticOutputs(dir, ['/'], netlify ? { NETLIFY: 'true' } : {});
    const redirects = fs.readFileSync(path.join(dir, '_redirects'), 'utf8');
    expect(redirects).toContain('/examples/bar /examples/bar-chart-material 301\n');
    expect(redirects).toContain('/examples/bar/ /examples/bar-chart-material 301\n');
    // Netlify would not apply a rule whose path has a file; every other host reads the page.
    expect(fs.existsSync(path.join(dir, 'examples/bar/index.html'))).toBe(!netlify);
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('robots.txt', () => {
  expect(robotsTxt('https://x.dev', '/pre', false)).toBe(
    'User-agent: *\nAllow: /\n\nSitemap: https://x.dev/pre/sitemap.xml\n',
  );
  expect(robotsTxt('https://x.dev', '', true)).toBe('User-agent: *\nDisallow: /\n');
});
