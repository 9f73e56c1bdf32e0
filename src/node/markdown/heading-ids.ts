/**
 * Heading ids: github-slugger's algorithm (what readers know from GitHub's anchors). The table of
 * contents (`Mdx.tocHeadings`) reads the same ids from the parsed page, so its links and the
 * headings agree. A heading renamed since a page published its anchors keeps the old ones: the
 * page's aliases in content/anchors.yml (./published-anchors.ts) each become an empty target with
 * the old id at the start of the heading, so `#install` still lands on "Install Chartwrap".
 */
import fs from 'node:fs';
import path from 'node:path';
import { contentFileRoute } from './content-links';
import {
  PUBLISHED_ANCHORS_FILE,
  aliasTargets,
  readPublishedAnchors,
  type PublishedAnchors,
} from './published-anchors';

/** Slug of one heading text (no de-duplication). */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** A slugger that de-duplicates within one document: `a`, `a-1`, `a-2`. */
export function createSlugger() {
  const seen = new Map<string, number>();
  return (text: string): string => {
    const base = slugify(text);
    let slug = base;
    if (seen.has(base)) {
      let n = seen.get(base)!;
      do {
        n += 1;
        slug = `${base}-${n}`;
      } while (seen.has(slug));
      seen.set(base, n);
    }
    seen.set(slug, 0);
    return slug;
  };
}

interface MdastNode {
  type: string;
  depth?: number;
  value?: string;
  name?: string;
  attributes?: { type: 'mdxJsxAttribute'; name: string; value: string }[];
  children?: MdastNode[];
  data?: { hProperties?: Record<string, unknown>; id?: string };
}

interface VFileLike {
  path?: string;
}

/** Heading id → the old ids that land on it, for the page compiled from `file`. */
export type AliasesOfFile = (file: VFileLike) => Map<string, string[]>;

/** content/anchors.yml, read again when it changes (`gatsby develop` keeps running). */
let published: { mtimeMs: number; anchors: PublishedAnchors } | undefined;

/** The aliases content/anchors.yml lists for the page built from `file` (none for other files). */
export const aliasesOfContentFile: AliasesOfFile = (file) => {
  if (!file.path) return new Map();
  const root = process.cwd();
  const route = contentFileRoute(file.path, path.join(root, 'content'));
  if (!route) return new Map();
  const mtimeMs = fs.statSync(path.join(root, PUBLISHED_ANCHORS_FILE), {
    throwIfNoEntry: false,
  })?.mtimeMs;
  if (mtimeMs === undefined) return new Map();
  if (published?.mtimeMs !== mtimeMs) published = { mtimeMs, anchors: readPublishedAnchors(root) };
  return aliasTargets(published.anchors[route]);
};

/** An empty `<span id={id}>`: the target of an old anchor, at the start of its heading. */
const aliasTarget = (id: string): MdastNode => ({
  type: 'mdxJsxTextElement',
  name: 'span',
  attributes: [{ type: 'mdxJsxAttribute', name: 'id', value: id }],
  children: [],
});

export interface HeadingIdsOptions {
  /** Where the old ids of a page's headings come from (default: content/anchors.yml). */
  aliasesOf?: AliasesOfFile;
}

function textOf(node: MdastNode): string {
  if (typeof node.value === 'string' && node.type !== 'mdxJsxFlowElement') return node.value;
  return (node.children ?? []).map(textOf).join('');
}

/**
 * Remark plugin: gives every heading an `id` (kept if a heading already has one), and puts the
 * targets of its old ids (`aliasesOf`) at its start. The heading's text, and so its id, the table
 * of contents and its "Direct link to …" label, stay as they are.
 */
export function remarkHeadingIds({ aliasesOf = aliasesOfContentFile }: HeadingIdsOptions = {}) {
  return (tree: MdastNode, file: VFileLike = {}) => {
    const slug = createSlugger();
    const aliases = aliasesOf(file);
    const visit = (node: MdastNode) => {
      if (node.type === 'heading') {
        node.data = node.data ?? {};
        node.data.hProperties = node.data.hProperties ?? {};
        if (!node.data.hProperties.id) node.data.hProperties.id = slug(textOf(node));
        const old = aliases.get(String(node.data.hProperties.id)) ?? [];
        if (old.length > 0) node.children = [...old.map(aliasTarget), ...(node.children ?? [])];
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}
