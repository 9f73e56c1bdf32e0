/**
 * The record builder's input (src/node/search/search-records.ts) from the listed pages' content
 * (page-content.ts): each page's body, front matter, example sources, the props reference as
 * Markdown, and the options and events search indexes on it.
 */
import type { SearchPageInput } from '../../shared/search-types';
import type { EventRowNode, OptionRowNode, PageContentNode, PropNode } from './page-content';

/** A listed page as search reads it (the page content query selects more). */
export interface SearchPageNode {
  readonly body: string | null;
  readonly fields: { readonly slug: string; readonly section: string | null };
  readonly frontmatter: Omit<PageContentNode['frontmatter'], 'chartType'>;
  readonly exampleSources: readonly { readonly code: string }[];
  readonly optionsReference: readonly OptionRowNode[];
  readonly eventsReference: readonly EventRowNode[];
}

/** What search reads of the page content query's answer. */
export interface SearchContent {
  readonly allMdx: { readonly nodes: readonly SearchPageNode[] };
  readonly allChartwrapProp: { readonly nodes: readonly PropNode[] };
}

/** The props reference as Markdown list items (one content record per prop). */
function propsMarkdown(props: readonly PropNode[]): string {
  return props
    .map(
      (prop) => `- \`${prop.name}\` (\`${prop.type}\`): ${prop.description.replace(/\s+/g, ' ')}`,
    )
    .join('\n');
}

/**
 * Option names shown by more chart types than this are not indexed per page: `title`, `width` or
 * `legend` would put twenty look-alike records before the pages that matter.
 */
export const MAX_OWNERS_OF_INDEXED_OPTION = 8;

/**
 * The options search indexes on each page: top-level ones (the index stays small), and only those
 * few chart types share (`pieHole`, `curveType`, `isStacked`), each with its description.
 */
export function searchedOptions(pages: readonly { optionsReference: readonly OptionRowNode[] }[]) {
  const owners = new Map<string, Set<string>>();
  for (const page of pages) {
    for (const row of page.optionsReference) {
      if (row.depth !== 1) continue;
      const set = owners.get(row.path) ?? new Set<string>();
      owners.set(row.path, set.add(row.owner));
    }
  }
  return (rows: readonly OptionRowNode[]) =>
    rows
      .filter((row) => row.depth === 1)
      .filter((row) => (owners.get(row.path)?.size ?? 0) <= MAX_OWNERS_OF_INDEXED_OPTION)
      .map((row) => ({
        owner: row.owner,
        path: row.path,
        anchor: row.anchor,
        description: row.description || null,
      }));
}

/**
 * The events search indexes on each page: those few chart types fire (`regionClick`,
 * `onmouseover`); `ready`, `select` and `error`, which every chart fires, would put look-alike
 * records before the pages that matter, as options shared by many chart types would.
 */
export function searchedEvents(pages: readonly { eventsReference: readonly EventRowNode[] }[]) {
  const owners = new Map<string, Set<string>>();
  for (const page of pages) {
    for (const row of page.eventsReference) {
      owners.set(row.event, (owners.get(row.event) ?? new Set<string>()).add(row.owner));
    }
  }
  return (rows: readonly EventRowNode[]) =>
    rows
      .filter((row) => (owners.get(row.event)?.size ?? 0) <= MAX_OWNERS_OF_INDEXED_OPTION)
      .map((row) => ({
        owner: row.owner,
        event: row.event,
        anchor: row.anchor,
        description: row.description || null,
      }));
}

/** The record builder's input for every listed page. */
export function pagesFromGraphql(data: SearchContent): SearchPageInput[] {
  const optionsOf = searchedOptions(data.allMdx.nodes);
  const eventsOf = searchedEvents(data.allMdx.nodes);
  const props = data.allChartwrapProp.nodes.length
    ? propsMarkdown(data.allChartwrapProp.nodes)
    : null;
  return data.allMdx.nodes.map((page) => ({
    title: page.frontmatter.title,
    path: page.fields.slug,
    section: page.fields.section ?? '',
    description: page.frontmatter.description,
    keywords: page.frontmatter.keywords,
    searchTerms: page.frontmatter.searchTerms,
    tags: page.frontmatter.tags,
    body: page.body ?? '', // Mdx.body is nullable in gatsby-plugin-mdx's schema
    components: { PropsReference: props ?? '' },
    exampleSource: page.exampleSources.map((source) => source.code).join('\n') || null,
    options: optionsOf(page.optionsReference),
    events: eventsOf(page.eventsReference),
  }));
}
