/** What the options of annotation columns: their text, stems and boxes mean (see OptionDocs in ./index.ts for the rules). */
export interface AnnotationsOptionDocs {
  /**
   * How annotation columns are drawn: text style, stems, boxes and highlighting.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  annotations?: unknown;
  /**
   * Draws annotations as `'point'` labels or as `'line'`s across the chart.
   * @default `'point'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'annotations.style'?: unknown;
  /**
   * Text style of the annotations.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'annotations.textStyle'?: unknown;
  /**
   * Colour and length of the stem joining an annotation to its point.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'annotations.stem'?: unknown;
  /**
   * Box drawn around annotation text: stroke, corners and gradient fill.
   * @default `null`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'annotations.boxStyle'?: unknown;
  /**
   * Picks the annotation text colour for contrast with its background.
   * @default `true`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'annotations.highContrast'?: unknown;
  /**
   * Style of annotations attached to data values.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'annotations.datum'?: unknown;
  /**
   * Style of annotations attached to the domain (category).
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'annotations.domain'?: unknown;
  /**
   * Draws annotations of bars and columns outside the bars, even when they would fit inside.
   * @see https://developers.google.com/chart/interactive/docs/gallery/columnchart#configuration-options
   */
  'annotations.alwaysOutside'?: unknown;
  /**
   * Gradient fill of the annotation box: colours, start and end points.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'boxStyle.gradient'?: unknown;
  /**
   * Horizontal radius of the box's rounded corners.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'boxStyle.rx'?: unknown;
  /**
   * Vertical radius of the box's rounded corners.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'boxStyle.ry'?: unknown;
  /**
   * Colour of the box's border.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'boxStyle.stroke'?: unknown;
  /**
   * Width of the box's border.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'boxStyle.strokeWidth'?: unknown;
  /**
   * Stem of annotations on data values: colour and length.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'datum.stem'?: unknown;
  /**
   * Draws annotations on data values as `'point'` labels or `'line'`s.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'datum.style'?: unknown;
  /**
   * Stem of annotations on the domain: colour and length.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'domain.stem'?: unknown;
  /**
   * Draws annotations on the domain as `'point'` labels or `'line'`s.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'domain.style'?: unknown;
  /**
   * Colour of the stem.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'stem.color'?: unknown;
  /**
   * Length of the stem, in pixels.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'stem.length'?: unknown;
}
