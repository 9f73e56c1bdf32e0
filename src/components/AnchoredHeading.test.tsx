import { render, screen } from '@testing-library/react';
import { AnchoredHeading } from './AnchoredHeading';

test('a heading with an id carries a "Direct link to" anchor to itself, named by its text', () => {
  render(
    <AnchoredHeading as="h3" id="events">
      <span id="old-events" />
      Events of <code>PieChart</code>
    </AnchoredHeading>,
  );
  const heading = screen.getByRole('heading', { level: 3 });
  expect(heading).toHaveAttribute('id', 'events');
  const link = screen.getByRole('link', { name: 'Direct link to Events of PieChart' });
  expect(link).toHaveAttribute('href', '#events');
  expect(link).toHaveAttribute('title', 'Direct link to Events of PieChart');
  expect(heading).toContainElement(link);
});

test('a heading without an id has no anchor', () => {
  render(<AnchoredHeading as="h2">Plain</AnchoredHeading>);
  expect(screen.getByRole('heading', { level: 2, name: 'Plain' })).not.toHaveAttribute('id');
  expect(screen.queryByRole('link')).toBeNull();
});
