/**
 * The content files: the search index, llms.txt, llms-full.txt and every page's `.md`. They are
 * made from the content alone, so `gatsby build` starts them as soon as its pages exist and, on a
 * big site, writes them in a child process (build-child.ts) while Gatsby bundles the site.
 */
import path from 'node:path';
import type { SearchPageInput } from '../../shared/search-types';
import { fileResultCache, type ResultCache } from '../lifecycle/build-cache';
import { runInChild, type ChildReporter } from '../lifecycle/build-child';
import { llmsInput, writeLlmsPages, type LlmsInput, type LlmsQueryArgs } from './llms';
import { pagesFromGraphql, queryPageContent, writeSearchFiles } from '../search/search-index';
import { PUBLIC_DIR } from '../lifecycle/paths';

/** What the content files are written from, as plain data (GraphQL stays in Gatsby's process). */
export interface ContentFilesJob {
  publicDir: string;
  search: SearchPageInput[];
  llms: LlmsInput;
}

/**
 * What the content files are written from, queried once; null when a query failed (which has
 * failed the build). `pathPrefix` is the prefix of the llms files' links.
 */
export async function contentFilesJob(
  { graphql, reporter, getNodesByType }: Omit<LlmsQueryArgs, 'pathPrefix'>,
  pathPrefix: string,
): Promise<ContentFilesJob | null> {
  const content = await queryPageContent(graphql, reporter);
  if (!content) return null;
  const llms = llmsInput(content, { getNodesByType, pathPrefix });
  return { publicDir: PUBLIC_DIR, search: pagesFromGraphql(content), llms };
}

/** Writes the content files in this process. */
export async function writeContentFiles(
  job: ContentFilesJob,
  reporter: { info(message: string): void },
  cache?: ResultCache,
): Promise<void> {
  await writeSearchFiles(job.search, job.publicDir, reporter, cache);
  await writeLlmsPages(job.llms, job.publicDir, reporter, cache);
}

/**
 * The child's cache of each page's results (it has no access to Gatsby's): in `.cache/`, which
 * Gatsby empties whenever its own cache no longer holds.
 */
export const CHILD_CACHE_FILE = path.join('.cache', 'chartwrap-content-files.json');

/** The child process's job (gatsby-node serves it): the content files, cached in its own file. */
export async function writeContentFilesInChild(
  job: ContentFilesJob,
  reporter: { info(message: string): void },
): Promise<void> {
  const cache = fileResultCache(CHILD_CACHE_FILE);
  await writeContentFiles(job, reporter, cache);
  cache.save();
}

/**
 * From this many pages on, the content files are written in a child process: below, their work
 * costs less than the child's start (loading the build's modules), which on a small site's
 * rebuild would fall on the build's critical path (figures in docs/benchmarks.md).
 */
export const CHILD_MIN_PAGES = 250;

/**
 * Writes the content files, in a child process from CHILD_MIN_PAGES pages on (when there is a
 * compiled gatsby-node to run), else in this one; resolves when they are written, a failure
 * having failed the build. Each page's results are kept for the next build: in `cache` (Gatsby's)
 * here, in CHILD_CACHE_FILE in the child.
 */
export function writeContentFilesBesideBuild(
  job: ContentFilesJob,
  reporter: ChildReporter,
  { cache, siteDir = process.cwd() }: { cache?: ResultCache; siteDir?: string } = {},
): Promise<void> {
  const pages = Math.max(job.search.length, job.llms.pages.length);
  const inChild =
    pages >= CHILD_MIN_PAGES ? runInChild('content files', job, reporter, siteDir) : null;
  return (
    inChild ??
    writeContentFiles(job, reporter, cache).catch((error: unknown) =>
      reporter.panicOnBuild(`content files: ${error instanceof Error ? error.message : error}`),
    )
  );
}
