/** What the options of the geo chart mean (see OptionDocs in ./index.ts for the rules). */
export interface GeoOptionDocs {
  /**
   * Fill of regions that have no data.
   * @see https://developers.google.com/chart/interactive/docs/gallery/geochart#configuration-options
   */
  datalessRegionColor?: unknown;
  /**
   * Colour of regions or markers whose value is missing but whose location is given.
   * @see https://developers.google.com/chart/interactive/docs/gallery/geochart#configuration-options
   */
  defaultColor?: unknown;
  /**
   * What a geo chart draws: `'regions'`, `'markers'`, `'text'`, or `'auto'` from the data.
   * @see https://developers.google.com/chart/interactive/docs/gallery/geochart#configuration-options
   */
  displayMode?: unknown;
  /**
   * Lets readers hover and select regions (on by default in region mode).
   * @see https://developers.google.com/chart/interactive/docs/gallery/geochart#configuration-options
   */
  enableRegionInteractivity?: unknown;
  /**
   * A magnifier that enlarges crowded areas under the pointer.
   * @see https://developers.google.com/chart/interactive/docs/gallery/geochart#configuration-options
   */
  magnifyingGlass?: unknown;
  /**
   * Opacity of the markers, from 0 to 1.
   * @see https://developers.google.com/chart/interactive/docs/gallery/geochart#configuration-options
   */
  markerOpacity?: unknown;
  /**
   * The area shown: `'world'`, a continent or subcontinent code, a country code or a state code.
   * @see https://developers.google.com/chart/interactive/docs/gallery/geochart#configuration-options
   */
  region?: unknown;
  /**
   * Which borders are drawn: `'countries'`, `'provinces'` or `'metros'`.
   * @see https://developers.google.com/chart/interactive/docs/gallery/geochart#configuration-options
   */
  resolution?: unknown;
  /**
   * Turns the magnifier on.
   * @see https://developers.google.com/chart/interactive/docs/gallery/geochart#configuration-options
   */
  'magnifyingGlass.enable'?: unknown;
  /**
   * How much the magnifier enlarges.
   * @see https://developers.google.com/chart/interactive/docs/gallery/geochart#configuration-options
   */
  'magnifyingGlass.zoomFactor'?: unknown;
}
