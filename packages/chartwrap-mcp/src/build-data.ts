/**
 * Writes the server's docs data (dist/data/docs.json) from the site's production build of the same
 * commit: each page's Markdown copy and page data (its option and event rows and example sources,
 * exactly what the page shows), the search records the site's search engine indexes, and llms.txt.
 * The package's build runs it after `gatsby build` (write-data.ts), on the build's `public/`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { splitRecords } from '../../../src/search/split-engine';
import type { SplitDictionary } from '../../../src/search/index-format';
import { GOOGLE_REFERENCE } from '../../../src/shared/google-reference';
import type { SearchRecord } from '../../../src/shared/search-types';
import type { DocsData, DocsPage, EventRow, ExampleSource, OptionRow } from './docs-data';

interface PageMdx {
  frontmatter: { title: string; unlisted?: boolean | null };
  fields: { slug: string };
  exampleSources?: { name: string; code: string }[];
  optionsReference?: (Omit<OptionRow, 'url' | 'google'> & { anchor: string })[];
  eventsReference?: (Omit<EventRow, 'url'> & { anchor: string })[];
}

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(file, 'utf8'));

/** The MDX page data of every page of the build. */
function mdxPages(publicDir: string): PageMdx[] {
  const root = path.join(publicDir, 'page-data');
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('page-data.json'))
    .sort()
    .flatMap((file) => {
      const data = readJson(path.join(root, file)) as { result?: { data?: { mdx?: PageMdx } } };
      const mdx = data.result?.data?.mdx;
      return mdx?.fields?.slug ? [mdx] : [];
    });
}

/** The records the site's search indexes, from the index files the build wrote. */
function searchRecords(publicDir: string): SearchRecord[] {
  const read = (url: string) => readJson(path.join(publicDir, url));
  const manifest = read('search-manifest.json') as { index: string };
  const index = read(manifest.index) as { records?: SearchRecord[] } & SplitDictionary;
  return Array.isArray(index.records) ? index.records : splitRecords(index, read);
}

export function buildDocsData(publicDir: string): DocsData {
  const pages = mdxPages(publicDir).filter((page) => !page.frontmatter.unlisted);
  const markdownOf = (slug: string) => {
    const file = path.join(publicDir, `${slug}.md`);
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
  };
  const docsPages: DocsPage[] = pages.flatMap((page) => {
    const markdown = markdownOf(page.fields.slug);
    return markdown === null
      ? []
      : [{ url: page.fields.slug, title: page.frontmatter.title, markdown }];
  });
  const siteUrl = /^URL: (\S+?)\/[^/\s]*\/?[^/\s]*$/m.exec(docsPages[0]?.markdown ?? '')?.[1];
  if (!siteUrl)
    throw new Error(`no page Markdown with a URL line in ${publicDir}: build the site first`);
  const options: OptionRow[] = [];
  const events: EventRow[] = [];
  const examples: ExampleSource[] = [];
  const seen = new Set<string>();
  for (const page of pages) {
    const url = (anchor: string) => `${page.fields.slug}#${anchor}`;
    for (const { anchor, ...row } of page.optionsReference ?? []) {
      const key = `${row.owner} ${row.path}`;
      if (seen.has(key)) continue;
      seen.add(key);
      options.push({
        ...pick(row),
        url: url(anchor),
        google: GOOGLE_REFERENCE[row.owner]?.url ?? null,
      });
    }
    for (const { anchor, ...row } of page.eventsReference ?? []) {
      if (seen.has(`event ${row.owner} ${row.event}`)) continue;
      seen.add(`event ${row.owner} ${row.event}`);
      events.push({
        owner: row.owner,
        event: row.event,
        args: row.args,
        description: row.description,
        url: url(anchor),
      });
    }
    for (const source of page.exampleSources ?? []) {
      if (!examples.some((example) => example.name === source.name))
        examples.push({ name: source.name, code: source.code, url: page.fields.slug });
    }
  }
  return {
    siteUrl,
    llmsTxt: fs.readFileSync(path.join(publicDir, 'llms.txt'), 'utf8'),
    pages: docsPages,
    records: searchRecords(publicDir),
    options,
    events,
    examples,
  };
}

const pick = (row: Omit<OptionRow, 'url' | 'google'>) => ({
  owner: row.owner,
  path: row.path,
  type: row.type,
  default: row.default,
  description: row.description,
});
