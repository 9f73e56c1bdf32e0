// Placeholder search button (SITE agent). The SEARCH agent replaces this file with the DocSearch
// modal; the navbar renders whatever `SearchBar` this module exports.
import { useEffect, useState } from 'react';
import { SEARCH_BUTTON_LABEL } from '../constants';

export function SearchBar() {
  const [mac, setMac] = useState(false);
  useEffect(() => {
    setMac(/Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent));
  }, []);
  return (
    <button type="button" className="search-button" aria-label={SEARCH_BUTTON_LABEL}>
      <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true">
        <path
          d="M14.4 12.9a7.5 7.5 0 1 0-1.5 1.5l4.8 4.8 1.5-1.5-4.8-4.8zM8.5 14a5.5 5.5 0 1 1 0-11 5.5 5.5 0 0 1 0 11z"
          fill="currentColor"
        />
      </svg>
      <span className="search-button__label">{SEARCH_BUTTON_LABEL}</span>
      <span className="search-button__keys" aria-hidden="true">
        <kbd>{mac ? '⌘' : 'Ctrl'}</kbd>
        <kbd>K</kbd>
      </span>
    </button>
  );
}

export default SearchBar;
