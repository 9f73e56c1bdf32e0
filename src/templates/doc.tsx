import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { DocPage, DocPageHead, type DocPageContext } from '../components/DocPage';

/** A guide of content/docs (`/docs/{name}`). */
export default function DocTemplate({
  data,
  pageContext,
  children,
}: PageProps<Queries.DocPageQuery, DocPageContext>) {
  return (
    <DocPage page={data.mdx!} pageContext={pageContext}>
      {children}
    </DocPage>
  );
}

export function Head({ data }: HeadProps<Queries.DocPageQuery>) {
  return <DocPageHead page={data.mdx!} />;
}

export const query = graphql`
  query DocPage($id: String!) {
    mdx(id: { eq: $id }) {
      ...DocPageFields
    }
  }
`;
