import { MDXProvider } from '@mdx-js/react';
import { graphql, Link } from 'gatsby';
import type { ReactNode } from 'react';
import { CodeBlocksProvider } from './code-blocks-context';
import { ProsePartsProvider } from './prose-parts';
import { mdxComponents } from './MdxComponents';
import { PageActions } from './PageActions';
import { PageFooter } from './PageFooter';
import {
  EventsReferenceProvider,
  ExampleSourcesProvider,
  OptionsReferenceProvider,
} from './playground';
import { SiteChartDefaults } from './playground/ChartTheme';
import { EVENTS_HEADING, EVENTS_HEADING_ID } from '../shared/events-table';
import { PrevNext } from './PrevNext';
import { Seo } from './Seo';
import { TableOfContents } from './TableOfContents';

/** What every doc and example template queries for DocPage and DocPageHead. */
export const docPageFields = graphql`
  fragment DocPageFields on Mdx {
    frontmatter {
      title
      description
      keywords
      image
      unlisted
      tagNodes {
        tagId
        label
        path
      }
    }
    fields {
      slug
    }
    tocHeadings {
      id
      title
      level
    }
    codeBlocks {
      id
      html
      copy
    }
    proseParts {
      id
      html
    }
    exampleSources {
      name
      code
      html
    }
    optionsReference {
      owner
      path
      anchor
      depth
      parentPath
      hasChildren
      type
      default
      description
    }
    eventsReference {
      owner
      event
      anchor
      args
      description
    }
  }
`;

/** The page context createPages gives doc and example pages. */
export interface DocPageContext {
  id: string;
  listed: boolean;
  previous: { title: string; path: string } | null;
  next: { title: string; path: string } | null;
  /** The page's MDX file, from the repository root ("Edit this page"). */
  sourcePath: string;
  /** The last commit date of the page's files (ISO 8601), null without git history. */
  lastUpdated: string | null;
}

/** The last segment of a page's slug (`column-chart` for `/examples/column-chart`). */
const pageName = (slug: string) => slug.replace(/\/$/, '').split('/').pop() ?? '';

/**
 * A doc or example page: title, unlisted notice, page actions, MDX body (with its examples'
 * sources, their charts drawn for the colour mode, and its options tables), tags, edit link, last
 * updated, feedback, TOC (h2–h3, following the reader), previous/next.
 */
export function DocPage({
  page,
  pageContext,
  children,
  header,
  chartType = null,
}: {
  page: Queries.DocPageFieldsFragment;
  pageContext: DocPageContext;
  children: ReactNode;
  header?: ReactNode;
  /** The chart type an example page is about: its example offers the options explorer. */
  chartType?: string | null;
}) {
  const {
    frontmatter,
    codeBlocks,
    proseParts,
    exampleSources,
    optionsReference,
    eventsReference,
    fields,
  } = page;
  // The events table is rendered beside the options table, not written in the MDX: list its heading.
  const toc =
    eventsReference.length > 0
      ? [...page.tocHeadings, { id: EVENTS_HEADING_ID, title: EVENTS_HEADING, level: 2 }]
      : page.tocHeadings;
  return (
    <div className="doc">
      <article className="doc__article">
        {frontmatter.unlisted && (
          <div className="admonition admonition--caution" role="note">
            <strong>Unlisted page</strong>
            <p>
              This page is unlisted. Search engines will not index it, and only readers with a
              direct link can reach it.
            </p>
          </div>
        )}
        <header>
          <h1>{frontmatter.title}</h1>
          {header}
          <PageActions path={fields.slug} />
        </header>
        <div className="markdown">
          <MDXProvider components={mdxComponents}>
            <CodeBlocksProvider items={codeBlocks}>
              <ProsePartsProvider items={proseParts}>
                <ExampleSourcesProvider sources={exampleSources}>
                  <OptionsReferenceProvider
                    rows={optionsReference}
                    chartType={chartType}
                    example={chartType ? pageName(fields.slug) : null}
                  >
                    <EventsReferenceProvider rows={eventsReference}>
                      <SiteChartDefaults>{children}</SiteChartDefaults>
                    </EventsReferenceProvider>
                  </OptionsReferenceProvider>
                </ExampleSourcesProvider>
              </ProsePartsProvider>
            </CodeBlocksProvider>
          </MDXProvider>
        </div>
        {frontmatter.tagNodes.length > 0 && (
          <footer className="doc__tags">
            <b>Tags:</b>
            <ul className="tag-list">
              {frontmatter.tagNodes.map((t) => (
                <li key={t.tagId}>
                  <Link className="tag" to={t.path}>
                    {t.label}
                  </Link>
                </li>
              ))}
            </ul>
          </footer>
        )}
        <PageFooter
          title={frontmatter.title}
          path={fields.slug}
          sourcePath={pageContext.sourcePath}
          lastUpdated={pageContext.lastUpdated}
        />
        <PrevNext previous={pageContext.previous} next={pageContext.next} />
      </article>
      <div className="doc__toc">
        <TableOfContents entries={toc} />
      </div>
    </div>
  );
}

/** The Head (title, description, Open Graph…) of a doc or example page. */
export function DocPageHead({ page }: { page: Queries.DocPageFieldsFragment }) {
  const fm = page.frontmatter;
  return (
    <Seo
      title={fm.title}
      description={fm.description}
      keywords={fm.keywords}
      image={fm.image ?? undefined}
      path={page.fields.slug}
      noindex={fm.unlisted}
    />
  );
}
