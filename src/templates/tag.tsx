import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import { PageCards } from '../components/PageCards';
import { Seo } from '../components/Seo';

type Data = {
  tag: {
    tagId: string;
    label: string;
    description: string;
    path: string;
    pages: { frontmatter: { title: string; description: string }; fields: { slug: string } }[];
  };
};

/** `/tags/{tag}`: the listed pages carrying one tag. */
export default function TagTemplate({ data }: PageProps<Data>) {
  const { tag } = data;
  const n = tag.pages.length;
  return (
    <div className="page">
      <h1>
        {n} {n === 1 ? 'page' : 'pages'} tagged “{tag.label}”
      </h1>
      <p className="lead">{tag.description}</p>
      <p>
        <Link to="/tags">View all tags</Link>
      </p>
      <PageCards
        pages={tag.pages.map((p) => ({
          title: p.frontmatter.title,
          description: p.frontmatter.description,
          path: p.fields.slug,
        }))}
      />
    </div>
  );
}

export function Head({ data }: HeadProps<Data>) {
  return (
    <Seo
      title={`Tag: ${data.tag.label}`}
      description={`Guides and examples tagged ${data.tag.label}: ${data.tag.description}`}
      path={data.tag.path}
    />
  );
}

export const query = graphql`
  query TagPage($tagId: String!) {
    tag(tagId: { eq: $tagId }) {
      tagId
      label
      description
      path
      pages {
        frontmatter {
          title
          description
        }
        fields {
          slug
        }
      }
    }
  }
`;
