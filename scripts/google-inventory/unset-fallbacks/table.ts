/** What the table's options come to when unset (visualization/table/). */
import { PER_MEMBER, type UnsetFallback } from './fact';

const TABLE_CHART = 'visualization/table/table_chart.ts';

export const TABLE_FALLBACKS: readonly UnsetFallback[] = [
  {
    // Unset, every row and cell keeps the table's own class names (setCustomClassNames).
    charts: ['Table'],
    path: 'cssClassNames',
    shown: PER_MEMBER,
    files: [TABLE_CHART],
  },
  {
    // Unset, the paging buttons are `'auto'` (PageManager).
    charts: ['Table'],
    path: 'pagingButtons',
    shown: "`'auto'`",
    files: ['visualization/table/page_manager.ts'],
  },
  {
    // Unset with paging off, one page holds every row; with paging on, 10 rows, or the rows
    // shared out over `pagingButtons` when that is a number (PageManager constructor).
    charts: ['Table'],
    path: 'pageSize',
    shown:
      'every row while paging is off; with paging on, `10`, or the rows shared out evenly over a number of `pagingButtons`',
    files: ['visualization/table/page_manager.ts'],
  },
  {
    // Unset, the table sets no width of its own: it is as wide as its columns need (draw).
    charts: ['Table'],
    path: 'width',
    shown: 'as wide as its columns need',
    files: [TABLE_CHART],
  },
  {
    // Unset, no height is set: the table is as tall as its rows, with no scrolling pane (draw).
    charts: ['Table'],
    path: 'height',
    shown: 'as tall as its rows (no scrolling)',
    files: [TABLE_CHART],
  },
  {
    // Unset (or 0), paging starts on the first page (draw).
    charts: ['Table'],
    path: 'startPage',
    shown: '`0`',
    files: [TABLE_CHART],
  },
  {
    // Unset, no column is sorted when the table is first drawn: rows keep the data's order (draw).
    charts: ['Table'],
    path: 'sortColumn',
    shown: "none (the rows keep the data's order)",
    files: [TABLE_CHART],
  },
];
