import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { DocPage, DocPageHead, type DocPageContext, type DocPageData } from '../components/DocPage';

/** A guide of content/docs (`/docs/{name}`). */
export default function DocTemplate({
  data,
  pageContext,
  children,
}: PageProps<DocPageData, DocPageContext>) {
  return (
    <DocPage data={data} pageContext={pageContext}>
      {children}
    </DocPage>
  );
}

export function Head({ data }: HeadProps<DocPageData>) {
  return <DocPageHead data={data} />;
}

export const query = graphql`
  query DocPage($id: String!) {
    mdx(id: { eq: $id }) {
      ...DocPageFields
    }
  }
`;
