/**
 * @jest-environment node
 *
 * Gatsby's Babel loader builds a Babel config (presets included) per page component resource
 * query. Our patch to Gatsby (patches/gatsby+5.16.1.patch) keys that config by the part of the
 * query that changes it, the page export the module keeps, so the MDX pages of one template
 * (`?__contentFilePath=` differs for each) share one config.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { configCacheKeyOfQuery } = require('gatsby/dist/utils/babel-loader-helpers') as {
  configCacheKeyOfQuery: (resourceQuery?: string) => string;
};

test('MDX pages of one template share a Babel config; the kept export still tells them apart', () => {
  const page = (file: string, keep: string) =>
    `?__contentFilePath=/site/content/${file}.mdx${keep}`;
  expect(configCacheKeyOfQuery(page('a', '&export=default'))).toBe(
    configCacheKeyOfQuery(page('b', '&export=default')),
  );
  expect(configCacheKeyOfQuery(page('a', '&export=head'))).toBe(
    configCacheKeyOfQuery(page('b', '&export=head')),
  );
  expect(configCacheKeyOfQuery(page('a', '&export=head'))).not.toBe(
    configCacheKeyOfQuery(page('a', '&export=default')),
  );
  expect(configCacheKeyOfQuery('?export=default')).toBe('export=default');
  expect(configCacheKeyOfQuery('')).toBe('');
  expect(configCacheKeyOfQuery(undefined)).toBe('');
});
