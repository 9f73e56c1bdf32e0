/**
 * The search stage's entry point: what the rest of the build calls (Node only). Search runs as a
 * pipeline, one module a step:
 *
 *   page content (page-content.ts: the one query of the listed pages, shared with the llms files)
 *   → the record builder's input (search-input.ts) → records (search-records.ts)
 *   → index files in public/ (index-files.ts, split-index.ts, modal-stylesheet.ts)
 *   → the engine in the browser (src/search/: embedded.ts, engine.ts, split-engine.ts),
 *
 * plus Algolia (algolia.ts): the records pushed by gatsby-plugin-algolia and the synonyms by the
 * build, when the build has the indexing credentials.
 *
 * - content-files.ts queries `queryPageContent` once, makes the search input with
 *   `pagesFromGraphql` (and the llms files' with llms.ts) and writes the index with
 *   `writeSearchFiles` (in a child process on a big site's build);
 * - after the content files, post-build.ts (build) and gatsby-node's develop run call
 *   `pushSearchSynonyms`;
 * - gatsby-config.ts adds `algoliaPlugin()` to its plugins.
 */
export { queryPageContent, type PageContent } from './page-content';
export { pagesFromGraphql } from './search-input';
export { writeSearchFiles } from './index-files';
export { algoliaPlugin, pushSearchSynonyms } from './algolia';
