/**
 * What createPages needs besides its query: the templates, a content page's context, the
 * redirects, the check that every template has a default export, and the exact routes of the
 * pages of src/pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { SidebarItem } from '../../shared/types';
import type { PageSource } from './git-dates';
import { prevNext } from './sidebar';

/** One template per kind of page createPages makes. */
export const TEMPLATES = {
  doc: path.resolve('src/templates/doc.tsx'),
  example: path.resolve('src/templates/example.tsx'),
  examples: path.resolve('src/templates/examples.tsx'),
  tag: path.resolve('src/templates/tag.tsx'),
  tags: path.resolve('src/templates/tags.tsx'),
};

/**
 * The context of the page of an MDX node: its id (the templates' query variable), whether it is
 * listed (for the sitemap), its neighbours in the sidebar, its front matter, and its source file
 * and "Last updated" date (git-dates.ts).
 *
 * gatsby-plugin-mdx adds the front matter to an MDX page's context when it is missing. Given here,
 * a rebuild creates the same context as the build before, so Gatsby reruns a page's query only
 * when data it reads changed (a changed context reruns it).
 */
export function contentPageContext(
  mdx: { id: string; slug: string; listed: boolean; frontmatter: unknown },
  sidebarItems: SidebarItem[],
  source: PageSource,
) {
  return {
    id: mdx.id,
    listed: mdx.listed,
    ...prevNext(sidebarItems, mdx.slug),
    frontmatter: mdx.frontmatter,
    ...source,
  };
}

/** Old example paths kept alive. */
export const REDIRECTS: { fromPath: string; toPath: string }[] = [
  { fromPath: '/examples/bar', toPath: '/examples/bar-chart-material' },
  { fromPath: '/examples/line', toPath: '/examples/line-chart-material' },
  { fromPath: '/examples/scatter', toPath: '/examples/scatter-chart-material' },
];

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

export function assertTemplatesExportDefault(): void {
  for (const file of Object.values(TEMPLATES)) {
    assertDefaultExport(fs.readFileSync(file, 'utf8'), path.relative(process.cwd(), file));
  }
}

/**
 * The exact route of a page of src/pages: `/search`, not `/search/` (the 404 page keeps Gatsby's
 * own paths). Null when the page keeps its path.
 */
export function exactRoute(page: { path: string; component: string }): string | null {
  const fromPagesDir = page.component.split(path.sep).join('/').includes('/src/pages/');
  const trailing = page.path.length > 1 && page.path.endsWith('/');
  return fromPagesDir && trailing && !page.path.startsWith('/404')
    ? page.path.replace(/\/+$/, '')
    : null;
}
