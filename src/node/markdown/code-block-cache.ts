/**
 * Rendered blocks, cached on disk (`.cache/code-blocks/`, one JSON file per block) under a digest of
 * the block's text, language and meta, the build's code version and, for twoslash blocks, the
 * library's types: an unrelated edit re-runs neither Shiki nor the compiler. The pre-rendering
 * child writes what the build reads, and the build after a warm start reads the popups back.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildCodeVersion, writeFileWhole } from '../lifecycle/build-cache';
import type { CodeBlockInput, CodeLocation, RenderedCodeBlock } from './code-block-types';
import { renderCodeBlock } from './code-blocks';
import { popupsFile } from './popups-files';
import { isTwoslashBlock, libraryTypesDigest } from './twoslash-blocks';

export const CODE_BLOCK_CACHE_DIR = path.join('.cache', 'code-blocks');

/** What makes two blocks the same block: their code, language and meta. */
export const blockText = (input: CodeBlockInput) =>
  JSON.stringify([input.code, input.lang, input.meta]);

let codeVersion: string | undefined;

/**
 * `renderCodeBlock` through the disk cache: each result is kept under a digest of the block, the
 * build's code and (twoslash blocks) the library's types. Failures are never cached.
 */
export async function cachedCodeBlock(
  input: CodeBlockInput,
  location: CodeLocation,
  cacheDir: string | null = CODE_BLOCK_CACHE_DIR,
): Promise<RenderedCodeBlock> {
  if (!cacheDir) return renderCodeBlock(input, location);
  codeVersion ??= buildCodeVersion();
  const digest = createHash('sha256')
    .update(codeVersion)
    .update(isTwoslashBlock(input.meta) ? libraryTypesDigest() : '')
    .update(blockText(input))
    .digest('hex');
  const file = path.join(cacheDir, `${digest}.json`);
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as RenderedCodeBlock;
  } catch {
    // Not cached yet (or unreadable): render it.
  }
  const rendered = await renderCodeBlock(input, location);
  // The pre-rendering child writes what the build reads.
  writeFileWhole(file, JSON.stringify(rendered));
  return rendered;
}

/** Whether no block is cached yet (a cold build, or one after the cache was emptied). */
export function codeBlockCacheIsEmpty(cacheDir: string = CODE_BLOCK_CACHE_DIR): boolean {
  return !fs.existsSync(cacheDir) || fs.readdirSync(cacheDir).length === 0;
}

/** The popups of every cached twoslash block, by the site path of their file (`popupsFile`). */
export function cachedPopups(cacheDir: string = CODE_BLOCK_CACHE_DIR): Map<string, string[]> {
  const cached = new Map<string, string[]>();
  for (const name of fs.existsSync(cacheDir) ? fs.readdirSync(cacheDir) : []) {
    if (!name.endsWith('.json')) continue;
    try {
      const { popups } = JSON.parse(
        fs.readFileSync(path.join(cacheDir, name), 'utf8'),
      ) as RenderedCodeBlock;
      if (popups) cached.set(popupsFile(popups), popups);
    } catch {
      // A file being written by another process, or not a block: not the one looked for.
    }
  }
  return cached;
}
