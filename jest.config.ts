import type { Config } from 'jest';

// One Jest project per package (see README): `npx jest` from the root runs them all.
const swc: Config['transform'] = {
  '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }],
};

const config: Config = {
  projects: [
    {
      displayName: 'chartwrap',
      rootDir: '<rootDir>/packages/chartwrap',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/test/**/*.test.ts?(x)'],
      transform: swc,
      setupFilesAfterEnv: ['<rootDir>/../../jest.setup.ts'],
    },
    {
      displayName: 'site',
      rootDir: '<rootDir>',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
      transform: swc,
      // The workspace library from source: no build needed for site tests (chartwrap agent's line).
      moduleNameMapper: { '^chartwrap$': '<rootDir>/packages/chartwrap/src/index.ts' },
      setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
    },
  ],
};

export default config;
