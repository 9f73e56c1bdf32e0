/** What the options of the map chart mean (see OptionDocs in ./index.ts for the rules). */
export interface MapOptionDocs {
  /**
   * Lets the mouse wheel zoom the map.
   * @see https://developers.google.com/chart/interactive/docs/gallery/map#configuration-options
   */
  enableScrollWheel?: unknown;
  /**
   * Marker images of the map, per marker type: normal and selected.
   * @see https://developers.google.com/chart/interactive/docs/gallery/map#configuration-options
   */
  icons?: unknown;
  /**
   * Colour of the line that joins the markers, when `showLine` is set.
   * @see https://developers.google.com/chart/interactive/docs/gallery/map#configuration-options
   */
  lineColor?: unknown;
  /**
   * The starting map style, such as `'normal'`, `'terrain'` or `'satellite'`.
   * @see https://developers.google.com/chart/interactive/docs/gallery/map#configuration-options
   */
  mapType?: unknown;
  /**
   * The map styles the reader can pick from.
   * @see https://developers.google.com/chart/interactive/docs/gallery/map#configuration-options
   */
  mapTypeIds?: unknown;
  /**
   * Custom map styles, by id, for `mapTypeIds`.
   * @see https://developers.google.com/chart/interactive/docs/gallery/map#configuration-options
   */
  maps?: unknown;
  /**
   * Opens an info box with the description when a marker is selected.
   * @see https://developers.google.com/chart/interactive/docs/gallery/map#configuration-options
   */
  showInfoWindow?: unknown;
  /**
   * Joins the markers with a line.
   * @see https://developers.google.com/chart/interactive/docs/gallery/map#configuration-options
   */
  showLine?: unknown;
  /**
   * Shows the marker's description when the pointer is over it.
   * @see https://developers.google.com/chart/interactive/docs/gallery/map#configuration-options
   */
  showTooltip?: unknown;
  /**
   * Shows the control that switches map styles.
   * @default `false`
   * @see https://developers.google.com/chart/interactive/docs/gallery/map#configuration-options
   */
  useMapTypeControl?: unknown;
  /**
   * Starting zoom of the map, from 0 (the whole world) to 19 (buildings).
   * @see https://developers.google.com/chart/interactive/docs/gallery/map#configuration-options
   */
  zoomLevel?: unknown;
  /**
   * A custom map style: its name and styles.
   * @see https://developers.google.com/chart/interactive/docs/gallery/map#configuration-options
   */
  'maps.mapTypeId'?: unknown;
}
