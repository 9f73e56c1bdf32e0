/**
 * Jest stand-in for the `gatsby` module (mapped in jest.config.ts, site project): Link renders an
 * anchor, graphql is inert, useStaticQuery returns `setStaticQueryData`'s value.
 */
import type { AnchorHTMLAttributes, ReactNode } from 'react';

let staticData: unknown = {};

export function setStaticQueryData(data: unknown) {
  staticData = data;
}

export function useStaticQuery<T>(_query?: unknown): T {
  return staticData as T;
}

export function graphql(..._args: unknown[]): string {
  return '';
}

export function withPrefix(path: string): string {
  return path;
}

export function navigate(_to: string) {}

export function Link({
  to,
  children,
  activeClassName: _a,
  partiallyActive: _p,
  ...rest
}: {
  to: string;
  children?: ReactNode;
  activeClassName?: string;
  partiallyActive?: boolean;
} & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}

export default { Link, graphql, useStaticQuery, withPrefix, navigate };
