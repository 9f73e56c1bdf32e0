/**
 * A component in an MDX page's hast tree, as the rehype steps put one there (`<CodeBlock
 * block="…" />`, `<Prose part="…" />`): a JSX element with string attributes and no children,
 * which the MDX compiler then compiles as it compiles the writer's own JSX.
 */
import type { Element } from 'hast';

/** A childless JSX element `name`, one attribute per prop (props that are null are left out). */
export function mdxJsxElement(name: string, props: Record<string, string | null>): Element {
  const attributes = Object.entries(props).flatMap(([prop, value]) =>
    value === null ? [] : [{ type: 'mdxJsxAttribute', name: prop, value }],
  );
  // hast's types know no JSX; the MDX compiler's hast does (mdast-util-mdx-jsx).
  return { type: 'mdxJsxFlowElement', name, attributes, children: [] } as unknown as Element;
}
