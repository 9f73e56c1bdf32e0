import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import { Seo } from '../components/Seo';

/** `/tags`: the tag index. */
export default function TagsIndex({ data }: PageProps<Queries.TagsIndexQuery>) {
  return (
    <div className="page">
      <h1>Tags</h1>
      <ul className="tag-index">
        {data.allTag.nodes.map((t) => (
          <li key={t.tagId}>
            <Link className="tag" to={t.path}>
              {t.label} <span className="tag__count">{t.pages.length}</span>
            </Link>
            <span className="tag-index__description">{t.description}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Head(_props: HeadProps) {
  return (
    <Seo title="Tags" description="Browse Chartwrap's guides and examples by tag." path="/tags" />
  );
}

export const query = graphql`
  query TagsIndex {
    allTag(sort: { label: ASC }) {
      nodes {
        tagId
        label
        description
        path
        pages {
          id
        }
      }
    }
  }
`;
