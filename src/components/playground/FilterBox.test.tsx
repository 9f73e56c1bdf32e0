import { createRef, useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { FilterBox } from './FilterBox';

const FRUITS = ['apple', 'apricot', 'banana'];

/** A box over a short list, as the options table and explorer use it: the count shows once typed. */
function FruitFilter() {
  const [query, setQuery] = useState('');
  const matches = FRUITS.filter((fruit) => fruit.includes(query.trim()));
  return (
    <FilterBox
      label="Filter fruit"
      inputId="fruit-filter"
      value={query}
      onChange={setQuery}
      placeholder="e.g. apple"
      countText={query.trim() ? `${matches.length} shown` : ''}
    />
  );
}

test('the label names the search input', () => {
  render(<FruitFilter />);
  const input = screen.getByRole('searchbox', { name: 'Filter fruit' });
  expect(input).toHaveAttribute('id', 'fruit-filter');
  expect(screen.getByText('Filter fruit')).toHaveAttribute('for', 'fruit-filter');
  expect(input).toHaveAttribute('placeholder', 'e.g. apple');
  expect(input).toHaveAttribute('autocomplete', 'off');
});

test('typing calls onChange, and the count is announced in a polite live region', () => {
  render(<FruitFilter />);
  const input = screen.getByLabelText('Filter fruit');
  const count = input.parentElement!.querySelector('[aria-live]')!;
  expect(count).toHaveAttribute('aria-live', 'polite');
  expect(count).toHaveTextContent('');
  fireEvent.change(input, { target: { value: 'ap' } });
  expect(input).toHaveValue('ap');
  expect(count).toHaveTextContent('2 shown');
});

test('inputRef reaches the input, for callers that focus it', () => {
  const ref = createRef<HTMLInputElement>();
  render(
    <FilterBox
      label="Find"
      inputId="find"
      value=""
      onChange={() => {}}
      countText=""
      inputRef={ref}
      placeholder=""
    />,
  );
  expect(ref.current).toBe(screen.getByLabelText('Find'));
});
