import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { DocPage, DocPageHead, type DocPageContext, type DocPageData } from '../components/DocPage';

type ExampleData = DocPageData & {
  mdx: DocPageData['mdx'] & { frontmatter: { chartType: string; kind: string } };
};

/** An example page (`/examples/{name}`): the MDX body renders the live example. */
export default function ExampleTemplate({
  data,
  pageContext,
  children,
}: PageProps<ExampleData, DocPageContext>) {
  const fm = data.mdx.frontmatter;
  return (
    <DocPage
      data={data}
      pageContext={pageContext}
      header={
        <p className="doc__meta">
          <code>chartType=&quot;{fm.chartType}&quot;</code> · {fm.kind} example
        </p>
      }
    >
      {children}
    </DocPage>
  );
}

export function Head({ data }: HeadProps<ExampleData>) {
  return <DocPageHead data={data} />;
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
