/**
 * What Google's code does when an option it reads with no default value is unset, where the code
 * plainly shows it: read by hand from the files named, written in our own words. The inventory
 * script checks that each file still reads the path with no default value, so a change to the
 * source that would make a fact stale stops the script instead of going unnoticed.
 */
import { AXIS_CHARTS, type SourceChart } from './chart-scopes';

/** One fact: what an unset option comes to, and the files whose code shows it. */
export interface UnsetFallback {
  charts: readonly SourceChart[];
  path: string;
  /** What a row shows as the default, as inline Markdown. */
  shown: string;
  /** The source files that read the option and act on its absence. */
  files: readonly string[];
}

export const UNSET_FALLBACKS: readonly UnsetFallback[] = [
  {
    // The explorer is made only when `explorer` holds an object (Explorer.isEnabled).
    charts: AXIS_CHARTS,
    path: 'explorer',
    shown: 'none (no explorer)',
    files: ['events/explorer/explorer.ts'],
  },
  {
    // With no list of actions, dragging pans, scrolling zooms and a right click resets; dragging
    // to zoom and pinching to zoom need to be listed (each type's isEnabled).
    charts: AXIS_CHARTS,
    path: 'explorer.actions',
    shown: "`'dragToPan'`, `'scrollToZoom'` and `'rightClickToReset'`",
    files: [
      'events/explorer/drag_to_pan.ts',
      'events/explorer/scroll_to_zoom.ts',
      'events/explorer/right_click_to_reset.ts',
      'events/explorer/drag_to_zoom.ts',
      'events/explorer/pinch_to_zoom.ts',
    ],
  },
  {
    // Only `'horizontal'` or `'vertical'` turns the other orientation off (Explorer.init).
    charts: AXIS_CHARTS,
    path: 'explorer.axis',
    shown: 'both axes',
    files: ['events/explorer/explorer.ts'],
  },
];
