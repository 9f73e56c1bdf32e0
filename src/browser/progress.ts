/**
 * The one progress bar of route changes: accessible-nprogress, configured here once, and started
 * by one timer only when navigating to a different path takes longer than the delay (200 ms), so
 * quick navigations show no flash.
 * Gatsby's own `onRouteUpdateDelayed` fires only after 1 s, so nothing listens to it: every
 * `start()` of NProgress adds a trickle loop, and one bar must move once per trickle period.
 * Its stylesheet loads with the global styles (gatsby-browser.tsx); src/styles/global.css colours it.
 */
import NProgress from 'accessible-nprogress';
import { PROGRESS_BAR } from '../config';

/** accessible-nprogress settings from the site's configuration. */
export const PROGRESS_BAR_SETTINGS = {
  minimum: PROGRESS_BAR.minimum,
  speed: PROGRESS_BAR.speedMs,
  trickleSpeed: PROGRESS_BAR.trickleSpeedMs,
  showSpinner: PROGRESS_BAR.showSpinner,
} as const;

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
  let started = false;
  return {
    /**
     * A navigation started: from `prev` to `next` pathname. Once the bar shows, a later `begin`
     * (Gatsby's `onPreRouteUpdate` of the same navigation) leaves it alone: no second loop.
     */
    begin(prev: string | null | undefined, next: string) {
      if (prev === next || prev == null || started) return;
      if (timer) timers.clear(timer);
      timer = timers.set(() => {
        timer = null;
        started = true;
        progress.start();
      }, delayMs);
    },
    /** The route updated. */
    end() {
      if (timer) {
        timers.clear(timer);
        timer = null;
      }
      started = false;
      progress.done();
    },
  };
}

/** The site's route progress bar: NProgress configured once, driven by one delayed timer. */
export function createRouteProgress() {
  NProgress.configure(PROGRESS_BAR_SETTINGS);
  return createProgressTimer(NProgress, PROGRESS_BAR.delayMs);
}
