/**
 * Our Shiki transformers: twoslash's type popups taken out of the block into a list of their own
 * (their targets made focusable), and the text a reader copies.
 */
import { hastToHtml, type ShikiTransformer } from 'shiki';

// Shiki's trees are hast 3 (the MDX compiler's are hast 2): its own types for them.
type ShikiRoot = Parameters<NonNullable<ShikiTransformer['root']>>[0];
type ShikiElement = Parameters<NonNullable<ShikiTransformer['pre']>>[0];
type ShikiNode = ShikiRoot['children'][number];

/** A Shiki element's classes (Shiki writes `class` as a string, hast utilities `className`). */
function classesOf(node: ShikiElement): string[] {
  const value = node.properties?.class ?? node.properties?.className ?? [];
  return Array.isArray(value) ? value.map(String) : String(value).split(/\s+/);
}

/** The text of a hast node, without the twoslash popups and annotation lines it carries. */
function visibleText(node: ShikiNode): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element') return '';
  const classes = classesOf(node);
  if (classes.some((c) => c.startsWith('twoslash-popup') || c === 'twoslash-meta-line')) return '';
  return node.children.map(visibleText).join('');
}

/** The lines of the highlighted `<code>`, minus removed (diff) lines: what a reader copies. */
function copyText(pre: ShikiElement): string {
  const code = pre.children.find((c): c is ShikiElement => c.type === 'element');
  if (!code) return '';
  return (
    code.children
      .filter((c): c is ShikiElement => c.type === 'element')
      .filter((line) => classesOf(line).includes('line') && !classesOf(line).includes('remove'))
      // Trailing spaces are what a removed `// [!code …]` notation leaves.
      .map((line) => visibleText(line).trimEnd())
      .join('\n')
  );
}

/**
 * Twoslash's hover targets take keyboard focus, so a keyboard or screen reader user reaches the
 * types a mouse user hovers. Their popups leave the block's HTML for `popups` (each a tooltip with
 * an id, its target numbered by `data-popup`): on a page of many typed blocks they were most of
 * its HTML and of its JavaScript, and the browser puts each back into its target, which it then
 * describes, as the block nears the viewport (src/components/CodeBlock.tsx; figures in
 * docs/benchmarks.md).
 */
export function focusableHovers(blockId: string, popups: string[]): ShikiTransformer {
  /** A long type is a block of its own inside the popup: not a second tab stop. */
  const untabbable = (node: ShikiElement) => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      if (child.tagName === 'pre') delete child.properties.tabindex;
      untabbable(child);
    }
  };
  return {
    name: 'chartwrap:focusable-hovers',
    root(root) {
      const visit = (node: ShikiRoot | ShikiElement) => {
        for (const child of node.children) {
          if (child.type !== 'element') continue;
          if (classesOf(child).includes('twoslash-hover')) {
            const popup = child.children.find(
              (c): c is ShikiElement =>
                c.type === 'element' && classesOf(c).includes('twoslash-popup-container'),
            );
            child.properties.tabindex = 0;
            if (popup) {
              popup.properties.id = `twoslash-${blockId}-${popups.length}`;
              popup.properties.role = 'tooltip';
              untabbable(popup);
              child.properties['data-popup'] = popups.length;
              popups.push(hastToHtml(popup));
              child.children = child.children.filter((c) => c !== popup);
            }
          }
          visit(child);
        }
      };
      visit(root);
    },
  };
}

/** Gives the `<pre>` the site's class and hands the block's copy text to `onCopy`. */
export function copyTextOf(onCopy: (copy: string) => void): ShikiTransformer {
  return {
    name: 'chartwrap:copy-text',
    pre(pre) {
      this.addClassToHast(pre, 'code-block__pre');
    },
    root(root) {
      const pre = root.children.find((c): c is ShikiElement => c.type === 'element');
      if (pre) onCopy(copyText(pre));
    },
  };
}
