import { TOC_MAX_LEVEL, TOC_MIN_LEVEL } from '../config';

/** gatsby-plugin-mdx's `tableOfContents` shape. */
export interface TocItem {
  url?: string;
  title?: string;
  items?: TocItem[];
}

export interface TocEntry {
  id: string;
  title: string;
  level: number;
}

/**
 * Flattens the MDX table of contents to levels 2 to 3 (h1 is the page title, deeper headings
 * would crowd the column). A document without an h1 starts its tree at h2.
 */
export function tocEntries(
  toc: TocItem | null | undefined,
  startLevel = TOC_MIN_LEVEL,
): TocEntry[] {
  const out: TocEntry[] = [];
  const walk = (items: TocItem[] | undefined, level: number) => {
    for (const item of items ?? []) {
      if (level >= TOC_MIN_LEVEL && level <= TOC_MAX_LEVEL && item.url && item.title) {
        out.push({ id: item.url.replace(/^#/, ''), title: item.title, level });
      }
      walk(item.items, level + 1);
    }
  };
  walk(toc?.items, startLevel);
  return out;
}

export function TableOfContents({ entries }: { entries: TocEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <nav className="toc" aria-label="On this page">
      <p className="toc__title">On this page</p>
      <ul>
        {entries.map((e) => (
          <li key={e.id} className={`toc__item toc__item--h${e.level}`}>
            <a href={`#${e.id}`}>{e.title}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
