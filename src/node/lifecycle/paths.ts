/**
 * Where the build reads and writes, for every stage: the folder the site is built to and the
 * library's source the build reads types from.
 */
import path from 'node:path';

/** The folder `gatsby build` writes the site to. */
export const PUBLIC_DIR = path.resolve('public');

/** The library's entry module, from source: the references and twoslash blocks read its types. */
export const LIBRARY_ENTRY = path.resolve(__dirname, '../../../packages/chartwrap/src/index.ts');
