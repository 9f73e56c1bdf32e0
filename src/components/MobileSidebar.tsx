import { Link } from 'gatsby';
import { useEffect, useState } from 'react';
import type { NavbarItem, SidebarItem } from '../shared/types';
import { ColorModeToggle } from './ColorMode';
import { Logo } from './Logo';
import { SidebarItems } from './DocSidebar';
import { NavbarItems } from './NavbarItems';

/**
 * The mobile navbar sidebar: the main menu (navbar items) and, on doc pages, a secondary menu (the
 * doc sidebar) with a back-to-main-menu button. Closing on route change and on desktop width is the
 * Layout's job.
 */
export function MobileSidebar({
  title,
  items,
  sidebar,
  path,
  onClose,
}: {
  title: string;
  items: NavbarItem[];
  sidebar: SidebarItem[] | null;
  path: string;
  onClose: () => void;
}) {
  const [secondary, setSecondary] = useState(sidebar !== null);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <>
      <div className="navbar-sidebar__backdrop" onClick={onClose} aria-hidden="true" />
      <div className="navbar-sidebar" role="dialog" aria-modal="true" aria-label="Navigation">
        <div className="navbar-sidebar__brand">
          <Link className="navbar__brand" to="/" onClick={onClose}>
            <Logo size={28} />
            <b className="navbar__title">{title}</b>
          </Link>
          <ColorModeToggle />
          <button
            type="button"
            className="navbar-sidebar__close"
            aria-label="Close navigation bar"
            onClick={onClose}
          >
            ×
          </button>
        </div>
        {secondary && sidebar ? (
          <div className="navbar-sidebar__secondary menu">
            <button
              type="button"
              className="navbar-sidebar__back"
              onClick={() => setSecondary(false)}
            >
              ← Back to main menu
            </button>
            <SidebarItems items={sidebar} path={path} />
          </div>
        ) : (
          <div className="navbar-sidebar__primary menu">
            <ul className="menu__list">
              <NavbarItems items={items} mobile />
            </ul>
            {sidebar && (
              <button
                type="button"
                className="navbar-sidebar__forward"
                onClick={() => setSecondary(true)}
              >
                Docs menu →
              </button>
            )}
          </div>
        )}
      </div>
    </>
  );
}
