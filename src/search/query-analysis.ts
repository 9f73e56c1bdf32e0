/**
 * A query read as the embedded engine matches it, as the hosted index is set up to match
 * (src/node/search/algolia.ts): each reader word (or synonym phrase) becomes a MiniSearch query
 * of its alternatives.
 * - A word matches its own form, its English stem, its synonyms (src/shared/search-vocabulary.ts),
 *   with typo tolerance (1 typo from 4 letters, 2 from 8; swapped neighbours count as one typo)
 *   and prefix matching on the last word only (a one-letter last word is left out); stop words
 *   are dropped when the query has other words.
 * - Compounds, as Algolia splits and concatenates: a word also matches as two words (`piechart`
 *   finds "pie chart") and two neighbouring words as one (`tree map` finds "treemap").
 */
import type { Query, QueryCombination } from 'minisearch';
import {
  SEARCH_ONE_WAY_SYNONYMS,
  SEARCH_STOP_WORDS,
  SEARCH_SYNONYMS,
} from '../shared/search-vocabulary';
import { queryWords, stem, stemTerms } from './query-words';

/** Weight of a match through a word's stem, a synonym or a swapped-letters typo (vs. the word). */
const STEM_WEIGHT = 0.9;
const SYNONYM_WEIGHT = 0.8;
const SWAP_WEIGHT = 0.5;
/** Weight of a word matched as two (`piechart` as "pie chart") or two words as one. */
const COMPOUND_WEIGHT = 0.9;
/** The shortest part a compound is split into or joined from (pie, map, org). */
const COMPOUND_PART = 3;

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
      phrases.filter((phrase) => phrase !== words),
    );
}
for (const { input, synonyms } of SEARCH_ONE_WAY_SYNONYMS)
  addPhrase(queryWords(input), synonyms.map(queryWords));

/** Whether a query word is `word` or shares its stem. */
const sameWord = (word: string, typed: string | undefined): boolean =>
  typed !== undefined && (word === typed || stem(word) === stem(typed));

/** One reader word (or synonym phrase) of a query and the alternatives that match it. */
export interface QueryPart {
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

function queryPart(words: string[], query: Query): QueryPart {
  return { words, label: words.join(' '), query, terms: termsOf(query), joined: new Map() };
}

/** Adjacent letters swapped: the commonest typo, one edit for Algolia, two for Levenshtein. */
function swappedLetterForms(word: string): string[] {
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
  const wordStem = stem(word);
  alternatives.push({
    queries: stemTerms(word),
    boostTerm: () => STEM_WEIGHT,
    prefix: false,
    fuzzy: wordStem.length >= 5 ? 1 : false,
  });
  const swapped = swappedLetterForms(word);
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
export function analyseQuery(query: string): QueryPart[] {
  const typed = queryWords(query);
  // A last word of one letter is one being typed ("update t"): it would match every word starting
  // with that letter, and fetch their postings and a new page of hits, for results that change
  // again on the next key. The rest of the query answers until its second letter.
  const words =
    typed.length > 1 && typed[typed.length - 1].length === 1 ? typed.slice(0, -1) : typed;
  const parts: QueryPart[] = [];
  let i = 0;
  while (i < words.length) {
    const candidates = (PHRASES.get(stem(words[i])) ?? []).filter((phrase) =>
      phrase.words.every((phraseWord, offset) => sameWord(phraseWord, words[i + offset])),
    );
    const length = Math.max(0, ...candidates.map((phrase) => phrase.words.length));
    // A one-word synonym still gets its typo and prefix handling as a word.
    if (length > 1 || (length === 1 && i + 1 < words.length)) {
      const typed = words.slice(i, i + length);
      const alternatives: Query[] = [
        length === 1 ? wordQuery(typed[0], false) : phraseQuery(typed, 1),
        ...synonymQueries(candidates.filter((phrase) => phrase.words.length === length)),
      ];
      parts.push(queryPart(typed, { queries: alternatives, combineWith: 'OR' }));
      i += length;
      continue;
    }
    const word = words[i];
    const last = i === words.length - 1;
    const own = wordQuery(word, last);
    const synonyms = synonymQueries(
      (PHRASES.get(stem(word)) ?? []).filter(
        (phrase) => phrase.words.length === 1 && sameWord(phrase.words[0], word),
      ),
    );
    parts.push(
      queryPart([word], synonyms.length ? { queries: [own, ...synonyms], combineWith: 'OR' } : own),
    );
    i++;
  }
  const meaningful = parts.filter((part) => part.words.length > 1 || !STOP.has(part.words[0]));
  const kept = meaningful.length ? meaningful : parts;
  joinNeighbours(kept, words[words.length - 1]);
  return kept;
}

/** What the phrases a query word or phrase names also find (each group once). */
function synonymQueries(phrases: Phrase[]): Query[] {
  const seen = new Set<string>();
  const out: Query[] = [];
  for (const phrase of phrases) {
    for (const other of phrase.others) {
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
  for (let place = 0; place + 1 < parts.length; place++) {
    const [first, second] = [parts[place], parts[place + 1]];
    if (first.words.length !== 1 || second.words.length !== 1) continue;
    if (first.words[0].length < COMPOUND_PART || second.words[0].length < COMPOUND_PART) continue;
    const joined = first.words[0] + second.words[0];
    const last = place + 2 === parts.length && second.words[0] === lastWord;
    const label = `${first.label} ${second.label}`;
    for (const neighbour of [first, second]) {
      neighbour.query = {
        queries: [
          neighbour.query,
          {
            queries: [joined],
            boostTerm: () => COMPOUND_WEIGHT,
            prefix: last,
            fuzzy: false,
          },
        ],
        combineWith: 'OR',
      };
      neighbour.terms.push(joined);
      neighbour.joined.set(joined, label);
    }
  }
}

/** Typos a word may have and still match: 1 from 4 letters, 2 from 8. */
function typos(term: string): number {
  if (term.length >= 8) return 2;
  if (term.length >= 4) return 1;
  return 0;
}
