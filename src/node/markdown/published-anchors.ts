/**
 * content/anchors.yml: the anchors each page has published. Readers save and post links to a
 * page's headings (`/docs/quick-walkthrough#install`), so each anchor a page published stays a
 * contract: `anchors` lists the ids its headings carry; `aliases` maps an id a heading had before
 * a rename to the heading's id now (old → new), and the build adds a target with the old id inside
 * that heading (`remarkHeadingIds`). The browser tests (e2e/anchors.e2e.ts) check that every listed
 * anchor and alias resolves on its built page, and that every heading with an id is listed, so a
 * rename without an alias fails, and removing an anchor is a deliberate edit of the file.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

export const PUBLISHED_ANCHORS_FILE = 'content/anchors.yml';

/** One page's published anchors. */
export interface PageAnchors {
  /** Ids of the page's headings. */
  anchors: string[];
  /** Old id → the id of the heading it now lands on. */
  aliases: Record<string, string>;
}

/** Page path (without the path prefix) → its published anchors. */
export type PublishedAnchors = Record<string, PageAnchors>;

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * Parses content/anchors.yml and checks its shape; throws with the file, the page and the fault.
 * An alias must land on one of the page's listed anchors, and no alias may repeat an anchor.
 */
export function parsePublishedAnchors(
  source: string,
  file = PUBLISHED_ANCHORS_FILE,
): PublishedAnchors {
  const data = yaml.load(source);
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    throw new Error(`${file}: expected a map of page path to { anchors, aliases }`);
  }
  const pages: PublishedAnchors = {};
  for (const [page, entry] of Object.entries(data as Record<string, unknown>)) {
    const fault = (what: string) => new Error(`${file}: ${page}: ${what}`);
    if (!page.startsWith('/')) throw fault('a page path starts with /');
    const { anchors = [], aliases = {} } = (entry ?? {}) as Record<string, unknown>;
    if (!isStringList(anchors)) throw fault('anchors must be a list of ids');
    if (!aliases || typeof aliases !== 'object' || Array.isArray(aliases)) {
      throw fault('aliases must be a map of old id to new id');
    }
    const listed = new Set(anchors);
    if (listed.size !== anchors.length) throw fault('an anchor is listed twice');
    for (const [from, to] of Object.entries(aliases as Record<string, unknown>)) {
      if (typeof to !== 'string') throw fault(`the alias "${from}" must name an anchor`);
      if (!listed.has(to)) throw fault(`the alias "${from}" lands on "${to}", not a listed anchor`);
      if (listed.has(from)) throw fault(`"${from}" is both an anchor and an alias`);
    }
    pages[page] = { anchors, aliases: aliases as Record<string, string> };
  }
  return pages;
}

/** The published anchors of content/anchors.yml (none when the file is missing). */
export function readPublishedAnchors(root = process.cwd()): PublishedAnchors {
  const file = path.join(root, PUBLISHED_ANCHORS_FILE);
  if (!fs.existsSync(file)) return {};
  return parsePublishedAnchors(fs.readFileSync(file, 'utf8'));
}

/** Heading id → the old ids that land on it, for one page. */
export function aliasTargets(page: PageAnchors | undefined): Map<string, string[]> {
  const targets = new Map<string, string[]>();
  for (const [from, to] of Object.entries(page?.aliases ?? {})) {
    targets.set(to, [...(targets.get(to) ?? []), from]);
  }
  return targets;
}
