/** What the options of the Gantt chart mean (see OptionDocs in ./index.ts for the rules). */
export interface GanttOptionDocs {
  /**
   * Gantt look: bar heights and corners, critical path, arrows, tracks, labels and the percentage
   * done.
   * @see https://developers.google.com/chart/interactive/docs/gallery/ganttchart#configuration-options
   */
  gantt?: unknown;
  /**
   * Arrows between dependent tasks: angle, colour, length, radius, width and spacing.
   * @see https://developers.google.com/chart/interactive/docs/gallery/ganttchart#configuration-options
   */
  'gantt.arrow'?: unknown;
  /**
   * Radius of the task bars' corners.
   * @see https://developers.google.com/chart/interactive/docs/gallery/ganttchart#configuration-options
   */
  'gantt.barCornerRadius'?: unknown;
  /**
   * Height of the task bars, in pixels.
   * @see https://developers.google.com/chart/interactive/docs/gallery/ganttchart#configuration-options
   */
  'gantt.barHeight'?: unknown;
  /**
   * Highlights the tasks on the critical path.
   * @see https://developers.google.com/chart/interactive/docs/gallery/ganttchart#configuration-options
   */
  'gantt.criticalPathEnabled'?: unknown;
  /**
   * Stroke of the critical path's arrows.
   * @see https://developers.google.com/chart/interactive/docs/gallery/ganttchart#configuration-options
   */
  'gantt.criticalPathStyle'?: unknown;
  /**
   * Start of tasks given without one.
   * @see https://developers.google.com/chart/interactive/docs/gallery/ganttchart#configuration-options
   */
  'gantt.defaultStartDate'?: unknown;
  /** Start of tasks given without one, for tasks computed from durations and dependencies. */
  'gantt.defaultStartDateMillis'?: unknown;
  /**
   * Fill of every other track.
   * @see https://developers.google.com/chart/interactive/docs/gallery/ganttchart#configuration-options
   */
  'gantt.innerGridDarkTrack'?: unknown;
  /**
   * Lines between tracks.
   * @see https://developers.google.com/chart/interactive/docs/gallery/ganttchart#configuration-options
   */
  'gantt.innerGridHorizLine'?: unknown;
  /**
   * Fill of the tracks.
   * @see https://developers.google.com/chart/interactive/docs/gallery/ganttchart#configuration-options
   */
  'gantt.innerGridTrack'?: unknown;
  /**
   * Widest a task label may be, in pixels.
   * @see https://developers.google.com/chart/interactive/docs/gallery/ganttchart#configuration-options
   */
  'gantt.labelMaxWidth'?: unknown;
  /**
   * Text style of the task labels.
   * @see https://developers.google.com/chart/interactive/docs/gallery/ganttchart#configuration-options
   */
  'gantt.labelStyle'?: unknown;
  /**
   * Shades the part of each task already done.
   * @see https://developers.google.com/chart/interactive/docs/gallery/ganttchart#configuration-options
   */
  'gantt.percentEnabled'?: unknown;
  /**
   * Fill of the part already done.
   * @see https://developers.google.com/chart/interactive/docs/gallery/ganttchart#configuration-options
   */
  'gantt.percentStyle'?: unknown;
  /**
   * Draws shadows under dependent tasks.
   * @see https://developers.google.com/chart/interactive/docs/gallery/ganttchart#configuration-options
   */
  'gantt.shadowEnabled'?: unknown;
  /**
   * Offset of those shadows.
   * @see https://developers.google.com/chart/interactive/docs/gallery/ganttchart#configuration-options
   */
  'gantt.shadowOffset'?: unknown;
  /**
   * Fill of those shadows.
   * @see https://developers.google.com/chart/interactive/docs/gallery/ganttchart#configuration-options
   */
  'gantt.shadowStyle'?: unknown;
  /**
   * Sorts tasks by dependencies; otherwise keeps the rows' order.
   * @see https://developers.google.com/chart/interactive/docs/gallery/ganttchart#configuration-options
   */
  'gantt.sortTasks'?: unknown;
  /**
   * Height of each track, in pixels.
   * @see https://developers.google.com/chart/interactive/docs/gallery/ganttchart#configuration-options
   */
  'gantt.trackHeight'?: unknown;
  /**
   * Angle of the arrow's head, in degrees.
   * @see https://developers.google.com/chart/interactive/docs/gallery/ganttchart#configuration-options
   */
  'gantt.arrow.angle'?: unknown;
  /**
   * Colour of the arrows.
   * @see https://developers.google.com/chart/interactive/docs/gallery/ganttchart#configuration-options
   */
  'gantt.arrow.color'?: unknown;
  /**
   * Length of the arrow's head, in pixels.
   * @see https://developers.google.com/chart/interactive/docs/gallery/ganttchart#configuration-options
   */
  'gantt.arrow.length'?: unknown;
  /**
   * Radius of the arrow's bend, in pixels.
   * @see https://developers.google.com/chart/interactive/docs/gallery/ganttchart#configuration-options
   */
  'gantt.arrow.radius'?: unknown;
  /**
   * Space between the arrow's head and the task, in pixels.
   * @see https://developers.google.com/chart/interactive/docs/gallery/ganttchart#configuration-options
   */
  'gantt.arrow.spaceAfter'?: unknown;
  /**
   * Width of the arrows, in pixels.
   * @see https://developers.google.com/chart/interactive/docs/gallery/ganttchart#configuration-options
   */
  'gantt.arrow.width'?: unknown;
}
