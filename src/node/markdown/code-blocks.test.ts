/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { CODE_TOKENS } from '../../shared/code-theme';
import { CodeBlockError, type CodeLocation } from './code-block-types';
import { renderCodeBlock } from './code-blocks';
import { TWOSLASH_COMPILER_OPTIONS } from './twoslash-blocks';

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
