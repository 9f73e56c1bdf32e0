/**
 * Files written after the build beside Gatsby's output (pure string builders, unit-tested):
 * redirect pages that work on a direct load from any static host, `.html` aliases, robots.txt.
 */
import { scriptLiteral } from '../shared/inline-script';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

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
<script>location.replace(${scriptLiteral(to)} + location.search + location.hash)</script>
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
 * `.html` aliases of the pages: for `/docs/sponsor` (written as docs/sponsor/index.html) a copy at
 * docs/sponsor.html. Loading it shows the page, and Gatsby's runtime then replaces the address with
 * the page's own path (it does so whenever the address differs from the page's path).
 */
export function htmlAliases(pagePaths: string[]): { source: string; alias: string }[] {
  return pagePaths
    .map((p) => p.replace(/^\/+|\/+$/g, ''))
    .filter((p) => p !== '' && !/^(404|dev-404-page)/.test(p) && !p.endsWith('.html'))
    .map((p) => ({ source: `${p}/index.html`, alias: `${p}.html` }));
}

/** robots.txt: everything allowed (preview builds: nothing), and the sitemap's absolute URL. */
export function robotsTxt(siteUrl: string, pathPrefix: string, preview: boolean): string {
  return preview
    ? 'User-agent: *\nDisallow: /\n'
    : `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}${pathPrefix}/sitemap.xml\n`;
}
