/**
 * A page's static prose, from its page query (`mdx { proseParts { id html } }`): in a production
 * build the compiled MDX names each run of static elements by its id only (`<Prose part="…" />`,
 * src/node/markdown/static-prose.ts), so the prose's HTML reaches the browser once, in the page's
 * HTML and data, rather than again as JavaScript to download, parse and run.
 */
import { useEffect, useRef } from 'react';
import { delegateLinks } from '../browser/delegated-links';
import { pageItemsById } from './page-items-context';

/** One run of static prose: its id and its HTML. */
export interface PageProsePart {
  id: string;
  html: string;
}

const proseParts = pageItemsById<PageProsePart>();

/** Gives the page's prose parts (`items`, from its query) to the `Prose` elements of its MDX. */
export const ProsePartsProvider = proseParts.Provider;

/** One part of the page's prose. Its HTML is static: React never renders inside it again. */
export function Prose({ part }: { part: string }) {
  const html = proseParts.useItem(part)?.html;
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Its internal links behave as Gatsby's Link: followed in the page, prefetched on hover and
    // in view.
    return box.current ? delegateLinks(box.current) : undefined;
  }, []);
  if (html === undefined) {
    // The page's data and its code come from one build: a missing part is a build fault.
    throw new Error(`Prose part ${part} is missing from the page's data (Mdx.proseParts).`);
  }
  return <div ref={box} className="prose-part" dangerouslySetInnerHTML={{ __html: html }} />;
}
