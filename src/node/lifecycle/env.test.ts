import {
  DEFAULT_SITE_URL,
  assertNoPublishedSecrets,
  gtagIdFrom,
  isPreviewBuild,
  isProductionBuild,
  lazyDevelopCompilation,
  pathPrefixFrom,
  secretExposureProblems,
  siteUrlFrom,
} from './env';

test('a production build is one with NODE_ENV=production, whatever else is set', () => {
  expect(isProductionBuild({ NODE_ENV: 'production' })).toBe(true);
  expect(isProductionBuild({ NODE_ENV: 'development', PREVIEW: 'true' })).toBe(false);
  expect(isProductionBuild({})).toBe(false);
});

test('site URL from SITE_URL, the host URL, or the default', () => {
  expect(siteUrlFrom({ SITE_URL: 'https://a.dev/' })).toBe('https://a.dev');
  expect(siteUrlFrom({ URL: 'https://netlify.app' })).toBe('https://netlify.app');
  expect(siteUrlFrom({})).toBe(DEFAULT_SITE_URL);
});

test('path prefix normalisation', () => {
  expect(pathPrefixFrom({})).toBe('');
  expect(pathPrefixFrom({ PATH_PREFIX: '/' })).toBe('');
  expect(pathPrefixFrom({ PATH_PREFIX: 'docs/chartwrap/' })).toBe('/docs/chartwrap');
});

test('preview builds: PREVIEW or the host’s variables', () => {
  expect(isPreviewBuild({})).toBe(false);
  expect(isPreviewBuild({ PREVIEW: 'true' })).toBe(true);
  expect(isPreviewBuild({ PREVIEW: 'false', CONTEXT: 'deploy-preview' })).toBe(false);
  expect(isPreviewBuild({ CONTEXT: 'deploy-preview' })).toBe(true);
  expect(isPreviewBuild({ VERCEL_ENV: 'preview' })).toBe(true);
  expect(isPreviewBuild({ CF_PAGES: '1', CF_PAGES_BRANCH: 'feature' })).toBe(true);
  expect(isPreviewBuild({ CF_PAGES: '1', CF_PAGES_BRANCH: 'main' })).toBe(false);
});

test('analytics only with GATSBY_GTAG_ID and never in previews', () => {
  expect(gtagIdFrom({})).toBeNull();
  expect(gtagIdFrom({ GATSBY_GTAG_ID: 'G-1' })).toBe('G-1');
  expect(gtagIdFrom({ GATSBY_GTAG_ID: 'G-1', PREVIEW: 'true' })).toBeNull();
});

test('the Algolia admin key never in a GATSBY_ variable', () => {
  const env = { ALGOLIA_ADMIN_KEY: 'admin-secret-123', GATSBY_ALGOLIA_SEARCH_KEY: 'search-only-1' };
  expect(secretExposureProblems(env)).toEqual([]);
  expect(secretExposureProblems({})).toEqual([]);
  expect(() => assertNoPublishedSecrets(env)).not.toThrow();
  const same = { ...env, GATSBY_ALGOLIA_SEARCH_KEY: 'admin-secret-123' };
  expect(secretExposureProblems(same)).toEqual([
    expect.stringMatching(/^GATSBY_ALGOLIA_SEARCH_KEY equals ALGOLIA_ADMIN_KEY: .*search-only key/),
  ]);
  const other = { ...env, GATSBY_SOMETHING: ' admin-secret-123 ' };
  expect(secretExposureProblems(other)).toEqual([
    expect.stringMatching(/^GATSBY_SOMETHING equals ALGOLIA_ADMIN_KEY: .*public/),
  ]);
  expect(() => assertNoPublishedSecrets(same)).toThrow(
    /Refusing to build: a secret would be published/,
  );
});

test('gatsby develop compiles pages lazily unless DEVELOP_EAGER says otherwise', () => {
  expect(lazyDevelopCompilation({})).toBe(true);
  expect(lazyDevelopCompilation({ DEVELOP_EAGER: '' })).toBe(true);
  expect(lazyDevelopCompilation({ DEVELOP_EAGER: 'false' })).toBe(true);
  expect(lazyDevelopCompilation({ DEVELOP_EAGER: 'true' })).toBe(false);
  expect(lazyDevelopCompilation({ DEVELOP_EAGER: '1' })).toBe(false);
});
