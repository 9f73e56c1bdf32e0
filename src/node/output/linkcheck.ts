/**
 * Post-build link check over the generated HTML (pure functions, and `checkBuiltLinks`, the
 * onPostBuild step reading public/). Broken internal links are errors (the build fails); broken
 * anchors, and Markdown links to content files that are not pages, are warnings.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Reporter } from 'gatsby';

import { isContentFileLink } from '../markdown/content-links';
import { publishedFiles } from './published-files';

export interface HtmlPage {
  /** Site path of the page, without the path prefix (`/docs/sponsor`). */
  path: string;
  html: string;
}

export interface LinkProblem {
  page: string;
  link: string;
  message: string;
}

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

/** Internal hrefs of `<a>` elements (external, mailto:, javascript: and data: links skipped). */
export function extractLinks(html: string): string[] {
  const links: string[] = [];
  const re = /<a\s[^>]*?href="([^"]*)"/gi;
  let m: RegExpExecArray | null;
  while ((m = re.exec(html))) {
    const href = decode(m[1]);
    if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href)) continue;
    links.push(href);
  }
  return links;
}

/** Ids (and legacy `name` anchors) present in a page. */
export function extractIds(html: string): Set<string> {
  const ids = new Set<string>();
  const re = /\s(?:id|name)="([^"]*)"/gi;
  let m: RegExpExecArray | null;
  while ((m = re.exec(html))) ids.add(decode(m[1]));
  return ids;
}

/** `/a/b/` → `/a/b`; `/` stays. */
export function normalisePath(p: string): string {
  const noIndex = p.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  return noIndex.length > 1 ? noIndex.replace(/\/+$/, '') : noIndex || '/';
}

function resolve(href: string, from: string): string {
  if (href.startsWith('/')) return href;
  const base = from.endsWith('/') ? from : `${from}/`;
  return new URL(href, `http://x${base}`).pathname;
}

/**
 * A copy of a string that does not keep the text it was cut from alive (V8 keeps a substring as a
 * slice of its parent): the check keeps every page's ids, and each distinct link, while it reads the
 * next pages.
 */
const detach = (s: string): string => Buffer.from(s, 'utf8').toString('utf8');

/**
 * Checks every internal link of `pages`. A link's target exists when it is a page, or one of
 * `files` (any other file the build emitted, e.g. `/sitemap.xml`). `pathPrefix` is stripped first.
 *
 * `pages` is read twice (the ids of every page, then the links of each), one page at a time, so a
 * build of a thousand pages need not hold all its HTML at once; what a link resolves to is worked
 * out once per distinct link (every page links the same sidebar).
 */
export function checkLinks(
  pages: Iterable<HtmlPage>,
  files: ReadonlySet<string>,
  pathPrefix = '',
): { errors: LinkProblem[]; warnings: LinkProblem[] } {
  const errors: LinkProblem[] = [];
  const warnings: LinkProblem[] = [];
  const byPath = new Map<string, Set<string>>();
  for (const page of pages)
    byPath.set(normalisePath(page.path), new Set([...extractIds(page.html)].map(detach)));
  type Outcome = { kind: 'error' | 'warning'; message: string } | null;
  /** What a link resolves to, by target; only links that do not depend on the page are kept. */
  const outcomes = new Map<string, Outcome>();
  const outcomeOf = (link: string, from: string): Outcome => {
    const [rawPath, hash] = link.split('#', 2) as [string, string | undefined];
    const pathOnly = rawPath.split('?')[0];
    let target = pathOnly === '' ? from : resolve(pathOnly, from);
    if (pathPrefix && (target === pathPrefix || target.startsWith(`${pathPrefix}/`))) {
      target = target.slice(pathPrefix.length) || '/';
    } else if (pathPrefix && pathOnly !== '') {
      return { kind: 'error', message: `is outside the path prefix ${pathPrefix}` };
    }
    const key = normalisePath(target);
    const ids = byPath.get(key);
    if (!ids) {
      if (files.has(target) || files.has(key)) return null;
      // A Markdown link to a content file that did not resolve to a page (already reported
      // with its file and line when the MDX compiled): broken Markdown links only warn.
      return isContentFileLink(pathOnly)
        ? { kind: 'warning', message: 'names a content file that is not a page' }
        : { kind: 'error', message: 'points to a page that does not exist' };
    }
    if (hash && !ids.has(decodeURIComponent(hash))) {
      return { kind: 'warning', message: `has no anchor #${hash} on ${key}` };
    }
    return null;
  };
  for (const page of pages) {
    for (const link of new Set(extractLinks(page.html))) {
      const absolute = link.startsWith('/');
      let outcome = absolute ? outcomes.get(link) : undefined;
      if (outcome === undefined) {
        outcome = outcomeOf(link, page.path);
        if (absolute) outcomes.set(detach(link), outcome);
      }
      if (outcome) {
        (outcome.kind === 'error' ? errors : warnings).push({
          page: page.path,
          link,
          message: outcome.message,
        });
      }
    }
  }
  return { errors, warnings };
}

export function formatLinkProblem(p: LinkProblem): string {
  return `page ${p.page}: link "${p.link}" ${p.message}`;
}

/**
 * onPostBuild step: checks the links of every page of `pagePaths` written in `publicDir`; broken
 * anchors are logged as warnings, broken links fail the build.
 */
export function checkBuiltLinks(
  publicDir: string,
  pagePaths: string[],
  pathPrefix: string,
  reporter: Pick<Reporter, 'warn' | 'panicOnBuild'>,
): void {
  // Every published file as a site path (`/docs/sponsor/index.html`).
  const files = new Set(publishedFiles(publicDir).map((file) => `/${file}`));
  const built = pagePaths.flatMap((page) => {
    if (page.startsWith('/dev-404-page')) return [];
    const clean = page.replace(/\/+$/, '');
    const found = [`${clean}/index.html`, `${clean}.html`, page].find((c) =>
      files.has(c.startsWith('/') ? c : `/${c}`),
    );
    return found ? [{ path: page, file: path.join(publicDir, found) }] : [];
  });
  // Each page read from disk when the check comes to it (twice), never all of them at once.
  const pages: Iterable<HtmlPage> = {
    *[Symbol.iterator]() {
      for (const { path: pagePath, file } of built) {
        yield { path: pagePath, html: fs.readFileSync(file, 'utf8') };
      }
    },
  };
  const { errors, warnings } = checkLinks(pages, files, pathPrefix);
  for (const w of warnings) reporter.warn(`Broken anchor: ${formatLinkProblem(w)}`);
  if (errors.length) {
    reporter.panicOnBuild(
      `Broken links (${errors.length}):\n${errors.map((e) => `  ${formatLinkProblem(e)}`).join('\n')}`,
    );
  }
}
