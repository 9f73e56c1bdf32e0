import { act, fireEvent, render, screen, within } from '@testing-library/react';
import {
  OptionsReference,
  OptionsReferenceProvider,
  type OptionsReferenceRow,
} from './OptionsReference';

const row = (
  path: string,
  parent: string | null,
  description: string,
  hasChildren = false,
  owner = 'LineChart',
): OptionsReferenceRow => ({
  owner,
  path,
  anchor: `option-${path}`,
  depth: path.split('.').length,
  default: null,
  parentPath: parent,
  hasChildren,
  type: hasChildren ? 'object' : 'number',
  description,
});

const ROWS = [
  row('curveType', null, 'Smooths the lines.'),
  row('hAxis', null, 'The horizontal axis.', true),
  row('hAxis.title', 'hAxis', 'Title of the axis.'),
  row('hAxis.viewWindow', 'hAxis', 'The range the axis shows.', true),
  row('hAxis.viewWindow.min', 'hAxis.viewWindow', 'Lowest value shown.'),
  row('zoom', null, 'Another table.', false, 'Map'),
];

const scrollIntoView = jest.fn();
beforeEach(() => {
  scrollIntoView.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
  window.history.replaceState(null, '', '/examples/line-chart');
});

function show(of = 'LineChart') {
  return render(
    <OptionsReferenceProvider rows={ROWS}>
      <OptionsReference of={of} />
    </OptionsReferenceProvider>,
  );
}
const rowOf = (path: string) => document.getElementById(`option-${path}`)!;
const visible = () =>
  Array.from(document.querySelectorAll('tbody tr'))
    .filter((tr) => !(tr as HTMLElement).hidden)
    .map((tr) => tr.id);

test("the owner's rows, each with its id and link; nested rows folded; Google's reference linked", () => {
  show();
  expect(document.querySelectorAll('tbody tr')).toHaveLength(5);
  expect(rowOf('zoom')).toBeNull();
  expect(visible()).toEqual(['option-curveType', 'option-hAxis']);
  expect(within(rowOf('curveType')).getByRole('link')).toHaveAttribute('href', '#option-curveType');
  const google = screen.getByRole('link', { name: 'line chart reference' });
  expect(google).toHaveAttribute(
    'href',
    'https://developers.google.com/chart/interactive/docs/gallery/linechart',
  );
  // Another origin: a new tab, with no opener and no referrer.
  expect(google).toHaveAttribute('target', '_blank');
  expect(google).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.getByText(/2 options of/)).toBeInTheDocument();
});

test('a toggle unfolds and folds the options nested in a row', () => {
  show();
  const toggle = screen.getByRole('button', { name: 'Show the options of hAxis' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  fireEvent.click(toggle);
  expect(visible()).toEqual([
    'option-curveType',
    'option-hAxis',
    'option-hAxis.title',
    'option-hAxis.viewWindow',
  ]);
  fireEvent.click(screen.getByRole('button', { name: 'Show the options of hAxis.viewWindow' }));
  expect(visible()).toContain('option-hAxis.viewWindow.min');
  fireEvent.click(screen.getByRole('button', { name: 'Hide the options of hAxis' }));
  expect(visible()).toEqual(['option-curveType', 'option-hAxis']);
});

test('typing filters by path or description, keeping the ancestors of a match', () => {
  show();
  const input = screen.getByLabelText('Filter options');
  fireEvent.change(input, { target: { value: 'lowest' } });
  expect(visible()).toEqual([
    'option-hAxis',
    'option-hAxis.viewWindow',
    'option-hAxis.viewWindow.min',
  ]);
  expect(screen.getByText('3 shown')).toBeInTheDocument();
  fireEvent.change(input, { target: { value: 'CURVE' } });
  expect(visible()).toEqual(['option-curveType']);
  fireEvent.change(input, { target: { value: 'nothing like it' } });
  expect(visible()).toEqual([]);
  fireEvent.change(input, { target: { value: '' } });
  expect(visible()).toEqual(['option-curveType', 'option-hAxis']);
});

test('a link to a nested row unfolds its ancestors and scrolls to it', () => {
  window.history.replaceState(null, '', '/examples/line-chart#option-hAxis.viewWindow.min');
  show();
  expect(rowOf('hAxis.viewWindow.min').hidden).toBe(false);
  expect(scrollIntoView).toHaveBeenCalled();
  expect(scrollIntoView.mock.contexts.at(-1)).toBe(rowOf('hAxis.viewWindow.min'));
  // A later hash change (an in-page link) does the same.
  act(() => {
    window.history.replaceState(null, '', '/examples/line-chart#option-hAxis.title');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
  expect(scrollIntoView.mock.contexts.at(-1)).toBe(rowOf('hAxis.title'));
});

test('a hash naming no row of this table changes nothing', () => {
  window.history.replaceState(null, '', '/examples/line-chart#option-zoom');
  show();
  expect(scrollIntoView).not.toHaveBeenCalled();
  expect(visible()).toEqual(['option-curveType', 'option-hAxis']);
});
