/** What the pie chart's own options (pieSliceText, slices, pieResidueSliceLabel…) come to when unset. */
import type { UnsetFallback } from './fact';

export const PIE_FALLBACKS: readonly UnsetFallback[] = [];
