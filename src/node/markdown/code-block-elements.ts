/**
 * The code blocks of a page's hast tree: each `<pre><code>` element the MDX compiler makes of a
 * fenced block, with what it is rendered from (its text, the fence's language and meta).
 */
import type { Element, Root as HastRoot } from 'hast';
import type { CodeBlockInput } from './code-block-types';

export interface CodeBlockElement {
  parent: HastRoot | Element;
  index: number;
  pre: Element;
  input: CodeBlockInput;
}

/** `class="language-tsx"` of a `<code>` element: the fence's language. */
function languageOf(code: Element): string {
  const classes = (code.properties?.className as string[] | undefined) ?? [];
  const language = classes.find((c) => c.startsWith('language-'));
  return language ? language.slice('language-'.length) : '';
}

const isJsxElement = (node: { type: string }) =>
  node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';

/** The `<pre><code>` elements of a page's tree, each with what it is rendered from. */
export function codeBlockElements(tree: HastRoot): CodeBlockElement[] {
  const blocks: CodeBlockElement[] = [];
  const visit = (parent: HastRoot | Element) => {
    parent.children.forEach((child, index) => {
      // A JSX element of the page (`<Tabs>`…) holds hast too: its blocks are highlighted as well.
      if (isJsxElement(child)) return visit(child as unknown as Element);
      if (child.type !== 'element') return;
      const code = child.children[0];
      if (
        child.tagName === 'pre' &&
        child.children.length === 1 &&
        code?.type === 'element' &&
        code.tagName === 'code'
      ) {
        const text = code.children.map((c) => (c.type === 'text' ? c.value : '')).join('');
        const meta = (code.data as { meta?: string } | undefined)?.meta ?? '';
        blocks.push({
          parent,
          index,
          pre: child,
          input: { code: text, lang: languageOf(code), meta },
        });
      } else {
        visit(child);
      }
    });
  };
  visit(tree);
  return blocks;
}
