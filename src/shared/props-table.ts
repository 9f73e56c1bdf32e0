/**
 * The `<Chart>` props table, as the walkthrough page shows it (PropsReference) and as its Markdown
 * copy writes it (llms-full.txt and the pages' `.md` files): what a row holds, the column headers,
 * and what the cells show besides the prop's own text.
 */

/** What a row of the table shows of one prop. */
export interface PropsTableRow {
  name: string;
  type: string;
  required: boolean;
  defaultValue: string | null;
  description: string;
}

/** The column headers, in order: the prop's name, its type, its default, its doc comment. */
export const PROPS_TABLE_HEADERS = ['Prop', 'Type', 'Default', 'Description'] as const;

/** Written after the name of a prop that must be given. */
export const REQUIRED_NOTE = '(required)';

/** Shown in a cell the prop has no value for (no default, no doc comment). */
export const EMPTY_CELL = '–';
