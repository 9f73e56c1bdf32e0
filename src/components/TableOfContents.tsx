import { useEffect, useState } from 'react';
import { TOC_ACTIVE_ROOT_MARGIN } from '../config';

/** A heading the table of contents lists (the `Mdx.tocHeadings` field, src/node/markdown/mdx-text.ts). */
export interface TocEntry {
  id: string;
  title: string;
  level: number;
}

/**
 * The id of the heading the reader is at: the last one, in document order, that has reached the
 * line of `TOC_ACTIVE_ROOT_MARGIN` (the observer's area is everything above it); null before the
 * first. An IntersectionObserver reports each crossing, so nothing runs on scroll and no layout is
 * read.
 */
export function useActiveHeading(ids: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join('\n');
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const headings = key
      .split('\n')
      .map((id) => document.getElementById(id))
      .filter((element): element is HTMLElement => element !== null);
    if (headings.length === 0) return;
    const reached = new Set<Element>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) reached.add(entry.target);
          else reached.delete(entry.target);
        }
        let last: string | null = null;
        for (const heading of headings) if (reached.has(heading)) last = heading.id;
        setActive(last);
      },
      { rootMargin: TOC_ACTIVE_ROOT_MARGIN },
    );
    headings.forEach((heading) => observer.observe(heading));
    return () => observer.disconnect();
  }, [key]);
  return active;
}

/** The page's table of contents; the link of the heading in view carries `aria-current`. */
export function TableOfContents({ entries }: { entries: readonly TocEntry[] }) {
  const active = useActiveHeading(entries.map((e) => e.id));
  if (entries.length === 0) return null;
  return (
    <nav className="toc" aria-label="On this page">
      <p className="toc__title">On this page</p>
      <ul>
        {entries.map((e) => (
          <li key={e.id} className={`toc__item toc__item--h${e.level}`}>
            <a
              href={`#${e.id}`}
              aria-current={e.id === active ? 'true' : undefined}
              className={e.id === active ? 'toc__link--active' : undefined}
            >
              {e.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
