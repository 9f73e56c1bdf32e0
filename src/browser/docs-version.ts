/**
 * The stored docs-version preference (one local-storage key per docs instance). A stored version
 * that no longer exists is removed the first time it is read; the layout reads it on every page
 * load, so the cleanup does not depend on which navbar items are shown.
 */
import { DOCS_PREFERRED_VERSION_STORAGE_PREFIX } from '../config';
import { getStorage, type SafeStorage } from './storage';

/** The docs instance of this site (one docs plugin, "default"). */
export const DEFAULT_DOCS_INSTANCE = 'default';

export const preferredVersionKey = (instance: string) =>
  `${DOCS_PREFERRED_VERSION_STORAGE_PREFIX}${instance}`;

/** The stored preferred version if it is one of `names`; otherwise it is removed and null returned. */
export function storedPreferredVersion(
  names: readonly string[],
  instance: string = DEFAULT_DOCS_INSTANCE,
  storage: SafeStorage = getStorage(),
): string | null {
  const key = preferredVersionKey(instance);
  const stored = storage.get(key);
  if (stored === null) return null;
  if (names.includes(stored)) return stored;
  storage.remove(key);
  return null;
}
