/** @jest-environment node */
import type { NodePluginSchema } from 'gatsby';
import { contentTypes } from '../content/schema';
import { markdownSchema } from './markdown-schema';

type Field = { type: string; description?: string; resolve?: (source: unknown) => unknown };
type TypeConfig = { name: string; fields: Record<string, Field> };

// The schema's configs as written (buildObjectType returns its config unchanged here).
const schema = { buildObjectType: (config: unknown) => config } as unknown as NodePluginSchema;
const types = new Map(
  contentTypes(schema, [markdownSchema])
    .map((t) => t as unknown as TypeConfig)
    .map((t) => [t.name, t.fields]),
);
const field = (type: string, name: string) => types.get(type)![name]!;

test("Mdx.tocHeadings lists a page's h2 and h3 headings with their ids, from its body", () => {
  const resolve = field('Mdx', 'tocHeadings').resolve!;
  const body = ['# Title', '## Install', '### With npm', '#### Too deep'].join('\n\n');
  expect(resolve({ body })).toEqual([
    { id: 'install', title: 'Install', level: 2 },
    { id: 'with-npm', title: 'With npm', level: 3 },
  ]);
  expect(resolve({})).toEqual([]);
  expect(Object.keys(types.get('TocHeading')!)).toEqual(['id', 'title', 'level']);
});

test('ExampleSource nodes and Mdx.exampleSources are in the schema, every field described', () => {
  const source = types.get('ExampleSource')!;
  expect(Object.keys(source)).toEqual(['name', 'path', 'code', 'html']);
  for (const f of Object.values(source)) expect(f.description).toBeTruthy();
  expect(field('Mdx', 'exampleSources').type).toBe('[ExampleSource!]!');
});
