/**
 * Admonitions in MDX pages, in the syntax writers know from Docusaurus:
 *
 *     :::warning[Optional title]
 *     Text, lists, code…
 *     :::
 *
 * A remark plugin (the directive syntax of remark-directive, plus the transform below). Each
 * admonition becomes a block quote whose first paragraph is its label ("**Warning**", or
 * "**Warning:** Optional title"), rendered as `<div class="admonition admonition--warning" role="note"
 * aria-label="…">`: the page shows a styled box, and the Markdown copy of the page (mdx-text.ts)
 * reads as a block quote opening with the label in bold. An unknown kind fails the build naming
 * the file and the line. Text and leaf directives (`:name` in running text, `::name` on a line)
 * are not used by the site: they are written back as the text they came from, so a colon in
 * prose (`ratio:Height`) stays as it was.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Blockquote, Content, Paragraph, PhrasingContent, Root, Text } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import remarkDirective from 'remark-directive';
import type { Processor } from 'unified';
import type { VFile } from 'vfile';

/** The admonition kinds and the label each shows. */
export const ADMONITION_KINDS = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
} as const;

export type AdmonitionKind = keyof typeof ADMONITION_KINDS;

const isKind = (name: string): name is AdmonitionKind => Object.hasOwn(ADMONITION_KINDS, name);

type Directive = ContainerDirective | LeafDirective | TextDirective;
type AnyNode = Root | Content;

/** The visible text of phrasing content. */
function textOf(nodes: readonly PhrasingContent[]): string {
  return nodes
    .map((node) => ('value' in node ? node.value : 'children' in node ? textOf(node.children) : ''))
    .join('');
}

/** `:name[label]{attributes}` as written (the attributes as `key="value"`). */
function directiveSource(node: LeafDirective | TextDirective): string {
  const marker = node.type === 'leafDirective' ? '::' : ':';
  const label = node.children.length ? `[${textOf(node.children)}]` : '';
  const attributes = Object.entries(node.attributes ?? {})
    .map(([key, value]) => (value ? `${key}="${value}"` : key))
    .join(' ');
  return `${marker}${node.name}${label}${attributes ? `{${attributes}}` : ''}`;
}

/**
 * Where the build should point a writer: `content/docs/page.mdx:12`. The line is looked up in the
 * file itself, since the text the plugin parses may start after the front matter.
 */
function location(filePath: string, node: Directive): string {
  let line = node.position?.start.line;
  try {
    const marker = new RegExp(`^\\s*:{3,}${node.name}(?![\\w-])`);
    const lines = fs.readFileSync(filePath, 'utf8').split(/\r?\n/);
    const index = lines.findIndex((l) => marker.test(l));
    if (index >= 0) line = index + 1;
  } catch {
    // The file is not on disk (a test's text): keep the parsed position.
  }
  const name = path.relative(process.cwd(), filePath);
  return line ? `${name}:${line}` : name;
}

/**
 * The block quote standing for one admonition. An unknown kind is an error where the file is
 * known (gatsby-plugin-mdx compiling the page); the build's other readers of a page's text
 * (mdx-text.ts, which reads bodies without their file) keep it as a block quote, since the page's
 * compilation reports it with the file and the line.
 */
function admonition(node: ContainerDirective, file: VFile | undefined): Blockquote {
  const known = isKind(node.name);
  if (!known && file?.path) {
    throw new Error(
      `${location(file.path, node)}: unknown admonition ":::${node.name}"; use one of ${Object.keys(
        ADMONITION_KINDS,
      )
        .map((kind) => `:::${kind}`)
        .join(', ')}`,
    );
  }
  const [first, ...rest] = node.children;
  const labelled = first?.type === 'paragraph' && first.data?.directiveLabel === true;
  const title = labelled ? textOf((first as Paragraph).children).trim() : '';
  const kindLabel = known ? ADMONITION_KINDS[node.name as AdmonitionKind] : node.name;
  // "**Warning:** Title" or "**Warning**": the kind is in the visible text, not only its colour.
  const heading: Paragraph = {
    type: 'paragraph',
    data: { hProperties: { className: ['admonition__title'] } },
    children: [
      { type: 'strong', children: [{ type: 'text', value: title ? `${kindLabel}:` : kindLabel }] },
      ...(title ? [{ type: 'text', value: ` ${title}` } as Text] : []),
    ],
  };
  return {
    type: 'blockquote',
    data: {
      hName: 'div',
      hProperties: {
        className: ['admonition', `admonition--${node.name}`],
        role: 'note',
        ariaLabel: title ? `${kindLabel}: ${title}` : kindLabel,
      },
    },
    children: [heading, ...((labelled ? rest : node.children) as Blockquote['children'])],
    position: node.position,
  };
}

/** Replaces every directive of `tree` in place (see the module comment). */
export function transformAdmonitions(tree: Root, file?: VFile): void {
  const visit = (parent: AnyNode): void => {
    if (!('children' in parent)) return;
    const children: Content[] = [];
    for (const child of parent.children as (Content | Directive)[]) {
      if (child.type === 'containerDirective') {
        const quote = admonition(child, file);
        visit(quote);
        children.push(quote);
      } else if (child.type === 'leafDirective') {
        const text: Text = { type: 'text', value: directiveSource(child) };
        children.push({ type: 'paragraph', children: [text], position: child.position });
      } else if (child.type === 'textDirective') {
        children.push({ type: 'text', value: directiveSource(child), position: child.position });
      } else {
        visit(child);
        children.push(child);
      }
    }
    (parent as { children: Content[] }).children = children;
  };
  visit(tree);
}

/** The remark plugin: the directive syntax (remark-directive) and the admonition transform. */
export function remarkAdmonitions(this: Processor) {
  remarkDirective.call(this as never);
  return (tree: Root, file: VFile) => transformAdmonitions(tree, file);
}
