import { DEFAULT_SITE_URL, gtagIdFrom, isPreviewBuild, pathPrefixFrom, siteUrlFrom } from './env';

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
