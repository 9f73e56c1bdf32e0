/** The fake in jsdom: it answers the loader `<script>` the library injects. */
import type { FakeWindow } from './context';
import { runFakeGoogle } from './fake-google';
import type { FakeGoogleOptions, FakeGoogleRecord } from './types';

export interface FakeGoogleHandle {
  /** The loader script URLs the page injected. */
  scripts: string[];
  /** `window.__fakeGoogle` (undefined until the loader script ran). */
  readonly record: FakeGoogleRecord;
  uninstall(): void;
}

/** A window as jsdom gives it: its own MutationObserver and Event. */
type JsdomWindow = Window &
  FakeWindow & { MutationObserver: typeof MutationObserver; Event: typeof Event };

/**
 * Installs the fake in a jsdom window: each `<script src>` added to the document "loads" by
 * running the fake (or fails with `scriptError`). With `preloaded`, the fake runs at once.
 */
export function installFakeGoogle(
  win: Window = window,
  options: FakeGoogleOptions = {},
): FakeGoogleHandle {
  const scripts: string[] = [];
  const w = win as JsdomWindow;
  if (options.preloaded) runFakeGoogle(w, options);
  const observer = new w.MutationObserver((mutations) =>
    mutations.forEach((m) =>
      m.addedNodes.forEach((node) => {
        const script = node as HTMLScriptElement;
        if (script.nodeName !== 'SCRIPT' || !script.src) return;
        scripts.push(script.src);
        setTimeout(() => {
          if (!options.scriptError) runFakeGoogle(w, options);
          script.dispatchEvent(new w.Event(options.scriptError ? 'error' : 'load'));
        }, 0);
      }),
    ),
  );
  observer.observe(win.document, { childList: true, subtree: true });
  return {
    scripts,
    get record() {
      return w.__fakeGoogle as FakeGoogleRecord;
    },
    uninstall() {
      observer.disconnect();
      delete w.google;
      delete w.__fakeGoogle;
      win.document.querySelectorAll('script[src]').forEach((s) => s.remove());
    },
  };
}

/** The chart of `type` the fake drew under `root`, or null. */
export const fakeChart = (root: ParentNode, type: string) =>
  root.querySelector(`svg[data-fake-chart="${type}"]`);
