import { Link, type HeadProps } from 'gatsby';
import { Seo } from '../components/Seo';

/** Every unknown path. */
export default function NotFound() {
  return (
    <div className="page not-found">
      <h1>Page Not Found</h1>
      <p>We could not find what you were looking for.</p>
      <p>
        Try the <Link to="/">documentation index</Link>, the <Link to="/examples/">examples</Link>{' '}
        or the <Link to="/tags">tags</Link>.
      </p>
    </div>
  );
}

export function Head({ location }: HeadProps) {
  return <Seo title="Page Not Found" path={location.pathname} noindex />;
}
