/** What the tree map's options come to when unset (visualization/treemap/). */
import { type UnsetFallback } from './fact';

const TREEMAP = 'visualization/treemap/treemap.ts';

export const TREEMAP_FALLBACKS: readonly UnsetFallback[] = [
  {
    // Unset, the colour scale starts at the lowest colour value in the data (draw, after buildTree).
    charts: ['TreeMap'],
    path: 'minColorValue',
    shown: 'the lowest value in the data',
    files: [TREEMAP],
  },
  {
    // Unset, the colour scale ends at the highest colour value in the data (draw, after buildTree).
    charts: ['TreeMap'],
    path: 'maxColorValue',
    shown: 'the highest value in the data',
    files: [TREEMAP],
  },
  {
    // Unset (or null), the tree map draws its own tooltip; a function replaces it.
    charts: ['TreeMap'],
    path: 'generateTooltip',
    shown: 'none (the built-in tooltip)',
    files: [TREEMAP],
  },
  {
    // Unset, the labels' style is made of the `fontColor`, `fontFamily` and `fontSize` options.
    charts: ['TreeMap'],
    path: 'textStyle',
    shown: 'from `fontColor`, `fontFamily` and `fontSize`',
    files: [TREEMAP],
  },
  ...(
    [
      ['headerHighlightColor', 'headerColor'],
      ['minHighlightColor', 'minColor'],
      ['midHighlightColor', 'midColor'],
      ['maxHighlightColor', 'maxColor'],
    ] as const
  ).map(([path, base]): UnsetFallback => ({
    // Unset (or `''`), a highlight is its base colour lightened by 35 % (parseOptions).
    charts: ['TreeMap'],
    path,
    shown: `\`${base}\` lightened by 35 %`,
    files: [TREEMAP],
  })),
  {
    // Read with no default: unset, no title band is drawn (parseOptions).
    charts: ['TreeMap'],
    path: 'title',
    shown: 'none (no title)',
    files: [TREEMAP],
  },
  {
    // The title's style starts as a copy of the labels' style (parseOptions).
    charts: ['TreeMap'],
    path: 'titleTextStyle',
    shown: 'as `textStyle`',
    files: [TREEMAP],
  },
];
