import { buildRecords } from '../node/search/search-records';
import { createEmbeddedClient, RetryError } from './embedded';
import { createSearchEngine } from './engine';
import { attributesToSnippet, CONTEXT_FACET_FILTERS } from '../config';
import type { SearchPageInput } from '../shared/search-types';

const pages: SearchPageInput[] = [
  {
    title: 'Pie chart',
    path: '/examples/pie-chart',
    section: 'Examples',
    description: 'Show parts of a whole as slices of a pie or a donut.',
    keywords: ['PieChart', 'proportions'],
    tags: ['pie-chart'],
    body: '## Donut\n\nSet `pieHole` between 0 and 1 to draw a donut <b>chart</b> instead of a pie.\n',
  },
  {
    title: 'Controls and dashboards',
    path: '/examples/advanced-controls',
    section: 'Examples',
    description: 'Bind filters and range pickers to charts in a dashboard.',
    tags: ['controls', 'pie-chart', 'table'],
    body: '## Category filter\n\nA category filter narrows the pie chart and the table together.\n',
  },
  {
    title: 'Quick walkthrough',
    path: '/docs/quick-walkthrough',
    section: 'Docs',
    description: 'Install Chartwrap and draw a first chart.',
    body: [
      '## Events',
      '',
      'Listen to the select event with chartEvents: the callback receives the chart wrapper, the google namespace and the event arguments of the selection made by the reader.',
      '',
    ].join('\n'),
  },
];
const records = buildRecords(pages);
const engine = createSearchEngine(records);

const base = {
  indexName: 'docs',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  snippetEllipsisText: '…',
  hitsPerPage: 20,
  attributesToSnippet: attributesToSnippet(10),
};

describe('embedded engine', () => {
  it('ranks the page title first and answers with the Algolia shape', () => {
    const res = engine.search({ ...base, query: 'pie' });
    expect(res.hits[0]).toMatchObject({ url: '/examples/pie-chart', type: 'lvl1' });
    expect(res.nbHits).toBeGreaterThan(1);
    expect(res.hitsPerPage).toBe(20);
    expect(res.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(res.index).toBe('docs');
    expect(res.hits[0]._highlightResult).toMatchObject({
      hierarchy: {
        lvl1: { value: '<mark>Pie</mark> chart', matchLevel: 'full', matchedWords: ['pie'] },
      },
    });
  });

  it('tolerates one typo and matches the last word as a prefix', () => {
    expect(engine.search({ ...base, query: 'contrls' }).hits[0].url).toBe(
      '/examples/advanced-controls',
    );
    expect(engine.search({ ...base, query: 'dashboa' }).hits[0].url_without_anchor).toBe(
      '/examples/advanced-controls',
    );
    // no prefix on words before the last one: only "filter" matches, as an optional word
    const partial = engine.search({ ...base, query: 'dashboa filter' });
    expect(partial.hits.length).toBeGreaterThan(0);
    for (const hit of partial.hits) {
      expect(JSON.stringify(hit._highlightResult)).not.toMatch(/<mark>dashboard/i);
    }
  });

  it('matches front matter keywords on the page record', () => {
    expect(engine.search({ ...base, query: 'proportions' }).hits[0]).toMatchObject({
      url: '/examples/pie-chart',
      type: 'lvl1',
    });
  });

  it('finds heading records with their anchors', () => {
    const hit = engine.search({ ...base, query: 'category filter' }).hits[0];
    expect(hit).toMatchObject({ url: '/examples/advanced-controls#category-filter', type: 'lvl2' });
  });
});

describe('embedded engine: snippets, escaping, facets, paging and attributes', () => {
  it('snippets content to the requested number of words, with ellipses', () => {
    const res = engine.search({ ...base, query: 'namespace', attributesToSnippet: ['content:5'] });
    const snippet = (res.hits[0]._snippetResult as { content: { value: string } }).content.value;
    expect(
      snippet
        .replace(/<\/?mark>/g, '')
        .replace(/…/g, '')
        .trim()
        .split(/\s+/),
    ).toHaveLength(5);
    expect(snippet).toMatch(/^….*<mark>namespace<\/mark>.*…$/);
    const ten = engine.search({ ...base, query: 'namespace' }).hits[0]._snippetResult as {
      content: { value: string };
    };
    expect(
      ten.content.value
        .replace(/<\/?mark>|…/g, '')
        .trim()
        .split(/\s+/),
    ).toHaveLength(10);
  });

  it('escapes markup in the indexed text', () => {
    const res = engine.search({ ...base, query: 'pieHole' });
    const all = JSON.stringify(res.hits.map((h) => h._highlightResult));
    expect(all).not.toMatch(/<b>/);
  });

  it('applies facet filters (AND of ORs, negation)', () => {
    const q = { ...base, query: 'chart' };
    const all = engine.search(q).nbHits;
    expect(engine.search({ ...q, facetFilters: CONTEXT_FACET_FILTERS }).nbHits).toBe(all);
    expect(engine.search({ ...q, facetFilters: ['language:fr'] }).nbHits).toBe(0);
    const tables = engine.search({ ...q, facetFilters: [['tags:table', 'tags:nope']] });
    expect(tables.hits.every((h) => h.url_without_anchor === '/examples/advanced-controls')).toBe(
      true,
    );
    expect(
      engine.search({ ...q, facetFilters: ['tags:-table'] }).hits.map((h) => h.url),
    ).not.toContain('/examples/advanced-controls');
  });

  it('limits hits per page', () => {
    const res = engine.search({ ...base, query: 'chart', hitsPerPage: 2 });
    expect(res.hits).toHaveLength(2);
    expect(res.nbHits).toBeGreaterThan(2);
    expect(res.nbPages).toBe(Math.ceil(res.nbHits / 2));
  });

  it('retrieves only the asked attributes (plus the url parts DocSearch needs)', () => {
    const hit = engine.search({
      ...base,
      query: 'pie',
      attributesToRetrieve: ['hierarchy.lvl1', 'url'],
    }).hits[0];
    expect(Object.keys(hit).sort()).toEqual(
      [
        '_highlightResult',
        '_snippetResult',
        'anchor',
        'hierarchy',
        'objectID',
        'url',
        'url_without_anchor',
      ].sort(),
    );
  });
});

describe('embedded client', () => {
  it('loads the index once, lazily, and answers every request', async () => {
    const load = jest.fn(async () => records);
    const client = createEmbeddedClient(load);
    expect(load).not.toHaveBeenCalled();
    const { results } = await client.search({
      requests: [
        { ...base, query: 'pie' },
        { ...base, query: 'walkthrough' },
      ],
    });
    expect(results).toHaveLength(2);
    expect(results[1].hits[0].url).toBe('/docs/quick-walkthrough');
    await client.search([{ ...base, query: 'donut' }]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('rejects with a RetryError when the index cannot load, and recovers later', async () => {
    let fail = true;
    const client = createEmbeddedClient(async () => {
      if (fail) throw new Error('offline');
      return records;
    });
    await expect(client.search({ requests: [{ query: 'pie' }] })).rejects.toBeInstanceOf(
      RetryError,
    );
    await expect(client.search({ requests: [{ query: 'pie' }] })).rejects.toMatchObject({
      name: 'RetryError',
    });
    fail = false;
    const { results } = await client.search({ requests: [{ query: 'pie' }] });
    expect(results[0].nbHits).toBeGreaterThan(0);
  });
});
