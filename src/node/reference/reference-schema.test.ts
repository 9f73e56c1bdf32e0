/** @jest-environment node */
import type { NodePluginSchema } from 'gatsby';
import { contentTypes } from '../content/schema';
import { referenceSchema } from './reference-schema';

type Field = { type: string; description?: string };
type TypeConfig = { name: string; fields: Record<string, Field> };

// The schema's configs as written (buildObjectType returns its config unchanged here).
const schema = { buildObjectType: (config: unknown) => config } as unknown as NodePluginSchema;
const types = new Map(
  contentTypes(schema, [referenceSchema])
    .map((t) => t as unknown as TypeConfig)
    .map((t) => [t.name, t.fields]),
);
const field = (type: string, name: string) => types.get(type)![name]!;

test('ChartwrapProp nodes are in the schema, every field described', () => {
  const prop = types.get('ChartwrapProp')!;
  expect(Object.keys(prop)).toEqual(expect.arrayContaining(['name', 'type', 'description']));
  for (const f of Object.values(prop)) expect(f.description).toBeTruthy();
});

test('ChartwrapOption nodes and Mdx.optionsReference are in the schema, every field described', () => {
  const option = types.get('ChartwrapOption')!;
  expect(Object.keys(option)).toEqual(
    expect.arrayContaining(['owner', 'path', 'anchor', 'parentPath', 'type', 'description']),
  );
  for (const f of Object.values(option)) expect(f.description).toBeTruthy();
  expect(field('Mdx', 'optionsReference').type).toBe('[ChartwrapOption!]!');
});

test('ChartwrapEvent nodes and Mdx.eventsReference are in the schema, every field described', () => {
  const event = types.get('ChartwrapEvent')!;
  expect(Object.keys(event)).toEqual(['owner', 'event', 'anchor', 'args', 'description']);
  for (const f of Object.values(event)) expect(f.description).toBeTruthy();
  expect(field('Mdx', 'eventsReference').type).toBe('[ChartwrapEvent!]!');
});
