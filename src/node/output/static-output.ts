/**
 * Files written after the build beside Gatsby's output: `_redirects` (the moved paths as HTTP
 * redirects, for Cloudflare Pages and Netlify), redirect pages that work on a direct load from any
 * static host, `.html` aliases, sitemap.xml, robots.txt (pure string builders, unit-tested, and
 * `writeStaticOutputs`, the onPostBuild step writing them).
 */
import fs from 'node:fs';
import path from 'node:path';
import { isNetlifyBuild, isPreviewBuild, pathPrefixFrom, siteUrlFrom } from '../lifecycle/env';
import { REDIRECTS } from '../content/pages';
import { redirectsFile } from './host-rules';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The script of every redirect page: the same for all (one hash in the policy), `to` read from it. */
export const REDIRECT_SCRIPT =
  'location.replace(document.currentScript.dataset.to + location.search + location.hash)';

/**
 * A static redirect page: a meta refresh (works without JavaScript), a script that keeps the
 * query and the hash, and a link. `to` includes the path prefix.
 */
export function redirectHtml(to: string, absoluteTo: string): string {
  const href = escapeHtml(to);
  return `<!DOCTYPE html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<title>Redirecting to ${href}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${escapeHtml(absoluteTo)}">
<meta http-equiv="refresh" content="0; url=${href}">
<script data-to="${href}">${REDIRECT_SCRIPT}</script>
</head>
<body><p>This page has moved to <a href="${href}">${href}</a>.</p></body>
</html>
`;
}

/** Output file of a redirect's source path: `/examples/bar` → `examples/bar/index.html`. */
export function redirectFile(fromPath: string): string {
  const clean = fromPath.replace(/^\/+|\/+$/g, '');
  return clean ? `${clean}/index.html` : 'index.html';
}

/**
 * `.html` aliases of the pages: for `/docs/sponsor` (written as docs/sponsor/index.html) a
 * redirect page at docs/sponsor.html leading to the page (query and hash kept). A redirect, not a
 * copy: a copy would write every page twice.
 *
 * It leads to `/docs/sponsor/`, the folder's own index, which every static server serves from
 * docs/sponsor/index.html, and Gatsby then shows as `/docs/sponsor` in the address bar. Not to
 * `/docs/sponsor`: hosts that serve `/docs/sponsor` from docs/sponsor.html when it exists
 * (Cloudflare Pages, GitHub Pages) would answer with the alias again, a redirect to itself.
 */
export function htmlAliases(pagePaths: string[]): { source: string; alias: string; to: string }[] {
  return pagePaths
    .map((to) => ({ to: `/${to.replace(/^\/+/, '')}`, p: to.replace(/^\/+|\/+$/g, '') }))
    .filter(({ p }) => p !== '' && !/^(404|dev-404-page)/.test(p) && !p.endsWith('.html'))
    .map(({ to, p }) => ({ source: `${p}/index.html`, alias: `${p}.html`, to }));
}

/** robots.txt: everything allowed (preview builds: nothing), and the sitemap's absolute URL. */
export function robotsTxt(siteUrl: string, pathPrefix: string, preview: boolean): string {
  return preview
    ? 'User-agent: *\nDisallow: /\n'
    : `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}${pathPrefix}/sitemap.xml\n`;
}

/**
 * onPostBuild step: `_redirects`, redirect pages, `.html` aliases of `pagePaths`, sitemap.xml (a
 * copy of the plugin's sitemap-0.xml) and robots.txt, in `publicDir`. A Netlify build gets no
 * redirect pages: Netlify skips a `_redirects` rule whose path has a file (it shadows the rule),
 * and answers the rule's 301 instead once there is none.
 */
export function writeStaticOutputs(
  publicDir: string,
  pagePaths: string[],
  env: Record<string, string | undefined> = process.env,
): void {
  const prefix = pathPrefixFrom(env);
  const siteUrl = siteUrlFrom(env);
  fs.writeFileSync(path.join(publicDir, '_redirects'), redirectsFile(REDIRECTS, prefix));
  for (const { fromPath, toPath } of isNetlifyBuild(env) ? [] : REDIRECTS) {
    const file = path.join(publicDir, redirectFile(fromPath));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, redirectHtml(`${prefix}${toPath}`, `${siteUrl}${prefix}${toPath}`));
  }
  for (const { source, alias, to } of htmlAliases(pagePaths)) {
    if (!fs.existsSync(path.join(publicDir, source))) continue;
    const folder = to.endsWith('/') ? to : `${to}/`;
    fs.writeFileSync(
      path.join(publicDir, alias),
      redirectHtml(`${prefix}${folder}`, `${siteUrl}${prefix}${to}`),
    );
  }
  const sitemap0 = path.join(publicDir, 'sitemap-0.xml');
  if (fs.existsSync(sitemap0)) fs.copyFileSync(sitemap0, path.join(publicDir, 'sitemap.xml'));
  fs.writeFileSync(
    path.join(publicDir, 'robots.txt'),
    robotsTxt(siteUrl, prefix, isPreviewBuild(env)),
  );
}
