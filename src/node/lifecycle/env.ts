/**
 * Build-time environment: production and preview builds, site URL, path prefix, analytics and how
 * `gatsby develop` compiles (functions of the variables they are given).
 */

export const DEFAULT_SITE_URL = 'https://chartwrap.dev';

type Env = Record<string, string | undefined>;

/** A production build: `gatsby build` (NODE_ENV=production), where drafts are not built. */
export const isProductionBuild = (env: Env = process.env): boolean => env.NODE_ENV === 'production';

/** A variable set to yes: `1`, `true` or `yes`, in any case. */
const isYes = (value: string | undefined) => /^(1|true|yes)$/i.test(value ?? '');

/** Public URL of the site root, without a trailing slash (SITE_URL, else the host's URL). */
export function siteUrlFrom(env: Env): string {
  const raw = env.SITE_URL || env.URL || DEFAULT_SITE_URL;
  return raw.replace(/\/+$/, '');
}

/** PATH_PREFIX normalised to `/sub/path` (or '' for the root). */
export function pathPrefixFrom(env: Env): string {
  const raw = (env.PATH_PREFIX || '').trim();
  if (!raw || raw === '/') return '';
  return `/${raw.replace(/^\/+|\/+$/g, '')}`;
}

/**
 * A preview build: PREVIEW=true, or a preview deploy on a known host (Netlify deploy previews and
 * branch deploys, Vercel previews, Cloudflare Pages non-production branches, Gatsby Cloud previews).
 */
export function isPreviewBuild(env: Env): boolean {
  if (env.PREVIEW !== undefined && env.PREVIEW !== '') return isYes(env.PREVIEW);
  if (env.CONTEXT === 'deploy-preview' || env.CONTEXT === 'branch-deploy') return true;
  if (env.VERCEL_ENV === 'preview') return true;
  if (env.CF_PAGES === '1' && env.CF_PAGES_BRANCH && env.CF_PAGES_BRANCH !== 'main') return true;
  if (env.GATSBY_IS_PREVIEW === 'true') return true;
  return false;
}

/** A build on Netlify (its build sets NETLIFY=true). */
export const isNetlifyBuild = (env: Env): boolean => env.NETLIFY === 'true';

/**
 * Whether `gatsby develop` compiles each page's code on its first request (webpack's lazy
 * compilation, the default) rather than every page before the site answers. Lazy compilation
 * tells the browser when a page's code is ready from a second port of localhost: opening the
 * development site from another machine or through one forwarded port needs DEVELOP_EAGER=true.
 */
export function lazyDevelopCompilation(env: Env): boolean {
  return !isYes(env.DEVELOP_EAGER);
}

/** GA4 measurement id, or null: none in preview builds or without GATSBY_GTAG_ID. */
export function gtagIdFrom(env: Env): string | null {
  const id = (env.GATSBY_GTAG_ID || '').trim();
  if (!id || isPreviewBuild(env)) return null;
  return id;
}

/**
 * Secrets that must never reach the browser: every `GATSBY_*` variable is compiled into the
 * public bundles, so none may hold the Algolia admin key (the public search key least of all).
 * Returns one message per problem; the build stops on any.
 */
export function secretExposureProblems(env: Env): string[] {
  const adminKey = (env.ALGOLIA_ADMIN_KEY || '').trim();
  if (!adminKey) return [];
  return Object.keys(env)
    .filter((name) => name.startsWith('GATSBY_') && (env[name] || '').trim() === adminKey)
    .sort()
    .map((name) =>
      name === 'GATSBY_ALGOLIA_SEARCH_KEY'
        ? 'GATSBY_ALGOLIA_SEARCH_KEY equals ALGOLIA_ADMIN_KEY: the public search key must be a search-only key (Algolia dashboard → API Keys), never the admin key.'
        : `${name} equals ALGOLIA_ADMIN_KEY: every GATSBY_ variable is published in the browser bundles, so the admin key would be public.`,
    );
}

/** Throws one error listing every secret a build would publish (see secretExposureProblems). */
export function assertNoPublishedSecrets(env: Env): void {
  const problems = secretExposureProblems(env);
  if (problems.length) {
    throw new Error(`Refusing to build: a secret would be published.\n  ${problems.join('\n  ')}`);
  }
}
