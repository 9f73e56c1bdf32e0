/** The chart and control types the fake knows, by the package that brings them. */
import { CORE_CHART_TYPES } from '../chartTypes';

/** The `corechart` package's charts (the library's one list): the ones Google also renders as images. */
export const CORE_CHARTS: readonly string[] = CORE_CHART_TYPES;

/** Charts in a package of their own, named as the chart in lower case (`geochart`). */
export const OWN_PACKAGE_CHARTS = [
  'AnnotationChart',
  'Calendar',
  'Gantt',
  'Gauge',
  'GeoChart',
  'Map',
  'OrgChart',
  'Sankey',
  'Table',
  'Timeline',
  'TreeMap',
  'WordTree',
];

/** The material charts, on `google.charts` rather than `google.visualization`. */
export const MATERIAL_CHARTS = ['Line', 'Bar', 'Scatter'];

/** The controls of the `controls` package (drawn by a ControlWrapper, never as a chart). */
export const CONTROLS = [
  'CategoryFilter',
  'ChartRangeFilter',
  'DateRangeFilter',
  'NumberRangeFilter',
  'StringFilter',
];

/** What getImageURI returns: a valid PNG (one pixel, #3366cc), as a data URI. */
export const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGMwTjvzHwAEmgJlc/kGHwAAAABJRU5ErkJggg==';

/** Google renders the core charts and GeoChart as images; the others have no getImageURI. */
export const hasImage = (type: string) => CORE_CHARTS.indexOf(type) >= 0 || type === 'GeoChart';
