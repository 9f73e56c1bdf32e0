import { REDIRECTS, assertDefaultExport, exactRoute } from './pages';

test('the three old example paths redirect', () => {
  expect(REDIRECTS).toEqual([
    { fromPath: '/examples/bar', toPath: '/examples/bar-chart-material' },
    { fromPath: '/examples/line', toPath: '/examples/line-chart-material' },
    { fromPath: '/examples/scatter', toPath: '/examples/scatter-chart-material' },
  ]);
});

test('a page component without a default export is a developer error naming the file', () => {
  expect(() => assertDefaultExport('export function Page() {}', 'src/templates/x.tsx')).toThrow(
    /src\/templates\/x.tsx has no default export/,
  );
  expect(() => assertDefaultExport('export default function Page() {}', 'a')).not.toThrow();
  expect(() => assertDefaultExport('function P(){}\nexport { P as default };', 'a')).not.toThrow();
});

test('pages of src/pages lose their trailing slash; other pages and 404 keep their path', () => {
  expect(exactRoute({ path: '/search/', component: '/site/src/pages/search.tsx' })).toBe('/search');
  expect(exactRoute({ path: '/', component: '/site/src/pages/index.tsx' })).toBeNull();
  expect(exactRoute({ path: '/404/', component: '/site/src/pages/404.tsx' })).toBeNull();
  expect(exactRoute({ path: '/examples/', component: '/site/src/templates/x.tsx' })).toBeNull();
});
