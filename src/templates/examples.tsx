import { graphql, type HeadProps, type PageProps } from 'gatsby';
import {
  EXAMPLE_GROUPS,
  PageCards,
  listed,
  toCard,
  type MdxCardNode,
} from '../components/PageCards';
import { Seo } from '../components/Seo';

type Data = { allMdx: { nodes: MdxCardNode[] } };

/** `/examples/`: every example, grouped by kind. */
export default function ExamplesIndex({ data }: PageProps<Data>) {
  const nodes = listed(data.allMdx.nodes);
  return (
    <div className="page">
      <h1>Examples</h1>
      <p className="lead">Every chart Chartwrap draws, with its code. Pick one to see it live.</p>
      {EXAMPLE_GROUPS.map((g) => (
        <section key={g.kind}>
          <h2>{g.title}</h2>
          <PageCards pages={nodes.filter((n) => n.frontmatter.kind === g.kind).map(toCard)} />
        </section>
      ))}
    </div>
  );
}

export function Head(_props: HeadProps) {
  return (
    <Seo
      title="Examples"
      description="Live examples of every chart type Chartwrap draws, from area charts to word trees."
      path="/examples/"
    />
  );
}

export const query = graphql`
  query ExamplesIndex {
    allMdx(
      filter: { fields: { collection: { eq: "examples" } } }
      sort: { frontmatter: { sidebar_position: ASC } }
    ) {
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
