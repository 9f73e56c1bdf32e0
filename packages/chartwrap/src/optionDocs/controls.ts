/** What the options of the dashboard controls' label formats mean (see OptionDocs in ./index.ts for the rules). */
export interface ControlsOptionDocs {
  /**
   * How the range values are shown.
   * @see https://developers.google.com/chart/interactive/docs/gallery/controls
   */
  'ui.format'?: unknown;
  /**
   * A number or date pattern, e.g. `'#,###'` or `'MMM yyyy'`.
   * @see https://developers.google.com/chart/interactive/docs/gallery/controls
   */
  'format.pattern'?: unknown;
  /**
   * A preset date format: `'short'`, `'medium'` or `'long'`.
   * @see https://developers.google.com/chart/interactive/docs/gallery/controls
   */
  'format.formatType'?: unknown;
  /**
   * Time zone the dates are shown in, as an offset in hours.
   * @see https://developers.google.com/chart/interactive/docs/gallery/controls
   */
  'format.timeZone'?: unknown;
  /**
   * Character that marks decimals.
   * @see https://developers.google.com/chart/interactive/docs/gallery/controls
   */
  'format.decimalSymbol'?: unknown;
  /**
   * Number of digits after the decimal mark.
   * @see https://developers.google.com/chart/interactive/docs/gallery/controls
   */
  'format.fractionDigits'?: unknown;
  /**
   * Character that groups thousands.
   * @see https://developers.google.com/chart/interactive/docs/gallery/controls
   */
  'format.groupingSymbol'?: unknown;
  /**
   * Colour of negative values.
   * @see https://developers.google.com/chart/interactive/docs/gallery/controls
   */
  'format.negativeColor'?: unknown;
  /**
   * Writes negative values in parentheses.
   * @see https://developers.google.com/chart/interactive/docs/gallery/controls
   */
  'format.negativeParens'?: unknown;
  /**
   * Text written before each value.
   * @see https://developers.google.com/chart/interactive/docs/gallery/controls
   */
  'format.prefix'?: unknown;
  /**
   * Text written after each value.
   * @see https://developers.google.com/chart/interactive/docs/gallery/controls
   */
  'format.suffix'?: unknown;
}
