/**
 * A heading h2–h6 as the site renders every one: with an id, it carries a "Direct link to
 * {heading}" anchor (`.hash-link`) to itself. The MDX headings (MdxComponents) and the headings
 * components render beside them (the events table's "Events") both use it, so no heading with an
 * id goes without its link.
 */
import { Children, isValidElement } from 'react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';

/** Plain text of React children (for anchor labels). */
export function textOf(node: ReactNode): string {
  let out = '';
  Children.forEach(node, (child) => {
    if (typeof child === 'string' || typeof child === 'number') out += String(child);
    else if (isValidElement<{ children?: ReactNode }>(child)) out += textOf(child.props.children);
  });
  return out;
}

export type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export type AnchoredHeadingProps = ComponentPropsWithoutRef<HeadingTag> & { as: HeadingTag };

export function AnchoredHeading({ as: Tag, id, children, ...rest }: AnchoredHeadingProps) {
  if (!id) return <Tag {...rest}>{children}</Tag>;
  const label = `Direct link to ${textOf(children)}`;
  return (
    <Tag id={id} className="anchor" {...rest}>
      {children}
      <a className="hash-link" href={`#${id}`} aria-label={label} title={label}>
        {'\u200b'}
      </a>
    </Tag>
  );
}
