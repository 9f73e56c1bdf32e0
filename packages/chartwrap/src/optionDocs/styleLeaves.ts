/** What the options of the leaves of any style object (`*.stroke`, `*.fontSize`), whatever option they sit under mean (see OptionDocs in ./index.ts for the rules). */
export interface StyleLeavesOptionDocs {
  /**
   * Stroke (border or line) colour.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  '*.stroke'?: unknown;
  /**
   * Stroke width, in pixels.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  '*.strokeWidth'?: unknown;
  /**
   * Stroke opacity, from 0 to 1.
   * @see https://developers.google.com/chart/interactive/docs/gallery/calendar#configuration-options
   */
  '*.strokeOpacity'?: unknown;
  /**
   * Fill colour.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  '*.fill'?: unknown;
  /**
   * Fill opacity, from 0 to 1.
   * @see https://developers.google.com/chart/interactive/docs/gallery/sankey#configuration-options
   */
  '*.fillOpacity'?: unknown;
  /**
   * Text or line colour of this part.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  '*.color'?: unknown;
  /**
   * Font family.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  '*.fontName'?: unknown;
  /**
   * Font size, in pixels.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  '*.fontSize'?: unknown;
  /**
   * Name shown for this entry.
   * @see https://developers.google.com/chart/interactive/docs/gallery/map#configuration-options
   */
  '*.name'?: unknown;
  /**
   * Style rules, as Google Maps styles.
   * @see https://developers.google.com/chart/interactive/docs/gallery/map#configuration-options
   */
  '*.styles'?: unknown;
}
