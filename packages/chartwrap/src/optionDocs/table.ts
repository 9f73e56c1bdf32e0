/** What the options of the table chart mean (see OptionDocs in ./index.ts for the rules). */
export interface TableOptionDocs {
  /**
   * Treats text that comes from the data (table cells, node labels, annotation text, and tooltips
   * where the chart has them) as HTML instead of plain text.
   * @default Table: `false`
   * @default OrgChart: `false`
   * @default AnnotationChart: `false`
   * @see https://developers.google.com/chart/interactive/docs/gallery/table#configuration-options
   * @see https://developers.google.com/chart/interactive/docs/gallery/orgchart#configuration-options
   * @see https://developers.google.com/chart/interactive/docs/gallery/annotationchart#configuration-options
   */
  allowHtml?: unknown;
  /**
   * Shades every other row.
   * @default `true`
   * @see https://developers.google.com/chart/interactive/docs/gallery/table#configuration-options
   * @see https://developers.google.com/chart/interactive/docs/gallery/timeline#configuration-options
   */
  alternatingRowStyle?: unknown;
  /**
   * CSS class names for the table's parts (header row, rows, cells, selected row).
   * @see https://developers.google.com/chart/interactive/docs/gallery/table#configuration-options
   */
  cssClassNames?: unknown;
  /**
   * Number given to the first row when row numbers are shown.
   * @default `1`
   * @see https://developers.google.com/chart/interactive/docs/gallery/table#configuration-options
   */
  firstRowNumber?: unknown;
  /**
   * Number of leftmost columns that stay in place when the table scrolls sideways.
   * @see https://developers.google.com/chart/interactive/docs/gallery/table#configuration-options
   */
  frozenColumns?: unknown;
  /**
   * Splits rows into pages: `'enable'`, `'event'` (you page on the event) or `'disable'`.
   * @default `'disable'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/table#configuration-options
   */
  page?: unknown;
  /**
   * Rows per page when paging is on.
   * @default `10`
   * @see https://developers.google.com/chart/interactive/docs/gallery/table#configuration-options
   */
  pageSize?: unknown;
  /**
   * Which paging buttons to show: `'both'`, `'prev'`, `'next'`, `'auto'`, or a number of page
   * buttons.
   * @see https://developers.google.com/chart/interactive/docs/gallery/table#configuration-options
   */
  pagingButtons?: unknown;
  /**
   * Lays the table out right to left.
   * @default `false`
   * @see https://developers.google.com/chart/interactive/docs/gallery/table#configuration-options
   */
  rtlTable?: unknown;
  /**
   * Horizontal scroll position of the table when it first draws, in pixels.
   * @default `0`
   * @see https://developers.google.com/chart/interactive/docs/gallery/table#configuration-options
   */
  scrollLeftStartPosition?: unknown;
  /**
   * Shows a column of row numbers.
   * @default `false`
   * @see https://developers.google.com/chart/interactive/docs/gallery/table#configuration-options
   */
  showRowNumber?: unknown;
  /**
   * How clicking a column header sorts: `'enable'`, `'event'` (you sort on the event) or
   * `'disable'`.
   * @default `'enable'`
   * @see https://developers.google.com/chart/interactive/docs/gallery/table#configuration-options
   */
  sort?: unknown;
  /**
   * Sort order of the first sort: ascending when true.
   * @default `true`
   * @see https://developers.google.com/chart/interactive/docs/gallery/table#configuration-options
   */
  sortAscending?: unknown;
  /**
   * Index of the column the table is first sorted by.
   * @default `-1`
   * @see https://developers.google.com/chart/interactive/docs/gallery/table#configuration-options
   */
  sortColumn?: unknown;
  /**
   * Page shown first, counted from 0.
   * @default `0`
   * @see https://developers.google.com/chart/interactive/docs/gallery/table#configuration-options
   */
  startPage?: unknown;
  /**
   * CSS class of the header row.
   * @see https://developers.google.com/chart/interactive/docs/gallery/table#configuration-options
   */
  'cssClassNames.headerRow'?: unknown;
  /**
   * CSS class of the rows.
   * @see https://developers.google.com/chart/interactive/docs/gallery/table#configuration-options
   */
  'cssClassNames.tableRow'?: unknown;
  /**
   * CSS class of odd rows (with `alternatingRowStyle`).
   * @see https://developers.google.com/chart/interactive/docs/gallery/table#configuration-options
   */
  'cssClassNames.oddTableRow'?: unknown;
  /**
   * CSS class of selected rows.
   * @see https://developers.google.com/chart/interactive/docs/gallery/table#configuration-options
   */
  'cssClassNames.selectedTableRow'?: unknown;
  /**
   * CSS class of the row under the pointer.
   * @see https://developers.google.com/chart/interactive/docs/gallery/table#configuration-options
   */
  'cssClassNames.hoverTableRow'?: unknown;
  /**
   * CSS class of the header cells.
   * @see https://developers.google.com/chart/interactive/docs/gallery/table#configuration-options
   */
  'cssClassNames.headerCell'?: unknown;
  /**
   * CSS class of the cells.
   * @see https://developers.google.com/chart/interactive/docs/gallery/table#configuration-options
   */
  'cssClassNames.tableCell'?: unknown;
  /**
   * CSS class of the row-number cells.
   * @see https://developers.google.com/chart/interactive/docs/gallery/table#configuration-options
   */
  'cssClassNames.rowNumberCell'?: unknown;
}
