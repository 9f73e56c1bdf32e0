/** @jest-environment node */
import type { NodePluginSchema } from 'gatsby';
import type { ContentPageFields, MdxNode, ResolverContext } from './content-pages';
import { contentTypes } from './schema';
import { parseSidebars } from './sidebar';

type Field = { type: string; resolve?: (...args: unknown[]) => unknown };
type TypeConfig = { name: string; fields: Record<string, Field> };

// The schema's configs as written (buildObjectType returns its config unchanged here).
const schema = { buildObjectType: (config: unknown) => config } as unknown as NodePluginSchema;
const types = new Map(
  contentTypes(schema)
    .filter((t) => typeof t === 'object')
    .map((t) => t as unknown as TypeConfig)
    .map((t) => [t.name, t.fields]),
);
const field = (type: string, name: string) => types.get(type)![name];

const mdx = (
  docId: string,
  frontmatter: Record<string, unknown>,
  extra: Partial<ContentPageFields> = {},
): MdxNode =>
  ({
    id: docId,
    frontmatter,
    fields: {
      docId,
      collection: docId.split('/')[0],
      slug: `/${docId}`,
      draft: false,
      unlisted: false,
      ...extra,
    },
  }) as unknown as MdxNode;

const NODES: Record<string, unknown[]> = {
  Mdx: [
    mdx('docs/walk', { title: 'Walk', tags: ['intro'] }),
    mdx('examples/pie', { title: 'Pie', kind: 'core', sidebar_position: 2, tags: ['intro'] }),
    mdx('examples/area', { title: 'Area', kind: 'core', sidebar_position: 1 }),
    mdx('examples/wip', { title: 'Wip', kind: 'core', tags: ['intro'] }, { draft: true }),
    mdx('examples/hidden', { title: 'Hidden', kind: 'core', tags: ['intro'] }, { unlisted: true }),
  ],
  Tag: [
    { tagId: 'intro', label: 'Intro' },
    { tagId: 'pie', label: 'Pie' },
  ],
  Sidebar: [
    {
      sidebarId: 'default',
      definition: parseSidebars(`
default:
  - type: category
    label: Guides
    items: [docs/walk]
  - type: category
    label: Core charts
    autogenerate: core
`).default,
    },
  ],
};
const context: ResolverContext = {
  nodeModel: {
    findAll: async <T>({ type }: { type: string }) => ({ entries: (NODES[type] ?? []) as T[] }),
  },
};
const fieldsOf = (docId: string) =>
  (NODES.Mdx as MdxNode[]).find((n) => n.fields!.docId === docId)!.fields!;

const ENV = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = ENV;
});

test('fields.built and fields.listed: drafts only outside production, unlisted never listed', () => {
  process.env.NODE_ENV = 'production';
  const built = field('MdxFields', 'built').resolve!;
  const listed = field('MdxFields', 'listed').resolve!;
  expect(built(fieldsOf('examples/wip'))).toBe(false);
  expect(built(fieldsOf('examples/hidden'))).toBe(true);
  expect(listed(fieldsOf('examples/hidden'))).toBe(false);
  expect(listed(fieldsOf('examples/pie'))).toBe(true);
  process.env.NODE_ENV = 'development';
  expect(listed(fieldsOf('examples/wip'))).toBe(true);
});

test('sections, a page’s section and a tag’s pages follow the same rule', async () => {
  process.env.NODE_ENV = 'production';
  const sections = (await field('Sidebar', 'sections').resolve!(NODES.Sidebar[0], {}, context)) as {
    label: string;
    pages: MdxNode[];
  }[];
  expect(sections.map((s) => [s.label, s.pages.map((p) => p.id)])).toEqual([
    ['Guides', ['docs/walk']],
    ['Core charts', ['examples/area', 'examples/pie']],
  ]);
  const examples = (await field('Sidebar', 'sections').resolve!(
    NODES.Sidebar[0],
    { collection: 'examples' },
    context,
  )) as { label: string }[];
  expect(examples.map((s) => s.label)).toEqual(['Core charts']);
  const section = field('MdxFields', 'section').resolve!;
  expect(await section(fieldsOf('examples/pie'), {}, context)).toBe('Core charts');
  expect(await section(fieldsOf('examples/hidden'), {}, context)).toBeNull();
  const tagPages = (await field('Tag', 'pages').resolve!(
    { tagId: 'intro' },
    {},
    context,
  )) as MdxNode[];
  expect(tagPages.map((p) => p.id)).toEqual(['examples/pie', 'docs/walk']);
  const items = await field('Sidebar', 'items').resolve!(NODES.Sidebar[0], {}, context);
  expect(JSON.stringify(items)).not.toContain('hidden');
  const docs = (await field('DocsVersion', 'docs').resolve!({}, {}, context)) as { id: string }[];
  expect(docs.map((d) => d.id)).not.toContain('examples/wip');
  expect(await field('DocsVersion', 'draftIds').resolve!({}, {}, context)).toEqual([
    'examples/wip',
  ]);
  const tagNodes = field('MdxFrontmatter', 'tagNodes').resolve!;
  expect(await tagNodes({ tags: ['pie', 'intro'] }, {}, context)).toEqual([
    { tagId: 'pie', label: 'Pie' },
    { tagId: 'intro', label: 'Intro' },
  ]);
  expect(await tagNodes({}, {}, context)).toEqual([]);
});

test("a version's docs come by doc id, whatever the order of the node store", async () => {
  const reversed: ResolverContext = {
    nodeModel: {
      findAll: async <T>({ type }: { type: string }) => ({
        entries: [...(NODES[type] ?? [])].reverse() as T[],
      }),
    },
  };
  const ids = async (ctx: ResolverContext) =>
    ((await field('DocsVersion', 'docs').resolve!({}, {}, ctx)) as { id: string }[]).map(
      (d) => d.id,
    );
  expect(await ids(context)).toEqual([...(await ids(context))].sort());
  expect(await ids(reversed)).toEqual(await ids(context));
});

test("a query over every page builds the sidebar's sections once, a new query afresh", async () => {
  process.env.NODE_ENV = 'production';
  let calls = 0;
  const query = (): ResolverContext => ({
    nodeModel: {
      findAll: (args) => {
        calls++;
        return context.nodeModel.findAll(args);
      },
    },
  });
  const section = field('MdxFields', 'section').resolve!;
  const oneQuery = query();
  const labels = await Promise.all(
    ['docs/walk', 'examples/pie', 'examples/area'].map((id) => section(fieldsOf(id), {}, oneQuery)),
  );
  expect(labels).toEqual(['Guides', 'Core charts', 'Core charts']);
  const callsForOneQuery = calls;
  await section(fieldsOf('docs/walk'), {}, query());
  expect(calls).toBe(2 * callsForOneQuery);
});

test("a later stage's part adds its fields to Mdx and its types to the schema", () => {
  const extra = { name: 'Extra', fields: { value: { type: 'String!' } } };
  const composed = contentTypes(schema, [
    {
      mdxFields: { extraField: { type: 'Extra!', description: 'Added by a later stage.' } },
      types: () => [extra as never],
    },
  ]).map((t) => t as unknown as TypeConfig);
  const mdx = composed.find((t) => t.name === 'Mdx')!;
  expect(Object.keys(mdx.fields)).toEqual(['frontmatter', 'fields', 'extraField']);
  expect(composed).toContainEqual(extra);
  expect(composed.filter((t) => t.name === 'Mdx')).toHaveLength(1);
  // Without parts, Mdx has the content layer's own fields only.
  expect(Object.keys(types.get('Mdx')!)).toEqual(['frontmatter', 'fields']);
});
