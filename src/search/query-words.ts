/**
 * Words as the embedded engine sees them, the one rule the index, the query and the highlighting
 * share: a word is a run of letters, digits and `_`, lower-cased; a camelCase word also gives its
 * parts; each word is indexed with its English stem (Porter's, `stemmer`) when that differs.
 */
import { stemmer } from 'stemmer';

export const WORD = /[\p{L}\p{N}_]+/gu;

/**
 * Words of a text, lower-cased; camelCase words also give their parts ("PieChart" → piechart, pie,
 * chart). In a record's own title or heading the parts are a field of their own (`ownParts`):
 * `annotationsWidth` is a row about a width, and a plain word that matches only part of the name
 * ranks below a heading that has the word itself.
 */
export function tokenize(text: string, field?: string): string[] {
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
export function stem(word: string): string {
  let s = stemCache.get(word);
  if (s === undefined) {
    s = /^[a-z]{4,}$/.test(word) ? stemmer(word) : word;
    if (stemCache.size > 20000) stemCache.clear();
    stemCache.set(word, s);
  }
  return s;
}

/** Indexed terms of a token: the token and, when different, its stem (kept apart with a `~`). */
export function indexTerms(term: string): string[] {
  const s = stem(term);
  return s === term ? [term] : [term, `~${s}`];
}

/**
 * The index terms of every word sharing `word`'s stem: `~stem` for words that differ from their
 * stem, and the stem itself, which is indexed only as a plain word (`moving` finds "move").
 */
export function stemTerms(word: string): string[] {
  const s = stem(word);
  return s === word ? [`~${s}`] : [`~${s}`, s];
}

export function queryWords(query: string): string[] {
  return (query.match(WORD) ?? []).map((w) => w.toLowerCase());
}
