import type { ReactNode } from 'react';
import { SiteDataProvider, type SiteData } from '../components/SiteData';
import type { SidebarItem } from '../shared/types';

export const SIDEBAR: SidebarItem[] = [
  { type: 'link', label: 'Examples', href: '/examples/' },
  {
    type: 'category',
    label: 'Guides',
    items: [
      {
        type: 'link',
        label: 'Quick walkthrough',
        href: '/docs/quick-walkthrough',
        docId: 'docs/quick-walkthrough',
      },
      { type: 'link', label: 'Sponsor', href: '/docs/sponsor', docId: 'docs/sponsor' },
    ],
  },
];

export const SITE_DATA: SiteData = {
  siteMetadata: {
    title: 'Chartwrap',
    tagline: 'A thin, typed, React wrapper for a charting service',
    description: 'desc',
    siteUrl: 'https://example.test',
    titleDelimiter: '|',
  },
  sidebars: { default: SIDEBAR },
  versions: [
    {
      name: 'current',
      label: 'Next',
      isLast: true,
      path: '/',
      mainDocId: 'docs/quick-walkthrough',
      sidebars: ['default'],
      draftIds: ['docs/secret'],
      docs: [
        { id: 'docs/quick-walkthrough', path: '/docs/quick-walkthrough', sidebar: 'default' },
        { id: 'docs/sponsor', path: '/docs/sponsor', sidebar: 'default' },
      ],
    },
  ],
};

export function WithSiteData({ children }: { children: ReactNode }) {
  return <SiteDataProvider value={SITE_DATA}>{children}</SiteDataProvider>;
}
