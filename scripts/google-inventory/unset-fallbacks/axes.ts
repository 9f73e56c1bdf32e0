/** What the axis options (hAxis, vAxis, sizeAxis, colorAxis) come to when unset. */
import { type UnsetFallback } from './fact';

export const AXES_FALLBACKS: readonly UnsetFallback[] = [
  {
    // Unset, the bubbles' size scale starts at the lowest size value in the data
    // (SizeScale.create, through getOverriddenRange).
    charts: ['BubbleChart'],
    path: 'sizeAxis.minValue',
    shown: 'the lowest size value in the data',
    files: ['common/size_scale.ts'],
  },
  {
    // Unset, it ends at the highest size value in the data (as above).
    charts: ['BubbleChart'],
    path: 'sizeAxis.maxValue',
    shown: 'the highest size value in the data',
    files: ['common/size_scale.ts'],
  },
];
