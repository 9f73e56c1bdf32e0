/**
 * Sidebar and doc lookups used at run time by the layout (no YAML parser here: this module is in
 * every page's JavaScript), and by createPages for previous/next links.
 */
import { ROUTE_MATCH_CACHE_SIZE } from '../config';
import { createBoundedCache, type BoundedCache } from './bounded-cache';
import type { DocsVersion, SidebarItem, SidebarLink } from './types';

/** The sidebar's links in reading order (categories flattened). */
export function flattenSidebar(items: SidebarItem[]): SidebarLink[] {
  return items.flatMap((item) => (item.type === 'link' ? [item] : flattenSidebar(item.items)));
}

/** `/a/b/` and `/a/b` are the same page. */
const samePath = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

/** The sidebar entries `path` activates: its link and every category that holds it. */
function findTrail(items: SidebarItem[], path: string): Set<SidebarItem> {
  const trail = new Set<SidebarItem>();
  const visit = (item: SidebarItem): boolean => {
    const on =
      item.type === 'link' ? samePath(item.href, path) : item.items.map(visit).some(Boolean); // visit every child: a path may appear twice
    if (on) trail.add(item);
    return on;
  };
  items.forEach(visit);
  return trail;
}

const trails = new WeakMap<SidebarItem[], BoundedCache<string, Set<SidebarItem>>>();

/**
 * The sidebar entries `path` activates (memoised per sidebar, at most `cacheSize` paths each, the
 * route-matching cache size).
 */
export function sidebarTrail(
  items: SidebarItem[],
  path: string,
  cacheSize: number = ROUTE_MATCH_CACHE_SIZE,
): ReadonlySet<SidebarItem> {
  let cache = trails.get(items);
  if (!cache) {
    cache = createBoundedCache(cacheSize);
    trails.set(items, cache);
  }
  const key = path.replace(/\/+$/, '');
  let trail = cache.get(key);
  if (!trail) {
    trail = findTrail(items, path);
    cache.set(key, trail);
  }
  return trail;
}

export interface PrevNext {
  previous: { title: string; path: string } | null;
  next: { title: string; path: string } | null;
}

const neighbours = new WeakMap<SidebarItem[], Map<string, PrevNext>>();

/** Every content page's previous and next pages, by path, from one pass over the sidebar. */
function neighboursByPath(items: SidebarItem[]): Map<string, PrevNext> {
  const links = flattenSidebar(items).filter((l) => l.docId);
  const to = (l: SidebarLink | undefined) => (l ? { title: l.label, path: l.href } : null);
  const byPath = new Map<string, PrevNext>();
  links.forEach((link, i) => {
    // A path listed twice keeps the neighbours of its first entry.
    if (!byPath.has(link.href)) {
      byPath.set(link.href, { previous: to(links[i - 1]), next: to(links[i + 1]) });
    }
  });
  return byPath;
}

/**
 * Previous and next pages of `path` in the sidebar's reading order (content pages only). The
 * reading order is worked out once per sidebar, so createPages stays linear in the page count.
 */
export function prevNext(items: SidebarItem[], path: string): PrevNext {
  let byPath = neighbours.get(items);
  if (!byPath) {
    byPath = neighboursByPath(items);
    neighbours.set(items, byPath);
  }
  return byPath.get(path) ?? { previous: null, next: null };
}

/** Developer error of a sidebar lookup, listing the available ids. */
export function getSidebar<T>(sidebars: Record<string, T>, id: string): T {
  if (!(id in sidebars)) {
    throw new Error(
      `Can't find any sidebar with id "${id}" in version ${'current'}.\nAvailable sidebar ids are:\n- ${Object.keys(
        sidebars,
      ).join('\n- ')}`,
    );
  }
  return sidebars[id];
}

/** Developer error of a doc lookup; a draft doc yields null instead of an error. */
export function getDoc(version: DocsVersion, docId: string) {
  const doc = version.docs.find((d) => d.id === docId);
  if (doc) return doc;
  if (version.draftIds.includes(docId)) return null;
  throw new Error(
    `Couldn't find any doc with id "${docId}" in version ${version.name}.\nAvailable doc ids are:\n- ${version.docs
      .map((d) => d.id)
      .join('\n- ')}`,
  );
}
