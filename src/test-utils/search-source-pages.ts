/**
 * The record builder's input read straight from the sources (content/*, src/examples/*), without
 * Gatsby: every listed page with its title, section, description, keywords, body and example
 * source, by the site's own rules for paths, listing and sections. The search relevance test and
 * the search bench (when no build is there) index these; the build reads the same pages through
 * GraphQL (page-content.ts and search-input.ts), which also adds the props reference.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { contentPage, contentPageFields } from '../node/content/content-pages';
import { exampleNamesIn } from '../node/markdown/mdx-text';
import { buildSidebar, readSidebars, sidebarSections } from '../node/content/sidebar';
import type { SearchPageInput } from '../shared/search-types';
import type { ContentKind } from '../shared/types';

const COLLECTIONS: ContentKind[] = ['docs', 'examples'];

export function readSearchPages(root = process.cwd()): SearchPageInput[] {
  const files = COLLECTIONS.flatMap((collection) => {
    const dir = path.join(root, 'content', collection);
    return fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.mdx'))
      .map((file) => {
        const text = fs.readFileSync(path.join(dir, file), 'utf8');
        const m = /^---\n([\s\S]*?)\n---\n?/.exec(text);
        const fm = (m ? yaml.load(m[1]) : {}) as Record<string, unknown>;
        const fields = contentPageFields(collection, file.replace(/\.mdx$/, ''), fm);
        return {
          page: contentPage(fields, fm, true),
          fm,
          body: m ? text.slice(m[0].length) : text,
        };
      });
  });
  const sidebar = buildSidebar(
    readSidebars(root).default,
    files.map((f) => f.page),
  );
  return sidebarSections(sidebar).flatMap(({ label, docIds }) =>
    docIds.flatMap((docId) => {
      const file = files.find((f) => f.page.docId === docId);
      if (!file) return [];
      const { page, fm, body } = file;
      const examples = exampleNamesIn(body)
        .map((name) => path.join(root, 'src/examples', `${name}.tsx`))
        .filter((f) => fs.existsSync(f))
        .map((f) => fs.readFileSync(f, 'utf8'));
      const list = (value: unknown): string[] | null =>
        Array.isArray(value)
          ? value.map(String)
          : typeof value === 'string'
            ? value
                .split(',')
                .map((k) => k.trim())
                .filter(Boolean)
            : null;
      return [
        {
          title: page.title,
          path: page.path,
          section: label,
          description: typeof fm.description === 'string' ? fm.description : null,
          keywords: list(fm.keywords),
          searchTerms: list(fm.searchTerms),
          tags: Array.isArray(fm.tags) ? fm.tags.map(String) : null,
          body,
          exampleSource: examples.join('\n') || null,
        },
      ];
    }),
  );
}
