/** What the options of the calendar chart mean (see OptionDocs in ./index.ts for the rules). */
export interface CalendarOptionDocs {
  /**
   * Calendar look: cell size and colours, month and day labels, underlines.
   * @see https://developers.google.com/chart/interactive/docs/gallery/calendar#configuration-options
   */
  calendar?: unknown;
  /**
   * Pattern drawn on days without data: background and stripe colours.
   * @see https://developers.google.com/chart/interactive/docs/gallery/calendar#configuration-options
   */
  noDataPattern?: unknown;
  /**
   * Size of a day's cell, in pixels.
   * @see https://developers.google.com/chart/interactive/docs/gallery/calendar#configuration-options
   */
  'calendar.cellSize'?: unknown;
  /**
   * Border of the day cells: colour, width and opacity.
   * @see https://developers.google.com/chart/interactive/docs/gallery/calendar#configuration-options
   */
  'calendar.cellColor'?: unknown;
  /**
   * Border of the day cell under the pointer.
   * @see https://developers.google.com/chart/interactive/docs/gallery/calendar#configuration-options
   */
  'calendar.focusedCellColor'?: unknown;
  /**
   * Outline of the months.
   * @see https://developers.google.com/chart/interactive/docs/gallery/calendar#configuration-options
   */
  'calendar.monthOutlineColor'?: unknown;
  /**
   * Outline of months without data.
   * @see https://developers.google.com/chart/interactive/docs/gallery/calendar#configuration-options
   */
  'calendar.unusedMonthOutlineColor'?: unknown;
  /**
   * Text style of the month labels.
   * @see https://developers.google.com/chart/interactive/docs/gallery/calendar#configuration-options
   */
  'calendar.monthLabel'?: unknown;
  /**
   * Text style of the year labels.
   * @see https://developers.google.com/chart/interactive/docs/gallery/calendar#configuration-options
   */
  'calendar.yearLabel'?: unknown;
  /**
   * Text style of the day-of-week labels.
   * @see https://developers.google.com/chart/interactive/docs/gallery/calendar#configuration-options
   */
  'calendar.dayOfWeekLabel'?: unknown;
  /**
   * Space between the day-of-week labels and the cells, in pixels.
   * @see https://developers.google.com/chart/interactive/docs/gallery/calendar#configuration-options
   */
  'calendar.dayOfWeekRightSpace'?: unknown;
  /**
   * Letters for the days of the week, Sunday first, e.g. `'SMTWTFS'`.
   * @see https://developers.google.com/chart/interactive/docs/gallery/calendar#configuration-options
   */
  'calendar.daysOfWeek'?: unknown;
  /**
   * Space under the month labels, in pixels.
   * @see https://developers.google.com/chart/interactive/docs/gallery/calendar#configuration-options
   */
  'calendar.underMonthSpace'?: unknown;
  /**
   * Space under the year label, in pixels.
   * @see https://developers.google.com/chart/interactive/docs/gallery/calendar#configuration-options
   */
  'calendar.underYearSpace'?: unknown;
  /**
   * Background of days without data.
   * @see https://developers.google.com/chart/interactive/docs/gallery/calendar#configuration-options
   */
  'noDataPattern.backgroundColor'?: unknown;
  /**
   * Stripe colour of days without data.
   * @see https://developers.google.com/chart/interactive/docs/gallery/calendar#configuration-options
   */
  'noDataPattern.color'?: unknown;
}
