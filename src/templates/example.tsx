import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { DocPage, DocPageHead, type DocPageContext } from '../components/DocPage';

/** An example page (`/examples/{name}`): the MDX body renders the live example. */
export default function ExampleTemplate({
  data,
  pageContext,
  children,
}: PageProps<Queries.ExamplePageQuery, DocPageContext>) {
  const page = data.mdx!;
  return (
    <DocPage
      page={page}
      pageContext={pageContext}
      chartType={page.frontmatter.chartType}
      header={
        <p className="doc__meta">
          <code>chartType=&quot;{page.frontmatter.chartType}&quot;</code> · {page.frontmatter.kind}{' '}
          example
        </p>
      }
    >
      {children}
    </DocPage>
  );
}

export function Head({ data }: HeadProps<Queries.ExamplePageQuery>) {
  return <DocPageHead page={data.mdx!} />;
}

export const query = graphql`
  query ExamplePage($id: String!) {
    mdx(id: { eq: $id }) {
      ...DocPageFields
      frontmatter {
        chartType
        kind
      }
    }
  }
`;
