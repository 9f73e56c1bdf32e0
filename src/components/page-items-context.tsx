/**
 * Items of a page's data found by id: the compiled MDX names a highlighted code block or a run of
 * static prose by its id only (`<CodeBlock block="…" />`, `<Prose part="…" />`), and the component
 * that renders it reads the item from the page's query (`mdx { codeBlocks { id … } }`,
 * `mdx { proseParts { id … } }`) through one of these contexts.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';

/** A context of one kind of item: its provider (given the page's items) and its lookup. */
export function pageItemsById<Item extends { id: string }>() {
  const ItemsContext = createContext<ReadonlyMap<string, Item>>(new Map());

  function Provider({
    items,
    children,
  }: {
    items: readonly Item[] | null | undefined;
    children: ReactNode;
  }) {
    const byId = useMemo(() => new Map((items ?? []).map((item) => [item.id, item])), [items]);
    return <ItemsContext.Provider value={byId}>{children}</ItemsContext.Provider>;
  }

  /** The page's item `id`, or undefined while the page's data and its module disagree (develop). */
  function useItem(id: string | undefined): Item | undefined {
    const items = useContext(ItemsContext);
    return id === undefined ? undefined : items.get(id);
  }

  return { Provider, useItem };
}
