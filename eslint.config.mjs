import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      // Gatsby's output wherever a site is built (the root and the bench's floor site).
      '**/public/',
      '**/.cache/',
      '**/dist/',
      'coverage/',
      'src/gatsby-types.d.ts',
      'bench/.tmp/',
      'e2e/.tmp/',
      'test-support/.tmp/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Size limits that keep every module and function readable in one sitting.
    files: ['**/*.{js,mjs,cjs,jsx,ts,tsx,mts,cts}'],
    // Generated files are as long as what they describe.
    ignores: ['src/gatsby-types.d.ts', '**/*.json'],
    rules: {
      'max-lines-per-function': ['error', { max: 100, skipBlankLines: true, skipComments: true }],
      'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // Test files may run longer than modules, each still about one subject.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/*.e2e.ts', '**/*.test-d.tsx'],
    rules: {
      'max-lines': ['error', { max: 500, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // CommonJS files (a webpack loader, a Jest transform) load their dependencies with require.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
