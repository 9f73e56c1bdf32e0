import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Root } from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { remarkAdmonitions } from './admonitions';
import { mdxToMarkdown, textBlocks } from './mdx-text';

const processor = unified().use(remarkParse).use(remarkMdx).use(remarkAdmonitions).freeze();

/** The mdast of an MDX text after the plugin ran (a VFile gives it a path). */
function transform(text: string, file = new VFile({ value: text })): Root {
  return processor.runSync(processor.parse(file), file) as Root;
}

/** The hast (HTML tree) of MDX text, as @mdx-js/mdx makes it with remark-rehype. */
const toHast = unified().use(remarkRehype).freeze();

interface Element {
  type: string;
  tagName: string;
  properties: Record<string, unknown>;
  children: unknown[];
}

/** The hast element the page renders for the first block of `text`. */
function firstElement(text: string): Element {
  const hast = toHast.runSync(transform(text)) as unknown as { children: Element[] };
  return hast.children.find((c) => c.type === 'element')!;
}

describe('admonitions', () => {
  it('renders each kind as a labelled note with its kind in the class name', () => {
    for (const [kind, label] of [
      ['note', 'Note'],
      ['tip', 'Tip'],
      ['info', 'Info'],
      ['warning', 'Warning'],
      ['danger', 'Danger'],
    ]) {
      const element = firstElement(`:::${kind}\nBody text.\n:::\n`);
      expect(element.tagName).toBe('div');
      expect(element.properties).toEqual({
        className: ['admonition', `admonition--${kind}`],
        role: 'note',
        ariaLabel: label,
      });
      expect(JSON.stringify(element.children)).toContain(`"value":"${label}"`);
      expect(JSON.stringify(element.children)).toContain('Body text.');
    }
  });

  it('takes an optional title in brackets, shown after the kind', () => {
    const element = firstElement(
      ':::warning[Keep options stable]\nA new object each render.\n:::\n',
    );
    expect(element.properties.ariaLabel).toBe('Warning: Keep options stable');
    const text = JSON.stringify(element.children);
    expect(text).toContain('"value":"Warning:"');
    expect(text).toContain('"value":" Keep options stable"');
    expect(text).toContain('A new object each render.');
  });

  it('fails on an unknown kind, naming the file and the line, where the file is known', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admonitions-'));
    const file = path.join(dir, 'page.mdx');
    const source = '---\ntitle: T\n---\n\nIntro.\n\n:::caution\nCareful.\n:::\n';
    fs.writeFileSync(file, source);
    // The body without its front matter, as gatsby-plugin-mdx hands it over: line 7 of the file.
    const body = source.replace(/^---[\s\S]*?---\n/, '');
    expect(() => transform(body, new VFile({ value: body, path: file }))).toThrow(
      `${path.relative(process.cwd(), file)}:7: unknown admonition ":::caution"; use one of :::note, :::tip, :::info, :::warning, :::danger`,
    );
    fs.rmSync(dir, { recursive: true });
    // Without a file (the build's text reader), the page's compilation is left to report it.
    expect(mdxToMarkdown({ title: 'T', body: ':::nope\nx\n:::\n', sources: [] })).toContain(
      '> **nope**\n>\n> x',
    );
  });

  it('leaves colons in running text as they were (no text or leaf directives)', () => {
    const md = mdxToMarkdown({
      title: 'T',
      body: 'A ratio of width:height and a :smile here.\n\n::leaf\n',
      sources: [],
    });
    expect(md).toContain('A ratio of width:height and a :smile here.');
    expect(md).toContain('::leaf');
  });

  it('reads as a block quote opening with the label in the page Markdown and search text', () => {
    const body =
      'Before.\n\n:::tip[Faster builds]\nKeep `.cache/`.\n\n- one\n- two\n:::\n\n:::danger\nNo.\n:::\n';
    const md = mdxToMarkdown({ title: 'T', body, sources: [] });
    expect(md).toContain('> **Tip:** Faster builds\n>\n> Keep `.cache/`.\n>\n> - one\n> - two');
    expect(md).toContain('> **Danger**\n>\n> No.');
    expect(md).not.toContain(':::');
    expect(textBlocks(body).map((b) => b.text)).toEqual([
      'Before.',
      'Tip: Faster builds',
      'Keep .cache/.',
      'one',
      'two',
      'Danger',
      'No.',
    ]);
  });
});
