/**
 * A page's static prose as page data. Most of a page is Markdown that renders to the same HTML on
 * every visit: paragraphs, headings, lists, tables, admonitions. Compiled as MDX, each of those
 * elements becomes a call in the page's JavaScript, which the reader's browser downloads, parses and
 * runs to hydrate text it already has (the walkthrough's prose was 17 KB gzip of its JavaScript).
 * In a production build, the rehype plugin here turns each run of top-level elements that hold no
 * JSX and no expression into `<Prose part="…" />`, and writes the run's HTML to a store the page
 * query reads (`Mdx.proseParts`): the HTML reaches the browser once, in the page's HTML and data.
 *
 * The HTML is what the MDX components map would render: headings with an id carry their "Direct
 * link" anchor (AnchoredHeading), external links open in a new tab (MdxLink), a `<pre>` takes
 * keyboard focus. Internal links are followed in the browser by the Prose component.
 *
 * Order: `gatsby build` compiles every page's MDX into its JavaScript and HTML renderer before it
 * runs the page queries, so the store is complete when `Mdx.proseParts` reads it. `gatsby develop`
 * runs queries first and compiles pages on request, so there the plugin leaves the prose as JSX.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Element, ElementContent, Root as HastRoot, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { toString as textOfHast } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import { writeFileWhole } from '../lifecycle/build-cache';
import { dependOnBuildCode, type NodeReader } from '../lifecycle/build-code-node';
import { isProductionBuild } from '../lifecycle/env';
import { mdxJsxElement } from './mdx-jsx';
import {
  ANCHORED_HEADING_CLASS,
  EXTERNAL_LINK_PROPS,
  HASH_LINK_CLASS,
  HASH_LINK_TEXT,
  hashLinkLabel,
  isExternal,
} from '../../shared/prose-markup';

/** Where each page's parts are stored between the compile and the page query. */
export const STATIC_PROSE_DIR = path.join('.cache', 'static-prose');

/** One run of static prose: its id on the page and its HTML. */
export interface ProsePart {
  id: string;
  html: string;
}

/** Nodes the MDX compiler turns into component calls or JavaScript: never static. */
const MDX_NODE_TYPES = new Set([
  'mdxJsxFlowElement',
  'mdxJsxTextElement',
  'mdxFlowExpression',
  'mdxTextExpression',
  'mdxjsEsm',
]);

const HEADINGS = new Set(['h2', 'h3', 'h4', 'h5', 'h6']);

/** A node with no JSX element or expression anywhere inside it. */
function isStatic(node: RootContent | ElementContent): boolean {
  if (MDX_NODE_TYPES.has(node.type)) return false;
  return 'children' in node ? (node.children as ElementContent[]).every(isStatic) : true;
}

/** A heading's "Direct link" anchor, as AnchoredHeading renders it. */
function hashLink(id: string, headingText: string): Element {
  const label = hashLinkLabel(headingText);
  return {
    type: 'element',
    tagName: 'a',
    properties: { className: [HASH_LINK_CLASS], href: `#${id}`, ariaLabel: label, title: label },
    children: [{ type: 'text', value: HASH_LINK_TEXT }],
  };
}

/** An element as the MDX components map renders it (src/components/MdxComponents.tsx). */
function asRendered(element: Element): Element {
  const children = element.children.map((child) =>
    child.type === 'element' ? asRendered(child) : child,
  );
  const { tagName, properties = {} } = element;
  if (HEADINGS.has(tagName) && typeof properties.id === 'string' && properties.id) {
    return {
      ...element,
      properties: { ...properties, className: properties.className ?? [ANCHORED_HEADING_CLASS] },
      children: [...children, hashLink(properties.id, textOfHast(element))],
    };
  }
  if (tagName === 'a' && typeof properties.href === 'string' && isExternal(properties.href)) {
    const { target, rel } = EXTERNAL_LINK_PROPS;
    return { ...element, properties: { ...properties, target, rel: rel.split(' ') }, children };
  }
  if (tagName === 'pre')
    return { ...element, properties: { tabIndex: 0, ...properties }, children };
  return { ...element, children };
}

/** Text that is only white space: what the compiler puts between block elements. */
const isLineBreak = (node: RootContent) => node.type === 'text' && node.value.trim() === '';

/** A part's id: a digest of its HTML (the same prose, one id). */
const partId = (html: string) =>
  crypto.createHash('sha256').update(html).digest('hex').slice(0, 16);

/** The store file of one MDX file. */
function storeFile(storeDir: string, mdxFile: string): string {
  const key = crypto.createHash('sha256').update(path.resolve(mdxFile)).digest('hex').slice(0, 24);
  return path.join(storeDir, `${key}.json`);
}

/**
 * What the store holds for one MDX file: the part ids of its last two distinct compiles (newest
 * last) and those parts' HTML. Two, because a warm build may take one bundle's compiled page from
 * webpack's cache and compile the other afresh (after a change to the plugins): the page's HTML and
 * its code must each find their parts.
 */
interface StoredParts {
  compiles: string[][];
  html: Record<string, string>;
}

const KEPT_COMPILES = 2;

function readStore(file: string): StoredParts {
  try {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<StoredParts>;
    if (Array.isArray(stored.compiles) && stored.html) return stored as StoredParts;
    return { compiles: [], html: {} };
  } catch {
    return { compiles: [], html: {} };
  }
}

/** Records one compile's parts (written whole: a reader never meets half a file). */
function writeParts(storeDir: string, mdxFile: string, parts: ProsePart[]): void {
  const file = storeFile(storeDir, mdxFile);
  const stored = readStore(file);
  const ids = parts.map((part) => part.id);
  const same = (compile: string[]) => compile.join() === ids.join();
  const compiles = [...stored.compiles.filter((compile) => !same(compile)), ids].slice(
    -KEPT_COMPILES,
  );
  const html: Record<string, string> = {};
  const known = { ...stored.html, ...Object.fromEntries(parts.map((p) => [p.id, p.html])) };
  for (const id of compiles.flat()) if (known[id] !== undefined) html[id] = known[id];
  writeFileWhole(file, JSON.stringify({ compiles, html } satisfies StoredParts));
}

/** The parts the recent compiles of `mdxFile` stored; none if it was not compiled with the plugin. */
export function readProseParts(mdxFile: string, storeDir = STATIC_PROSE_DIR): ProsePart[] {
  const { html } = readStore(storeFile(storeDir, mdxFile));
  return Object.entries(html).map(([id, partHtml]) => ({ id, html: partHtml }));
}

/**
 * Replaces the static runs of a page's top level by parts: returns the new children and the
 * parts (each distinct part once). A run with no element (only line breaks) stays as it is.
 */
export function splitStaticProse(
  children: readonly RootContent[],
  component: string,
): { children: RootContent[]; parts: ProsePart[] } {
  const out: RootContent[] = [];
  const parts = new Map<string, string>();
  let run: RootContent[] = [];
  const endRun = () => {
    // Line breaks at a run's edges stay between the parts, so equal prose makes equal parts.
    const first = run.findIndex((node) => !isLineBreak(node));
    const last = run.length - 1 - [...run].reverse().findIndex((node) => !isLineBreak(node));
    if (first >= 0 && run.slice(first, last + 1).some((node) => node.type === 'element')) {
      out.push(...run.slice(0, first));
      const rendered = run
        .slice(first, last + 1)
        .map((node) => (node.type === 'element' ? asRendered(node) : node));
      const html = toHtml({ type: 'root', children: rendered });
      const id = partId(html);
      parts.set(id, html);
      out.push(mdxJsxElement(component, { part: id }));
      out.push(...run.slice(last + 1));
    } else out.push(...run);
    run = [];
  };
  for (const node of children) {
    if (isStatic(node)) run.push(node);
    else {
      endRun();
      out.push(node);
    }
  }
  endRun();
  return { children: out, parts: [...parts].map(([id, html]) => ({ id, html })) };
}

export interface RehypeStaticProseOptions {
  /** The MDX component that renders a part (src/components/prose-parts.tsx). */
  component?: string;
  /** Where parts are stored for the page query. */
  storeDir?: string;
  /** Whether to split (a production build); otherwise the prose stays JSX. */
  enabled?: boolean;
}

/** The rehype plugin: runs after every other, so it sees the page as the components will. */
export function rehypeStaticProse({
  component = 'Prose',
  storeDir = STATIC_PROSE_DIR,
  enabled = isProductionBuild(),
}: RehypeStaticProseOptions = {}) {
  return (tree: HastRoot, file: VFile) => {
    if (!enabled || !file.path) return;
    const { children, parts } = splitStaticProse(tree.children, component);
    tree.children = children;
    writeParts(storeDir, file.path, parts);
  };
}

/** The field `Mdx.proseParts`. */
export const prosePartsField = {
  type: '[ProsePart!]!',
  description:
    'The static prose of the page as HTML, one part per run of elements its compiled page names by id (<Prose part="…">); empty in `gatsby develop`, where the prose stays in the page\u2019s code.',
  resolve: async (
    source: { internal?: { contentFilePath?: string } },
    _args: unknown,
    context: NodeReader,
  ) => {
    // The parts are what this build's code made of the page: its query runs again when that changes.
    await dependOnBuildCode(context);
    return source.internal?.contentFilePath ? readProseParts(source.internal.contentFilePath) : [];
  },
};
