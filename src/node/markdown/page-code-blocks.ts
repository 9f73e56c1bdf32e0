/**
 * A page's code blocks as page data: `Mdx.codeBlocks` resolves each distinct block of the page to
 * its highlighted HTML and its copy text, under the id the rehype plugin gives the block in the
 * compiled page (`<CodeBlock block="…" />`). The strings travel once, in the page's data, instead
 * of a second time inside the page's JavaScript (src/components/code-blocks-context.tsx).
 */
import crypto from 'node:crypto';
import type { Root as HastRoot } from 'hast';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { dependOnBuildCode, type NodeReader } from '../lifecycle/build-code-node';
import { CODE_BLOCK_CACHE_DIR, blockText, cachedCodeBlock } from './code-block-cache';
import { codeBlockElements, type CodeBlockElement } from './code-block-elements';
import type { CodeBlockInput } from './code-block-types';
import { codeNodesIn } from './mdx-text';

/** The opening of a fenced block, anywhere (in a list, a quote, a JSX element). */
const FENCE = /```|~~~/;

/** mdast to hast as the MDX compiler does it (its remark-rehype). */
const toHast = unified().use(remarkRehype).freeze();

/**
 * The `<pre><code>` elements the MDX compiler will make of the fenced blocks of `source` (an MDX
 * file or body), read without compiling the page.
 */
export function codeBlocksOfMdx(source: string): CodeBlockElement[] {
  // Only a text with a fence can hold a block (MDX has no indented code): most pages have none.
  if (!FENCE.test(source)) return [];
  const codeNodes = codeNodesIn(source);
  if (codeNodes.length === 0) return [];
  return codeBlockElements(toHast.runSync({ type: 'root', children: codeNodes }) as HastRoot);
}

/** A block's id on its page: a digest of its code, language and meta (the same block, one id). */
export function codeBlockId(input: CodeBlockInput): string {
  return crypto.createHash('sha256').update(blockText(input)).digest('hex').slice(0, 16);
}

/** One block of a page, as its page query returns it. */
export interface PageCodeBlock {
  id: string;
  html: string;
  copy: string;
}

/**
 * The distinct blocks of a page's MDX `body`, rendered through the code-block cache (`cacheDir`;
 * null: none, for tests).
 */
export async function pageCodeBlocks(
  body: string,
  file: string,
  cacheDir: string | null = CODE_BLOCK_CACHE_DIR,
): Promise<PageCodeBlock[]> {
  const byId = new Map<string, CodeBlockInput & { line: number }>();
  for (const { input, pre } of codeBlocksOfMdx(body)) {
    const id = codeBlockId(input);
    if (!byId.has(id)) byId.set(id, { ...input, line: pre.position?.start.line ?? 0 });
  }
  return Promise.all(
    [...byId].map(async ([id, { line, ...input }]) => {
      const { html, copy } = await cachedCodeBlock(input, { file, line }, cacheDir);
      return { id, html, copy };
    }),
  );
}

/** The field `Mdx.codeBlocks`. */
export const codeBlocksField = {
  type: '[PageCodeBlock!]!',
  description:
    'The highlighted code blocks of the page, one per distinct block, by the id its compiled page gives each <CodeBlock block="…">.',
  resolve: async (
    source: { body?: string; internal?: { contentFilePath?: string } },
    _args: unknown,
    context: NodeReader,
  ) => {
    // The blocks are what this build's code made of them: the query runs again when that changes.
    await dependOnBuildCode(context);
    return pageCodeBlocks(source.body ?? '', source.internal?.contentFilePath ?? '(MDX)');
  },
};
