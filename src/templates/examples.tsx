import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { PageSections } from '../components/PageCards';
import { Seo } from '../components/Seo';

/** `/examples/`: every listed example, under its sidebar section. */
export default function ExamplesIndex({ data }: PageProps<Queries.ExamplesIndexQuery>) {
  return (
    <div className="page">
      <h1>Examples</h1>
      <p className="lead">Every chart Chartwrap draws, with its code. Pick one to see it live.</p>
      <PageSections sections={data.sidebar?.sections ?? []} />
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
