/**
 * The site's configuration (spec sections 1 and 2): title, locales, navbar, footer, announcement.
 * Build-time values (site URL, path prefix) come from gatsby-config's siteMetadata.
 */
import type {
  AnnouncementBarConfig,
  FooterConfig,
  LocaleConfig,
  NavbarItem,
  SiteConfig,
} from './types';

export const REPOSITORY_URL = 'https://github.com/chartwrap/chartwrap';
export const CHAT_URL = 'https://discord.gg/chartwrap';
export const QA_URL = 'https://stackoverflow.com/questions/tagged/chartwrap';

export const LOCALES: LocaleConfig[] = [{ code: 'en', label: 'English', direction: 'ltr' }];

export const SITE: Omit<SiteConfig, 'siteUrl' | 'baseUrl'> = {
  title: 'Chartwrap',
  tagline: 'A thin, typed, React wrapper for a charting service',
  trailingSlash: 'ignore',
  favicon: '/favicon.svg',
  locales: LOCALES,
  defaultLocale: 'en',
  titleDelimiter: '|',
};

/** The navbar: Examples on the left; chat, Q&A, repository, search and colour mode on the right. */
export const NAVBAR_ITEMS: NavbarItem[] = [
  { type: 'docSidebar', sidebarId: 'default', label: 'Examples', position: 'left' },
  { type: 'default', label: 'Chat', href: CHAT_URL, position: 'right' },
  { type: 'default', label: 'Q&A', href: QA_URL, position: 'right' },
  { type: 'default', label: 'GitHub', href: REPOSITORY_URL, position: 'right' },
  { type: 'search', position: 'right' },
];

/** Hide the navbar while scrolling down (off). */
export const NAVBAR_HIDE_ON_SCROLL = false;

export const ANNOUNCEMENT_BAR: AnnouncementBarConfig | null = {
  id: 'chartwrap-0-1',
  content: 'Chartwrap 0.1 is out: typed options for every chart type.',
  isCloseable: true,
};

export const FOOTER: FooterConfig = {
  columns: [
    {
      title: 'Docs',
      items: [
        { label: 'Quick walkthrough', to: '/docs/quick-walkthrough' },
        { label: 'Examples', to: '/examples/' },
        { label: 'Tags', to: '/tags' },
      ],
    },
    {
      title: 'Community',
      items: [
        { label: 'Chat', href: CHAT_URL },
        { label: 'Q&A', href: QA_URL },
      ],
    },
    {
      title: 'More',
      items: [
        { label: 'GitHub', href: REPOSITORY_URL },
        { label: 'Sponsor', to: '/docs/sponsor' },
      ],
    },
  ],
  row: [],
  copyright: `Copyright \u00a9 ${new Date().getFullYear()} Chartwrap contributors. Built with Gatsby.`,
};
