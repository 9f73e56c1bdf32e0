import { useEffect, type MutableRefObject } from 'react';
import type { GoogleNamespace } from './types';
import type { ReportError } from './useChartError';
import { drawInstance, type ChartElements, type ChartInstance } from './useChartWrapper';

/**
 * Draws the chart again when its element changes size: Google Charts draw at the size the element
 * has at the time. Resizes are settled for 50 ms first, so a drag redraws once.
 */
export function useRedrawOnResize(
  google: GoogleNamespace | undefined,
  instance: MutableRefObject<ChartInstance | undefined>,
  elements: ChartElements,
  reportError: ReportError,
) {
  useEffect(() => {
    if (!google || typeof ResizeObserver == 'undefined') return;
    const chartElement = elements.chart.current!;
    let drawnSize = '';
    let timer: ReturnType<typeof setTimeout>;
    const observer = new ResizeObserver(([entry]) => {
      const size = entry.contentRect.width + ' ' + entry.contentRect.height;
      // The first observation is the size of the first draw.
      if (drawnSize && size != drawnSize) {
        clearTimeout(timer);
        timer = setTimeout(() => {
          try {
            if (instance.current) drawInstance(instance.current, chartElement);
          } catch (error) {
            reportError(error, 'draw');
          }
        }, 50);
      }
      drawnSize = size;
    });
    observer.observe(chartElement);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [google, instance, elements, reportError]);
}
