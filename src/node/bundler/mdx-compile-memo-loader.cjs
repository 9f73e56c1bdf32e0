// @ts-check
/**
 * A webpack loader placed just before gatsby-plugin-mdx's loader in `gatsby build`
 * (src/node/bundler/webpack.ts): the browser bundle and the HTML renderer each compile every MDX page
 * through the whole remark and rehype pipeline, to the same JavaScript. The first compilation's
 * result is kept in this process, keyed by the file's path and content, and the later one takes
 * it in the loader's pitch, which skips gatsby-plugin-mdx's loader. What follows (SWC, per
 * compilation) runs as before.
 *
 * A webpack loader is loaded by `require`, so this one file is CommonJS (the build's other code is
 * TypeScript bundled into Gatsby's compiled gatsby-node).
 */
const { createHash } = require('node:crypto');
const fs = require('node:fs');

/** Compiled pages of this process by key, oldest first; bounded so a long `gatsby develop` stays small. */
const compiled = new Map();
const MAX_ENTRIES = 5000;

/**
 * The page's file and content: gatsby-plugin-mdx compiles the file's MDX alike whatever the query
 * it is imported with (`?export=head` for the page's Head, say).
 * @param {string} file
 */
function keyOf(file) {
  let content;
  try {
    content = fs.readFileSync(file);
  } catch {
    return null;
  }
  return `${file}\0${createHash('sha256').update(content).digest('hex')}`;
}

/**
 * A result returned here skips the loaders after this one and the reading of the file, which is
 * where webpack records the file as the module's dependency. So the file is added here: without
 * it, the compilation that took the memo stores the module in its persistent cache with no file
 * to check, and a later build serves the old page from that cache after the file was edited.
 * @this {{ resourcePath: string, addDependency(file: string): void }}
 * @param {string} _remaining
 * @param {string} _preceding
 * @param {{ key?: string | null }} data
 */
function pitch(_remaining, _preceding, data) {
  const key = keyOf(this.resourcePath);
  const known = key === null ? undefined : compiled.get(key);
  if (known !== undefined) {
    this.addDependency(this.resourcePath);
    return known;
  }
  data.key = key;
  return undefined;
}

/**
 * @this {{ data: { key?: string | null } }}
 * @param {string} source gatsby-plugin-mdx's JavaScript for the page
 */
function memoLoader(source) {
  const { key } = this.data;
  if (key) {
    compiled.set(key, source);
    if (compiled.size > MAX_ENTRIES) compiled.delete(compiled.keys().next().value);
  }
  return source;
}

module.exports = memoLoader;
module.exports.pitch = pitch;
