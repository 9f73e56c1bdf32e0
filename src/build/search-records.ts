/**
 * The one record builder: page data from the GraphQL content layer in, DocSearch records out.
 * Both back ends use it (gatsby-plugin-algolia pushes these records; the embedded index is built
 * from them), so hosted and embedded search answer from the same content.
 *
 * - the page itself: a `lvl1` record (title) at the page URL, plus its description as content;
 * - each heading (`##` … `######`): a `lvlN` record whose url carries the heading's id (see slug.ts);
 * - each paragraph, list item, table row and block quote: a `content` record under the nearest heading;
 * - comments in code blocks and in the page's example source: `content` records.
 */
import { DOCS_TAGS, LANGUAGE } from '../config';
import { createSlugger } from './slug';
import type { Hierarchy, RecordType, SearchPageInput, SearchRecord } from '../shared/search-types';

/** Longest content record (characters); longer blocks are cut at a word boundary. */
const MAX_CONTENT_LENGTH = 600;

type Level = 1 | 2 | 3 | 4 | 5 | 6;

interface Block {
  kind: 'heading' | 'text' | 'code';
  level?: Level;
  text: string;
}

/** Plain text of a line of inline Markdown/MDX. */
export function inlineText(value: string): string {
  return (
    value
      // images, then links: keep the link text
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]+)\]\[[^\]]*\]/g, '$1')
      // MDX expressions and HTML/JSX tags
      .replace(/\{\/\*.*?\*\/\}/g, '')
      .replace(/<\/?[A-Za-z][^>]*>/g, '')
      .replace(/\{[^{}]*\}/g, '')
      // emphasis and code marks
      .replace(/`([^`]*)`/g, '$1')
      .replace(/(\*\*|__)(.+?)\1/g, '$2')
      .replace(/(^|[^\w*])[*_]([^*_\s][^*_]*?)[*_](?=[^\w*]|$)/g, '$1$2')
      .replace(/~~(.+?)~~/g, '$1')
      // entities commonly written in MDX
      .replace(/&nbsp;/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/\\([\\`*_{}[\]()#+\-.!<>])/g, '$1')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

function stripFrontMatter(body: string): string {
  return body.replace(/^\uFEFF?---\r?\n[\s\S]*?\r?\n---\r?\n?/, '');
}

const FENCE = /^(\s*)(`{3,}|~{3,})(.*)$/;
const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s+(.*)$/;
const TABLE_DELIMITER = /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/;
const ESM = /^(import|export)\s/;
const JSX_LINE = /^\s*<\/?[A-Za-z][^>]*>?\s*$|^\s*\/?>\s*$|^\s*\{.*\}\s*$/;

/** Splits an MDX body into headings, text blocks and code blocks, in document order. */
export function parseBlocks(mdx: string): Block[] {
  const lines = stripFrontMatter(mdx).split(/\r?\n/);
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let inEsm = false;

  const flush = (): void => {
    if (paragraph.length) {
      const text = inlineText(paragraph.join(' '));
      if (text) blocks.push({ kind: 'text', text });
      paragraph = [];
    }
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];

    // import/export statements (possibly spanning lines until a blank line)
    if (inEsm) {
      if (!line.trim()) inEsm = false;
      continue;
    }
    if (ESM.test(line) && paragraph.length === 0) {
      flush();
      inEsm = !/;\s*$/.test(line) && !/from\s+['"][^'"]+['"]\s*$/.test(line);
      continue;
    }

    const fence = FENCE.exec(line);
    if (fence) {
      flush();
      const marker = fence[2];
      const code: string[] = [];
      i++;
      while (i < lines.length && !lines[i].trim().startsWith(marker)) {
        code.push(lines[i]);
        i++;
      }
      blocks.push({ kind: 'code', text: code.join('\n') });
      continue;
    }

    // multi-line JSX elements: skip tags, keep the text lines inside them
    const trimmed = line.trim();
    if (/^<[A-Za-z]/.test(trimmed) && !/>/.test(trimmed)) {
      // an opening tag whose attributes continue on the next lines
      flush();
      while (i < lines.length && !/>\s*$/.test(lines[i])) i++;
      continue;
    }
    if (JSX_LINE.test(line)) {
      flush();
      continue;
    }

    if (!trimmed) {
      flush();
      continue;
    }

    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      blocks.push({
        kind: 'heading',
        level: heading[1].length as Level,
        text: inlineText(heading[2]),
      });
      continue;
    }

    if (TABLE_DELIMITER.test(line) && line.includes('-')) continue;
    if (/^\s*\|.*\|\s*$/.test(line)) {
      flush();
      const cells = line
        .trim()
        .replace(/^\||\|$/g, '')
        .split('|')
        .map((c) => inlineText(c))
        .filter(Boolean);
      if (cells.length) blocks.push({ kind: 'text', text: cells.join(' — ') });
      continue;
    }

    const item = LIST_ITEM.exec(line);
    if (item) {
      flush();
      paragraph.push(item[1]);
      continue;
    }

    paragraph.push(line.replace(/^\s*>\s?/, ''));
  }
  flush();
  return blocks;
}

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
  // The same slugger the site's remark plugin uses for heading ids (every heading, h1 included).
  const slug = createSlugger();
  const tags = Array.from(new Set([...DOCS_TAGS, ...(page.tags ?? [])]));
  const path = page.path;
  let hierarchy = emptyHierarchy(page.section, page.title);
  let anchor: string | null = null;
  let position = 0;

  const push = (type: RecordType, content: string | null): void => {
    const url = anchor ? `${path}#${anchor}` : path;
    records.push({
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
  if (page.description?.trim()) push('content', cut(inlineText(page.description)));
  const seen = new Set([page.description ? inlineText(page.description) : '']);

  for (const block of parseBlocks(page.body)) {
    if (block.kind === 'heading') {
      const level = block.level ?? 2;
      const id = slug(block.text);
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
      anchor = id;
      push(`lvl${level}` as RecordType, null);
    } else if (block.kind === 'text') {
      if (seen.has(block.text)) continue; // the description restated as the first paragraph
      seen.add(block.text);
      push('content', cut(block.text));
    } else {
      for (const comment of codeComments(block.text)) push('content', cut(comment));
    }
  }

  if (page.exampleSource) {
    // The live example sits at the top of the page: its comments belong to the page itself.
    anchor = null;
    hierarchy = emptyHierarchy(page.section, page.title);
    for (const comment of codeComments(page.exampleSource)) {
      if (seen.has(comment)) continue;
      seen.add(comment);
      push('content', cut(comment));
    }
  }
  return records;
}

/** Records of every page, in page order. */
export function buildRecords(pages: readonly SearchPageInput[]): SearchRecord[] {
  return pages.flatMap(buildPageRecords);
}
