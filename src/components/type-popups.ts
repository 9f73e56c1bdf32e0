/**
 * The type popups of a twoslash code block (src/components/CodeBlock.tsx), loaded as a chunk of
 * its own by the pages that have such blocks: each block's popups are a file the build publishes
 * (`popupsFile` in src/node/markdown/popups-files.ts), fetched here and put into their targets.
 */
import { withPrefix } from 'gatsby';
import { watchNearViewport } from '../browser/near-viewport';

/** How near the viewport a block is when its popups are fetched. */
const POPUPS_MARGIN = '600px';

/** The popups files fetched, by path: one request each per page load (a failed one is dropped). */
const popupsRequests = new Map<string, Promise<string[]>>();

function fetchPopups(file: string): Promise<string[]> {
  let request = popupsRequests.get(file);
  if (!request) {
    request = fetch(withPrefix(file)).then((response) => {
      if (!response.ok) throw new Error(`${file}: ${response.status}`);
      return response.json() as Promise<string[]>;
    });
    request.catch(() => popupsRequests.delete(file));
    popupsRequests.set(file, request);
  }
  return request;
}

/** Puts each popup into its hover target (`data-popup`), which it then describes. */
export function insertPopups(body: HTMLElement, popups: readonly string[]): void {
  for (const target of body.querySelectorAll<HTMLElement>('.twoslash-hover[data-popup]')) {
    if (target.querySelector(':scope > .twoslash-popup-container')) continue;
    const html = popups[Number(target.dataset.popup)];
    if (html === undefined) continue;
    const template = document.createElement('template');
    template.innerHTML = html;
    const popup = template.content.firstElementChild;
    if (!popup) continue;
    target.prepend(popup);
    target.setAttribute('aria-describedby', popup.id);
  }
}

/**
 * Fetches the popups of the block `element` (`file`) as it nears the viewport, or at once when it
 * is hovered or focused first, and puts them into its targets. A failed fetch is tried again on
 * the next hover or focus; without popups the code still reads and copies as it is. Returns what
 * stops the watch (the block unmounted).
 */
export function watchTypePopups(element: HTMLElement, file: string): () => void {
  let state: 'waiting' | 'loading' | 'done' = 'waiting';
  let unmounted = false;
  const load = () => {
    if (state !== 'waiting') return;
    state = 'loading';
    fetchPopups(file).then(
      (popups) => {
        if (unmounted) return;
        insertPopups(element, popups);
        state = 'done';
        stop();
      },
      () => {
        state = 'waiting';
      },
    );
  };
  element.addEventListener('pointerover', load);
  element.addEventListener('focusin', load);
  const unwatch = watchNearViewport(element, POPUPS_MARGIN, () => load());
  function stop() {
    unwatch();
    element.removeEventListener('pointerover', load);
    element.removeEventListener('focusin', load);
  }
  return () => {
    unmounted = true;
    stop();
  };
}
