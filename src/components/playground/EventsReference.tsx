import { createContext, useContext, type ReactNode } from 'react';
import {
  EVENTS_HEADING,
  EVENTS_HEADING_ID,
  EVENTS_TABLE_HEADERS,
  type EventRow,
} from '../../shared/events-table';
import { EMPTY_CELL } from '../../shared/props-table';
import { AnchoredHeading } from '../AnchoredHeading';
import { InlineMarkdown } from './InlineMarkdown';
import { TableHead } from './TableHead';
import * as styles from './playground.module.css';

/** A row as the page query gives it (`mdx { eventsReference { … } }`). */
export interface EventsReferenceRow extends EventRow {
  owner: string;
}

const EventsContext = createContext<readonly EventsReferenceRow[]>([]);

/** Templates wrap an MDX page in this provider with the event rows its query returned. */
export function EventsReferenceProvider({
  rows,
  children,
}: {
  rows: readonly EventsReferenceRow[] | null | undefined;
  children: ReactNode;
}) {
  return <EventsContext.Provider value={rows ?? []}>{children}</EventsContext.Provider>;
}

/**
 * Every event a chart type fires, beside its options table: a static table generated from the
 * library's types, one row per event with an `#event-<name>` id readers can link to. Nothing
 * shows for a type whose events the page query did not return (controls, guides).
 */
export function EventsReference({ of }: { of: string }) {
  const rows = useContext(EventsContext).filter((row) => row.owner === of);
  if (rows.length === 0) return null;
  return (
    <section className={styles.optionsReference} aria-labelledby={EVENTS_HEADING_ID}>
      <AnchoredHeading as="h2" id={EVENTS_HEADING_ID}>
        {EVENTS_HEADING}
      </AnchoredHeading>
      <p>
        {rows.length} event{rows.length === 1 ? '' : 's'} of <code>{of}</code>, from the
        library&apos;s types. Listen with <code>{'chartEvents={[{ eventName, callback }]}'}</code>;
        the callback&apos;s <code>eventArgs</code> holds what the table lists.
      </p>
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={`Events of ${of}`}>
        <table className={styles.propsTable}>
          <caption>
            Events of <code>{of}</code>
          </caption>
          <TableHead headers={EVENTS_TABLE_HEADERS} />
          <tbody>
            {rows.map((row) => (
              <tr key={row.event} id={row.anchor} className={styles.eventRow}>
                <th scope="row">
                  <a href={`#${row.anchor}`}>
                    <code>{row.event}</code>
                  </a>
                </th>
                <td>
                  <code>{row.args}</code>
                </td>
                <td>
                  <InlineMarkdown text={row.description || EMPTY_CELL} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
