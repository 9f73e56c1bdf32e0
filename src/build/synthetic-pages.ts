/**
 * Synthetic example pages for measuring search at a larger site: copies of one page (the pie
 * chart page) with their own title and path, as the growth bench adds them to the content
 * (`Pie chart study N` at `/examples/pie-chart-study-N`). The split index's tests and the search
 * download bench index them beside the real pages.
 */
import type { SearchPageInput } from '../shared/search-types';

export const SYNTHETIC_TEMPLATE_PATH = '/examples/pie-chart';

/** `count` copies of `template`, numbered from 1. */
export function syntheticPages(template: SearchPageInput, count: number): SearchPageInput[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    return {
      ...template,
      title: `Pie chart study ${n}`,
      path: `/examples/pie-chart-study-${n}`,
    };
  });
}

/** The pages with `count` synthetic copies of the pie chart page appended. */
export function withSyntheticPages(
  pages: readonly SearchPageInput[],
  count: number,
): SearchPageInput[] {
  const template = pages.find((p) => p.path === SYNTHETIC_TEMPLATE_PATH);
  if (!template) throw new Error(`synthetic pages: no page at ${SYNTHETIC_TEMPLATE_PATH}`);
  return [...pages, ...syntheticPages(template, count)];
}
