/**
 * The build's last step over public/: only what readers need is published (published-files.ts),
 * then every page gets its Content Security Policy and the host its headers file (csp.ts).
 */
import type { Reporter } from 'gatsby';
import { hostedConfig } from '../../config';
import { applyContentSecurityPolicy, type SiteServices } from './csp';
import { gtagIdFrom } from '../lifecycle/env';
import { UNPUBLISHED_DIR, checkPublishedFiles } from './published-files';

/** What the build's configuration switches on for every page (hosted search, analytics). */
export function siteServices(env: Record<string, string | undefined>): SiteServices {
  return {
    hostedSearchAppId: hostedConfig()?.appId ?? null,
    analytics: gtagIdFrom(env) !== null,
  };
}

export function hardenPublicDir({
  publicDir,
  siteDir,
  pathPrefix,
  reporter,
  env = process.env,
}: {
  publicDir: string;
  siteDir: string;
  pathPrefix: string;
  reporter: Reporter;
  env?: Record<string, string | undefined>;
}): void {
  try {
    const { moved } = checkPublishedFiles(publicDir, siteDir, env);
    const { pages } = applyContentSecurityPolicy(publicDir, siteServices(env), pathPrefix);
    reporter.info(
      `Content Security Policy written into ${pages} HTML files and _headers` +
        (moved.length
          ? `; moved out of public/ to ${UNPUBLISHED_DIR}: ${moved.filter((f) => !f.endsWith('.map')).join(', ')}` +
            ` and ${moved.filter((f) => f.endsWith('.map')).length} source maps holding the build path`
          : ''),
    );
  } catch (error) {
    reporter.panicOnBuild(error instanceof Error ? error.message : String(error));
  }
}
