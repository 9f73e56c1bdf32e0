import { render, screen } from '@testing-library/react';
import { DataFormat } from './DataFormat';

test("a chart type's data format lists its columns in order, their types and the roles it reads", () => {
  render(<DataFormat of="Sankey" />);
  expect(screen.getByRole('table')).toHaveAccessibleName(
    'A Sankey diagram needs three columns: from (text), to (text) and weight (number).',
  );
  const rows = screen.getAllByRole('row').map((row) => row.textContent);
  expect(rows).toEqual([
    'ColumnHoldsType',
    '1fromtext',
    '2totext',
    '3weightnumber',
    'Role columns it reads, each after the column it is about: tooltip and style.',
  ]);
});
