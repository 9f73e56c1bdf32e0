import { MDXProvider } from '@mdx-js/react';
import { Link } from 'gatsby';
import type { ReactNode } from 'react';
import { mdxComponents } from './MdxComponents';
import { PrevNext } from './PrevNext';
import { TableOfContents, tocEntries, type TocItem } from './TableOfContents';

export interface DocPageData {
  mdx: {
    frontmatter: {
      title: string;
      description: string;
      keywords: string[];
      image: string | null;
      unlisted: boolean;
      tagNodes: { tagId: string; label: string; path: string }[];
    };
    fields: { slug: string };
    tableOfContents: TocItem | null;
  };
}

export interface DocPageContext {
  id: string;
  unlisted?: boolean;
  previous: { title: string; path: string } | null;
  next: { title: string; path: string } | null;
}

/** A doc or example page: title, unlisted notice, MDX body, tags, TOC (h2–h3), previous/next. */
export function DocPage({
  data,
  pageContext,
  children,
  header,
}: {
  data: DocPageData;
  pageContext: DocPageContext;
  children: ReactNode;
  header?: ReactNode;
}) {
  const { frontmatter, tableOfContents } = data.mdx;
  const toc = tocEntries(tableOfContents);
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
        </header>
        <div className="markdown">
          <MDXProvider components={mdxComponents}>{children}</MDXProvider>
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
