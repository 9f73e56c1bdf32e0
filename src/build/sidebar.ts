/**
 * content/sidebar.yml: sidebars, their items resolved against the content pages, the reading order
 * used for previous/next links, and the developer errors of sidebar and doc lookups.
 */
import yaml from 'js-yaml';
import type { ContentKind, SidebarItem, SidebarLink } from '../shared/types';

export {
  flattenSidebar,
  prevNext,
  getSidebar,
  getDoc,
  type PrevNext,
} from '../shared/sidebar-lookup';

/** What the sidebar needs to know about one content page. */
export interface ContentPage {
  /** `docs/<file>` or `examples/<file>`. */
  docId: string;
  collection: ContentKind;
  path: string;
  title: string;
  sidebarLabel?: string | null;
  sidebarPosition?: number | null;
  /** Example kind (core, material, advanced). */
  exampleKind?: string | null;
  draft?: boolean | null;
  unlisted?: boolean | null;
}

/** A sidebar as written in YAML. */
export type SidebarDefinitionItem =
  | string
  | { type: 'link'; label: string; href: string }
  | { type: 'category'; label: string; items?: SidebarDefinitionItem[]; autogenerate?: string };

export type SidebarDefinitions = Record<string, SidebarDefinitionItem[]>;

/** Parses content/sidebar.yml and checks its shape; throws with the file and the faulty item. */
export function parseSidebars(source: string, file = 'content/sidebar.yml'): SidebarDefinitions {
  const data = yaml.load(source);
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    throw new Error(`${file}: expected a map of sidebar id to a list of items`);
  }
  const check = (item: unknown, where: string): void => {
    if (typeof item === 'string') return;
    const it = item as Record<string, unknown>;
    if (!it || typeof it !== 'object') throw new Error(`${file}: ${where}: invalid item`);
    if (it.type === 'link') {
      if (typeof it.label !== 'string' || typeof it.href !== 'string') {
        throw new Error(`${file}: ${where}: a link needs a label and an href`);
      }
    } else if (it.type === 'category') {
      if (typeof it.label !== 'string')
        throw new Error(`${file}: ${where}: a category needs a label`);
      if (Array.isArray(it.items)) it.items.forEach((c, i) => check(c, `${where}.items[${i}]`));
      else if (typeof it.autogenerate !== 'string') {
        throw new Error(`${file}: ${where}: a category needs items or autogenerate`);
      }
    } else {
      throw new Error(`${file}: ${where}: unknown item type "${String(it.type)}"`);
    }
  };
  for (const [id, items] of Object.entries(data as Record<string, unknown>)) {
    if (!Array.isArray(items)) throw new Error(`${file}: sidebar "${id}" must be a list`);
    items.forEach((item, i) => check(item, `${id}[${i}]`));
  }
  return data as SidebarDefinitions;
}

function byPosition(a: ContentPage, b: ContentPage): number {
  const pa = a.sidebarPosition ?? Number.MAX_SAFE_INTEGER;
  const pb = b.sidebarPosition ?? Number.MAX_SAFE_INTEGER;
  return pa - pb || a.title.localeCompare(b.title);
}

function linkFor(page: ContentPage): SidebarLink {
  return {
    type: 'link',
    label: page.sidebarLabel || page.title,
    href: page.path,
    docId: page.docId,
  };
}

/**
 * Resolves a sidebar definition against the pages. Drafts are left out when `includeDrafts` is
 * false; unlisted pages are left out of navigation. A doc id that matches no page throws.
 */
export function buildSidebar(
  definition: SidebarDefinitionItem[],
  pages: ContentPage[],
  { includeDrafts }: { includeDrafts: boolean },
): SidebarItem[] {
  const byId = new Map(pages.map((p) => [p.docId, p]));
  const visible = (p: ContentPage) => !p.unlisted && (includeDrafts || !p.draft);
  const resolve = (item: SidebarDefinitionItem): SidebarItem | null => {
    if (typeof item === 'string') {
      const page = byId.get(item);
      if (!page) {
        throw new Error(
          `Couldn't find any doc with id "${item}" (sidebar). Available doc ids are:\n- ${[
            ...byId.keys(),
          ].join('\n- ')}`,
        );
      }
      return visible(page) ? linkFor(page) : null;
    }
    if (item.type === 'link') return { type: 'link', label: item.label, href: item.href };
    const children: SidebarItem[] = item.autogenerate
      ? pages
          .filter((p) => p.collection === 'examples' && p.exampleKind === item.autogenerate)
          .filter(visible)
          .sort(byPosition)
          .map(linkFor)
      : (item.items ?? []).map(resolve).filter((x): x is SidebarItem => x !== null);
    return { type: 'category', label: item.label, items: children, collapsed: false };
  };
  return definition.map(resolve).filter((x): x is SidebarItem => x !== null);
}
