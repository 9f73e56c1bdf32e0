import { Link } from 'gatsby';

type Target = { title: string; path: string } | null | undefined;

/** Previous / next links in the sidebar's reading order. */
export function PrevNext({ previous, next }: { previous: Target; next: Target }) {
  if (!previous && !next) return null;
  return (
    <nav className="pagination-nav" aria-label="Docs pages">
      {previous ? (
        <Link className="pagination-nav__link pagination-nav__link--prev" to={previous.path}>
          <span className="pagination-nav__sublabel">Previous</span>
          <span className="pagination-nav__label">{previous.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link className="pagination-nav__link pagination-nav__link--next" to={next.path}>
          <span className="pagination-nav__sublabel">Next</span>
          <span className="pagination-nav__label">{next.title}</span>
        </Link>
      )}
    </nav>
  );
}
