// @ts-check
/**
 * The import rules of the repository, held by dependency-cruiser (`npm run depcruise`, part of
 * `npm test`; docs/site.md, "Where the build code lives"):
 *
 * - The build's stages (`src/node/<stage>/`) run one way: content → markdown → reference → search
 *   → output. A module imports from its own stage or an earlier one, never a later one.
 * - `src/node/lifecycle/` is the build's environment (variables, paths, caches, child processes):
 *   any stage may import it, and it imports no stage.
 * - `src/node/bundler/` (webpack) stands beside the stages: it imports only the environment, and
 *   no stage imports it.
 * - What composes the stages (`gatsby-node.ts`, `gatsby-config.ts`, `src/node/build-steps.ts`)
 *   may import any of them; no stage imports it back.
 * - Only the build imports build code: the site's browser code, the library and the test
 *   support package never import `src/node/` (their tests may).
 * - No circle anywhere, type-only imports counted.
 *
 * A broken rule prints its name and both files: `error markdown-imports-only-earlier-stages:
 * src/node/markdown/a.ts → src/node/output/b.ts`.
 */

/** The stages, in the order a build runs them. */
const STAGES = ['content', 'markdown', 'reference', 'search', 'output'];
/** What every stage may import besides the stages before it. */
const ENVIRONMENT = 'lifecycle';

/** `^src/node/` followed by anything but the folders `allowed`: what they may not import. */
const outside = (/** @type {string[]} */ allowed) => `^src/node/(?!(?:${allowed.join('|')})/)`;

/** One rule per stage: it imports only itself, the stages before it and the environment. */
const stageRules = STAGES.map((stage, index) => {
  const allowed = [...STAGES.slice(0, index + 1), ENVIRONMENT];
  const later = STAGES.slice(index + 1);
  return {
    name: `${stage}-imports-only-earlier-stages`,
    severity: /** @type {const} */ ('error'),
    comment:
      `src/node/${stage}/ runs ${later.length ? `before ${later.join(', ')}` : 'last'}: it may ` +
      `import ${allowed.join(', ')} only, not a later stage, the bundler or what composes the ` +
      'stages. Move what both need into the earlier stage or into src/node/lifecycle/.',
    from: { path: `^src/node/${stage}/` },
    to: { path: outside(allowed) },
  };
});

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...stageRules,
    {
      name: 'lifecycle-imports-no-stage',
      severity: 'error',
      comment:
        'src/node/lifecycle/ is the build environment every stage reads (variables, paths, caches, ' +
        'child processes): it imports no stage. What runs the stages belongs to src/node/build-steps.ts.',
      from: { path: '^src/node/lifecycle/' },
      to: { path: outside([ENVIRONMENT]) },
    },
    {
      name: 'bundler-imports-only-lifecycle',
      severity: 'error',
      comment:
        'src/node/bundler/ (webpack) stands beside the stages: it imports only src/node/lifecycle/.',
      from: { path: '^src/node/bundler/' },
      to: { path: outside(['bundler', ENVIRONMENT]) },
    },
    {
      name: 'only-the-build-imports-build-code',
      severity: 'error',
      comment:
        "src/node/ runs in Gatsby's Node process: the site's browser code, the library and the " +
        'test support package never import it (move what both need to src/shared/). Tests, and ' +
        'the modules only tests use (src/test-utils/), may.',
      from: {
        path: '^(?:src/(?!node/)|packages/|test-support/)',
        pathNot: ['\\.test\\.tsx?$', '^src/test-utils/'],
      },
      to: { path: '^src/node/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A circle of imports (type-only imports count): a reader cannot read one module without ' +
        'the other. Move what both need into a module of its own that imports neither.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Built files and copies of the site that tests and benches make.
    exclude: { path: '(?:^|/)(?:node_modules|dist|public|\\.cache|\\.tmp)/' },
    // Type-only imports are imports: a circle of types is a circle a reader follows too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.cjs', '.mjs', '.json'],
    },
  },
};
