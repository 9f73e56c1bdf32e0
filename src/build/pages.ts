/**
 * Inputs of createPages (pure functions, unit-tested): redirects, page paths, template checks.
 */

/** Old example paths that moved: each redirects to the page that took its place. */
export const REDIRECTS: { fromPath: string; toPath: string }[] = [
  { fromPath: '/examples/bar', toPath: '/examples/bar-chart-material' },
  { fromPath: '/examples/line', toPath: '/examples/line-chart-material' },
  { fromPath: '/examples/scatter', toPath: '/examples/scatter-chart-material' },
];

/** Path of a content page: `/docs/<slug>` or `/examples/<slug>`. */
export function contentPagePath(collection: string, slug: string): string {
  return `/${collection}/${slug}`;
}

/** Slug of a content page: its front matter `slug`, or else its file name (without `.mdx`). */
export function contentSlug(frontmatter: Record<string, unknown>, fileName: string): string {
  return typeof frontmatter.slug === 'string' ? frontmatter.slug : fileName;
}

/**
 * Developer error for a page component without a default export (checked on the source, before
 * Gatsby bundles it, so the message names the file).
 */
export function assertDefaultExport(source: string, file: string): void {
  if (!/^\s*export\s+default\s/m.test(source) && !/export\s*\{[^}]*\bas\s+default\b/.test(source)) {
    throw new Error(
      `The page component ${file} has no default export. A page or template must \`export default\` its React component.`,
    );
  }
}

/** Drafts are built only outside production builds. */
export function shouldBuildPage(draft: boolean | null | undefined, production: boolean): boolean {
  return !(draft && production);
}
