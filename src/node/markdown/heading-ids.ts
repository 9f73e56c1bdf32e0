/**
 * Heading ids: github-slugger's algorithm (what readers know from GitHub's anchors). The table of
 * contents (`Mdx.tocHeadings`) reads the same ids from the parsed page, so its links and the
 * headings agree.
 */

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
  children?: MdastNode[];
  data?: { hProperties?: Record<string, unknown>; id?: string };
}

function textOf(node: MdastNode): string {
  if (typeof node.value === 'string' && node.type !== 'mdxJsxFlowElement') return node.value;
  return (node.children ?? []).map(textOf).join('');
}

/** Remark plugin: gives every heading an `id` (kept if a heading already has one). */
export function remarkHeadingIds() {
  return (tree: MdastNode) => {
    const slug = createSlugger();
    const visit = (node: MdastNode) => {
      if (node.type === 'heading') {
        node.data = node.data ?? {};
        node.data.hProperties = node.data.hProperties ?? {};
        if (!node.data.hProperties.id) node.data.hProperties.id = slug(textOf(node));
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}
