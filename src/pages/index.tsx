import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import { PageSections } from '../components/PageCards';
import { Seo } from '../components/Seo';

/** `/`: the documentation index: every listed guide and example, under its sidebar section. */
export default function Home({ data }: PageProps<Queries.HomeQuery>) {
  const { title, tagline } = data.site!.siteMetadata;
  return (
    <div className="page home">
      <header className="hero">
        <h1>{title}</h1>
        <p className="hero__tagline">{tagline}</p>
        <p>
          <Link className="button button--primary" to="/docs/quick-walkthrough">
            Get started
          </Link>{' '}
          <Link className="button" to="/examples/">
            Browse examples
          </Link>
        </p>
      </header>
      <PageSections sections={data.sidebar?.sections ?? []} />
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
    sidebar(sidebarId: { eq: "default" }) {
      sections {
        label
        pages {
          ...PageCard
        }
      }
    }
  }
`;
