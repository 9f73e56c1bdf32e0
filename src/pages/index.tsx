import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import {
  EXAMPLE_GROUPS,
  PageCards,
  listed,
  toCard,
  type MdxCardNode,
} from '../components/PageCards';
import { Seo } from '../components/Seo';

type Data = {
  site: { siteMetadata: { title: string; tagline: string } };
  allMdx: { nodes: MdxCardNode[] };
};

/** `/`: the documentation index, the guides and every example, grouped. */
export default function Home({ data }: PageProps<Data>) {
  const nodes = listed(data.allMdx.nodes);
  const guides = nodes.filter((n) => n.fields.collection === 'docs');
  const examples = nodes.filter((n) => n.fields.collection === 'examples');
  return (
    <div className="page home">
      <header className="hero">
        <h1>{data.site.siteMetadata.title}</h1>
        <p className="hero__tagline">{data.site.siteMetadata.tagline}</p>
        <p>
          <Link className="button button--primary" to="/docs/quick-walkthrough">
            Get started
          </Link>{' '}
          <Link className="button" to="/examples/">
            Browse examples
          </Link>
        </p>
      </header>
      <section>
        <h2>Guides</h2>
        <PageCards pages={guides.map(toCard)} />
      </section>
      {EXAMPLE_GROUPS.map((g) => (
        <section key={g.kind}>
          <h2>{g.title}</h2>
          <PageCards pages={examples.filter((n) => n.frontmatter.kind === g.kind).map(toCard)} />
        </section>
      ))}
    </div>
  );
}

export function Head(_props: HeadProps) {
  return <Seo title="Documentation" path="/" />;
}

export const query = graphql`
  query Home {
    site {
      siteMetadata {
        title
        tagline
      }
    }
    allMdx(sort: [{ fields: { collection: ASC } }, { frontmatter: { sidebar_position: ASC } }]) {
      nodes {
        frontmatter {
          title
          description
          kind
        }
        fields {
          slug
          collection
          unlisted
          draft
        }
      }
    }
  }
`;
