import { Link } from 'gatsby';
import type { ReactNode } from 'react';

/** External links open in a new tab with no opener and no referrer. */
export const EXTERNAL_LINK_PROPS = { target: '_blank', rel: 'noopener noreferrer' } as const;

export function isExternal(href: string): boolean {
  return /^(https?:)?\/\//.test(href);
}

/** A client-side Link for internal paths, a new-tab anchor for external URLs. */
export function SmartLink({
  to,
  children,
  className,
  ...rest
}: {
  to: string;
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
  'aria-current'?: 'page';
  onClick?: () => void;
}) {
  if (isExternal(to)) {
    return (
      <a href={to} className={className} {...EXTERNAL_LINK_PROPS} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={className} {...rest}>
      {children}
    </Link>
  );
}
