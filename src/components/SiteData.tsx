import { graphql, useStaticQuery } from 'gatsby';
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { DocsVersion, SidebarItem } from '../shared/types';

/** Site-wide data every page's layout needs (one static query). */
export interface SiteData {
  siteMetadata: NonNullable<Queries.SiteDataQuery['site']>['siteMetadata'];
  /** Resolved sidebars by id. */
  sidebars: Record<string, SidebarItem[]>;
  /** The docs versions (one: Next). */
  versions: readonly DocsVersion[];
}

const SiteDataContext = createContext<SiteData | null>(null);

export function SiteDataProvider({ value, children }: { value: SiteData; children: ReactNode }) {
  return <SiteDataContext.Provider value={value}>{children}</SiteDataContext.Provider>;
}

/** Reads the site data; throws when used outside <SiteDataProvider> (a developer error). */
export function useSiteData(): SiteData {
  const value = useContext(SiteDataContext);
  if (!value) throw new Error('useSiteData must be used inside <SiteDataProvider> (see Layout).');
  return value;
}

/** The static query behind SiteDataProvider (used by Layout). */
export function useStaticSiteData(): SiteData {
  const data = useStaticQuery<Queries.SiteDataQuery>(graphql`
    query SiteData {
      site {
        siteMetadata {
          title
          tagline
          description
          siteUrl
          titleDelimiter
        }
      }
      allSidebar {
        nodes {
          sidebarId
          items
        }
      }
      allDocsVersion {
        nodes {
          name
          label
          isLast
          path
          mainDocId
          sidebars
          draftIds
          docs {
            id
            path
            sidebar
          }
        }
      }
    }
  `);
  return {
    siteMetadata: data.site!.siteMetadata,
    // `items` is JSON in the schema: the resolved SidebarItem[] of each sidebar.
    sidebars: Object.fromEntries(
      data.allSidebar.nodes.map((n) => [n.sidebarId, n.items as unknown as SidebarItem[]]),
    ),
    versions: data.allDocsVersion.nodes,
  };
}
