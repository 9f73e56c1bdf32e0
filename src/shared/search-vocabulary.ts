/**
 * How readers name things: the one home of search synonyms and stop words, used by both back
 * ends. The embedded engine (src/search/engine.ts, loaded with the modal, never on first visit)
 * expands queries with it; the build pushes the same synonyms to Algolia's index and asks Algolia
 * to remove the same kind of stop words (src/node/search/algolia.ts).
 *
 * A synonym group lists words or phrases a reader uses for one thing; a query naming any of them
 * also finds the others (a phrase matches when all its words do). A one-way synonym
 * (`SEARCH_ONE_WAY_SYNONYMS`) leads a reader's word to what the pages call the thing, not back: a
 * search for "image" need not find every "save". Add an entry when readers name something by a
 * word the pages do not use; a page known by another name can instead list it in its front
 * matter `keywords`. Plurals need no entry (both back ends match them); other word forms
 * (animate/animation) only for Algolia, which does not stem. Compound words need none either:
 * both back ends split `piechart` into "pie chart" and join "tree map" into `treemap`.
 */
export const SEARCH_SYNONYMS: readonly (readonly string[])[] = [
  // chart names readers use for the pages' chart types
  ['donut', 'doughnut', 'pie hole', 'pieHole'],
  ['map', 'geo chart', 'GeoChart', 'choropleth'],
  ['graph', 'chart', 'plot', 'diagram'],
  ['org chart', 'organization chart', 'organisation chart', 'OrgChart'],
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
  // Google's event names are one word; readers write the action
  ['mouseover', 'onmouseover', 'hover', 'mouse over'],
  ['mouseout', 'onmouseout'],
  // abbreviations readers type for what the pages spell out
  ['csp', 'content security policy'],
  ['self host', 'serve it yourself', 'self hosted'],
];

/**
 * Words readers type for what the pages name otherwise, one way: a query with `input` also finds
 * each of `synonyms` (a phrase matches when all its words do), ranked a little below the word.
 */
export const SEARCH_ONE_WAY_SYNONYMS: readonly {
  readonly input: string;
  readonly synonyms: readonly string[];
}[] = [
  // the project's support page is called Sponsor
  { input: 'donate', synonyms: ['sponsor'] },
  { input: 'donation', synonyms: ['sponsor'] },
  // a chart's picture: the pages say image (getImageURI, PNG)
  { input: 'export', synonyms: ['image'] },
  { input: 'download', synonyms: ['image'] },
  { input: 'save', synonyms: ['image'] },
  // what readers see when a chart fails to draw
  { input: 'blank', synonyms: ['not rendering', 'not render'] },
  { input: 'empty', synonyms: ['not rendering', 'not render'] },
  // the calendar chart is the site's heat map
  { input: 'heatmap', synonyms: ['calendar'] },
  { input: 'heat map', synonyms: ['calendar'] },
  // Google's event names carry an `on` (onmouseover, onmouseout)
  { input: 'mouseover', synonyms: ['onmouseover'] },
  { input: 'mouseout', synonyms: ['onmouseout'] },
  // a slow chart is one drawing large data
  { input: 'slow', synonyms: ['large data'] },
  // responsive charts: the pages say size and resize
  { input: 'responsive', synonyms: ['size', 'resize'] },
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

export type AlgoliaSynonym =
  | { objectID: string; type: 'synonym'; synonyms: string[] }
  | { objectID: string; type: 'oneWaySynonym'; input: string; synonyms: string[] };

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/**
 * Algolia's shape of the vocabulary, for its synonyms API: the groups as multi-way synonyms, the
 * one-way synonyms as Algolia's one-way synonyms.
 */
export function algoliaSynonyms(): AlgoliaSynonym[] {
  return [
    ...SEARCH_SYNONYMS.map((group, i) => ({
      objectID: `vocabulary-${i}-${slug(group[0])}`,
      type: 'synonym' as const,
      synonyms: [...group],
    })),
    ...SEARCH_ONE_WAY_SYNONYMS.map(({ input, synonyms }, i) => ({
      objectID: `vocabulary-one-way-${i}-${slug(input)}`,
      type: 'oneWaySynonym' as const,
      input,
      synonyms: [...synonyms],
    })),
  ];
}
