import { Link } from 'gatsby';
import { useEffect, useRef, useState } from 'react';
import { NAVBAR_HIDE_ON_SCROLL } from '../config';
import type { NavbarItem, SidebarItem } from '../shared/types';
import { ColorModeToggle } from './ColorMode';
import { Logo } from './Logo';
import { MobileSidebar } from './MobileSidebar';
import { NavbarItems } from './NavbarItems';

/** Hides the navbar while scrolling down, shows it on scroll up (when enabled). */
export function useHideOnScroll(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  const last = useRef(0);
  useEffect(() => {
    if (!enabled) return;
    const onScroll = () => {
      const y = window.scrollY;
      setHidden(y > last.current && y > 60);
      last.current = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);
  return hidden;
}

export function Navbar({
  title,
  items,
  sidebar,
  path,
  mobileOpen,
  setMobileOpen,
  hideOnScroll = NAVBAR_HIDE_ON_SCROLL,
}: {
  title: string;
  items: NavbarItem[];
  /** The doc sidebar shown as the mobile sidebar's secondary menu (null outside docs). */
  sidebar: SidebarItem[] | null;
  path: string;
  mobileOpen: boolean;
  setMobileOpen: (open: boolean) => void;
  hideOnScroll?: boolean;
}) {
  const hidden = useHideOnScroll(hideOnScroll);
  const left = items.filter((i) => i.position === 'left');
  const right = items.filter((i) => i.position !== 'left');
  return (
    <nav className={`navbar ${hidden && !mobileOpen ? 'navbar--hidden' : ''}`} aria-label="Main">
      <div className="navbar__inner">
        <button
          type="button"
          className="navbar__toggle"
          aria-label="Toggle navigation bar"
          aria-expanded={mobileOpen}
          disabled={items.length === 0}
          onClick={() => setMobileOpen(!mobileOpen)}
        >
          <svg width="24" height="24" viewBox="0 0 30 30" aria-hidden="true">
            <path
              stroke="currentColor"
              strokeLinecap="round"
              strokeMiterlimit="10"
              strokeWidth="2"
              d="M4 7h22M4 15h22M4 23h22"
            />
          </svg>
        </button>
        <Link className="navbar__brand" to="/">
          <Logo size={30} />
          <b className="navbar__title">{title}</b>
        </Link>
        <div className="navbar__items navbar__items--left">
          <NavbarItems items={left} />
        </div>
        <div className="navbar__items navbar__items--right">
          <NavbarItems items={right} />
          <ColorModeToggle />
        </div>
      </div>
      {mobileOpen && (
        <MobileSidebar
          title={title}
          items={items}
          sidebar={sidebar}
          path={path}
          onClose={() => setMobileOpen(false)}
        />
      )}
    </nav>
  );
}
