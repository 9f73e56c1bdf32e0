import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID, MOBILE_MEDIA_QUERY } from '../config';
import { ANNOUNCEMENT_BAR, FOOTER, NAVBAR_ITEMS } from '../config';
import { AnnouncementBar } from './AnnouncementBar';
import { CrashBoundary } from './CrashBoundary';
import { DocSidebar } from './DocSidebar';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { SiteDataProvider, useSiteData, useStaticSiteData } from './SiteData';
import { SkipLink } from './SkipLink';
import { storedPreferredVersion } from '../browser/docs-version';
import { withoutPathPrefix } from '../shared/prose-markup';

export const isPreview = () => process.env.CHARTWRAP_PREVIEW === 'true';

/** Paths that show the doc sidebar: the examples index, doc pages and example pages. */
export function hasDocSidebar(path: string): boolean {
  return /^\/(docs|examples)(\/|$)/.test(path);
}

/** Strips the path prefix from a location pathname. */

/** Mobile sidebar state: closes on route change and when the window reaches desktop width. */
export function useMobileSidebar(pathname: string) {
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    const mq = window.matchMedia?.(MOBILE_MEDIA_QUERY);
    if (!mq) return;
    const onChange = () => !mq.matches && setOpen(false);
    mq.addEventListener?.('change', onChange);
    return () => mq.removeEventListener?.('change', onChange);
  }, []);
  return [open, setOpen] as const;
}

function Frame({ children, pathname }: { children: ReactNode; pathname: string }) {
  const { siteMetadata, sidebars, versions } = useSiteData();
  // Whatever the navbar shows: a stored docs version that no longer exists is removed.
  useEffect(() => void storedPreferredVersion(versions.map((v) => v.name)), [versions]);
  const path = withoutPathPrefix(
    pathname,
    typeof __PATH_PREFIX__ === 'string' ? __PATH_PREFIX__ : '',
  );
  const [mobileOpen, setMobileOpen] = useMobileSidebar(pathname);
  const sidebar = hasDocSidebar(path) ? (sidebars.default ?? []) : null;
  return (
    <>
      <SkipLink />
      {isPreview() && (
        <div className="preview-marker" role="note">
          Preview
        </div>
      )}
      <AnnouncementBar config={ANNOUNCEMENT_BAR} />
      <Navbar
        title={siteMetadata.title}
        items={NAVBAR_ITEMS}
        sidebar={sidebar}
        path={path}
        mobileOpen={mobileOpen}
        setMobileOpen={setMobileOpen}
      />
      <div className={`main-wrapper ${sidebar ? 'main-wrapper--docs' : ''}`}>
        {sidebar && <DocSidebar items={sidebar} path={path} />}
        <main id={MAIN_CONTENT_ID} className="main" tabIndex={-1}>
          <CrashBoundary resetKey={path}>{children}</CrashBoundary>
        </main>
      </div>
      <Footer config={FOOTER} />
    </>
  );
}

/** The layout of every page (wrapped around each page by wrapPageElement). */
export function Layout({ children, pathname }: { children: ReactNode; pathname: string }) {
  const data = useStaticSiteData();
  return (
    <SiteDataProvider value={data}>
      <Frame pathname={pathname}>{children}</Frame>
    </SiteDataProvider>
  );
}
