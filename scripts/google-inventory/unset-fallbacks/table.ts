/** What the table's options come to when unset (visualization/table/). */
import { PER_MEMBER, type UnsetFallback } from './fact';

export const TABLE_FALLBACKS: readonly UnsetFallback[] = [
  {
    // Unset, every row and cell keeps the table's own class names (setCustomClassNames).
    charts: ['Table'],
    path: 'cssClassNames',
    shown: PER_MEMBER,
    files: ['visualization/table/table_chart.ts'],
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
];
