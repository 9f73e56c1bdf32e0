/**
 * How readers name things: the one home of search synonyms and stop words, used by both back
 * ends. The embedded engine (src/search/engine.ts, loaded with the modal, never on first visit)
 * expands queries with it; the build pushes the same synonyms to Algolia's index and asks Algolia
 * to remove the same kind of stop words (src/node/search/search-index.ts).
 *
 * A synonym group lists words or phrases a reader uses for one thing; a query naming any of them
 * also finds the others (a phrase matches when all its words do). Add a group when readers name
 * something by a word the pages do not use; a page known by another name can instead list it in
 * its front matter `keywords`. Plurals need no entry (both back ends match them); other word forms
 * (animate/animation) only for Algolia, which does not stem.
 */
export const SEARCH_SYNONYMS: readonly (readonly string[])[] = [
  // chart names readers use for the pages' chart types
  ['donut', 'doughnut', 'pie hole', 'pieHole'],
  ['map', 'geo chart', 'GeoChart', 'choropleth'],
  ['graph', 'chart', 'plot', 'diagram'],
  ['org chart', 'organization chart', 'organisation chart', 'OrgChart'],
  ['treemap', 'tree map'],
  ['heatmap', 'heat map'],
  ['gantt', 'project schedule', 'roadmap'],
  ['gauge', 'dial', 'speedometer'],
  ['table', 'grid'],
  ['dual axis', 'second axis', 'two axes'],
  // tasks (word forms listed where Algolia, which matches plurals but does not stem, needs them)
  ['animate', 'animation', 'animated'],
  ['migrate', 'migration', 'coming from', 'moving from', 'switching from', 'upgrade from'],
  ['ssr', 'server rendering', 'server side rendering'],
  ['dropdown', 'CategoryFilter'],
  ['slider', 'range filter', 'RangeFilter'],
  ['export', 'download'],
  ['spreadsheet', 'google sheets', 'sheet'],
  ['spinner', 'loader', 'placeholder'],
  ['locale', 'language', 'i18n'],
  ['responsive', 'resize'],
  ['user', 'reader', 'visitor'],
  ['color', 'colour'],
];

/**
 * English function words dropped from a query before matching (when the query has other words),
 * as Algolia's `removeStopWords: ['en']` does: "how do I make a donut chart" searches
 * "make donut chart".
 */
export const SEARCH_STOP_WORDS: readonly string[] = [
  'a',
  'about',
  'an',
  'and',
  'any',
  'are',
  'as',
  'at',
  'be',
  'by',
  'can',
  'could',
  'did',
  'do',
  'does',
  'for',
  'from',
  'get',
  'had',
  'has',
  'have',
  'how',
  'i',
  'if',
  'in',
  'into',
  'is',
  'it',
  'its',
  'me',
  'my',
  'myself',
  'of',
  'on',
  'or',
  'our',
  'should',
  'so',
  'that',
  'the',
  'their',
  'them',
  'then',
  'there',
  'these',
  'this',
  'to',
  'was',
  'we',
  'what',
  'when',
  'where',
  'which',
  'who',
  'why',
  'will',
  'with',
  'would',
  'you',
  'your',
];

/** Algolia's shape of the synonym groups (multi-way synonyms), for its synonyms API. */
export function algoliaSynonyms(): { objectID: string; type: 'synonym'; synonyms: string[] }[] {
  return SEARCH_SYNONYMS.map((group, i) => ({
    objectID: `vocabulary-${i}-${group[0].toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
    type: 'synonym',
    synonyms: [...group],
  }));
}
