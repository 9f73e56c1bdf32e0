import { createEmbeddedClient } from './embedded';
import { buildRecords } from '../node/search/search-records';
import { SearchTracker, trackClient } from './client';

jest.mock('gatsby', () => ({ withPrefix: (p: string) => p }));

const records = buildRecords([
  {
    title: 'Pie chart',
    path: '/examples/pie-chart',
    section: 'Core charts',
    description: 'Slices of a pie or a donut chart.',
    body: '## Donut\n\nA donut is a pie chart with a hole.\n',
  },
  {
    title: 'Bar chart',
    path: '/examples/bar-chart',
    section: 'Core charts',
    description: 'Horizontal bars compare values.',
    body: '## Stacked bars\n\nStack series on one bar chart.\n',
  },
]);

describe('trackClient', () => {
  it('records the true hit count of each query (not the sum of earlier keystrokes)', async () => {
    const tracker = new SearchTracker();
    const client = trackClient(
      createEmbeddedClient(async () => records),
      tracker,
    );
    for (const q of ['c', 'ch', 'cha', 'char', 'chart']) {
      await client.search({ requests: [{ query: q, hitsPerPage: 20 }] });
    }
    const direct = await createEmbeddedClient(async () => records).search({
      requests: [{ query: 'chart', hitsPerPage: 20 }],
    });
    expect(tracker.count('chart')).toBe(direct.results[0].nbHits);
    expect(tracker.outcome).toEqual({
      status: 'ok',
      query: 'chart',
      nbHits: direct.results[0].nbHits,
      dropped: [],
    });
    expect(tracker.recentTitles).toEqual(expect.arrayContaining(['Pie chart', 'Bar chart']));
  });

  it('cuts queries at 64 characters', async () => {
    const tracker = new SearchTracker();
    const seen: string[] = [];
    const client = trackClient(
      {
        async search(params: { requests: { query?: string }[] } | { query?: string }[]) {
          const requests = Array.isArray(params) ? params : params.requests;
          seen.push(...requests.map((r) => String(r.query)));
          return { results: [] };
        },
      },
      tracker,
    );
    await client.search({ requests: [{ query: 'x'.repeat(100) }] });
    expect(seen[0]).toHaveLength(64);
  });

  it('reports a failure and answers it with an empty result (no rejection)', async () => {
    const tracker = new SearchTracker();
    const outcomes: string[] = [];
    tracker.subscribe((o) => outcomes.push(o.status));
    const client = trackClient(
      createEmbeddedClient(async () => {
        throw new Error('offline');
      }),
      tracker,
    );
    const response = (await client.search({ requests: [{ query: 'pie', indexName: 'i' }] })) as {
      results: { hits: unknown[]; nbHits: number }[];
      failed?: boolean;
    };
    expect(response.failed).toBe(true);
    expect(response.results[0]).toMatchObject({ hits: [], nbHits: 0 });
    expect(tracker.outcome).toMatchObject({ status: 'error', query: 'pie' });
    expect(outcomes).toEqual(['loading', 'error']);
  });
});
