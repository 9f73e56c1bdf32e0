import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import { PageCards } from '../components/PageCards';
import { Seo } from '../components/Seo';

/** `/tags/{tag}`: the listed pages carrying one tag. */
export default function TagTemplate({ data }: PageProps<Queries.TagPageQuery>) {
  const tag = data.tag!;
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
      <PageCards pages={tag.pages} />
    </div>
  );
}

export function Head({ data }: HeadProps<Queries.TagPageQuery>) {
  const tag = data.tag!;
  return (
    <Seo
      title={`Tag: ${tag.label}`}
      description={`Guides and examples tagged ${tag.label}: ${tag.description}`}
      path={tag.path}
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
        ...PageCard
      }
    }
  }
`;
