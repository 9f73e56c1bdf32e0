// @ts-check
/**
 * The entry of a build child process (build-child.ts): loads the compiled gatsby-node named by its
 * argument, whose modules register the jobs a child serves, then serves the job the parent sends.
 * A compiled file that registers nothing (a test's stand-in) speaks to the parent itself.
 */
const entry = process.argv[2];
if (!entry) throw new Error('child-entry.cjs: the compiled gatsby-node to load is its argument');
require(entry);
const serve = /** @type {Record<symbol, (() => void) | undefined>} */ (globalThis)[
  Symbol.for('chartwrap.build-child.serve')
];
if (serve) serve();
