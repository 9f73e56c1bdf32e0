import { useEffect, useState } from 'react';
import { ANNOUNCEMENT_DISMISS_STORAGE_KEY, ANNOUNCEMENT_ID_STORAGE_KEY } from '../config';
import type { AnnouncementBarConfig } from '../shared/types';
import { getStorage, type SafeStorage } from '../browser/storage';
import { scriptLiteral } from '../shared/inline-script';

/** Attribute the <head> script sets on <html> when the current bar was dismissed (no flash). */
export const ANNOUNCEMENT_DISMISSED_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

/** Inline script part: hides a dismissed bar before first paint. */
export function announcementNoFlashScript(id: string): string {
  return `(function(){try{var d=localStorage.getItem(${scriptLiteral(ANNOUNCEMENT_ID_STORAGE_KEY)})===${scriptLiteral(
    id,
  )}&&localStorage.getItem(${scriptLiteral(ANNOUNCEMENT_DISMISS_STORAGE_KEY)})==='true';document.documentElement.setAttribute(${scriptLiteral(ANNOUNCEMENT_DISMISSED_ATTRIBUTE)},String(d))}catch(e){}})();`;
}

/**
 * Whether the bar with `id` is dismissed. A new id (different from the stored one) replaces the
 * stored id and clears the dismissal, so the bar shows again.
 */
export function readDismissed(storage: SafeStorage, id: string): boolean {
  if (storage.get(ANNOUNCEMENT_ID_STORAGE_KEY) !== id) {
    storage.set(ANNOUNCEMENT_ID_STORAGE_KEY, id);
    storage.set(ANNOUNCEMENT_DISMISS_STORAGE_KEY, 'false');
    return false;
  }
  return storage.get(ANNOUNCEMENT_DISMISS_STORAGE_KEY) === 'true';
}

export function AnnouncementBar({ config }: { config: AnnouncementBarConfig | null }) {
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    if (config) setDismissed(readDismissed(getStorage(), config.id));
  }, [config]);
  if (!config || dismissed) return null;
  const close = () => {
    getStorage().set(ANNOUNCEMENT_DISMISS_STORAGE_KEY, 'true');
    document.documentElement.setAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE, 'true');
    setDismissed(true);
  };
  return (
    <div className="announcement-bar" role="banner" data-announcement-id={config.id}>
      <div className="announcement-bar__content">{config.content}</div>
      {config.isCloseable && (
        <button
          type="button"
          className="announcement-bar__close"
          aria-label="Close"
          onClick={close}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
