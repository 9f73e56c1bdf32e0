import { MDXProvider } from '@mdx-js/react';
import { graphql, Link } from 'gatsby';
import type { ReactNode } from 'react';
import { mdxComponents } from './MdxComponents';
import { CopyPageMarkdown, ExampleSourcesProvider } from './playground';
import { PrevNext } from './PrevNext';
import { Seo } from './Seo';
import { TableOfContents, tocEntries, type TocItem } from './TableOfContents';

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
    tableOfContents(maxDepth: 3)
    exampleSources {
      name
      code
      html
    }
  }
`;

/** The page context createPages gives doc and example pages. */
export interface DocPageContext {
  id: string;
  listed: boolean;
  previous: { title: string; path: string } | null;
  next: { title: string; path: string } | null;
}

/**
 * A doc or example page: title, unlisted notice, "Copy page as Markdown", MDX body (with its
 * examples' sources), tags, TOC (h2–h3), previous/next.
 */
export function DocPage({
  page,
  pageContext,
  children,
  header,
}: {
  page: Queries.DocPageFieldsFragment;
  pageContext: DocPageContext;
  children: ReactNode;
  header?: ReactNode;
}) {
  const { frontmatter, tableOfContents, exampleSources, fields } = page;
  // `tableOfContents` is JSON in the schema: gatsby-plugin-mdx's TOC tree.
  const toc = tocEntries(tableOfContents as TocItem | null);
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
          <CopyPageMarkdown path={fields.slug} />
        </header>
        <div className="markdown">
          <MDXProvider components={mdxComponents}>
            <ExampleSourcesProvider sources={exampleSources}>{children}</ExampleSourcesProvider>
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
