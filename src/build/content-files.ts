/**
 * The content files: the search index, llms.txt, llms-full.txt and every page's `.md`. They are
 * made from the content alone, so `gatsby build` writes them in a child process (build-child.ts)
 * started as soon as its pages exist, while Gatsby bundles the site.
 */
import type { SearchPageInput } from '../shared/search-types';
import type { ResultCache } from './build-cache';
import { runInChild, type ChildReporter } from './build-child';
import { writeLlmsPages, type LlmsInput } from './llms';
import { writeSearchFiles } from './search-index';

/** What the content files are written from, as plain data (GraphQL stays in Gatsby's process). */
export interface ContentFilesJob {
  publicDir: string;
  search: SearchPageInput[];
  llms: LlmsInput;
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
 * Writes the content files in a child process, or in this one when there is no compiled
 * gatsby-node to run; resolves when they are written, a failure having failed the build.
 */
export function writeContentFilesInChild(
  job: ContentFilesJob,
  reporter: ChildReporter,
  siteDir = process.cwd(),
): Promise<void> {
  return (
    runInChild('content files', job, reporter, siteDir) ??
    writeContentFiles(job, reporter).catch((error: unknown) =>
      reporter.panicOnBuild(`content files: ${error instanceof Error ? error.message : error}`),
    )
  );
}
