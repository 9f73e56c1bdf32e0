/**
 * Code blocks, highlighted at build time. One Shiki highlighter per process colours every fenced
 * block of the MDX pages (through `rehypeCodeBlocks`, a rehype plugin of gatsby-plugin-mdx) and
 * every example module's source (`ExampleSource.html`), with the CSS-variables theme of
 * src/shared/code-theme.ts: the markup carries variables, the stylesheet gives them their light and
 * dark values, and the browser highlights nothing.
 *
 * A block's meta (after the language on the fence line) may hold:
 * - `title="src/App.tsx"`: a file name shown above the code;
 * - `{2,4-5}`: lines to highlight;
 * - `twoslash`: the block is compiled against the workspace's `chartwrap` (packages/chartwrap/src)
 *   and each identifier carries its type; `// @errors: 2322` before a line expects that error,
 *   which is drawn under the code with the compiler's message. Any other error fails the build with
 *   the file and line.
 * Inside the code, `// [!code ++]` and `// [!code --]` at a line's end mark it added or removed
 * (a diff), and `// [!code highlight]` highlights it.
 *
 * This module renders one block. Around it: the highlighter (code-highlighter.ts), twoslash
 * (twoslash-blocks.ts), our Shiki transformers (code-block-transformers.ts), the disk cache
 * (code-block-cache.ts), the popups files (popups-files.ts), the rehype plugin
 * (rehype-code-blocks.ts) and the pre-rendering in a build child (prerender-code-blocks.ts).
 */
import { createHash } from 'node:crypto';
import {
  transformerMetaHighlight,
  transformerNotationDiff,
  transformerNotationHighlight,
} from '@shikijs/transformers';
import type { ShikiTransformer } from 'shiki';
import { copyTextOf, focusableHovers } from './code-block-transformers';
import {
  CodeBlockError,
  type CodeBlockInput,
  type CodeLocation,
  type RenderedCodeBlock,
} from './code-block-types';
import { CODE_LANGUAGES, CODE_THEME, highlighter, isPlainLanguage } from './code-highlighter';
import { TWOSLASH_LANGUAGES, isTwoslashBlock, twoslashTransformer } from './twoslash-blocks';

const TITLE = /\btitle="([^"]*)"/;

/** The highlighted block, or a CodeBlockError for an unknown language or an unexpected error. */
export async function renderCodeBlock(
  input: CodeBlockInput,
  location: CodeLocation,
): Promise<RenderedCodeBlock> {
  const lang = input.lang.trim().toLowerCase();
  const shiki = await highlighter();
  const plain = isPlainLanguage(lang);
  if (!plain && !shiki.getLoadedLanguages().includes(lang)) {
    throw new CodeBlockError(
      location,
      0,
      `code block language "${input.lang}" is not one the site highlights (${CODE_LANGUAGES.join(', ')}, or text)`,
    );
  }
  const twoslash = isTwoslashBlock(input.meta);
  if (twoslash && !TWOSLASH_LANGUAGES.includes(lang)) {
    throw new CodeBlockError(location, 0, `twoslash needs a ts or tsx block, not "${input.lang}"`);
  }
  const code = input.code.replace(/\n$/, '');
  const popups: string[] = [];
  const transformers: ShikiTransformer[] = [
    transformerMetaHighlight(),
    transformerNotationHighlight(),
    transformerNotationDiff(),
  ];
  if (twoslash) {
    transformers.push(
      twoslashTransformer(location),
      focusableHovers(createHash('sha256').update(code).digest('hex').slice(0, 8), popups),
    );
  }
  let copy = '';
  const html = shiki.codeToHtml(code, {
    lang: plain ? 'text' : lang,
    theme: CODE_THEME.name!,
    // No time limit per line: past Shiki's default 500 ms (a loaded machine, the grammar's first
    // use) the rest of the line would come out as one token, silently, and be cached so.
    tokenizeTimeLimit: 0,
    meta: { __raw: input.meta },
    transformers: [...transformers, copyTextOf((text) => (copy = text))],
  });
  return {
    html,
    copy,
    title: TITLE.exec(input.meta)?.[1] ?? null,
    lang: plain ? 'text' : lang,
    popups: popups.length > 0 ? popups : null,
  };
}
