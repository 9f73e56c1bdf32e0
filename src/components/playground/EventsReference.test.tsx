import { render, screen, within } from '@testing-library/react';
import { EventsReferenceProvider, type EventsReferenceRow } from './EventsReference';
import { OptionsReference, OptionsReferenceProvider } from './OptionsReference';

const event = (owner: string, name: string, args: string, description: string) =>
  ({ owner, event: name, anchor: `event-${name}`, args, description }) as EventsReferenceRow;

const EVENTS = [
  event('GeoChart', 'ready', 'none', 'The chart is drawn.'),
  event('GeoChart', 'regionClick', '{ region: string; }', 'The reader clicked a `region`.'),
  event('LineChart', 'onmouseover', '{ row: number | null; }', 'Hovered.'),
];

function show(of: string) {
  return render(
    <OptionsReferenceProvider rows={[]}>
      <EventsReferenceProvider rows={EVENTS}>
        <OptionsReference of={of} />
      </EventsReferenceProvider>
    </OptionsReferenceProvider>,
  );
}

test("after the options table: a headed, captioned table of the chart type's events", () => {
  show('GeoChart');
  expect(screen.getByRole('heading', { level: 2, name: /^Events/ })).toHaveAttribute(
    'id',
    'events',
  );
  const table = screen.getByRole('table', { name: 'Events of GeoChart' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Event', 'Listener receives', 'Fires when']);
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((tr) => tr.id)).toEqual(['event-ready', 'event-regionClick']);
  const regionClick = document.getElementById('event-regionClick')!;
  const name = within(regionClick).getByRole('rowheader');
  expect(name).toHaveAttribute('scope', 'row');
  expect(within(name).getByRole('link')).toHaveAttribute('href', '#event-regionClick');
  expect(regionClick.querySelector('td code')!.textContent).toBe('{ region: string; }');
  // Inline code in the description renders as code.
  expect(regionClick.querySelectorAll('td')[1].querySelector('code')!.textContent).toBe('region');
  expect(screen.getByText(/2 events of/)).toBeInTheDocument();
  expect(document.getElementById('event-onmouseover')).toBeNull();
});

test('no events for the table, no Events section', () => {
  show('Map');
  expect(screen.queryByRole('heading', { name: 'Events' })).toBeNull();
  expect(screen.queryByRole('table', { name: /^Events of/ })).toBeNull();
});
