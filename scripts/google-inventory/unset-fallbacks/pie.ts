/** What the pie chart's own options (pieSliceText, slices, pieResidueSliceLabel…) come to when unset. */
import { LAYER_VALUE, type UnsetFallback } from './fact';

const PIE_DEFINER = 'visualization/corechart/pie_chart_definer.ts';

export const PIE_FALLBACKS: readonly UnsetFallback[] = [
  {
    // The slice that gathers the slices too small to show is labelled with a message of the
    // library, translated into the language the charts were loaded in (calcSeries).
    charts: ['PieChart'],
    path: 'pieResidueSliceLabel',
    shown:
      "the library's message `'Other'`, translated into the language the charts were loaded in",
    files: [PIE_DEFINER],
  },
  {
    // The layers' colour over the chart's font name and size (calcSeries).
    charts: ['PieChart'],
    path: 'pieSliceTextStyle',
    shown: `${LAYER_VALUE}, in the chart's \`fontName\` and \`fontSize\``,
    files: [PIE_DEFINER],
  },
  {
    // With no entry, a slice takes its colour from `colors` by its index, and its hole, text
    // style and interactivity from the chart-wide options (calcSeries).
    charts: ['PieChart'],
    path: 'slices',
    shown:
      'none: each slice follows `colors`, `pieHole`, `pieSliceTextStyle` and `enableInteractivity`',
    files: [PIE_DEFINER],
  },
  {
    // A diff chart writes nothing in its slices; any other pie writes each slice's share
    // (calcSeries).
    charts: ['PieChart'],
    path: 'pieSliceText',
    shown: "`'percentage'`; `'none'` on a diff chart",
    files: [PIE_DEFINER],
    values: ['none', 'percentage'],
  },
];
