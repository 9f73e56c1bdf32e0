/**
 * Every code block of the content rendered into the disk cache ahead of the bundler: a cold
 * `gatsby build` runs this in a child process during the bootstrap (src/node/build-steps.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { CODE_BLOCK_CACHE_DIR, blockText, cachedCodeBlock } from './code-block-cache';
import type { LocatedCodeBlock } from './code-block-types';
import { codeBlocksOfMdx } from './page-code-blocks';

/** The distinct blocks of `files` (as the rehype plugin will meet them) and `otherBlocks`. */
function distinctBlocks(files: string[], otherBlocks: LocatedCodeBlock[]): LocatedCodeBlock[] {
  const distinct = new Map<string, LocatedCodeBlock>();
  for (const block of otherBlocks) {
    distinct.set(blockText(block.input), block);
  }
  for (const file of files) {
    const fileName = path.relative(process.cwd(), file);
    for (const { pre, input } of codeBlocksOfMdx(fs.readFileSync(file, 'utf8'))) {
      const key = blockText(input);
      if (!distinct.has(key)) {
        distinct.set(key, {
          input,
          location: { file: fileName, line: pre.position?.start.line ?? 0 },
        });
      }
    }
  }
  return [...distinct.values()];
}

/**
 * Renders into the disk cache every distinct fenced block of the MDX files `files`, as the rehype
 * plugin will meet them (the same parse, the same `<pre><code>` elements), so that the bundler,
 * which compiles the pages later, finds each one ready. A cold build runs this in a child process
 * during the bootstrap, which otherwise leaves one of the two cores idle, instead of on the
 * bundler's thread, where twoslash is most of a build's highlighting time (figures in
 * docs/benchmarks.md). `otherBlocks` are rendered too (the example modules' sources, which page
 * queries ask for). A block that fails is left to the page's compilation, which reports it with
 * its file and line.
 */
export async function prerenderCodeBlocks(
  files: string[],
  cacheDir: string = CODE_BLOCK_CACHE_DIR,
  otherBlocks: LocatedCodeBlock[] = [],
): Promise<{ files: number; blocks: number; failed: number }> {
  const blocks = distinctBlocks(files, otherBlocks);
  let failed = 0;
  for (const { input, location } of blocks) {
    await cachedCodeBlock(input, location, cacheDir).catch(() => failed++);
  }
  return { files: files.length, blocks: blocks.length, failed };
}

/** Every MDX file under `dir`. */
export function mdxFilesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.mdx'))
    .sort()
    .map((name) => path.resolve(dir, name));
}

/** The child process's job (build-child.ts): pre-render the blocks of `files`, and say so. */
export async function prerenderCodeBlocksInChild(
  job: { files: string[]; otherBlocks: LocatedCodeBlock[] },
  reporter: { info(message: string): void },
): Promise<void> {
  const { files, blocks, failed } = await prerenderCodeBlocks(
    job.files,
    CODE_BLOCK_CACHE_DIR,
    job.otherBlocks,
  );
  reporter.info(
    `code blocks: ${blocks} distinct blocks of ${files} MDX files and the example modules highlighted` +
      (failed ? ` (${failed} left to the pages' compilation, which reports them)` : ''),
  );
}
