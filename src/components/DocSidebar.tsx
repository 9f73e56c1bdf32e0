import { Link } from 'gatsby';
import { useState } from 'react';
import { sidebarTrail } from '../shared/sidebar-lookup';
import type { SidebarItem } from '../shared/types';
import { Collapsible } from './Collapsible';

function Category({
  item,
  path,
  trail,
  onNavigate,
}: {
  item: Extract<SidebarItem, { type: 'category' }>;
  path: string;
  trail: ReadonlySet<SidebarItem>;
  onNavigate?: () => void;
}) {
  // Categories start expanded and never auto-collapse; a reader may collapse one.
  const [collapsed, setCollapsed] = useState(!!item.collapsed && !trail.has(item));
  const id = `sidebar-${item.label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <li className="menu__category">
      <button
        type="button"
        className="menu__link menu__caret"
        aria-expanded={!collapsed}
        aria-controls={id}
        onClick={() => setCollapsed((c) => !c)}
      >
        {item.label}
      </button>
      <Collapsible collapsed={collapsed} id={id}>
        <SidebarItems items={item.items} path={path} trail={trail} onNavigate={onNavigate} />
      </Collapsible>
    </li>
  );
}

export function SidebarItems({
  items,
  path,
  trail = sidebarTrail(items, path),
  onNavigate,
}: {
  items: SidebarItem[];
  path: string;
  /** The entries `path` activates (computed from the top-level items when not given). */
  trail?: ReadonlySet<SidebarItem>;
  onNavigate?: () => void;
}) {
  return (
    <ul className="menu__list">
      {items.map((item) =>
        item.type === 'link' ? (
          // Plain markup: every page repeats the sidebar, a thousand links on a big site.
          <li key={item.href}>
            <Link
              className={trail.has(item) ? 'menu__link menu__link--active' : 'menu__link'}
              to={item.href}
              aria-current={trail.has(item) ? 'page' : undefined}
              onClick={onNavigate}
            >
              {item.label}
            </Link>
          </li>
        ) : (
          <Category
            key={item.label}
            item={item}
            path={path}
            trail={trail}
            onNavigate={onNavigate}
          />
        ),
      )}
    </ul>
  );
}

/** The doc sidebar (desktop): always shown on doc and example pages, cannot be hidden. */
export function DocSidebar({ items, path }: { items: SidebarItem[]; path: string }) {
  return (
    <aside className="doc-sidebar">
      <nav className="menu" aria-label="Docs sidebar">
        <SidebarItems items={items} path={path} />
      </nav>
    </aside>
  );
}
