/**
 * The options table of a chart type or control, as its page shows it (OptionsReference) and as the
 * page's Markdown copy writes it (llms-full.txt and the pages' `.md` files): what a row holds, the
 * id of its row, the column headers and the Markdown table.
 */
import { GOOGLE_REFERENCE } from './google-reference';
import { EMPTY_CELL } from './props-table';

/** What a row of the table shows of one option. */
export interface OptionRow {
  /** `pieHole`, `legend.position`, `series[n].color`. */
  path: string;
  /** Id of the row: `option-` and the path (`option-legend.position`). */
  anchor: string;
  /** 1 for a top-level option, 2 for `legend.position`… */
  depth: number;
  /** Path of the option it is nested in; null at the top level. */
  parentPath: string | null;
  hasChildren: boolean;
  type: string;
  /**
   * What the option comes to when unset, as Google's source or two public copies state it, in
   * inline Markdown (`` `'right'` ``); null where no source states one.
   */
  default: string | null;
  description: string;
}

/** Prefix of a row's id; the rest is the option's path (valid in an id: it has no spaces). */
export const OPTION_ANCHOR_PREFIX = 'option-';

export const optionAnchor = (optionPath: string) => `${OPTION_ANCHOR_PREFIX}${optionPath}`;

/** The column headers, in order. */
export const OPTIONS_TABLE_HEADERS = ['Option', 'Type', 'Default', 'Description'] as const;

/** The rows as a Markdown table (for /llms-full.txt and "Copy page as Markdown"). */
export function optionsMarkdownTable(rows: readonly OptionRow[]): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n+/g, ' ');
  const row = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  const lines = [row(OPTIONS_TABLE_HEADERS), row(OPTIONS_TABLE_HEADERS.map(() => '---'))];
  for (const option of rows) {
    lines.push(
      row([
        `\`${option.path}\``,
        `\`${cell(option.type)}\``,
        option.default ? cell(option.default) : EMPTY_CELL,
        cell(option.description) || EMPTY_CELL,
      ]),
    );
  }
  return lines.join('\n');
}

/**
 * The line each options table carries about its Default column: where the defaults come from, in
 * the order the reference takes them (src/node/reference/options-reference-inventory.ts).
 */
export const DEFAULTS_SOURCE_NOTE =
  "Defaults come from Google's source (google/google-visualization) for the charts it holds, " +
  "else from Google's documentation (for Sankey, Timeline, Gantt, GeoChart, OrgChart, " +
  'AnnotationChart, WordTree, Calendar, Gauge and Map, only where two public copies of its ' +
  'option tables agree); a blank means no source states one.';

/** An options table with the line that leads into it, as Markdown: what the page shows. */
export function optionsReferenceMarkdown(owner: string, rows: readonly OptionRow[]): string {
  const reference = GOOGLE_REFERENCE[owner];
  const topLevel = rows.filter((row) => row.depth === 1).length;
  const lead = [
    `${topLevel} option${topLevel === 1 ? '' : 's'} of \`${owner}\` (${rows.length} with the nested ones), from the library's types.`,
    reference ? `Google's [${reference.label}](${reference.url}) describes each in depth.` : '',
    DEFAULTS_SOURCE_NOTE,
  ];
  return `${lead.filter(Boolean).join(' ')}\n\n${optionsMarkdownTable(rows)}`;
}
