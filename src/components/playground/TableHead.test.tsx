import { render, screen } from '@testing-library/react';
import { TableHead } from './TableHead';

test('one column header per name, in order, each scoped to its column', () => {
  render(
    <table>
      <TableHead headers={['Option', 'Type', 'Description']} />
    </table>,
  );
  const headers = screen.getAllByRole('columnheader');
  expect(headers.map((th) => th.textContent)).toEqual(['Option', 'Type', 'Description']);
  for (const th of headers) expect(th).toHaveAttribute('scope', 'col');
  expect(screen.getAllByRole('row')).toHaveLength(1);
});
