/** What the options of the word tree mean (see OptionDocs in ./index.ts for the rules). */
export interface WordTreeOptionDocs {
  /**
   * Largest font size of a word, in pixels.
   * @see https://developers.google.com/chart/interactive/docs/gallery/wordtree#configuration-options
   */
  maxFontSize?: unknown;
  /**
   * The word tree's shape: data format, root word, direction (prefix, suffix or both), colours and
   * separators.
   * @see https://developers.google.com/chart/interactive/docs/gallery/wordtree#configuration-options
   */
  wordtree?: unknown;
  /**
   * `'implicit'` builds the tree from sentences; `'explicit'` from given parents and weights.
   * @see https://developers.google.com/chart/interactive/docs/gallery/wordtree#configuration-options
   */
  'wordtree.format'?: unknown;
  /**
   * The root word the tree grows from.
   * @see https://developers.google.com/chart/interactive/docs/gallery/wordtree#configuration-options
   */
  'wordtree.word'?: unknown;
  /**
   * Grows the tree after the root (`'suffix'`), before it (`'prefix'`), or both (`'double'`).
   * @see https://developers.google.com/chart/interactive/docs/gallery/wordtree#configuration-options
   */
  'wordtree.type'?: unknown;
  /**
   * Colours of the root word, the words before it and the words after it.
   * @see https://developers.google.com/chart/interactive/docs/gallery/wordtree#configuration-options
   */
  'wordtree.colors'?: unknown;
  /**
   * Text that ends a sentence.
   * @see https://developers.google.com/chart/interactive/docs/gallery/wordtree#configuration-options
   */
  'wordtree.sentenceSeparator'?: unknown;
  /**
   * Text that separates words.
   * @see https://developers.google.com/chart/interactive/docs/gallery/wordtree#configuration-options
   */
  'wordtree.wordSeparator'?: unknown;
}
