// The query sets of the search bench against the embedded engine over the records of the site's
// own pages (read from the sources: no props reference, as in a build without it), with the
// request the modal sends: the reader queries of bench/search-relevance.json (what readers name),
// the how-to and troubleshooting questions of bench/search-questions.json (what they ask) and the
// held-out mix of bench/search-heldout.json (never tuned against), each held to the targets its
// file states. A change that makes readers miss their page fails here.
import readerSet from '../../bench/search-relevance.json';
import questionSet from '../../bench/search-questions.json';
import heldOutSet from '../../bench/search-heldout.json';
import { buildRecords } from '../node/search/search-records';
import { readSearchPages } from '../test-utils/search-source-pages';
import { sharedSearchParameters, SNIPPET_WORDS } from '../config';
import { createSearchEngine } from './engine';
import { answers, rankOf, scoreSet, type RelevanceScore, type RelevanceSet } from './relevance';

const records = buildRecords(readSearchPages());
const engine = createSearchEngine(records);
/** The modal's request for a query. */
const search = (query: string) =>
  engine.search({ ...sharedSearchParameters(SNIPPET_WORDS), query });

const sets: { name: string; set: RelevanceSet; size: number; kinds: string[] }[] = [
  {
    name: 'reader queries',
    set: readerSet as RelevanceSet,
    size: 80,
    kinds: ['chart', 'task', 'option', 'typo', 'question', 'migration'],
  },
  {
    name: 'questions',
    set: questionSet as RelevanceSet,
    size: 40,
    kinds: ['howto', 'troubleshooting'],
  },
  {
    name: 'held-out',
    set: heldOutSet as RelevanceSet,
    size: 40,
    kinds: ['chart', 'typo', 'option', 'task', 'howto', 'troubleshooting'],
  },
];

describe.each(sets)('search relevance: $name', ({ set, size, kinds }) => {
  let score: RelevanceScore;
  beforeAll(async () => {
    score = await scoreSet(set, (q) => search(q).hits.map((h) => h.url ?? ''));
  });
  const misses = (k: number) =>
    score.outcomes
      .filter((o) => o.rank === null || o.rank > k)
      .map((o) => `${o.q} → ${o.top.join(', ') || 'nothing'}`);

  it(`holds at least ${size} queries of every kind, each target a page or section`, () => {
    expect(set.queries.length).toBeGreaterThanOrEqual(size);
    expect([...new Set(set.queries.map((q) => q.kind))].sort()).toEqual([...kinds].sort());
    const known = new Set(records.flatMap((r) => [r.url_without_anchor, r.url]));
    const unknown = set.queries.flatMap((q) => q.expect).filter((t) => !known.has(t));
    expect(unknown).toEqual([]);
  });

  it('never answers a query of the set with nothing', () => {
    expect(score.outcomes.filter((o) => o.hits === 0).map((o) => o.q)).toEqual([]);
  });

  it('has the expected section in the top 3 as often as its target says', () => {
    // On failure, the queries whose page is not in the top 3.
    expect(score.top3 >= set.targets.top3 ? [] : misses(3)).toEqual([]);
  });

  it('has the expected section first as often as its target says', () => {
    expect(score.top1 >= set.targets.top1 ? [] : misses(1)).toEqual([]);
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

describe('suggestions for a query that finds nothing', () => {
  it('offers page titles, each a query that finds something', () => {
    // The modal types a suggestion lower-cased (SearchModal's Suggestions).
    const titles = [...new Set(records.map((r) => r.hierarchy.lvl1))];
    expect(titles.length).toBeGreaterThan(20);
    expect(titles.filter((t) => search(t.toLowerCase()).nbHits === 0)).toEqual([]);
    for (const q of ['pxechrt zzqxv', 'grafs', 'dashbrd zzqxv']) {
      expect(search(q).nbHits).toBe(0);
      const suggested = engine.suggest(q);
      expect(suggested.length).toBeGreaterThan(0);
      for (const s of suggested) expect(search(s.toLowerCase()).nbHits).toBeGreaterThan(0);
    }
  });
});
