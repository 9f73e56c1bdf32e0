/**
 * Test support shared by the library's tests, the site's tests, the browser tests and the bench:
 * the fake Google Charts (in jsdom, or served as the loader's body in a browser) and the one
 * Chromium launcher. Jest and TypeScript read this source; Node scripts load the build in dist/.
 */
export * from './fake-google';
export * from './browser';
export * from './loader-route';
export * from './algolia-indexing-stub';
