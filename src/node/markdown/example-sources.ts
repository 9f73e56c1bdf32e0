/**
 * Example source text in the content layer. `gatsby-source-filesystem` reads `src/examples/`
 * (source instance "example-sources"); each example module becomes an `ExampleSource` node holding
 * its exact text, and `Mdx.exampleSources` resolves the examples a page embeds
 * (`<Example name="…" />`), so templates query the code they show instead of copying it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CreateNodeArgs } from 'gatsby';
import { exampleNamesIn } from './mdx-text';
import type { ResolverContext } from '../content/content-pages';
import { cachedCodeBlock } from './code-block-cache';
import type { LocatedCodeBlock } from './code-block-types';

const EXAMPLE_SOURCES_INSTANCE = 'example-sources';
export const EXAMPLE_SOURCE_TYPE = 'ExampleSource';

/** gatsby-source-filesystem options for the example modules (tests are not examples). */
export const exampleSourcesFilesystemOptions = {
  name: EXAMPLE_SOURCES_INSTANCE,
  path: './src/examples',
  ignore: ['**/*.test.ts?(x)', '**/__snapshots__/**'],
};

export const exampleSourceDescription =
  'The exact source text of one example module in src/examples/, shown (and made editable) beside the live example on the pages that embed it.';

/** The fields of `ExampleSource`: stored (name, path, code) and `html`, highlighted when queried. */
export const exampleSourceFields = {
  name: {
    type: 'String!',
    description: 'Module name: the file name without .tsx, as used in <Example name="…" />.',
  },
  path: {
    type: 'String!',
    description: 'Path from the repository root, e.g. src/examples/pie-chart.tsx.',
  },
  code: { type: 'String!', description: "The module's source text, byte for byte." },
  html: {
    type: 'String!',
    description:
      'The source highlighted at build time (src/node/markdown/code-blocks.ts): a <pre> whose colours are the CSS variables of the code palette.',
    async resolve(source: { code: string; path: string }) {
      const { input, location } = exampleSourceBlock(source);
      return (await cachedCodeBlock(input, location)).html;
    },
  },
};

interface FileNode {
  id: string;
  internal: { type: string; contentDigest: string };
  sourceInstanceName?: string;
  extension?: string;
  name?: string;
  relativePath?: string;
}

type OnCreateNodeArgs = Pick<
  CreateNodeArgs,
  'node' | 'actions' | 'loadNodeContent' | 'createNodeId' | 'createContentDigest'
>;

/** An example module: a .tsx file that is not a test. */
const isExampleModule = (extension: string | undefined, name: string) =>
  extension === 'tsx' && !name.endsWith('.test');

export function isExampleSourceFile(node: FileNode): boolean {
  return (
    node.internal.type === 'File' &&
    node.sourceInstanceName === EXAMPLE_SOURCES_INSTANCE &&
    isExampleModule(node.extension, String(node.name))
  );
}

/** The code block an example's source is shown as (`ExampleSource.html`). */
export function exampleSourceBlock(source: { code: string; path: string }): LocatedCodeBlock {
  return {
    input: { code: source.code, lang: 'tsx', meta: '' },
    location: { file: source.path, line: 0 },
  };
}

/** The code blocks of every example module, read from disk (for the build's pre-rendering). */
export function exampleSourceBlocks(): LocatedCodeBlock[] {
  const dir = exampleSourcesFilesystemOptions.path;
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => {
      const { name, ext } = path.parse(file);
      return !file.includes('__snapshots__') && isExampleModule(ext.slice(1), name);
    })
    .sort()
    .map((file) =>
      exampleSourceBlock({
        code: fs.readFileSync(path.join(dir, file), 'utf8'),
        path: `src/examples/${file.split(path.sep).join('/')}`,
      }),
    );
}

/** `onCreateNode` step: an `ExampleSource` child node for each example module. */
export async function onCreateExampleSourceNode({
  node,
  actions,
  loadNodeContent,
  createNodeId,
  createContentDigest,
}: OnCreateNodeArgs): Promise<void> {
  const file = node as unknown as FileNode;
  if (!isExampleSourceFile(file)) return;
  const code = await loadNodeContent(node);
  const name = String(file.name);
  const child = {
    id: createNodeId(`${EXAMPLE_SOURCE_TYPE}-${name}`),
    parent: node.id,
    children: [],
    name,
    path: `src/examples/${file.relativePath ?? `${name}.tsx`}`,
    code,
    internal: { type: EXAMPLE_SOURCE_TYPE, contentDigest: createContentDigest(code) },
  };
  await actions.createNode(child);
  actions.createParentChildLink({ parent: node, child: child as never });
}

/** The field `Mdx.exampleSources`: the sources of the examples a page embeds. */
export const exampleSourcesField = {
  type: `[${EXAMPLE_SOURCE_TYPE}!]!`,
  description:
    'The example modules this page embeds with <Example name="…" />, in order of appearance.',
  async resolve(source: { body?: string }, _args: unknown, context: ResolverContext) {
    const names = exampleNamesIn(source.body ?? '');
    if (names.length === 0) return [];
    const { entries } = await context.nodeModel.findAll<{ name: string }>({
      type: EXAMPLE_SOURCE_TYPE,
      query: { filter: { name: { in: names } } },
    });
    const byName = new Map(Array.from(entries, (entry) => [entry.name, entry]));
    return names.flatMap((name) => {
      const entry = byName.get(name);
      return entry ? [entry] : [];
    });
  },
};
