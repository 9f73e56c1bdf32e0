import { REDIRECTS, assertDefaultExport, contentPagePath, shouldBuildPage } from './pages';

test('the three old example paths redirect', () => {
  expect(REDIRECTS).toEqual([
    { fromPath: '/examples/bar', toPath: '/examples/bar-chart-material' },
    { fromPath: '/examples/line', toPath: '/examples/line-chart-material' },
    { fromPath: '/examples/scatter', toPath: '/examples/scatter-chart-material' },
  ]);
});

test('content page paths and drafts', () => {
  expect(contentPagePath('examples', 'pie-chart')).toBe('/examples/pie-chart');
  expect(shouldBuildPage(true, true)).toBe(false);
  expect(shouldBuildPage(true, false)).toBe(true);
  expect(shouldBuildPage(undefined, true)).toBe(true);
});

test('a page component without a default export is a developer error naming the file', () => {
  expect(() => assertDefaultExport('export function Page() {}', 'src/templates/x.tsx')).toThrow(
    /src\/templates\/x.tsx has no default export/,
  );
  expect(() => assertDefaultExport('export default function Page() {}', 'a')).not.toThrow();
  expect(() => assertDefaultExport('function P(){}\nexport { P as default };', 'a')).not.toThrow();
});
