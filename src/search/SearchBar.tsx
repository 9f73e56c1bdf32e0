/**
 * The navbar's search button and keyboard shortcuts. This is all of search that loads with a
 * page: a button with DocSearch's markup and styles (label "Search", Ctrl K / ⌘ K by platform),
 * lighter than DocSearch's own button component. The modal's code, its stylesheet and the index
 * load on first use (hover or focus start loading; a click, `/` or Ctrl/Meta+K opens it).
 */
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import {
  forwardRef,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type ComponentType,
} from 'react';
import { SEARCH_BUTTON_LABEL } from '../config';
import { Lazy } from '../components/LoadingState';
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

function isApple(): boolean {
  const nav = navigator as Navigator & { userAgentData?: { platform?: string } };
  return /mac|iphone|ipad|ipod/i.test(nav.userAgentData?.platform || nav.platform || nav.userAgent);
}

/** DocSearch's button markup (so @docsearch/css styles it), with the platform's shortcut. */
export const SearchButton = forwardRef<HTMLButtonElement, ComponentProps<'button'>>(
  function SearchButton(props, ref) {
    const [apple, setApple] = useState<boolean | null>(null);
    useEffect(() => setApple(isApple()), []);
    const shortcut = apple ? 'Meta+k' : 'Control+k';
    return (
      <button
        type="button"
        className="DocSearch DocSearch-Button"
        aria-label={`${SEARCH_BUTTON_LABEL} (${shortcut})`}
        aria-keyshortcuts={shortcut}
        {...props}
        ref={ref}
      >
        <span className="DocSearch-Button-Container">
          <svg
            width="20"
            height="20"
            className="DocSearch-Search-Icon"
            viewBox="0 0 24 24"
            aria-hidden="true"
          >
            <circle cx="11" cy="11" r="8" stroke="currentColor" fill="none" strokeWidth="1.4" />
            <path
              d="m21 21-4.3-4.3"
              stroke="currentColor"
              fill="none"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span className="DocSearch-Button-Placeholder">{SEARCH_BUTTON_LABEL}</span>
        </span>
        <span className="DocSearch-Button-Keys">
          {apple !== null && (
            <>
              <kbd className={`DocSearch-Button-Key${apple ? '' : ' DocSearch-Button-Key--ctrl'}`}>
                {apple ? '⌘' : 'Ctrl'}
              </kbd>
              <kbd className="DocSearch-Button-Key">K</kbd>
            </>
          )}
        </span>
      </button>
    );
  },
);

export function SearchBar() {
  const [open, setOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Hover, focus and touch start loading the modal before it is asked for.
  const load = useCallback(() => {
    loadSearchModal().catch(() => undefined);
  }, []);

  const onOpen = useCallback(() => setOpen(true), []);

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
      <SearchButton
        ref={buttonRef}
        onClick={onOpen}
        onMouseEnter={load}
        onFocus={load}
        onTouchStart={load}
      />
      {open && (
        // The modal's first open: nothing at first, then a spinner, then the modal (it renders
        // itself into document.body), or the error with Retry.
        <div className="search-loading-state">
          <Lazy<SearchModalProps>
            load={loadSearchModal}
            props={{ onClose, initialQuery }}
            label="Loading search"
            failure="Search could not load"
          />
        </div>
      )}
    </>
  );
}

export default SearchBar;
