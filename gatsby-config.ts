import path from 'path';
import type { GatsbyConfig } from 'gatsby';
import { SITE } from './src/config';
import {
  assertNoPublishedSecrets,
  isPreviewBuild,
  pathPrefixFrom,
  siteUrlFrom,
} from './src/node/lifecycle/env';
import { remarkPlugins } from './src/node/markdown/mdx-text';
import { remarkContentLinks } from './src/node/markdown/content-links';
import { algoliaPlugin } from './src/node/search/search-index';
import { exampleSourcesFilesystemOptions } from './src/node/markdown/example-sources';
import { rehypeCodeBlocks } from './src/node/markdown/rehype-code-blocks';
import { rehypeStaticProse } from './src/node/markdown/static-prose';

assertNoPublishedSecrets(process.env); // never the Algolia admin key in a GATSBY_ variable

// With more than one core counted, Gatsby runs page queries in worker processes and restarts them
// before rendering the HTML, so every build waits for fresh workers to load the renderer. For
// a site of this size one process does both faster, cold and warm (docs/benchmarks.md). A host's
// own GATSBY_CPU_COUNT wins.
process.env.GATSBY_CPU_COUNT ??= '1';
const siteUrl = siteUrlFrom(process.env);

const config: GatsbyConfig = {
  siteMetadata: {
    title: SITE.title,
    tagline: SITE.tagline,
    description: SITE.description,
    siteUrl,
    titleDelimiter: SITE.titleDelimiter,
    preview: isPreviewBuild(process.env),
  },
  // Used only with `gatsby build --prefix-paths` (PATH_PREFIX=/sub/path).
  pathPrefix: pathPrefixFrom(process.env) || undefined,
  // Routes keep the spec's exact shapes: `/examples/` ends with a slash, `/docs/quick-walkthrough`
  // does not; both answer 200 on a direct load.
  trailingSlash: 'ignore',
  // Query result types (`Queries.*`) of the site's and the build's named queries. The file is
  // committed, so a fresh clone type-checks before any build; every build rewrites it, and a
  // browser-test checks that the committed copy is what the build writes.
  graphqlTypegen: {
    typesOutputPath: 'src/gatsby-types.d.ts',
    documentSearchPaths: ['./gatsby-node.ts', './src/node/**/!(*.test).ts'],
    generateOnBuild: true,
  },
  jsxRuntime: 'automatic',
  plugins: [
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'docs', path: './content/docs' },
    },
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'examples', path: './content/examples' },
    },
    // The example modules' source text (ExampleSource nodes).
    { resolve: 'gatsby-source-filesystem', options: exampleSourcesFilesystemOptions },
    {
      resolve: 'gatsby-plugin-mdx',
      options: {
        extensions: ['.mdx'],
        mdxOptions: {
          remarkPlugins: [
            // GFM, heading ids, admonitions: the plugins the build's MDX reader (mdx-text.ts) uses too.
            ...remarkPlugins,
            // `[bar chart](./bar-chart.mdx)` links to the page built from that file.
            [remarkContentLinks, { contentDir: path.join(process.cwd(), 'content') }],
          ],
          // Fenced code highlighted at build time (Shiki, twoslash on marked blocks); then, in a
          // production build, static prose moved from the page's code to its data (last: it
          // sees the page as the components will render it).
          rehypePlugins: [rehypeCodeBlocks, rehypeStaticProse],
        },
      },
    },
    {
      resolve: 'gatsby-plugin-sitemap',
      options: {
        output: '/',
        query: `{ allSitePage { nodes { path pageContext } } }`,
        resolveSiteUrl: () => siteUrl,
        // createPages puts each content page's `fields.listed` in its context.
        resolvePages: ({
          allSitePage,
        }: {
          allSitePage: { nodes: { path: string; pageContext?: { listed?: boolean } }[] };
        }) => allSitePage.nodes.filter((n) => n.pageContext?.listed !== false),
        excludes: ['/404', '/404.html', '/404/', '/dev-404-page', '/dev-404-page/'],
        serialize: ({ path }: { path: string }) => ({ url: path }),
      },
    },
    // gatsby-plugin-algolia, only with ALGOLIA_APP_ID, ALGOLIA_ADMIN_KEY and ALGOLIA_INDEX_NAME set.
    ...[algoliaPlugin(process.env)].filter((p) => p !== null),
  ],
};

export default config;
