/**
 * The content layer: a documented GraphQL schema for front matter, tags, the sidebar and the docs
 * version; front-matter validation; pages from GraphQL queries; post-build outputs and link check.
 * The logic lives in pure functions under src/build/ (unit-tested); this file wires them to Gatsby.
 */
import fs from 'fs';
import path from 'path';
import type { GatsbyNode, Node } from 'gatsby';
import {
  FRONTMATTER_FIELDS,
  formatFrontmatterError,
  validateFrontmatter,
} from './src/build/frontmatter';
import { parseTags, tagPath } from './src/build/tags';
import {
  buildSidebar,
  parseSidebars,
  prevNext,
  type ContentPage,
  type SidebarDefinitionItem,
} from './src/build/sidebar';
import {
  REDIRECTS,
  assertDefaultExport,
  contentPagePath,
  contentSlug,
  shouldBuildPage,
} from './src/build/pages';
import { isPreviewBuild, pathPrefixFrom, siteUrlFrom } from './src/build/env';
import { checkLinks, formatLinkProblem, type HtmlPage } from './src/build/linkcheck';
import { htmlAliases, redirectFile, redirectHtml, robotsTxt } from './src/build/static-output';
import type { ContentKind, SidebarItem } from './src/shared/types';
import { writeSearchIndex } from './src/build/search-index'; // search: onPostBuild index
// --- content: example sources, props reference, llms.txt ---
import {
  exampleSourceResolvers,
  exampleSourceTypeDefs,
  isExampleSourceFile,
  onCreateExampleSourceNode,
} from './src/build/example-sources';
import { referenceTypeDefs, sourceReferenceNodes } from './src/build/reference';
import { writeLlmsFiles } from './src/build/llms';
import { hardenPublicDir } from './src/build/harden';
// --- end content ---

const ROOT = process.cwd();
const TAGS_FILE = 'content/tags.yml';
const SIDEBAR_FILE = 'content/sidebar.yml';
const TEMPLATES = {
  doc: path.resolve(ROOT, 'src/templates/doc.tsx'),
  example: path.resolve(ROOT, 'src/templates/example.tsx'),
  tag: path.resolve(ROOT, 'src/templates/tag.tsx'),
  tags: path.resolve(ROOT, 'src/templates/tags.tsx'),
  examples: path.resolve(ROOT, 'src/templates/examples.tsx'),
};
const isProduction = () => process.env.NODE_ENV === 'production';

const readTags = () => parseTags(fs.readFileSync(path.join(ROOT, TAGS_FILE), 'utf8'), TAGS_FILE);
const readSidebars = () =>
  parseSidebars(fs.readFileSync(path.join(ROOT, SIDEBAR_FILE), 'utf8'), SIDEBAR_FILE);

interface MdxNode extends Node {
  frontmatter?: Record<string, unknown>;
  fields?: {
    docId: string;
    collection: ContentKind;
    slug: string;
    draft: boolean;
    unlisted: boolean;
  };
}

function toContentPage(node: MdxNode): ContentPage | null {
  if (!node.fields) return null;
  const fm = node.frontmatter ?? {};
  return {
    docId: node.fields.docId,
    collection: node.fields.collection,
    path: node.fields.slug,
    title: String(fm.title ?? ''),
    sidebarLabel: (fm.sidebar_label as string) ?? null,
    sidebarPosition: (fm.sidebar_position as number) ?? null,
    exampleKind: (fm.kind as string) ?? null,
    draft: node.fields.draft,
    unlisted: node.fields.unlisted,
  };
}

// ---------------------------------------------------------------------------------------------
// Nodes
// ---------------------------------------------------------------------------------------------

export const onCreateNode: GatsbyNode['onCreateNode'] = ({
  node,
  getNode,
  actions,
  reporter,
  loadNodeContent,
  createNodeId,
  createContentDigest,
}) => {
  // --- content: ExampleSource nodes from src/examples ---
  if (isExampleSourceFile(node as never)) {
    return onCreateExampleSourceNode({
      node,
      actions,
      loadNodeContent,
      createNodeId,
      createContentDigest,
    });
  }
  // --- end content ---
  if (node.internal.type !== 'Mdx') return;
  const file = getNode(node.parent!) as
    (Node & { sourceInstanceName: string; absolutePath: string; name: string }) | undefined;
  if (!file) return;
  const collection = file.sourceInstanceName as ContentKind;
  if (collection !== 'docs' && collection !== 'examples') return;
  const rel = path.relative(ROOT, file.absolutePath);
  const fm = ((node as MdxNode).frontmatter ?? {}) as Record<string, unknown>;
  const tagIds = new Set(readTags().map((t) => t.id));
  const errors = validateFrontmatter(fm, rel, collection, tagIds);
  if (errors.length) {
    reporter.panicOnBuild(
      `Invalid front matter:\n${errors.map((e) => `  ${formatFrontmatterError(e)}`).join('\n')}`,
    );
  }
  const slug = contentSlug(fm, file.name);
  const fields = {
    docId: `${collection}/${file.name}`,
    collection,
    slug: contentPagePath(collection, slug),
    draft: fm.draft === true,
    unlisted: fm.unlisted === true,
  };
  for (const [name, value] of Object.entries(fields)) {
    actions.createNodeField({ node, name, value });
  }
};

export const sourceNodes: GatsbyNode['sourceNodes'] = ({
  actions,
  createNodeId,
  createContentDigest,
}) => {
  // --- content: props reference of <Chart> from the library's types (src/build/reference.ts) ---
  sourceReferenceNodes({ actions, createNodeId, createContentDigest });
  // --- end content ---
  for (const tag of readTags()) {
    const data = {
      tagId: tag.id,
      label: tag.label,
      description: tag.description,
      path: tagPath(tag.id),
    };
    actions.createNode({
      ...data,
      id: createNodeId(`Tag-${tag.id}`),
      internal: { type: 'Tag', contentDigest: createContentDigest(data) },
    });
  }
  const sidebars = readSidebars();
  for (const [sidebarId, definition] of Object.entries(sidebars)) {
    const data = { sidebarId, definition };
    actions.createNode({
      sidebarId,
      definition,
      id: createNodeId(`Sidebar-${sidebarId}`),
      internal: { type: 'Sidebar', contentDigest: createContentDigest(data) },
    });
  }
  const version = {
    name: 'current',
    label: 'Next',
    isLast: true,
    path: '/',
    mainDocId: 'docs/quick-walkthrough',
    sidebars: Object.keys(sidebars),
  };
  actions.createNode({
    ...version,
    id: createNodeId('DocsVersion-current'),
    internal: { type: 'DocsVersion', contentDigest: createContentDigest(version) },
  });
};

// Sidebar items and docs-version lists are resolved at query time from the MDX nodes, so they
// follow front matter edits during `gatsby develop`.
type NodeModel = { findAll: (args: { type: string }) => Promise<{ entries: Iterable<unknown> }> };
async function contentPages(nodeModel: NodeModel): Promise<ContentPage[]> {
  const { entries } = await nodeModel.findAll({ type: 'Mdx' });
  return Array.from(entries as Iterable<MdxNode>)
    .map(toContentPage)
    .filter((p): p is ContentPage => p !== null);
}

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({
  actions,
  schema,
}) => {
  const fmType: Record<string, string> = {
    title: 'String!',
    description: 'String!',
    keywords: '[String!]!',
    image: 'String',
    tags: '[String!]!',
    sidebar_label: 'String',
    sidebar_position: 'Float',
    kind: 'String',
    chartType: 'String',
    slug: 'String',
    draft: 'Boolean!',
    unlisted: 'Boolean!',
  };
  const fmFields: Record<string, unknown> = {};
  for (const [name, rule] of Object.entries(FRONTMATTER_FIELDS)) {
    fmFields[name] = { type: fmType[name], description: rule.description };
  }
  (fmFields.keywords as Record<string, unknown>).resolve = (src: { keywords?: unknown }) =>
    typeof src.keywords === 'string'
      ? src.keywords
          .split(',')
          .map((k) => k.trim())
          .filter(Boolean)
      : ((src.keywords as string[] | undefined) ?? []);
  (fmFields.tags as Record<string, unknown>).resolve = (src: { tags?: string[] }) => src.tags ?? [];
  (fmFields.draft as Record<string, unknown>).resolve = (src: { draft?: boolean }) => !!src.draft;
  (fmFields.unlisted as Record<string, unknown>).resolve = (src: { unlisted?: boolean }) =>
    !!src.unlisted;
  fmFields.tagNodes = {
    type: '[Tag!]!',
    description: 'The Tag nodes of `tags`, in the order the page lists them.',
    resolve: async (
      src: { tags?: string[] },
      _args: unknown,
      context: { nodeModel: NodeModel },
    ) => {
      const ids = src.tags ?? [];
      if (ids.length === 0) return [];
      const { entries } = await context.nodeModel.findAll({ type: 'Tag' });
      const byId = new Map(
        Array.from(entries as Iterable<{ tagId: string }>).map((t) => [t.tagId, t]),
      );
      return ids.map((id) => byId.get(id)).filter(Boolean);
    },
  };

  actions.createTypes([
    schema.buildObjectType({
      name: 'MdxFrontmatter',
      description:
        'Front matter of a page under content/docs or content/examples. A field not declared here, or a tag not in content/tags.yml, fails the build with the file and the field.',
      extensions: { infer: false },
      fields: fmFields as never,
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
      },
    }),
    schema.buildObjectType({
      name: 'Mdx',
      interfaces: ['Node'],
      description: 'An MDX page: a guide (content/docs) or an example (content/examples).',
      fields: {
        frontmatter: { type: 'MdxFrontmatter!', description: 'The validated front matter.' },
        fields: {
          type: 'MdxFields!',
          description: 'Derived fields: doc id, path, draft, unlisted.',
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
          description: 'Listed pages carrying the tag (drafts only in development), by title.',
          resolve: async (
            src: { tagId: string },
            _args: unknown,
            context: { nodeModel: NodeModel },
          ) => {
            const { entries } = await context.nodeModel.findAll({ type: 'Mdx' });
            return Array.from(entries as Iterable<MdxNode>)
              .filter((n) => n.fields && !n.fields.unlisted)
              .filter((n) => shouldBuildPage(n.fields!.draft, isProduction()))
              .filter((n) => ((n.frontmatter?.tags as string[]) ?? []).includes(src.tagId))
              .sort((a, b) =>
                String(a.frontmatter?.title).localeCompare(String(b.frontmatter?.title)),
              );
          },
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
            'Resolved items (SidebarItem[] of src/types.ts): links with labels and paths, categories with their items; unlisted pages left out, drafts only in development.',
          resolve: async (
            src: { definition: SidebarDefinitionItem[] },
            _args: unknown,
            context: { nodeModel: NodeModel },
          ): Promise<SidebarItem[]> =>
            buildSidebar(src.definition, await contentPages(context.nodeModel), {
              includeDrafts: !isProduction(),
            }),
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
          resolve: async (_src: unknown, _args: unknown, context: { nodeModel: NodeModel }) =>
            (await contentPages(context.nodeModel)).filter((p) => p.draft).map((p) => p.docId),
        },
        docs: {
          type: '[DocsVersionDoc!]!',
          description: 'Every built doc of the version (drafts excluded in production).',
          resolve: async (_src: unknown, _args: unknown, context: { nodeModel: NodeModel }) =>
            (await contentPages(context.nodeModel))
              .filter((p) => shouldBuildPage(p.draft, isProduction()))
              .map((p) => ({ id: p.docId, path: p.path, sidebar: p.unlisted ? null : 'default' })),
        },
      },
    }),
  ]);
  // --- content: ExampleSource and ChartwrapProp types, Mdx.exampleSources ---
  actions.createTypes([
    exampleSourceTypeDefs,
    referenceTypeDefs,
    schema.buildObjectType({
      name: 'Mdx',
      interfaces: ['Node'],
      fields: exampleSourceResolvers.Mdx as never,
    }),
  ]);
  // --- end content ---
};

// ---------------------------------------------------------------------------------------------
// Pages
// ---------------------------------------------------------------------------------------------

interface PagesQuery {
  allMdx: {
    nodes: {
      id: string;
      fields: {
        docId: string;
        collection: ContentKind;
        slug: string;
        draft: boolean;
        unlisted: boolean;
      };
      internal: { contentFilePath: string };
    }[];
  };
}

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  const { createPage, createRedirect } = actions;
  for (const file of Object.values(TEMPLATES)) {
    assertDefaultExport(fs.readFileSync(file, 'utf8'), path.relative(ROOT, file));
  }

  // 1. Docs and examples.
  const pages = await graphql<PagesQuery>(`
    query SiteContentPages {
      allMdx {
        nodes {
          id
          fields {
            docId
            collection
            slug
            draft
            unlisted
          }
          internal {
            contentFilePath
          }
        }
      }
    }
  `);
  // 2. The sidebar, for previous/next links.
  const sidebar = await graphql<{ sidebar: { items: SidebarItem[] } | null }>(`
    query SiteDefaultSidebar {
      sidebar(sidebarId: { eq: "default" }) {
        items
      }
    }
  `);
  // 3. Tags.
  const tags = await graphql<{ allTag: { nodes: { tagId: string; path: string }[] } }>(`
    query SiteTags {
      allTag {
        nodes {
          tagId
          path
        }
      }
    }
  `);
  for (const result of [pages, sidebar, tags]) {
    if (result.errors) {
      reporter.panicOnBuild('createPages: a GraphQL query failed', result.errors);
      return;
    }
  }
  const sidebarItems = sidebar.data?.sidebar?.items ?? [];
  for (const node of pages.data!.allMdx.nodes) {
    if (!shouldBuildPage(node.fields.draft, isProduction())) continue;
    const template = node.fields.collection === 'examples' ? TEMPLATES.example : TEMPLATES.doc;
    createPage({
      path: node.fields.slug,
      component: `${template}?__contentFilePath=${node.internal.contentFilePath}`,
      context: {
        id: node.id,
        unlisted: node.fields.unlisted,
        ...prevNext(sidebarItems, node.fields.slug),
      },
    });
  }
  createPage({ path: '/examples/', component: TEMPLATES.examples, context: {} });
  createPage({ path: '/tags', component: TEMPLATES.tags, context: {} });
  for (const tag of tags.data!.allTag.nodes) {
    createPage({ path: tag.path, component: TEMPLATES.tag, context: { tagId: tag.tagId } });
  }
  for (const { fromPath, toPath } of REDIRECTS) {
    for (const from of [fromPath, `${fromPath}/`]) {
      createRedirect({ fromPath: from, toPath, isPermanent: true, redirectInBrowser: true });
    }
  }
};

// Pages of src/pages keep their exact routes: `/search`, not `/search/`.
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  const fromPagesDir = page.component.split(path.sep).join('/').includes('/src/pages/');
  if (
    fromPagesDir &&
    page.path.length > 1 &&
    page.path.endsWith('/') &&
    !page.path.startsWith('/404')
  ) {
    actions.deletePage(page);
    actions.createPage({ ...page, path: page.path.replace(/\/+$/, '') });
  }
};

// `gatsby develop` serves public/ too: it gets the embedded search index and the pages' `.md`
// files (what "Copy page as Markdown" copies) at start-up.
export const createPagesStatefully: GatsbyNode['createPagesStatefully'] = async ({
  graphql,
  reporter,
}) => {
  if (process.env.gatsby_executing_command !== 'develop') return;
  const publicDir = path.join(ROOT, 'public');
  await writeSearchIndex({ graphql, reporter, publicDir });
  await writeLlmsFiles({ graphql, reporter }, publicDir);
};

// Build-time flags for the browser bundle and SSR (preview marker, no analytics in previews).
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  actions,
  plugins,
}) => {
  actions.setWebpackConfig({
    plugins: [
      plugins.define({
        'process.env.CHARTWRAP_PREVIEW': JSON.stringify(isPreviewBuild(process.env) ? 'true' : ''),
      }),
    ],
  });
};

// ---------------------------------------------------------------------------------------------
// After the build: redirect pages, .html aliases, sitemap.xml, robots.txt, link check
// ---------------------------------------------------------------------------------------------

function walk(dir: string, base = dir, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, base, out);
    else out.push(`/${path.relative(base, full).split(path.sep).join('/')}`);
  }
  return out;
}

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({
  reporter,
  getNodesByType,
  graphql,
}) => {
  const publicDir = path.join(ROOT, 'public');
  // --- search (src/build/search-index.ts): the embedded index and its manifest ---
  await writeSearchIndex({ graphql, reporter, publicDir });
  // --- end search ---
  // --- content: /llms.txt, /llms-full.txt and one .md per page (src/build/llms.ts) ---
  await writeLlmsFiles({ graphql, reporter, pathPrefix: pathPrefixFrom(process.env) }, publicDir);
  // --- end content ---
  const prefix = pathPrefixFrom(process.env);
  const siteUrl = siteUrlFrom(process.env);
  const preview = isPreviewBuild(process.env);
  const pagePaths = getNodesByType('SitePage').map((p) => (p as Node & { path: string }).path);

  for (const { fromPath, toPath } of REDIRECTS) {
    const file = path.join(publicDir, redirectFile(fromPath));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, redirectHtml(`${prefix}${toPath}`, `${siteUrl}${prefix}${toPath}`));
  }
  for (const { source, alias } of htmlAliases(pagePaths)) {
    const from = path.join(publicDir, source);
    if (fs.existsSync(from)) fs.copyFileSync(from, path.join(publicDir, alias));
  }
  const sitemap0 = path.join(publicDir, 'sitemap-0.xml');
  if (fs.existsSync(sitemap0)) fs.copyFileSync(sitemap0, path.join(publicDir, 'sitemap.xml'));
  fs.writeFileSync(path.join(publicDir, 'robots.txt'), robotsTxt(siteUrl, prefix, preview));

  // Link check over the generated pages.
  const files = new Set(walk(publicDir));
  const htmlPages: HtmlPage[] = [];
  for (const p of pagePaths) {
    if (p.startsWith('/dev-404-page')) continue;
    const clean = p.replace(/\/+$/, '');
    const candidates = [`${clean}/index.html`, `${clean}.html`, p];
    const found = candidates.find((c) => files.has(c.startsWith('/') ? c : `/${c}`));
    if (!found) continue;
    htmlPages.push({ path: p, html: fs.readFileSync(path.join(publicDir, found), 'utf8') });
  }
  const { errors, warnings } = checkLinks(htmlPages, files, prefix);
  for (const w of warnings) reporter.warn(`Broken anchor: ${formatLinkProblem(w)}`);
  if (errors.length) {
    reporter.panicOnBuild(
      `Broken links (${errors.length}):\n${errors.map((e) => `  ${formatLinkProblem(e)}`).join('\n')}`,
    );
  }
  hardenPublicDir({ publicDir, siteDir: ROOT, pathPrefix: prefix, reporter }); // CSP, published files
};
