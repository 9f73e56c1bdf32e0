/**
 * A small site as the package's build sees it: a few search records, option and event rows and an
 * example, shaped as the site's build writes them, for tests that need no site build.
 */
import type { SearchRecord } from '../../../src/shared/search-types';
import type { DocsData } from '../src/docs-data';

/** One search record of a page, at the heading `anchor` (a content record when `content` is set). */
export function record(
  page: { path: string; title: string },
  anchor: string | null,
  heading: string | null,
  content: string | null,
  position: number,
): SearchRecord {
  const url = anchor ? `${page.path}#${anchor}` : page.path;
  return {
    objectID: `${url}:${position}`,
    url,
    url_without_anchor: page.path,
    anchor,
    type: content ? 'content' : heading ? 'lvl2' : 'lvl1',
    hierarchy: {
      lvl0: 'Core charts',
      lvl1: page.title,
      lvl2: heading,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    content,
    language: 'en',
    tags: ['default'],
    position,
  };
}

const PIE = { path: '/examples/pie-chart', title: 'Pie chart' };
const LINE = { path: '/examples/line-chart', title: 'Line chart' };

export const FIXTURE_DATA: DocsData = {
  siteUrl: 'https://chartwrap.example',
  llmsTxt: '# Chartwrap\n\n- [Pie chart](https://chartwrap.example/examples/pie-chart.md)\n',
  pages: [
    { url: PIE.path, title: PIE.title, markdown: '# Pie chart\n\nSlices of a whole.\n' },
    { url: LINE.path, title: LINE.title, markdown: '# Line chart\n\nValues over time.\n' },
  ],
  records: [
    record(PIE, null, null, null, 0),
    record(PIE, 'make-a-donut', 'Make a donut', null, 1),
    record(PIE, 'make-a-donut', 'Make a donut', 'Set pieHole to cut a hole in the pie.', 2),
    record(LINE, null, null, null, 0),
    record(LINE, 'curve-the-lines', 'Curve the lines', 'curveType smooths the lines.', 1),
  ],
  options: [
    {
      owner: 'PieChart',
      path: 'pieHole',
      type: 'number',
      default: '`0`',
      description: 'Between 0 and 1: cuts a hole of that fraction of the radius, making a donut.',
      url: '/examples/pie-chart#option-pieHole',
      google: 'https://developers.google.com/chart/interactive/docs/gallery/piechart',
    },
    {
      owner: 'PieChart',
      path: 'legend',
      type: 'object',
      default: null,
      description: 'Where and how the legend shows.',
      url: '/examples/pie-chart#option-legend',
      google: null,
    },
    {
      owner: 'PieChart',
      path: 'legend.position',
      type: "'bottom' | 'right' | 'none'",
      default: "`'right'`",
      description: 'Where the legend sits.',
      url: '/examples/pie-chart#option-legend.position',
      google: null,
    },
  ],
  events: [
    {
      owner: 'LineChart',
      event: 'select',
      args: 'none',
      description: 'The user selected a point.',
      url: '/examples/line-chart#event-select',
    },
  ],
  examples: [
    {
      name: 'pie-chart',
      code: 'export default function Example() {}\n',
      url: '/examples/pie-chart',
    },
  ],
};
