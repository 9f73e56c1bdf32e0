/**
 * The one MDX components map (used by the doc and example templates through MDXProvider).
 * Headings h2–h6 with an id get a "Direct link to {heading}" anchor (AnchoredHeading); internal
 * links become Gatsby links; external links open in a new tab; fenced code blocks arrive
 * highlighted (`CodeBlock`).
 */
import { Link } from 'gatsby';
import type { ComponentPropsWithoutRef, ElementType } from 'react';
import { AnchoredHeading, type HeadingTag } from './AnchoredHeading';
import { CodeBlock } from './CodeBlock';
import { EXTERNAL_LINK_PROPS, isExternal, withoutPathPrefix } from '../shared/prose-markup';
import { Prose } from './prose-parts';

export { textOf } from './AnchoredHeading';

/** The MDX component of one heading level (AnchoredHeading at that level). */
export function makeHeading(Tag: HeadingTag) {
  function Heading(props: ComponentPropsWithoutRef<HeadingTag>) {
    return <AnchoredHeading as={Tag} {...props} />;
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
    const to = withoutPathPrefix(href, typeof __PATH_PREFIX__ === 'string' ? __PATH_PREFIX__ : '');
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
  // A run of static prose, its HTML in the page's data (src/node/markdown/static-prose.ts).
  Prose,
};
