/**
 * The GraphQL schema of the content layer, every field described (GraphiQL shows the
 * descriptions during `gatsby develop`). Computed fields are resolved when queried, from the MDX
 * nodes, so they follow edits during `gatsby develop`: a page's visibility (content-pages.ts),
 * sidebars and sections (sidebar.ts), a tag's pages, a version's docs.
 *
 * Later stages add to it without this module knowing them: each gives a `SchemaPart` (fields of
 * `Mdx` and types of its own: markdown/markdown-schema.ts, reference/reference-schema.ts), and
 * gatsby-node.ts hands them to `contentTypes`.
 */
import type { GatsbyGraphQLType, NodePluginSchema } from 'gatsby';
import {
  listContentPages,
  pageVisibility,
  type ContentPageFields,
  type MdxNode,
  type ResolverContext,
} from './content-pages';
import { frontmatterSchemaFields } from './frontmatter';
import {
  buildSidebar,
  sidebarSections,
  type SidebarDefinitionItem,
  type SidebarSection,
} from './sidebar';

export type Fields = Parameters<NodePluginSchema['buildObjectType']>[0]['fields'];
type SidebarNode = { sidebarId: string; definition: SidebarDefinitionItem[] };

/** What a later stage adds to the schema: fields resolved on each page (`Mdx`), and its types. */
export interface SchemaPart {
  mdxFields: Fields;
  types(schema: NodePluginSchema): GatsbyGraphQLType[];
}

/** The two kinds of type the schema declares: nodes of stored fields only, and plain objects. */
export function typeBuilders(schema: NodePluginSchema) {
  return {
    nodeType: (name: string, description: string, fields: Fields) =>
      schema.buildObjectType({
        name,
        description,
        interfaces: ['Node'],
        extensions: { infer: false },
        fields,
      }),
    objectType: (name: string, description: string, fields: Fields) =>
      schema.buildObjectType({ name, description, fields }),
  };
}

/** Stored fields, written `name: [GraphQL type, description]`. */
export function described(fields: Record<string, readonly [type: string, description: string]>) {
  return Object.fromEntries(
    Object.entries(fields).map(([name, [type, description]]) => [name, { type, description }]),
  );
}

const resolveSidebar = async ({ definition }: SidebarNode, context: ResolverContext) =>
  buildSidebar(definition, await listContentPages(context));

async function mdxNodesByDocId(context: ResolverContext): Promise<Map<string, MdxNode>> {
  const { entries } = await context.nodeModel.findAll<MdxNode>({ type: 'Mdx' });
  return new Map(Array.from(entries, (node) => [node.fields?.docId ?? node.id, node]));
}

/**
 * The sections of the `default` sidebar (the one every listed page is in), built once per GraphQL
 * query: Gatsby gives each query its own context, and every page's `section` in a query over all
 * pages reads the same sidebar.
 */
const sectionsOfQuery = new WeakMap<ResolverContext, Promise<SidebarSection[]>>();
function defaultSections(context: ResolverContext): Promise<SidebarSection[]> {
  let sections = sectionsOfQuery.get(context);
  if (!sections) {
    sections = (async () => {
      const { entries } = await context.nodeModel.findAll<SidebarNode>({ type: 'Sidebar' });
      const sidebar = Array.from(entries).find((s) => s.sidebarId === 'default');
      return sidebar ? sidebarSections(await resolveSidebar(sidebar, context)) : [];
    })();
    sectionsOfQuery.set(context, sections);
  }
  return sections;
}

/** The site's metadata (gatsby-config.ts). */
function siteTypes(schema: NodePluginSchema): GatsbyGraphQLType[] {
  const { objectType } = typeBuilders(schema);
  return [
    schema.buildObjectType({
      name: 'Site',
      interfaces: ['Node'],
      fields: described({ siteMetadata: ['SiteSiteMetadata!', 'gatsby-config siteMetadata.'] }),
    }),
    objectType(
      'SiteSiteMetadata',
      'The site metadata of gatsby-config.ts (from src/config.ts and the environment).',
      described({
        title: ['String!', 'Site title.'],
        tagline: ['String!', 'One-line tagline under the title.'],
        description: ['String!', 'Default meta description.'],
        siteUrl: ['String!', 'Public URL of the site root, no trailing slash.'],
        titleDelimiter: ['String!', 'Between page title and site title.'],
        preview: ['Boolean!', 'Whether this is a preview build.'],
      }),
    ),
  ];
}

/** An MDX page: its front matter, its fields and `mdxFields`, what later stages resolve on it. */
function pageTypes(schema: NodePluginSchema, mdxFields: Fields): GatsbyGraphQLType[] {
  return [
    schema.buildObjectType({
      name: 'Mdx',
      interfaces: ['Node'],
      description: 'An MDX page: a guide (content/docs) or an example (content/examples).',
      fields: {
        ...described({
          frontmatter: ['MdxFrontmatter!', 'The validated front matter.'],
          fields: ['MdxFields!', 'What the site derives from the file.'],
        }),
        ...mdxFields,
      },
    }),
    schema.buildObjectType({
      name: 'MdxFrontmatter',
      description:
        'Front matter of a page under content/docs or content/examples. A field not declared here, or a tag not in content/tags.yml, fails the build with the file and the field.',
      extensions: { infer: false },
      fields: {
        ...frontmatterSchemaFields(),
        tagNodes: {
          type: '[Tag!]!',
          description: 'The Tag nodes of `tags`, in the order the page lists them.',
          resolve: async (
            { tags = [] }: { tags?: string[] },
            _args: unknown,
            context: ResolverContext,
          ) => {
            const { entries } = await context.nodeModel.findAll<{ tagId: string }>({ type: 'Tag' });
            const byId = new Map(Array.from(entries, (tag) => [tag.tagId, tag]));
            return tags.flatMap((id) => byId.get(id) ?? []);
          },
        },
      },
    }),
    schema.buildObjectType({
      name: 'MdxFields',
      description: 'Fields the site derives from each MDX file.',
      extensions: { infer: false },
      fields: {
        ...described({
          docId: ['String!', 'Doc id: `docs/<file name>` or `examples/<file name>`.'],
          collection: ['String!', 'Collection: `docs` or `examples`.'],
          slug: ['String!', 'Path of the page (without the path prefix).'],
          draft: ['Boolean!', 'Draft: built only by `gatsby develop`.'],
          unlisted: ['Boolean!', 'Unlisted: built but kept out of navigation.'],
        }),
        built: {
          type: 'Boolean!',
          description: 'Whether this build creates the page (drafts only in development).',
          resolve: (fields: ContentPageFields) => pageVisibility(fields).built,
        },
        listed: {
          type: 'Boolean!',
          description:
            'Whether the page is built and listed: sidebar, cards, tag pages, search, llms.txt, sitemap.',
          resolve: (fields: ContentPageFields) => pageVisibility(fields).listed,
        },
        section: {
          type: 'String',
          description:
            'Label of the sidebar category listing the page (`Guides`, `Core charts`…); null when not listed.',
          resolve: async (fields: ContentPageFields, _args: unknown, context: ResolverContext) =>
            (await defaultSections(context)).find((s) => s.docIds.includes(fields.docId))?.label ??
            null,
        },
      },
    }),
  ];
}

/** Tags and the sidebar, with the listed pages of each. */
function navigationTypes(schema: NodePluginSchema): GatsbyGraphQLType[] {
  const { nodeType, objectType } = typeBuilders(schema);
  return [
    nodeType('Tag', 'A tag declared in content/tags.yml.', {
      ...described({
        tagId: ['String!', 'Tag id, as written in front matter `tags`.'],
        label: ['String!', 'Human label.'],
        description: ['String!', 'One-sentence description of the tag.'],
        path: ['String!', 'Path of the tag page (`/tags/<id>`).'],
      }),
      pages: {
        type: '[Mdx!]!',
        description: 'Listed pages carrying the tag, by title.',
        resolve: async ({ tagId }: { tagId: string }, _args: unknown, context: ResolverContext) =>
          Array.from((await mdxNodesByDocId(context)).values())
            .filter((n) => n.fields && pageVisibility(n.fields).listed)
            .filter((n) => ((n.frontmatter?.tags as string[] | undefined) ?? []).includes(tagId))
            .sort((a, b) =>
              String(a.frontmatter?.title).localeCompare(String(b.frontmatter?.title)),
            ),
      },
    }),
    objectType(
      'SidebarSection',
      'A top-level category of a sidebar: the section its pages are listed under.',
      described({
        label: ['String!', 'The category label (`Guides`, `Core charts`…).'],
        pages: ['[Mdx!]!', 'The listed pages of the category, in reading order.'],
      }),
    ),
    nodeType('Sidebar', 'A sidebar of content/sidebar.yml (the site has one: `default`).', {
      ...described({
        sidebarId: ['String!', 'Sidebar id.'],
        definition: ['JSON!', 'The items as written in the YAML file.'],
      }),
      items: {
        type: 'JSON!',
        description:
          'Resolved items (SidebarItem[] of src/shared/types.ts): links with labels and paths, categories with their items; listed pages only.',
        resolve: (sidebar: SidebarNode, _args: unknown, context: ResolverContext) =>
          resolveSidebar(sidebar, context),
      },
      sections: {
        type: '[SidebarSection!]!',
        description:
          'The top-level categories with their pages (only those of `collection`, if given).',
        args: { collection: { type: 'String', description: '`docs` or `examples`.' } },
        resolve: async (
          sidebar: SidebarNode,
          { collection }: { collection?: string | null },
          context: ResolverContext,
        ) => {
          const byDocId = await mdxNodesByDocId(context);
          return sidebarSections(await resolveSidebar(sidebar, context))
            .map(({ label, docIds }) => ({
              label,
              pages: docIds
                .map((id) => byDocId.get(id)!)
                .filter((n) => !collection || n.fields?.collection === collection),
            }))
            .filter((section) => section.pages.length > 0);
        },
      },
    }),
  ];
}

/** The docs version (one: Next, at `/`) and its docs. */
function versionTypes(schema: NodePluginSchema): GatsbyGraphQLType[] {
  const { nodeType, objectType } = typeBuilders(schema);
  return [
    objectType(
      'DocsVersionDoc',
      'A doc of a docs version.',
      described({
        id: ['String!', 'Doc id.'],
        path: ['String!', 'Path of the page.'],
        sidebar: ['String', 'Id of the sidebar holding it.'],
      }),
    ),
    nodeType('DocsVersion', 'A docs version. The site has one: Next, at `/`.', {
      ...described({
        name: ['String!', 'Version name (`current`).'],
        label: ['String!', 'Label shown to readers (`Next`).'],
        isLast: ['Boolean!', 'Whether this is the latest version.'],
        path: ['String!', 'Base path of the version.'],
        mainDocId: ['String!', 'Doc id of the version\u2019s main doc.'],
        sidebars: ['[String!]!', 'Ids of the version\u2019s sidebars.'],
      }),
      draftIds: {
        type: '[String!]!',
        description: 'Ids of draft docs (not built in production).',
        resolve: async (_version: unknown, _args: unknown, context: ResolverContext) =>
          (await listContentPages(context)).filter((p) => p.draft).map((p) => p.docId),
      },
      docs: {
        type: '[DocsVersionDoc!]!',
        description: 'Every built doc of the version (drafts excluded in production).',
        resolve: async (_version: unknown, _args: unknown, context: ResolverContext) =>
          (await listContentPages(context))
            .filter((p) => p.built)
            .map((p) => ({ id: p.docId, path: p.path, sidebar: p.listed ? 'default' : null })),
      },
    }),
  ];
}

/** The schema: the content layer's types, with what each of `parts` adds. */
export function contentTypes(
  schema: NodePluginSchema,
  parts: readonly SchemaPart[] = [],
): GatsbyGraphQLType[] {
  const mdxFields: Fields = Object.assign({}, ...parts.map((part) => part.mdxFields));
  return [
    ...siteTypes(schema),
    ...pageTypes(schema, mdxFields),
    ...navigationTypes(schema),
    ...versionTypes(schema),
    ...parts.flatMap((part) => part.types(schema)),
  ];
}
