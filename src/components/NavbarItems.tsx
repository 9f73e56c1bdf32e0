/**
 * Renderers of the nine navbar item kinds (`NavbarItemType`), and the dispatcher that picks one by `type`.
 * An unknown kind throws a configuration error naming it; NavbarItemBoundary reports an item that
 * throws while rendering, by name, while the rest of the navbar renders.
 */
import { Link } from 'gatsby';
import { Component, useEffect, useRef, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import {
  DEFAULT_DOCS_INSTANCE,
  preferredVersionKey,
  storedPreferredVersion,
} from '../browser/docs-version';
import { getDoc, getSidebar, flattenSidebar } from '../shared/sidebar-lookup';
import { LOCALES } from '../config';
import { SearchBar } from '../search/SearchBar';
import type {
  DefaultNavbarItem,
  DocNavbarItem,
  DocSidebarNavbarItem,
  DocsVersionDropdownNavbarItem,
  DocsVersionNavbarItem,
  DropdownNavbarItem,
  HtmlNavbarItem,
  LocaleDropdownNavbarItem,
  NavbarItem,
  NavbarItemType,
  SearchNavbarItem,
} from '../shared/types';
import { useSiteData } from './SiteData';
import { EXTERNAL_LINK_PROPS, isExternal } from './SmartLink';
import { getStorage } from '../browser/storage';

/** `mobile`: rendered in the mobile sidebar's main menu (a list) instead of the bar. */
type Props<T> = { item: T; mobile?: boolean };

const linkClass = (mobile?: boolean) => (mobile ? 'menu__link' : 'navbar__link');

export function DefaultNavbarItemView({ item, mobile }: Props<DefaultNavbarItem>) {
  const className = `${linkClass(mobile)} ${item.className ?? ''}`.trim();
  if (item.href && isExternal(item.href)) {
    return (
      <a
        className={className}
        href={item.href}
        aria-label={item['aria-label']}
        {...EXTERNAL_LINK_PROPS}
      >
        {item.label}
        <ExternalIcon />
      </a>
    );
  }
  return (
    <Link className={className} to={item.to ?? item.href ?? '/'} activeClassName="is-active">
      {item.label}
    </Link>
  );
}

function ExternalIcon() {
  return (
    <svg className="icon-external" width="12" height="12" viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="currentColor"
        d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z"
      />
    </svg>
  );
}

/** A dropdown that opens and collapses (click, Escape, click outside). */
function Dropdown({
  label,
  mobile,
  children,
}: {
  label: string;
  mobile?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent | TouchEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('touchstart', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('touchstart', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <div
      ref={ref}
      className={`dropdown ${open ? 'dropdown--open' : ''} ${mobile ? 'dropdown--mobile' : ''}`}
    >
      <button
        type="button"
        className={`${linkClass(mobile)} dropdown__toggle`}
        aria-expanded={open}
        aria-haspopup="true"
        onClick={() => setOpen((o) => !o)}
      >
        {label}
      </button>
      {open && <ul className="dropdown__menu">{children}</ul>}
    </div>
  );
}

export function DropdownNavbarItemView({ item, mobile }: Props<DropdownNavbarItem>) {
  return (
    <Dropdown label={item.label} mobile={mobile}>
      {item.items.map((sub) => (
        <li key={sub.label}>
          <DefaultNavbarItemView item={sub} mobile />
        </li>
      ))}
    </Dropdown>
  );
}

export function LocaleDropdownNavbarItemView({ mobile }: Props<LocaleDropdownNavbarItem>) {
  const current = LOCALES[0];
  return (
    <Dropdown label={current.label} mobile={mobile}>
      {LOCALES.map((l) => (
        <li key={l.code}>
          <Link
            className="menu__link"
            to="/"
            lang={l.code}
            aria-current={l === current ? 'true' : undefined}
          >
            {l.label}
          </Link>
        </li>
      ))}
    </Dropdown>
  );
}

export function SearchNavbarItemView(_props: Props<SearchNavbarItem>) {
  return (
    <div className="navbar__search">
      <SearchBar />
    </div>
  );
}

export function HtmlNavbarItemView({ item, mobile }: Props<HtmlNavbarItem>) {
  return (
    <span
      className={mobile ? 'menu__html' : 'navbar__html'}
      dangerouslySetInnerHTML={{ __html: item.value }}
    />
  );
}

export function DocNavbarItemView({ item, mobile }: Props<DocNavbarItem>) {
  const { versions } = useSiteData();
  const doc = getDoc(versions[0], item.docId);
  if (!doc) return null; // a draft doc yields nothing
  return (
    <Link className={linkClass(mobile)} to={doc.path} activeClassName="is-active">
      {item.label ?? item.docId}
    </Link>
  );
}

export function DocSidebarNavbarItemView({ item, mobile }: Props<DocSidebarNavbarItem>) {
  const { sidebars } = useSiteData();
  const first = flattenSidebar(getSidebar(sidebars, item.sidebarId))[0];
  if (!first) return null;
  return (
    <Link className={linkClass(mobile)} to={first.href} activeClassName="is-active">
      {item.label ?? first.label}
    </Link>
  );
}

export function DocsVersionNavbarItemView({ item, mobile }: Props<DocsVersionNavbarItem>) {
  const { versions } = useSiteData();
  const version = versions.find((v) => v.isLast) ?? versions[0];
  const main = getDoc(version, version.mainDocId);
  return (
    <Link className={linkClass(mobile)} to={main?.path ?? version.path}>
      {item.label ?? version.label}
    </Link>
  );
}

/** Preferred docs version, stored per docs instance; cleared when it no longer exists. */
export function usePreferredVersion(instance: string, names: string[]) {
  const [preferred, setPreferred] = useState<string | null>(null);
  const joined = names.join('\n');
  useEffect(() => {
    setPreferred(storedPreferredVersion(joined.split('\n'), instance));
  }, [instance, joined]);
  const save = (name: string) => {
    getStorage().set(preferredVersionKey(instance), name);
    setPreferred(name);
  };
  return [preferred, save] as const;
}

export function DocsVersionDropdownNavbarItemView({
  mobile,
}: Props<DocsVersionDropdownNavbarItem>) {
  const { versions } = useSiteData();
  const [preferred, save] = usePreferredVersion(
    DEFAULT_DOCS_INSTANCE,
    versions.map((v) => v.name),
  );
  const current =
    versions.find((v) => v.name === preferred) ?? versions.find((v) => v.isLast) ?? versions[0];
  return (
    <Dropdown label={current.label} mobile={mobile}>
      {versions.map((v) => {
        const main = getDoc(v, v.mainDocId);
        return (
          <li key={v.name}>
            <Link className="menu__link" to={main?.path ?? v.path} onClick={() => save(v.name)}>
              {v.label}
            </Link>
          </li>
        );
      })}
    </Dropdown>
  );
}

export const NAVBAR_ITEM_RENDERERS: Record<NavbarItemType, ComponentType<Props<never>>> = {
  default: DefaultNavbarItemView,
  dropdown: DropdownNavbarItemView,
  localeDropdown: LocaleDropdownNavbarItemView,
  search: SearchNavbarItemView,
  html: HtmlNavbarItemView,
  doc: DocNavbarItemView,
  docSidebar: DocSidebarNavbarItemView,
  docsVersion: DocsVersionNavbarItemView,
  docsVersionDropdown: DocsVersionDropdownNavbarItemView,
} as Record<NavbarItemType, ComponentType<Props<never>>>;

/** Label used to name an item in error reports. */
export function navbarItemName(item: NavbarItem): string {
  const i = item as { type?: string; label?: string; docId?: string; sidebarId?: string };
  return `${i.type ?? 'default'}${i.label ? ` "${i.label}"` : i.docId ? ` "${i.docId}"` : i.sidebarId ? ` "${i.sidebarId}"` : ''}`;
}

export function NavbarItemView({ item, mobile }: { item: NavbarItem; mobile?: boolean }) {
  const type = (item.type ?? 'default') as NavbarItemType;
  const Renderer = NAVBAR_ITEM_RENDERERS[type] as ComponentType<Props<NavbarItem>> | undefined;
  if (!Renderer) {
    throw new Error(
      `Navbar item configuration error: unknown navbar item type "${String(type)}". Known types: ${Object.keys(
        NAVBAR_ITEM_RENDERERS,
      ).join(', ')}.`,
    );
  }
  return <Renderer item={item} mobile={mobile} />;
}

/** Reports an item that fails to render, by name, and lets the rest of the navbar render. */
export class NavbarItemBoundary extends Component<
  { item: NavbarItem; children: ReactNode },
  { error: Error | null }
> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  componentDidCatch(error: Error) {
    console.error(
      `Navbar item ${navbarItemName(this.props.item)} failed to render: ${error.message}`,
    );
  }
  render() {
    if (this.state.error) {
      return (
        <span className="navbar__item-error" role="note">
          Navbar item {navbarItemName(this.props.item)} failed to render
        </span>
      );
    }
    return this.props.children;
  }
}

/** A list of navbar items, each behind its own error boundary. */
export function NavbarItems({ items, mobile }: { items: NavbarItem[]; mobile?: boolean }) {
  return (
    <>
      {items.map((item, i) => (
        <NavbarItemBoundary key={`${navbarItemName(item)}-${i}`} item={item}>
          {mobile ? (
            <li className="menu__list-item">
              <NavbarItemView item={item} mobile />
            </li>
          ) : (
            <NavbarItemView item={item} />
          )}
        </NavbarItemBoundary>
      ))}
    </>
  );
}
