import { graphql, Link } from 'gatsby';

/** What a card shows of a page. */
export const pageCardFields = graphql`
  fragment PageCard on Mdx {
    frontmatter {
      title
      description
    }
    fields {
      slug
    }
  }
`;

/** A grid of page cards, each a client-side link. */
export function PageCards({ pages }: { pages: readonly Queries.PageCardFragment[] }) {
  return (
    <ul className="cards">
      {pages.map(({ frontmatter, fields }) => (
        <li key={fields.slug} className="card">
          <Link to={fields.slug} className="card__link">
            <h3 className="card__title">{frontmatter.title}</h3>
            <p className="card__description">{frontmatter.description}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The sidebar's sections, each a heading over the cards of its pages. */
export function PageSections({
  sections,
}: {
  sections: readonly { label: string; pages: readonly Queries.PageCardFragment[] }[];
}) {
  return (
    <>
      {sections.map(({ label, pages }) => (
        <section key={label}>
          <h2>{label}</h2>
          <PageCards pages={pages} />
        </section>
      ))}
    </>
  );
}
