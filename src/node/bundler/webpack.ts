/**
 * The site's changes to Gatsby's webpack configuration, for every stage:
 *
 * - Transpiling: SWC instead of Babel for every module that Babel's Gatsby-only plugins leave
 *   untouched. Babel stays for page components (Gatsby splits their `Head` from their default
 *   export with a Babel plugin) and for files holding a `graphql` tagged template (Gatsby's Babel
 *   plugin replaces page and static queries with their results).
 * - MDX pages compiled once per build, not once per compilation (mdx-compile-memo-loader.cjs).
 * - Minifying: SWC's minifier instead of Terser, through terser-webpack-plugin.
 * - No source maps in the published JavaScript (they cost build time and would publish the
 *   sources' build paths).
 * - The HTML renderer leaves out code that only ever runs in the browser after a reader acts.
 * - `gatsby develop` compiles each page's code on its first request, and runs no ESLint of its
 *   own (the repository lints with its own configuration).
 * - Webpack's persistent cache keyed by one version string instead of walking its build
 *   dependencies' require graphs.
 * - The preview-build marker for the browser bundle and the server renderer.
 */
import fs from 'fs';
import path from 'path';
import type { CreateWebpackConfigArgs } from 'gatsby';
import TerserPlugin from 'terser-webpack-plugin';
import { buildCodeVersion } from '../lifecycle/build-cache';
import { isPreviewBuild, lazyDevelopCompilation } from '../lifecycle/env';

type Stage = CreateWebpackConfigArgs['stage'];

interface LoaderEntry {
  loader: string;
  options?: unknown;
}
type Use = LoaderEntry | string;
interface UseInfo {
  resource: string;
  realResource?: string;
  resourceQuery: string;
  issuer: string;
}
/** The parts of Gatsby's webpack configuration changed here. */
interface WebpackConfig {
  cache?: false | { type: string; version?: string };
  module: { rules: Rule[] };
  optimization?: { minimizer?: unknown[] };
  resolve: { alias?: Record<string, string | false> };
  plugins: unknown[];
  devtool?: string | false;
  experiments?: Record<string, unknown>;
}
interface Rule {
  use?: Use[] | ((info: UseInfo) => Use[]);
  oneOf?: Rule[];
  rules?: Rule[];
  [key: string]: unknown;
}

const ROOT = process.cwd();

/** Modules the server renderer never runs: each is loaded by `import()` after a reader acts. */
const BROWSER_ONLY_MODULES = [
  // the live editor (opened by "Edit" on an example)
  'react-live',
  path.join(ROOT, 'src/components/playground/LivePlayground'),
  // the search modal and the embedded engine (opened by the search button or a shortcut)
  '@docsearch/react',
  path.join(ROOT, 'src/search/SearchModal'),
  'minisearch',
  'algoliasearch/lite',
];

const IN_NODE_MODULES = /[\\/]node_modules[\\/]/;

const isHtmlStage = (stage: Stage) => stage === 'build-html' || stage === 'develop-html';

// ---------------------------------------------------------------------------------------------
// Which modules need Gatsby's Babel plugins
// ---------------------------------------------------------------------------------------------

/** A `graphql` tagged template: a page query, a static query or a fragment. */
const GRAPHQL_TAG = /\bgraphql\s*`/;
const sourceCache = new Map<string, { mtimeMs: number; needsBabel: boolean }>();

function containsGraphql(file: string): boolean {
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return false;
  }
  const cached = sourceCache.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.needsBabel;
  const needsBabel = GRAPHQL_TAG.test(fs.readFileSync(file, 'utf8'));
  sourceCache.set(file, { mtimeMs, needsBabel });
  return needsBabel;
}

/**
 * Babel's Gatsby plugins change page components (imported by Gatsby's `async-requires`: their
 * `Head` and default export go to separate chunks) and files with GraphQL queries. Every other
 * module compiles the same without them.
 */
export function needsGatsbyBabel({ resource, issuer }: Pick<UseInfo, 'resource' | 'issuer'>) {
  if (/async-requires/.test(issuer ?? '')) return true;
  const file = resource.split('?')[0];
  if (!/\.(js|mjs|jsx|ts|tsx)$/.test(file) || IN_NODE_MODULES.test(file)) return false;
  return containsGraphql(file);
}

// ---------------------------------------------------------------------------------------------
// SWC
// ---------------------------------------------------------------------------------------------

/** SWC's options for one module: parser by file type, targets by stage. */
export function swcOptions(stage: Stage, file: string, browserslist: string[]) {
  const typescript = /\.tsx?$/.test(file);
  const fromNodeModules = IN_NODE_MODULES.test(file);
  const develop = stage === 'develop';
  return {
    // CommonJS files stay scripts; ES modules keep their imports for webpack's tree shaking.
    isModule: 'unknown',
    sourceMaps: develop,
    jsc: {
      parser: typescript
        ? { syntax: 'typescript', tsx: file.endsWith('x') }
        : { syntax: 'ecmascript', jsx: true },
      transform: {
        react: {
          runtime: 'automatic',
          development: develop,
          // Fast refresh for our own components while `gatsby develop` runs.
          refresh: develop && !fromNodeModules,
        },
      },
    },
    env: isHtmlStage(stage)
      ? { targets: { node: process.versions.node } }
      : { targets: browserslist },
  };
}

function swcLoader(stage: Stage, file: string, browserslist: string[]): LoaderEntry {
  // By name: webpack finds loaders in the project's node_modules (and Gatsby's compiled
  // gatsby-node has no require.resolve).
  return { loader: 'swc-loader', options: swcOptions(stage, file, browserslist) };
}

const isBabelLoader = (use: Use) =>
  typeof use === 'object' && /[\\/]babel-loader(\.js)?$|[\\/]babel-loader[\\/]/.test(use.loader);

/** Swaps Babel for SWC in every rule, except for the modules that need Gatsby's Babel plugins. */
function withSwc(rules: Rule[], stage: Stage, browserslist: string[]): Rule[] {
  return rules.map((rule) => {
    const next: Rule = { ...rule };
    if (rule.oneOf) next.oneOf = withSwc(rule.oneOf, stage, browserslist);
    if (rule.rules) next.rules = withSwc(rule.rules, stage, browserslist);
    const loadersFor = rule.use;
    if (typeof loadersFor === 'function') {
      next.use = (info: UseInfo) => {
        const loaders = loadersFor(info);
        // Gatsby also calls `use` without a module (while checking the config in develop).
        if (!info?.resource || needsGatsbyBabel(info)) return loaders;
        const file = (info.realResource ?? info.resource).split('?')[0];
        return loaders.map((l) => (isBabelLoader(l) ? swcLoader(stage, file, browserslist) : l));
      };
    } else if (Array.isArray(loadersFor) && loadersFor.some(isBabelLoader)) {
      // Rules with fixed loaders (node_modules): the file is only known per module.
      const others = loadersFor.filter((l) => !isBabelLoader(l));
      next.use = (info: UseInfo) =>
        info?.resource
          ? [swcLoader(stage, info.resource.split('?')[0], browserslist), ...others]
          : loadersFor;
    }
    return next;
  });
}

// ---------------------------------------------------------------------------------------------
// MDX compiled once per build
// ---------------------------------------------------------------------------------------------

/** The loader keeping each page's compiled MDX for the build's later compilations. */
export const MDX_COMPILE_MEMO_LOADER = path.join(
  ROOT,
  'src/node/bundler/mdx-compile-memo-loader.cjs',
);

const isMdxLoader = (use: Use) =>
  typeof use === 'object' && /[\\/]gatsby-mdx-loader(\.js)?$/.test(use.loader);

/** Puts the memo loader just before gatsby-plugin-mdx's loader wherever a rule uses it. */
export function withMdxCompileMemo(rules: Rule[]): Rule[] {
  const memo = (loaders: Use[]) => {
    const at = loaders.findIndex(isMdxLoader);
    return at === -1
      ? loaders
      : [...loaders.slice(0, at), { loader: MDX_COMPILE_MEMO_LOADER }, ...loaders.slice(at)];
  };
  return rules.map((rule) => {
    const next: Rule = { ...rule };
    if (rule.oneOf) next.oneOf = withMdxCompileMemo(rule.oneOf);
    if (rule.rules) next.rules = withMdxCompileMemo(rule.rules);
    const loadersFor = rule.use;
    if (typeof loadersFor === 'function') next.use = (info: UseInfo) => memo(loadersFor(info));
    else if (Array.isArray(loadersFor)) next.use = memo(loadersFor);
    return next;
  });
}

// ---------------------------------------------------------------------------------------------
// Webpack's persistent cache
// ---------------------------------------------------------------------------------------------

/**
 * Webpack records every loader and the configuration's files as build dependencies and, before
 * storing its cache, follows their require graphs through node_modules to snapshot every file and
 * package they reach. That was most of the HTML renderer's time in a cold build (figures in
 * docs/benchmarks.md), and says no more than `buildCodeVersion()`: Gatsby empties .cache itself when package.json,
 * gatsby-config, gatsby-node or a plugin's version changes.
 */
class BuildDependenciesAsCacheVersion {
  apply(compiler: {
    hooks: { done: { tap(name: string, run: (stats: BuildStats) => void): void } };
  }) {
    compiler.hooks.done.tap('BuildDependenciesAsCacheVersion', (stats) =>
      stats.compilation.buildDependencies.clear(),
    );
  }
}
interface BuildStats {
  compilation: { buildDependencies: { clear(): void } };
}

// ---------------------------------------------------------------------------------------------
// The whole change
// ---------------------------------------------------------------------------------------------

/** The browsers Gatsby targets (its `.cache/babelState.json`, from the project's browserslist). */
function gatsbyBrowserslist(): string[] {
  try {
    const state = JSON.parse(fs.readFileSync(path.join(ROOT, '.cache/babelState.json'), 'utf8'));
    if (Array.isArray(state.browserslist)) return state.browserslist;
  } catch {
    // no state yet: Gatsby's own default below
  }
  return ['>0.25%', 'not dead'];
}

export function configureWebpack({ stage, getConfig, actions, plugins }: CreateWebpackConfigArgs) {
  const config = getConfig() as WebpackConfig;

  config.module.rules = withSwc(config.module.rules, stage, gatsbyBrowserslist());
  // Within one `gatsby build` every compilation sees the same content. `gatsby develop` recompiles
  // a page when anything it reads changes (a linked page, the library's types), not only its file.
  if (stage === 'build-javascript' || stage === 'build-html') {
    config.module.rules = withMdxCompileMemo(config.module.rules);
  }

  if (stage === 'build-javascript') {
    config.devtool = false;
    if (config.optimization?.minimizer) {
      config.optimization.minimizer = config.optimization.minimizer.map((plugin) =>
        plugin instanceof TerserPlugin
          ? new TerserPlugin({
              exclude: /\.min\.js/,
              minify: TerserPlugin.swcMinify,
              terserOptions: { ecma: 5, mangle: { safari10: true } },
            })
          : plugin,
      );
    }
  }

  if (stage === 'develop') {
    // `gatsby develop` compiles a page's code when the browser first asks for it, not every page
    // before the site answers (a patch to Gatsby lists every static query in each page's data,
    // since a page's queries are only known once its code is compiled).
    if (lazyDevelopCompilation(process.env)) {
      config.experiments = {
        ...config.experiments,
        lazyCompilation: { entries: false, imports: true },
      };
    }
    // Gatsby lints the .js modules it bundles while `gatsby develop` runs. The repository's own
    // ESLint (`npm run lint`, and the editor) covers every source file; the only .js module here
    // is the library's built dist/, which drew a page of warnings about generated code.
    config.plugins = config.plugins.filter(
      (plugin) => (plugin as object | null)?.constructor?.name !== 'ESLintWebpackPlugin',
    );
  }

  if (stage === 'develop-html') {
    // Before it serves anything, `gatsby develop` builds the renderer of its HTML shell, which
    // listed every page component (all the MDX pages with them) though the shell renders none.
    config.resolve.alias = {
      '$virtual/async-requires$': path.join(ROOT, 'src/node/bundler/develop-shell-pages.ts'),
      ...config.resolve.alias,
    };
  }

  if (isHtmlStage(stage)) {
    config.resolve.alias = {
      ...config.resolve.alias,
      ...Object.fromEntries(BROWSER_ONLY_MODULES.map((m) => [m, false])),
    };
  }

  if (config.cache && config.cache.type === 'filesystem') {
    config.cache.version = buildCodeVersion();
    config.plugins.push(new BuildDependenciesAsCacheVersion());
  }

  config.plugins.push(
    plugins.define({
      'process.env.CHARTWRAP_PREVIEW': JSON.stringify(isPreviewBuild(process.env) ? 'true' : ''),
    }),
  );

  actions.replaceWebpackConfig(config);
}
