/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { pageCodeBlocks } from './page-code-blocks';
import { popupsFile } from './popups-files';
import { rehypeCodeBlocks } from './rehype-code-blocks';

describe('rehypeCodeBlocks', () => {
  // The MDX compiler's pipeline up to the rehype plugins: Markdown, then hast.
  const run = async (source: string, filePath = path.join(process.cwd(), 'content/docs/x.mdx')) => {
    const processor = unified()
      .use(remarkParse)
      .use(remarkRehype)
      .use(rehypeCodeBlocks, { cacheDir: null });
    const file = new VFile({ value: source, path: filePath });
    return processor.run(processor.parse(file), file);
  };

  it('turns each fenced block into one <CodeBlock> that names the block by the id its page data holds it under', async () => {
    const tree = await run('# Hi\n\n```tsx title="App.tsx"\nconst a = 1;\n```\n');
    const element = tree.children.find(
      (c) => c.type !== 'text' && c.type !== 'element',
    ) as unknown as {
      type: string;
      name: string;
      attributes: { name: string; value: string }[];
    };
    expect(element.type).toBe('mdxJsxFlowElement');
    expect(element.name).toBe('CodeBlock');
    const attributes = Object.fromEntries(element.attributes.map((a) => [a.name, a.value]));
    expect(attributes).toEqual({
      block: expect.stringMatching(/^[0-9a-f]{16}$/),
      title: 'App.tsx',
      lang: 'tsx',
    });
    const [pageBlock] = await pageCodeBlocks(
      '# Hi\n\n```tsx title="App.tsx"\nconst a = 1;\n```\n',
      'x.mdx',
      null,
    );
    expect(pageBlock).toEqual({
      id: attributes.block,
      html: expect.stringMatching(/^<pre class="shiki/),
      copy: 'const a = 1;',
    });
  });

  it("publishes a twoslash block's popups as a file of their own and passes its path", async () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'code-blocks-public-'));
    try {
      const processor = unified()
        .use(remarkParse)
        .use(remarkRehype)
        .use(rehypeCodeBlocks, { cacheDir: null, publicDir });
      const source = '```ts twoslash\nconst size = 4;\nconst twice = size * 2;\n```\n';
      const file = new VFile({
        value: source,
        path: path.join(process.cwd(), 'content/docs/x.mdx'),
      });
      const tree = await processor.run(processor.parse(file), file);
      const element = tree.children.find((c) => c.type === 'mdxJsxFlowElement') as unknown as {
        attributes: { name: string; value: string }[];
      };
      const attributes = Object.fromEntries(element.attributes.map((a) => [a.name, a.value]));
      expect(attributes.popups).toMatch(/^\/twoslash\/[0-9a-f]{16}\.json$/);
      const [{ html }] = await pageCodeBlocks(source, 'x.mdx', null);
      expect(html).not.toContain('twoslash-popup-container');
      const popups = JSON.parse(fs.readFileSync(path.join(publicDir, attributes.popups), 'utf8'));
      expect(popups).toHaveLength(html.match(/data-popup=/g)!.length);
      expect(popups.join('').replace(/<[^>]+>/g, '')).toContain('const twice: number');
      // Named by its content: the same popups, the same file.
      expect(popupsFile(popups)).toBe(attributes.popups);
    } finally {
      fs.rmSync(publicDir, { recursive: true, force: true });
    }
  }, 60_000);

  it("counts the front matter gatsby-plugin-mdx leaves out of the body in the file's lines", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'code-blocks-mdx-'));
    const file = path.join(dir, 'page.mdx');
    // gray-matter's body starts after the closing `---` line: its third line is the file's 7th.
    const body = 'Text.\n\n```tsxx\nx\n```\n';
    fs.writeFileSync(file, `---\ntitle: T\ndescription: D\n---\n${body}`);
    await expect(run(body, file)).rejects.toThrow(/page\.mdx:7: code block language "tsxx"/);
    fs.rmSync(dir, { recursive: true });
  });

  it('names the file and line of a block in an unknown language', async () => {
    await expect(run('Text\n\n```tsxx\nx\n```\n')).rejects.toThrow(
      /^content\/docs\/x\.mdx:3: code block language "tsxx"/,
    );
  });
});
