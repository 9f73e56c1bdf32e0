/**
 * The props reference nodes match the library's exported props: the node names are exactly the
 * keys of `ChartProps` (checked by the compiler below), with their types and doc comments.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChartProps, DeprecatedChartProps } from 'chartwrap';
import type { Node } from 'gatsby';
import {
  cachedChartProps,
  propsFromNodes,
  propsMarkdownTable,
  readChartReference,
  sourceReferenceNodes,
  type PropDoc,
} from './props-reference';

// tsc fails here when a prop is added to or removed from the library without this list (and so
// this test) following. Deprecated props are not in the reference.
const EXPORTED_PROPS: Record<Exclude<keyof ChartProps, keyof DeprecatedChartProps>, true> = {
  chartType: true,
  data: true,
  rows: true,
  columns: true,
  diffdata: true,
  options: true,
  width: true,
  height: true,
  className: true,
  style: true,
  id: true,
  'aria-label': true,
  chartEvents: true,
  onLoad: true,
  onError: true,
  formatters: true,
  legendToggle: true,
  controls: true,
  render: true,
  toolbarItems: true,
  spreadsheetUrl: true,
  spreadsheetQueryParameters: true,
  loader: true,
  errorElement: true,
  getChartEditor: true,
  chartVersion: true,
  chartPackages: true,
  chartLanguage: true,
  mapsApiKey: true,
  loaderUrl: true,
  loadTimeout: true,
  rootProps: true,
  chartWrapperParams: true,
  chartActions: true,
  toolbarID: true,
};

let props: PropDoc[];
beforeAll(() => {
  props = readChartReference().props;
});

test('one reference entry per exported prop of <Chart>', () => {
  expect(props.map((p) => p.name).sort()).toEqual(Object.keys(EXPORTED_PROPS).sort());
});

test('entries carry the declared type, required flag, doc comment and default', () => {
  const byName = new Map(props.map((p) => [p.name, p]));
  expect(byName.get('chartType')).toMatchObject({ required: true, type: 'T' });
  expect(byName.get('options')).toMatchObject({ required: false, type: 'CheckedOptions<T, O>' });
  expect(byName.get('chartVersion')?.description).toMatch(/google\.charts\.load/);
  expect(byName.get('chartVersion')?.defaultValue).toBe("'current'");
  expect(byName.get('loadTimeout')?.declaredIn).toBe('LoaderProps');
  expect(byName.get('spreadsheetUrl')?.description.length).toBeGreaterThan(10);
  // Defaults written in code (`props.height || '400px'`) are found too.
  expect(byName.get('height')?.defaultValue).toBeTruthy();
});

test('sourceNodes creates one ChartwrapProp node per prop', () => {
  const nodes: Record<string, unknown>[] = [];
  sourceReferenceNodes(
    {
      actions: { createNode: (node: Record<string, unknown>) => nodes.push(node) },
      createNodeId: (s: string) => `id:${s}`,
      createContentDigest: (x: unknown) => JSON.stringify(x).length.toString(),
    } as never,
    props,
  );
  expect(nodes).toHaveLength(Object.keys(EXPORTED_PROPS).length);
  expect(nodes[0]).toMatchObject({
    id: 'id:ChartwrapProp-chartType',
    name: 'chartType',
    internal: { type: 'ChartwrapProp' },
  });
});

test('the props read back from their nodes are the props, in declaration order', () => {
  const nodes: Node[] = [];
  sourceReferenceNodes(
    {
      actions: { createNode: (node: Node) => nodes.push(node) },
      createNodeId: (s: string) => `id:${s}`,
      createContentDigest: () => 'digest',
    } as never,
    props,
  );
  const byType = (type: string) => (type === 'ChartwrapProp' ? [...nodes].reverse() : []);
  expect(propsFromNodes(byType)).toEqual(props.map((prop) => expect.objectContaining(prop)));
});

test('Markdown table escapes pipes in types', () => {
  const table = propsMarkdownTable(props);
  expect(table.split('\n')).toHaveLength(props.length + 2);
  expect(table).toContain('| `width` | `number \\| string` |');
});

test("the props are kept in Gatsby's cache until a file they were read from changes", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'props-reference-'));
  const entry = path.join(dir, 'index.ts');
  const store = new Map<string, unknown>();
  const cache = {
    get: async (key: string) => store.get(key),
    set: async (key: string, value: unknown) => void store.set(key, value),
  };
  const names = async () => (await cachedChartProps(cache, entry)).map((p) => p.name);
  try {
    fs.writeFileSync(path.join(dir, 'loader.ts'), 'export interface LoaderProps { a: string }\n');
    fs.writeFileSync(
      entry,
      "import type { LoaderProps } from './loader';\nexport interface ChartProps extends LoaderProps { b: number }\n",
    );
    expect(await names()).toEqual(['b', 'a']);

    // Unchanged files: the stored props are used as they are (this marker proves no new read).
    const stored = [...store.values()][0] as { value: PropDoc[] };
    stored.value = [{ ...stored.value[0], name: 'from-cache' }];
    expect(await names()).toEqual(['from-cache']);

    // An edit to an imported file, not only to the entry, is seen.
    fs.writeFileSync(path.join(dir, 'loader.ts'), 'export interface LoaderProps { c: string }\n');
    expect(await names()).toEqual(['b', 'c']);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
