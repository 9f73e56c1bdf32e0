/**
 * @jest-environment node
 */
import path from 'node:path';
import type { SidebarItem } from '../../shared/types';
import { REDIRECTS, TEMPLATES, assertDefaultExport, contentPageContext, exactRoute } from './pages';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { onCreatePage } = require('gatsby-plugin-mdx/gatsby-node') as {
  onCreatePage: (args: unknown, options: unknown) => Promise<void>;
};

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

describe('the context of a content page', () => {
  const file = path.resolve('content/docs/sponsor.mdx');
  const frontmatter = {
    title: 'Sponsor',
    description: "How to support Chartwrap's development.",
    keywords: ['chartwrap', 'sponsor', 'support'],
    sidebar_label: 'Sponsor',
    sidebar_position: 2,
  };
  const items: SidebarItem[] = [
    {
      type: 'link',
      label: 'Walkthrough',
      href: '/docs/quick-walkthrough',
      docId: 'docs/quick-walkthrough',
    },
    { type: 'link', label: 'Sponsor', href: '/docs/sponsor', docId: 'docs/sponsor' },
  ];
  const context = contentPageContext(
    { id: 'mdx-1', slug: '/docs/sponsor', listed: true, frontmatter },
    items,
    { sourcePath: 'content/docs/sponsor.mdx', lastUpdated: '2026-11-20T10:00:00.000Z' },
  );

  test('holds the id, listing, neighbours, front matter and source', () => {
    expect(context).toEqual({
      id: 'mdx-1',
      listed: true,
      previous: { title: 'Walkthrough', path: '/docs/quick-walkthrough' },
      next: null,
      frontmatter,
      sourcePath: 'content/docs/sponsor.mdx',
      lastUpdated: '2026-11-20T10:00:00.000Z',
    });
  });

  test('is the context gatsby-plugin-mdx keeps: a rebuild does not change it', async () => {
    const actions = { createPage: jest.fn(), deletePage: jest.fn() };
    const fileNode = { absolutePath: file, internal: { contentDigest: 'digest' } };
    await onCreatePage(
      {
        page: {
          path: '/docs/sponsor',
          component: `${TEMPLATES.doc}?__contentFilePath=${file}`,
          context,
        },
        actions,
        getNodesByType: () => [fileNode],
      },
      { plugins: [] },
    );
    expect(actions.deletePage).not.toHaveBeenCalled();
    expect(actions.createPage).not.toHaveBeenCalled();
  });
});
