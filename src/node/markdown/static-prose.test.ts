/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Root as HastRoot } from 'hast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { readProseParts, rehypeStaticProse } from './static-prose';

// The MDX compiler's pipeline up to its rehype plugins: MDX, then hast with the JSX kept.
const MDX_NODES = ['mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxFlowExpression', 'mdxjsEsm'];

let storeDir: string;
beforeEach(() => {
  storeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-prose-'));
});
afterEach(() => fs.rmSync(storeDir, { recursive: true, force: true }));

async function compile(source: string, enabled = true) {
  const mdxFile = path.join(storeDir, 'page.mdx');
  const processor = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkRehype, { passThrough: MDX_NODES })
    .use(rehypeStaticProse, { storeDir, enabled });
  const file = new VFile({ value: source, path: mdxFile });
  const tree = (await processor.run(processor.parse(file), file)) as HastRoot;
  return { tree, parts: readProseParts(mdxFile, storeDir) };
}

/** The top level of a compiled page, as names: `Prose:<id>`, a JSX element's name, or a tag. */
const outline = (tree: HastRoot) =>
  tree.children
    .filter((node) => !(node.type === 'text' && node.value === '\n'))
    .map((node) => {
      const n = node as unknown as {
        type: string;
        name?: string;
        tagName?: string;
        attributes?: { name: string; value: string }[];
      };
      if (n.name === 'Prose') return `Prose:${n.attributes?.[0].value}`;
      return n.name ?? n.tagName ?? n.type;
    });

const PAGE = `Opening paragraph with [the examples](/examples/) and [Google](https://developers.google.com/chart).

## Install Chartwrap

- one
- two

<Chart chartType="PieChart" />

Closing words, \`code\` and **bold**.
`;

test('each run of static elements becomes one <Prose part>, and JSX between runs stays as it is', async () => {
  const { tree, parts } = await compile(PAGE);
  const names = outline(tree);
  expect(names).toEqual([`Prose:${parts[0].id}`, 'Chart', `Prose:${parts[1].id}`]);
  expect(parts).toHaveLength(2);
  expect(parts[1].html).toBe('<p>Closing words, <code>code</code> and <strong>bold</strong>.</p>');
});

test("a part's HTML is what the MDX components map renders: heading anchors, new-tab external links", async () => {
  const { parts: plain } = await compile(
    '## Install\n\n[Google](https://example.com) and [home](/).',
  );
  expect(plain[0].html).toContain(
    '<a href="https://example.com" target="_blank" rel="noopener noreferrer">Google</a>',
  );
  expect(plain[0].html).toContain('<a href="/">home</a>');
  // A heading with no id (the heading-ids step gives every one an id in the site) has no anchor.
  expect(plain[0].html).toContain('<h2>Install</h2>');
});

test('headings with an id carry their "Direct link to …" anchor, as AnchoredHeading renders it', async () => {
  const processor = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkRehype, { passThrough: MDX_NODES })
    .use(() => (tree: HastRoot) => {
      // The site's heading-ids step: an id from the heading text.
      for (const node of tree.children)
        if (node.type === 'element' && node.tagName === 'h2') node.properties = { id: 'install' };
    })
    .use(rehypeStaticProse, { storeDir, enabled: true });
  const mdxFile = path.join(storeDir, 'headings.mdx');
  const file = new VFile({ value: '## Install `chartwrap`\n\nText.', path: mdxFile });
  await processor.run(processor.parse(file), file);
  const [part] = readProseParts(mdxFile, storeDir);
  expect(part.html).toBe(
    '<h2 id="install" class="anchor">Install <code>chartwrap</code>' +
      '<a class="hash-link" href="#install" aria-label="Direct link to Install chartwrap" title="Direct link to Install chartwrap">\u200b</a></h2>\n<p>Text.</p>',
  );
});

test('an element holding JSX or an expression is not static: it stays in the page code whole', async () => {
  const { tree, parts } = await compile('Before.\n\n- a <Badge /> item\n- {1 + 1}\n\nAfter.');
  expect(outline(tree)).toEqual([`Prose:${parts[0].id}`, 'ul', `Prose:${parts[1].id}`]);
});

test('the same prose twice on a page is stored once, under one id', async () => {
  const { tree, parts } = await compile('Same.\n\n<Chart />\n\nSame.');
  expect(parts).toHaveLength(1);
  expect(outline(tree)).toEqual([`Prose:${parts[0].id}`, 'Chart', `Prose:${parts[0].id}`]);
});

test('outside a production build the prose stays in the page code, and nothing is stored', async () => {
  const { tree, parts } = await compile(PAGE, false);
  expect(outline(tree)).toEqual(['p', 'h2', 'ul', 'Chart', 'p']);
  expect(parts).toEqual([]);
});

test("a page's parts of its last two compiles are kept: a bundle cached by webpack still finds its own", async () => {
  const first = (await compile('First version.')).parts;
  const second = (await compile('Second version.')).parts;
  expect(second.map((p) => p.html).sort()).toEqual([
    '<p>First version.</p>',
    '<p>Second version.</p>',
  ]);
  // Compiling the second version again adds nothing; a third drops the first.
  expect((await compile('Second version.')).parts).toHaveLength(2);
  const third = (await compile('Third version.')).parts.map((p) => p.html).sort();
  expect(third).toEqual(['<p>Second version.</p>', '<p>Third version.</p>']);
  expect(first).toHaveLength(1);
});
