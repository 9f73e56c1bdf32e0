/**
 * What Google's code does when an option it reads with no default value is unset, where the code
 * plainly shows it: read by hand from the files named, written in our own words, one file per
 * family of options (as the library's optionDocs/). See fact.ts for what a fact holds and how the
 * inventory script checks it.
 */
import { AXES_FALLBACKS } from './axes';
import { INTERACTION_FALLBACKS } from './interaction';
import { TABLE_FALLBACKS } from './table';
import { TREEMAP_FALLBACKS } from './treemap';
import type { UnsetFallback } from './fact';

export { LAYER_VALUE, PER_MEMBER, type UnsetFallback } from './fact';

export const UNSET_FALLBACKS: readonly UnsetFallback[] = [
  ...INTERACTION_FALLBACKS,
  ...AXES_FALLBACKS,
  ...TABLE_FALLBACKS,
  ...TREEMAP_FALLBACKS,
];
