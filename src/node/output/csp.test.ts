/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CHARTS_ORIGIN,
  SEARCH_INSIGHTS_SCRIPT_URL,
  applyContentSecurityPolicy,
  capabilitiesMapFile,
  injectPolicy,
  hasAttribute,
  inlineHandlers,
  inlineScriptHashes,
  isContentHashed,
  pageCapabilities,
  pageDirectives,
  pagePathOf,
  removePolicy,
  searchHosts,
  serializePolicy,
  servedPaths,
  SHARED_PAGE_PATH_SCRIPT,
  sharePagePathScript,
} from './csp';
import { headersFile } from './host-rules';

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;
const EMBEDDED = { hostedSearchAppId: null, analytics: false };

const page = (body: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/><meta name="viewport" content="x"/>` +
  `<script>var a = "</scr" + "ipt>";</script></head><body>${body}` +
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/x";/*]]>*/</script>` +
  `<script src="/app-0123456789abcdef0123.js" async=""></script>` +
  `<script type="application/ld+json">{"@type":"WebSite"}</script></body></html>`;

test('hashes exactly the inline scripts the browser runs, once each', () => {
  const html =
    page('') + '<script>var a = "</scr" + "ipt>";</script><script type="module">m()</script>';
  expect(inlineScriptHashes(html)).toEqual([
    sha('var a = "</scr" + "ipt>";'),
    sha('/*<![CDATA[*/window.pagePath="/x";/*]]>*/'),
    sha('m()'),
  ]);
});

test('capabilities come from the markers components render', () => {
  expect(pageCapabilities(page('<p>text</p>'))).toEqual([]);
  expect(pageCapabilities(page('<div role="figure" data-chartwrap="loading"></div>'))).toEqual([
    'charts',
  ]);
  expect(
    pageCapabilities(page('<div class="e" data-example="pie"><div data-chartwrap="loading">')),
  ).toEqual(['charts', 'liveEditor']);
  // Text that merely mentions the attribute is not a marker.
  expect(pageCapabilities(page('<code>data-example="pie"</code>'))).toEqual([]);
});

test('each page gets only what it uses', () => {
  const plain = serializePolicy(pageDirectives([], ["'sha256-a'"], EMBEDDED));
  expect(plain).toContain("script-src 'self' 'sha256-a';");
  expect(plain).not.toMatch(/unsafe-eval|gstatic|algolia|google|stackblitz/);
  expect(plain).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(plain).toContain("object-src 'none'");

  const chart = serializePolicy(pageDirectives(['charts'], [], EMBEDDED));
  expect(chart).toContain(`script-src 'self' ${CHARTS_ORIGIN}`);
  expect(chart).not.toContain('unsafe-eval');

  const editor = pageDirectives(['charts', 'liveEditor'], [], EMBEDDED);
  expect(editor['script-src']).toContain("'unsafe-eval'");
  expect(editor['form-action']).toContain('https://stackblitz.com');

  const hosted = pageDirectives([], [], { hostedSearchAppId: 'ABC123', analytics: true });
  expect(hosted['connect-src']).toEqual(
    expect.arrayContaining([...searchHosts('ABC123'), 'https://insights.algolia.io']),
  );
  expect(hosted['script-src']).toEqual(
    expect.arrayContaining([SEARCH_INSIGHTS_SCRIPT_URL, 'https://www.googletagmanager.com']),
  );
  expect(searchHosts('ABC123')[0]).toBe('https://abc123-dsn.algolia.net');
});

test('the insights script allowed is the one the installed DocSearch loads', () => {
  const bundle = fs.readFileSync(require.resolve('@docsearch/react'), 'utf8');
  const [, version] = /search-insights@(\d+\.\d+\.\d+)\//.exec(SEARCH_INSIGHTS_SCRIPT_URL)!;
  // DocSearch builds the URL from a version constant and the jsDelivr address.
  expect(bundle).toContain('"https://cdn.jsdelivr.net/npm/search-insights@"');
  expect(bundle).toMatch(
    new RegExp(
      `="${version.replace(/\./g, '\\.')}",[\\w$]+="https://cdn\\.jsdelivr\\.net/npm/search-insights@"`,
    ),
  );
});

test('inline handlers and javascript: URLs are found', () => {
  expect(inlineHandlers(page('<img src="x.png" onerror="alert(1)">'))).toEqual(['onerror']);
  expect(inlineHandlers(page('<a href="javascript:void 0">x</a>'))).toHaveLength(1);
  expect(inlineHandlers(page('<p>onclick="x" in text</p><button data-on="1">b</button>'))).toEqual(
    [],
  );
});

test('the meta policy comes right after the charset, before every script', () => {
  const data = { document: [], map: '/page-capabilities.0123456789abcdef0123.json' };
  const html = injectPolicy(page(''), "default-src 'self'", data);
  const meta = html.indexOf('http-equiv="Content-Security-Policy"');
  expect(meta).toBeGreaterThan(html.indexOf('charSet'));
  expect(meta).toBeLessThan(html.indexOf('<script'));
  expect(html).toContain(
    '<script type="application/json" id="page-capabilities">{"document":[],"map":"/page-capabilities.0123456789abcdef0123.json"}</script>',
  );
  expect(() => injectPolicy(html, 'x', data)).toThrow(/already/);
  expect(removePolicy(html)).toBe(page(''));
  // The data block cannot close its element early.
  const hostile = injectPolicy(page(''), 'x', { document: [], map: '/</script>' });
  expect(hostile).toContain('/\\u003c/script>');
});

test('the capabilities map file: sorted keys, named by its content hash', () => {
  const a = capabilitiesMapFile({ '/b': ['charts'], '/a': ['charts', 'liveEditor'] });
  const b = capabilitiesMapFile({ '/a': ['charts', 'liveEditor'], '/b': ['charts'] });
  expect(a).toEqual(b);
  expect(a.json).toBe('{"/a":["charts","liveEditor"],"/b":["charts"]}');
  expect(a.name).toMatch(/^page-capabilities\.[0-9a-f]{20}\.json$/);
  expect(isContentHashed(a.name)).toBe(true);
  expect(capabilitiesMapFile({ '/a': ['charts'] }).name).not.toBe(a.name);
});

test('paths: served forms, page paths, content hashes, headers format', () => {
  expect(servedPaths('index.html')).toEqual(['/']);
  expect(servedPaths('examples/pie-chart/index.html')).toEqual([
    '/examples/pie-chart/',
    '/examples/pie-chart',
  ]);
  expect(servedPaths('docs/sponsor.html')).toEqual(['/docs/sponsor.html']);
  expect(pagePathOf('index.html')).toBe('/');
  expect(pagePathOf('docs/sponsor.html')).toBe('/docs/sponsor');
  expect(pagePathOf('examples/index.html')).toBe('/examples');
  expect(isContentHashed('app-0123456789abcdef0123.js')).toBe(true);
  expect(isContentHashed('search-index.0123456789abcdef.json')).toBe(true);
  expect(isContentHashed('robots.txt')).toBe(false);
  expect(headersFile([{ path: '/*', headers: { A: '1', B: '2' } }])).toBe('/*\n  A: 1\n  B: 2\n');
});

test('applyContentSecurityPolicy over a built site', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-'));
  fs.mkdirSync(path.join(dir, 'examples/pie'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), page('<h1>Home</h1>'));
  fs.writeFileSync(
    path.join(dir, 'examples/pie/index.html'),
    page('<div data-example="pie"><div data-chartwrap="loading"></div></div>'),
  );
  // A `.html` alias: a redirect page, with its own (strict) policy; the page's stays the page's.
  fs.writeFileSync(
    path.join(dir, 'examples/pie.html'),
    '<!DOCTYPE html><html><head><meta charset="utf-8"><meta http-equiv="refresh" content="0; url=/examples/pie">' +
      '<script>location.replace("/examples/pie" + location.search + location.hash)</script></head></html>',
  );
  fs.writeFileSync(path.join(dir, 'app-0123456789abcdef0123.js'), '');
  // The map of an earlier build goes.
  fs.writeFileSync(path.join(dir, 'page-capabilities.00000000000000000000.json'), '{}');
  const { pages, policies, capabilitiesMap } = applyContentSecurityPolicy(dir, EMBEDDED, '/sub');
  expect(pages).toBe(3);
  expect(policies.get('/')).not.toContain('unsafe-eval');
  expect(policies.get('/examples/pie')).toContain("'unsafe-eval'");
  expect(fs.readdirSync(dir).filter((f) => f.startsWith('page-capabilities.'))).toEqual([
    capabilitiesMap,
  ]);
  expect(JSON.parse(fs.readFileSync(path.join(dir, capabilitiesMap), 'utf8'))).toEqual({
    '/examples/pie': ['charts', 'liveEditor'],
  });
  const home = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  expect(home).toContain(policies.get('/'));
  // Each page names the map (under the path prefix), and lists no other page.
  expect(home).toContain(`{"document":[],"map":"/sub/${capabilitiesMap}"}`);
  expect(home).not.toContain('/examples/pie"');
  const alias = fs.readFileSync(path.join(dir, 'examples/pie.html'), 'utf8');
  expect(alias).toContain(`{"document":[],"map":"/sub/${capabilitiesMap}"}`);
  expect(alias).not.toContain('unsafe-eval');
  // Hashes still match the final HTML.
  for (const h of inlineScriptHashes(home)) expect(policies.get('/')).toContain(h);
  const headers = fs.readFileSync(path.join(dir, '_headers'), 'utf8');
  expect(headers).toMatch(/^\/sub\/\*\n {2}X-Content-Type-Options: nosniff\n {2}Referrer-Policy: /);
  // One rule per pattern (host-rules.ts): the hashed files by name, the pages by section.
  const immutable = '  ! Cache-Control\n  Cache-Control: public, max-age=31536000, immutable';
  expect(headers).toContain(`/sub/*.js\n${immutable}`);
  expect(headers).toContain(`/sub/*.json\n${immutable}`);
  expect(headers).not.toContain('page-capabilities.00000000000000000000.json');
  expect(headers).toMatch(
    /\/sub\/examples\/:page\/\n {2}! Content-Security-Policy\n {2}Content-Security-Policy: [^\n]*unsafe-eval[^\n]*frame-ancestors 'none'/,
  );
  expect(headers).toMatch(
    /\/sub\/\n {2}! Content-Security-Policy\n {2}Content-Security-Policy: (?![^\n]*unsafe-eval)[^\n]*frame-ancestors 'none'/,
  );
  // Every page runs the same loader script: the path is in its attribute.
  expect(home).toContain(
    `<script id="gatsby-script-loader" data-page-path="/x">${SHARED_PAGE_PATH_SCRIPT}</script>`,
  );
  // A second run (pages Gatsby did not re-render keep the last build's policy) gives the same.
  const again = applyContentSecurityPolicy(dir, EMBEDDED, '/sub');
  expect(again.policies).toEqual(policies);
  expect(again.capabilitiesMap).toBe(capabilitiesMap);
  expect(fs.readFileSync(path.join(dir, 'index.html'), 'utf8')).toBe(home);
  fs.writeFileSync(path.join(dir, 'bad.html'), page('<img src=x onerror=alert(1)>'));
  fs.writeFileSync(path.join(dir, 'index.html'), page('<h1>Home</h1>'));
  expect(() => applyContentSecurityPolicy(dir, EMBEDDED, '')).toThrow(
    /bad\.html: inline event handlers/,
  );
  fs.rmSync(dir, { recursive: true, force: true });
});

test("Gatsby's loader script becomes the one every page shares", () => {
  const loader = (p: string) =>
    `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="${p}";/*]]>*/</script>`;
  const a = sharePagePathScript(loader('/a&b'));
  expect(a).toContain(`data-page-path="/a&amp;b">${SHARED_PAGE_PATH_SCRIPT}</script>`);
  // Two pages, one set of inline scripts.
  expect(inlineScriptHashes(sharePagePathScript(loader('/a')))).toEqual(
    inlineScriptHashes(sharePagePathScript(loader('/b'))),
  );
  // Written again, it stays as it is.
  expect(sharePagePathScript(a)).toBe(a);
});

test('an attribute counts inside a tag only, wherever it stands among the others', () => {
  expect(hasAttribute('<div class="a" data-chartwrap="ready">', 'data-chartwrap')).toBe(true);
  expect(hasAttribute('<div\n  data-chartwrap="ready">', 'data-chartwrap')).toBe(true);
  // Named in text, or part of another attribute's name or value: not an element's attribute.
  expect(hasAttribute('<p>set data-chartwrap="ready" yourself</p>', 'data-chartwrap')).toBe(false);
  expect(hasAttribute('<div xdata-chartwrap="1" data-chartwrap-x="2">', 'data-chartwrap')).toBe(
    false,
  );
  expect(hasAttribute('<p>a > b data-chartwrap="x"</p>', 'data-chartwrap')).toBe(false);
  // A later occurrence inside a tag is found after one in text.
  expect(hasAttribute('<p> data-example="x"</p><section data-example="pie">', 'data-example')).toBe(
    true,
  );
});
