import { withPrefix } from 'gatsby';
import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { delegateLinks } from '../browser/delegated-links';
import { SIDEBAR_LIST_WINDOW } from '../config';
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

/**
 * The entries of a list of `count` that a window of `size` shows: those around the entry at
 * `current` (or the first ones, when it is -1), as [start, end).
 */
export function listWindow(count: number, current: number, size: number): [number, number] {
  if (count <= size) return [0, count];
  const start = Math.min(Math.max(0, current - Math.floor(size / 2)), count - size);
  return [start, start + size];
}

function SidebarEntry({ item, trail }: { item: SidebarItem; trail: ReadonlySet<SidebarItem> }) {
  return item.type === 'link' ? (
    // Plain anchors: the list below gives them Link's navigation and prefetch.
    <li>
      <a
        className={trail.has(item) ? 'menu__link menu__link--active' : 'menu__link'}
        href={withPrefix(item.href)}
        aria-current={trail.has(item) ? 'page' : undefined}
      >
        {item.label}
      </a>
    </li>
  ) : (
    <Category item={item} trail={trail} />
  );
}

/**
 * `trail`: the entries the current page activates (sidebarTrail). A list longer than
 * `SIDEBAR_LIST_WINDOW` shows a window of it around the current page's entry, and a button that
 * shows the whole list (focus then moves to the first entry the window did not show).
 */
function SidebarList({
  items,
  trail,
  listRef,
}: {
  items: SidebarItem[];
  trail: ReadonlySet<SidebarItem>;
  listRef?: RefObject<HTMLUListElement>;
}) {
  const [whole, setWhole] = useState(false);
  const ownRef = useRef<HTMLUListElement>(null);
  const ref = listRef ?? ownRef;
  const focusAfterShowing = useRef<number | null>(null);
  const [start, end] = whole
    ? [0, items.length]
    : listWindow(
        items.length,
        items.findIndex((item) => trail.has(item)),
        SIDEBAR_LIST_WINDOW,
      );
  useEffect(() => {
    if (focusAfterShowing.current === null) return;
    const entry = ref.current?.children[focusAfterShowing.current];
    focusAfterShowing.current = null;
    entry?.querySelector<HTMLElement>('a, button')?.focus();
  }, [whole, ref]);
  const hidden = items.length - (end - start);
  return (
    <ul className="menu__list" ref={ref}>
      {items.slice(start, end).map((item) => (
        <SidebarEntry
          key={item.type === 'link' ? item.href : item.label}
          item={item}
          trail={trail}
        />
      ))}
      {hidden > 0 && (
        <li>
          <button
            type="button"
            className="menu__link menu__more"
            onClick={() => {
              // The first entry the window left out after it, else the first before it.
              focusAfterShowing.current = end < items.length ? end : 0;
              setWhole(true);
            }}
          >
            Show all {items.length.toLocaleString('en-US')} pages ({hidden.toLocaleString('en-US')}{' '}
            more)
          </button>
        </li>
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
