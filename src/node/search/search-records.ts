/**
 * The one record builder: page data from the GraphQL content layer in, DocSearch records out.
 * Both back ends use it (gatsby-plugin-algolia pushes these records; the embedded index is built
 * from them), so hosted and embedded search answer from the same content.
 *
 * - the page itself: a `lvl1` record (title) at the page URL, plus its description as content
 *   of kind `summary`;
 * - each heading (`##` … `######`): a `lvlN` record whose url carries the id the page gives it;
 * - each paragraph, list item, table row and block quote: a `content` record under the nearest heading;
 * - comments in code blocks and in the page's example source: `content` records of kind `code`
 *   (ranked below text);
 * - each option of the page's options tables that search indexes: an `lvl3` record named by the
 *   option, at its row (`#option-pieHole`), under `Options of PieChart` (optionRecords), ranked
 *   as a sub-heading where the page's text or example names the option, else as a `row`;
 * - each event of the page's events table that search indexes: likewise, named by the event, at
 *   its row (`#event-regionClick`), under `Events of GeoChart` (eventRecords).
 */
import { DOCS_TAGS, LANGUAGE } from '../../config';
import { inlineText, textBlocks } from '../markdown/mdx-text';
import type {
  Hierarchy,
  RecordKind,
  RecordType,
  SearchEventInput,
  SearchOptionInput,
  SearchPageInput,
  SearchRecord,
} from '../../shared/search-types';

/** Longest content record (characters); longer blocks are cut at a word boundary. */
const MAX_CONTENT_LENGTH = 600;

/** Comments of a piece of JS/TS/JSX source: `// line`, `/* block *\/` and `{/* jsx *\/}`. */
export function codeComments(source: string): string[] {
  const comments: string[] = [];
  const pattern = /\/\*([\s\S]*?)\*\/|(^|[^:'"`\\])\/\/(.*)$/gm;
  let match: RegExpExecArray | null;
  let line: string[] = [];
  let lastEnd = -1;
  const pushLine = (): void => {
    if (line.length) comments.push(line.join(' '));
    line = [];
  };
  while ((match = pattern.exec(source))) {
    if (match[1] !== undefined) {
      pushLine();
      const text = match[1]
        .split('\n')
        .map((l) => l.replace(/^\s*\*\s?/, '').trim())
        .filter((l) => !l.startsWith('@') && !l.startsWith('eslint') && !l.startsWith('prettier'))
        .join(' ')
        .trim();
      if (text) comments.push(text);
      lastEnd = -1;
    } else {
      const text = match[3].trim();
      const start = match.index + match[2].length;
      // consecutive line comments form one comment
      const between = lastEnd >= 0 ? source.slice(lastEnd, start) : 'x';
      if (!/^\s*$/.test(between) || between.split('\n').length > 2) pushLine();
      if (text && !/^(eslint|prettier|@ts-|#region|#endregion)/.test(text)) line.push(text);
      lastEnd = match.index + match[0].length;
    }
  }
  pushLine();
  return comments.map((c) => c.replace(/\s+/g, ' ').trim()).filter((c) => c.length > 2);
}

function cut(text: string): string {
  if (text.length <= MAX_CONTENT_LENGTH) return text;
  const slice = text.slice(0, MAX_CONTENT_LENGTH);
  const space = slice.lastIndexOf(' ');
  return `${slice.slice(0, space > 0 ? space : MAX_CONTENT_LENGTH)}…`;
}

function emptyHierarchy(lvl0: string, lvl1: string): Hierarchy {
  return { lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
}

/** DocSearch records of one page. */
export function buildPageRecords(page: SearchPageInput): SearchRecord[] {
  const records: SearchRecord[] = [];
  const tags = Array.from(new Set([...DOCS_TAGS, ...(page.tags ?? [])]));
  const path = page.path;
  let hierarchy = emptyHierarchy(page.section, page.title);
  let anchor: string | null = null;
  let position = 0;

  const push = (type: RecordType, content: string | null, kind?: RecordKind): void => {
    const url = anchor ? `${path}#${anchor}` : path;
    records.push({
      ...(kind ? { kind } : {}),
      objectID: `${path}#${anchor ?? ''}:${position}`,
      url,
      url_without_anchor: path,
      anchor,
      type,
      hierarchy: { ...hierarchy },
      content,
      language: LANGUAGE,
      tags,
      position,
    });
    position++;
  };

  push('lvl1', null);
  if (page.keywords?.length) records[0].keywords = [...page.keywords];
  if (page.searchTerms?.length) records[0].searchTerms = [...page.searchTerms];
  if (page.description?.trim()) push('content', cut(inlineText(page.description)), 'summary');
  const seen = new Set([page.description ? inlineText(page.description) : '']);

  for (const block of textBlocks(page.body, page.components)) {
    if (block.kind === 'heading') {
      const level = block.depth;
      if (level === 1) {
        // The page title is the h1; a body `#` heading only restates it.
        anchor = null;
        hierarchy = emptyHierarchy(page.section, block.text || page.title);
        continue;
      }
      if (!block.text) continue;
      const next: Hierarchy = { ...hierarchy };
      for (let l = level; l <= 6; l++) next[`lvl${l}` as keyof Hierarchy] = null as never;
      next[`lvl${level}` as keyof Hierarchy] = block.text;
      hierarchy = next;
      anchor = block.id;
      push(`lvl${level}` as RecordType, null);
    } else if (block.kind === 'text') {
      if (seen.has(block.text)) continue; // the description restated as the first paragraph
      seen.add(block.text);
      push('content', cut(block.text));
    } else {
      for (const comment of codeComments(block.text)) push('content', cut(comment), 'code');
    }
  }

  if (page.exampleSource) {
    // The live example sits at the top of the page: its comments belong to the page itself.
    anchor = null;
    hierarchy = emptyHierarchy(page.section, page.title);
    for (const comment of codeComments(page.exampleSource)) {
      if (seen.has(comment)) continue;
      seen.add(comment);
      push('content', cut(comment), 'code');
    }
  }
  const options = optionRecords(page, page.options ?? [], position, tags);
  records.push(...options);
  records.push(...eventRecords(page, page.events ?? [], position + options.length, tags));
  return records;
}

/** What a reference row's record reads of its page: where it is, and its text to find its name in. */
type RowPage = Pick<SearchPageInput, 'path' | 'section' | 'title'> &
  Partial<Pick<SearchPageInput, 'body' | 'exampleSource'>>;

/**
 * Whether `text` (a page's MDX and example source) names an option or event as a whole word
 * (`curveType`, not `curveTypes` or `hAxis.curveType`): the rows it names are about the page, the
 * others only listed there (kind `row`).
 */
export function names(text: string, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return name !== '' && new RegExp(`(?<![\\w.])${escaped}(?!\\w)`).test(text);
}

/** The section an option record is listed under: the table of its chart or control type. */
export const optionsSection = (owner: string) => `Options of ${owner}`;

/**
 * Option records of a page: one `lvl3` record per option, named by its path, at its row's anchor,
 * under its table (`Options of PieChart`), its description as content; positions continue after
 * the page's own records.
 */
export function optionRecords(
  page: RowPage,
  options: readonly SearchOptionInput[],
  firstPosition: number,
  tags: string[],
): SearchRecord[] {
  const rows = options.map((option) => ({
    table: optionsSection(option.owner),
    name: option.path,
    anchor: option.anchor,
    description: option.description,
  }));
  return rowRecords(page, rows, firstPosition, tags);
}

/** The section an event record is listed under: the events table of its chart type. */
export const eventsSection = (owner: string) => `Events of ${owner}`;

/**
 * Event records of a page: one `lvl3` record per event, named by the event, at its row's anchor,
 * under its table (`Events of GeoChart`), when it fires as content; positions continue after the
 * page's other records.
 */
export function eventRecords(
  page: RowPage,
  events: readonly SearchEventInput[],
  firstPosition: number,
  tags: string[],
): SearchRecord[] {
  const rows = events.map((event) => ({
    table: eventsSection(event.owner),
    name: event.event,
    anchor: event.anchor,
    description: event.description,
  }));
  return rowRecords(page, rows, firstPosition, tags);
}

/** One row of a reference table: its table, the option or event it names, its anchor and text. */
interface TableRow {
  table: string;
  name: string;
  anchor: string;
  description: string | null;
}

/** The records of a page's table rows, positions from `firstPosition`; the page's text read once. */
function rowRecords(
  page: RowPage,
  rows: readonly TableRow[],
  firstPosition: number,
  tags: string[],
): SearchRecord[] {
  const text = `${page.body ?? ''}\n${page.exampleSource ?? ''}`;
  return rows.map((row, i) => rowRecord(page, row, firstPosition + i, tags, names(text, row.name)));
}

/**
 * The `lvl3` record of one row of a reference table, at the row's anchor; of kind `row` unless the
 * page's text names it (`named`).
 */
function rowRecord(
  page: RowPage,
  row: TableRow,
  position: number,
  tags: string[],
  named: boolean,
): SearchRecord {
  return {
    objectID: `${page.path}#${row.anchor}:${position}`,
    url: `${page.path}#${row.anchor}`,
    url_without_anchor: page.path,
    anchor: row.anchor,
    type: 'lvl3',
    ...(named ? {} : { kind: 'row' }),
    hierarchy: { ...emptyHierarchy(page.section, page.title), lvl2: row.table, lvl3: row.name },
    content: row.description ? cut(row.description) : null,
    language: LANGUAGE,
    tags,
    position,
  };
}

/** Records of every page, in page order. */
export function buildRecords(pages: readonly SearchPageInput[]): SearchRecord[] {
  return pages.flatMap(buildPageRecords);
}
