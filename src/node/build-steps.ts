/**
 * What the build runs beside Gatsby's own work, and when. Like gatsby-node.ts, it composes the
 * stages (it starts work of markdown and output) and no stage imports it. Two jobs run in child
 * processes (lifecycle/build-child.ts), each started by one of Gatsby's hooks and waited for by a
 * later one:
 *
 *   onPreBootstrap         starts highlighting every code block of the content (`gatsby build`,
 *                          and only while the block cache is empty)
 *   onPostBootstrap        waits for it: the bundler, which starts next, reads that cache
 *   createPagesStatefully  starts writing the content files (search index, llms files)
 *   onPostBuild            waits for them before the steps that read public/
 *
 * `gatsby develop` runs neither beside it: it highlights a page's blocks when it first compiles
 * the page, and writes the content files before it starts serving (createPagesStatefully).
 */
import type { GatsbyCache, Reporter } from 'gatsby';
import { codeBlockCacheIsEmpty } from './markdown/code-block-cache';
import { mdxFilesUnder, prerenderCodeBlocksInChild } from './markdown/prerender-code-blocks';
import { exampleSourceBlocks } from './markdown/example-sources';
import {
  writeContentFilesBesideBuild,
  writeContentFilesInChild,
  type ContentFilesJob,
} from './output/content-files';
import { registerChildJobs, runInChild } from './lifecycle/build-child';

// The jobs a build child can be asked for. Registering runs nothing: a child serves one of them.
registerChildJobs({
  'code blocks': prerenderCodeBlocksInChild,
  'content files': writeContentFilesInChild,
});

/** The command Gatsby runs: `build`, `develop` or another of its CLI's. */
export const gatsbyCommand = (): string | undefined => process.env.gatsby_executing_command;

/** The work started by one hook and waited for by a later one, in the order a build runs it. */
class BuildSteps {
  private codeBlocks: Promise<void> | null = null;
  private contentFiles: Promise<void> | null = null;

  /**
   * onPreBootstrap: the bootstrap keeps one core busy, so a child highlights every code block
   * meanwhile, into the cache the MDX compilation reads. Only when that cache is empty: a rebuild
   * leaves its few new blocks to the compilation, since reading every page again would cost more.
   */
  startCodeBlocks(reporter: Reporter): void {
    if (gatsbyCommand() !== 'build' || !codeBlockCacheIsEmpty()) return;
    const job = { files: mdxFilesUnder('content'), otherBlocks: exampleSourceBlocks() };
    this.codeBlocks = runInChild('code blocks', job, reporter);
  }

  /** onPostBootstrap: the highlighted blocks, before the bundler compiles the pages. */
  codeBlocksDone(): Promise<void> | null {
    return this.codeBlocks;
  }

  /** createPagesStatefully (`gatsby build`): the content files, written while Gatsby bundles. */
  startContentFiles(job: ContentFilesJob, reporter: Reporter, cache: GatsbyCache): void {
    this.contentFiles = writeContentFilesBesideBuild(job, reporter, { cache });
  }

  /** onPostBuild: the content files, before anything reads public/. */
  contentFilesDone(): Promise<void> | null {
    return this.contentFiles;
  }
}

/** The one owner of the build's work across hooks. */
export const buildSteps = new BuildSteps();
