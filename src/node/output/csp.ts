/**
 * Content Security Policy of every page, written after the build:
 * - each HTML file gets a `<meta http-equiv="Content-Security-Policy">` right after its charset,
 *   before any script, allowing exactly its own inline scripts (SHA-256 hashes, never
 *   'unsafe-inline' for scripts);
 * - `_headers` (the format Netlify and Cloudflare Pages read; host-rules.ts) gives the policy as a
 *   header with what only a header can say (frame-ancestors), one rule per section of the site
 *   (the union of its pages' policies: the browser enforces both, so the meta keeps each page to
 *   its own), plus nosniff, a referrer policy and long-lived caching for content-hashed assets;
 * - a page gets what it uses and nothing more: the charts loader's origin where a chart is drawn,
 *   'unsafe-eval' (react-live compiles with `new Function`) where the live editor can open, the
 *   search service's hosts in hosted search mode, Google Analytics hosts when analytics is on.
 *
 * A client-side navigation keeps the policy of the document it started in, so the browser
 * (src/browser/page-policy.ts) has to know what the other pages need: the capabilities of every
 * page go into one content-hashed file (`page-capabilities.<hash>.json`, cached for good), and
 * each page carries only a small JSON data block (not a script) with its own capabilities and
 * that file's URL. The browser loads a page fully when it needs more than the current document
 * allows, or when it cannot tell.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { publishedFiles } from './published-files';
import { headerRules, headersFile, type PolicyPage } from './host-rules';
import type { Directives } from './policy-directives';
import {
  PAGE_CAPABILITIES_ELEMENT_ID,
  type Capability,
  type PageCapabilitiesData,
  type PageCapabilitiesMap,
} from '../../shared/page-capabilities';
import { scriptLiteral } from '../../shared/inline-script';

/** Origin of the Google Charts loader and of the scripts and styles it loads in turn. */
export const CHARTS_ORIGIN = 'https://www.gstatic.com';
/** Where the "Open in sandbox" form posts. */
export const SANDBOX_ORIGIN = 'https://stackblitz.com';
/**
 * The insights client DocSearch loads in hosted mode (its exact URL: DocSearch 4.7 pins the
 * version; a unit test reads it from the installed DocSearch so an upgrade cannot drift silently).
 */
export const SEARCH_INSIGHTS_SCRIPT_URL =
  'https://cdn.jsdelivr.net/npm/search-insights@2.15.0/dist/search-insights.min.js';
/** Where the insights client sends its events (global and regional endpoints). */
export const SEARCH_INSIGHTS_ORIGINS = [
  'https://insights.algolia.io',
  'https://insights.us.algolia.io',
  'https://insights.de.algolia.io',
];
/** Google Analytics 4 (gtag.js): its script host and the hosts it reports to. */
export const GTAG_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';
export const GTAG_REPORT_ORIGINS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

/** What the site's configuration switches on for every page. */
export interface SiteServices {
  /** Algolia application id in hosted search mode, else null (the embedded index answers). */
  hostedSearchAppId: string | null;
  /** Google Analytics is on (a measurement id, not a preview build). */
  analytics: boolean;
}

/** The search hosts algoliasearch queries for `appId` (read host first, then its fallbacks). */
export function searchHosts(appId: string): string[] {
  const id = appId.toLowerCase();
  return [
    `https://${id}-dsn.algolia.net`,
    `https://${id}.algolia.net`,
    ...[1, 2, 3].map((n) => `https://${id}-${n}.algolianet.com`),
  ];
}

/** Attributes written by the components in the server-rendered HTML. */
const CAPABILITY_MARKERS: Record<Capability, string> = {
  // chartwrap's <Chart> (data-chartwrap="loading" before it draws).
  charts: 'data-chartwrap',
  // The playground's <Example> (its Edit button opens the live editor).
  liveEditor: 'data-example',
};

/**
 * Whether some element of `html` has the attribute `name` (with a quoted value): each occurrence
 * of `name="` counts when it stands inside a tag (the last `<` before it opens an element and no
 * `>` closes it first). Text naming the attribute does not count. Found by string search, as
 * a build of a thousand pages checks every page.
 */
export function hasAttribute(html: string, name: string): boolean {
  const needle = `${name}="`;
  for (let at = html.indexOf(needle); at !== -1; at = html.indexOf(needle, at + 1)) {
    if (!/\s/.test(html[at - 1] ?? '')) continue;
    const open = html.lastIndexOf('<', at);
    if (open !== -1 && open > html.lastIndexOf('>', at) && /[a-z]/i.test(html[open + 1] ?? '')) {
      return true;
    }
  }
  return false;
}

/** What a page's HTML shows it will do in the browser. */
export function pageCapabilities(html: string): Capability[] {
  return (Object.keys(CAPABILITY_MARKERS) as Capability[]).filter((c) =>
    hasAttribute(html, CAPABILITY_MARKERS[c]),
  );
}

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** Script types the browser runs (anything else, such as JSON, is a data block). */
const isExecutable = (attributes: string) => {
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
  return !type || type === 'module' || /^(text|application)\/(javascript|ecmascript)$/.test(type);
};

/** `'sha256-…'` of every inline script the browser runs, in document order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(SCRIPT_ELEMENT)) {
    if (/\bsrc\s*=/i.test(attributes) || !isExecutable(attributes)) continue;
    const hash = `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
    if (!hashes.includes(hash)) hashes.push(hash);
  }
  return hashes;
}

/**
 * Markup a hash cannot allow: event-handler attributes (`onclick="…"`) and `javascript:` URLs.
 * Returns what was found (the build fails on any).
 */
export function inlineHandlers(html: string): string[] {
  const found: string[] = [];
  // The precise patterns are slow over large pages; most pages fail the quick ones and skip them.
  if (/\son[a-z]+\s*=/i.test(html)) {
    for (const m of html.matchAll(/<[a-z][^>]*?\s(on[a-z]+)\s*=\s*["']?[^"'\s>]/gi)) {
      found.push(m[1]);
    }
  }
  if (/javascript:/i.test(html)) {
    for (const m of html.matchAll(/\s(?:href|src|action)\s*=\s*["']?\s*javascript:/gi)) {
      found.push(m[0].trim());
    }
  }
  return found;
}

/** The policy of one page, directive by directive. */
export function pageDirectives(
  capabilities: Capability[],
  scriptHashes: string[],
  services: SiteServices,
): Directives {
  const charts = capabilities.includes('charts');
  const liveEditor = capabilities.includes('liveEditor');
  const search = services.hostedSearchAppId;
  return {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...scriptHashes,
      ...(liveEditor ? ["'unsafe-eval'"] : []),
      ...(charts ? [CHARTS_ORIGIN] : []),
      ...(search ? [SEARCH_INSIGHTS_SCRIPT_URL] : []),
      ...(services.analytics ? [GTAG_SCRIPT_ORIGIN] : []),
    ],
    // Inline styles stay allowed: the server-rendered markup and the charts library set style
    // attributes, which hashes cannot cover.
    'style-src': ["'self'", "'unsafe-inline'", ...(charts ? [CHARTS_ORIGIN] : [])],
    'img-src': [
      "'self'",
      'data:',
      ...(charts ? [CHARTS_ORIGIN] : []),
      ...(services.analytics ? GTAG_REPORT_ORIGINS : []),
    ],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      ...(search ? [...searchHosts(search), ...SEARCH_INSIGHTS_ORIGINS] : []),
      ...(services.analytics ? GTAG_REPORT_ORIGINS : []),
    ],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...(liveEditor ? [SANDBOX_ORIGIN] : [])],
  };
}

/** Directives a `<meta>` policy cannot carry (browsers ignore them there); headers only. */
const HEADER_ONLY_DIRECTIVES: Directives = { 'frame-ancestors': ["'none'"] };

export function serializePolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

const CHARSET_META = /<meta\s+charset=["']?utf-8["']?\s*\/?>/i;

/**
 * The HTML with its policy as the first thing after the charset (before any script: a meta policy
 * covers only what follows it) and its page capabilities data as a JSON data block.
 */
export function injectPolicy(html: string, policy: string, data: PageCapabilitiesData): string {
  if (/http-equiv=["']?Content-Security-Policy/i.test(html)) {
    throw new Error('the page already has a Content-Security-Policy meta tag');
  }
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  const json = scriptLiteral(data);
  const block = `<script type="application/json" id="${PAGE_CAPABILITIES_ELEMENT_ID}">${json}</script>`;
  const charset = CHARSET_META.exec(html);
  const at = charset
    ? charset.index + charset[0].length
    : (() => {
        const head = /<head[^>]*>/i.exec(html);
        if (!head) throw new Error('no <head> to put the policy in');
        return head.index + head[0].length;
      })();
  return `${html.slice(0, at)}${meta}${block}${html.slice(at)}`;
}

const INJECTED = new RegExp(
  `<meta http-equiv="Content-Security-Policy" content="[^"]*"/><script type="application/json" id="${PAGE_CAPABILITIES_ELEMENT_ID}">[^<]*</script>`,
);

/**
 * The HTML without what injectPolicy added. Gatsby re-renders only the pages that changed, so a
 * page can still carry the policy of the previous build.
 */
export function removePolicy(html: string): string {
  return html.replace(INJECTED, '');
}

/** File name of the capabilities map, as the build writes it at the root of public/. */
const CAPABILITIES_MAP_FILE = /^page-capabilities\.[0-9a-f]{20}\.json$/;

/**
 * The capabilities map file of `map` (keys sorted, so the same pages give the same bytes): its
 * name carries the content hash, so a host may cache it for good and a new build gets a new name.
 */
export function capabilitiesMapFile(map: PageCapabilitiesMap): { name: string; json: string } {
  const sorted = Object.fromEntries(
    Object.keys(map)
      .sort()
      .map((k) => [k, map[k]]),
  );
  const json = JSON.stringify(sorted);
  const hash = createHash('sha256').update(json, 'utf8').digest('hex').slice(0, 20);
  return { name: `page-capabilities.${hash}.json`, json };
}

/** The one loader script every page shares: the page path comes from the script's attribute. */
export const SHARED_PAGE_PATH_SCRIPT = 'window.pagePath=document.currentScript.dataset.pagePath';
const PAGE_PATH_SCRIPT =
  /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/window\.pagePath="([^"<\\]*)";\/\*\]\]>\*\/<\/script>/;

/**
 * The HTML with Gatsby's loader script (`window.pagePath="/a"`, a script of its own on every page)
 * replaced by `SHARED_PAGE_PATH_SCRIPT`, the path in a `data-page-path` attribute: every page then
 * runs the same inline scripts, so pages share a policy, and a host's few header rules (one per
 * section of the site, not per page) can give it. Left as it is when Gatsby writes it otherwise.
 */
export function sharePagePathScript(html: string): string {
  return html.replace(
    PAGE_PATH_SCRIPT,
    (_, pagePath: string) =>
      `<script id="gatsby-script-loader" data-page-path="${pagePath.replace(/&/g, '&amp;')}">${SHARED_PAGE_PATH_SCRIPT}</script>`,
  );
}

/** Whether an HTML document is a redirect page (a `.html` alias or a moved page), not a page. */
const isRedirectPage = (html: string) => /<meta\s+http-equiv=["']?refresh["']?/i.test(html);

/** The URL paths a host serves an HTML file at: `a/index.html` → `/a/`, `/a`; `a.html` → `/a.html`. */
export function servedPaths(htmlFile: string): string[] {
  const file = htmlFile.replace(/^\/+/, '');
  if (file === 'index.html') return ['/'];
  if (file.endsWith('/index.html')) {
    const dir = `/${file.slice(0, -'/index.html'.length)}`;
    return [`${dir}/`, dir];
  }
  return [`/${file}`];
}

/** The page path an HTML file belongs to (`a/index.html` → `/a`, `a.html` → `/a`). */
export function pagePathOf(htmlFile: string): string {
  const p = `/${htmlFile.replace(/^\/+/, '')}`.replace(/(\/index)?\.html$/, '');
  return p === '' ? '/' : p;
}

/** A file name with webpack's content hash (app-1a2b3c4d5e6f7a8b9c0d.js): safe to cache for good. */
export const isContentHashed = (file: string) => /[-.][0-9a-f]{16,}\.(js|css|json)$/.test(file);

/** Headers every response gets. */
export const COMMON_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

export interface PolicyReport {
  pages: number;
  /** Policy of each page path (for the closing note and tests). */
  policies: Map<string, string>;
  /** File name of the capabilities map written at the root of public/. */
  capabilitiesMap: string;
}

/**
 * Writes the policy into every HTML file of `publicDir` and writes `publicDir/_headers`.
 * Throws when a page has inline event handlers or `javascript:` URLs (no policy could allow them
 * without 'unsafe-inline').
 */
export function applyContentSecurityPolicy(
  publicDir: string,
  services: SiteServices,
  pathPrefix = '',
): PolicyReport {
  const files = publishedFiles(publicDir);
  const read = (file: string) =>
    sharePagePathScript(removePolicy(fs.readFileSync(path.join(publicDir, file), 'utf8')));
  // Two passes, one page in memory at a time: what each page needs (kept, small), then each page
  // written with its policy, once the shared map (which every page names) is known.
  const pages = files
    .filter((f) => f.endsWith('.html'))
    .flatMap((file) => {
      const html = read(file);
      // Gatsby's slice fragments (_gatsby/slices/*.html) are stitched into the pages at build time.
      if (!/<html[\s>]/i.test(html)) return [];
      const handlers = inlineHandlers(html);
      if (handlers.length) {
        throw new Error(
          `${file}: inline event handlers or javascript: URLs (${handlers.join(', ')}) cannot be allowed by the Content Security Policy; use addEventListener in a script instead`,
        );
      }
      return [
        {
          file,
          capabilities: pageCapabilities(html),
          // The data block added with the policy is not a script the policy has to allow: the
          // hashes of the original HTML are those of the final one.
          scriptHashes: inlineScriptHashes(html),
          redirect: isRedirectPage(html),
        },
      ];
    });
  const capabilityOf: PageCapabilitiesMap = {};
  for (const p of pages) {
    if (p.capabilities.length && !p.file.startsWith('404')) {
      capabilityOf[pagePathOf(p.file)] = p.capabilities;
    }
  }
  // The map of this build replaces those of earlier ones (public/ is kept between builds).
  for (const f of files) if (CAPABILITIES_MAP_FILE.test(f)) fs.rmSync(path.join(publicDir, f));
  const map = capabilitiesMapFile(capabilityOf);
  fs.writeFileSync(path.join(publicDir, map.name), map.json);
  const published = [...files.filter((f) => !CAPABILITIES_MAP_FILE.test(f)), map.name];
  const mapUrl = `${pathPrefix}/${map.name}`;
  const policies = new Map<string, string>();
  const policyPages: PolicyPage[] = [];
  for (const p of pages) {
    const directives = pageDirectives(p.capabilities, p.scriptHashes, services);
    const policy = serializePolicy(directives);
    const html = injectPolicy(read(p.file), policy, { document: p.capabilities, map: mapUrl });
    fs.writeFileSync(path.join(publicDir, p.file), html);
    // A page's own document gives its policy in the report, not its `.html` alias.
    const pagePath = pagePathOf(p.file);
    if (!p.redirect || !policies.has(pagePath)) policies.set(pagePath, policy);
    policyPages.push({ file: p.file, directives: { ...directives, ...HEADER_ONLY_DIRECTIVES } });
  }
  const rules = headerRules({
    pages: policyPages,
    published,
    servedPaths,
    isContentHashed,
    serialize: serializePolicy,
    common: COMMON_HEADERS,
    pathPrefix,
  });
  fs.writeFileSync(path.join(publicDir, '_headers'), headersFile(rules));
  return { pages: pages.length, policies, capabilitiesMap: map.name };
}
