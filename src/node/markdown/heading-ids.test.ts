import { createSlugger, remarkHeadingIds, slugify } from './heading-ids';

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
