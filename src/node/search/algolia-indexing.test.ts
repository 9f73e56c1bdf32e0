/** @jest-environment node */
// Hosted search set up like the embedded engine: gatsby-plugin-algolia, as gatsby-config runs it,
// pushes the records with the index settings, and the build pushes the search vocabulary's
// synonyms, both against the local stand-in for Algolia's indexing API.
import { startIndexingStub, type IndexingStub } from '@chartwrap/test-support';
import { ALGOLIA_SETTINGS, algoliaPlugin, pushAlgoliaSynonyms } from './algolia';
import { SEARCH_ONE_WAY_SYNONYMS, SEARCH_SYNONYMS } from '../../shared/search-vocabulary';

// gatsby-plugin-algolia has no types; its onPostBuild is what Gatsby calls.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const plugin = require('gatsby-plugin-algolia/gatsby-node') as {
  onPostBuild(args: unknown, options: unknown): Promise<void>;
};

const data = {
  allMdx: {
    nodes: [
      {
        body: '## Options that matter\n\n- `pieHole`: draws a donut.\n\n```js\n// a pie in code\n```\n',
        fields: { slug: '/examples/pie-chart', section: 'Core charts' },
        frontmatter: {
          title: 'Pie chart',
          description: 'Slices.',
          keywords: ['pie'],
          searchTerms: ['donut chart'],
          tags: [],
        },
        exampleSources: [],
        optionsReference: [],
        eventsReference: [],
      },
    ],
  },
  allChartwrapProp: { nodes: [] },
};

let stub: IndexingStub;
beforeAll(async () => {
  stub = await startIndexingStub();
});
afterAll(() => stub.close());

const env = () => ({
  ALGOLIA_APP_ID: 'TESTAPP',
  ALGOLIA_ADMIN_KEY: 'admin-key',
  ALGOLIA_INDEX_NAME: 'docs',
  ALGOLIA_HOST: stub.url,
});

it('pushes the records with settings that match and rank as the embedded engine', async () => {
  const entry = algoliaPlugin(env())!;
  const cache = new Map<string, unknown>();
  const activity = {
    start() {},
    end() {},
    setStatus() {},
    panicOnBuild: (message: string, error: unknown) => {
      throw new Error(`${message}: ${String(error)}`);
    },
  };
  await plugin.onPostBuild(
    {
      graphql: async () => ({ data }),
      reporter: {
        activityTimer: () => activity,
        info() {},
        warn() {},
        verbose() {},
        panicOnBuild: (message: string) => {
          throw new Error(message);
        },
      },
      cache: {
        get: async (key: string) => cache.get(key),
        set: async (key: string, value: unknown) => void cache.set(key, value),
      },
    },
    entry.options,
  );
  expect(stub.settings.get('docs')).toMatchObject({
    removeWordsIfNoResults: 'allOptional',
    removeStopWords: ['en'],
    ignorePlurals: ['en'],
    customRanking: ['desc(weight)', 'asc(level)', 'asc(position)'],
    attributesToHighlight: expect.arrayContaining(['keywords']),
  });
  expect(stub.settings.get('docs')).toEqual(ALGOLIA_SETTINGS);
  const records = [...(stub.records.get('docs')?.values() ?? [])];
  const weight = (pick: (r: Record<string, unknown>) => boolean) => records.find(pick)?.weight;
  // page title > section heading > text > code comment
  const page = weight((r) => r.type === 'lvl1') as number;
  const section = weight((r) => r.type === 'lvl2') as number;
  const text = weight((r) => String(r.content).startsWith('pieHole')) as number;
  const code = weight((r) => r.content === 'a pie in code') as number;
  expect(page).toBeGreaterThan(section);
  expect(section).toBeGreaterThan(text);
  expect(text).toBeGreaterThan(code);
});

it('replaces the index synonyms with the search vocabulary', async () => {
  stub.synonyms.set('docs', new Map([['stale', { objectID: 'stale' }]]));
  const count = await pushAlgoliaSynonyms({
    appId: 'TESTAPP',
    adminKey: 'admin-key',
    indexName: 'docs',
    host: stub.url,
  });
  const groups = SEARCH_SYNONYMS.length + SEARCH_ONE_WAY_SYNONYMS.length;
  expect(count).toBe(groups);
  const pushed = [...(stub.synonyms.get('docs')?.values() ?? [])];
  expect(pushed).toHaveLength(groups);
  expect(pushed).toContainEqual(
    expect.objectContaining({
      type: 'synonym',
      synonyms: expect.arrayContaining(['donut', 'pie hole']),
    }),
  );
  // the reader's word leads to the page's, one way, as in the embedded engine
  expect(pushed).toContainEqual(
    expect.objectContaining({ type: 'oneWaySynonym', input: 'donate', synonyms: ['sponsor'] }),
  );
  const call = stub.requests.find((r) => r.path === '/1/indexes/docs/synonyms/batch');
  expect(call?.headers['x-algolia-api-key']).toBe('admin-key');
});
