/**
 * The highlighted code blocks of one page, from its page query (`mdx { codeBlocks { id html copy } }`).
 * The MDX module names each block by its id only (`<CodeBlock block="…" />`): a block's HTML and
 * text reach the browser once, in the page's data, instead of a second time as strings inside the
 * page's JavaScript, which the reader's browser would download, parse and compile before the page
 * answers (the walkthrough's two dozen typed blocks made its JavaScript the largest of the site).
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';

/** One block of the page: what `CodeBlock` shows and what its Copy button copies. */
export interface PageCodeBlock {
  id: string;
  html: string;
  copy: string;
}

const CodeBlocksContext = createContext<ReadonlyMap<string, PageCodeBlock>>(new Map());

export function CodeBlocksProvider({
  blocks,
  children,
}: {
  blocks: readonly PageCodeBlock[] | null | undefined;
  children: ReactNode;
}) {
  const byId = useMemo(() => new Map((blocks ?? []).map((block) => [block.id, block])), [blocks]);
  return <CodeBlocksContext.Provider value={byId}>{children}</CodeBlocksContext.Provider>;
}

/** The page's block `id`, or undefined while the page's data and its module disagree (develop). */
export function usePageCodeBlock(id: string | undefined): PageCodeBlock | undefined {
  const blocks = useContext(CodeBlocksContext);
  return id === undefined ? undefined : blocks.get(id);
}
