/**
 * The GraphQL schema of the content layer, every field described (GraphiQL shows the
 * descriptions during `gatsby develop`). Computed fields are resolved when queried, from the MDX
 * nodes, so they follow edits during `gatsby develop`: a page's visibility (content-pages.ts),
 * sidebars and sections (sidebar.ts), a tag's pages, a version's docs.
 */
import type { NodePluginSchema } from 'gatsby';
import { exampleSourcesField, exampleSourceTypeDefs } from './example-sources';
import { frontmatterSchemaFields } from './frontmatter';
import {
  listContentPages,
  pageVisibility,
  type ContentPageFields,
  type MdxNode,
  type ResolverContext,
} from './content-pages';
import { referenceTypeDefs } from './reference';
import { buildSidebar, sidebarSections, type SidebarDefinitionItem } from './sidebar';

type SidebarNode = { sidebarId: string; definition: SidebarDefinitionItem[] };

const resolveSidebar = async ({ definition }: SidebarNode, context: ResolverContext) =>
  buildSidebar(definition, await listContentPages(context));

async function mdxNodesByDocId(context: ResolverContext): Promise<Map<string, MdxNode>> {
  const { entries } = await context.nodeModel.findAll<MdxNode>({ type: 'Mdx' });
  return new Map(Array.from(entries, (node) => [node.fields?.docId ?? node.id, node]));
}

/** The sections of the `default` sidebar (the one every page is listed in). */
async function defaultSections(context: ResolverContext) {
  const { entries } = await context.nodeModel.findAll<SidebarNode>({ type: 'Sidebar' });
  const sidebar = Array.from(entries).find((s) => s.sidebarId === 'default');
  return sidebar ? sidebarSections(await resolveSidebar(sidebar, context)) : [];
}

export function contentTypes(schema: NodePluginSchema) {
  return [
    schema.buildObjectType({
      name: 'Site',
      interfaces: ['Node'],
      fields: {
        siteMetadata: { type: 'SiteSiteMetadata!', description: 'gatsby-config siteMetadata.' },
      },
    }),
    schema.buildObjectType({
      name: 'SiteSiteMetadata',
      description:
        'The site metadata of gatsby-config.ts (from src/config.ts and the environment).',
      fields: {
        title: { type: 'String!', description: 'Site title.' },
        tagline: { type: 'String!', description: 'One-line tagline under the title.' },
        description: { type: 'String!', description: 'Default meta description.' },
        siteUrl: {
          type: 'String!',
          description: 'Public URL of the site root, no trailing slash.',
        },
        titleDelimiter: { type: 'String!', description: 'Between page title and site title.' },
        preview: { type: 'Boolean!', description: 'Whether this is a preview build.' },
      },
    }),
    schema.buildObjectType({
      name: 'Mdx',
      interfaces: ['Node'],
      description: 'An MDX page: a guide (content/docs) or an example (content/examples).',
      fields: {
        frontmatter: { type: 'MdxFrontmatter!', description: 'The validated front matter.' },
        fields: { type: 'MdxFields!', description: 'What the site derives from the file.' },
        exampleSources: exampleSourcesField,
      },
    }),
    schema.buildObjectType({
      name: 'MdxFrontmatter',
      description:
        'Front matter of a page under content/docs or content/examples. A field not declared here, or a tag not in content/tags.yml, fails the build with the file and the field.',
      extensions: { infer: false },
      fields: frontmatterSchemaFields(),
    }),
    schema.buildObjectType({
      name: 'MdxFields',
      description: 'Fields the site derives from each MDX file.',
      extensions: { infer: false },
      fields: {
        docId: {
          type: 'String!',
          description: 'Doc id: `docs/<file name>` or `examples/<file name>`.',
        },
        collection: { type: 'String!', description: 'Collection: `docs` or `examples`.' },
        slug: { type: 'String!', description: 'Path of the page (without the path prefix).' },
        draft: { type: 'Boolean!', description: 'Draft: built only by `gatsby develop`.' },
        unlisted: { type: 'Boolean!', description: 'Unlisted: built but kept out of navigation.' },
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
    schema.buildObjectType({
      name: 'Tag',
      interfaces: ['Node'],
      description: 'A tag declared in content/tags.yml.',
      extensions: { infer: false },
      fields: {
        tagId: { type: 'String!', description: 'Tag id, as written in front matter `tags`.' },
        label: { type: 'String!', description: 'Human label.' },
        description: { type: 'String!', description: 'One-sentence description of the tag.' },
        path: { type: 'String!', description: 'Path of the tag page (`/tags/<id>`).' },
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
      },
    }),
    schema.buildObjectType({
      name: 'SidebarSection',
      description: 'A top-level category of a sidebar: the section its pages are listed under.',
      fields: {
        label: { type: 'String!', description: 'The category label (`Guides`, `Core charts`…).' },
        pages: {
          type: '[Mdx!]!',
          description: 'The listed pages of the category, in reading order.',
        },
      },
    }),
    schema.buildObjectType({
      name: 'Sidebar',
      interfaces: ['Node'],
      description: 'A sidebar of content/sidebar.yml (the site has one: `default`).',
      extensions: { infer: false },
      fields: {
        sidebarId: { type: 'String!', description: 'Sidebar id.' },
        definition: { type: 'JSON!', description: 'The items as written in the YAML file.' },
        items: {
          type: 'JSON!',
          description:
            'Resolved items (SidebarItem[] of src/shared/types.ts): links with labels and paths, categories with their items; listed pages only.',
          resolve: resolveSidebar,
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
      },
    }),
    schema.buildObjectType({
      name: 'DocsVersionDoc',
      description: 'A doc of a docs version.',
      fields: {
        id: { type: 'String!', description: 'Doc id.' },
        path: { type: 'String!', description: 'Path of the page.' },
        sidebar: { type: 'String', description: 'Id of the sidebar holding it.' },
      },
    }),
    schema.buildObjectType({
      name: 'DocsVersion',
      interfaces: ['Node'],
      description: 'A docs version. The site has one: Next, at `/`.',
      extensions: { infer: false },
      fields: {
        name: { type: 'String!', description: 'Version name (`current`).' },
        label: { type: 'String!', description: 'Label shown to readers (`Next`).' },
        isLast: { type: 'Boolean!', description: 'Whether this is the latest version.' },
        path: { type: 'String!', description: 'Base path of the version.' },
        mainDocId: { type: 'String!', description: 'Doc id of the version\u2019s main doc.' },
        sidebars: { type: '[String!]!', description: 'Ids of the version\u2019s sidebars.' },
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
      },
    }),
    exampleSourceTypeDefs,
    referenceTypeDefs,
  ];
}
