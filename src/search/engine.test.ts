// Matching and ranking of the embedded engine beyond exact words: stems, the search vocabulary,
// swapped letters, stop words, optional words when no record has them all, and record kinds.
import { buildRecords } from '../node/search/search-records';
import { createSearchEngine, type SearchRequest } from './engine';
import { droppedWords, droppedWordsNote } from './fallback';
import type { SearchPageInput } from '../shared/search-types';

const pages: SearchPageInput[] = [
  {
    title: 'Animations',
    path: '/examples/advanced-animations',
    section: 'Examples',
    description: 'Animate a chart smoothly from one data set to the next.',
    body: '## Options that matter\n\n- `animation.startup`: also animate the first draw.\n',
  },
  {
    title: 'Pie chart',
    path: '/examples/pie-chart',
    section: 'Examples',
    description: 'Show parts of a whole as slices.',
    keywords: ['pie chart', 'PieChart'],
    searchTerms: ['ring chart'],
    body: '## Options that matter\n\n- `pieHole`: a value between 0 and 1.\n',
  },
  {
    title: 'Toolbar',
    path: '/examples/advanced-toolbar',
    section: 'Examples',
    description: 'Add export actions to a chart.',
    keywords: ['PieChart'],
    body: 'Export the data as CSV. A ring chart of exports.\n',
    exampleSource: '// the pie slices of the exported chart\nexport default 1;\n',
  },
  {
    title: 'Quick walkthrough',
    path: '/docs/quick-walkthrough',
    section: 'Docs',
    description: 'Install Chartwrap and draw a first chart.',
    body: [
      '## Loading and errors',
      '',
      'The loader script loads once per page.',
      '',
      '## Coming from react-google-charts',
      '',
      'Change one line, the import.',
      '',
      '## Troubleshooting',
      '',
      '### The chart does not render',
      '',
      'Give its container a height.',
      '',
      '### Save a chart as an image',
      '',
      'The ref gives the PNG.',
      '',
    ].join('\n'),
  },
  {
    title: 'Tree map',
    path: '/examples/tree-map',
    section: 'Examples',
    body: 'Nested rectangles, sized by value.\n',
  },
  {
    title: 'Candlestick chart',
    path: '/examples/candlestick-chart',
    section: 'Examples',
    body: 'Open, high, low and close of each day.\n',
  },
  {
    title: 'Calendar',
    path: '/examples/calendar',
    section: 'Examples',
    body: 'A value for each day of the year, as coloured squares.\n',
  },
  {
    title: 'Line chart',
    path: '/examples/line-chart',
    section: 'Examples',
    body: 'Points joined by lines; the `LineChart` type.\n',
  },
  {
    title: 'Sponsor',
    path: '/docs/sponsor',
    section: 'Docs',
    body: 'Fund the work on Chartwrap.\n',
  },
];
const engine = createSearchEngine(buildRecords(pages));
const request: SearchRequest = { hitsPerPage: 20, attributesToSnippet: ['content:10'] };
const urls = (query: string) => engine.search({ ...request, query }).hits.map((h) => h.url);

describe('embedded engine: how readers word things', () => {
  it('matches other forms of a word by its stem, and highlights them', () => {
    const res = engine.search({ ...request, query: 'animation' });
    expect(res.hits[0].url).toBe('/examples/advanced-animations');
    expect(res.hits[0]._highlightResult.hierarchy?.lvl1?.value).toBe('<em>Animations</em>');
    expect(urls('migrating from react-google-charts')[0]).toBe(
      '/docs/quick-walkthrough#coming-from-react-google-charts',
    );
  });

  it('finds a page by a synonym from the search vocabulary, in a word or a phrase', () => {
    expect(urls('donut')[0]).toBe('/examples/pie-chart#options-that-matter');
    const hit = engine.search({ ...request, query: 'migrate' }).hits[0];
    expect(hit.url).toBe('/docs/quick-walkthrough#coming-from-react-google-charts');
    expect(hit._highlightResult.hierarchy?.lvl2).toMatchObject({
      value: '<em>Coming</em> <em>from</em> react-google-charts',
      matchedWords: ['migrate'],
    });
  });

  it('counts swapped neighbouring letters as one typo', () => {
    expect(urls('toolbra')[0]).toBe('/examples/advanced-toolbar');
    expect(urls('pei chart')[0]).toMatch(/^\/examples\/pie-chart/);
  });

  it('drops stop words when the query has other words', () => {
    expect(urls('how do I animate the chart')[0]).toMatch(/^\/examples\/advanced-animations/);
  });

  it('makes words optional when no record has them all, and says which were left out', () => {
    const res = engine.search({ ...request, query: 'animate startup zebra' });
    // records with both known words first, then those with one of them
    expect(res.hits[0].url).toBe('/examples/advanced-animations#options-that-matter');
    expect(res.hits.length).toBeGreaterThan(1);
    expect(droppedWords('animate startup zebra', res.hits)).toEqual(['zebra']);
    expect(droppedWordsNote(['zebra'])).toContain('“zebra”');
    // every word matched: nothing left out
    const all = engine.search({ ...request, query: 'animate chart' });
    expect(droppedWords('animate chart', all.hits)).toEqual([]);
  });

  it('ranks a page for its front matter search terms as for its title, not for its keywords', () => {
    const ring = engine.search({ ...request, query: 'ring chart' }).hits;
    expect(ring[0]).toMatchObject({ url: '/examples/pie-chart', type: 'lvl1' });
    expect(ring[0]._highlightResult.searchTerms?.[0].value).toBe('<em>ring</em> <em>chart</em>');
    // the toolbar page's keywords name PieChart: its title record does not outrank the pie page's
    const pie = urls('pie');
    expect(pie.indexOf('/examples/advanced-toolbar')).toBeGreaterThan(1);
  });

  it('finds a compound typed as one word or as two', () => {
    for (const q of ['piechart', 'pie chart', 'PieChart'])
      expect(urls(q)[0]).toMatch(/^\/examples\/pie-chart/);
    for (const q of ['linechart', 'line chart', 'LineChart'])
      expect(urls(q)[0]).toMatch(/^\/examples\/line-chart/);
    for (const q of ['treemap', 'tree map', 'TreeMap', 'tree ma'])
      expect(urls(q)[0]).toMatch(/^\/examples\/tree-map/);
    // a word that is its own term is not cut into two: "candlestick" finds nothing by "can"
    expect(urls('candlestick')).toEqual(['/examples/candlestick-chart']);
  });

  it('says a compound joined from two words matched both', () => {
    const hit = engine
      .search({ ...request, query: 'pie chart' })
      .hits.find((h) => h._highlightResult.keywords?.some((k) => k.value === '<em>PieChart</em>'));
    expect(hit).toBeDefined();
    expect(
      droppedWords('line chart', engine.search({ ...request, query: 'line chart' }).hits),
    ).toEqual([]);
  });

  it('allows two typos from 8 letters (a swap and one more), one from 4', () => {
    expect(urls('candelstik')[0]).toBe('/examples/candlestick-chart');
    expect(urls('candlestik')[0]).toBe('/examples/candlestick-chart');
    expect(urls('spnosor')[0]).toMatch(/^\/docs\/sponsor/);
    // one typo only below 8 letters: a swap and a second edit find nothing
    expect(urls('spnosr')).toEqual([]);
    // none below 4 letters but a swap
    expect(urls('pxe')).toEqual([]);
  });
});

describe('embedded engine: one-way synonyms and ranking by kind', () => {
  it("leads a reader's word to what the pages call it, one way", () => {
    expect(urls('donate')[0]).toMatch(/^\/docs\/sponsor/);
    expect(urls('heatmap')[0]).toMatch(/^\/examples\/calendar/);
    expect(urls('export chart')[0]).toBe('/docs/quick-walkthrough#save-a-chart-as-an-image');
    expect(urls('download png')[0]).toBe('/docs/quick-walkthrough#save-a-chart-as-an-image');
    expect(urls('chart is blank')[0]).toBe('/docs/quick-walkthrough#the-chart-does-not-render');
    expect(urls('empty chart')[0]).toBe('/docs/quick-walkthrough#the-chart-does-not-render');
  });

  it("does not lead the pages' word back to the reader's (one-way synonyms)", () => {
    // A page that says "donate" and one that says "heatmap": the readers' words find them and
    // the pages the words lead to; the pages' words (sponsor, calendar) find only their own.
    const oneWay = createSearchEngine(
      buildRecords([
        ...pages,
        {
          title: 'Donate button',
          path: '/examples/donate-button',
          section: 'Examples',
          body: 'A button to donate, drawn beside a chart.\n',
        },
        {
          title: 'Heatmap',
          path: '/examples/heatmap',
          section: 'Examples',
          body: 'A heatmap of values by hour and weekday.\n',
        },
      ]),
    );
    const found = (query: string) =>
      oneWay.search({ ...request, query }).hits.map((hit) => hit.url_without_anchor);
    expect(found('donate')).toEqual(
      expect.arrayContaining(['/docs/sponsor', '/examples/donate-button']),
    );
    expect(found('sponsor')).toEqual(['/docs/sponsor']);
    expect(found('heatmap')).toEqual(
      expect.arrayContaining(['/examples/calendar', '/examples/heatmap']),
    );
    expect(found('calendar')).toEqual(['/examples/calendar']);
  });

  it('ranks a title or heading above text, and code comments last', () => {
    const pie = engine.search({ ...request, query: 'pie', distinct: false }).hits;
    expect(pie[0].url).toBe('/examples/pie-chart');
    expect(pie[pie.length - 1]).toMatchObject({ kind: 'code' });
    const records = buildRecords(pages);
    expect(records.find((r) => r.content?.startsWith('the pie slices'))?.kind).toBe('code');
    expect(records.find((r) => r.content?.startsWith('Animate a chart'))?.kind).toBe('summary');
  });
});

describe('sections that are lists', () => {
  // A guide with a section on the task and a reference list of many props, one a record each.
  const props = Array.from({ length: 20 }, (_, i) => `- \`prop${i}\`: what prop ${i} sets.`);
  const guide: SearchPageInput[] = [
    {
      title: 'Guide',
      path: '/docs/guide',
      section: 'Docs',
      body: [
        '## Choose what gets loaded',
        '',
        'Four props tune the load of the library, each with its own use in an app.',
        '',
        '- `chartLanguage`: the locale for number and date formats and labels, e.g. `fr`.',
        '',
        '## Look up every prop',
        '',
        ...props.slice(0, 10),
        '- `chartLanguage` (`string`): locale passed to the loader.',
        ...props.slice(10),
        '',
      ].join('\n'),
    },
  ];
  const records = buildRecords(guide);
  const listEngine = createSearchEngine(records);
  const first = (query: string) =>
    listEngine.search({ query, hitsPerPage: 5 }).hits.map((h) => h.url)[0];

  it('ranks the section about a task above a row of a long list naming the same words', () => {
    expect(records.filter((r) => r.anchor === 'look-up-every-prop').length).toBeGreaterThan(8);
    expect(first('chartLanguage locale')).toBe('/docs/guide#choose-what-gets-loaded');
  });

  it('still finds the row of the list when it alone has the words', () => {
    expect(first('prop7')).toBe('/docs/guide#look-up-every-prop');
  });
});

describe('camelCase names in a heading', () => {
  // A page with a section about annotations and an options table whose row is `annotationsWidth`.
  const guide: SearchPageInput[] = [
    {
      title: 'Guide',
      path: '/docs/guide',
      section: 'Docs',
      body: [
        '## Add annotations to points',
        '',
        'An annotation column puts a label beside a value.',
        '',
        '### annotationsWidth',
        '',
        'Share of the width given to the panel.',
        '',
      ].join('\n'),
    },
  ];
  const camelEngine = createSearchEngine(buildRecords(guide));
  const hits = (query: string) =>
    camelEngine.search({ query, hitsPerPage: 5 }).hits.map((h) => h.url);

  it('ranks a heading with the word itself above one whose name only contains it', () => {
    expect(hits('annotations')).toEqual([
      '/docs/guide#add-annotations-to-points',
      '/docs/guide#annotationswidth',
    ]);
  });

  it('still finds the name by itself, and by its parts together', () => {
    expect(hits('annotationsWidth')[0]).toBe('/docs/guide#annotationswidth');
    expect(hits('annotations width')[0]).toBe('/docs/guide#annotationswidth');
  });
});

describe('a last word still being typed', () => {
  it('is left out while it has one letter, when the query has other words', () => {
    const typing = engine.search({ ...request, query: 'pie c' });
    expect(typing.hits.map((h) => h.url)).toEqual(urls('pie'));
    // From its second letter it counts, by prefix.
    expect(urls('pie ch')).not.toEqual([]);
    // A query of one letter is still searched.
    expect(urls('p').length).toBeGreaterThan(0);
  });
});
