/**
 * @jest-environment node
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import TerserPlugin from 'terser-webpack-plugin';
import type { CreateWebpackConfigArgs } from 'gatsby';
import { buildCodeVersion } from '../lifecycle/build-cache';
import { MDX_COMPILE_MEMO_LOADER, configureWebpack, needsGatsbyBabel } from './webpack';

const ROOT = process.cwd();
const GATSBY_BABEL = path.join(ROOT, 'node_modules/gatsby/dist/utils/babel-loader.js');
const MDX_LOADER = path.join(ROOT, 'node_modules/gatsby-plugin-mdx/dist/gatsby-mdx-loader.js');

/** Gatsby's shape of a config: its JS rule and a plugin's MDX rule, both through Babel. */
function gatsbyConfig() {
  return {
    devtool: 'source-map',
    module: {
      rules: [
        {
          test: /\.(js|mjs|jsx|ts|tsx)$/,
          use: () => [{ loader: GATSBY_BABEL, options: { stage: 'build-javascript' } }],
        },
        {
          test: /\.mdx?$/,
          use: () => [{ loader: GATSBY_BABEL, options: {} }, { loader: MDX_LOADER }],
        },
        { oneOf: [{ test: /\.css$/, use: [{ loader: 'css-loader' }] }] },
      ],
    },
    optimization: { minimizer: [new TerserPlugin(), 'css-minimizer'] },
    resolve: { alias: { gatsby$: '/x' } },
    plugins: [] as unknown[],
  };
}

type Config = ReturnType<typeof gatsbyConfig>;
type LoaderList = { loader: string; options?: Record<string, unknown> }[];

function configure(
  stage: CreateWebpackConfigArgs['stage'],
  plugins: unknown[] = [],
  moreOfGatsbyConfig: object = {},
): Config {
  let replaced: Config | undefined;
  const config = { ...gatsbyConfig(), plugins, ...moreOfGatsbyConfig };
  configureWebpack({
    stage,
    getConfig: () => config,
    actions: { replaceWebpackConfig: (c: Config) => (replaced = c) },
    plugins: { define: (definitions: Record<string, string>) => ({ definitions }) },
  } as unknown as CreateWebpackConfigArgs);
  if (!replaced) throw new Error('the config was not replaced');
  return replaced;
}

function loadersFor(config: Config, ruleIndex: number, resource: string, issuer = '') {
  const rule = config.module.rules[ruleIndex].use as unknown as (info: object) => LoaderList;
  return rule({ resource, resourceQuery: '', issuer }).map((l) =>
    l.loader === 'swc-loader' ? 'swc-loader' : path.basename(l.loader),
  );
}

test('components without GraphQL and MDX pages compile with SWC', () => {
  const config = configure('build-javascript');
  expect(loadersFor(config, 0, path.join(ROOT, 'src/components/Layout.tsx'))).toEqual([
    'swc-loader',
  ]);
  expect(loadersFor(config, 1, path.join(ROOT, 'content/examples/pie-chart.mdx'))).toEqual([
    'swc-loader',
    'mdx-compile-memo-loader.cjs',
    'gatsby-mdx-loader.js',
  ]);
});

test('page components and files with a graphql query keep Gatsby’s Babel', () => {
  const config = configure('build-javascript');
  const template = path.join(ROOT, 'src/templates/doc.tsx');
  expect(
    loadersFor(
      config,
      0,
      template,
      path.join(ROOT, '.cache/_this_is_virtual_fs_path_/$virtual/async-requires.js'),
    ),
  ).toEqual(['babel-loader.js']);
  expect(loadersFor(config, 0, path.join(ROOT, 'src/components/SiteData.tsx'))).toEqual([
    'babel-loader.js',
  ]);
  expect(needsGatsbyBabel({ resource: path.join(ROOT, 'src/constants.ts'), issuer: '' })).toBe(
    false,
  );
});

test('the published JavaScript: SWC minifier, no source maps', () => {
  const config = configure('build-javascript');
  expect(config.devtool).toBe(false);
  const [js, css] = config.optimization.minimizer as unknown[];
  expect(js).toBeInstanceOf(TerserPlugin);
  expect(
    (js as { options: { minimizer: { implementation: unknown } } }).options.minimizer
      .implementation,
  ).toBe(TerserPlugin.swcMinify);
  expect(css).toBe('css-minimizer');
});

test('the HTML renderer leaves out what only runs after a reader acts; the browser bundle keeps it', () => {
  const html = configure('build-html');
  expect(html.resolve.alias).toMatchObject({
    'react-live': false,
    '@docsearch/react': false,
    minisearch: false,
    [path.join(ROOT, 'src/components/playground/LivePlayground')]: false,
  });
  expect(html.devtool).toBe('source-map');
  expect(configure('build-javascript').resolve.alias).not.toHaveProperty('react-live');
});

test('gatsby develop compiles page code on first request, and its HTML shell needs none', () => {
  const develop = configure('develop');
  expect(develop).toMatchObject({ experiments: { lazyCompilation: { entries: false } } });
  const shell = configure('develop-html');
  // Before Gatsby's own `$virtual` alias, so that it wins for this one module.
  expect(Object.entries(shell.resolve.alias!)[0]).toEqual([
    '$virtual/async-requires$',
    path.join(ROOT, 'src/node/bundler/develop-shell-pages.ts'),
  ]);
  process.env.DEVELOP_EAGER = 'true';
  try {
    expect(configure('develop')).not.toHaveProperty('experiments.lazyCompilation');
  } finally {
    delete process.env.DEVELOP_EAGER;
  }
  for (const stage of ['build-javascript', 'build-html'] as const) {
    expect(configure(stage)).not.toHaveProperty('experiments.lazyCompilation');
    expect(configure(stage).resolve.alias).not.toHaveProperty(['$virtual/async-requires$']);
  }
});

test('develop compiles our components with fast refresh', () => {
  const config = configure('develop');
  const rule = config.module.rules[0].use as unknown as (info: object) => LoaderList;
  const [swc] = rule({
    resource: path.join(ROOT, 'src/components/Layout.tsx'),
    resourceQuery: '',
    issuer: '',
  });
  expect(swc.options).toMatchObject({
    jsc: { transform: { react: { refresh: true, development: true } } },
  });
});

test('the preview marker is defined for every stage', () => {
  expect(configure('build-html').plugins).toContainEqual({
    definitions: { 'process.env.CHARTWRAP_PREVIEW': expect.any(String) },
  });
});

test("gatsby develop runs without Gatsby's own ESLint plugin; other stages keep it", () => {
  class ESLintWebpackPlugin {}
  class OtherPlugin {}
  const pluginsOf = (stage: CreateWebpackConfigArgs['stage']) =>
    configure(stage, [new ESLintWebpackPlugin(), new OtherPlugin()]).plugins.map(
      (plugin) => (plugin as object).constructor.name,
    );
  // The last one is the preview marker's define.
  expect(pluginsOf('develop')).toEqual(['OtherPlugin', 'Object']);
  expect(pluginsOf('build-javascript')).toEqual(['ESLintWebpackPlugin', 'OtherPlugin', 'Object']);
});

test('the persistent cache is keyed by a version, and no build dependency is walked', () => {
  const replaced = configure('build-html', [], { cache: { type: 'filesystem' } }) as Config & {
    cache: { version?: string };
  };
  expect(replaced.cache.version).toBe(buildCodeVersion());
  // Its plugin empties the compilation's build dependencies once the build is done.
  const [plugin] = replaced.plugins as {
    apply(compiler: { hooks: { done: { tap(n: string, f: (s: unknown) => void): void } } }): void;
  }[];
  let onDone: ((stats: unknown) => void) | undefined;
  plugin.apply({ hooks: { done: { tap: (_name, run) => (onDone = run) } } });
  const buildDependencies = new Set(['node_modules/gatsby/dist/utils/babel-loader.js']);
  onDone!({ compilation: { buildDependencies } });
  expect(buildDependencies.size).toBe(0);
  // Without a persistent cache, nothing is added.
  expect(configure('build-html')).not.toHaveProperty('cache');
});

test('a page compiled by one compilation is taken from the memo by the next, until its file changes', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const memo = require(MDX_COMPILE_MEMO_LOADER) as {
    (this: object, source: string): string;
    pitch(this: object, remaining: string, preceding: string, data: object): string | undefined;
  };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mdx-memo-'));
  const file = path.join(dir, 'page.mdx');
  fs.writeFileSync(file, '# One');
  let dependencies: string[] = [];
  const compile = (compiled: string) => {
    const data: { key?: string | null } = {};
    dependencies = [];
    const context = {
      resourcePath: file,
      data,
      addDependency: (dependency: string) => dependencies.push(dependency),
    };
    const taken = memo.pitch.call(context, '', '', data);
    return taken ?? memo.call(context, compiled);
  };
  expect(compile('first compilation')).toBe('first compilation');
  expect(compile('second compilation')).toBe('first compilation');
  // Taken from the memo, the module still depends on its file: webpack's persistent cache checks
  // it on the next build (it would otherwise keep the old page after an edit).
  expect(dependencies).toEqual([file]);
  fs.writeFileSync(file, '# Two');
  expect(compile('after an edit')).toBe('after an edit');
  fs.rmSync(dir, { recursive: true });
});

test('gatsby develop compiles MDX pages without the memo (a page also changes with what it reads)', () => {
  expect(loadersFor(configure('develop'), 1, path.join(ROOT, 'content/docs/a.mdx'))).toEqual([
    'swc-loader',
    'gatsby-mdx-loader.js',
  ]);
  expect(loadersFor(configure('build-html'), 1, path.join(ROOT, 'content/docs/a.mdx'))).toEqual([
    'swc-loader',
    'mdx-compile-memo-loader.cjs',
    'gatsby-mdx-loader.js',
  ]);
});
