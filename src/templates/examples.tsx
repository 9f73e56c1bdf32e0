import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import { PageSections } from '../components/PageCards';
import { Seo } from '../components/Seo';

/** `/examples/`: every listed example, under its sidebar section. */
export default function ExamplesIndex({ data }: PageProps<Queries.ExamplesIndexQuery>) {
  return (
    <div className="page">
      <h1>Examples</h1>
      <p className="lead">
        The charts Chartwrap draws, with their code. Pick one to see it live. AnnotationChart and
        Map have no page here: their options are in the{' '}
        <Link to="/docs/quick-walkthrough#look-up-the-options-of-annotationchart-and-map">
          quick walkthrough
        </Link>
        .
      </p>
      <PageSections sections={data.sidebar?.sections ?? []} />
    </div>
  );
}

export function Head(_props: HeadProps) {
  return (
    <Seo
      title="Examples"
      description="Live examples of the chart types Chartwrap draws, from area charts to word trees."
      path="/examples/"
    />
  );
}

export const query = graphql`
  query ExamplesIndex {
    sidebar(sidebarId: { eq: "default" }) {
      sections(collection: "examples") {
        label
        pages {
          ...PageCard
        }
      }
    }
  }
`;
