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
];
