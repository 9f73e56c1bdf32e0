/**
 * The rehype plugin of gatsby-plugin-mdx (gatsby-config.ts) that highlights a page's code blocks
 * as the MDX compiler meets them.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Root as HastRoot } from 'hast';
import type { VFile } from 'vfile';
import { PUBLIC_DIR } from '../lifecycle/paths';
import { CODE_BLOCK_CACHE_DIR, cachedCodeBlock } from './code-block-cache';
import { codeBlockElements } from './code-block-elements';
import { mdxJsxElement } from './mdx-jsx';
import { FRONT_MATTER } from './mdx-text';
import { codeBlockId } from './page-code-blocks';
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
 * The rehype plugin: every `<pre><code>` of an MDX page becomes `<CodeBlock block title lang
 * popups />`. The block is rendered here (so a block that fails stops the build naming its file and
 * line), but the compiled page names it only by its id: its highlighted HTML and copy text are the
 * page's data (`Mdx.codeBlocks`, page-code-blocks.ts), so they are not in the page's JavaScript. A
 * twoslash block's type popups are a file of `public/` the browser fetches, `popups` its path.
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
        const { popups, title, lang } = await cachedCodeBlock(input, location, cacheDir);
        // The block's HTML and copy text are page data (`Mdx.codeBlocks`), found by this id.
        parent.children[index] = mdxJsxElement(component, {
          block: codeBlockId(input),
          title,
          lang,
          popups: popups ? writePopupsFile(publicDir, popups) : null,
        });
      }),
    );
  };
}
