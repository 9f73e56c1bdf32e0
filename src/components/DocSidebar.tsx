import { Link } from 'gatsby';
import { useState } from 'react';
import type { SidebarItem } from '../shared/types';
import { Collapsible } from './Collapsible';

const samePath = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

function containsPath(item: SidebarItem, path: string): boolean {
  return item.type === 'link'
    ? samePath(item.href, path)
    : item.items.some((c) => containsPath(c, path));
}

function Category({
  item,
  path,
  onNavigate,
}: {
  item: Extract<SidebarItem, { type: 'category' }>;
  path: string;
  onNavigate?: () => void;
}) {
  // Categories start expanded and never auto-collapse; a reader may collapse one.
  const [collapsed, setCollapsed] = useState(!!item.collapsed && !containsPath(item, path));
  const id = `sidebar-${item.label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <li className="menu__list-item menu__category">
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
        <SidebarItems items={item.items} path={path} onNavigate={onNavigate} />
      </Collapsible>
    </li>
  );
}

export function SidebarItems({
  items,
  path,
  onNavigate,
}: {
  items: SidebarItem[];
  path: string;
  onNavigate?: () => void;
}) {
  return (
    <ul className="menu__list">
      {items.map((item) =>
        item.type === 'link' ? (
          <li className="menu__list-item" key={item.href}>
            <Link
              className={`menu__link ${samePath(item.href, path) ? 'menu__link--active' : ''}`}
              to={item.href}
              aria-current={samePath(item.href, path) ? 'page' : undefined}
              onClick={onNavigate}
            >
              {item.label}
            </Link>
          </li>
        ) : (
          <Category key={item.label} item={item} path={path} onNavigate={onNavigate} />
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
