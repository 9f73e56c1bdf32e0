/**
 * The one query of the listed pages' content, which search and the llms files both read
 * (src/node/output/llms.ts): each page's body, front matter, example sources and reference rows,
 * the props reference, the site's metadata and the sidebar's reading order. Gatsby resolves it
 * once per build, so each page's fields (its example sources, options and events tables, read from
 * its body) are resolved once for both.
 */
type GraphqlResult<T> = { data?: T; errors?: unknown };
export type Graphql = <T>(query: string) => Promise<GraphqlResult<T>>;

/**
 * The listed pages by slug (search's order), the props reference, and for the llms files the
 * site's metadata and the sidebar's sections in reading order.
 */
export const PAGE_CONTENT_QUERY = /* GraphQL */ `
  query PageContent {
    site {
      siteMetadata {
        title
        description
        siteUrl
      }
    }
    sidebar(sidebarId: { eq: "default" }) {
      sections {
        label
        pages {
          fields {
            slug
          }
        }
      }
    }
    allMdx(filter: { fields: { listed: { eq: true } } }, sort: { fields: { slug: ASC } }) {
      nodes {
        body
        fields {
          slug
          section
        }
        frontmatter {
          title
          description
          keywords
          searchTerms
          tags
          chartType
        }
        exampleSources {
          name
          code
        }
        optionsReference {
          owner
          path
          anchor
          depth
          description
        }
        eventsReference {
          owner
          event
          anchor
          description
        }
      }
    }
    allChartwrapProp(sort: { order: ASC }) {
      nodes {
        name
        type
        description
      }
    }
  }
`;

/** An option row of a page's options tables, as the query selects it. */
export interface OptionRowNode {
  readonly owner: string;
  readonly path: string;
  readonly anchor: string;
  readonly depth: number;
  readonly description: string;
}

/** An event row of a page's events table, as the query selects it. */
export interface EventRowNode {
  readonly owner: string;
  readonly event: string;
  readonly anchor: string;
  readonly description: string;
}

/** A listed page, as the query selects it. */
export interface PageContentNode {
  readonly body: string | null;
  readonly fields: { readonly slug: string; readonly section: string | null };
  readonly frontmatter: {
    readonly title: string;
    readonly description: string;
    readonly keywords: readonly string[];
    readonly searchTerms: readonly string[];
    readonly tags: readonly string[];
    readonly chartType: string | null;
  };
  readonly exampleSources: readonly { readonly name: string; readonly code: string }[];
  readonly optionsReference: readonly OptionRowNode[];
  readonly eventsReference: readonly EventRowNode[];
}

/** A prop of the props reference, as the query selects it. */
export interface PropNode {
  readonly name: string;
  readonly type: string;
  readonly description: string;
}

/** What the query answers. */
export interface PageContent {
  readonly site: {
    readonly siteMetadata: {
      readonly title: string;
      readonly description: string;
      readonly siteUrl: string;
    };
  } | null;
  readonly sidebar: {
    readonly sections: readonly {
      readonly label: string;
      readonly pages: readonly { readonly fields: { readonly slug: string } }[];
    }[];
  } | null;
  readonly allMdx: { readonly nodes: readonly PageContentNode[] };
  readonly allChartwrapProp: { readonly nodes: readonly PropNode[] };
}

/** The listed pages' content; null (and a failed build) if the query fails. */
export async function queryPageContent(
  graphql: Graphql,
  reporter?: { panicOnBuild(message: string, error?: unknown): void },
): Promise<PageContent | null> {
  const result = await graphql<PageContent>(PAGE_CONTENT_QUERY);
  if (result.errors || !result.data) {
    reporter?.panicOnBuild(
      'page content: the query of the listed pages (search, llms files) failed',
      result.errors,
    );
    return null;
  }
  return result.data;
}
