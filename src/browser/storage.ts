/**
 * Browser storage that never breaks the site: local storage by default; if access throws (private
 * mode, disabled storage), one warning is logged and the site continues with no storage.
 */

export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

let warned = false;
function warnOnce(error: unknown) {
  if (warned) return;
  warned = true;
  console.warn(
    `Chartwrap: browser storage is not available; preferences will not be kept. (${String(error)})`,
  );
}

/** For tests: forget that a warning was logged. */
export function resetStorageWarning() {
  warned = false;
}

const noStorage: SafeStorage = { get: () => null, set: () => {}, remove: () => {} };

/**
 * Local storage (or, with `'session'`, the storage of this visit) wrapped so that a throwing
 * storage degrades to "no storage".
 */
export function getStorage(area: 'local' | 'session' = 'local'): SafeStorage {
  if (typeof window === 'undefined') return noStorage;
  let ls: Storage;
  try {
    ls = area === 'session' ? window.sessionStorage : window.localStorage;
    if (!ls) return noStorage;
  } catch (e) {
    warnOnce(e);
    return noStorage;
  }
  return {
    get(key) {
      try {
        return ls.getItem(key);
      } catch (e) {
        warnOnce(e);
        return null;
      }
    },
    set(key, value) {
      try {
        ls.setItem(key, value);
      } catch (e) {
        warnOnce(e);
      }
    },
    remove(key) {
      try {
        ls.removeItem(key);
      } catch (e) {
        warnOnce(e);
      }
    },
  };
}
