/**
 * Fixes around the DocSearch modal (SearchModal.tsx), without forking it, and the words it shows:
 * - Error screen: its autocomplete core sets the status back to `idle` after every failed search
 *   (`onInput`'s `finally`), so DocSearch shows "no results" instead of its error screen. The
 *   shared client (client.ts) records the failure; while the query in the input is the one that
 *   failed, we render the error screen (DocSearch's own markup and translations) in the modal's
 *   dropdown, in place of the screen DocSearch chose.
 * - Suggested queries: DocSearch suggests the group names (lvl0) of earlier results, which are
 *   not queries that find anything; its list is hidden (SearchModal's style) and we offer, in the
 *   same place, up to 3 page titles related to the query, each a query that finds its page (see
 *   `Suggestions`).
 * - Optional words: when no page matched every word, a note above the hits says which words the
 *   results leave out (see `FallbackNote`).
 * - `maxLength`: should DocSearch's input ever allow more, we set SEARCH_MAX_QUERY_LENGTH on the
 *   element once mounted (React leaves an unchanged prop alone, so it stays).
 */
import { useEffect, useState, type JSX } from 'react';
import { createPortal } from 'react-dom';
import { SEARCH_MAX_QUERY_LENGTH, SEARCH_PLACEHOLDER } from '../config';
import { tracker, type SearchOutcome } from './client';
import type { SearchClient } from './embedded';
import { droppedWordsNote } from './fallback';

/** The modal's words: DocSearch's screens and ours. */
export const TRANSLATIONS = {
  searchBox: { placeholderText: SEARCH_PLACEHOLDER },
  errorScreen: {
    titleText: 'Unable to fetch results',
    helpText: 'You might want to check your network connection.',
  },
  noResultsScreen: {
    noResultsText: 'No results for',
    suggestedQueryText: 'Try searching for',
    reportMissingResultsText: 'Believe this query should return results?',
    reportMissingResultsLinkText: 'Let us know.',
  },
};

function ErrorScreen(): JSX.Element {
  return (
    <div className="DocSearch-ErrorScreen cw-search-error" role="alert">
      <div className="DocSearch-Screen-Icon">
        <svg width="40" height="40" viewBox="0 0 20 20" fill="none" aria-hidden="true">
          <path
            d="M19 4.8a16 16 0 00-2-1.2m-3.3-1.2A16 16 0 001.1 4.7M16.7 8a12 12 0 00-2.8-1.4M10 6a12 12 0 00-6.7 2M12.3 14.7a4 4 0 00-4.5 0M14.5 11.4A8 8 0 0010 10M3 16L18 2M10 18h0"
            stroke="currentColor"
            fill="none"
            fillRule="evenodd"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </div>
      <p className="DocSearch-Title">{TRANSLATIONS.errorScreen.titleText}</p>
      <p className="DocSearch-Help">{TRANSLATIONS.errorScreen.helpText}</p>
    </div>
  );
}

interface ModalDom {
  input: HTMLInputElement | null;
  dropdown: Element | null;
  noResults: Element | null;
  /** Whether the dropdown lists hits (they render after the search outcome arrives). */
  hasHits: boolean;
  outcome: SearchOutcome;
}

/** The modal's elements and the latest search outcome, updated on every DOM change and search. */
function useModalDom(): ModalDom {
  const [dom, setDom] = useState<ModalDom>({
    input: null,
    dropdown: null,
    noResults: null,
    hasHits: false,
    outcome: tracker.outcome,
  });
  useEffect(() => {
    let outcome: SearchOutcome = tracker.outcome;
    const update = () => {
      const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
      // DocSearch renders maxLength 512; React leaves the attribute alone while its prop is unchanged.
      if (input && input.maxLength !== SEARCH_MAX_QUERY_LENGTH)
        input.maxLength = SEARCH_MAX_QUERY_LENGTH;
      const dropdown = document.querySelector('.DocSearch-Dropdown');
      const next = {
        input,
        dropdown,
        noResults: document.querySelector('.DocSearch-NoResults'),
        hasHits: !!dropdown?.querySelector('.DocSearch-Hits'),
        outcome,
      };
      setDom((prev) =>
        prev.input === next.input &&
        prev.dropdown === next.dropdown &&
        prev.noResults === next.noResults &&
        prev.hasHits === next.hasHits &&
        prev.outcome === next.outcome &&
        (prev.input?.value ?? '') === (next.input?.value ?? '')
          ? prev
          : { ...next },
      );
    };
    const unsubscribe = tracker.subscribe((o) => {
      outcome = o;
      update();
    });
    const modal = document.querySelector('.DocSearch-Modal');
    const observer = new MutationObserver(update);
    if (modal) observer.observe(modal, { childList: true, subtree: true, attributes: true });
    document.addEventListener('input', update, true);
    update();
    return () => {
      unsubscribe();
      observer.disconnect();
      document.removeEventListener('input', update, true);
    };
  }, []);
  return dom;
}

/** Shows the error screen while the input holds the query whose search failed. */
function ErrorOverlay({ dom }: { dom: ModalDom }) {
  const { input, dropdown, outcome } = dom;
  const failed = outcome.status === 'error' && !!input && input.value === outcome.query;
  // The container's class for the error status, as DocSearch would set it.
  useEffect(() => {
    const container = document.querySelector('.DocSearch-Container');
    container?.classList.toggle('DocSearch-Container--Errored', failed);
  }, [failed, dropdown]);
  if (!failed || !dropdown) return null;
  return createPortal(
    <>
      <style>{`.DocSearch-Dropdown:has(> .cw-search-error) > :not(.cw-search-error){display:none!important}`}</style>
      <ErrorScreen />
    </>,
    dropdown,
  );
}

/** Types a query into DocSearch's (React-controlled) input, as the reader would. */
function typeQuery(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.focus();
}

/**
 * The titles a query without results offers: the related page titles (`related`), else, when none
 * is related ("sunburst" is no word of any page), those of the latest search that found something
 * (the reader's earlier keystrokes, or an earlier query); never the query itself; at most 3.
 */
export function offeredTitles(query: string, related: readonly string[]): string[] {
  const typed = query.trim().toLowerCase();
  const offered = (titles: readonly string[]) =>
    titles.filter((title) => title.toLowerCase() !== typed).slice(0, 3);
  const fromRelated = offered(related);
  return fromRelated.length ? fromRelated : offered(tracker.recentTitles);
}

/**
 * Up to 3 suggested queries on the no-results screen, in place of DocSearch's own list (the group
 * names of earlier results, which are no queries: "Guides" finds nothing). We list page titles
 * instead (`offeredTitles`): related ones from the embedded index (any word, more typos), else
 * the pages of the latest search that found something, which is all hosted mode has. A page title
 * is a query that finds its page.
 */
function Suggestions({ dom, client }: { dom: ModalDom; client: SearchClient | null }) {
  const { input, noResults } = dom;
  const query = input?.value ?? '';
  const [suggestions, setSuggestions] = useState<{ query: string; titles: string[] } | null>(null);
  const [slot, setSlot] = useState<HTMLElement | null>(null);

  useEffect(() => {
    if (!noResults || !query) return;
    let cancelled = false;
    const related = client?.suggest ? client.suggest(query) : Promise.resolve([]);
    related.then(
      (titles) => {
        if (!cancelled) setSuggestions({ query, titles: offeredTitles(query, titles) });
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [noResults, query, client]);

  useEffect(() => {
    if (!noResults) {
      setSlot(null);
      return;
    }
    const el = document.createElement('div');
    el.className = 'cw-suggestions-slot';
    const title = noResults.querySelector('.DocSearch-Title');
    if (title) title.after(el);
    else noResults.appendChild(el);
    setSlot(el);
    return () => el.remove();
  }, [noResults]);

  if (
    !slot ||
    !input ||
    !suggestions ||
    suggestions.query !== query ||
    !suggestions.titles.length
  ) {
    return null;
  }
  return createPortal(
    <div className="DocSearch-NoResults-Prefill-List cw-suggestions">
      <p className="DocSearch-Help">{TRANSLATIONS.noResultsScreen.suggestedQueryText}:</p>
      <div className="DocSearch-NoResults-Prefill-List-Items">
        {suggestions.titles.map((title) => (
          <p key={title}>
            <button
              className="DocSearch-Prefill"
              type="button"
              onClick={() => typeQuery(input, title.toLowerCase())}
            >
              {title}
            </button>
          </p>
        ))}
      </div>
    </div>,
    slot,
  );
}

/**
 * Says, above the hits, when no page matched every word and the results match only some of them
 * (DocSearch has no place for this message).
 */
function FallbackNote({ dom }: { dom: ModalDom }) {
  const { input, dropdown, hasHits, outcome } = dom;
  const dropped =
    outcome.status === 'ok' && !!input && input.value === outcome.query ? outcome.dropped : [];
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  const show = dropped.length > 0 && hasHits;
  useEffect(() => {
    if (!show || !dropdown) return;
    const el = document.createElement('p');
    el.className = 'DocSearch-Help cw-search-fallback';
    el.setAttribute('role', 'status');
    dropdown.prepend(el);
    setSlot(el);
    return () => {
      el.remove();
      setSlot(null);
    };
  }, [show, dropdown]);
  if (!show || !slot) return null;
  return createPortal(droppedWordsNote(dropped), slot);
}

/** The fixes, rendered beside the modal; `client` is the modal's search client. */
export function ModalFixes({ client }: { client: SearchClient | null }) {
  const dom = useModalDom();
  return (
    <>
      <ErrorOverlay dom={dom} />
      <Suggestions dom={dom} client={client} />
      <FallbackNote dom={dom} />
    </>
  );
}
