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
import { CODE_TOKENS } from '../../shared/code-theme';
import {
  cachedCodeBlock,
  codeBlockCacheIsEmpty,
  CodeBlockError,
  prerenderCodeBlocks,
  popupsFile,
  rehypeCodeBlocks,
  restorePopupsFiles,
  renderCodeBlock,
  TWOSLASH_COMPILER_OPTIONS,
  type CodeLocation,
} from './code-blocks';
import ts from 'typescript';
import { FRONT_MATTER, remarkPlugins } from './mdx-text';

/** What the TypeScript compiler itself says of `code`, with the options twoslash blocks use. */
function compilerMessages(code: string): string[] {
  // Inside the repository, so `react` and its JSX types resolve as they do for twoslash.
  const parent = path.join(process.cwd(), 'node_modules', '.cache');
  fs.mkdirSync(parent, { recursive: true });
  const dir = fs.mkdtempSync(path.join(parent, 'twoslash-oracle-'));
  const file = path.join(dir, 'sample.tsx');
  fs.writeFileSync(file, code.replace(/^\/\/ @errors:.*\n/m, ''));
  const program = ts.createProgram([file], { ...TWOSLASH_COMPILER_OPTIONS, noEmit: true });
  const messages = ts
    .getPreEmitDiagnostics(program)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n').split('\n')[0]!);
  fs.rmSync(dir, { recursive: true });
  return messages;
}

const at: CodeLocation = { file: 'content/docs/guide.mdx', line: 20 };

describe('renderCodeBlock', () => {
  it('colours tokens with the palette variables, once for both colour modes', async () => {
    const block = await renderCodeBlock(
      { code: "const answer = 'yes';\n", lang: 'tsx', meta: '' },
      at,
    );
    expect(block.html).toMatch(/^<pre class="shiki[^"]*code-block__pre/);
    expect(block.html).toContain('color:var(--code-token-keyword)">const</span>');
    expect(block.html).toContain("color:var(--code-token-string-expression)\"> 'yes'</span>");
    // No literal colour: the stylesheet gives the variables their light and dark values.
    expect(block.html).not.toMatch(/#[0-9a-f]{3,6}\b/i);
    const used = [...block.html.matchAll(/--code-token-([a-z-]+)/g)].map((m) => m[1]);
    for (const name of used) expect(CODE_TOKENS).toContain(name);
    expect(block.copy).toBe("const answer = 'yes';");
    expect(block.lang).toBe('tsx');
  });

  it('reads a title and highlighted lines from the meta', async () => {
    const block = await renderCodeBlock(
      { code: 'a();\nb();\nc();\n', lang: 'ts', meta: 'title="src/App.tsx" {2}' },
      at,
    );
    expect(block.title).toBe('src/App.tsx');
    const lines = block.html.match(/<span class="line[^"]*"/g) ?? [];
    expect(lines).toEqual([
      '<span class="line"',
      '<span class="line highlighted"',
      '<span class="line"',
    ]);
  });

  it('marks diff lines and copies the code without the removed ones or the notation', async () => {
    const code = [
      "import { Chart } from 'react-google-charts'; // [!code --]",
      "import { Chart } from 'chartwrap'; // [!code ++]",
    ].join('\n');
    const block = await renderCodeBlock({ code, lang: 'tsx', meta: '' }, at);
    expect(block.html).toContain('has-diff');
    expect(block.html).toContain('class="line diff remove"');
    expect(block.html).toContain('class="line diff add"');
    expect(block.html).not.toContain('[!code');
    expect(block.copy).toBe("import { Chart } from 'chartwrap';");
  });

  it('renders a block without a language as plain text', async () => {
    const block = await renderCodeBlock({ code: 'npm install chartwrap', lang: '', meta: '' }, at);
    expect(block.lang).toBe('text');
    expect(block.copy).toBe('npm install chartwrap');
  });

  it('fails on an unknown language, naming the file and the fence line', async () => {
    await expect(renderCodeBlock({ code: 'x', lang: 'tsxx', meta: '' }, at)).rejects.toThrow(
      'content/docs/guide.mdx:20: code block language "tsxx" is not one the site highlights',
    );
  });
});

describe('twoslash blocks', () => {
  it("names a module's types by its import, never by a path of the build machine", async () => {
    const code = "import { render } from '@testing-library/react';\nconst queries = render;\n";
    const block = await renderCodeBlock({ code, lang: 'tsx', meta: 'twoslash' }, at);
    expect(block.html).toContain('twoslash-hover');
    for (const published of [block.html, JSON.stringify(block.popups)]) {
      expect(published).not.toContain(process.cwd());
      expect(published).not.toContain('node_modules');
    }
  }, 60_000);

  it("shows the compiler's types against the workspace's chartwrap", async () => {
    const code = [
      "import type { ChartOptions } from 'chartwrap';",
      '',
      "const options: ChartOptions<'PieChart'> = { pieHole: 0.4 };",
    ].join('\n');
    const block = await renderCodeBlock({ code, lang: 'ts', meta: 'twoslash' }, at);
    expect(block.html).toContain('twoslash-hover');
    // The popups are not in the block's HTML: each hover target takes focus and is numbered by
    // its popup, which names its type and is a tooltip with an id (the browser puts it back).
    expect(block.html).not.toContain('twoslash-popup-container');
    expect(block.html).not.toContain('aria-describedby');
    const targets = [
      ...block.html.matchAll(/<span class="twoslash-hover" tabindex="0" data-popup="(\d+)">/g),
    ];
    expect(targets.map((m) => Number(m[1]))).toEqual(block.popups!.map((_, i) => i));
    expect(block.popups!.length).toBeGreaterThanOrEqual(3);
    for (const [i, popup] of block.popups!.entries())
      expect(popup).toMatch(
        new RegExp(
          `^<span class="twoslash-popup-container" id="twoslash-[0-9a-f]{8}-${i}" role="tooltip">`,
        ),
      );
    const text = block.popups!.join('').replace(/<[^>]+>/g, '');
    expect(text).toContain('pieHole?: number | undefined');
    expect(block.copy).toBe(code);
  }, 60_000);

  it("draws an expected error under the code with the compiler's message", async () => {
    const code = [
      "import { Chart } from 'chartwrap';",
      '',
      '// @errors: 2322',
      '<Chart chartType="PieChart" data={[]} options={{ pieHole: \'wide\' }} />;',
    ].join('\n');
    const block = await renderCodeBlock({ code, lang: 'tsx', meta: 'twoslash' }, at);
    // The option is underlined, and the compiler's own message follows the line.
    expect(block.html).toMatch(/<span class="twoslash-error">(<span[^>]*>)?pieHole</);
    const [message] = compilerMessages(code);
    expect(message).toMatch(/^Type '.+' is not assignable to type '.+'\.$/);
    expect(block.html).toContain(
      `<div class="twoslash-meta-line twoslash-error-line">${message}</div>`,
    );
    // Copy gives the code a reader runs: no `// @errors` line, no error text.
    expect(block.copy).toBe(code.replace('// @errors: 2322\n', ''));
  }, 60_000);

  it('fails on an unexpected error, naming the file and the line of the error', async () => {
    // The fence is on line 20, so the code's second line is line 22 of the file.
    const code = "import { Chart } from 'chartwrap';\nconst n: number = 'one';";
    const failure = renderCodeBlock({ code, lang: 'ts', meta: 'twoslash' }, at);
    await expect(failure).rejects.toThrow(CodeBlockError);
    await expect(failure).rejects.toThrow(
      "content/docs/guide.mdx:22: unexpected TypeScript error 2322 in a twoslash block: Type 'string' is not assignable to type 'number'.",
    );
  }, 60_000);

  it('counts lines in the code as written, annotation lines included', async () => {
    const code = [
      "import { Chart } from 'chartwrap';",
      '// @errors: 2322',
      "const n: number = 'one';",
      'drawChart(Chart);',
    ].join('\n');
    await expect(renderCodeBlock({ code, lang: 'tsx', meta: 'twoslash' }, at)).rejects.toThrow(
      "content/docs/guide.mdx:24: unexpected TypeScript error 2304 in a twoslash block: Cannot find name 'drawChart'.",
    );
  }, 60_000);
});

describe('expected errors', () => {
  it('fails when an expected error no longer happens, naming the line of `@errors`', async () => {
    const code = [
      "import { Chart } from 'chartwrap';",
      '// @errors: 2322',
      'const n: number = 1;',
    ].join('\n');
    await expect(renderCodeBlock({ code, lang: 'ts', meta: 'twoslash' }, at)).rejects.toThrow(
      'content/docs/guide.mdx:22: a twoslash block expects TypeScript error 2322, which the compiler no longer reports',
    );
  }, 60_000);
});

describe('cachedCodeBlock', () => {
  it('renders a block once and reads it back from the cache', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'code-blocks-'));
    const input = { code: 'let x = 1;', lang: 'ts', meta: '' };
    const first = await cachedCodeBlock(input, at, dir);
    const [file] = fs.readdirSync(dir);
    expect(file).toMatch(/^[0-9a-f]{64}\.json$/);
    // A stored result is used as it is.
    fs.writeFileSync(path.join(dir, file!), JSON.stringify({ ...first, copy: 'from the cache' }));
    expect((await cachedCodeBlock(input, at, dir)).copy).toBe('from the cache');
    fs.rmSync(dir, { recursive: true });
  });
});

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

  it('turns each fenced block into one <CodeBlock> with the highlighted HTML as a string', async () => {
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
      html: expect.stringMatching(/^<pre class="shiki/),
      copy: 'const a = 1;',
      title: 'App.tsx',
      lang: 'tsx',
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
      expect(attributes.html).not.toContain('twoslash-popup-container');
      const popups = JSON.parse(fs.readFileSync(path.join(publicDir, attributes.popups), 'utf8'));
      expect(popups).toHaveLength(attributes.html.match(/data-popup=/g)!.length);
      expect(popups.join('').replace(/<[^>]+>/g, '')).toContain('const twice: number');
      // Named by its content: the same popups, the same file.
      expect(popupsFile(popups)).toBe(attributes.popups);
    } finally {
      fs.rmSync(publicDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('writes again, from the cache, a popups file a built page names and public/ lacks', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'code-blocks-restore-'));
    try {
      const publicDir = path.join(dir, 'public');
      const cacheDir = path.join(dir, 'cache');
      const popups = ['<span class="twoslash-popup-container" id="t-0">const a: 1</span>'];
      const file = popupsFile(popups);
      fs.mkdirSync(path.join(publicDir, 'docs/x'), { recursive: true });
      fs.mkdirSync(cacheDir);
      const page = `<div class="code-block__body" data-popups="${file}"></div>`;
      fs.writeFileSync(path.join(publicDir, 'docs/x/index.html'), page);
      // Nothing cached yet: the build fails naming the page and the file.
      expect(() => restorePopupsFiles(publicDir, cacheDir)).toThrow(
        `docs/x/index.html names the type popups ${file}`,
      );
      const block = { html: '', copy: '', title: null, lang: 'ts', popups };
      fs.writeFileSync(path.join(cacheDir, 'abc.json'), JSON.stringify(block));
      expect(restorePopupsFiles(publicDir, cacheDir)).toBe(1);
      expect(JSON.parse(fs.readFileSync(path.join(publicDir, file), 'utf8'))).toEqual(popups);
      // Present now: nothing to write.
      expect(restorePopupsFiles(publicDir, cacheDir)).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

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
