import { htmlAliases, redirectFile, redirectHtml, robotsTxt } from './static-output';

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
    { source: 'docs/sponsor/index.html', alias: 'docs/sponsor.html' },
    { source: 'examples/index.html', alias: 'examples.html' },
  ]);
});

test('robots.txt', () => {
  expect(robotsTxt('https://x.dev', '/pre', false)).toBe(
    'User-agent: *\nAllow: /\n\nSitemap: https://x.dev/pre/sitemap.xml\n',
  );
  expect(robotsTxt('https://x.dev', '', true)).toBe('User-agent: *\nDisallow: /\n');
});
