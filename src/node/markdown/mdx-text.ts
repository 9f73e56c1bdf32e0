/**
 * The build's one reader of MDX page bodies. A body is parsed by the unified pipeline
 * gatsby-plugin-mdx compiles it with (remark-parse, remark-mdx and the site's remark plugins, so
 * headings carry the ids the pages show), then read two ways:
 * - `textBlocks`: headings, paragraphs, list items, table rows and code, for the search records;
 * - `mdxToMarkdown`: plain Markdown for "Copy page as Markdown", the per-page `.md` files and
 *   /llms-full.txt.
 * In both, imports, exports and `{…}` expressions go, and a JSX element gives way to what the caller
 * supplies for it (an example's source, a component's Markdown) or else to its own content.
 */
import type { Code, Content, Heading, HTML, Parent, Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { removeTwoslashNotations } from 'twoslash';
import { unified, type PluggableList } from 'unified';
import { createBoundedCache } from '../../shared/bounded-cache';
import { remarkAdmonitions } from './admonitions';
import { remarkDataFormats } from './data-format-tables';
import { remarkHeadingIds } from './heading-ids';

/**
 * The remark plugins that shape a page's text: gatsby-plugin-mdx renders pages with them (beside
 * the content-link plugin, which needs the page's file path), and this module reads pages with them.
 * Admonitions (`:::note`…) become block quotes that open with their label, so the Markdown copy
 * reads them as such.
 */
export const remarkPlugins: PluggableList = [
  remarkGfm,
  remarkHeadingIds,
  remarkAdmonitions,
  remarkDataFormats,
];

const mdxReader = unified().use(remarkParse).use(remarkMdx).use(remarkPlugins).freeze();

/** Markdown without MDX: descriptions are read with it, and the Markdown copy is written with it. */
const markdown = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkStringify, { bullet: '-', listItemIndent: 'one', rule: '-' })
  .freeze();

/** A file's front matter block (`---` lines), which gatsby-plugin-mdx keeps out of a page's body. */
export const FRONT_MATTER = /^\uFEFF?---\r?\n[\s\S]*?\r?\n---(?:\r?\n|$)/;

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;
type Node = Root | Content;

/** What a JSX element becomes: nodes in its place, or `null` to keep its content. */
type ElementReplacer = (element: JsxElement) => Content[] | null;

/** The tree of an MDX body (front matter allowed: it is skipped), after the site's plugins ran. */
function parseMdx(body: string): Root {
  return mdxReader.runSync(mdxReader.parse(body.replace(FRONT_MATTER, ''))) as Root;
}

/**
 * The fenced code blocks of an MDX file, in order, inside JSX and admonitions too: the `code`
 * nodes the MDX compiler turns into the `<pre><code>` elements code-blocks.ts highlights.
 */
export function codeNodesIn(source: string): Code[] {
  const blocks: Code[] = [];
  const visit = (node: Node) => {
    if (node.type === 'code') blocks.push(node);
    else if ('children' in node) (node.children as Node[]).forEach(visit);
  };
  visit(parseMdx(source));
  return blocks;
}

/** Removes ESM and expressions, and replaces every JSX element as `replace` says (in place). */
function resolveJsx(tree: Root, replace: ElementReplacer): Root {
  const visit = (parent: Parent): void => {
    parent.children = parent.children.flatMap((child: Content): Content[] => {
      switch (child.type) {
        case 'mdxjsEsm':
        case 'mdxFlowExpression':
        case 'mdxTextExpression':
          return [];
        case 'mdxJsxFlowElement':
        case 'mdxJsxTextElement': {
          const replaced = replace(child);
          if (replaced) return replaced;
          visit(child);
          return child.children as Content[];
        }
        default:
          if ('children' in child) visit(child);
          return [child];
      }
    }) as Parent['children'];
  };
  visit(tree);
  return tree;
}

/** The value of a JSX element's string attribute (`name="pie-chart"`). */
function stringAttribute(element: JsxElement, name: string): string | undefined {
  const attribute = element.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof attribute?.value === 'string' ? attribute.value : undefined;
}

/** `// [!code ++]`, `// [!code --]`, `// [!code highlight]`: Shiki's notations (code-blocks.ts). */
const CODE_NOTATION = /\s*\/\/\s*\[!code ([\w+-]+)(?::\d+)?\]\s*$/;

/**
 * A fenced block as a reader of text gets it: twoslash's annotations (`// @errors: …`, `// ^?`)
 * removed, a diff written as a `diff` block (`+`/`-` lines), the display meta (line highlights,
 * `twoslash`) dropped and the title kept.
 */
export function readerCode(code: Code): Code {
  const title = /\btitle="[^"]*"/.exec(code.meta ?? '')?.[0] ?? null;
  let value = /(?:^|\s)twoslash(?:\s|$)/.test(code.meta ?? '')
    ? removeTwoslashNotations(code.value)
    : code.value;
  const lines = value.split('\n').map((line) => {
    const notation = CODE_NOTATION.exec(line);
    return { text: notation ? line.slice(0, notation.index) : line, mark: notation?.[1] };
  });
  const diff = lines.some((l) => l.mark === '++' || l.mark === '--');
  value = lines
    .map(({ text, mark }) => {
      if (!diff) return text;
      return `${mark === '++' ? '+' : mark === '--' ? '-' : ' '} ${text}`;
    })
    .join('\n');
  return { ...code, lang: diff ? 'diff' : code.lang, meta: title, value };
}

/** The visible text of a node: text, code and image descriptions, no raw HTML, spaces folded. */
function plainText(node: Node): string {
  const text = (n: Node): string => {
    if (n.type === 'html') return '';
    if (n.type === 'image') return n.alt ?? '';
    if ('value' in n) return n.value;
    return 'children' in n ? (n.children as Node[]).map(text).join('') : '';
  };
  return text(node).replace(/\s+/g, ' ').trim();
}

/** Plain text of a line of Markdown (a front matter description, a table cell). */
export function inlineText(value: string): string {
  return plainText(markdown.parse(value));
}

/** The element a page writes for an options table: `<OptionsReference of="PieChart" />`. */
export const OPTIONS_REFERENCE_ELEMENT = 'OptionsReference';

/** What the GraphQL resolvers read of a page's body, read together from one parse. */
interface BodyOutline {
  /** `<OptionsReference of="…" />` owners, in order, once each. */
  optionOwners: string[];
  /** `<Example name="…" />` names, in order, once each. */
  examples: string[];
  /** Every heading with an id, of any level, in order. */
  headings: TocHeading[];
}

/**
 * Each body's outline, memoised by the body's text: the resolvers of a page's example sources,
 * options tables and table of contents ask on every query that reads them (pages, search, llms
 * files), and a thousand pages would otherwise be parsed several times over on every build.
 */
const outlineByBody = createBoundedCache<string, BodyOutline>(4000);

function bodyOutline(body: string): BodyOutline {
  let found = outlineByBody.get(body);
  if (!found) {
    const tree = parseMdx(body);
    const outline: BodyOutline = { optionOwners: [], examples: [], headings: headingsOf(tree) };
    resolveJsx(tree, (element) => {
      const [list, attribute] =
        element.name === OPTIONS_REFERENCE_ELEMENT
          ? [outline.optionOwners, 'of']
          : element.name === 'Example'
            ? [outline.examples, 'name']
            : [null, ''];
      const value = list ? stringAttribute(element, attribute) : undefined;
      if (list && value && !list.includes(value)) list.push(value);
      return null;
    });
    found = outline;
    outlineByBody.set(body, found);
  }
  return found;
}

/**
 * The chart or control types whose options tables a page shows (`<OptionsReference of="…" />`),
 * in order, once each.
 */
export const optionOwnersIn = (body: string): string[] => [...bodyOutline(body).optionOwners];

/**
 * Markdown standing for a component: the same for every use, or made from the element's string
 * attributes (`<OptionsReference of="PieChart" />` gives `{ of: 'PieChart' }`).
 */
export type ComponentMarkdown =
  string | ((attributes: Readonly<Record<string, string | undefined>>) => string);

function componentMarkdown(
  components: Readonly<Record<string, ComponentMarkdown>>,
  element: JsxElement,
): string | undefined {
  const given = element.name ? components[element.name] : undefined;
  if (typeof given !== 'function') return given;
  const attributes: Record<string, string | undefined> = {};
  for (const attribute of element.attributes) {
    if (attribute.type === 'mdxJsxAttribute' && typeof attribute.value === 'string') {
      attributes[attribute.name] = attribute.value;
    }
  }
  return given(attributes);
}

/** The names of the examples a page embeds (`<Example name="…" />`), in order, once each. */
export const exampleNamesIn = (body: string): string[] => [...bodyOutline(body).examples];

/** A heading the page's table of contents lists. */
export interface TocHeading {
  /** The heading's id on the page (the anchor the entry links to). */
  id: string;
  /** Its text, inline code included. */
  title: string;
  /** 2 for h2, 3 for h3. */
  level: number;
}

/**
 * The headings a page's table of contents lists (h2 and h3, wherever they stand), with the ids
 * the page renders. Read with the parser and plugins that render the page, from the MDX alone:
 * gatsby-plugin-mdx's `tableOfContents` compiles the whole page again for each query that asks.
 */
export function tocHeadings(body: string, minLevel = 2, maxLevel = 3): TocHeading[] {
  return bodyOutline(body).headings.filter((h) => h.level >= minLevel && h.level <= maxLevel);
}

/** The headings of a parsed body that have an id, wherever they stand (in components too). */
function headingsOf(tree: Root): TocHeading[] {
  const headings: TocHeading[] = [];
  const titleOf = (node: Node): string => {
    if (node.type === 'text' || node.type === 'inlineCode') return node.value;
    return 'children' in node ? (node.children as Node[]).map(titleOf).join('') : '';
  };
  const read = (node: Node): void => {
    if (node.type === 'heading') {
      const id = (node.data?.hProperties as { id?: unknown } | undefined)?.id;
      if (typeof id === 'string') headings.push({ id, title: titleOf(node), level: node.depth });
      return;
    }
    if ('children' in node) (node.children as Node[]).forEach(read);
  };
  read(tree);
  return headings;
}

export type TextBlock =
  | { kind: 'heading'; depth: Heading['depth']; text: string; id: string }
  | { kind: 'text'; text: string }
  | { kind: 'code'; text: string };

/**
 * An MDX body as headings (with the id the site gives each), text blocks (paragraphs, list items,
 * block quotes, table rows, text inside components) and code blocks, in document order.
 * `components` gives the Markdown that stands for a component (e.g. the props reference).
 */
export function textBlocks(
  body: string,
  components: Readonly<Record<string, ComponentMarkdown>> = {},
): TextBlock[] {
  const tree = resolveJsx(parseMdx(body), (element) => {
    const replacement = componentMarkdown(components, element);
    return replacement === undefined ? null : markdown.parse(replacement).children;
  });
  const blocks: TextBlock[] = [];
  const read = (node: Node): void => {
    switch (node.type) {
      case 'heading': {
        const id = (node.data?.hProperties as { id?: unknown } | undefined)?.id;
        blocks.push({ kind: 'heading', depth: node.depth, text: plainText(node), id: String(id) });
        return;
      }
      case 'paragraph': {
        const text = plainText(node);
        if (text) blocks.push({ kind: 'text', text });
        return;
      }
      case 'tableRow': {
        const cells = node.children.map(plainText).filter(Boolean);
        if (cells.length) blocks.push({ kind: 'text', text: cells.join(' — ') });
        return;
      }
      case 'code':
        blocks.push({ kind: 'code', text: readerCode(node).value });
        return;
      default:
        if ('children' in node) (node.children as Node[]).forEach(read);
    }
  };
  read(tree);
  return blocks;
}

export interface MarkdownInput {
  title: string;
  description?: string | null;
  /** Raw MDX body. */
  body: string;
  /** Example sources by name. */
  sources: readonly { name: string; code: string }[];
  /** Absolute or site-relative URL of the page, printed under the title. */
  url?: string;
  /** Markdown standing for a component, by component name (e.g. PropsReference). */
  components?: Readonly<Record<string, ComponentMarkdown>>;
}

/**
 * A page as plain Markdown: title, URL and description, then the body with every
 * `<Example name="x" />` as a fenced block of the example's source and every other component as
 * the Markdown given for it or as its content.
 */
export function mdxToMarkdown({
  title,
  description,
  body,
  sources,
  url,
  components = {},
}: MarkdownInput): string {
  const tree = resolveJsx(parseMdx(body), (element) => {
    if (element.name === 'Example') {
      const name = stringAttribute(element, 'name');
      const source = sources.find((s) => s.name === name);
      if (!source) return [];
      const code: Code = {
        type: 'code',
        lang: 'tsx',
        meta: `title="src/examples/${source.name}.tsx"`,
        value: source.code.replace(/\n+$/, ''),
      };
      return [code];
    }
    const replacement = componentMarkdown(components, element);
    // Raw Markdown is written out as it is given.
    return replacement === undefined ? null : [{ type: 'html', value: replacement } as HTML];
  });
  const clean = (parent: Parent) => {
    parent.children = parent.children.map((child) => {
      if (child.type === 'code') return readerCode(child);
      if ('children' in child) clean(child);
      return child;
    }) as Parent['children'];
  };
  clean(tree);
  const head = [`# ${title}`];
  if (url) head.push(`URL: ${url}`);
  if (description) head.push(`> ${description}`);
  return `${head.join('\n\n')}\n\n${markdown.stringify(tree).trim()}\n`;
}
