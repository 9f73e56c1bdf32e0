/**
 * The highlighted code blocks of one page, from its page query (`mdx { codeBlocks { id html copy } }`).
 * The MDX module names each block by its id only (`<CodeBlock block="…" />`): a block's HTML and
 * text reach the browser once, in the page's data, instead of a second time as strings inside the
 * page's JavaScript, which the reader's browser would download, parse and compile before the page
 * answers (the walkthrough's two dozen typed blocks made its JavaScript the largest of the site).
 */
import { pageItemsById } from './page-items-context';

/** One block of the page: what `CodeBlock` shows and what its Copy button copies. */
export interface PageCodeBlock {
  id: string;
  html: string;
  copy: string;
}

const codeBlocks = pageItemsById<PageCodeBlock>();

/** Gives the page's blocks (`items`, from its query) to the blocks of its MDX. */
export const CodeBlocksProvider = codeBlocks.Provider;

/** The page's block `id`, or undefined while the page's data and its module disagree (develop). */
export const usePageCodeBlock = codeBlocks.useItem;
