/** What the tree map's options come to when unset (visualization/treemap/). */
import { type UnsetFallback } from './fact';

export const TREEMAP_FALLBACKS: readonly UnsetFallback[] = [
  {
    // Unset, the colour scale starts at the lowest colour value in the data (draw, after buildTree).
    charts: ['TreeMap'],
    path: 'minColorValue',
    shown: 'the lowest value in the data',
    files: ['visualization/treemap/treemap.ts'],
  },
  {
    // Unset, the colour scale ends at the highest colour value in the data (draw, after buildTree).
    charts: ['TreeMap'],
    path: 'maxColorValue',
    shown: 'the highest value in the data',
    files: ['visualization/treemap/treemap.ts'],
  },
  {
    // Unset (or null), the tree map draws its own tooltip; a function replaces it.
    charts: ['TreeMap'],
    path: 'generateTooltip',
    shown: 'none (the built-in tooltip)',
    files: ['visualization/treemap/treemap.ts'],
  },
  {
    // Unset, the labels' style is made of the `fontColor`, `fontFamily` and `fontSize` options.
    charts: ['TreeMap'],
    path: 'textStyle',
    shown: 'from `fontColor`, `fontFamily` and `fontSize`',
    files: ['visualization/treemap/treemap.ts'],
  },
];
