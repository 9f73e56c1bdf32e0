import { graphql } from 'gatsby';

export default function Page({ data, children }) {
  return (
    <main>
      <h1>{data.mdx.frontmatter.title}</h1>
      {children}
    </main>
  );
}

export const Head = ({ data }) => <title>{data.mdx.frontmatter.title}</title>;

export const query = graphql`
  query ($id: String!) {
    mdx(id: { eq: $id }) {
      frontmatter {
        title
      }
    }
  }
`;
