/**
 * The production build as the static hosts serve it, through their own code:
 * - Cloudflare Pages (`wrangler pages dev`, its local runtime, offline): `_headers` and
 *   `_redirects` parse with no warning; every page (each sitemap path, with and without its
 *   trailing slash, the search page with a query, an unknown path answered with the not-found page)
 *   carries one Content Security Policy header that allows what its meta policy allows; HTML
 *   revalidates and content-hashed files are immutable; the moved paths answer a 301 that keeps the
 *   query string;
 * - Netlify (its `_headers` and `_redirects` parsers): no error, and the same policy and caching for
 *   the same paths by Netlify's matching (the last matching rule's value of a header).
 *
 * Run: `flock /tmp/chartwrap-heavy.lock npx jest e2e/hosts.e2e.ts --selectProjects e2e`
 * (E2E_REUSE_BUILD=1 serves the existing public/). No timed assertions: waits only.
 */
import fs from 'node:fs';
import path from 'node:path';
import { REDIRECTS } from '../src/node/content/pages';
import { sitemapPaths } from './helpers';
import {
  answer,
  netlifyHeadersFor,
  netlifyParse,
  pagesDev,
  type Answer,
  type PagesDev,
} from './hosts';
import { TMP } from './server';

/** The build e2e/setup.ts serves (a copy no later build changes). */
const PUBLIC = path.join(TMP, 'serve/public');
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

jest.setTimeout(300_000);

let host: PagesDev;
beforeAll(async () => {
  host = await pagesDev(PUBLIC, path.join(TMP, 'wrangler'));
});
afterAll(async () => {
  await host?.stop();
});

/** The page's meta policy, as directive → sources. */
function metaPolicy(html: string): Map<string, string[]> {
  const content = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1];
  if (!content) throw new Error('no meta policy in the page');
  return parsePolicy(content);
}
function parsePolicy(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(/;\s*/).map((d) => {
      const [name, ...sources] = d.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
}

/** One header policy (no second one joined by a comma) allowing every source of the meta's. */
function expectHeaderAllowsMeta(urlPath: string, got: Answer) {
  expect([urlPath, got.csp === null]).toEqual([urlPath, false]);
  expect(got.csp).not.toMatch(/,\s*default-src/);
  const header = parsePolicy(got.csp!);
  expect(header.get('frame-ancestors')).toEqual(["'none'"]);
  for (const [name, sources] of metaPolicy(got.body)) {
    const missing = sources.filter((s) => !header.get(name)?.includes(s));
    expect([urlPath, name, missing]).toEqual([urlPath, name, []]);
  }
}

describe('Cloudflare Pages (wrangler pages dev)', () => {
  test('reads _headers and _redirects with no warning, within its limits', () => {
    const out = host.output();
    expect(out).toMatch(/Parsed \d+ valid header rules/);
    expect(out).toMatch(/Parsed \d+ valid redirect rules/);
    expect(out).not.toMatch(/invalid|WARNING|Skipping/i);
    const rules = fs.readFileSync(path.join(PUBLIC, '_headers'), 'utf8').match(/^\//gm) ?? [];
    expect(rules.length).toBeGreaterThan(3);
    expect(rules.length).toBeLessThanOrEqual(100);
  });

  test('every page, with and without its trailing slash, carries the policy its meta allows', async () => {
    const paths = await sitemapPathsOf(host.url);
    expect(paths.length).toBeGreaterThan(50);
    for (const p of paths) {
      const forms = p === '/' ? ['/'] : [p.replace(/\/$/, ''), `${p.replace(/\/$/, '')}/`];
      for (const form of forms) {
        const got = await answer(host.url, form);
        // Cloudflare serves `a/index.html` at `/a` and `/a/`; `/search` has only its exact path.
        if (got.status === 308) {
          expect(got.location).toBe(form.endsWith('/') ? form.slice(0, -1) : `${form}/`);
          continue;
        }
        expect([form, got.status]).toEqual([form, 200]);
        expectHeaderAllowsMeta(form, got);
        // Where the host answers with a redirect page (an `.html` alias it prefers to the folder's
        // index), the page leads elsewhere, to the page itself: no redirect to itself.
        const refresh = /<meta http-equiv="refresh" content="0; url=([^"]+)">/.exec(got.body)?.[1];
        if (refresh) {
          expect(refresh).not.toBe(form);
          const target = await answer(host.url, refresh);
          expect([refresh, target.status, target.body.includes('http-equiv="refresh"')]).toEqual([
            refresh,
            200,
            false,
          ]);
        }
        expect(got.cacheControl).toBe(REVALIDATE);
      }
    }
  });

  test('the search page with a query and an unknown path (the not-found page) carry it too', async () => {
    const search = await answer(host.url, '/search?q=pie');
    expect(search.status).toBe(200);
    expectHeaderAllowsMeta('/search?q=pie', search);
    for (const p of ['/no-such-page', '/examples/no-such-example', '/tags/no/such/tag']) {
      const missing = await answer(host.url, p);
      expect([p, missing.status]).toEqual([p, 404]);
      expect(missing.body).toContain('<h1');
      expectHeaderAllowsMeta(p, missing);
    }
  });

  test('the moved paths answer 301 to their new page, the query string kept', async () => {
    for (const { fromPath, toPath } of REDIRECTS) {
      for (const from of [fromPath, `${fromPath}/`]) {
        const got = await answer(host.url, `${from}?utm=x&q=1`);
        expect([from, got.status, got.location]).toEqual([from, 301, `${toPath}?utm=x&q=1`]);
      }
    }
  });

  test('content-hashed files are immutable; other files revalidate', async () => {
    const files = fs.readdirSync(PUBLIC);
    const app = files.find((f) => /^app-[0-9a-f]{20}\.js$/.test(f))!;
    const map = files.find((f) => /^page-capabilities\.[0-9a-f]{20}\.json$/.test(f))!;
    const manifest = JSON.parse(
      fs.readFileSync(path.join(PUBLIC, 'search-manifest.json'), 'utf8'),
    ) as { index: string };
    for (const hashed of [`/${app}`, `/${map}`, manifest.index]) {
      expect([hashed, (await answer(host.url, hashed)).cacheControl]).toEqual([hashed, IMMUTABLE]);
    }
    for (const plain of ['/search-manifest.json', '/robots.txt', '/page-data/app-data.json']) {
      expect([plain, (await answer(host.url, plain)).cacheControl]).toEqual([plain, REVALIDATE]);
    }
  });
});

describe('Netlify (its own parsers)', () => {
  test('parse both files with no error, and give the same policy and caching', async () => {
    const parsed = await netlifyParse(PUBLIC);
    expect(parsed.headerErrors).toEqual([]);
    expect(parsed.redirectErrors).toEqual([]);
    expect(parsed.redirects).toEqual(
      REDIRECTS.flatMap(({ fromPath, toPath }) =>
        [fromPath, `${fromPath}/`].map((from) => ({ from, to: toPath, status: 301, force: false })),
      ),
    );
    const files = fs.readdirSync(PUBLIC);
    const app = files.find((f) => /^app-[0-9a-f]{20}\.js$/.test(f))!;
    const samples = [
      '/',
      '/examples/pie-chart',
      '/examples/pie-chart/',
      '/search',
      '/tags',
      '/tags/pie-chart',
      '/docs/sponsor',
      '/no-such-page',
      '/examples/no-such-example',
      `/${app}`,
      '/robots.txt',
    ];
    for (const p of samples) {
      const cloudflare = await answer(host.url, p);
      const netlify = netlifyHeadersFor(parsed, p);
      expect([p, netlify['content-security-policy']]).toEqual([p, cloudflare.csp]);
      // Cloudflare answers a 404 with `no-store` whatever the rules say.
      if (cloudflare.status !== 404) {
        expect([p, netlify['cache-control']]).toEqual([p, cloudflare.cacheControl]);
      }
    }
  });
});

/** The sitemap's paths, read from the host under test. */
async function sitemapPathsOf(base: string): Promise<string[]> {
  const previous = process.env.E2E_BASE_URL;
  process.env.E2E_BASE_URL = base;
  try {
    return await sitemapPaths();
  } finally {
    process.env.E2E_BASE_URL = previous;
  }
}
