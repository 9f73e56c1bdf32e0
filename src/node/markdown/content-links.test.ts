import path from 'node:path';
import {
  contentFileRoute,
  frontmatterOf,
  isContentFileLink,
  remarkContentLinks,
} from './content-links';

const CONTENT = path.resolve('/site/content');
const FILES: Record<string, string> = {
  [path.join(CONTENT, 'examples/bar-chart.mdx')]: '---\ntitle: Bar chart\n---\n\nBody',
  [path.join(CONTENT, 'examples/renamed.mdx')]: '---\ntitle: Renamed\nslug: new-name\n---\n',
  [path.join(CONTENT, 'docs/quick-walkthrough.mdx')]: '---\ntitle: Quick walkthrough\n---\n',
};
const readFile = (file: string) => FILES[file] ?? null;

interface Node {
  type: string;
  url?: string;
  position?: { start: { line: number; column: number } };
  children?: Node[];
}

const link = (url: string, line = 3): Node => ({
  type: 'link',
  url,
  position: { start: { line, column: 5 } },
  children: [{ type: 'text' }],
});

function run(urls: string[], from = path.join(CONTENT, 'examples/pie-chart.mdx')) {
  const warnings: string[] = [];
  const links = urls.map((u, i) => link(u, i + 10));
  const tree: Node = { type: 'root', children: [{ type: 'paragraph', children: links }] };
  remarkContentLinks({ contentDir: CONTENT, readFile, warn: (m) => warnings.push(m) })(tree, {
    path: from,
  });
  return { urls: links.map((l) => l.url), warnings };
}

describe('Markdown links to content files', () => {
  test('./ and ../ links to MDX files become the routes of their pages, anchors kept', () => {
    const { urls, warnings } = run([
      './bar-chart.mdx',
      '../docs/quick-walkthrough.mdx#events',
      'bar-chart.mdx?tab=1#top',
    ]);
    expect(urls).toEqual([
      '/examples/bar-chart',
      '/docs/quick-walkthrough#events',
      '/examples/bar-chart?tab=1#top',
    ]);
    expect(warnings).toEqual([]);
  });

  test('front matter slug decides the route', () => {
    expect(run(['./renamed.mdx']).urls).toEqual(['/examples/new-name']);
    expect(contentFileRoute(path.join(CONTENT, 'examples/renamed.mdx'), CONTENT, readFile)).toBe(
      '/examples/new-name',
    );
  });

  test('a link that names no content page is left as written and warned with file and line', () => {
    const { urls, warnings } = run(
      ['./missing.mdx', '../../README.md'],
      '/site/content/docs/a.mdx',
    );
    expect(urls).toEqual(['./missing.mdx', '../../README.md']);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/content\/docs\/a\.mdx:10:5: the Markdown link "\.\/missing\.mdx"/);
    expect(warnings[1]).toMatch(/a\.mdx:11:5: .*"\.\.\/\.\.\/README\.md"/);
  });

  test('routes, anchors and external links are not touched', () => {
    const urls = ['/examples/gantt', '#data', 'https://example.org/x.mdx', 'mailto:a@b.c'];
    const { urls: after, warnings } = run(urls);
    expect(after).toEqual(urls);
    expect(warnings).toEqual([]);
  });

  test('what counts as a link to a content file', () => {
    expect(isContentFileLink('./a.mdx')).toBe(true);
    expect(isContentFileLink('../docs/a.md#x')).toBe(true);
    expect(isContentFileLink('/docs/a')).toBe(false);
    expect(isContentFileLink('//cdn.example/a.mdx')).toBe(false);
    expect(frontmatterOf('no front matter')).toEqual({});
    expect(frontmatterOf('---\nslug: x\n---\nbody')).toEqual({ slug: 'x' });
  });
});
