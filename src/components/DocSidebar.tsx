import { withPrefix } from 'gatsby';
import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { delegateLinks } from '../browser/delegated-links';
import { sidebarTrail } from '../shared/sidebar-lookup';
import type { SidebarItem } from '../shared/types';
import { Collapsible } from './Collapsible';

function Category({
  item,
  trail,
}: {
  item: Extract<SidebarItem, { type: 'category' }>;
  trail: ReadonlySet<SidebarItem>;
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
        <SidebarList items={item.items} trail={trail} />
      </Collapsible>
    </li>
  );
}

/** `trail`: the entries the current page activates (sidebarTrail). */
function SidebarList({
  items,
  trail,
  listRef,
}: {
  items: SidebarItem[];
  trail: ReadonlySet<SidebarItem>;
  listRef?: RefObject<HTMLUListElement>;
}) {
  return (
    <ul className="menu__list" ref={listRef}>
      {items.map((item) =>
        item.type === 'link' ? (
          // Plain anchors: the list below gives them Link's navigation and prefetch.
          <li key={item.href}>
            <a
              className={trail.has(item) ? 'menu__link menu__link--active' : 'menu__link'}
              href={withPrefix(item.href)}
              aria-current={trail.has(item) ? 'page' : undefined}
            >
              {item.label}
            </a>
          </li>
        ) : (
          <Category key={item.label} item={item} trail={trail} />
        ),
      )}
    </ul>
  );
}

/**
 * A sidebar's menu: every page of the site on every page, so its links are plain anchors, and one
 * set of listeners on the list navigates and prefetches for all of them (delegateLinks).
 */
export function SidebarItems({ items, path }: { items: SidebarItem[]; path: string }) {
  const ref = useRef<HTMLUListElement>(null);
  useEffect(() => (ref.current ? delegateLinks(ref.current) : undefined), [items]);
  return <SidebarList items={items} trail={sidebarTrail(items, path)} listRef={ref} />;
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
