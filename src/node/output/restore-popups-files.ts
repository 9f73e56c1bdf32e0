/**
 * After the build: every type popups file the built pages name is in `public/`. The rehype plugin
 * writes each file as it compiles a page (markdown/rehype-code-blocks.ts); a warm build whose
 * compilations came from webpack's cache, after public/ was emptied, compiles none, so the files
 * are written again from the code-block cache.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CODE_BLOCK_CACHE_DIR, cachedPopups } from '../markdown/code-block-cache';
import { writePopupsFile } from '../markdown/popups-files';
import { publishedFiles } from './published-files';

/**
 * Makes sure every popups file the built pages name (`data-popups`) is in `publicDir`, writing it
 * again from the code-block cache where it is missing. Returns how many it wrote; fails naming a
 * file it cannot find.
 */
export function restorePopupsFiles(
  publicDir: string,
  cacheDir: string = CODE_BLOCK_CACHE_DIR,
): number {
  const named = new Map<string, string>();
  for (const page of publishedFiles(publicDir).filter((file) => file.endsWith('.html'))) {
    const html = fs.readFileSync(path.join(publicDir, page), 'utf8');
    for (const [, file] of html.matchAll(/ data-popups="([^"]+)"/g))
      if (!named.has(file)) named.set(file, page);
  }
  const missing = [...named.keys()].filter((file) => !fs.existsSync(path.join(publicDir, file)));
  if (missing.length === 0) return 0;
  const cached = cachedPopups(cacheDir);
  for (const file of missing) {
    const popups = cached.get(file);
    if (!popups)
      throw new Error(
        `code blocks: ${named.get(file)} names the type popups ${file}, which neither public/ nor ` +
          `${cacheDir} holds (run \`gatsby clean\` and build again)`,
      );
    writePopupsFile(publicDir, popups);
  }
  return missing.length;
}
