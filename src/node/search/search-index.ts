/**
 * The build side of search (Node only; imported by gatsby-node.ts and gatsby-config.ts).
 *
 * - `searchIndexInput` queries the listed pages through GraphQL; `writeSearchFiles` builds their
 *   DocSearch records (search-records.ts) and writes the embedded index (`public/search-index.
 *   <hash>.json` files, whole or split, src/search/split.ts) plus `public/search-manifest.json`
 *   naming its entry file (content-files.ts runs it, in a child process on a big site's build).
 * - `algoliaPlugin`: the gatsby-plugin-algolia entry for gatsby-config's plugins, only when
 *   ALGOLIA_APP_ID, ALGOLIA_ADMIN_KEY and ALGOLIA_INDEX_NAME are set; it pushes the same records
 *   with index settings that match and rank as the embedded engine does.
 * - `pushSearchSynonyms` (by `pushAlgoliaSynonyms`): the same variables; pushes the search
 *   vocabulary's synonyms (which gatsby-plugin-algolia has no option for) to the index, replacing
 *   the ones there.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { MANIFEST_PATH } from '../../config';
import { cachedResults, type ResultCache } from '../lifecycle/build-cache';
import { buildPageRecords, buildRecords } from './search-records';
import {
  HIERARCHY_LEVELS,
  recordKind,
  recordWeight,
  sectionSizes,
  type SearchPageInput,
  type SearchRecord,
} from '../../shared/search-types';
import { algoliaSynonyms } from '../../shared/search-vocabulary';
import { buildIndex, rankRowsOf } from '../../search/engine';
import { splitIndex, WHOLE_INDEX_VERSION, type SerializedIndex } from '../../search/split';
import { PART_KINDS, partPaths, runPrefix, type PartKind } from '../../search/split-files';

type GraphqlResult<T> = { data?: T; errors?: unknown };
type Graphql = <T>(query: string) => Promise<GraphqlResult<T>>;
interface Reporter {
  info(message: string): void;
  warn(message: string): void;
  panicOnBuild(message: string, error?: unknown): void;
}

/**
 * GraphQL query of the listed pages search indexes, with the example sources and the props
 * reference (`<PropsReference />` in a page).
 */
const PAGES_QUERY = /* GraphQL */ `
  query SearchPages {
    allMdx(filter: { fields: { listed: { eq: true } } }, sort: { fields: { slug: ASC } }) {
      nodes {
        body
        fields {
          slug
          section
        }
        frontmatter {
          title
          description
          keywords
          searchTerms
          tags
        }
        exampleSources {
          code
        }
        optionsReference {
          owner
          path
          anchor
          depth
          description
        }
        eventsReference {
          owner
          event
          anchor
          description
        }
      }
    }
    allChartwrapProp(sort: { order: ASC }) {
      nodes {
        name
        type
        description
      }
    }
  }
`;

type PagesData = Queries.SearchPagesQuery;
type PropNode = PagesData['allChartwrapProp']['nodes'][number];

/** The props reference as Markdown list items (one content record per prop). */
function propsMarkdown(props: readonly PropNode[]): string {
  return props
    .map((p) => `- \`${p.name}\` (\`${p.type}\`): ${p.description.replace(/\s+/g, ' ')}`)
    .join('\n');
}

type OptionNode = PagesData['allMdx']['nodes'][number]['optionsReference'][number];

/**
 * Option names shown by more chart types than this are not indexed per page: `title`, `width` or
 * `legend` would put twenty look-alike records before the pages that matter.
 */
export const MAX_OWNERS_OF_INDEXED_OPTION = 8;

/**
 * The options search indexes on each page: top-level ones (the index stays small), and only those
 * few chart types share (`pieHole`, `curveType`, `isStacked`), each with its description.
 */
export function searchedOptions(pages: readonly { optionsReference: readonly OptionNode[] }[]) {
  const owners = new Map<string, Set<string>>();
  for (const page of pages) {
    for (const row of page.optionsReference) {
      if (row.depth !== 1) continue;
      const set = owners.get(row.path) ?? new Set<string>();
      owners.set(row.path, set.add(row.owner));
    }
  }
  return (rows: readonly OptionNode[]) =>
    rows
      .filter((row) => row.depth === 1)
      .filter((row) => (owners.get(row.path)?.size ?? 0) <= MAX_OWNERS_OF_INDEXED_OPTION)
      .map((row) => ({
        owner: row.owner,
        path: row.path,
        anchor: row.anchor,
        description: row.description || null,
      }));
}

type EventNode = PagesData['allMdx']['nodes'][number]['eventsReference'][number];

/**
 * The events search indexes on each page: those few chart types fire (`regionClick`,
 * `onmouseover`); `ready`, `select` and `error`, which every chart fires, would put look-alike
 * records before the pages that matter, as options shared by many chart types would.
 */
export function searchedEvents(pages: readonly { eventsReference: readonly EventNode[] }[]) {
  const owners = new Map<string, Set<string>>();
  for (const page of pages) {
    for (const row of page.eventsReference) {
      owners.set(row.event, (owners.get(row.event) ?? new Set<string>()).add(row.owner));
    }
  }
  return (rows: readonly EventNode[]) =>
    rows
      .filter((row) => (owners.get(row.event)?.size ?? 0) <= MAX_OWNERS_OF_INDEXED_OPTION)
      .map((row) => ({
        owner: row.owner,
        event: row.event,
        anchor: row.anchor,
        description: row.description || null,
      }));
}

/** The record builder's input for every listed page. */
export function pagesFromGraphql(data: PagesData): SearchPageInput[] {
  const optionsOf = searchedOptions(data.allMdx.nodes);
  const eventsOf = searchedEvents(data.allMdx.nodes);
  const props = data.allChartwrapProp.nodes.length
    ? propsMarkdown(data.allChartwrapProp.nodes)
    : null;
  return data.allMdx.nodes.map((n) => ({
    title: n.frontmatter.title,
    path: n.fields.slug,
    section: n.fields.section ?? '',
    description: n.frontmatter.description,
    keywords: n.frontmatter.keywords,
    searchTerms: n.frontmatter.searchTerms,
    tags: n.frontmatter.tags,
    body: n.body ?? '', // Mdx.body is nullable in gatsby-plugin-mdx's schema
    components: { PropsReference: props ?? '' },
    exampleSource: n.exampleSources.map((s) => s.code).join('\n') || null,
    options: optionsOf(n.optionsReference),
    events: eventsOf(n.eventsReference),
  }));
}

/** The record builder's input for every listed page, from GraphQL; null if the query fails. */
export async function searchIndexInput(
  graphql: Graphql,
  reporter?: Pick<Reporter, 'panicOnBuild'>,
): Promise<SearchPageInput[] | null> {
  const result = await graphql<PagesData>(PAGES_QUERY);
  if (result.errors || !result.data) {
    reporter?.panicOnBuild('search: the pages query failed', result.errors);
    return null;
  }
  return pagesFromGraphql(result.data);
}

/**
 * Upper bound of each split index part's JSON, by kind (before rows are grouped by page). Postings
 * parts are small, so that a search fetches little beyond the terms it needs; a records part holds
 * one page's neighbouring records, a few, so that a hit costs little more than its own record (typed
 * key by key, a query shows some 20 hits a keystroke, scattered over the site) while the site stays
 * within a static host's file count (Cloudflare Pages: 20,000 files; at 1,000 added pages the
 * records parts number some 12,700, where one record a part made some 24,900); rows parts are
 * large, as a short prefix (`p`) reaches the rows of most records and one file of rows compresses
 * far better than many. What a first search downloads with them, and with other sizes:
 * docs/benchmarks.md.
 */
export const SEARCH_PART_BYTES = { postings: 4_000, rows: 1_000_000, records: 450 };

/**
 * Up to this many gzipped bytes the index is written whole, as one file of records the browser
 * indexes itself: the split index's parts (postings, rows, dictionary) weigh more than the records
 * they are made of, and a first search needs most of them on a small site, so the split pays only
 * once the whole index outgrows what a first search may download (60 KB gzipped).
 */
export const SEARCH_WHOLE_INDEX_MAX_GZ = 50_000;

const hashedName = (content: string) =>
  `/search-index.${createHash('sha256').update(content).digest('hex').slice(0, 16)}.json`;

/**
 * Writes the embedded index into `publicDir` and `search-manifest.json` naming its entry file,
 * removing the files of an earlier build: up to `wholeMaxGz` gzipped bytes, the whole index (one
 * `search-index.<hash>.json` holding every record); beyond, the split index (src/search/split.ts:
 * the dictionary and its postings, rows and records files, each `search-index.<hash>.json`).
 */
export function writeIndexFiles(
  publicDir: string,
  records: readonly SearchRecord[],
  { wholeMaxGz = SEARCH_WHOLE_INDEX_MAX_GZ }: { wholeMaxGz?: number } = {},
): { file: string; bytes: number; files: number; split: boolean } {
  const contents = new Map<string, string>();
  const whole = JSON.stringify({ version: WHOLE_INDEX_VERSION, records });
  const split = gzipSync(whole).length > wholeMaxGz;
  const content = split ? splitContents(records, contents) : whole;
  const file = hashedName(content);
  contents.set(file, content);
  fs.mkdirSync(publicDir, { recursive: true });
  // A name says its content (a hash of it, or of the whole set of parts and the part's place), so
  // a file the last build wrote under a name written again is kept as it is: a rebuild that leaves
  // the records as they were (most edits) rewrites none of a large site's thousands of parts. The
  // size is compared too, in case a build stopped in the middle of writing one.
  const kept = new Set<string>();
  for (const old of fs.readdirSync(publicDir)) {
    if (!/^(search-index\.[0-9a-f]+\.json|docsearch-modal\.[0-9a-f]+\.css)$/.test(old)) continue;
    const text = contents.get(`/${old}`);
    const file = path.join(publicDir, old);
    if (text !== undefined && fs.statSync(file).size === Buffer.byteLength(text)) kept.add(old);
    else fs.unlinkSync(file);
  }
  let bytes = 0;
  for (const [name, text] of contents) {
    if (!kept.has(name.slice(1))) fs.writeFileSync(path.join(publicDir, name), text);
    bytes += Buffer.byteLength(text);
  }
  const css = writeModalCss(publicDir);
  fs.writeFileSync(
    path.join(publicDir, MANIFEST_PATH),
    JSON.stringify({ index: file, css, records: records.length }),
  );
  return { file, bytes, files: contents.size, split };
}

/**
 * The split index's dictionary; its parts go into `contents` by path. The parts are named by one
 * hash of all of them, their kind and their number (`search-index.<hash><kind><n>.json`, `FileRun`
 * in src/search/split.ts): new names whenever any part changes, and a dictionary that lists them in
 * a few bytes.
 */
function splitContents(records: readonly SearchRecord[], contents: Map<string, string>): string {
  const json = buildIndex(records).toJSON() as unknown as SerializedIndex;
  const { dictionary, parts } = splitIndex(json, rankRowsOf(records), records, SEARCH_PART_BYTES);
  const written = parts.map((part) => JSON.stringify(part.content));
  const hash = createHash('sha256');
  for (const text of written) hash.update(text).update('\n');
  const setHash = hash.digest('hex').slice(0, 16);
  for (const kind of PART_KINDS) dictionary[kind].prefix = runPrefix(setHash, kind);
  const paths = Object.fromEntries(
    PART_KINDS.map((kind) => [kind, partPaths(dictionary[kind])]),
  ) as Record<PartKind, string[]>;
  parts.forEach((part, i) => contents.set(paths[part.kind][part.n], written[i]));
  return JSON.stringify(dictionary);
}

/**
 * The DocSearch modal's stylesheet, as a content-hashed static file the modal loads with its code
 * on first use (so no modal CSS is inlined into every page). Returns its path, or undefined.
 */
function writeModalCss(publicDir: string): string | undefined {
  let source: string;
  try {
    // Resolved from the project root at run time (gatsby-node is bundled, so no bare require.resolve).
    source = modalStylesheet(createRequire(path.join(process.cwd(), 'package.json')));
  } catch {
    return undefined;
  }
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 16);
  const file = `/docsearch-modal.${hash}.css`;
  fs.writeFileSync(path.join(publicDir, file), source);
  return file;
}

/**
 * The stylesheet of the installed modal: the @docsearch/css of @docsearch/react's own version
 * (the markup it styles), its variables scoped to the modal (`.DocSearch-Container`) so that
 * they leave alone the navbar's button, styled by the project's @docsearch/css with every page.
 */
export function modalStylesheet(require: NodeJS.Require): string {
  const react = path.dirname(require.resolve('@docsearch/react/package.json'));
  const css = createRequire(path.join(react, 'package.json')).resolve(
    '@docsearch/css/dist/modal.css',
  );
  const read = (name: string) => fs.readFileSync(path.join(path.dirname(css), name), 'utf8');
  return scopeRootVariables(`${read('_variables.css')}\n${read('modal.css')}`);
}

/** `:root` rules (DocSearch's variables) applied to the modal's container instead. */
export function scopeRootVariables(css: string): string {
  return css
    .replace(/html\[data-theme=dark\]\s*\{/g, 'html[data-theme=dark] .DocSearch-Container{')
    .replace(/:root\s*\{/g, '.DocSearch-Container{');
}

/** Writes the embedded index of `pages` (each page's records from the cache if unchanged). */
export async function writeSearchFiles(
  pages: readonly SearchPageInput[],
  publicDir: string,
  reporter: Pick<Reporter, 'info'>,
  cache?: ResultCache,
): Promise<void> {
  const records = (await cachedResults(cache, 'search-records', pages, buildPageRecords)).flat();
  const { file, bytes, files, split } = writeIndexFiles(publicDir, records);
  reporter.info(
    `search: wrote ${records.length} records, ${split ? `a split index of ${files} files` : 'a whole index'} (${bytes} bytes), entry public${file}`,
  );
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

// ---------------------------------------------------------------------------------------------
// Algolia indexing (gatsby-plugin-algolia)
// ---------------------------------------------------------------------------------------------

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
 * (src/search/engine.ts). Words become optional when no record has them all; English stop words
 * are dropped and plurals match (Algolia does not stem: animate/animation is the one difference,
 * covered where it matters by the vocabulary's synonyms); camelCase names match by their parts;
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
          query: PAGES_QUERY,
          transformer: ({ data }: { data: PagesData }) =>
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
