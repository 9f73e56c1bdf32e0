import path from 'node:path';
import { aliasesOfContentFile, createSlugger, remarkHeadingIds, slugify } from './heading-ids';

test('github-style slugs, de-duplicated per document', () => {
  expect(slugify('Data shapes')).toBe('data-shapes');
  expect(slugify('Arrays, with column roles')).toBe('arrays-with-column-roles');
  expect(slugify('`chartEvents` & refs!')).toBe('chartevents--refs');
  const slug = createSlugger();
  expect([slug('A'), slug('A'), slug('A')]).toEqual(['a', 'a-1', 'a-2']);
});

test('the remark plugin gives every heading an id', () => {
  const tree = {
    type: 'root',
    children: [
      { type: 'heading', depth: 2, children: [{ type: 'text', value: 'Install' }] },
      {
        type: 'heading',
        depth: 3,
        children: [
          { type: 'inlineCode', value: 'Chart' },
          { type: 'text', value: ' props' },
        ],
      },
      { type: 'heading', depth: 2, children: [{ type: 'text', value: 'Install' }] },
    ],
  };
  remarkHeadingIds()(tree);
  const ids = tree.children.map(
    (h) => (h as { data?: { hProperties?: { id?: string } } }).data?.hProperties?.id,
  );
  expect(ids).toEqual(['install', 'chart-props', 'install-1']);
});

describe('old anchors of renamed headings (aliases)', () => {
  const heading = (text: string) => ({
    type: 'heading',
    depth: 2,
    children: [{ type: 'text', value: text }] as { type: string; value?: string }[],
  });

  test('each old id becomes an empty span at the start of the heading it now lands on', () => {
    const tree = {
      type: 'root',
      children: [heading('Install Chartwrap'), heading('Handle events')],
    };
    const aliasesOf = () => new Map([['install-chartwrap', ['install', 'installation']]]);
    remarkHeadingIds({ aliasesOf })(tree, { path: '/site/content/docs/a.mdx' });
    const [install, events] = tree.children;
    expect(install.children).toEqual([
      {
        type: 'mdxJsxTextElement',
        name: 'span',
        attributes: [{ type: 'mdxJsxAttribute', name: 'id', value: 'install' }],
        children: [],
      },
      {
        type: 'mdxJsxTextElement',
        name: 'span',
        attributes: [{ type: 'mdxJsxAttribute', name: 'id', value: 'installation' }],
        children: [],
      },
      { type: 'text', value: 'Install Chartwrap' },
    ]);
    // The heading's own id comes from its text, not from the targets put in it.
    expect((install as { data?: { hProperties?: { id?: string } } }).data?.hProperties?.id).toBe(
      'install-chartwrap',
    );
    expect(events.children).toEqual([{ type: 'text', value: 'Handle events' }]);
  });

  test('the aliases are looked up for the file being compiled', () => {
    const seen: (string | undefined)[] = [];
    const aliasesOf = (file: { path?: string }) => {
      seen.push(file.path);
      return new Map<string, string[]>();
    };
    remarkHeadingIds({ aliasesOf })({ type: 'root', children: [] }, { path: '/c/docs/b.mdx' });
    expect(seen).toEqual(['/c/docs/b.mdx']);
  });

  test('by default, a file that is no content page (or no file) gets no aliases', () => {
    expect(aliasesOfContentFile({})).toEqual(new Map());
    expect(aliasesOfContentFile({ path: '/nowhere/notes.mdx' })).toEqual(new Map());
  });

  test("by default, the walkthrough's old anchors come from content/anchors.yml", () => {
    const file = { path: path.join(process.cwd(), 'content/docs/quick-walkthrough.mdx') };
    const aliases = aliasesOfContentFile(file);
    expect(aliases.get('install-chartwrap')).toEqual(['install']);
    expect(aliases.get('render-on-the-server-and-in-nextjs')).toEqual([
      'server-rendering',
      'nextjs-and-server-components',
    ]);
  });
});
