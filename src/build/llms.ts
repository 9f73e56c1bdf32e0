/**
 * /llms.txt (an index of every page, https://llmstxt.org) and /llms-full.txt (every page as
 * Markdown, the examples' code included), written after the build from the same GraphQL content
 * the pages are built from. Each page's Markdown is also written beside it as `<path>.md`,
 * the text "Copy page as Markdown" gives.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Reporter } from 'gatsby';
import { mdxToMarkdown } from './mdx-text';
import { propsMarkdownTable, type PropDoc } from './reference';

export interface LlmsPage {
  /** Site-relative path without trailing slash, e.g. /examples/pie-chart. */
  path: string;
  title: string;
  description: string;
  /** "docs" or "examples". */
  section: 'docs' | 'examples';
  /** For examples: core, material or advanced. */
  kind?: string | null;
  chartType?: string | null;
  tags: string[];
  sidebarPosition: number;
  body: string;
  sources: { name: string; code: string }[];
}

interface LlmsSite {
  title: string;
  description: string;
  /** Absolute site URL including the path prefix, without trailing slash. */
  siteUrl: string;
}

const KIND_HEADINGS: Record<string, string> = {
  core: 'Core charts',
  material: 'Material charts',
  advanced: 'Advanced features',
};

function sortPages(pages: readonly LlmsPage[]): LlmsPage[] {
  const kindOrder = ['core', 'material', 'advanced'];
  return [...pages].sort(
    (a, b) =>
      (a.section === b.section ? 0 : a.section === 'docs' ? -1 : 1) ||
      kindOrder.indexOf(a.kind ?? '') - kindOrder.indexOf(b.kind ?? '') ||
      a.sidebarPosition - b.sidebarPosition ||
      a.path.localeCompare(b.path),
  );
}

function pageMarkdown(page: LlmsPage, site: LlmsSite, props: readonly PropDoc[]): string {
  const markdown = mdxToMarkdown({
    title: page.title,
    description: page.description,
    body: page.body,
    sources: page.sources,
    url: `${site.siteUrl}${page.path}`,
    components: { PropsReference: propsMarkdownTable(props) },
  });
  const meta: string[] = [];
  if (page.chartType) meta.push(`Chart type: \`${page.chartType}\``);
  if (page.tags.length > 0) meta.push(`Tags: ${page.tags.join(', ')}`);
  return meta.length > 0 ? `${markdown}\n${meta.join('  \n')}\n` : markdown;
}

/** /llms.txt: title, summary, then one link per page, grouped. */
export function llmsTxt(pages: readonly LlmsPage[], site: LlmsSite): string {
  const sorted = sortPages(pages);
  const link = (p: LlmsPage) => `- [${p.title}](${site.siteUrl}${p.path}.md): ${p.description}`;
  const lines = [`# ${site.title}`, '', `> ${site.description}`, ''];
  lines.push(
    'Chartwrap is a thin, typed React component (`<Chart>`) around Google Charts. Each page below is',
    'available as Markdown at the linked `.md` URL; all of them, with the examples\u2019 code, are in',
    `[llms-full.txt](${site.siteUrl}/llms-full.txt).`,
    '',
    '## Docs',
    '',
    ...sorted.filter((p) => p.section === 'docs').map(link),
  );
  for (const kind of Object.keys(KIND_HEADINGS)) {
    const group = sorted.filter((p) => p.section === 'examples' && p.kind === kind);
    if (group.length === 0) continue;
    lines.push('', `## Examples: ${KIND_HEADINGS[kind].toLowerCase()}`, '', ...group.map(link));
  }
  const other = sorted.filter(
    (p) => p.section === 'examples' && !Object.keys(KIND_HEADINGS).includes(p.kind ?? ''),
  );
  if (other.length > 0) lines.push('', '## Other examples', '', ...other.map(link));
  return `${lines.join('\n')}\n`;
}

/** /llms-full.txt: every page's Markdown, separated by rules. */
export function llmsFullTxt(
  pages: readonly LlmsPage[],
  site: LlmsSite,
  props: readonly PropDoc[],
): string {
  const head = `# ${site.title}\n\n> ${site.description}\n`;
  const bodies = sortPages(pages).map((p) => pageMarkdown(p, site, props));
  return `${[head, ...bodies].join('\n---\n\n')}`;
}

interface MdxQueryNode {
  body: string;
  frontmatter: {
    title: string;
    description: string;
    tags?: string[] | null;
    kind?: string | null;
    chartType?: string | null;
    sidebar_position?: number | null;
  };
  /** Set by gatsby-node's onCreateNode: the page path, its collection and visibility. */
  fields: { slug: string; collection: string; draft: boolean; unlisted: boolean };
  exampleSources: { name: string; code: string }[];
}

const LLMS_QUERY = `
  query LlmsContent {
    site { siteMetadata { title description siteUrl } }
    allMdx {
      nodes {
        body
        frontmatter { title description tags kind chartType sidebar_position }
        fields { slug collection draft unlisted }
        exampleSources { name code }
      }
    }
    allChartwrapProp(sort: { order: ASC }) {
      nodes { name type required defaultValue description declaredIn order }
    }
  }
`;

interface LlmsQueryResult {
  site: { siteMetadata: { title: string; description: string; siteUrl: string } };
  allMdx: { nodes: MdxQueryNode[] };
  allChartwrapProp: { nodes: PropDoc[] };
}

interface PostBuildArgs {
  graphql: <T>(query: string) => Promise<{ data?: T; errors?: unknown }>;
  reporter: Pick<Reporter, 'panicOnBuild' | 'info'>;
  pathPrefix?: string;
}

/** onPostBuild step: writes public/llms.txt, public/llms-full.txt and public/<page>.md. */
export async function writeLlmsFiles(
  { graphql, reporter, pathPrefix = '' }: PostBuildArgs,
  publicDir = path.resolve('public'),
): Promise<void> {
  const result = await graphql<LlmsQueryResult>(LLMS_QUERY);
  if (result.errors || !result.data) {
    reporter.panicOnBuild(`llms.txt: the content query failed: ${JSON.stringify(result.errors)}`);
    return;
  }
  const { site, allMdx, allChartwrapProp } = result.data;
  const siteInfo: LlmsSite = {
    title: site.siteMetadata.title,
    description: site.siteMetadata.description,
    siteUrl: `${site.siteMetadata.siteUrl.replace(/\/+$/, '')}${pathPrefix}`,
  };
  const pages: LlmsPage[] = allMdx.nodes
    .filter((n) => !n.fields.draft && !n.fields.unlisted)
    .map((n) => {
      return {
        path: n.fields.slug.replace(/\/+$/, ''),
        section: n.fields.collection === 'examples' ? ('examples' as const) : ('docs' as const),
        title: n.frontmatter.title,
        description: n.frontmatter.description,
        kind: n.frontmatter.kind,
        chartType: n.frontmatter.chartType,
        tags: n.frontmatter.tags ?? [],
        sidebarPosition: n.frontmatter.sidebar_position ?? 0,
        body: n.body,
        sources: n.exampleSources,
      };
    });
  const props = allChartwrapProp.nodes;
  fs.writeFileSync(path.join(publicDir, 'llms.txt'), llmsTxt(pages, siteInfo));
  fs.writeFileSync(path.join(publicDir, 'llms-full.txt'), llmsFullTxt(pages, siteInfo, props));
  for (const page of pages) {
    const file = path.join(publicDir, `${page.path.replace(/^\/+/, '')}.md`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, pageMarkdown(page, siteInfo, props));
  }
  reporter.info(`llms.txt: ${pages.length} pages (llms.txt, llms-full.txt and one .md per page)`);
}
