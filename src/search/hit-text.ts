/**
 * A hit's text as the reader sees it: its words matching the query marked (with the request's
 * tags), HTML-escaped, and the snippet, a window of words around the first match.
 */
import type { HighlightValue } from '../shared/search-types';
import { indexTerms, tokenize, WORD } from './query-words';

const UNSAFE = /[&<>"']/g;
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as HTML: `&`, `<`, `>` and quotes as entities. */
export function escapeHtml(text: string): string {
  return text.replace(UNSAFE, (character) => ENTITIES[character]);
}

interface Piece {
  /** The text, HTML-escaped. */
  html: string;
  /** Indexed terms of a word (lower-cased, camelCase parts, stems); null for separators. */
  tokens: string[] | null;
}

export interface MarkedText {
  /** Words and separators (HTML-escaped), with the matched words flagged. */
  pieces: { html: string; word: boolean; hit: boolean }[];
  matchedWords: string[];
}

function textPiece(text: string, tokens: string[] | null): Piece {
  return { html: escapeHtml(text), tokens };
}

/** Words and separators of a text (cached per text: records are searched many times). */
const piecesByText = new Map<string, Piece[]>();
function textPieces(text: string): Piece[] {
  let pieces = piecesByText.get(text);
  if (pieces) return pieces;
  pieces = [];
  let last = 0;
  for (const match of text.matchAll(WORD)) {
    const index = match.index ?? 0;
    if (index > last) pieces.push(textPiece(text.slice(last, index), null));
    pieces.push(textPiece(match[0], tokenize(match[0]).flatMap(indexTerms)));
    last = index + match[0].length;
  }
  if (last < text.length) pieces.push(textPiece(text.slice(last), null));
  if (piecesByText.size > 5000) piecesByText.clear();
  piecesByText.set(text, pieces);
  return pieces;
}

/**
 * Marks the words of a text matching the query: a word is matched when it (or one of its
 * camelCase parts) is one of the document terms MiniSearch matched for a query word (exact,
 * prefix or typo-tolerant).
 */
export function markMatches(text: string, termToQuery: Map<string, string>): MarkedText {
  const matched = new Set<string>();
  const pieces = textPieces(text).map((piece) => {
    let hit = false;
    if (piece.tokens) {
      for (const token of piece.tokens) {
        const queryWord = termToQuery.get(token);
        if (queryWord !== undefined) {
          hit = true;
          matched.add(queryWord);
        }
      }
    }
    return { html: piece.html, word: piece.tokens !== null, hit };
  });
  return { pieces, matchedWords: [...matched] };
}

/** The pieces as HTML, each matched word between `pre` and `post`. */
export function renderPieces(pieces: MarkedText['pieces'], pre: string, post: string): string {
  let html = '';
  for (const piece of pieces) html += piece.hit ? `${pre}${piece.html}${post}` : piece.html;
  return html;
}

/** Algolia's match level: none, some (`partial`) or all (`full`) of the query's words. */
export function matchLevel(matchedWords: string[], words: string[]): HighlightValue['matchLevel'] {
  if (!matchedWords.length) return 'none';
  return matchedWords.length >= new Set(words).size ? 'full' : 'partial';
}

/** A window of `count` words around the first match, with the ellipsis where the text was cut. */
export function snippetHtml(
  marked: MarkedText,
  count: number,
  pre: string,
  post: string,
  ellipsis: string,
): string {
  const wordIdx = marked.pieces.flatMap((piece, i) => (piece.word ? [i] : []));
  if (wordIdx.length <= count) return renderPieces(marked.pieces, pre, post);
  const firstHit = wordIdx.findIndex((i) => marked.pieces[i].hit);
  // Start a couple of words before the first match, so the match has some context.
  let start = firstHit <= 0 ? 0 : Math.max(0, firstHit - Math.min(2, Math.floor(count / 3)));
  start = Math.min(start, wordIdx.length - count);
  const end = start + count - 1;
  const from = start === 0 ? 0 : wordIdx[start];
  const to = end === wordIdx.length - 1 ? marked.pieces.length - 1 : wordIdx[end];
  let html = renderPieces(marked.pieces.slice(from, to + 1), pre, post);
  if (start > 0) html = ellipsis + html;
  if (end < wordIdx.length - 1) html = html + ellipsis;
  return html;
}
