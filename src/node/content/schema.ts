/**
 * The GraphQL schema of the content layer, every field described (GraphiQL shows the
 * descriptions during `gatsby develop`). Computed fields are resolved when queried, from the MDX
 * nodes, so they follow edits during `gatsby develop`: a page's visibility (content-pages.ts),
 * sidebars and sections (sidebar.ts), a tag's pages, a version's docs.
 */
import type { NodePluginSchema } from 'gatsby';
import {
  listContentPages,
  pageVisibility,
  type ContentPageFields,
  type MdxNode,
  type ResolverContext,
} from './content-pages';
import {
  EXAMPLE_SOURCE_TYPE,
  exampleSourceDescription,
  exampleSourceFields,
  exampleSourcesField,
} from '../markdown/example-sources';
import { frontmatterSchemaFields } from './frontmatter';
import { tocHeadings } from '../markdown/mdx-text';
import { TOC_MAX_LEVEL, TOC_MIN_LEVEL } from '../../config';
import {
  EVENT_FIELDS,
  EVENTS_NODE_TYPE,
  eventsReferenceField,
  OPTION_FIELDS,
  OPTIONS_NODE_TYPE,
  optionsReferenceField,
} from '../reference/options-reference';
import { PROP_FIELDS, REFERENCE_NODE_TYPE } from '../reference/props-reference';
import {
  buildSidebar,
  sidebarSections,
  type SidebarDefinitionItem,
  type SidebarSection,
} from './sidebar';

type Fields = Parameters<NodePluginSchema['buildObjectType']>[0]['fields'];
type SidebarNode = { sidebarId: string; definition: SidebarDefinitionItem[] };

/** Stored fields, written `name: [GraphQL type, description]`. */
function described(fields: Record<string, readonly [type: string, description: string]>) {
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

export function contentTypes(schema: NodePluginSchema) {
  const nodeType = (name: string, description: string, fields: Fields) =>
    schema.buildObjectType({
      name,
      description,
      interfaces: ['Node'],
      extensions: { infer: false },
      fields,
    });
  const objectType = (name: string, description: string, fields: Fields) =>
    schema.buildObjectType({ name, description, fields });

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
    schema.buildObjectType({
      name: 'Mdx',
      interfaces: ['Node'],
      description: 'An MDX page: a guide (content/docs) or an example (content/examples).',
      fields: {
        ...described({
          frontmatter: ['MdxFrontmatter!', 'The validated front matter.'],
          fields: ['MdxFields!', 'What the site derives from the file.'],
        }),
        exampleSources: exampleSourcesField,
        optionsReference: optionsReferenceField,
        eventsReference: eventsReferenceField,
        tocHeadings: {
          type: '[TocHeading!]!',
          description:
            'The headings the table of contents lists (h2 and h3), in page order, with their ids (read from the MDX, without compiling the page).',
          resolve: (source: { body?: string }) =>
            tocHeadings(source.body ?? '', TOC_MIN_LEVEL, TOC_MAX_LEVEL),
        },
      },
    }),
    objectType(
      'TocHeading',
      'A heading of a page listed in its table of contents.',
      described({
        id: ['String!', 'The heading id on the page (the entry links to #id).'],
        title: ['String!', 'The heading text, inline code included.'],
        level: ['Int!', '2 for an h2, 3 for an h3.'],
      }),
    ),
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
    nodeType(
      REFERENCE_NODE_TYPE,
      "One prop of chartwrap's <Chart> component, read at build time from the library's TypeScript types and doc comments (src/node/reference/props-reference.ts).",
      described(PROP_FIELDS),
    ),
    nodeType(
      OPTIONS_NODE_TYPE,
      "One option of a chart type's or control's `options`, at any depth, read at build time from the library's TypeScript types and doc comments (src/node/reference/options-reference.ts).",
      described(OPTION_FIELDS),
    ),
    nodeType(
      EVENTS_NODE_TYPE,
      "One event a chart type fires (`chartEvents`' `eventName`), with what its listener receives and when it fires, read at build time from the library's `ChartTypeEventsMap` and `ChartEventArgsMap` (src/node/reference/options-reference.ts).",
      described(EVENT_FIELDS),
    ),
    nodeType(EXAMPLE_SOURCE_TYPE, exampleSourceDescription, exampleSourceFields),
  ];
}
