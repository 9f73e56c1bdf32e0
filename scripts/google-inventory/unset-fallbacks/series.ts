/** What the options of the series and their marks (series, vAxes, trendlines, lines, points, bars, orientation) come to when unset. */
import type { UnsetFallback } from './fact';

export const SERIES_FALLBACKS: readonly UnsetFallback[] = [];
