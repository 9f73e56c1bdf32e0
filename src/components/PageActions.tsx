import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { withPrefix } from 'gatsby';
import { copyText } from '../browser/clipboard';
import { assistantLinks, markdownPath } from '../shared/page-links';
import { absoluteUrl } from './Seo';
import { useSiteData } from './SiteData';
import { EXTERNAL_LINK_PROPS } from './SmartLink';

export interface PageActionsProps {
  /** Site-relative path of the page. */
  path: string;
}

/** The `.md` file written beside a page by the build, and by `gatsby develop` at start-up. */
async function fetchMarkdown(path: string): Promise<string> {
  const response = await fetch(withPrefix(markdownPath(path)));
  // A host without the file may answer with its HTML 404 or index page.
  if (!response.ok || /text\/html/.test(response.headers.get('content-type') ?? '')) {
    throw new Error(
      'This page has no Markdown copy yet: restart `gatsby develop` or build the site.',
    );
  }
  return response.text();
}

const present = (items: (HTMLElement | null)[]) =>
  items.filter((item): item is HTMLElement => item !== null);

/** Focuses the menu item at `index`, counted from the end when negative, wrapping around. */
function focusAt(items: (HTMLElement | null)[], index: number) {
  const list = present(items);
  list[(index + list.length) % list.length]?.focus();
}

/**
 * The menu button's state and keyboard: which item is focused on opening, a press outside that
 * closes, the keys of the button and of the menu, and a ref for each item.
 */
function useMenuButton() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLElement | null)[]>([]);
  /** The item to focus once the menu has rendered open. */
  const focusOnOpen = useRef<'first' | 'last'>('first');

  const focusItem = (index: number) => focusAt(items.current, index);

  useEffect(() => {
    if (!open) return;
    focusAt(items.current, focusOnOpen.current === 'first' ? 0 : -1);
    // A press outside the menu closes it.
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openAt = (where: 'first' | 'last') => {
    focusOnOpen.current = where;
    if (open) focusItem(where === 'first' ? 0 : -1);
    else setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt('last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const current = present(items.current).indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusItem(current + 1),
      ArrowUp: () => focusItem(current - 1),
      Home: () => focusItem(0),
      End: () => focusItem(-1),
      Escape: () => close(true),
    };
    if (event.key === 'Tab') {
      close(false);
      return;
    }
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      move();
    }
  };

  const itemRef = (index: number) => (element: HTMLElement | null) => {
    items.current[index] = element;
  };

  return { open, root, button, openAt, close, onButtonKeyDown, onMenuKeyDown, itemRef };
}

/**
 * The page actions menu (the WAI-ARIA menu button pattern): "Copy page as Markdown" copies the
 * page's `.md` file (made at build time, so the MDX parser never ships to the browser), "View as
 * Markdown" opens it, and "Open in ChatGPT" / "Open in Claude" are plain links whose prompt names
 * the `.md` URL, so nothing reaches a third party until a reader clicks one.
 *
 * Keyboard: Enter, Space or ArrowDown open the menu on its first item, ArrowUp on its last;
 * ArrowUp/ArrowDown move (wrapping), Home/End jump, Escape closes and returns to the button, Tab
 * closes and moves on.
 */
export function PageActions({ path }: PageActionsProps) {
  const { siteMetadata } = useSiteData();
  const [status, setStatus] = useState('');
  const id = useId();
  const { open, root, button, openAt, close, onButtonKeyDown, onMenuKeyDown, itemRef } =
    useMenuButton();

  const markdownUrl = absoluteUrl(siteMetadata.siteUrl, markdownPath(path));
  const links = assistantLinks(markdownUrl);

  const copy = () => {
    close(true);
    fetchMarkdown(path)
      .then(copyText)
      .then(
        () => setStatus('Page copied as Markdown.'),
        (error: Error) => setStatus(error.message),
      );
  };

  return (
    <div className="page-actions" ref={root}>
      <button
        ref={button}
        type="button"
        className="page-actions__button"
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => (open ? close(false) : openAt('first'))}
        onKeyDown={onButtonKeyDown}
      >
        Page actions
      </button>
      <ul
        className="page-actions__menu"
        id={`${id}-menu`}
        role="menu"
        aria-labelledby={`${id}-button`}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        <li role="none">
          <button ref={itemRef(0)} type="button" role="menuitem" tabIndex={-1} onClick={copy}>
            Copy page as Markdown
          </button>
        </li>
        <li role="none">
          <a
            ref={itemRef(1)}
            role="menuitem"
            tabIndex={-1}
            href={withPrefix(markdownPath(path))}
            onClick={() => close(false)}
          >
            View as Markdown
          </a>
        </li>
        {links.map((link, index) => (
          <li role="none" key={link.label}>
            <a
              ref={itemRef(2 + index)}
              role="menuitem"
              tabIndex={-1}
              href={link.href}
              {...EXTERNAL_LINK_PROPS}
              onClick={() => close(false)}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      <span role="status">{status}</span>
    </div>
  );
}
