import { Link } from 'gatsby';
import type { ReactNode } from 'react';
import { EXTERNAL_LINK_PROPS, isExternal } from '../shared/prose-markup';

export { EXTERNAL_LINK_PROPS, isExternal };

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
