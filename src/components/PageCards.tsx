import { Link } from 'gatsby';

export interface CardPage {
  title: string;
  description: string;
  path: string;
}

/** A grid of page cards, each a client-side link. */
export function PageCards({ pages }: { pages: CardPage[] }) {
  return (
    <ul className="cards">
      {pages.map((p) => (
        <li key={p.path} className="card">
          <Link to={p.path} className="card__link">
            <h3 className="card__title">{p.title}</h3>
            <p className="card__description">{p.description}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export interface MdxCardNode {
  frontmatter: { title: string; description: string; kind: string | null };
  fields: { slug: string; collection: string; unlisted: boolean; draft: boolean };
}

export const toCard = (n: MdxCardNode): CardPage => ({
  title: n.frontmatter.title,
  description: n.frontmatter.description,
  path: n.fields.slug,
});

export const EXAMPLE_GROUPS: { kind: string; title: string }[] = [
  { kind: 'core', title: 'Core charts' },
  { kind: 'material', title: 'Material charts' },
  { kind: 'advanced', title: 'Advanced' },
];

/** Listed (not unlisted, not draft in production) pages. */
export function listed(nodes: MdxCardNode[]): MdxCardNode[] {
  return nodes.filter(
    (n) => !n.fields.unlisted && !(n.fields.draft && process.env.NODE_ENV === 'production'),
  );
}
