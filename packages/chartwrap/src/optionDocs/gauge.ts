/** What the options of the gauge mean (see OptionDocs in ./index.ts for the rules). */
export interface GaugeOptionDocs {
  /**
   * Colour of the green band.
   * @see https://developers.google.com/chart/interactive/docs/gallery/gauge#configuration-options
   */
  greenColor?: unknown;
  /**
   * Start of the green band.
   * @see https://developers.google.com/chart/interactive/docs/gallery/gauge#configuration-options
   */
  greenFrom?: unknown;
  /**
   * End of the green band.
   * @see https://developers.google.com/chart/interactive/docs/gallery/gauge#configuration-options
   */
  greenTo?: unknown;
  /**
   * Labels of the major tick marks around the dial.
   * @see https://developers.google.com/chart/interactive/docs/gallery/gauge#configuration-options
   */
  majorTicks?: unknown;
  /**
   * Highest value of the scale.
   * @see https://developers.google.com/chart/interactive/docs/gallery/gauge#configuration-options
   * @see https://developers.google.com/chart/interactive/docs/gallery/annotationchart#configuration-options
   */
  max?: unknown;
  /**
   * Lowest value of the scale.
   * @see https://developers.google.com/chart/interactive/docs/gallery/gauge#configuration-options
   * @see https://developers.google.com/chart/interactive/docs/gallery/annotationchart#configuration-options
   */
  min?: unknown;
  /**
   * Number of minor sections each major section of the dial is split into.
   * @see https://developers.google.com/chart/interactive/docs/gallery/gauge#configuration-options
   */
  minorTicks?: unknown;
  /**
   * Colour of the red band.
   * @see https://developers.google.com/chart/interactive/docs/gallery/gauge#configuration-options
   */
  redColor?: unknown;
  /**
   * Start of the red band.
   * @see https://developers.google.com/chart/interactive/docs/gallery/gauge#configuration-options
   */
  redFrom?: unknown;
  /**
   * End of the red band.
   * @see https://developers.google.com/chart/interactive/docs/gallery/gauge#configuration-options
   */
  redTo?: unknown;
  /**
   * Colour of the yellow band.
   * @see https://developers.google.com/chart/interactive/docs/gallery/gauge#configuration-options
   */
  yellowColor?: unknown;
  /**
   * Start of the yellow band.
   * @see https://developers.google.com/chart/interactive/docs/gallery/gauge#configuration-options
   */
  yellowFrom?: unknown;
  /**
   * End of the yellow band.
   * @see https://developers.google.com/chart/interactive/docs/gallery/gauge#configuration-options
   */
  yellowTo?: unknown;
}
