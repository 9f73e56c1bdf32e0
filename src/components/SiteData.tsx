import { graphql, useStaticQuery } from 'gatsby';
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { DocsVersion, SidebarItem } from '../shared/types';

/** Site-wide data every page's layout needs (one static query). */
export interface SiteData {
  siteMetadata: {
    title: string;
    tagline: string;
    description: string;
    siteUrl: string;
    titleDelimiter: string;
  };
  /** Resolved sidebars by id. */
  sidebars: Record<string, SidebarItem[]>;
  /** The docs versions (one: Next). */
  versions: DocsVersion[];
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

interface SiteDataQuery {
  site: { siteMetadata: SiteData['siteMetadata'] };
  allSidebar: { nodes: { sidebarId: string; items: SidebarItem[] }[] };
  allDocsVersion: { nodes: DocsVersion[] };
}

/** The static query behind SiteDataProvider (used by Layout). */
export function useStaticSiteData(): SiteData {
  const data = useStaticQuery<SiteDataQuery>(graphql`
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
    siteMetadata: data.site.siteMetadata,
    sidebars: Object.fromEntries(data.allSidebar.nodes.map((n) => [n.sidebarId, n.items])),
    versions: data.allDocsVersion.nodes,
  };
}
