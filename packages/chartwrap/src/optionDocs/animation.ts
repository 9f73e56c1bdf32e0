/** What the options of animation between draws mean (see OptionDocs in ./index.ts for the rules). */
export interface AnimationOptionDocs {
  /**
   * How the chart moves from old data to new when it redraws: duration, easing and whether to
   * animate the first draw.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  animation?: unknown;
  /**
   * Length of the animation, in milliseconds.
   * @default Gauge: `400`
   * @default `0`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   * @see https://developers.google.com/chart/interactive/docs/gallery/gauge#configuration-options
   */
  'animation.duration'?: unknown;
  /**
   * Speed curve of the animation: `'linear'`, `'in'`, `'out'` or `'inAndOut'`.
   * @default `'linear'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   * @see https://developers.google.com/chart/interactive/docs/gallery/gauge#configuration-options
   */
  'animation.easing'?: unknown;
  /**
   * Animates the first draw too, from the baseline.
   * @see https://developers.google.com/chart/interactive/docs/gallery/linechart#configuration-options
   */
  'animation.startup'?: unknown;
}
