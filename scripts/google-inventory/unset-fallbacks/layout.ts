/** What the options of the chart's layout, size, fonts, title and legend (chartArea, width, height, fontSize, title, legend, theme) come to when unset. */
import type { UnsetFallback } from './fact';

export const LAYOUT_FALLBACKS: readonly UnsetFallback[] = [];
