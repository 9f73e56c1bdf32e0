/**
 * A heading h2–h6 as the site renders every one: with an id, it carries a "Direct link to
 * {heading}" anchor (`.hash-link`) to itself. The MDX headings (MdxComponents) and the headings
 * components render beside them (the events table's "Events") both use it, so no heading with an
 * id goes without its link.
 */
import { Children, isValidElement } from 'react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import {
  ANCHORED_HEADING_CLASS,
  HASH_LINK_CLASS,
  HASH_LINK_TEXT,
  hashLinkLabel,
} from '../shared/prose-markup';

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
  const label = hashLinkLabel(textOf(children));
  return (
    <Tag id={id} className={ANCHORED_HEADING_CLASS} {...rest}>
      {children}
      <a className={HASH_LINK_CLASS} href={`#${id}`} aria-label={label} title={label}>
        {HASH_LINK_TEXT}
      </a>
    </Tag>
  );
}
