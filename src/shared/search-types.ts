/** DocSearch's record shape (one record per heading or block of text), shared by both back ends. */

export type RecordType = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

/**
 * What a record is, for ranking: a page title, the page's summary (its front matter description),
 * a section heading, a sub-heading, a reference table's row the page does not otherwise name, a
 * block of text, or a comment in code. Records whose `kind` is not set take it from their `type`
 * (an option row, an `lvl3` record, ranks as a sub-heading); a new kind of record gets a weight
 * here and ranks alike in both back ends.
 */
export type RecordKind = 'page' | 'summary' | 'section' | 'subsection' | 'row' | 'text' | 'code';

/**
 * Ranking weight by kind: a title or heading that matches outranks text that mentions the word,
 * and code comments rank last. The embedded engine multiplies a record's score by it; Algolia
 * ranks by it after its textual criteria (`customRanking: desc(weight)`).
 */
export const RECORD_KIND_WEIGHT: Record<RecordKind, number> = {
  page: 3,
  summary: 2,
  section: 2,
  subsection: 1.6,
  // A row of a reference table (an option or event) that the page's own text and example never
  // name: the page lists it. The same row where the page uses the option ranks as a sub-heading,
  // so `curveType` finds the line chart, whose example curves its lines, before the scatter chart.
  row: 1.2,
  text: 1,
  code: 0.3,
};

/** Sections of more records than this rank as lists, their records lower (`recordWeight`). */
export const LIST_SECTION = 8;
const LIST_DAMPING = 0.4;

/**
 * Ranking weight of a record: its kind's (`RECORD_KIND_WEIGHT`), and, for the text of a section of
 * more than `LIST_SECTION` records, less by the log of the section's size. A section split into
 * that many records is a list of things (a props reference, a migration table), each row about one
 * of them: a short row naming the query's words would otherwise, being short, outrank the section
 * written about the task (the `chartLanguage` row of the props list before the section on choosing
 * what gets loaded). Both back ends rank by it: the embedded engine multiplies a record's score by
 * it, Algolia sorts by it (`customRanking: desc(weight)`).
 */
export function recordWeight(kind: RecordKind, sectionSize: number | undefined): number {
  // The section's heading is about its task, not an item of the list: only its text is damped.
  const item = kind === 'text' || kind === 'code';
  const list =
    !item || !sectionSize || sectionSize <= LIST_SECTION
      ? 1
      : 1 / (1 + LIST_DAMPING * Math.log(sectionSize / LIST_SECTION));
  return (RECORD_KIND_WEIGHT[kind] ?? 1) * list;
}

/** How many records each section (each url, with its anchor) holds. */
export function sectionSizes(records: readonly Pick<SearchRecord, 'url'>[]): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const r of records) sizes.set(r.url, (sizes.get(r.url) ?? 0) + 1);
  return sizes;
}

/** A record's kind: its own `kind`, else what its `type` says. */
export function recordKind(record: Pick<SearchRecord, 'type' | 'kind'>): RecordKind {
  if (record.kind) return record.kind;
  if (record.type === 'content') return 'text';
  if (record.type === 'lvl0' || record.type === 'lvl1') return 'page';
  return record.type === 'lvl2' ? 'section' : 'subsection';
}

export interface Hierarchy {
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
}

export type HierarchyLevel = keyof Hierarchy;

/** The levels of a record's hierarchy, page section (lvl0) first. */
export const HIERARCHY_LEVELS = [
  'lvl0',
  'lvl1',
  'lvl2',
  'lvl3',
  'lvl4',
  'lvl5',
  'lvl6',
] as const satisfies readonly HierarchyLevel[];

export interface SearchRecord {
  objectID: string;
  /** Page path plus `#anchor` when the record belongs to a heading. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  /** What the record is, for ranking, when its type does not say (`code` for code comments). */
  kind?: RecordKind;
  hierarchy: Hierarchy;
  /** Text of a content record; null for heading records. */
  content: string | null;
  language: string;
  tags: string[];
  /** Document order within the page (ties are broken by it). */
  position: number;
  /** Front matter keywords, on the page (lvl1) record only: searchable, weighed as text. */
  keywords?: string[];
  /**
   * Front matter search terms (other names of the page), on the page (lvl1) record only:
   * searchable, weighed as the title.
   */
  searchTerms?: string[];
}

/** What the record builder needs to know about one page (from the GraphQL content layer). */
export interface SearchPageInput {
  /** Page title (front matter `title`): the record's lvl1. */
  title: string;
  /** Site path of the page, e.g. `/examples/pie-chart`. */
  path: string;
  /** The sidebar section the page is listed under (lvl0), e.g. `Guides` or `Core charts`. */
  section: string;
  /** Front matter description, indexed as the page's first content record. */
  description?: string | null;
  /** Front matter keywords, indexed as content of the page record. */
  keywords?: readonly string[] | null;
  /** Front matter search terms, indexed with the page record's title. */
  searchTerms?: readonly string[] | null;
  /** Front matter tag ids. */
  tags?: readonly string[] | null;
  /** Raw MDX body (front matter allowed; it is skipped). */
  body: string;
  /** Markdown standing for a component of the body, by name (the props reference). */
  components?: Readonly<Record<string, string>>;
  /**
   * Options the page's options tables show that search should find, each a record at its row
   * (`/examples/pie-chart#option-pieHole`).
   */
  options?: readonly SearchOptionInput[];
  /**
   * Events the page's events table shows that search should find, each a record at its row
   * (`/examples/geo-chart#event-regionClick`).
   */
  events?: readonly SearchEventInput[];
  /** Source code of the page's live example, whose comments become content records. */
  exampleSource?: string | null;
}

export interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
}

/**
 * A search hit as both back ends answer it (Algolia's shape): the record attributes the request
 * retrieved, with highlighted and snippeted copies of the text attributes.
 */
export type SearchHit = Partial<SearchRecord> & {
  objectID: string;
  _highlightResult: {
    hierarchy?: Partial<Record<HierarchyLevel, HighlightValue>>;
    content?: HighlightValue;
    /** Front matter keywords and search terms (a page record's), one value per item. */
    keywords?: HighlightValue[];
    searchTerms?: HighlightValue[];
  };
  _snippetResult: { content?: SnippetValue };
};

/**
 * An option row search indexes: the chart or control type it belongs to, its path, its row's id,
 * and its description (or null).
 */
export interface SearchOptionInput {
  owner: string;
  path: string;
  anchor: string;
  description: string | null;
}

/** An event of a chart type's events table (`regionClick` of `GeoChart`). */
export interface SearchEventInput {
  owner: string;
  event: string;
  anchor: string;
  description: string | null;
}
