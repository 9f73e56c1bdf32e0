import path from 'node:path';
import type { Config } from 'jest';

// One Jest project per package: `npx jest` from the root runs them all.
const swc: Config['transform'] = {
  '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }],
};

// The workspace packages from source: no build needed for any test.
const workspaceSources: Config['moduleNameMapper'] = {
  '^chartwrap$': '<rootDir>/packages/chartwrap/src/index.ts',
  '^chartwrap/core$': '<rootDir>/packages/chartwrap/src/core.ts',
  '^chartwrap/testing$': '<rootDir>/packages/chartwrap/src/testing.ts',
  '^@chartwrap/test-support$': '<rootDir>/test-support/src/index.ts',
};

/** React 19 of packages/react19-smoke (a declared peer; the workspace runs on React 18). */
const REACT_19_DIR = path.join(__dirname, 'packages/react19-smoke');
const react19 = (name: string) =>
  path.dirname(require.resolve(`${name}/package.json`, { paths: [REACT_19_DIR] }));

/** Copies of the site the growth bench builds (their package.json files repeat ours). */
const modulePathIgnorePatterns = ['<rootDir>/bench/.tmp/'];

const config: Config = {
  // One worker per core. Jest's default leaves a core to itself, which on a 2-core CI machine
  // runs every file in one process; browser tests spend much of their time waiting on Chromium
  // and the served build, so a second file runs in that time.
  maxWorkers: '100%',
  // The longest files first, so that none starts last on a fresh clone (jest.sequencer.cjs).
  testSequencer: '<rootDir>/jest.sequencer.cjs',
  projects: [
    {
      displayName: 'chartwrap',
      rootDir: '<rootDir>',
      modulePathIgnorePatterns,
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/packages/chartwrap/test/**/*.test.ts?(x)'],
      transform: swc,
      // The library by its package name too, as users import it.
      moduleNameMapper: workspaceSources,
      setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
    },
    {
      // The library on React 19: its smoke test, with `react` and `react-dom` mapped to the
      // React 19 that `npm install` puts in packages/react19-smoke/node_modules.
      displayName: 'react19',
      rootDir: '<rootDir>',
      modulePathIgnorePatterns,
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/packages/react19-smoke/**/*.test.ts?(x)'],
      transform: swc,
      moduleNameMapper: {
        ...workspaceSources,
        '^react$': react19('react'),
        '^react/(.*)$': `${react19('react')}/$1`,
        '^react-dom$': react19('react-dom'),
        '^react-dom/(.*)$': `${react19('react-dom')}/$1`,
      },
      setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
    },
    {
      displayName: 'test-support',
      rootDir: '<rootDir>',
      modulePathIgnorePatterns,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test-support/test/**/*.test.ts'],
      transform: swc,
      moduleNameMapper: workspaceSources,
    },
    {
      // The MCP server's modules (packages/chartwrap-mcp) from source, over fixture docs data; its
      // packed tarball is tested in e2e (mcp-server.e2e.ts), which has the site's build.
      displayName: 'chartwrap-mcp',
      rootDir: '<rootDir>',
      modulePathIgnorePatterns,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/packages/chartwrap-mcp/test/**/*.test.ts'],
      transform: swc,
      // The site's search engine it imports stems words with `stemmer`, an ES module only.
      transformIgnorePatterns: ['/node_modules/(?!stemmer/)'],
    },
    {
      displayName: 'site',
      rootDir: '<rootDir>',
      modulePathIgnorePatterns,
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/patches/**/*.test.ts'],
      // Stylesheets (ours and @docsearch/css) import as empty modules.
      // Shiki and twoslash ship `.mjs` files only: compiled to CommonJS like the rest.
      transform: {
        ...swc,
        '^.+\\.mjs$': ['@swc/jest', {}],
        '\\.css$': '<rootDir>/src/test-utils/css-transform.cjs',
      },
      // Compiled too: @docsearch/css (for the stylesheet transform) and the unified/remark family
      // the build reads MDX with, which ships ES modules only (Jest runs CommonJS).
      transformIgnorePatterns: [
        `/node_modules/(?!(${[
          '@docsearch/css',
          'unified',
          'bail',
          'trough',
          'is-plain-obj',
          'vfile.*',
          'unist-.*',
          'mdast-.*',
          'micromark.*',
          'remark-.*',
          'estree-util-.*',
          'decode-named-character-reference',
          'stemmer',
          'character-entities.*',
          'character-reference-invalid',
          'parse-entities',
          'stringify-entities',
          'is-alphabetical',
          'is-alphanumerical',
          'is-decimal',
          'is-hexadecimal',
          'ccount',
          'longest-streak',
          'markdown-table',
          'escape-string-regexp',
          'zwitch',
          // The code highlighter (src/node/markdown/code-blocks.ts) and what it brings.
          'shiki',
          '@shikijs',
          'twoslash.*',
          '@typescript/vfs',
          'hast-util-.*',
          'html-void-elements',
          'property-information',
          'space-separated-tokens',
          'comma-separated-tokens',
          'oniguruma-.*',
          'regex.*',
          'devlop',
          'trim-lines',
        ].join('|')})/)`,
      ],
      moduleNameMapper: {
        ...workspaceSources,
        // Components import gatsby's Link/graphql/useStaticQuery: a small stand-in.
        '^gatsby$': '<rootDir>/src/test-utils/gatsby.tsx',
      },
      setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
    },
    {
      // Browser tests against one production build served by `gatsby serve`.
      // Run under `flock /tmp/chartwrap-gatsby-build.lock`; E2E_REUSE_BUILD=1 reuses public/.
      displayName: 'e2e',
      rootDir: '<rootDir>',
      modulePathIgnorePatterns,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/e2e/**/*.e2e.ts'],
      transform: swc,
      moduleNameMapper: workspaceSources,
      globalSetup: '<rootDir>/e2e/setup.ts',
      globalTeardown: '<rootDir>/e2e/teardown.ts',
      testTimeout: 300_000,
      slowTestThreshold: 60,
    },
  ],
};

export default config;
