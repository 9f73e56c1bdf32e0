// The reader queries of bench/search-relevance.json against the embedded engine over the records
// of the site's own pages (read from the sources: no props reference, as in a build without it),
// with the request the results page sends. A change that makes readers miss their page fails here.
import relevanceSet from '../../bench/search-relevance.json';
import { buildRecords } from '../node/search/search-records';
import { readSearchPages } from '../test-utils/search-source-pages';
import { CONTEXT_FACET_FILTERS, HITS_PER_PAGE, attributesToSnippet } from '../config';
import { createSearchEngine } from './engine';
import { answers, rankOf, scoreSet, type RelevanceScore, type RelevanceSet } from './relevance';

const set = relevanceSet as RelevanceSet;
let score: RelevanceScore;

beforeAll(async () => {
  const engine = createSearchEngine(buildRecords(readSearchPages()));
  score = await scoreSet(set, (q) =>
    engine
      .search({
        query: q,
        hitsPerPage: HITS_PER_PAGE,
        facetFilters: CONTEXT_FACET_FILTERS,
        attributesToSnippet: attributesToSnippet(10),
      })
      .hits.map((h) => h.url ?? ''),
  );
});

const misses = () =>
  score.outcomes
    .filter((o) => o.rank === null || o.rank > 3)
    .map((o) => `${o.q} → ${o.top.join(', ') || 'nothing'}`);

describe('search relevance set', () => {
  it('holds at least 80 reader queries of every kind', () => {
    expect(set.queries.length).toBeGreaterThanOrEqual(80);
    const kinds = new Set(set.queries.map((q) => q.kind));
    for (const kind of ['chart', 'task', 'option', 'typo', 'question', 'migration'])
      expect(kinds).toContain(kind);
  });

  it('never answers a query of the set with nothing', () => {
    expect(score.outcomes.filter((o) => o.hits === 0).map((o) => o.q)).toEqual([]);
  });

  it('has the expected page in the top 3 for at least 95 % of the queries', () => {
    // On failure, the queries whose page is not in the top 3.
    expect(score.top3 >= 0.95 ? [] : misses()).toEqual([]);
  });

  it('has the expected page first for at least 85 % of the queries', () => {
    expect(score.top1).toBeGreaterThanOrEqual(0.85);
  });
});

describe('relevance scoring', () => {
  it('matches a page target by any of its sections, a section target exactly', () => {
    expect(answers('/examples/pie-chart#options-that-matter', '/examples/pie-chart')).toBe(true);
    expect(answers('/examples/pie-chart/', '/examples/pie-chart')).toBe(true);
    expect(answers('/docs/quick-walkthrough#install', '/docs/quick-walkthrough#props')).toBe(false);
    expect(answers('/docs/quick-walkthrough/#props', '/docs/quick-walkthrough#props')).toBe(true);
    expect(rankOf(['/a', ['/b', '/c#d']], ['/c#d'])).toBe(2);
    expect(rankOf(['/a'], ['/b'])).toBeNull();
  });
});
