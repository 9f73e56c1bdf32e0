/**
 * The events table of a chart type, as its page shows it (EventsReference, beside the options
 * table) and as the page's Markdown copy writes it (llms-full.txt and the pages' `.md` files).
 */
import { EMPTY_CELL } from './props-table';

/** What a row of the table shows of one event. */
export interface EventRow {
  /** The event's name, as `eventName` takes it (`regionClick`). */
  event: string;
  /** Id of the row: `event-` and the name (`event-regionClick`). */
  anchor: string;
  /** What the listener's `eventArgs` holds, as a type; `none` when it gets none. */
  args: string;
  /** When it fires. */
  description: string;
}

/** Id of the heading above the table. */
export const EVENTS_HEADING_ID = 'events';
export const EVENTS_HEADING = 'Events';

/** The column headers, in order. */
export const EVENTS_TABLE_HEADERS = ['Event', 'Listener receives', 'Fires when'] as const;

/** The sentence that leads into the table. */
export function eventsLead(owner: string, count: number): string {
  return `${count} event${count === 1 ? '' : 's'} of \`${owner}\`, from the library's types. Listen with \`chartEvents={[{ eventName, callback }]}\`; the callback's \`eventArgs\` holds what the table lists.`;
}

/** The events as a Markdown section (heading, lead, table); empty without events. */
export function eventsReferenceMarkdown(owner: string, rows: readonly EventRow[]): string {
  if (rows.length === 0) return '';
  const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n+/g, ' ');
  const row = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  const lines = [row(EVENTS_TABLE_HEADERS), row(EVENTS_TABLE_HEADERS.map(() => '---'))];
  for (const event of rows) {
    lines.push(
      row([`\`${event.event}\``, `\`${cell(event.args)}\``, cell(event.description) || EMPTY_CELL]),
    );
  }
  return `## ${EVENTS_HEADING}\n\n${eventsLead(owner, rows.length)}\n\n${lines.join('\n')}`;
}
