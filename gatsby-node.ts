/**
 * Gatsby's build hooks, in the order a build runs them. Each one calls the module of src/node/
 * that owns its job: the content layer (src/node/content), the MDX body and its code blocks
 * (src/node/markdown), the props and options references (src/node/reference), search
 * (src/node/search), the bundler (src/node/bundler) and what is written after the build
 * (src/node/output). Those stages import one way (docs/site.md); this module composes them, as
 * src/node/build-steps.ts does for the work one hook starts and a later one waits for.
 */
import type { GatsbyNode } from 'gatsby';
import { createSitePages } from './src/node/content/create-pages';
import { onCreateMdxNode } from './src/node/content/content-pages';
import { exactRoute } from './src/node/content/pages';
import { contentTypes } from './src/node/content/schema';
import { sourceContentNodes } from './src/node/content/source-nodes';
import { configureWebpack } from './src/node/bundler/webpack';
import { buildSteps, gatsbyCommand } from './src/node/build-steps';
import { sourceBuildCodeNode } from './src/node/lifecycle/build-code-node';
import { pathPrefixFrom } from './src/node/lifecycle/env';
import { markdownSchema } from './src/node/markdown/markdown-schema';
import {
  isExampleSourceFile,
  onCreateExampleSourceNode,
} from './src/node/markdown/example-sources';
import { contentFilesJob, writeContentFiles } from './src/node/output/content-files';
import { writeAfterBuild } from './src/node/output/post-build';
import { cachedOptionsReference, sourceOptionNodes } from './src/node/reference/options-reference';
import { cachedChartProps, sourceReferenceNodes } from './src/node/reference/props-reference';
import { referenceSchema } from './src/node/reference/reference-schema';
import { pushSearchSynonyms } from './src/node/search/search-index';

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ reporter }) =>
  buildSteps.startCodeBlocks(reporter);

export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = async () => {
  await buildSteps.codeBlocksDone();
};

export const onCreateNode: GatsbyNode['onCreateNode'] = (args) => {
  if (isExampleSourceFile(args.node)) return onCreateExampleSourceNode(args);
  if (args.node.internal.type === 'Mdx') onCreateMdxNode(args);
};

export const sourceNodes: GatsbyNode['sourceNodes'] = async (args) => {
  sourceBuildCodeNode(args);
  sourceContentNodes(args);
  sourceReferenceNodes(args, await cachedChartProps(args.cache));
  const { options, events } = await cachedOptionsReference(args.cache);
  sourceOptionNodes(args, options, events);
};

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({
  actions,
  schema,
}) => {
  actions.createTypes(contentTypes(schema, [markdownSchema, referenceSchema]));
};

export const createPages: GatsbyNode['createPages'] = (args) => createSitePages(args);

export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  const route = exactRoute(page);
  if (route === null) return;
  actions.deletePage(page);
  actions.createPage({ ...page, path: route });
};

// The content is complete once the pages exist: `gatsby build` starts the content files then;
// `gatsby develop` serves public/ too, so it writes them here, before it starts serving, with
// the llms files' links as it serves them (without a path prefix).
export const createPagesStatefully: GatsbyNode['createPagesStatefully'] = async ({
  graphql,
  reporter,
  getNodesByType,
  cache,
}) => {
  const args = { graphql, reporter, getNodesByType };
  if (gatsbyCommand() === 'develop') {
    const job = await contentFilesJob(args, '');
    if (job) await writeContentFiles(job, reporter, cache);
    await pushSearchSynonyms(reporter);
    return;
  }
  const job = await contentFilesJob(args, pathPrefixFrom(process.env));
  if (job) buildSteps.startContentFiles(job, reporter, cache);
};

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = (args) =>
  configureWebpack(args);

export const onPostBuild: GatsbyNode['onPostBuild'] = ({ reporter, getNodesByType }) =>
  writeAfterBuild({
    contentFiles: buildSteps.contentFilesDone(),
    pagePaths: getNodesByType('SitePage').map((page) => String(page.path)),
    pathPrefix: pathPrefixFrom(process.env),
    reporter,
  });
