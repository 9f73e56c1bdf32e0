/**
 * A page's static prose, from its page query (`mdx { proseParts { id html } }`): in a production
 * build the compiled MDX names each run of static elements by its id only (`<Prose part="…" />`,
 * src/node/markdown/static-prose.ts), so the prose's HTML reaches the browser once, in the page's
 * HTML and data, rather than again as JavaScript to download, parse and run.
 */
import { navigate } from 'gatsby';
import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { withoutPathPrefix } from '../shared/prose-markup';

/** One run of static prose: its id and its HTML. */
export interface PageProsePart {
  id: string;
  html: string;
}

const ProsePartsContext = createContext<ReadonlyMap<string, string>>(new Map());

export function ProsePartsProvider({
  parts,
  children,
}: {
  parts: readonly PageProsePart[] | null | undefined;
  children: ReactNode;
}) {
  const byId = useMemo(() => new Map((parts ?? []).map((part) => [part.id, part.html])), [parts]);
  return <ProsePartsContext.Provider value={byId}>{children}</ProsePartsContext.Provider>;
}

/**
 * A click on an internal link of the prose, followed as Gatsby's Link follows it: in the page,
 * without loading the next one whole. Clicks with a modifier key, on a link to another site, to a
 * new tab or to a download are left to the browser.
 */
function followInternalLink(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (!link || link.target || link.hasAttribute('download')) return;
  const href = link.getAttribute('href') ?? '';
  if (!href.startsWith('/') || href.startsWith('//')) return;
  event.preventDefault();
  // The HTML's links carry the path prefix; navigate adds it again.
  void navigate(
    withoutPathPrefix(href, typeof __PATH_PREFIX__ === 'string' ? __PATH_PREFIX__ : ''),
  );
}

/** One part of the page's prose. Its HTML is static: React never renders inside it again. */
export function Prose({ part }: { part: string }) {
  const html = useContext(ProsePartsContext).get(part);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    element?.addEventListener('click', followInternalLink);
    return () => element?.removeEventListener('click', followInternalLink);
  }, []);
  if (html === undefined) {
    // The page's data and its code come from one build: a missing part is a build fault.
    throw new Error(`Prose part ${part} is missing from the page's data (Mdx.proseParts).`);
  }
  return <div ref={box} className="prose-part" dangerouslySetInnerHTML={{ __html: html }} />;
}
