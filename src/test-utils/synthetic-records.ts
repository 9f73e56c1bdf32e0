/**
 * Search records of synthetic example pages, for measuring search at a larger site: copies of the
 * pie chart page's records, each copy a page of its own (`Pie chart study N` at
 * `/examples/pie-chart-study-N`, as the growth bench names the pages it adds to the content).
 * The split index's tests and the search download bench (bench/search-download.mjs) index them
 * beside the real records.
 */
import type { SearchRecord } from '../shared/search-types';

export const SYNTHETIC_TEMPLATE = { path: '/examples/pie-chart', title: 'Pie chart' };

/** The records with the template page's records copied `count` times after them. */
export function withSyntheticRecords(
  records: readonly SearchRecord[],
  count: number,
): SearchRecord[] {
  const { path, title } = SYNTHETIC_TEMPLATE;
  const template = records.filter((r) => r.url_without_anchor === path);
  if (!template.length) throw new Error(`synthetic records: no records of ${path}`);
  const copies: SearchRecord[] = [];
  for (let n = 1; n <= count; n++) {
    const to = `${path}-study-${n}`;
    const moved = (url: string) => (url.startsWith(path) ? to + url.slice(path.length) : url);
    for (const r of template) {
      copies.push({
        ...r,
        objectID: moved(r.objectID),
        url: moved(r.url),
        url_without_anchor: to,
        hierarchy: {
          ...r.hierarchy,
          lvl1: r.hierarchy.lvl1 === title ? `${title} study ${n}` : r.hierarchy.lvl1,
        },
      });
    }
  }
  return [...records, ...copies];
}
