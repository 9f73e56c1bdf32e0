/**
 * @jest-environment node
 */
import { execFile } from 'node:child_process';
import {
  HOST_LIMITS,
  IMMUTABLE,
  REVALIDATE,
  cloudflareMatcher,
  headerRules,
  headersFile,
  netlifyMatcher,
  redirectsFile,
  type HeaderRule,
  type HeaderRulesInput,
} from './host-rules';
import { COMMON_HEADERS, isContentHashed, serializePolicy, servedPaths } from './csp';
import type { Directives } from './policy-directives';

/** The headers Cloudflare Pages gives `urlPath`: every matching rule in order, `!` detaching. */
function cloudflareHeaders(rules: HeaderRule[], urlPath: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const r of rules.filter((r) => cloudflareMatcher(r.path).test(urlPath))) {
    for (const name of r.detach ?? []) delete out[name];
    for (const [k, v] of Object.entries(r.headers)) out[k] = k in out ? `${out[k]}, ${v}` : v;
  }
  return out;
}

/** The headers Netlify gives `urlPath`: every matching rule in order, the last value winning. */
function netlifyHeaders(rules: HeaderRule[], urlPath: string): Record<string, string> {
  return Object.assign(
    {},
    ...rules.filter((r) => netlifyMatcher(r.path).test(urlPath)).map((r) => r.headers),
  ) as Record<string, string>;
}

const policy = (extra: Partial<Directives> = {}): Directives => ({
  'default-src': ["'self'"],
  'script-src': ["'self'", "'sha256-shared='"],
  'object-src': ["'none'"],
  ...extra,
});
const EDITOR = policy({ 'script-src': ["'self'", "'sha256-shared='", "'unsafe-eval'"] });
const REDIRECT = policy({ 'script-src': ["'self'", "'sha256-redirect='"] });

function site(extraExamples = 0): HeaderRulesInput {
  const pages = [
    { file: 'index.html', directives: policy() },
    { file: '404.html', directives: policy() },
    { file: '404/index.html', directives: policy() },
    { file: 'search/index.html', directives: policy() },
    { file: 'search.html', directives: REDIRECT },
    { file: 'examples/index.html', directives: policy() },
    { file: 'examples.html', directives: REDIRECT },
    { file: 'examples/pie/index.html', directives: EDITOR },
    { file: 'examples/pie.html', directives: REDIRECT },
    { file: 'examples/bar/index.html', directives: REDIRECT },
    ...Array.from({ length: extraExamples }, (_, n) => ({
      file: `examples/study-${n}/index.html`,
      directives: EDITOR,
    })),
  ];
  const published = [
    ...pages.map((p) => p.file),
    'app-0123456789abcdef0123.js',
    'app-0123456789abcdef0123.js.LICENSE.txt',
    'component---src-pages-index-tsx-0123456789abcdef0123.js',
    '1234-0123456789abcdef0123.js',
    'styles.0123456789abcdef0123.css',
    'base-url-ok.css',
    '~partytown/partytown.js',
    'search-manifest.json',
    'search-index.0123456789abcdef.json',
    'search-index.0123456789abcdef100000.json',
    'page-capabilities.0123456789abcdef0123.json',
    'page-data/app-data.json',
    'page-data/examples/pie/page-data.json',
    ...Array.from(
      { length: extraExamples },
      (_, n) => `component---src-templates-example-tsx-study-${n}-${'0'.repeat(19)}${n % 10}.js`,
    ),
  ];
  return {
    pages,
    published,
    servedPaths,
    isContentHashed,
    serialize: serializePolicy,
    common: COMMON_HEADERS,
  };
}

/** Every source of `directives` is in the serialized policy `header` (one policy, no comma). */
function allows(header: string, directives: Directives): boolean {
  const parsed = new Map(
    header.split('; ').map((d) => {
      const [name, ...sources] = d.split(' ');
      return [name, sources] as const;
    }),
  );
  return Object.entries(directives).every(([name, sources]) =>
    sources.every((s) => parsed.get(name)?.includes(s)),
  );
}

test('one policy header on every page, its own sources allowed, on both hosts', () => {
  const input = site();
  const rules = headerRules(input);
  for (const page of input.pages) {
    for (const urlPath of [...servedPaths(page.file), '/examples/no-such-page', '/nowhere']) {
      const cf = cloudflareHeaders(rules, urlPath);
      const nf = netlifyHeaders(rules, urlPath);
      expect(cf['Content-Security-Policy']).toBeDefined();
      expect(cf['Content-Security-Policy']).not.toContain(', ');
      expect(cf['Cache-Control']).toBe(REVALIDATE);
      expect(cf['X-Content-Type-Options']).toBe('nosniff');
      expect(nf).toEqual(cf);
    }
    // The page's own URL allows what the page runs.
    const own = servedPaths(page.file)[0];
    expect(allows(cloudflareHeaders(rules, own)['Content-Security-Policy'], page.directives)).toBe(
      true,
    );
  }
  // A plain page's section gets nothing a page elsewhere needs.
  expect(cloudflareHeaders(rules, '/search')['Content-Security-Policy']).not.toContain(
    'unsafe-eval',
  );
  expect(cloudflareHeaders(rules, '/')['Content-Security-Policy']).not.toContain('redirect');
  expect(cloudflareHeaders(rules, '/examples/pie/')['Content-Security-Policy']).toContain(
    'unsafe-eval',
  );
  // Unknown paths are answered with the not-found page: its sources are allowed there.
  expect(allows(cloudflareHeaders(rules, '/nowhere')['Content-Security-Policy'], policy())).toBe(
    true,
  );
});

test('content-hashed files are immutable, every other file revalidates, on both hosts', () => {
  const input = site();
  const rules = headerRules(input);
  for (const file of input.published) {
    const expected = isContentHashed(file) ? IMMUTABLE : REVALIDATE;
    expect([file, cloudflareHeaders(rules, `/${file}`)['Cache-Control']]).toEqual([file, expected]);
    expect([file, netlifyHeaders(rules, `/${file}`)['Cache-Control']]).toEqual([file, expected]);
  }
  // Patterns, not files: the root chunks share one rule, the split index's parts another.
  const paths = rules.map((r) => r.path);
  expect(paths).toContain('/app-*.js');
  expect(paths).toContain('/search-index.*.json');
  expect(paths).not.toContain('/*.js'); // ~partytown/partytown.js is not content-hashed
});

test('the rule count and line length do not grow with the page count', () => {
  const small = headerRules(site());
  const large = headerRules(site(5000));
  expect(large.length).toBe(small.length);
  expect(large.length).toBeLessThanOrEqual(HOST_LIMITS.headerRules);
  const longest = Math.max(
    ...headersFile(large)
      .split('\n')
      .map((l) => l.length),
  );
  expect(longest).toBeLessThan(HOST_LIMITS.lineLength);
});

test('the path prefix leads every rule', () => {
  const rules = headerRules({ ...site(), pathPrefix: '/docs-site' });
  expect(rules.every((r) => r.path.startsWith('/docs-site/'))).toBe(true);
});

test('past Cloudflare Pages limits the build fails with what went over', () => {
  const input = site();
  const sections = Array.from({ length: 60 }, (_, n) => ({
    file: `section-${n}/index.html`,
    directives: policy(),
  }));
  expect(() => headerRules({ ...input, pages: [...input.pages, ...sections] })).toThrow(
    /_headers: \d+ rules, more than the 100 Cloudflare Pages applies/,
  );
  const hashes = Array.from({ length: 40 }, (_, n) => `'sha256-${String(n).padStart(43, 'x')}='`);
  const wide = {
    ...input,
    pages: [{ file: 'index.html', directives: policy({ 'script-src': hashes }) }],
  };
  expect(() => headerRules(wide)).toThrow(
    /_headers: a line of \d+ characters, longer than the 2000/,
  );
});

test('headersFile writes detach lines before the headers', () => {
  expect(headersFile([{ path: '/a/*', detach: ['X'], headers: { X: '1' } }])).toBe(
    '/a/*\n  ! X\n  X: 1\n',
  );
});

/** Netlify's own headers parser (an ES module: in a Node process of its own) over `headers`. */
function netlifyRules(headers: string): Promise<{ for: string; source: string; flags: string }[]> {
  const script = `
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'netlify-headers-'));
const file = path.join(dir, '_headers');
fs.writeFileSync(file, process.argv[1]);
const parsed = await parseAllHeaders({ headersFiles: [file], configHeaders: [], minimal: false });
fs.rmSync(dir, { recursive: true });
if (parsed.errors.length) throw new Error(parsed.errors.map((e) => e.message).join('; '));
process.stdout.write(JSON.stringify(parsed.headers.map((h) => ({ for: h.for, source: h.forRegExp.source, flags: h.forRegExp.flags }))));
`;
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--input-type=module', '-e', script, headers],
      (error, stdout, stderr) =>
        error ? reject(new Error(stderr || error.message)) : resolve(JSON.parse(stdout)),
    );
  });
}

test("netlifyMatcher answers as Netlify's own headers parser does, for each pattern and path", async () => {
  const patterns = [
    '/*',
    '/',
    '/examples/*',
    '/examples/:page',
    '/examples/:page/',
    '/app-*.js',
    '/Search',
    '/static/*',
  ];
  const paths = [
    '/',
    '/examples',
    '/examples/',
    '/examples/pie',
    '/examples/pie/',
    '/examples/pie/x',
    '/app-1.js',
    '/app-1.js.LICENSE.txt',
    '/search',
    '/search/',
    '/search-manifest.json',
    '/static/a.js',
    '/a/b',
  ];
  const rules = await netlifyRules(
    headersFile(patterns.map((p) => ({ path: p, headers: { 'X-Pattern': p } }))),
  );
  expect(rules.map((r) => r.for)).toEqual(patterns);
  const answers = rules.flatMap((rule) =>
    paths.map((urlPath) => {
      const netlify = new RegExp(rule.source, rule.flags).test(urlPath);
      return { pattern: rule.for, urlPath, netlify, ours: netlifyMatcher(rule.for).test(urlPath) };
    }),
  );
  expect(answers.filter((a) => a.netlify !== a.ours)).toEqual([]);
  // Netlify's matching where it differs from Cloudflare's, so the comparison covers it.
  const netlifyMatches = (pattern: string, urlPath: string) =>
    answers.find((a) => a.pattern === pattern && a.urlPath === urlPath)!.netlify;
  expect(netlifyMatches('/examples/*', '/examples')).toBe(true);
  expect(netlifyMatches('/Search', '/search/')).toBe(true);
});

test('cloudflareMatcher: `*` spans slashes, the whole path must match, `:name` is one segment, case counts', () => {
  // Wrangler's own matching is not a module we can import: e2e/hosts.e2e.ts checks the built
  // `_headers` against `wrangler pages dev` itself.
  expect(cloudflareMatcher('/examples/*').test('/examples')).toBe(false);
  expect(cloudflareMatcher('/examples/*').test('/examples/pie/x')).toBe(true);
  expect(cloudflareMatcher('/app-*.js').test('/app-1.js.LICENSE.txt')).toBe(false);
  expect(cloudflareMatcher('/:page').test('/a')).toBe(true);
  expect(cloudflareMatcher('/:page').test('/a/b')).toBe(false);
  expect(cloudflareMatcher('/Search').test('/search')).toBe(false);
});

test('_redirects: each moved path, with and without its slash, a 301', () => {
  expect(redirectsFile([{ fromPath: '/examples/bar', toPath: '/examples/bar-chart' }], '/p')).toBe(
    '/p/examples/bar /p/examples/bar-chart 301\n/p/examples/bar/ /p/examples/bar-chart 301\n',
  );
});
