/**
 * Head tags of search, rendered by gatsby-ssr: in hosted mode, a preconnect to the search host
 * (the DSN host algoliasearch queries first). Nothing in embedded mode.
 */
import { hostedConfig } from '../config';

export function searchHeadComponents() {
  const hosted = hostedConfig();
  if (!hosted) return [];
  return [
    <link
      key="search-preconnect"
      rel="preconnect"
      href={`https://${hosted.appId}-dsn.algolia.net`}
      crossOrigin="anonymous"
    />,
  ];
}
