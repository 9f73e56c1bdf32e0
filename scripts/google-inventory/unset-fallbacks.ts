/**
 * What Google's code does when an option it reads with no default value is unset, where the code
 * plainly shows it: read by hand from the files named, written in our own words. The inventory
 * script checks that each file still reads the path with no default value, so a change to the
 * source that would make a fact stale stops the script instead of going unnoticed.
 */
import { AXIS_CHARTS, type SourceChart } from './chart-scopes';

/** An object that, unset, leaves each of its members at its own default. */
const PER_MEMBER = 'per member';

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
    // Read with no default: unset, neither the focus nor the selection branch draws crosshair
    // lines, so none appear until a trigger is set (AxisChartInteractivityDefiner).
    charts: AXIS_CHARTS,
    path: 'crosshair.trigger',
    shown: 'none (no crosshair is drawn)',
    files: ['events/axis_chart_interactivity_definer.ts'],
  },
  {
    // Only `'horizontal'` or `'vertical'` turns the other orientation off (Explorer.init).
    charts: AXIS_CHARTS,
    path: 'explorer.axis',
    shown: 'both axes',
    files: ['events/explorer/explorer.ts'],
  },
  {
    // Unset, the bubbles' size scale starts at the lowest size value in the data
    // (SizeScale.create, through getOverriddenRange).
    charts: ['BubbleChart'],
    path: 'sizeAxis.minValue',
    shown: 'the lowest size value in the data',
    files: ['common/size_scale.ts'],
  },
  {
    // Unset, it ends at the highest size value in the data (as above).
    charts: ['BubbleChart'],
    path: 'sizeAxis.maxValue',
    shown: 'the highest size value in the data',
    files: ['common/size_scale.ts'],
  },
  {
    // Unset, every row and cell keeps the table's own class names (setCustomClassNames).
    charts: ['Table'],
    path: 'cssClassNames',
    shown: PER_MEMBER,
    files: ['visualization/table/table_chart.ts'],
  },
  {
    // Unset, the paging buttons are `'auto'` (PageManager).
    charts: ['Table'],
    path: 'pagingButtons',
    shown: "`'auto'`",
    files: ['visualization/table/page_manager.ts'],
  },
  {
    // Unset, the colour scale ends at the highest colour value in the data (draw, after buildTree).
    charts: ['TreeMap'],
    path: 'maxColorValue',
    shown: 'the highest value in the data',
    files: ['visualization/treemap/treemap.ts'],
  },
  {
    // Unset (or null), the tree map draws its own tooltip; a function replaces it.
    charts: ['TreeMap'],
    path: 'generateTooltip',
    shown: 'none (the built-in tooltip)',
    files: ['visualization/treemap/treemap.ts'],
  },
  {
    // Unset, the labels' style is made of the `fontColor`, `fontFamily` and `fontSize` options.
    charts: ['TreeMap'],
    path: 'textStyle',
    shown: 'from `fontColor`, `fontFamily` and `fontSize`',
    files: ['visualization/treemap/treemap.ts'],
  },
];
