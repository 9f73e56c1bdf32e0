/**
 * Hosted search (Algolia), pushed by the build when it has ALGOLIA_APP_ID, ALGOLIA_ADMIN_KEY and
 * ALGOLIA_INDEX_NAME:
 * - `algoliaPlugin`: the gatsby-plugin-algolia entry for gatsby-config's plugins; it pushes the
 *   records (from the page content query) with index settings that match and rank as the
 *   embedded engine does;
 * - `pushSearchSynonyms` (by `pushAlgoliaSynonyms`): pushes the search vocabulary's synonyms
 *   (which gatsby-plugin-algolia has no option for) to the index, replacing the ones there.
 */
import { createHash } from 'node:crypto';
import {
  HIERARCHY_LEVELS,
  recordKind,
  recordWeight,
  sectionSizes,
  type SearchRecord,
} from '../../shared/search-types';
import { algoliaSynonyms } from '../../shared/search-vocabulary';
import { PAGE_CONTENT_QUERY } from './page-content';
import { pagesFromGraphql, type SearchContent } from './search-input';
import { buildRecords } from './search-records';

interface Reporter {
  info(message: string): void;
  panicOnBuild(message: string, error?: unknown): void;
}

/**
 * Pushes the search vocabulary's synonyms to the Algolia index when the build has its
 * credentials (ALGOLIA_APP_ID, ALGOLIA_ADMIN_KEY, ALGOLIA_INDEX_NAME); says so when it has not.
 */
export async function pushSearchSynonyms(reporter: Reporter): Promise<void> {
  const algolia = algoliaIndexingEnv(process.env);
  if (!algolia) {
    reporter.info(
      'search: Algolia indexing skipped (ALGOLIA_APP_ID, ALGOLIA_ADMIN_KEY and ALGOLIA_INDEX_NAME are not all set)',
    );
    return;
  }
  try {
    const count = await pushAlgoliaSynonyms(algolia);
    reporter.info(`search: pushed ${count} synonym groups to Algolia index ${algolia.indexName}`);
  } catch (error) {
    reporter.panicOnBuild(
      `search: pushing synonyms to Algolia index ${algolia.indexName} failed`,
      error,
    );
  }
}

export interface AlgoliaIndexingEnv {
  appId: string;
  adminKey: string;
  indexName: string;
  /** Optional host override (`http://127.0.0.1:8123`), e.g. a local stand-in in tests. */
  host?: string;
}

export function algoliaIndexingEnv(env: NodeJS.ProcessEnv): AlgoliaIndexingEnv | null {
  const { ALGOLIA_APP_ID, ALGOLIA_ADMIN_KEY, ALGOLIA_INDEX_NAME, ALGOLIA_HOST } = env;
  if (!ALGOLIA_APP_ID || !ALGOLIA_ADMIN_KEY || !ALGOLIA_INDEX_NAME) return null;
  return {
    appId: ALGOLIA_APP_ID,
    adminKey: ALGOLIA_ADMIN_KEY,
    indexName: ALGOLIA_INDEX_NAME,
    host: ALGOLIA_HOST || undefined,
  };
}

/**
 * Index settings pushed with the records: Algolia matches and ranks as the embedded engine does
 * (src/search/query-analysis.ts, ranking.ts). Words become optional when no record has them all;
 * English stop words are dropped and plurals match (Algolia does not stem: animate/animation is
 * the one difference, covered where it matters by the vocabulary's synonyms); camelCase names
 * match by their parts;
 * after Algolia's textual criteria (a title or heading match ranks above text), records rank by
 * weight (`recordWeight`: its kind, code comments last, and less in a long list), level and
 * document order.
 */
export const ALGOLIA_SETTINGS = {
  searchableAttributes: [
    // A page's other names (searchTerms) weigh as its title (lvl1), above its headings.
    ...HIERARCHY_LEVELS.slice(0, 2).map((level) => `unordered(hierarchy.${level})`),
    'unordered(searchTerms)',
    ...HIERARCHY_LEVELS.slice(2).map((level) => `unordered(hierarchy.${level})`),
    'content',
    'keywords',
  ],
  attributesForFaceting: ['language', 'tags', 'type'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToSnippet: ['content:10'],
  attributesToHighlight: ['hierarchy', 'content', 'keywords', 'searchTerms'],
  attributeForDistinct: 'url',
  distinct: true,
  customRanking: ['desc(weight)', 'asc(level)', 'asc(position)'],
  removeWordsIfNoResults: 'allOptional',
  removeStopWords: ['en'],
  ignorePlurals: ['en'],
  queryLanguages: ['en'],
  camelCaseAttributes: [
    ...HIERARCHY_LEVELS.slice(1).map((level) => `hierarchy.${level}`),
    'content',
    'keywords',
    'searchTerms',
  ],
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  allowTyposOnNumericTokens: false,
  separatorsToIndex: '_',
};

/** A record's level: its hierarchy level's place, text records (`content`) after every level. */
const LEVEL: Record<string, number> = {
  ...Object.fromEntries(HIERARCHY_LEVELS.map((level, place) => [level, place])),
  content: HIERARCHY_LEVELS.length,
};

/**
 * A record as gatsby-plugin-algolia wants it: `id` and `internal.contentDigest` for partial
 * updates; `sectionSize`, how many records its section holds (`sectionSizes`), for its weight.
 */
export function toAlgoliaObject(record: SearchRecord, sectionSize?: number) {
  const digest = createHash('md5').update(JSON.stringify(record)).digest('hex');
  return {
    ...record,
    id: record.objectID,
    level: LEVEL[record.type] ?? 7,
    // The record's ranking weight, the embedded engine's, as an integer (Algolia's custom
    // ranking compares it).
    weight: Math.round(recordWeight(recordKind(record), sectionSize) * 10),
    internal: { contentDigest: digest },
  };
}

/** Every record as Algolia gets it, each weighed by the size of its section. */
export function algoliaObjects(records: readonly SearchRecord[]) {
  const sizes = sectionSizes(records);
  return records.map((record) => toAlgoliaObject(record, sizes.get(record.url)));
}

/**
 * Replaces the index's synonyms with the search vocabulary's (src/shared/search-vocabulary.ts),
 * through Algolia's search client with the admin key; returns how many groups were pushed.
 */
export async function pushAlgoliaSynonyms(cfg: AlgoliaIndexingEnv): Promise<number> {
  const { algoliasearch } = await import('algoliasearch');
  const host = cfg.host ? new URL(cfg.host) : null;
  const client = algoliasearch(cfg.appId, cfg.adminKey, {
    ...(host
      ? {
          hosts: [
            {
              url: host.host,
              protocol: host.protocol === 'http:' ? ('http' as const) : ('https' as const),
              accept: 'readWrite' as const,
            },
          ],
        }
      : {}),
    timeouts: { connect: 1000, read: 30000, write: 30000 },
  });
  const synonymHit = algoliaSynonyms();
  const { taskID } = await client.saveSynonyms({
    indexName: cfg.indexName,
    synonymHit,
    replaceExistingSynonyms: true,
    forwardToReplicas: true,
  });
  await client.waitForTask({ indexName: cfg.indexName, taskID });
  return synonymHit.length;
}

/** gatsby-config plugin entry, or null (indexing skipped) without the three variables. */
export function algoliaPlugin(env: NodeJS.ProcessEnv = process.env) {
  const cfg = algoliaIndexingEnv(env);
  if (!cfg) return null;
  const hostOptions = cfg.host
    ? (() => {
        const url = new URL(cfg.host);
        return {
          hosts: [{ url: url.host, protocol: url.protocol.replace(':', ''), accept: 3 }],
        };
      })()
    : {};
  return {
    resolve: 'gatsby-plugin-algolia',
    options: {
      appId: cfg.appId,
      apiKey: cfg.adminKey,
      indexName: cfg.indexName,
      queries: [
        {
          query: PAGE_CONTENT_QUERY,
          transformer: ({ data }: { data: SearchContent }) =>
            algoliaObjects(buildRecords(pagesFromGraphql(data))),
          settings: ALGOLIA_SETTINGS,
        },
      ],
      chunkSize: 1000,
      algoliasearchOptions: {
        timeouts: { connect: 1, read: 30, write: 30 },
        ...hostOptions,
      },
    },
  };
}
