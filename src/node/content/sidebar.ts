/**
 * content/sidebar.yml: sidebars, their items resolved against the content pages, the sections
 * (top-level categories) pages are listed under, the reading order used for previous/next links,
 * and the developer errors of sidebar and doc lookups.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type { SidebarItem, SidebarLink } from '../../shared/types';
import type { ContentPage } from './content-pages';
import { EXAMPLE_KINDS } from './frontmatter';

export {
  flattenSidebar,
  prevNext,
  getSidebar,
  getDoc,
  type PrevNext,
} from '../../shared/sidebar-lookup';

export const SIDEBAR_FILE = 'content/sidebar.yml';

/** A sidebar as written in YAML. */
export type SidebarDefinitionItem =
  | string
  | { type: 'link'; label: string; href: string }
  | { type: 'category'; label: string; items?: SidebarDefinitionItem[]; autogenerate?: string };

export type SidebarDefinitions = Record<string, SidebarDefinitionItem[]>;

/** Parses content/sidebar.yml and checks its shape; throws with the file and the faulty item. */
export function parseSidebars(source: string, file = SIDEBAR_FILE): SidebarDefinitions {
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
      } else if (!(EXAMPLE_KINDS as readonly string[]).includes(it.autogenerate)) {
        throw new Error(
          `${file}: ${where}: autogenerate must be an example kind (${EXAMPLE_KINDS.join(', ')})`,
        );
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

/** The sidebars of content/sidebar.yml. */
export const readSidebars = (root = process.cwd()): SidebarDefinitions =>
  parseSidebars(fs.readFileSync(path.join(root, SIDEBAR_FILE), 'utf8'));

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
 * Resolves a sidebar definition against the pages, keeping the listed ones. A doc id that matches
 * no page throws.
 */
export function buildSidebar(
  definition: SidebarDefinitionItem[],
  pages: ContentPage[],
): SidebarItem[] {
  const byId = new Map(pages.map((p) => [p.docId, p]));
  const visible = (p: ContentPage) => p.listed;
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

/** A section: a top-level category of the sidebar and the doc ids it lists, in reading order. */
export interface SidebarSection {
  label: string;
  docIds: string[];
}

/**
 * The sections of a resolved sidebar. A page's section label (the cards' headings, the search
 * records' lvl0, the groups of llms.txt) is the label of the top-level category that lists it.
 */
export function sidebarSections(items: SidebarItem[]): SidebarSection[] {
  const docIds = (entries: SidebarItem[]): string[] =>
    entries.flatMap((entry) =>
      entry.type === 'category' ? docIds(entry.items) : entry.docId ? [entry.docId] : [],
    );
  return items.flatMap((item) =>
    item.type === 'category' ? [{ label: item.label, docIds: docIds(item.items) }] : [],
  );
}
