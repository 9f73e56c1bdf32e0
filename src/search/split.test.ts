/** @jest-environment node */
// The split index answers exactly as the whole index: every reader query of
// bench/search-relevance.json (an eighth of them typed key by key), through the embedded client
// over the files the build writes (read by a fake fetch), against the engine over all records, for
// today's pages and for the same pages plus 1,000 synthetic example pages.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import relevanceSet from '../../bench/search-relevance.json';
import { writeIndexFiles } from '../node/search/index-files';
import { buildRecords } from '../node/search/search-records';
import { readSearchPages } from '../test-utils/search-source-pages';
import { withSyntheticRecords } from '../test-utils/synthetic-records';
import {
  ATTRIBUTES_TO_RETRIEVE,
  MANIFEST_PATH,
  SNIPPET_WORDS,
  sharedSearchParameters,
} from '../config';
import { createEmbeddedClient, fetchIndex, type SearchClient } from './embedded';
import { createSearchEngine, type SearchRequest, type SearchResponse } from './engine';
import { rankRowOf } from './indexed-records';
import type { SearchRecord } from '../shared/search-types';
import {
  decodeTerms,
  encodeTerms,
  packRecord,
  packRows,
  rowEntry,
  unpackRecord,
  unpackRows,
  type SplitDictionary,
} from './index-format';
import { partPaths } from './split-files';

const queries = (relevanceSet as { queries: { q: string }[] }).queries.map((q) => q.q);

/** Every prefix of a query as a reader types it, then the query. */
const typed = (q: string) => Array.from({ length: q.length }, (_, i) => q.slice(0, i + 1));

/** The requests the results page and the modal send. */
const REQUESTS: SearchRequest[] = [
  {
    indexName: 'docs',
    ...sharedSearchParameters(SNIPPET_WORDS),
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    snippetEllipsisText: '…',
  },
  {
    indexName: 'docs',
    ...sharedSearchParameters(5),
    attributesToRetrieve: ATTRIBUTES_TO_RETRIEVE,
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    page: 1,
  },
];

/** A response without what differs on every call (time taken, query id). */
const comparable = ({ processingTimeMS, queryID, ...rest }: SearchResponse) => {
  void processingTimeMS;
  void queryID;
  return rest;
};

let served = 0;

/**
 * Writes the index files of `records` into a temp dir, served under a base of its own by a fake
 * `fetch` that reads them and logs each path.
 */
function servedIndex(records: readonly SearchRecord[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'split-index-'));
  // Split at any size (the build keeps a small site's index whole).
  writeIndexFiles(dir, records, { wholeMaxGz: 0 });
  const base = `/site-${++served}`;
  const fetched: string[] = [];
  let offline = false;
  const fakeFetch = async (url: string) => {
    if (!url.startsWith(`${base}/`)) throw new Error(`unexpected fetch of ${url}`);
    const file = path.join(dir, url.slice(base.length));
    fetched.push(url.slice(base.length));
    if (offline || !fs.existsSync(file)) return new Response('', { status: offline ? 503 : 404 });
    return new Response(fs.readFileSync(file, 'utf8'), { status: 200 });
  };
  return {
    dir,
    base,
    fetched,
    setOffline: (value: boolean) => (offline = value),
    fakeFetch,
    cleanup: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

let originalFetch: typeof fetch;
beforeAll(() => {
  originalFetch = global.fetch;
});
afterAll(() => {
  global.fetch = originalFetch;
});

/** A fresh client over the split index (nothing of it loaded), as on a new page. */
function freshClient(serve: ReturnType<typeof servedIndex>): SearchClient {
  global.fetch = serve.fakeFetch as unknown as typeof fetch;
  return createEmbeddedClient(fetchIndex(serve.base));
}

/**
 * Each query's answers over the split index, from a fresh client, equal the whole index's: typed
 * key by key when `keyByKey(i)` says so for the i-th query, else the whole query at once.
 */
async function expectSameAnswers(
  records: readonly SearchRecord[],
  qs: readonly string[],
  keyByKey: (i: number) => boolean = () => true,
  serve = servedIndex(records),
) {
  const whole = createSearchEngine(records);
  try {
    for (const [i, q] of qs.entries()) {
      const client = freshClient(serve);
      for (const prefix of keyByKey(i) ? typed(q) : [q]) {
        const requests = REQUESTS.map((r) => ({ ...r, query: prefix }));
        const { results } = await client.search({ requests });
        const expected = requests.map((r) => comparable(whole.search(r)));
        expect({ q: prefix, results: results.map(comparable) }).toEqual({
          q: prefix,
          results: expected,
        });
      }
      expect({ q, suggest: await client.suggest?.(q) }).toEqual({ q, suggest: whole.suggest(q) });
    }
  } finally {
    serve.cleanup();
  }
}

const pages = readSearchPages();

describe('split index', () => {
  it('answers every relevance query exactly as the whole index, every 8th key by key', async () => {
    // Every query whole; one in eight also as typed, each prefix in turn (what the modal sends),
    // which keeps the test's time in bounds: a prefix of one letter reaches most of the index.
    await expectSameAnswers(buildRecords(pages), queries, (i) => i % 8 === 0);
  }, 120_000);

  it('answers alike at 1,000 more pages, with several parts of each kind', async () => {
    const records = withSyntheticRecords(buildRecords(pages), 1000);
    // Written once (some 23,000 files), read for its shape, then searched.
    const serve = servedIndex(records);
    const manifest = JSON.parse(fs.readFileSync(path.join(serve.dir, MANIFEST_PATH), 'utf8'));
    const dictionary = JSON.parse(
      fs.readFileSync(path.join(serve.dir, manifest.index), 'utf8'),
    ) as SplitDictionary;
    expect(dictionary.documentCount).toBe(records.length);
    expect(dictionary.postings.counts.length).toBeGreaterThan(5);
    expect(dictionary.rows.counts.length).toBeGreaterThan(1);
    expect(dictionary.records.counts.length).toBeGreaterThan(5);
    // Records parts: a few neighbours of one page each, far fewer files than records (a static
    // host takes some 20,000 files in all).
    expect(dictionary.records.counts.length).toBeLessThan(records.length / 1.8);
    for (const part of partPaths(dictionary.records)) {
      const content = JSON.parse(fs.readFileSync(path.join(serve.dir, part), 'utf8')) as [string][];
      expect(new Set(content.map(([url]) => url.split('#')[0])).size).toBe(1);
    }
    // Every 32nd query keeps the test's time in bounds (each keystroke scores some 25,000
    // records twice); the whole set runs on today's pages above.
    await expectSameAnswers(
      records,
      queries.filter((_, i) => i % 32 === 0),
      () => true,
      serve,
    );
  }, 300_000);

  it('fetches the manifest, the dictionary and only the parts a search needs, once', async () => {
    const records = buildRecords(pages);
    const serve = servedIndex(records);
    try {
      const client = freshClient(serve);
      const files = fs.readdirSync(serve.dir).filter((f) => /^search-index\./.test(f));
      await client.search({ requests: [{ ...REQUESTS[0], query: 'gantt' }] });
      expect(serve.fetched[0]).toBe(MANIFEST_PATH);
      expect(new Set(serve.fetched).size).toBe(serve.fetched.length);
      expect(serve.fetched.length).toBeLessThan(files.length / 2);
      const before = serve.fetched.length;
      await client.search({ requests: [{ ...REQUESTS[0], query: 'gantt' }] });
      expect(serve.fetched.length).toBe(before);
    } finally {
      serve.cleanup();
    }
  });

  it('rejects with a RetryError while a part cannot be fetched, and recovers', async () => {
    const serve = servedIndex(buildRecords(pages));
    try {
      const client = freshClient(serve);
      await client.search({ requests: [{ ...REQUESTS[0], query: 'pie' }] });
      serve.setOffline(true);
      const failed = client.search({ requests: [{ ...REQUESTS[0], query: 'gantt' }] });
      await expect(failed).rejects.toMatchObject({ name: 'RetryError' });
      serve.setOffline(false);
      const { results } = await client.search({ requests: [{ ...REQUESTS[0], query: 'gantt' }] });
      expect(results[0].hits[0].url).toMatch(/^\/examples\/gantt/);
    } finally {
      serve.cleanup();
    }
  });

  it('removes the files of an earlier build', () => {
    const serve = servedIndex(buildRecords(pages.slice(0, 3)));
    try {
      const first = fs.readdirSync(serve.dir).filter((f) => /^search-index\./.test(f));
      writeIndexFiles(serve.dir, buildRecords(pages.slice(3, 6)), { wholeMaxGz: 0 });
      const second = fs.readdirSync(serve.dir).filter((f) => /^search-index\./.test(f));
      expect(second.filter((f) => first.includes(f))).toEqual([]);
    } finally {
      serve.cleanup();
    }
  });
});

describe('dictionary terms', () => {
  it('encode each term by the prefix it shares with the one before, and decode to the same list', () => {
    const terms = [
      'pie',
      'piechart',
      'pieHole',
      'pi',
      '',
      'über',
      'übersicht',
      '3d',
      'x'.repeat(90),
    ];
    expect(decodeTerms(encodeTerms(terms))).toEqual(terms);
    expect(decodeTerms(encodeTerms([]))).toEqual([]);
    expect(encodeTerms(['pie', 'piechart'])).toBe('0pie\n3chart');
  });

  it('refuse a term with a line break', () => {
    expect(() => encodeTerms(['a\nb'])).toThrow(/line break/);
  });
});

describe('packed records', () => {
  it('give back every record of the site from its rank row', () => {
    const records = buildRecords(pages);
    for (const record of records) {
      const row = rankRowOf(record);
      const packed = packRecord(record, row);
      expect(unpackRecord(JSON.parse(JSON.stringify(packed)), row)).toEqual(record);
    }
    // What the row says is not written again: a text record keeps its url, levels and content.
    const text = records.find((r) => r.type === 'content' && !r.kind)!;
    expect(packRecord(text, rankRowOf(text))).toHaveLength(3);
  });

  it('keep what the row says otherwise', () => {
    const [record] = buildRecords(pages);
    const row = { ...rankRowOf(record), language: 'fr', position: 7 };
    const packed = packRecord(record, row);
    expect(packed[3]).toMatchObject({ language: record.language, position: record.position });
    expect(unpackRecord(packed, row)).toEqual(record);
  });
});

describe('packed rows', () => {
  it('give back every row, positions in or out of sequence', () => {
    const records = buildRecords(pages);
    const entries = records.map((r, id) => rowEntry(rankRowOf(r), id >> 2, [id % 7, 1, 0]));
    expect(unpackRows(JSON.parse(JSON.stringify(packRows(entries))))).toEqual(entries);
    const shuffled = [...entries].reverse();
    expect(unpackRows(packRows(shuffled))).toEqual(shuffled);
  });

  it('hold no text a hit shows: no url, title or heading (a short prefix fetches most rows)', () => {
    const records = buildRecords(pages);
    const written = JSON.stringify(
      packRows(records.map((r, id) => rowEntry(rankRowOf(r), id, [1, 1, 1, 1]))),
    );
    const pie = records.find((r) => r.type === 'lvl2' && r.url.startsWith('/examples/pie-chart'))!;
    for (const text of [pie.url_without_anchor, pie.anchor, pie.hierarchy.lvl1, pie.hierarchy.lvl2])
      expect(written).not.toContain(JSON.stringify(text).slice(1, -1));
  });
});
