/**
 * The page components of `gatsby develop`'s HTML shell: none. The development server sends one
 * page-independent shell for every URL and each page renders in the browser, so the shell's
 * renderer needs no page code (src/node/bundler/webpack.ts puts this module in place of Gatsby's list of
 * every page component for that renderer). A page with `getServerData` would need its code there.
 */
export const components: Record<string, never> = {};
export default { components };
