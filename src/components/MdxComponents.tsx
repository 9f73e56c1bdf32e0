/**
 * The one MDX components map (used by the doc and example templates through MDXProvider).
 * Headings h2–h6 with an id get a "Direct link to {heading}" anchor; internal links become Gatsby
 * links; external links open in a new tab; fenced code blocks arrive highlighted (`CodeBlock`).
 */
import { Link } from 'gatsby';
import { Children, isValidElement } from 'react';
import type { ComponentPropsWithoutRef, ElementType, ReactNode } from 'react';
import { CodeBlock } from './CodeBlock';
import { EXTERNAL_LINK_PROPS, isExternal } from './SmartLink';

/** Plain text of React children (for anchor labels). */
export function textOf(node: ReactNode): string {
  let out = '';
  Children.forEach(node, (child) => {
    if (typeof child === 'string' || typeof child === 'number') out += String(child);
    else if (isValidElement<{ children?: ReactNode }>(child)) out += textOf(child.props.children);
  });
  return out;
}

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export function makeHeading(Tag: HeadingTag) {
  function Heading({ id, children, ...rest }: ComponentPropsWithoutRef<HeadingTag>) {
    if (!id) return <Tag {...rest}>{children}</Tag>;
    const label = textOf(children);
    return (
      <Tag id={id} className="anchor" {...rest}>
        {children}
        <a
          className="hash-link"
          href={`#${id}`}
          aria-label={`Direct link to ${label}`}
          title={`Direct link to ${label}`}
        >
          {'\u200b'}
        </a>
      </Tag>
    );
  }
  Heading.displayName = `Heading(${Tag})`;
  return Heading;
}

export function MdxLink({ href = '', children, ...rest }: ComponentPropsWithoutRef<'a'>) {
  if (isExternal(href)) {
    return (
      <a href={href} {...EXTERNAL_LINK_PROPS} {...rest}>
        {children}
      </a>
    );
  }
  if (href.startsWith('/')) {
    // gatsby-plugin-mdx already prefixed Markdown links with the path prefix; Link adds it again.
    const prefix = typeof __PATH_PREFIX__ === 'string' ? __PATH_PREFIX__ : '';
    const to =
      prefix && (href === prefix || href.startsWith(`${prefix}/`))
        ? href.slice(prefix.length) || '/'
        : href;
    return (
      <Link to={to} className={rest.className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

export const mdxComponents: Record<string, ElementType> = {
  h2: makeHeading('h2'),
  h3: makeHeading('h3'),
  h4: makeHeading('h4'),
  h5: makeHeading('h5'),
  h6: makeHeading('h6'),
  a: MdxLink,
  // Code blocks scroll horizontally, so they take keyboard focus (axe: scrollable-region-focusable).
  pre: (props: ComponentPropsWithoutRef<'pre'>) => <pre tabIndex={0} {...props} />,
  // Every fenced block, highlighted at build time (src/node/markdown/code-blocks.ts).
  CodeBlock,
};
