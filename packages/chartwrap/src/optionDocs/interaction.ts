/** What the options of what the reader can do: focus, selection, crosshair, explorer (pan and zoom) mean (see OptionDocs in ./index.ts for the rules). */
export interface InteractionOptionDocs {
  /**
   * How values that share one point of the domain are grouped when the reader focuses or selects
   * them.
   * @default `'auto'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  aggregationTarget?: unknown;
  /**
   * Crosshair lines shown on focus or selection: trigger, orientation, colour and opacity.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  crosshair?: unknown;
  /**
   * Lets readers interact: tooltips, hover and selection, with their events.
   * @default `true`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  enableInteractivity?: unknown;
  /**
   * Lets readers pan and zoom the chart with drag, scroll or a box selection.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  explorer?: unknown;
  /**
   * What a hover focuses: a single `'datum'` or every value in the same `'category'`.
   * @default `'datum'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  focusTarget?: unknown;
  /**
   * Whether readers may select one item at a time or several.
   * @default `'single'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  selectionMode?: unknown;
  /**
   * What the reader can do: `'dragToPan'`, `'dragToZoom'`, `'scrollToZoom'`, `'pinchToZoom'` (touch
   * screens) and `'rightClickToReset'`. A list replaces the whole set: leave `'scrollToZoom'` out
   * and the mouse wheel no longer zooms.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'explorer.actions'?: unknown;
  /**
   * Restricts panning and zooming to `'horizontal'` or `'vertical'`.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'explorer.axis'?: unknown;
  /**
   * Keeps panning within the data's range.
   * @default `false`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'explorer.keepInBounds'?: unknown;
  /**
   * How far in the reader may zoom, as a fraction of the original view.
   * @default `0.25`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'explorer.maxZoomIn'?: unknown;
  /**
   * How far out the reader may zoom, as a multiple of the original view.
   * @default `4`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'explorer.maxZoomOut'?: unknown;
  /**
   * How much one scroll step zooms.
   * @default `1.5`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'explorer.zoomDelta'?: unknown;
  /**
   * Colour of the crosshair lines.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'crosshair.color'?: unknown;
  /**
   * Opacity of the crosshair lines.
   * @default `1`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'crosshair.opacity'?: unknown;
  /**
   * Which lines to draw: `'vertical'`, `'horizontal'` or `'both'`.
   * @default `'both'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'crosshair.orientation'?: unknown;
  /**
   * When to draw the crosshair: `'focus'`, `'selection'` or `'both'`.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'crosshair.trigger'?: unknown;
  /**
   * Colour and opacity of the crosshair on focus.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'crosshair.focused'?: unknown;
  /**
   * Colour and opacity of the crosshair on selection.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'crosshair.selected'?: unknown;
  /**
   * Colour of the crosshair on focus.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'focused.color'?: unknown;
  /**
   * Opacity of the crosshair on focus.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'focused.opacity'?: unknown;
  /**
   * Colour of the crosshair on selection.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'selected.color'?: unknown;
  /**
   * Opacity of the crosshair on selection.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'selected.opacity'?: unknown;
}
