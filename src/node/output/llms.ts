/**
 * /llms.txt (an index of every page, https://llmstxt.org) and /llms-full.txt (every page as
 * Markdown, the examples' code included), written after the build from the same GraphQL content
 * the pages are built from: the page content query, which search reads too. Each page's Markdown
 * is also written beside it as `<path>.md`, the text "Copy page as Markdown" gives.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Node, Reporter } from 'gatsby';
import { markdownPath } from '../../shared/page-links';
import type { PropsTableRow } from '../../shared/props-table';
import { cachedResults, type ResultCache } from '../lifecycle/build-cache';
import { mdxToMarkdown, optionOwnersIn } from '../markdown/mdx-text';
import type { Graphql, PageContent } from '../search/page-content';
import {
  eventsFromNodes,
  optionsFromNodes,
  type EventDoc,
  type OptionDoc,
} from '../reference/options-reference';
import { propsFromNodes, propsMarkdownTable } from '../reference/props-reference';
import { optionsReferenceMarkdown } from '../../shared/options-table';
import { eventsReferenceMarkdown } from '../../shared/events-table';

/** The props reference's rows, as the pages' Markdown tables show them. */
type PropRows = readonly PropsTableRow[];

export interface LlmsPage {
  /** Site-relative path without trailing slash, e.g. /examples/pie-chart. */
  path: string;
  title: string;
  description: string;
  /** The sidebar section the page is listed under (`Guides`, `Core charts`…). */
  section: string;
  chartType?: string | null;
  tags: readonly string[];
  body: string;
  sources: readonly { name: string; code: string }[];
}

interface LlmsSite {
  title: string;
  description: string;
  /** Absolute site URL including the path prefix, without trailing slash. */
  siteUrl: string;
}

/**
 * A page as Markdown. `options` holds the option rows of the tables the page shows
 * (`<OptionsReference of="…" />`); each table is written as a Markdown table. `events` holds the
 * events of the page's chart type, written after its options table as the page shows them.
 */
export function pageMarkdown(
  page: LlmsPage,
  site: LlmsSite,
  props: PropRows,
  options: readonly OptionDoc[] = [],
  events: readonly EventDoc[] = [],
): string {
  const markdown = mdxToMarkdown({
    title: page.title,
    description: page.description,
    body: page.body,
    sources: page.sources,
    url: `${site.siteUrl}${page.path}`,
    components: {
      PropsReference: propsMarkdownTable(props),
      OptionsReference: ({ of = '' }) =>
        [
          optionsReferenceMarkdown(
            of,
            options.filter((row) => row.owner === of),
          ),
          of === page.chartType
            ? eventsReferenceMarkdown(
                of,
                events.filter((row) => row.owner === of),
              )
            : '',
        ]
          .filter(Boolean)
          .join('\n\n'),
    },
  });
  const meta: string[] = [];
  if (page.chartType) meta.push(`Chart type: \`${page.chartType}\``);
  if (page.tags.length > 0) meta.push(`Tags: ${page.tags.join(', ')}`);
  return meta.length > 0 ? `${markdown}\n${meta.join('  \n')}\n` : markdown;
}

/** /llms.txt: title, summary, then one link per page, under its section, in reading order. */
export function llmsTxt(pages: readonly LlmsPage[], site: LlmsSite): string {
  const link = (p: LlmsPage) =>
    `- [${p.title}](${site.siteUrl}${markdownPath(p.path)}): ${p.description}`;
  const lines = [
    `# ${site.title}`,
    '',
    `> ${site.description}`,
    '',
    'Chartwrap is a thin, typed React component (`<Chart>`) around Google Charts. Each page below is',
    'available as Markdown at the linked `.md` URL; all of them, with the examples\u2019 code, are in',
    `[llms-full.txt](${site.siteUrl}/llms-full.txt).`,
  ];
  for (const section of new Set(pages.map((p) => p.section))) {
    const group = pages.filter((p) => p.section === section);
    lines.push('', `## ${section}`, '', ...group.map(link));
  }
  return `${lines.join('\n')}\n`;
}

/** /llms-full.txt: every page's Markdown (as `pageMarkdown` writes it), separated by rules. */
export function llmsFullTxt(site: LlmsSite, pageMarkdowns: readonly string[]): string {
  const head = `# ${site.title}\n\n> ${site.description}\n`;
  return `${[head, ...pageMarkdowns].join('\n---\n\n')}`;
}

export interface LlmsQueryArgs {
  graphql: Graphql;
  reporter: Pick<Reporter, 'panicOnBuild'>;
  /** Gatsby's node store: the props and options references are read from their nodes. */
  getNodesByType: (type: string) => Node[];
  pathPrefix?: string;
}

/**
 * What the llms files are written from: the listed pages, the site, and the props and option
 * rows their tables show. Plain data, so the files can be written in another process.
 */
export interface LlmsInput {
  pages: LlmsPage[];
  /** What every page's Markdown may read: hashed once into the cache keys. */
  references: {
    site: LlmsSite;
    props: PropRows;
    options: readonly OptionDoc[];
    events: readonly EventDoc[];
  };
}

/**
 * The listed pages, section by section in the sidebar's reading order, from the page content
 * query search reads too (src/node/search/page-content.ts).
 */
function llmsPages(content: PageContent): LlmsPage[] {
  const bySlug = new Map(content.allMdx.nodes.map((page) => [page.fields.slug, page]));
  return (content.sidebar?.sections ?? []).flatMap(({ label, pages: inSection }) =>
    inSection.flatMap(({ fields }) => {
      const page = bySlug.get(fields.slug);
      if (!page) return [];
      return [
        {
          path: page.fields.slug.replace(/\/+$/, ''),
          section: label,
          title: page.frontmatter.title,
          description: page.frontmatter.description,
          chartType: page.frontmatter.chartType,
          tags: page.frontmatter.tags,
          body: page.body ?? '', // Mdx.body is nullable in gatsby-plugin-mdx's schema
          sources: page.exampleSources,
        },
      ];
    }),
  );
}

/** What the llms files are written from, out of the listed pages' content. */
export function llmsInput(
  content: PageContent,
  { getNodesByType, pathPrefix = '' }: Pick<LlmsQueryArgs, 'getNodesByType' | 'pathPrefix'>,
): LlmsInput {
  const { title, description, siteUrl } = content.site!.siteMetadata;
  const siteInfo: LlmsSite = {
    title,
    description,
    siteUrl: `${siteUrl.replace(/\/+$/, '')}${pathPrefix}`,
  };
  // What every page's Markdown may read (the site, the props and option rows) is hashed once
  // into the cache keys; each page's input is its own content and the tables it shows.
  const references = {
    site: siteInfo,
    props: propsFromNodes(getNodesByType),
    options: optionsFromNodes(getNodesByType),
    events: eventsFromNodes(getNodesByType),
  };
  return { pages: llmsPages(content), references };
}

/** Writes public/llms.txt, public/llms-full.txt and public/<page>.md from `input`. */
export async function writeLlmsPages(
  { pages, references }: LlmsInput,
  publicDir: string,
  reporter: { info(message: string): void },
  cache?: ResultCache,
): Promise<void> {
  const markdowns = await cachedResults(
    cache,
    'llms-page',
    pages.map((page) => ({ page, owners: optionOwnersIn(page.body) })),
    ({ page, owners }, { site, props, options, events }) =>
      pageMarkdown(
        page,
        site,
        props,
        options.filter((row) => owners.includes(row.owner)),
        events.filter((row) => row.owner === page.chartType && owners.includes(row.owner)),
      ),
    references,
  );
  const { site } = references;
  fs.writeFileSync(path.join(publicDir, 'llms.txt'), llmsTxt(pages, site));
  fs.writeFileSync(path.join(publicDir, 'llms-full.txt'), llmsFullTxt(site, markdowns));
  pages.forEach((page, i) => {
    const file = path.join(publicDir, markdownPath(page.path));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, markdowns[i]);
  });
  reporter.info(`llms.txt: ${pages.length} pages (llms.txt, llms-full.txt and one .md per page)`);
}
