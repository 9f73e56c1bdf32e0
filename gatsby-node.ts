/**
 * Gatsby's build hooks. Each one calls the modules of src/build/ that do the job: the content
 * layer (nodes, schema, front matter, visibility, sidebar), the pages, the search index, llms.txt
 * and the files written after the build.
 */
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import {
  codeBlockCacheIsEmpty,
  mdxFilesUnder,
  prerenderCodeBlocksInChild,
} from './src/build/code-blocks';
import { onCreateMdxNode } from './src/build/content-pages';
import { pathPrefixFrom } from './src/build/env';
import {
  exampleSourceBlocks,
  isExampleSourceFile,
  onCreateExampleSourceNode,
} from './src/build/example-sources';
import { configureWebpack } from './src/build/webpack';
import { PAGE_HISTORY_DIRECTORIES, pageSource, readGitDates } from './src/build/git-dates';
import { hardenPublicDir } from './src/build/harden';
import { checkBuiltLinks } from './src/build/linkcheck';
import { llmsInput } from './src/build/llms';
import { runInChild, serveBuildChild } from './src/build/build-child';
import {
  writeContentFiles,
  writeContentFilesBesideBuild,
  writeContentFilesInChild,
  type ContentFilesJob,
} from './src/build/content-files';
import {
  REDIRECTS,
  TEMPLATES,
  assertTemplatesExportDefault,
  contentPageContext,
  exactRoute,
} from './src/build/pages';
import { cachedOptionsReference, sourceOptionNodes } from './src/build/options-reference';
import { cachedChartProps, sourceReferenceNodes } from './src/build/reference';
import { contentTypes } from './src/build/schema';
import { pushSearchSynonyms, searchIndexInput } from './src/build/search-index';
import { sourceContentNodes } from './src/build/source-nodes';
import { writeStaticOutputs } from './src/build/static-output';
import type { SidebarItem } from './src/shared/types';

const PUBLIC_DIR = path.resolve('public');

// Loaded as the build's child process (src/build/build-child.ts), this module serves its job.
serveBuildChild({
  'code blocks': prerenderCodeBlocksInChild,
  'content files': writeContentFilesInChild,
});

/** `gatsby build`: the content files, being written by a child process since the bootstrap. */
let contentFiles: Promise<void> | undefined;

/** `gatsby build`: the MDX pages' code blocks, being highlighted by a child process. */
let codeBlocks: Promise<void> | null = null;

// A build's bootstrap keeps one core busy and leaves the other idle: a child process highlights
// every code block of the content meanwhile, into the cache the MDX compilation reads
// (src/build/code-blocks.ts), so the bundler finds them done. Only when that cache is empty: a
// rebuild leaves its few new blocks to the compilation (reading every page again would cost the
// child 5 s at 1,000 pages, for nothing). `gatsby develop` compiles a page when it is first asked
// for, and highlights only that page's blocks.
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ reporter }) => {
  if (process.env.gatsby_executing_command !== 'build' || !codeBlockCacheIsEmpty()) return;
  const job = { files: mdxFilesUnder('content'), otherBlocks: exampleSourceBlocks() };
  codeBlocks = runInChild('code blocks', job, reporter);
};

// The bundler starts after the bootstrap: the blocks are ready by then (the child takes some 8 s,
// the bootstrap longer), and waiting here keeps the two processes from highlighting one block twice.
export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = async () => {
  await codeBlocks;
};

export const onCreateNode: GatsbyNode['onCreateNode'] = (args) => {
  if (isExampleSourceFile(args.node)) return onCreateExampleSourceNode(args);
  if (args.node.internal.type === 'Mdx') onCreateMdxNode(args);
};

export const sourceNodes: GatsbyNode['sourceNodes'] = async (args) => {
  sourceContentNodes(args);
  sourceReferenceNodes(args, await cachedChartProps(args.cache));
  sourceOptionNodes(args, await cachedOptionsReference(args.cache));
};

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({
  actions,
  schema,
}) => {
  actions.createTypes(contentTypes(schema));
};

export const createPages: GatsbyNode['createPages'] = async ({
  graphql,
  actions,
  reporter,
  getNode,
}) => {
  assertTemplatesExportDefault();
  const { data, errors } = await graphql<Queries.SitePagesQuery>(`
    query SitePages {
      allMdx(filter: { fields: { built: { eq: true } } }) {
        nodes {
          id
          fields {
            docId
            collection
            slug
            listed
            section
          }
          internal {
            contentFilePath
          }
          exampleSources {
            path
          }
        }
      }
      sidebar(sidebarId: { eq: "default" }) {
        items
      }
      allTag {
        nodes {
          tagId
          path
        }
      }
    }
  `);
  if (errors || !data) {
    reporter.panicOnBuild('createPages: the pages query failed', errors);
    return;
  }
  const sidebarItems = (data.sidebar?.items ?? []) as unknown as SidebarItem[];
  // "Last updated": one `git log` for every page.
  const history = readGitDates(process.cwd(), PAGE_HISTORY_DIRECTORIES);
  if (!history.available) reporter.warn(`Pages show no "Last updated" date: ${history.reason}.`);
  for (const { id, fields, internal, exampleSources } of data.allMdx.nodes) {
    if (fields.listed && !fields.section) {
      reporter.panicOnBuild(
        `${fields.docId} is listed but no category of content/sidebar.yml holds it: add it to one, or mark it unlisted`,
      );
    }
    const template = fields.collection === 'examples' ? TEMPLATES.example : TEMPLATES.doc;
    actions.createPage({
      path: fields.slug,
      component: `${template}?__contentFilePath=${internal.contentFilePath}`,
      context: contentPageContext(
        { id, slug: fields.slug, listed: fields.listed, frontmatter: getNode(id)?.frontmatter },
        sidebarItems,
        pageSource(
          history,
          path.relative(process.cwd(), internal.contentFilePath!).split(path.sep).join('/'),
          exampleSources.map((source) => source.path),
        ),
      ),
    });
  }
  actions.createPage({ path: '/examples/', component: TEMPLATES.examples, context: {} });
  actions.createPage({ path: '/tags', component: TEMPLATES.tags, context: {} });
  for (const { tagId, path: tagPath } of data.allTag.nodes) {
    actions.createPage({ path: tagPath, component: TEMPLATES.tag, context: { tagId } });
  }
  for (const { fromPath, toPath } of REDIRECTS) {
    for (const from of [fromPath, `${fromPath}/`]) {
      actions.createRedirect({
        fromPath: from,
        toPath,
        isPermanent: true,
        redirectInBrowser: true,
      });
    }
  }
};

export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  const route = exactRoute(page);
  if (route === null) return;
  actions.deletePage(page);
  actions.createPage({ ...page, path: route });
};

/** What the content files (search index, llms files) are written from, queried once. */
async function contentFilesJob(
  {
    graphql,
    reporter,
    getNodesByType,
  }: Pick<
    Parameters<NonNullable<GatsbyNode['createPagesStatefully']>>[0],
    'graphql' | 'reporter' | 'getNodesByType'
  >,
  pathPrefix: string,
): Promise<ContentFilesJob | null> {
  const search = await searchIndexInput(graphql, reporter);
  const llms = await llmsInput({ graphql, reporter, getNodesByType, pathPrefix });
  return search && llms ? { publicDir: PUBLIC_DIR, search, llms } : null;
}

// The content is complete once the pages exist. `gatsby build` starts the content files then (on a
// big site in a child process that works while Gatsby bundles; onPostBuild waits for them);
// `gatsby develop` serves public/ too, so it writes them here, before it starts serving.
export const createPagesStatefully: GatsbyNode['createPagesStatefully'] = async ({
  graphql,
  reporter,
  getNodesByType,
  cache,
}) => {
  const args = { graphql, reporter, getNodesByType };
  if (process.env.gatsby_executing_command === 'develop') {
    // The llms files' links as `gatsby develop` serves the site: without a path prefix.
    const job = await contentFilesJob(args, '');
    if (job) await writeContentFiles(job, reporter, cache);
    await pushSearchSynonyms(reporter);
    return;
  }
  const job = await contentFilesJob(args, pathPrefixFrom(process.env));
  if (job) contentFiles = writeContentFilesBesideBuild(job, reporter, { cache });
};

// Webpack: faster transpiling and minifying, the preview marker, browser-only code kept out of the
// HTML renderer (src/build/webpack.ts).
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = (args) =>
  configureWebpack(args);

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter, getNodesByType }) => {
  const pathPrefix = pathPrefixFrom(process.env);
  const pagePaths = getNodesByType('SitePage').map((page) => String(page.path));
  // Each step is timed in the build log ("success link check - 0.4s"): the steps that grow
  // with the page count show there first.
  const step = async (name: string, run: () => unknown) => {
    const timer = reporter.activityTimer(name);
    timer.start();
    try {
      await run();
    } finally {
      timer.end();
    }
  };
  // Started by createPagesStatefully (a query that failed there has failed the build).
  await step('search index and llms files', () => contentFiles);
  await step('search synonyms', () => pushSearchSynonyms(reporter));
  await step('redirects, aliases, sitemap and robots.txt', () =>
    writeStaticOutputs(PUBLIC_DIR, pagePaths),
  );
  await step('link check', () => checkBuiltLinks(PUBLIC_DIR, pagePaths, pathPrefix, reporter));
  // CSP and the checks on what gets published; last, over every page written above.
  await step('content security policy', () =>
    hardenPublicDir({ publicDir: PUBLIC_DIR, siteDir: process.cwd(), pathPrefix, reporter }),
  );
};
