/**
 * What Google's code does when an option it reads with no default value is unset, where the code
 * plainly shows it: read by hand from the files named, written in our own words, one file per
 * family of options (as the library's optionDocs/). See fact.ts for what a fact holds and how the
 * inventory script checks it.
 */
import { AXES_FALLBACKS } from './axes';
import { INTERACTION_FALLBACKS } from './interaction';
import { LAYOUT_FALLBACKS } from './layout';
import { PIE_FALLBACKS } from './pie';
import { SERIES_FALLBACKS } from './series';
import { TABLE_FALLBACKS } from './table';
import { TREEMAP_FALLBACKS } from './treemap';
import type { UnsetFallback } from './fact';

export { LAYER_VALUE, PER_MEMBER, type UnsetFallback } from './fact';

export const UNSET_FALLBACKS: readonly UnsetFallback[] = [
  ...LAYOUT_FALLBACKS,
  ...INTERACTION_FALLBACKS,
  ...SERIES_FALLBACKS,
  ...PIE_FALLBACKS,
  ...AXES_FALLBACKS,
  ...TABLE_FALLBACKS,
  ...TREEMAP_FALLBACKS,
];
