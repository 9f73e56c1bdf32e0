/**
 * The rehype plugin of gatsby-plugin-mdx (gatsby-config.ts) that highlights a page's code blocks
 * as the MDX compiler meets them.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Element, Root as HastRoot } from 'hast';
import type { VFile } from 'vfile';
import { PUBLIC_DIR } from '../lifecycle/paths';
import { CODE_BLOCK_CACHE_DIR, cachedCodeBlock } from './code-block-cache';
import { codeBlockElements } from './code-block-elements';
import { FRONT_MATTER } from './mdx-text';
import { writePopupsFile } from './popups-files';

/**
 * Lines before the text the MDX compiler was given: gatsby-plugin-mdx compiles a page's body, its
 * file without the front matter, so positions are shifted by the front matter's lines.
 */
function lineOffset(file: VFile): number {
  if (!file.path || FRONT_MATTER.test(String(file.value))) return 0;
  try {
    const match = FRONT_MATTER.exec(fs.readFileSync(file.path, 'utf8'));
    return match ? match[0].split('\n').length - 1 : 0;
  } catch {
    return 0;
  }
}

export interface RehypeCodeBlocksOptions {
  /** The name of the MDX component that renders a block (src/components/CodeBlock.tsx). */
  component?: string;
  /** Where results are cached; null: no cache (tests). */
  cacheDir?: string | null;
  /** Where twoslash blocks' popups files are written (the site's `public/`, by default). */
  publicDir?: string;
}

/**
 * The rehype plugin: every `<pre><code>` of an MDX page becomes
 * `<CodeBlock html copy title lang popups />` (one string of highlighted HTML per block, not a
 * React element per token, so the page's JavaScript stays small; a twoslash block's type popups in
 * a file of `public/` the browser fetches, `popups` its path).
 */
export function rehypeCodeBlocks({
  component = 'CodeBlock',
  cacheDir = CODE_BLOCK_CACHE_DIR,
  publicDir = PUBLIC_DIR,
}: RehypeCodeBlocksOptions = {}) {
  return async (tree: HastRoot, file: VFile) => {
    const blocks = codeBlockElements(tree);
    if (blocks.length === 0) return;
    const offset = lineOffset(file);
    const fileName = file.path ? path.relative(process.cwd(), file.path) : '(MDX)';
    await Promise.all(
      blocks.map(async ({ parent, index, pre, input }) => {
        const location = { file: fileName, line: offset + (pre.position?.start.line ?? 0) };
        const { popups, ...block } = await cachedCodeBlock(input, location, cacheDir);
        const props = { ...block, popups: popups ? writePopupsFile(publicDir, popups) : null };
        const attributes = Object.entries(props).flatMap(([name, value]) =>
          value === null ? [] : [{ type: 'mdxJsxAttribute', name, value: String(value) }],
        );
        parent.children[index] = {
          type: 'mdxJsxFlowElement',
          name: component,
          attributes,
          children: [],
        } as unknown as Element;
      }),
    );
  };
}
