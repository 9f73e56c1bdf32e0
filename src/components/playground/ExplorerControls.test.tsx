import { render, screen } from '@testing-library/react';
import type { OptionControl } from '../../shared/option-controls';
import { ControlTree } from './ExplorerControls';

const base = { description: '', anchor: 'a' };
const controls: OptionControl[] = [
  { ...base, kind: 'colour', path: 'backgroundColor', name: 'backgroundColor' },
  { ...base, kind: 'number', path: 'pieHole', name: 'pieHole' },
  { ...base, kind: 'select', path: 'legend', name: 'legend', values: ['right', 'none'] },
];
const defaults: Record<string, string> = {
  backgroundColor: "'white'",
  pieHole: '0',
  legend: "'right'",
};

test('a control left empty shows what Google draws then: the default colour, and the default in words', () => {
  render(
    <ControlTree
      controls={controls}
      filtering={false}
      valueOf={() => undefined}
      defaultOf={(path) => defaults[path] ?? ''}
      isChanged={() => false}
      onChange={() => {}}
    />,
  );
  expect(screen.getByLabelText('backgroundColor')).toHaveValue('#ffffff');
  expect(screen.getByLabelText('backgroundColor')).toHaveAccessibleDescription(
    "Not set: default 'white'",
  );
  expect(screen.getByLabelText('pieHole')).toHaveAttribute('placeholder', 'Not set: default 0');
  expect(screen.getByRole('option', { name: "Not set: default 'right'" })).toBeInTheDocument();
});
