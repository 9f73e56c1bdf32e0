/** What the core charts' interaction options (explorer, crosshair, tooltip trigger, focus) come to when unset. */
import { AXIS_CHARTS, CORE_CHARTS } from '../chart-scopes';
import { type UnsetFallback } from './fact';

export const INTERACTION_FALLBACKS: readonly UnsetFallback[] = [
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
    // Unset, a crosshair takes the colour of the point it crosses (AxisChartInteractivityDefiner,
    // where it draws the focused and the selected crosshair).
    charts: AXIS_CHARTS,
    path: 'crosshair.color',
    shown: 'the colour of the point it crosses',
    files: ['events/axis_chart_interactivity_definer.ts'],
  },
  {
    // The default is chosen by whether the tooltip has actions to offer (TooltipDefiner's
    // constructor, through TooltipBodyCreator.hasActionsMenu).
    charts: CORE_CHARTS,
    path: 'tooltip.trigger',
    shown: "`'focus'`; `'both'` once tooltip actions are added (the chart's `setAction`)",
    files: ['tooltip/tooltip_definer.ts'],
    values: ['both', 'focus'],
  },
  {
    // A colour square leads a tooltip's line when the focus is on the category, and in a tooltip
    // gathering several points by category (TooltipBodyCreator's constructor).
    charts: AXIS_CHARTS,
    path: 'tooltip.showColorCode',
    shown:
      "`false`; `true` when `focusTarget` is `'category'`, and in a tooltip gathering several " +
      'selected points by category (`aggregationTarget`)',
    files: ['tooltip/tooltip_body_creator.ts'],
  },
  {
    // As above: a pie's focus is on the slice (PieChartDefiner), and its gathered tooltips list
    // slices, not categories.
    charts: ['PieChart'],
    path: 'tooltip.showColorCode',
    shown: '`false`',
    files: ['tooltip/tooltip_body_creator.ts'],
  },
];
