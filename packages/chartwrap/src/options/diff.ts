// `diff`: how a diff chart (drawn from `diffdata`) shows the old data against the new. Each chart
// type reads its own options there (Google's chart definers: `pie_chart_definer.ts` for the pie,
// `axis_chart_definer.ts` for bars and points; `tooltip_body_creator.ts` for the prefixes), so
// each has its own type: a pie's inner circle on a bar chart is an error, not an ignored option.

/** The tooltip of one side of a diff chart. */
interface DiffTooltip {
  /** Text before the value of this side in the tooltip. */
  tooltip?: { prefix?: string };
}

/** `diff` of a pie chart: the old data as an inner circle (or ring) of the new. */
export interface PieDiffOptions {
  innerCircle?: { radiusFactor?: number; borderFactor?: number };
  oldData?: DiffTooltip & { opacity?: number; inCenter?: boolean };
  newData?: DiffTooltip & { opacity?: number };
}

/** `diff` of a bar or column chart: the new data as narrower bars in front of the old. */
export interface BarDiffOptions {
  oldData?: DiffTooltip & { color?: string };
  newData?: DiffTooltip & { widthFactor?: number };
}

/** `diff` of a scatter chart: old and new points told apart by their opacity. */
export interface ScatterDiffOptions {
  oldData?: DiffTooltip & { opacity?: number };
  newData?: DiffTooltip & { opacity?: number };
}

/** The `diff` options of any diff chart (each chart type takes its own: see above). */
export type DiffOptions = PieDiffOptions | BarDiffOptions | ScatterDiffOptions;
