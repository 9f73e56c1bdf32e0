/**
 * The embedded search engine: MiniSearch over the DocSearch records, answering one Algolia-style
 * search request (query, facetFilters, hitsPerPage, attributesToSnippet, highlight tags) with
 * an Algolia-style result (hits with _highlightResult/_snippetResult, nbHits, queryID, ...).
 *
 * Matching, as the hosted index is set up to match (src/node/search/search-index.ts):
 * - a query word matches its own form, its English stem (animate finds animation, stemmed with
 *   `stemmer`, Porter's algorithm), its synonyms (src/shared/search-vocabulary.ts), with typo
 *   tolerance (1 typo from 4 letters, 2 from 8; swapped neighbours count as one typo) and prefix
 *   matching on the last word only, from its second letter when the query has other words (a
 *   one-letter last word is left out); stop words are dropped when the query has other words;
 * - compounds, as Algolia splits and concatenates: a word also matches as two words
 *   (`piechart` finds "pie chart") and two neighbouring words as one (`tree map` finds
 *   "treemap");
 * - every word must match; when no record matches them all, every word becomes optional
 *   (Algolia's `removeWordsIfNoResults: 'allOptional'`) and records matching more of them rank
 *   first, so the most significant words are kept.
 *
 * Ranking: words matched, then MiniSearch's BM25 score with the record's own title or heading
 * counting most, weighted by record kind (page title > section heading > sub-heading > text >
 * code comment; `RECORD_KIND_WEIGHT`), and less in a long list section (`recordWeight`). Ties keep
 * document order.
 *
 * Why MiniSearch: the smallest of the engines measured on this site's records (docs/benchmarks.md),
 * with typo tolerance and per-term prefix built in; Orama is larger and slower to index, and
 * FlexSearch, though faster, has no edit-distance typo tolerance ("contrls" finds nothing).
 */
import MiniSearch, {
  type Options,
  type Query,
  type QueryCombination,
  type SearchOptions,
  type SearchResult,
} from 'minisearch';
import { stemmer } from 'stemmer';
import {
  HIERARCHY_LEVELS,
  recordKind,
  RECORD_KIND_WEIGHT,
  recordWeight,
  sectionSizes,
  type HighlightValue,
  type RecordKind,
  type RecordType,
  type SearchHit,
  type SearchRecord,
  type SnippetValue,
} from '../shared/search-types';
import {
  SEARCH_ONE_WAY_SYNONYMS,
  SEARCH_STOP_WORDS,
  SEARCH_SYNONYMS,
} from '../shared/search-vocabulary';

export interface SearchRequest {
  indexName?: string;
  query?: string;
  params?: string;
  hitsPerPage?: number;
  page?: number;
  facetFilters?: string | (string | string[])[];
  attributesToRetrieve?: string[];
  attributesToSnippet?: string[];
  attributesToHighlight?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  distinct?: boolean | number;
  [key: string]: unknown;
}

export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  exhaustiveNbHits: true;
  query: string;
  params: string;
  index: string;
  queryID: string;
}

const HIGHLIGHTED = ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3'];

/** Field weights: the record's own title or heading first, the headings above it least. */
const FIELD_BOOST = { own: 3, ownParts: 1.5, content: 1, keywords: 1.5, context: 1 };
/** Weight of a match through a word's stem, a synonym or a swapped-letters typo (vs. the word). */
const STEM_WEIGHT = 0.9;
const SYNONYM_WEIGHT = 0.8;
const SWAP_WEIGHT = 0.5;
/** Weight of a word matched as two (`piechart` as "pie chart") or two words as one. */
const COMPOUND_WEIGHT = 0.9;
/** The shortest part a compound is split into or joined from (pie, map, org). */
const COMPOUND_PART = 3;
/**
 * With fewer hits than this having every word, records matching only some words are listed after
 * them (Algolia's allOptional, applied to a thin result as well as to an empty one).
 */
const FEW_RESULTS = 3;

/** How many query words a result matched when words were optional, and their total weight. */
interface Matched {
  count: number;
  weight: number;
}

const WORD = /[\p{L}\p{N}_]+/gu;

/**
 * Words of a text, lower-cased; camelCase words also give their parts ("PieChart" → piechart, pie,
 * chart). In a record's own title or heading the parts are a field of their own (`ownParts`):
 * `annotationsWidth` is a row about a width, and a plain word that matches only part of the name
 * ranks below a heading that has the word itself.
 */
function tokenize(text: string, field?: string): string[] {
  const out: string[] = [];
  for (const word of text.match(WORD) ?? []) {
    if (field !== 'ownParts') out.push(word.toLowerCase());
    if (field !== 'own' && CAMEL.test(word))
      for (const p of word.split(CAMEL_SPLIT)) out.push(p.toLowerCase());
  }
  return out;
}

const CAMEL = /[\p{Ll}\p{N}]\p{Lu}/u;
const CAMEL_SPLIT = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})/u;

/** English stem of a lower-cased word (cached: the same words come back on every keystroke). */
const stemCache = new Map<string, string>();
function stem(word: string): string {
  let s = stemCache.get(word);
  if (s === undefined) {
    s = /^[a-z]{4,}$/.test(word) ? stemmer(word) : word;
    if (stemCache.size > 20000) stemCache.clear();
    stemCache.set(word, s);
  }
  return s;
}

/** Indexed terms of a token: the token and, when different, its stem (kept apart with a `~`). */
function indexTerms(term: string): string[] {
  const s = stem(term);
  return s === term ? [term] : [term, `~${s}`];
}

/**
 * The index terms of every word sharing `word`'s stem: `~stem` for words that differ from their
 * stem, and the stem itself, which is indexed only as a plain word (`moving` finds "move").
 */
function stemTerms(word: string): string[] {
  const s = stem(word);
  return s === word ? [`~${s}`] : [`~${s}`, s];
}

function queryWords(query: string): string[] {
  return (query.match(WORD) ?? []).map((w) => w.toLowerCase());
}

const STOP = new Set(SEARCH_STOP_WORDS);

/**
 * Synonym phrases (lower-cased words) by the stem of their first word (migration → migrate), each
 * with what it also finds: the rest of its group, or a one-way synonym's synonyms.
 */
interface Phrase {
  words: string[];
  others: string[][];
}
const PHRASES = new Map<string, Phrase[]>();
function addPhrase(words: string[], others: string[][]): void {
  const key = stem(words[0]);
  const list = PHRASES.get(key) ?? [];
  list.push({ words, others });
  PHRASES.set(key, list);
}
for (const group of SEARCH_SYNONYMS) {
  const phrases = group.map(queryWords);
  for (const words of phrases)
    addPhrase(
      words,
      phrases.filter((p) => p !== words),
    );
}
for (const { input, synonyms } of SEARCH_ONE_WAY_SYNONYMS)
  addPhrase(queryWords(input), synonyms.map(queryWords));

const sameWord = (a: string, b: string | undefined): boolean =>
  b !== undefined && (a === b || stem(a) === stem(b));

/** One reader word (or synonym phrase) of a query and the alternatives that match it. */
interface QueryPart {
  /** The words as typed (a phrase like "coming from" counts as one part). */
  words: string[];
  /** The words as one label (what `matchedWords` reports). */
  label: string;
  query: Query;
  /** Every term the query asks the index for. */
  terms: string[];
  /**
   * Terms standing for this word and its neighbour (`treemap` for "tree map"), with the label of
   * both words: a record matching one matched both.
   */
  joined: Map<string, string>;
}

function termsOf(query: Query): string[] {
  if (typeof query === 'string') return query.split(' ');
  return typeof query === 'object' ? query.queries.flatMap(termsOf) : [];
}

function part(words: string[], query: Query): QueryPart {
  return { words, label: words.join(' '), query, terms: termsOf(query), joined: new Map() };
}

/** Adjacent letters swapped: the commonest typo, one edit for Algolia, two for Levenshtein. */
function swaps(word: string): string[] {
  const out: string[] = [];
  if (word.length < 3 || word.length > 12) return out;
  for (let i = 0; i < word.length - 1; i++) {
    if (word[i] === word[i + 1]) continue;
    out.push(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  }
  return out;
}

/**
 * Alternatives of one word: itself (typos, prefix when last), its stem, swapped-letter forms (with
 * one more typo from 8 letters: `candelstik` finds "candlestick") and the word as two words.
 */
function wordQuery(word: string, last: boolean): Query {
  const own: Query = {
    queries: [word],
    prefix: last,
    fuzzy: typos(word) || false,
  };
  const alternatives: Query[] = [own];
  // The stem, within one letter: Porter's stems of one family can differ in their ending
  // (format/formatt for format/formatters).
  const s = stem(word);
  alternatives.push({
    queries: stemTerms(word),
    boostTerm: () => STEM_WEIGHT,
    prefix: false,
    fuzzy: s.length >= 5 ? 1 : false,
  });
  const swapped = swaps(word);
  if (swapped.length) {
    // The swap is one typo; what the word's length allows beyond it applies to the swapped form.
    const more = typos(word) - 1;
    alternatives.push({
      queries: [swapped.join(' ')],
      combineWith: 'OR',
      boostTerm: () => SWAP_WEIGHT,
      prefix: false,
      fuzzy: more > 0 ? more : false,
    });
  }
  // A compound typed as one word: every cut into two parts of COMPOUND_PART letters or more,
  // both parts required in a title or heading (a cut into words no record has matches nothing;
  // the two words apart in a text are not the compound, and would add to the word's own score).
  for (let i = COMPOUND_PART; i <= word.length - COMPOUND_PART; i++) {
    alternatives.push({
      ...phraseQuery([word.slice(0, i), word.slice(i)], COMPOUND_WEIGHT),
      fields: ['own'],
    });
  }
  return { queries: alternatives, combineWith: 'OR' };
}

/** A phrase's words, all required (no prefix: synonyms are whole words). */
function phraseQuery(words: string[], weight: number): QueryCombination {
  return {
    queries: words.map((w) => ({ queries: [w, ...stemTerms(w)], combineWith: 'OR' }) as Query),
    combineWith: 'AND',
    boostTerm: () => weight,
    prefix: false,
    fuzzy: false,
  };
}

/**
 * The parts of a query: synonym phrases first (longest match), then each remaining word; stop
 * words are dropped unless the query has nothing else.
 */
function analyse(query: string): QueryPart[] {
  const typed = queryWords(query);
  // A last word of one letter is one being typed ("update t"): it would match every word starting
  // with that letter, and fetch their postings and a new page of hits, for results that change
  // again on the next key. The rest of the query answers until its second letter.
  const words =
    typed.length > 1 && typed[typed.length - 1].length === 1 ? typed.slice(0, -1) : typed;
  const parts: QueryPart[] = [];
  let i = 0;
  while (i < words.length) {
    const candidates = (PHRASES.get(stem(words[i])) ?? []).filter((p) =>
      p.words.every((w, k) => sameWord(w, words[i + k])),
    );
    const length = Math.max(0, ...candidates.map((p) => p.words.length));
    // A one-word synonym still gets its typo and prefix handling as a word.
    if (length > 1 || (length === 1 && i + 1 < words.length)) {
      const typed = words.slice(i, i + length);
      const alternatives: Query[] = [
        length === 1 ? wordQuery(typed[0], false) : phraseQuery(typed, 1),
        ...synonymQueries(candidates.filter((p) => p.words.length === length)),
      ];
      parts.push(part(typed, { queries: alternatives, combineWith: 'OR' }));
      i += length;
      continue;
    }
    const word = words[i];
    const last = i === words.length - 1;
    const own = wordQuery(word, last);
    const synonyms = synonymQueries(
      (PHRASES.get(stem(word)) ?? []).filter(
        (p) => p.words.length === 1 && sameWord(p.words[0], word),
      ),
    );
    parts.push(
      part([word], synonyms.length ? { queries: [own, ...synonyms], combineWith: 'OR' } : own),
    );
    i++;
  }
  const meaningful = parts.filter((p) => p.words.length > 1 || !STOP.has(p.words[0]));
  const kept = meaningful.length ? meaningful : parts;
  joinNeighbours(kept, words[words.length - 1]);
  return kept;
}

/** What the phrases a query word or phrase names also find (each group once). */
function synonymQueries(phrases: Phrase[]): Query[] {
  const seen = new Set<string>();
  const out: Query[] = [];
  for (const p of phrases) {
    for (const other of p.others) {
      const key = other.join(' ');
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(phraseQuery(other, SYNONYM_WEIGHT));
    }
  }
  return out;
}

/**
 * Two neighbouring one-word parts also match as one word (`tree map` finds "treemap"; as the last
 * word is typed, by prefix): the joined word becomes an alternative of both parts, so a record
 * having it matches both.
 */
function joinNeighbours(parts: QueryPart[], lastWord: string | undefined): void {
  for (let k = 0; k + 1 < parts.length; k++) {
    const [a, b] = [parts[k], parts[k + 1]];
    if (a.words.length !== 1 || b.words.length !== 1) continue;
    if (a.words[0].length < COMPOUND_PART || b.words[0].length < COMPOUND_PART) continue;
    const joined = a.words[0] + b.words[0];
    const last = k + 2 === parts.length && b.words[0] === lastWord;
    const label = `${a.label} ${b.label}`;
    for (const p of [a, b]) {
      p.query = {
        queries: [
          p.query,
          {
            queries: [joined],
            boostTerm: () => COMPOUND_WEIGHT,
            prefix: last,
            fuzzy: false,
          },
        ],
        combineWith: 'OR',
      };
      p.terms.push(joined);
      p.joined.set(joined, label);
    }
  }
}

const UNSAFE = /[&<>"']/;

function escapeHtml(text: string): string {
  if (!UNSAFE.test(text)) return text;
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function typos(term: string): number {
  if (term.length >= 8) return 2;
  if (term.length >= 4) return 1;
  return 0;
}

const pathCache = new Map<string, string[]>();
function keysOf(path: string): string[] {
  let keys = pathCache.get(path);
  if (!keys) pathCache.set(path, (keys = path.split('.')));
  return keys;
}

function get(record: SearchRecord, path: string): unknown {
  let value: unknown = record;
  for (const key of keysOf(path)) {
    if (value == null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function set(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys[keys.length - 1]] = value;
}

interface Piece {
  text: string;
  /** The text, HTML-escaped. */
  html: string;
  /** Indexed terms of a word (lower-cased, camelCase parts, stems); null for separators. */
  tokens: string[] | null;
}

interface Marked {
  /** Words and separators (HTML-escaped), with the matched words flagged. */
  pieces: { html: string; word: boolean; hit: boolean }[];
  matchedWords: string[];
}

function piece(text: string, tokens: string[] | null): Piece {
  return { text, html: escapeHtml(text), tokens };
}

/** Words and separators of a text (cached per text: records are searched many times). */
const splitCache = new Map<string, Piece[]>();
function split(text: string): Piece[] {
  let pieces = splitCache.get(text);
  if (pieces) return pieces;
  pieces = [];
  let last = 0;
  for (const m of text.matchAll(WORD)) {
    const index = m.index ?? 0;
    if (index > last) pieces.push(piece(text.slice(last, index), null));
    pieces.push(piece(m[0], tokenize(m[0]).flatMap(indexTerms)));
    last = index + m[0].length;
  }
  if (last < text.length) pieces.push(piece(text.slice(last), null));
  if (splitCache.size > 5000) splitCache.clear();
  splitCache.set(text, pieces);
  return pieces;
}

/**
 * Marks the words of a text matching the query: a word is matched when it (or one of its
 * camelCase parts) is one of the document terms MiniSearch matched for a query word (exact,
 * prefix or typo-tolerant).
 */
function mark(text: string, termToQuery: Map<string, string>): Marked {
  const matched = new Set<string>();
  const pieces = split(text).map((p) => {
    let hit = false;
    if (p.tokens) {
      for (const token of p.tokens) {
        const q = termToQuery.get(token);
        if (q !== undefined) {
          hit = true;
          matched.add(q);
        }
      }
    }
    return { html: p.html, word: p.tokens !== null, hit };
  });
  return { pieces, matchedWords: [...matched] };
}

function render(pieces: Marked['pieces'], pre: string, post: string): string {
  let html = '';
  for (const p of pieces) html += p.hit ? `${pre}${p.html}${post}` : p.html;
  return html;
}

function matchLevel(matchedWords: string[], words: string[]): HighlightValue['matchLevel'] {
  if (!matchedWords.length) return 'none';
  return matchedWords.length >= new Set(words).size ? 'full' : 'partial';
}

/** A window of `count` words around the first match, with the ellipsis where the text was cut. */
function snippet(
  marked: Marked,
  count: number,
  pre: string,
  post: string,
  ellipsis: string,
): string {
  const wordIdx = marked.pieces.flatMap((p, i) => (p.word ? [i] : []));
  if (wordIdx.length <= count) return render(marked.pieces, pre, post);
  const firstHit = wordIdx.findIndex((i) => marked.pieces[i].hit);
  // Start a couple of words before the first match, so the match has some context.
  let start = firstHit <= 0 ? 0 : Math.max(0, firstHit - Math.min(2, Math.floor(count / 3)));
  start = Math.min(start, wordIdx.length - count);
  const end = start + count - 1;
  const from = start === 0 ? 0 : wordIdx[start];
  const to = end === wordIdx.length - 1 ? marked.pieces.length - 1 : wordIdx[end];
  let html = render(marked.pieces.slice(from, to + 1), pre, post);
  if (start > 0) html = ellipsis + html;
  if (end < wordIdx.length - 1) html = html + ellipsis;
  return html;
}

function parseFacetFilters(value: SearchRequest['facetFilters']): string[][] {
  if (value === undefined) return [];
  let list: unknown = value;
  if (typeof list === 'string') {
    try {
      list = JSON.parse(list);
    } catch {
      list = [list];
    }
  }
  if (!Array.isArray(list)) return [];
  return list.map((f) => (Array.isArray(f) ? f.map(String) : [String(f)]));
}

function matchesFacet(record: SearchRecord, filter: string): boolean {
  const colon = filter.indexOf(':');
  if (colon < 0) return true;
  const attribute = filter.slice(0, colon);
  let wanted = filter.slice(colon + 1);
  const negated = wanted.startsWith('-');
  if (negated) wanted = wanted.slice(1);
  const value = get(record, attribute);
  const values = Array.isArray(value) ? value.map(String) : value == null ? [] : [String(value)];
  const has = values.includes(wanted);
  return negated ? !has : has;
}

function randomId(): string {
  let id = '';
  for (let i = 0; i < 32; i++) id += Math.floor(Math.random() * 16).toString(16);
  return id;
}

export interface SearchEngine {
  search(request: SearchRequest): SearchResponse;
  /**
   * Up to `limit` page titles related to a query that found nothing (any word, more typos),
   * offered as suggested queries on the no-results screen.
   */
  suggest(query: string, limit?: number): string[];
  readonly size: number;
}

/** The document MiniSearch indexes for a record. */
export interface IndexedDocument {
  id: number;
  /** The record's own title or heading, with the page's search terms. */
  own: string;
  /** The same text, for the parts of its camelCase names only (`tokenize`). */
  ownParts: string;
  /** The headings above the record. */
  context: string;
  content: string;
  keywords: string;
}

/** MiniSearch's options for the index (the build serializes an index made with the same). */
export const INDEX_OPTIONS: Options<IndexedDocument> = {
  fields: ['own', 'ownParts', 'context', 'content', 'keywords'],
  tokenize,
  processTerm: indexTerms,
  // Queries arrive as terms already (see `analyse`).
  searchOptions: { tokenize: (text) => text.split(' '), processTerm: (term) => term },
};

/** The record's own title or heading, with the page's search terms ('' for a text record). */
function ownText(r: SearchRecord): string {
  const h = r.hierarchy;
  return r.type === 'content'
    ? ''
    : [h[r.type as keyof typeof h] ?? '', ...(r.searchTerms ?? [])].join(' ');
}

/** What MiniSearch indexes of record `id`. */
function indexedDocument(r: SearchRecord, id: number): IndexedDocument {
  const h = r.hierarchy;
  const level = r.type === 'content' ? 7 : Number(r.type.slice(3));
  const context = HIERARCHY_LEVELS.slice(1, level)
    .map((l) => h[l])
    .filter(Boolean)
    .join(' ');
  const own = ownText(r);
  return {
    id,
    own,
    // The same text: its tokens differ by field (`tokenize`).
    ownParts: own,
    context,
    content: r.content ?? '',
    keywords: (r.keywords ?? []).join(' '),
  };
}

/** The MiniSearch index of the records (record `i` is document `i`). */
export function buildIndex(records: readonly SearchRecord[]): MiniSearch<IndexedDocument> {
  const index = new MiniSearch<IndexedDocument>(INDEX_OPTIONS);
  index.addAll(records.map(indexedDocument));
  return index;
}

/**
 * What ranking needs to know of a record besides the index: no text, so the split index can ship
 * it for every record a query reaches and the text only for the hits shown. Facet filters read it:
 * they match `language`, `tags` and `type`, the attributes the hosted index facets on
 * (`attributesForFaceting`).
 */
export interface RankRow {
  /** Equal for records of one url and only for them (distinct hits): the url, or a number for it. */
  urlKey: string | number;
  position: number;
  type: RecordType;
  kind?: RecordKind;
  language: string;
  tags: string[];
  /** Whether the record has a title or heading of its own (it is not a text record). */
  hasOwn: boolean;
  /** How many records share the record's url (its section's records), when known. */
  sectionSize?: number;
}

export function rankRowOf(r: SearchRecord): RankRow {
  const row: RankRow = {
    urlKey: r.url,
    position: r.position,
    type: r.type,
    language: r.language,
    tags: r.tags,
    hasOwn: ownText(r) !== '',
  };
  if (r.kind) row.kind = r.kind;
  return row;
}

/** The rank rows of a whole index's records, with the size of each record's section. */
export function rankRowsOf(records: readonly SearchRecord[]): RankRow[] {
  const sizes = sectionSizes(records);
  return records.map((r) => ({ ...rankRowOf(r), sectionSize: sizes.get(r.url) }));
}

/**
 * Everything a search reads, complete (`createSearchEngine`) or loaded as needed (the split
 * index, src/search/split.ts): a search asks only for the rows of the records its terms match and
 * for the records of the hits it returns.
 */
export interface EngineData {
  /** The index, holding at least every term the query matches (`EngineQuery`). */
  readonly index: MiniSearch<IndexedDocument>;
  /** Records in the whole index. */
  readonly count: number;
  row(id: number): RankRow;
  /**
   * Whether index term `term` is one of record `id`'s own title or heading (the term's postings
   * are in the index: the query matched it).
   */
  ownHas(id: number, term: string): boolean;
  record(id: number): SearchRecord;
}

/** One MiniSearch query an engine call runs, with its options. */
export interface EngineQuery {
  query: Query;
  options: SearchOptions;
}

/** A request, read: the query words and the parameters that shape the answer. */
interface ParsedRequest {
  req: SearchRequest;
  query: string;
  parts: QueryPart[];
  hitsPerPage: number;
  page: number;
  facetGroups: string[][];
  distinct: boolean;
}

/** The ranked result of a request, before its hits are written. */
export interface Ranked {
  /** Internal: the parsed request. */
  parsed: ParsedRequest;
  /** Distinct results, best first. */
  results: SearchResult[];
  /** The results on the requested page (their records are needed to answer). */
  pageIds: number[];
}

/**
 * The engine over `EngineData`, in steps a lazily loaded index can wait between: `queries` (what
 * the index must hold), `rank` (what the rows must hold), `respond` (the records of the hits).
 */
export interface EngineCore {
  parse(request: SearchRequest): ParsedRequest;
  /** The MiniSearch queries `rank` runs for the request (the optional-words ones use the same terms). */
  queries(parsed: ParsedRequest): EngineQuery[];
  rank(parsed: ParsedRequest): Ranked;
  respond(ranked: Ranked): SearchResponse;
  /** The MiniSearch queries `suggestedIds` runs. */
  suggestQueries(query: string): EngineQuery[];
  /** The records whose page titles a suggestion offers, best first (`suggestedTitles` reads them). */
  suggestedIds(query: string): number[];
  /**
   * The distinct page titles of `ids` in order, at most `limit`: the records are read in order
   * and no further than the one giving the last title.
   */
  suggestedTitles(ids: readonly number[], limit?: number): string[];
}

/** How many titles a suggestion offers. */
export const SUGGESTED_TITLES = 3;

interface RankInfo {
  row: RankRow;
  weight: number;
}

export function createEngineCore(data: EngineData): EngineCore {
  const info: (RankInfo | undefined)[] = [];
  const infoOf = (id: number): RankInfo => {
    let i = info[id];
    if (!i) {
      const row = data.row(id);
      i = info[id] = {
        row,
        weight: recordWeight(recordKind(row), row.sectionSize),
      };
    }
    return i;
  };
  const textWeight = RECORD_KIND_WEIGHT.text;
  /**
   * Weight of a record for one matched term: its kind's, except that a title or heading record
   * matched by a term its own title or heading does not have (only the headings above it, or the
   * page's keywords) weighs as text: a page is not about every word in its keywords.
   */
  const weightOf = (id: unknown, term: string | undefined): number => {
    const i = infoOf(id as number);
    if (i.row.hasOwn && term !== undefined && !data.ownHas(id as number, term)) return textWeight;
    return i.weight;
  };

  /** Records passing the facet filters (1) or not (2), 0 until asked, per distinct filter set. */
  const facetCache = new Map<string, Uint8Array>();
  function allowedBy(groups: string[][]): (id: number) => boolean {
    const key = JSON.stringify(groups);
    let allowed = facetCache.get(key);
    if (!allowed) {
      allowed = new Uint8Array(data.count);
      if (facetCache.size > 50) facetCache.clear();
      facetCache.set(key, allowed);
    }
    const known = allowed;
    return (id) => {
      if (!known[id]) {
        const row = infoOf(id).row as unknown as SearchRecord;
        known[id] = groups.every((g) => g.some((f) => matchesFacet(row, f))) ? 1 : 2;
      }
      return known[id] === 1;
    };
  }

  /**
   * Best first: when words were optional, the number of words matched, then the score weighted
   * by how significant (rare in the index) those words are; otherwise the score. Ties keep
   * document order.
   */
  function sortResults(results: SearchResult[], matched: Map<unknown, Matched>): void {
    const key = (r: SearchResult) => r.score * (matched.get(r.id)?.weight ?? 1);
    results.sort(
      (a, b) =>
        (matched.get(b.id)?.count ?? 0) - (matched.get(a.id)?.count ?? 0) ||
        key(b) - key(a) ||
        infoOf(a.id as number).row.position - infoOf(b.id as number).row.position ||
        // Records of two pages at the same position (each page's summary): index order, which
        // the whole index and the split one share.
        (a.id as number) - (b.id as number),
    );
  }

  /** Number of distinct hit URLs among results (what a reader sees as separate hits). */
  function distinctCount(results: SearchResult[]): number {
    return new Set(results.map((r) => infoOf(r.id as number).row.urlKey)).size;
  }

  function parse(request: SearchRequest): ParsedRequest {
    let req = request;
    if (typeof request.params === 'string') {
      const fromParams: Record<string, unknown> = {};
      new URLSearchParams(request.params).forEach((v, k) => {
        try {
          fromParams[k] = JSON.parse(v);
        } catch {
          fromParams[k] = v;
        }
      });
      req = { ...fromParams, ...request };
    }
    const query = String(req.query ?? '');
    return {
      req,
      query,
      parts: analyse(query),
      hitsPerPage: Math.max(0, Math.min(1000, Number(req.hitsPerPage ?? 20))),
      page: Math.max(0, Number(req.page ?? 0)),
      facetGroups: parseFacetFilters(req.facetFilters),
      distinct: req.distinct === undefined ? true : Boolean(req.distinct),
    };
  }

  function searchOptions(parsed: ParsedRequest): SearchOptions {
    const allowed = allowedBy(parsed.facetGroups);
    return {
      weights: { fuzzy: 0.5, prefix: 0.7 },
      boost: FIELD_BOOST,
      boostDocument: weightOf,
      filter: (r: SearchResult) => allowed(r.id as number),
    };
  }

  function queries(parsed: ParsedRequest): EngineQuery[] {
    if (!parsed.parts.length) return [];
    return [
      {
        query: { queries: parsed.parts.map((p) => p.query), combineWith: 'OR' },
        options: searchOptions(parsed),
      },
    ];
  }

  function rank(parsed: ParsedRequest): Ranked {
    const { parts } = parsed;
    const { index } = data;
    const options = searchOptions(parsed);
    let results: SearchResult[] = [];
    /** Significance of the query words each result matched, when words became optional. */
    const matched = new Map<unknown, Matched>();
    if (parts.length) {
      const all = index.search({ queries: parts.map((p) => p.query), combineWith: 'AND' }, options);
      sortResults(all, matched);
      results = all;
      if (parts.length > 1 && distinctCount(all) < FEW_RESULTS) {
        // Nothing (or next to nothing) has every word: every word becomes optional, and records
        // matching the most significant words (the rarest in the index) come first. They follow
        // any record that has every word.
        const perPart = parts.map((p) => new Set(index.search(p.query, options).map((r) => r.id)));
        const weight = perPart.map((ids) => Math.log(1 + data.count / (1 + ids.size)));
        const seen = new Set(all.map((r) => r.id));
        const some = index
          .search({ queries: parts.map((p) => p.query), combineWith: 'OR' }, options)
          .filter((r) => !seen.has(r.id));
        for (const r of some) {
          const hit = perPart.flatMap((ids, i) => (ids.has(r.id) ? [weight[i]] : []));
          matched.set(r.id, { count: hit.length, weight: hit.reduce((a, b) => a + b, 0) });
        }
        sortResults(some, matched);
        results = all.concat(some);
      }
    }

    if (parsed.distinct) {
      const seen = new Set<string | number>();
      results = results.filter((r) => {
        const url = infoOf(r.id as number).row.urlKey;
        if (seen.has(url)) return false;
        seen.add(url);
        return true;
      });
    }
    const { page, hitsPerPage } = parsed;
    const pageIds = results
      .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
      .map((r) => r.id as number);
    return { parsed, results, pageIds };
  }

  function respond({ parsed, results }: Ranked): SearchResponse {
    const started = Date.now();
    const { req, query, parts, page, hitsPerPage } = parsed;
    const pre = req.highlightPreTag ?? '<em>';
    const post = req.highlightPostTag ?? '</em>';
    const ellipsis = req.snippetEllipsisText ?? '…';

    /** The reader words the query is matched by (stop words dropped). */
    const significant = parts.map((p) => p.label);
    /** The reader word a matched document term answers (exactly, or the closest by prefix). */
    const wordOf = (term: string): string => {
      for (const part of parts)
        for (const [joined, label] of part.joined) if (term.startsWith(joined)) return label;
      let best = '';
      let bestLength = -1;
      for (const part of parts) {
        for (const t of part.terms) {
          const bare = t.startsWith('~') ? t.slice(1) : t;
          const d = term.startsWith('~') ? term.slice(1) : term;
          let k = 0;
          while (k < bare.length && k < d.length && bare[k] === d[k]) k++;
          if (t === term) return part.label;
          if (k > bestLength) {
            bestLength = k;
            best = part.label;
          }
        }
      }
      return best;
    };

    const nbHits = results.length;
    const pageResults = results.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    const snippetSpecs = (req.attributesToSnippet ?? []).map((s) => {
      const [attribute, n] = s.split(':');
      return { attribute, words: n ? Number(n) : 10 };
    });
    const toHighlight = req.attributesToHighlight ?? [
      ...HIGHLIGHTED,
      ...HIERARCHY_LEVELS.slice(4).map((l) => `hierarchy.${l}`),
      'content',
      'keywords',
      'searchTerms',
    ];

    const hits = pageResults.map((result): SearchHit => {
      const record = data.record(result.id as number);
      // document term → the reader word it answers
      const termToQuery = new Map<string, string>();
      for (const term of result.terms) termToQuery.set(term, wordOf(term));
      const hit: SearchHit = {
        objectID: record.objectID,
        _highlightResult: {},
        _snippetResult: {},
      };
      const retrieve = req.attributesToRetrieve;
      const retrieveAll = !retrieve || retrieve.includes('*');
      const full = record as unknown as Record<string, unknown>;
      for (const key of Object.keys(record)) {
        if (retrieveAll) (hit as Record<string, unknown>)[key] = full[key];
      }
      if (!retrieveAll) {
        for (const path of retrieve ?? []) {
          const value = get(record, path);
          if (value !== undefined) set(hit as Record<string, unknown>, path, value);
        }
        // DocSearch also reads these to build links and groups
        Object.assign(hit, {
          url_without_anchor: record.url_without_anchor,
          anchor: record.anchor,
        });
      }
      const highlight = (text: string): HighlightValue => {
        const m = mark(text, termToQuery);
        return {
          value: render(m.pieces, pre, post),
          matchLevel: matchLevel(m.matchedWords, significant),
          matchedWords: m.matchedWords,
          fullyHighlighted: m.pieces.every((p) => !p.word || p.hit),
        };
      };
      for (const path of toHighlight) {
        const value = get(record, path);
        // A list attribute (keywords) is highlighted item by item, as Algolia does.
        if (Array.isArray(value)) {
          set(
            hit._highlightResult as Record<string, unknown>,
            path,
            value.map(String).map(highlight),
          );
        } else if (typeof value === 'string') {
          set(hit._highlightResult as Record<string, unknown>, path, highlight(value));
        }
      }
      for (const { attribute, words: count } of snippetSpecs) {
        const value = get(record, attribute);
        if (typeof value !== 'string') continue;
        const m = mark(value, termToQuery);
        set(hit._snippetResult as Record<string, unknown>, attribute, {
          value: snippet(m, count, pre, post, ellipsis),
          matchLevel: matchLevel(m.matchedWords, significant),
        } satisfies SnippetValue);
      }
      return hit;
    });

    return {
      hits,
      nbHits,
      page,
      nbPages: hitsPerPage ? Math.ceil(nbHits / hitsPerPage) : 0,
      hitsPerPage,
      processingTimeMS: Date.now() - started,
      exhaustiveNbHits: true,
      query,
      params: new URLSearchParams({ query, hitsPerPage: String(hitsPerPage) }).toString(),
      index: req.indexName ?? '',
      queryID: randomId(),
    };
  }

  function suggestQueries(query: string): EngineQuery[] {
    const words = queryWords(query);
    if (!words.length) return [];
    return [
      {
        query: words.join(' '),
        options: {
          combineWith: 'OR',
          prefix: (term) => term.length >= 3,
          fuzzy: (term) => (term.length >= 4 ? 2 : term.length >= 3 ? 1 : false),
          boost: FIELD_BOOST,
          boostDocument: weightOf,
          tokenize: (text) => text.split(' '),
        },
      },
    ];
  }

  function suggestedIds(query: string): number[] {
    const [q] = suggestQueries(query);
    if (!q) return [];
    return data.index.search(q.query, q.options).map((r) => r.id as number);
  }

  function suggestedTitles(ids: readonly number[], limit = SUGGESTED_TITLES): string[] {
    const titles: string[] = [];
    for (const id of ids) {
      if (titles.length >= limit) break;
      const title = data.record(id).hierarchy.lvl1;
      if (title && !titles.includes(title)) titles.push(title);
    }
    return titles;
  }

  return { parse, queries, rank, respond, suggestQueries, suggestedIds, suggestedTitles };
}

/** Builds the in-memory index (a few ms for the whole site) and returns a searcher over it. */
export function createSearchEngine(records: readonly SearchRecord[]): SearchEngine {
  const rows = rankRowsOf(records);
  const ownTerms: (Set<string> | undefined)[] = [];
  const core = createEngineCore({
    index: buildIndex(records),
    count: records.length,
    row: (id) => rows[id],
    ownHas: (id, term) =>
      (ownTerms[id] ??= new Set(tokenize(ownText(records[id]), 'own').flatMap(indexTerms))).has(
        term,
      ),
    record: (id) => records[id],
  });
  return {
    search: (request) => {
      const started = Date.now();
      const response = core.respond(core.rank(core.parse(request)));
      response.processingTimeMS = Date.now() - started;
      return response;
    },
    suggest: (query, limit) => core.suggestedTitles(core.suggestedIds(query), limit),
    size: records.length,
  };
}
