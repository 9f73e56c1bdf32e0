/**
 * The navbar's search button and keyboard shortcuts. This is all of search that loads with a
 * page: DocSearch's small button (label "Search", Ctrl K / ⌘ K by platform). The modal's code, its
 * stylesheet and the index load on first use (hover or focus start loading; a click, `/` or
 * Ctrl/Meta+K opens it).
 */
import { DocSearchButton } from '@docsearch/react/button';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { SEARCH_BUTTON_LABEL } from '../constants';
import type { SearchModalProps } from './SearchModal';

let modalModule: Promise<ComponentType<SearchModalProps>> | null = null;

/** Loads the modal's code (and, through it, its stylesheet and the search client). */
export function loadSearchModal(): Promise<ComponentType<SearchModalProps>> {
  if (!modalModule) {
    // The client (and through it the index) loads beside the modal's code, not after it.
    void import('./client').then(
      (c) => c.warmUp(),
      () => undefined,
    );
    modalModule = import('./SearchModal').then(async (m) => {
      await m.prepareSearchModal();
      return m.SearchModal;
    });
    modalModule.catch(() => {
      modalModule = null;
    });
  }
  return modalModule;
}

function isEditable(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || !el.tagName) return false;
  return el.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(el.tagName);
}

export function SearchBar() {
  const [open, setOpen] = useState(false);
  const [Modal, setModal] = useState<ComponentType<SearchModalProps> | null>(null);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const load = useCallback(() => {
    loadSearchModal().then(
      (component) => setModal(() => component),
      () => undefined,
    );
  }, []);

  const onOpen = useCallback(() => {
    load();
    setOpen(true);
  }, [load]);

  const onClose = useCallback(() => {
    setOpen(false);
    setInitialQuery(undefined);
    buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const key = event.key?.toLowerCase();
      if (key === 'escape' && open) {
        event.preventDefault();
        onClose();
        return;
      }
      const ctrlK = key === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey;
      const slash = event.key === '/' && !open && !isEditable(event.target);
      if (ctrlK || slash) {
        event.preventDefault();
        if (open) onClose();
        else if (!document.body.classList.contains('DocSearch--active')) onOpen();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, onOpen, onClose]);

  return (
    <>
      <DocSearchButton
        ref={buttonRef}
        onClick={onOpen}
        onMouseEnter={load}
        onFocus={load}
        onTouchStart={load}
        translations={{ buttonText: SEARCH_BUTTON_LABEL, buttonAriaLabel: SEARCH_BUTTON_LABEL }}
      />
      {open && Modal && <Modal onClose={onClose} initialQuery={initialQuery} />}
    </>
  );
}

export default SearchBar;
