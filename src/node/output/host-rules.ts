/**
 * The files static hosts read beside the site: `_headers` and `_redirects`, in the one syntax both
 * Cloudflare Pages and Netlify accept, within Cloudflare's limits at any page count.
 *
 * `_headers` holds one rule per URL pattern, not per file or page:
 * - `/*` gives every response nosniff, the referrer policy, `Cache-Control` that revalidates, and
 *   the not-found page's Content Security Policy (what any unknown path is answered with);
 * - `/` and, for each first path segment holding pages (`/examples`, `/tags`…), its patterns
 *   (`/examples`, `/examples/`, `/examples/:page`, `/examples/:page/`) give those pages the policy
 *   of the section: the union of its pages' policies and the not-found page's (all pages share
 *   the same inline scripts, so a section's policy differs from its strictest page only by the
 *   capabilities some of its pages use; each page's meta policy, which the browser enforces
 *   beside the header, keeps it to its own);
 * - content-hashed files get `Cache-Control: immutable`, one rule per file name pattern (`/app-*.js`),
 *   checked to match only content-hashed files.
 * A narrower rule replaces what a broader one said: Cloudflare applies every matching rule, adding
 * to a header already set, so it first detaches the header (`! Name`, a line Netlify's parser
 * skips); Netlify keeps the value of the last matching rule, which is the narrower one.
 *
 * The two hosts match patterns differently (Netlify's `*` standing alone also matches the empty
 * segment and what follows without a slash, and it ignores case and a trailing slash; Cloudflare's
 * does neither), so the patterns are ones both read alike, and the immutable ones are checked with
 * both matchers (`cloudflareMatcher`, `netlifyMatcher`: the unit test holds `netlifyMatcher` to
 * Netlify's own parser, and e2e/hosts.e2e.ts the built files to both hosts' own code).
 */
import { unionOfDirectives, type Directives } from './policy-directives';

/** Cloudflare Pages' documented limits (Netlify's are wider). */
export const HOST_LIMITS = { headerRules: 100, lineLength: 2000, staticRedirects: 2000 };

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';

export interface HeaderRule {
  path: string;
  headers: Record<string, string>;
  /** Headers a broader rule set that this rule replaces (Cloudflare's `! Name`). */
  detach?: string[];
}

/** `_headers`: one block per path; two-space indented `! Name` then `Name: value` lines. */
export function headersFile(rules: readonly HeaderRule[]): string {
  return `${rules
    .map((r) =>
      [
        r.path,
        ...(r.detach ?? []).map((name) => `  ! ${name}`),
        ...Object.entries(r.headers).map(([k, v]) => `  ${k}: ${v}`),
      ].join('\n'),
    )
    .join('\n\n')}\n`;
}

const escapeRegExp = (s: string) => s.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&');

/** How Cloudflare Pages matches a rule's path: `*` any characters, `:name` one segment's. */
export function cloudflareMatcher(pattern: string): RegExp {
  const source = pattern
    .split('*')
    .map((part) => escapeRegExp(part).replace(/:[A-Za-z]\w*/g, '[^/]+'))
    .join('.*');
  return new RegExp(`^${source}$`);
}

/**
 * How Netlify matches a header rule's path (its headers parser's `forRegExp`): segment by segment,
 * a standalone `*` optional and unbounded, case-insensitive, an optional trailing slash.
 */
export function netlifyMatcher(pattern: string): RegExp {
  const parts = pattern
    .split('/')
    .map((p) => p.trimEnd())
    .filter(Boolean)
    .map((part) => {
      if (part.startsWith(':')) return '([^/]+)';
      if (part === '*') return '?(.*)';
      if (part.includes('*')) return part.replaceAll('*', '(.*)');
      return escapeRegExp(part);
    });
  return new RegExp(`^/${parts.join('/')}/?$`, 'iu');
}

/** An HTML file of public/ and the policy of its page. */
export interface PolicyPage {
  file: string;
  directives: Directives;
}

/**
 * The URL patterns of the pages of one first path segment: for each depth its pages reach, the
 * pattern with and without a trailing slash (`/examples`, `/examples/`, `/examples/:page`,
 * `/examples/:page/`). One segment per placeholder: both hosts match `:page` alike, where a
 * trailing `*` reaches further on Netlify (`/search/*` matches `/search-manifest.json` there).
 */
function sectionPatterns(section: string, urlPaths: readonly string[]): string[] {
  const depths = new Set(urlPaths.map((p) => p.split('/').filter(Boolean).length));
  return [...depths]
    .sort((a, b) => a - b)
    .flatMap((depth) => {
      const pattern = `/${[section, ...Array.from({ length: depth - 1 }, (_, i) => (i ? `:p${i}` : ':page'))].join('/')}`;
      return [pattern, `${pattern}/`];
    });
}

/** File name patterns, broadest first, that could cover the content-hashed file `file`. */
function assetPatterns(file: string): string[] {
  const slash = file.lastIndexOf('/');
  const dir = slash < 0 ? '/' : `/${file.slice(0, slash + 1)}`;
  const name = file.slice(slash + 1);
  const ext = /\.[a-z]+$/.exec(name)?.[0] ?? '';
  const firstToken = /^[^-.]*[-.]/.exec(name)?.[0];
  const beforeHash = /^(.*?[-.])[0-9a-f]{16,}/.exec(name)?.[1];
  return [
    `${dir}*${ext}`,
    ...(firstToken ? [`${dir}${firstToken}*${ext}`] : []),
    ...(beforeHash ? [`${dir}${beforeHash}*${ext}`] : []),
    `/${file}`,
  ];
}

export interface HeaderRulesInput {
  /** Every page's HTML file (relative to public/) and its header policy's directives. */
  pages: readonly PolicyPage[];
  /** Every published file (relative paths). */
  published: readonly string[];
  /** The URL paths an HTML file is served at. */
  servedPaths: (file: string) => string[];
  isContentHashed: (file: string) => boolean;
  serialize: (directives: Directives) => string;
  /** Headers every response gets. */
  common: Record<string, string>;
  pathPrefix?: string;
}

const CSP = 'Content-Security-Policy';
const CACHE = 'Cache-Control';

/** The `_headers` rules of a build (see the module's comment); throws past Cloudflare's limits. */
export function headerRules(input: HeaderRulesInput): HeaderRule[] {
  const { pages, published, servedPaths, isContentHashed, serialize, common } = input;
  const prefix = input.pathPrefix ?? '';
  const notFound =
    pages.find((p) => p.file === '404.html') ?? pages.find((p) => /^404\//.test(p.file));
  const withNotFound = (list: Directives[]) =>
    unionOfDirectives(notFound ? [...list, notFound.directives] : list);
  // Pages in folders, by first segment, with the root `<segment>.html` alias of the folder's index
  // page (hosts that prefer `<segment>.html` to `<segment>/index.html` serve it at `/<segment>`).
  const folders = new Set(
    pages.filter((p) => p.file.includes('/')).map((p) => p.file.slice(0, p.file.indexOf('/'))),
  );
  const sections = new Map<string, PolicyPage[]>();
  for (const page of pages) {
    const slash = page.file.indexOf('/');
    const section = slash > 0 ? page.file.slice(0, slash) : page.file.replace(/\.html$/, '');
    if (!folders.has(section)) continue;
    sections.set(section, [...(sections.get(section) ?? []), page]);
  }
  const home = pages.filter((p) => p.file === 'index.html');
  const rootFiles = pages.filter((p) => !p.file.includes('/') && p.file !== 'index.html');
  const rules: HeaderRule[] = [
    {
      path: '/*',
      headers: {
        ...common,
        [CACHE]: REVALIDATE,
        [CSP]: serialize(withNotFound(rootFiles.map((p) => p.directives))),
      },
    },
  ];
  if (home.length) {
    const policy = serialize(unionOfDirectives(home.map((p) => p.directives)));
    rules.push({ path: '/', detach: [CSP], headers: { [CSP]: policy } });
  }
  for (const section of [...sections.keys()].sort()) {
    const members = sections.get(section)!;
    const policy = serialize(withNotFound(members.map((p) => p.directives)));
    const urlPaths = members.flatMap((p) => servedPaths(p.file));
    for (const p of sectionPatterns(section, urlPaths)) {
      rules.push({ path: p, detach: [CSP], headers: { [CSP]: policy } });
    }
  }
  // Content-hashed files: the broadest pattern that matches nothing else, for either host.
  const everyPath = [
    ...published.map((f) => ({ path: `/${f}`, hashed: isContentHashed(f) })),
    ...pages.flatMap((p) => servedPaths(p.file).map((path) => ({ path, hashed: false }))),
  ];
  const covers = new Map<string, boolean>();
  const coversOnlyHashed = (pattern: string) => {
    let ok = covers.get(pattern);
    if (ok === undefined) {
      const cf = cloudflareMatcher(pattern);
      const nf = netlifyMatcher(pattern);
      ok = everyPath.every((e) => e.hashed || !(cf.test(e.path) || nf.test(e.path)));
      covers.set(pattern, ok);
    }
    return ok;
  };
  const immutable = new Set<string>(['/static/*']);
  for (const file of published) {
    if (!isContentHashed(file)) continue;
    const patterns = assetPatterns(file);
    if (patterns.some((p) => immutable.has(p) && cloudflareMatcher(p).test(`/${file}`))) continue;
    immutable.add(patterns.find((p, i) => i === patterns.length - 1 || coversOnlyHashed(p))!);
  }
  for (const p of immutable)
    rules.push({ path: p, detach: [CACHE], headers: { [CACHE]: IMMUTABLE } });
  const prefixed = rules.map((r) => ({ ...r, path: `${prefix}${r.path}` }));
  checkHeaderLimits(prefixed);
  return prefixed;
}

/** Throws when `rules` pass Cloudflare Pages' limits (it would drop what follows). */
export function checkHeaderLimits(rules: readonly HeaderRule[]): void {
  if (rules.length > HOST_LIMITS.headerRules) {
    throw new Error(
      `_headers: ${rules.length} rules, more than the ${HOST_LIMITS.headerRules} Cloudflare Pages applies (${rules
        .slice(0, 5)
        .map((r) => r.path)
        .join(', ')}…)`,
    );
  }
  for (const line of headersFile(rules).split('\n')) {
    if (line.length > HOST_LIMITS.lineLength) {
      throw new Error(
        `_headers: a line of ${line.length} characters, longer than the ${HOST_LIMITS.lineLength} Cloudflare Pages reads: ${line.slice(0, 120)}…`,
      );
    }
  }
}

/** The longest line of a `_headers` text (the growth bench prints it). */
export const longestLine = (text: string) =>
  text.split('\n').reduce((most, line) => Math.max(most, line.length), 0);

/**
 * `_redirects`: each moved path, with and without its trailing slash (Cloudflare matches a static
 * rule exactly), answered with a permanent redirect; both hosts keep the query string.
 */
export function redirectsFile(
  redirects: readonly { fromPath: string; toPath: string }[],
  pathPrefix = '',
): string {
  const lines = redirects.flatMap(({ fromPath, toPath }) => {
    const from = `${pathPrefix}${fromPath.replace(/\/+$/, '')}`;
    const to = `${pathPrefix}${toPath}`;
    return [`${from} ${to} 301`, `${from}/ ${to} 301`];
  });
  if (lines.length > HOST_LIMITS.staticRedirects) {
    throw new Error(
      `_redirects: ${lines.length} rules, more than the ${HOST_LIMITS.staticRedirects} static redirects Cloudflare Pages reads`,
    );
  }
  return `${lines.join('\n')}\n`;
}
