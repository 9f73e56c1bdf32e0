/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { codeBlockCacheIsEmpty } from './code-block-cache';
import type { CodeLocation } from './code-block-types';
import { FRONT_MATTER, remarkPlugins } from './mdx-text';
import { prerenderCodeBlocks } from './prerender-code-blocks';
import { rehypeCodeBlocks } from './rehype-code-blocks';

const at: CodeLocation = { file: 'content/docs/guide.mdx', line: 20 };

/** The MDX nodes the MDX compiler passes through remark-rehype untouched. */
const MDX_NODE_TYPES = [
  'mdxFlowExpression',
  'mdxJsxFlowElement',
  'mdxJsxTextElement',
  'mdxTextExpression',
  'mdxjsEsm',
];

describe('prerenderCodeBlocks', () => {
  const page = [
    '---',
    'title: A page',
    '---',
    'Text.',
    '',
    '```tsx title="App.tsx" {1}',
    'const a = 1;',
    '```',
    '',
    ':::note',
    '',
    '```js',
    'let b;',
    '```',
    '',
    ':::',
    '',
    '<div>',
    '',
    '```json',
    '{}',
    '```',
    '',
    '</div>',
    '',
    '```',
    'plain text',
    '```',
    '',
    '```ts',
    '```',
    '',
  ].join('\n');

  it('renders each distinct block once: every block the MDX compiler meets is then in the cache', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'code-blocks-prerender-'));
    const cacheDir = path.join(dir, 'cache');
    const first = path.join(dir, 'first.mdx');
    const second = path.join(dir, 'second.mdx');
    const prose = path.join(dir, 'prose.mdx');
    fs.writeFileSync(prose, 'Only text, and `inline code`.\n');
    fs.writeFileSync(first, page);
    // The same block again, and one the compilation will refuse (it names the file and line).
    fs.writeFileSync(
      second,
      'Text.\n\n```tsx title="App.tsx" {1}\nconst a = 1;\n```\n\n```tsxx\nx\n```\n',
    );

    // An example module's source, which a page query asks for.
    const source = { input: { code: 'export {};', lang: 'tsx', meta: '' }, location: at };
    expect(await prerenderCodeBlocks([first, second, prose], cacheDir, [source])).toEqual({
      files: 3,
      blocks: 7,
      failed: 1,
    });
    const rendered = fs.readdirSync(cacheDir).sort();
    expect(rendered).toHaveLength(6);
    // The next build finds the cache filled, and leaves new blocks to the compilation.
    expect(codeBlockCacheIsEmpty(cacheDir)).toBe(false);
    expect(codeBlockCacheIsEmpty(path.join(dir, 'no-cache-yet'))).toBe(true);

    // The first page as gatsby-plugin-mdx compiles it (its body, with the site's plugins; the MDX
    // compiler's steps up to the rehype plugins): a block it did not find in the cache would be
    // rendered and stored under a new name.
    const compiler = unified()
      .use(remarkParse)
      .use(remarkMdx)
      .use(remarkPlugins)
      .use(remarkRehype, { allowDangerousHtml: true, passThrough: MDX_NODE_TYPES })
      .use(rehypeCodeBlocks, { cacheDir });
    const file = new VFile({ value: page.replace(FRONT_MATTER, ''), path: first });
    const tree = await compiler.run(compiler.parse(file), file);
    expect(JSON.stringify(tree).match(/"name":"CodeBlock"/g)).toHaveLength(5);
    expect(fs.readdirSync(cacheDir).sort()).toEqual(rendered);
    fs.rmSync(dir, { recursive: true });
  }, 60_000);
});
