/**
 * Progress bar timing: the bar starts only when navigating to a different path takes longer than
 * PROGRESS_BAR.delayMs (200 ms), so quick navigations show no flash. Gatsby's own `onRouteUpdateDelayed` fires only after 1 s, so the timer
 * starts in `onPreRouteUpdate`; `onRouteUpdate` cancels it and finishes the bar.
 */
import { PROGRESS_BAR } from '../config';

export interface ProgressApi {
  start(): unknown;
  done(force?: boolean): unknown;
}

export interface Timers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const realTimers: Timers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createProgressTimer(
  progress: ProgressApi,
  delayMs: number = PROGRESS_BAR.delayMs,
  timers: Timers = realTimers,
) {
  let timer: unknown = null;
  return {
    /** A navigation started: from `prev` to `next` pathname. */
    begin(prev: string | null | undefined, next: string) {
      if (prev === next || prev == null) return;
      if (timer) timers.clear(timer);
      timer = timers.set(() => {
        timer = null;
        progress.start();
      }, delayMs);
    },
    /** The route updated. */
    end() {
      if (timer) {
        timers.clear(timer);
        timer = null;
      }
      progress.done();
    },
  };
}
