/**
 * The test double of Google Charts is the library's own `chartwrap/testing` entry point
 * (packages/chartwrap/src/testing.ts), which users' tests import too; the site's tests, the
 * browser tests and the bench reach it through this package.
 */
export * from 'chartwrap/testing';
