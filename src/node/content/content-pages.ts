/**
 * What a content page is: an MDX file of content/docs or content/examples, the fields the site
 * derives from it when its node is created (doc id, collection, path, draft, unlisted), and the one
 * rule deciding whether it is built and whether it is listed. Every consumer (createPages, the
 * sidebar, the cards, tag pages, search, llms.txt, the sitemap) reads that rule through the
 * `fields.built` and `fields.listed` GraphQL fields, never restates it.
 */
import path from 'node:path';
import type { CreateNodeArgs, Node } from 'gatsby';
import type { ContentKind } from '../../shared/types';
import { isProductionBuild } from '../lifecycle/env';
import { formatFrontmatterError, validateFrontmatter } from './frontmatter';
import { readTags } from './tags';

/** Fields stored on each MDX node (`Mdx.fields`); `built`, `listed` and `section` are resolved. */
export interface ContentPageFields {
  /** `docs/<file name>` or `examples/<file name>`. */
  docId: string;
  collection: ContentKind;
  /** Path of the page: `/<collection>/<slug or file name>`. */
  slug: string;
  draft: boolean;
  unlisted: boolean;
}

/** Fields of the page of `file` (a file of the `docs` or `examples` collection). */
export function contentPageFields(
  collection: ContentKind,
  fileName: string,
  frontmatter: Record<string, unknown>,
): ContentPageFields {
  const slug = typeof frontmatter.slug === 'string' ? frontmatter.slug : fileName;
  return {
    docId: `${collection}/${fileName}`,
    collection,
    slug: `/${collection}/${slug}`,
    draft: frontmatter.draft === true,
    unlisted: frontmatter.unlisted === true,
  };
}

/**
 * Whether a page is built, and whether it is listed. Drafts are built only outside production
 * builds; unlisted pages are built but kept out of the sidebar, cards, tag pages, search, llms.txt
 * and the sitemap. Computed when queried (not stored on the node), so a cache warmed by
 * `gatsby develop` cannot leak drafts into a production build.
 */
export function pageVisibility(
  { draft, unlisted }: Pick<ContentPageFields, 'draft' | 'unlisted'>,
  production = isProductionBuild(),
): { built: boolean; listed: boolean } {
  const built = !(draft && production);
  return { built, listed: built && !unlisted };
}

/** What the sidebar needs to know about one content page. */
export interface ContentPage {
  docId: string;
  collection: ContentKind;
  path: string;
  title: string;
  sidebarLabel?: string | null;
  sidebarPosition?: number | null;
  /** Example kind (core, material, advanced). */
  exampleKind?: string | null;
  draft: boolean;
  built: boolean;
  listed: boolean;
}

/** An MDX node as stored (before the schema's resolvers run). */
export interface MdxNode extends Node {
  frontmatter?: Record<string, unknown>;
  fields?: ContentPageFields;
}

/** The `context` of a resolver: Gatsby's node model. */
export interface ResolverContext {
  nodeModel: {
    findAll<T = unknown>(args: {
      type: string;
      query?: unknown;
    }): Promise<{ entries: Iterable<T> }>;
  };
}

/** A page as the sidebar sees it, from its stored fields and front matter. */
export function contentPage(
  fields: ContentPageFields,
  frontmatter: Record<string, unknown>,
  production = isProductionBuild(),
): ContentPage {
  return {
    docId: fields.docId,
    collection: fields.collection,
    path: fields.slug,
    title: String(frontmatter.title ?? ''),
    sidebarLabel: (frontmatter.sidebar_label as string | undefined) ?? null,
    sidebarPosition: (frontmatter.sidebar_position as number | undefined) ?? null,
    exampleKind: (frontmatter.kind as string | undefined) ?? null,
    draft: fields.draft,
    ...pageVisibility(fields, production),
  };
}

/**
 * The content pages, as the sidebar sees them, from the MDX nodes, by doc id. The node store's own
 * order moves an edited page to the end; a query result that changed order with every edit would
 * make Gatsby rebuild every page that uses it.
 */
export async function listContentPages({ nodeModel }: ResolverContext): Promise<ContentPage[]> {
  const { entries } = await nodeModel.findAll<MdxNode>({ type: 'Mdx' });
  return Array.from(entries)
    .flatMap(({ fields, frontmatter = {} }) => (fields ? [contentPage(fields, frontmatter)] : []))
    .sort((a, b) => (a.docId < b.docId ? -1 : a.docId > b.docId ? 1 : 0));
}

/**
 * `onCreateNode` step for MDX nodes: validates the front matter (a problem fails the build naming
 * the file and the field) and stores the page's fields.
 */
export function onCreateMdxNode({ node, getNode, actions, reporter }: CreateNodeArgs): void {
  const file = getNode(node.parent!) as
    (Node & { sourceInstanceName: string; absolutePath: string; name: string }) | undefined;
  const collection = file?.sourceInstanceName;
  if (!file || (collection !== 'docs' && collection !== 'examples')) return;
  const frontmatter = (node as MdxNode).frontmatter ?? {};
  const relativePath = path.relative(process.cwd(), file.absolutePath);
  const tagIds = new Set(readTags().map((t) => t.id));
  const errors = validateFrontmatter(frontmatter, relativePath, collection, tagIds);
  if (errors.length) {
    reporter.panicOnBuild(
      `Invalid front matter:\n${errors.map((e) => `  ${formatFrontmatterError(e)}`).join('\n')}`,
    );
  }
  const fields = contentPageFields(collection, file.name, frontmatter);
  for (const [name, value] of Object.entries(fields)) {
    actions.createNodeField({ node, name, value });
  }
}
