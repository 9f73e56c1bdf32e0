/**
 * What `public/` may hold once built: only what readers need.
 * - Gatsby's build statistics (webpack.stats.json, chunk-map.json) are read while the HTML is
 *   rendered and by server-rendered routes; this site has none of those, `gatsby serve` and the
 *   browser runtime never read them (nor an inlined copy of the chunk map: patches/ keeps it out
 *   of the pages), so they move out of public/ into .cache/ once the HTML is written.
 * - Source maps that carry the build machine's absolute path (the MDX loader names each page's
 *   content file by its full path) move out too; readers lose nothing, the browser's developer
 *   tools just find no map.
 * - No other published file may contain that path or the Algolia admin key: the build fails.
 */
import fs from 'node:fs';
import path from 'node:path';

export const BUILD_STATISTICS_FILES = ['webpack.stats.json', 'chunk-map.json'];

/** Moves the build statistics files from `publicDir` to `keepDir`; returns the files moved. */
export function moveBuildStatistics(publicDir: string, keepDir: string): string[] {
  const moved: string[] = [];
  for (const name of BUILD_STATISTICS_FILES) {
    const from = path.join(publicDir, name);
    if (!fs.existsSync(from)) continue;
    fs.mkdirSync(keepDir, { recursive: true });
    fs.renameSync(from, path.join(keepDir, name));
    moved.push(name);
  }
  return moved;
}

/** Every file under `publicDir`, as slash-separated paths relative to it (`docs/sponsor/index.html`). */
export function publishedFiles(publicDir: string, dir = publicDir, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) publishedFiles(publicDir, full, out);
    else out.push(path.relative(publicDir, full).split(path.sep).join('/'));
  }
  return out;
}

/** Files of `publicDir` (relative paths) whose content contains any of `secrets`. */
export function filesContaining(publicDir: string, secrets: string[]): string[] {
  const needles = secrets.filter((s) => s.length >= 8).map((s) => Buffer.from(s));
  if (!needles.length) return [];
  return publishedFiles(publicDir).filter((file) => {
    const content = fs.readFileSync(path.join(publicDir, file));
    return needles.some((n) => content.includes(n));
  });
}

/** Where the files taken out of public/ are kept (for whoever debugs the build). */
export const UNPUBLISHED_DIR = path.join('.cache', 'unpublished');

/**
 * Moves the statistics, and the source maps holding the site directory's absolute path, out of
 * `publicDir`; fails when any other published file holds that path or the Algolia admin key.
 */
export function checkPublishedFiles(
  publicDir: string,
  siteDir: string,
  env: Record<string, string | undefined>,
): { moved: string[] } {
  const keepDir = path.join(siteDir, UNPUBLISHED_DIR);
  const moved = moveBuildStatistics(publicDir, keepDir);
  const adminKey = (env.ALGOLIA_ADMIN_KEY || '').trim();
  const withSecret = adminKey ? filesContaining(publicDir, [adminKey]) : [];
  if (withSecret.length) {
    throw new Error(
      `The Algolia admin key is in published files: ${withSecret.join(', ')}. Only the search-only key may reach the browser.`,
    );
  }
  const withPath = filesContaining(publicDir, [path.resolve(siteDir)]);
  for (const map of withPath.filter((f) => f.endsWith('.map'))) {
    const to = path.join(keepDir, map);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.renameSync(path.join(publicDir, map), to);
    moved.push(map);
  }
  const others = withPath.filter((f) => !f.endsWith('.map'));
  if (others.length) {
    throw new Error(
      `Published files contain the build machine's path ${path.resolve(siteDir)}: ${others.slice(0, 10).join(', ')}${others.length > 10 ? ` and ${others.length - 10} more` : ''}`,
    );
  }
  return { moved };
}
