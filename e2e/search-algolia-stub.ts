/**
 * The Algolia indexing stand-in lives in test-support (`startIndexingStub`); this re-export keeps
 * the import of site-builds.e2e.ts working until it imports `@chartwrap/test-support` itself.
 */
export { startIndexingStub, type IndexingStub } from '@chartwrap/test-support';
