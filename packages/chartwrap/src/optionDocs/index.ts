import type { AnimationOptionDocs } from './animation';
import type { AnnotationChartOptionDocs } from './annotationChart';
import type { AnnotationsOptionDocs } from './annotations';
import type { AxesOptionDocs } from './axes';
import type { BarsBubblesCandlesOptionDocs } from './barsBubblesCandles';
import type { CalendarOptionDocs } from './calendar';
import type { ChartLayoutOptionDocs } from './chartLayout';
import type { ControlsOptionDocs } from './controls';
import type { GanttOptionDocs } from './gantt';
import type { GaugeOptionDocs } from './gauge';
import type { GeoOptionDocs } from './geo';
import type { InteractionOptionDocs } from './interaction';
import type { LegendOptionDocs } from './legend';
import type { MapOptionDocs } from './map';
import type { OrgChartOptionDocs } from './orgChart';
import type { PieOptionDocs } from './pie';
import type { SankeyOptionDocs } from './sankey';
import type { SeriesOptionDocs } from './series';
import type { StyleLeavesOptionDocs } from './styleLeaves';
import type { TableOptionDocs } from './table';
import type { TimelineOptionDocs } from './timeline';
import type { TooltipOptionDocs } from './tooltip';
import type { TreeMapOptionDocs } from './treeMap';
import type { WordTreeOptionDocs } from './wordTree';

/**
 * What every option means, in one place: one description per option name, shared by every chart
 * type that has the option (`title`, `legend`, `hAxis`… are written once), and per nested path
 * (`legend.position`; `axis.*` stands for every axis: `hAxis`, `vAxis`, `hAxes[n]`, `vAxes[n]`;
 * a shorter path such as `legend.position` also describes `colorAxis.legend.position`; `*.stroke`
 * and the like, a style's leaf under any option). Descriptions are shared that way, `@default` tags
 * are not: a default shows only on rows whose whole path is the key, and an unprefixed one not on
 * the material charts (docs/library.md, "Where a `@default` tag holds").
 *
 * `options` is checked against these names too (see `ChartOptionsInput`), so an editor shows these
 * words when hovering an option, and the site's options reference (src/node/reference/)
 * prints the same words. A test fails when a chart type gains a top-level option that has none
 * here, or when a description here names no option.
 */
export interface OptionDocs
  extends
    AnimationOptionDocs,
    AnnotationChartOptionDocs,
    AnnotationsOptionDocs,
    AxesOptionDocs,
    BarsBubblesCandlesOptionDocs,
    CalendarOptionDocs,
    ChartLayoutOptionDocs,
    ControlsOptionDocs,
    GanttOptionDocs,
    GaugeOptionDocs,
    GeoOptionDocs,
    InteractionOptionDocs,
    LegendOptionDocs,
    MapOptionDocs,
    OrgChartOptionDocs,
    PieOptionDocs,
    SankeyOptionDocs,
    SeriesOptionDocs,
    StyleLeavesOptionDocs,
    TableOptionDocs,
    TimelineOptionDocs,
    TooltipOptionDocs,
    TreeMapOptionDocs,
    WordTreeOptionDocs {}
