/// <reference types="google.visualization" />
// The events of each chart type, and what a listener receives with each.
import type { ChartType } from '../chartTypes';

/** Where a pointer event of a core chart happened: the id of the part under the pointer, and where. */
interface PointerAt {
  /** The id of the chart's part under the pointer (such as `'point#0#1'` or `'legendentry#0'`). */
  targetID: string;
  /** The pointer's position in the chart's container, in pixels. */
  x: number;
  y: number;
}

/**
 * The argument Google passes with each event (undefined for events without one). Each member's
 * comment says when the event fires: the one place that says it, for editors' hover and for a
 * reference of each chart type's events.
 */
export interface ChartEventArgsMap {
  /** The chart has been drawn and its methods can be called. */
  ready: undefined;
  /** The reader selected or unselected an element; read it with `chart.getSelection()`. */
  select: undefined;
  /** Drawing failed; the argument holds the error's id and message. */
  error: google.visualization.ErrorEventObject;
  /** The reader clicked anywhere on the chart: the id of the part clicked and where. */
  click: PointerAt;
  /** The reader double-clicked the chart: the id of the part and where. */
  dblclick: PointerAt;
  /** The reader right-clicked the chart (or long-pressed it): the id of the part and where. */
  rightclick: PointerAt;
  /** The pointer moved over the chart: the id of the part under it and where. */
  onmousemove: PointerAt;
  /** The reader pressed a mouse button on the chart: the id of the part, where, and Shift. */
  onmousedown: PointerAt & { shiftKey: boolean };
  /** The reader released a mouse button on the chart: the id of the part and where. */
  onmouseup: PointerAt;
  /** The reader turned the mouse wheel over the chart: where, and by how much. */
  scroll: PointerAt & { wheelDelta: number };
  /** The reader started dragging on the chart: where, and whether Shift was held. */
  dragstart: PointerAt & { shiftKey: boolean };
  /** The reader dragged on the chart: where the pointer is, and whether Shift is held. */
  drag: PointerAt & { shiftKey: boolean };
  /** The reader stopped dragging on the chart: where, and whether Shift was held. */
  dragend: PointerAt & { shiftKey: boolean };
  /** The reader moved to another page of the legend: the page shown and how many there are. */
  legendpagination: { currentPageIndex: number; totalPages: number };
  /**
   * The pointer moved onto an element: its row and column. On the core charts, `column` is null for
   * a whole category or a pie slice, and `row` for a series' legend entry.
   */
  onmouseover: { row: number | null; column: number | null };
  /** The pointer left an element: the row and column `onmouseover` gave for it. */
  onmouseout: { row: number | null; column: number | null };
  /** A redraw's animation finished. */
  animationfinish: undefined;
  /** A frame of a redraw's animation was drawn. */
  animationframefinish: undefined;
  /** The reader clicked a region of the map: its code (such as `'US'` or `'FR'`). */
  regionClick: { region: string };
  /** The reader changed the range shown, with the zoom buttons or the range selector. */
  rangechange: { start: Date; end: Date };
  /** The reader collapsed or expanded a node (with `allowCollapse`). */
  collapse: { collapsed: boolean; row: number };
  /** The reader moved to another page of the table (with `page: 'event'` or `'enable'`). */
  page: { page: number };
  /**
   * The reader clicked a column header to sort the table: the column, the order and the rows' new
   * order (`sortedIndexes` is null with `sort: 'event'`, where the table is left unsorted).
   */
  sort: { column: number; ascending: boolean; sortedIndexes: number[] | null };
  /** A dashboard control's state changed as the reader used it. */
  statechange: { inProgress?: boolean } | undefined;
  /** The reader confirmed the chart editor's dialog. */
  ok: undefined;
  /** The reader dismissed the chart editor's dialog. */
  cancel: undefined;
  /** The reader went back up one level of the tree map. */
  rollup: { row: number };
  /** The reader went down into a node of the tree map. */
  drilldown: { row: number };
  /** The pointer moved onto a node of the tree map. */
  highlight: { row: number };
  /** The pointer left a node of the tree map. */
  unhighlight: { row: number };
}

export type ChartEventName = keyof ChartEventArgsMap;

/**
 * An event callback's `eventArgs` for an event whose argument is `A`: `A`'s fields, on the array of
 * the listener's arguments (react-google-charts' form, whose index reads are deprecated).
 */
export type ChartEventArgs<A> = ([A] extends [undefined] ? unknown : NonNullable<A>) &
  EventArgumentList<A>;

/** react-google-charts' `eventArgs`: the arguments Google passed the listener, as an array. */
export interface EventArgumentList<A> extends ReadonlyArray<A> {
  /**
   * @deprecated react-google-charts' form: read the event's fields on `eventArgs` itself, e.g.
   * `eventArgs.region` rather than `eventArgs[0].region`.
   */
  readonly 0: A;
}

/**
 * The events the core charts (`google.visualization.LineChart`…) fire, as Google's code fires
 * them (`events/chart_event_types.ts`, dispatched by `events/event_handler.ts`,
 * `events/chart_event_dispatcher.ts` and the animation of `visualization/corechart/corechart.ts`).
 * No `animationstart`: nothing fires it.
 */
type CoreChartEvents =
  | 'animationfinish'
  | 'animationframefinish'
  | 'click'
  | 'dblclick'
  | 'rightclick'
  | 'onmouseover'
  | 'onmouseout'
  | 'onmousemove'
  | 'onmousedown'
  | 'onmouseup'
  | 'scroll'
  | 'dragstart'
  | 'drag'
  | 'dragend'
  | 'legendpagination';
type HoverEvents = 'onmouseover' | 'onmouseout';

/**
 * The events each chart type fires besides the ChartWrapper's own (`ready`, `select`, `error`).
 * For the charts whose code Google publishes (the core charts, `Table` and `TreeMap`), the events
 * that code fires; for the others, those Google documents.
 */
export interface ChartTypeEventsMap {
  AnnotationChart: 'rangechange';
  AreaChart: CoreChartEvents;
  Bar: HoverEvents;
  BarChart: CoreChartEvents;
  BubbleChart: CoreChartEvents;
  Calendar: HoverEvents;
  CandlestickChart: CoreChartEvents;
  ColumnChart: CoreChartEvents;
  ComboChart: CoreChartEvents;
  Gantt: never;
  Gauge: never;
  GeoChart: 'regionClick';
  Histogram: CoreChartEvents;
  Line: HoverEvents;
  LineChart: CoreChartEvents;
  Map: never;
  OrgChart: 'collapse' | HoverEvents;
  PieChart: CoreChartEvents;
  Sankey: HoverEvents;
  Scatter: HoverEvents;
  ScatterChart: CoreChartEvents;
  SteppedAreaChart: CoreChartEvents;
  Table: 'page' | 'sort';
  Timeline: HoverEvents;
  TreeMap: 'rollup' | 'drilldown' | 'highlight' | 'unhighlight' | HoverEvents;
  WordTree: never;
}

/** The events a chart of type `T` fires: the ChartWrapper's and the chart's own. */
export type ChartEventNameOf<T extends ChartType> =
  'ready' | 'select' | 'error' | ChartTypeEventsMap[T];
