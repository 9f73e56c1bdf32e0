import {
  checkValue,
  choicesToOptions,
  optionControls,
  textValue,
  typeMembers,
  valueControls,
  type OptionControl,
} from './option-controls';
import type { OptionRow } from './options-table';

/** A row of the options reference, as the page query gives it (top level unless told). */
function row(path: string, type: string, extra: Partial<OptionRow> = {}): OptionRow {
  const parent = null;
  return {
    path,
    anchor: `option-${path}`,
    depth: path.split('.').length,
    default: null,
    parentPath: parent,
    hasChildren: false,
    type,
    description: `About ${path}.`,
    ...extra,
  };
}

const only = (rows: OptionRow[]) => {
  const { controls, leftOut } = optionControls(rows);
  return { control: controls[0], leftOut };
};

describe('typeMembers', () => {
  it('splits a type text at its top-level bars only', () => {
    expect(typeMembers("'a' | 'b|c' | (number | Date)[] | { x, y }")).toEqual([
      "'a'",
      "'b|c'",
      '(number | Date)[]',
      '{ x, y }',
    ]);
  });
});

describe('optionControls: each type gets its control', () => {
  it('a boolean gets a switch', () => {
    expect(only([row('is3D', 'boolean')]).control).toMatchObject({ path: 'is3D', kind: 'switch' });
  });

  it('a union of literals gets a select of exactly those values, in order', () => {
    const { control } = only([row('legend.position', "'none' | 'bottom' | 'labeled'")]);
    expect(control).toMatchObject({ kind: 'select', values: ['none', 'bottom', 'labeled'] });
    // Literals with a boolean: the literals, then true and false.
    expect(only([row('isStacked', "'percent' | 'relative' | boolean")]).control).toMatchObject({
      kind: 'select',
      values: ['percent', 'relative', true, false],
    });
  });

  it('a number gets a number input, with the range its description documents', () => {
    const pieHole = row('pieHole', 'number', {
      description: 'Between 0 and 1: cuts a hole of that fraction of the radius.',
    });
    expect(only([pieHole]).control).toEqual(
      expect.objectContaining({ kind: 'number', min: 0, max: 1 }),
    );
    const free = only([row('fontSize', 'number')]).control;
    expect(free).toMatchObject({ kind: 'number' });
    expect(free).not.toHaveProperty('min');
    // A number or a date or a list: the number is what the control sets.
    expect(only([row('hAxis.minValue', 'number | number[] | Date')]).control.kind).toBe('number');
  });

  it('a colour, named so, gets a colour input; other strings a text input', () => {
    expect(only([row('pieSliceBorderColor', 'string')]).control.kind).toBe('colour');
    expect(
      only([row('backgroundColor', 'string | { stroke, strokeWidth, fill, fillOpacity }')]).control
        .kind,
    ).toBe('colour');
    expect(only([row('title', 'string')]).control).toMatchObject({
      kind: 'text',
      suggestions: [],
      numeric: false,
    });
    // A string or a number (`'80%'` or 200): text, read as a number when it is one.
    const width = only([row('chartArea.width', 'string | number')]).control;
    expect(width).toMatchObject({ kind: 'text', numeric: true });
    expect(textValue(width as Extract<OptionControl, { kind: 'text' }>, '200')).toBe(200);
    expect(textValue(width as Extract<OptionControl, { kind: 'text' }>, '80%')).toBe('80%');
    // Literals beside any string: suggestions.
    expect(only([row('tooltip.trigger', "'focus' | string")]).control).toMatchObject({
      kind: 'text',
      suggestions: ['focus'],
    });
  });

  it('a nested object is a group of its options’ controls', () => {
    const { controls } = optionControls([
      row('legend', "'none' | object", { hasChildren: true }),
      row('legend.alignment', "'start' | 'center' | 'end'", { parentPath: 'legend' }),
      row('legend.maxLines', 'number', { parentPath: 'legend' }),
      row('title', 'string'),
    ]);
    expect(controls.map((c) => [c.path, c.kind])).toEqual([
      ['legend', 'group'],
      ['title', 'text'],
    ]);
    const legend = controls[0] as Extract<OptionControl, { kind: 'group' }>;
    expect(legend.children.map((c) => [c.path, c.kind, c.name])).toEqual([
      ['legend.alignment', 'select', 'alignment'],
      ['legend.maxLines', 'number', 'maxLines'],
    ]);
    expect(valueControls(controls).map((c) => c.path)).toEqual([
      'legend.alignment',
      'legend.maxLines',
      'title',
    ]);
  });

  it('leaves out arrays, functions, inline objects, dates, untyped and indexed options, naming why', () => {
    const { controls, leftOut } = optionControls([
      row('colors', 'string[]'),
      row('formatter', '(row: number) => string'),
      row('titleTextStyle', '{ fontName, fontSize, bold }'),
      row('startDate', 'Date'),
      row('slices', 'any'),
      row('series', 'Record<number, object>', { hasChildren: true }),
      row('series[n].color', 'string', { parentPath: 'series' }),
    ]);
    expect(controls).toEqual([]);
    expect(leftOut.map((o) => [o.path, o.reason.split(/[:(]/)[0].trim()])).toEqual([
      ['colors', 'an array'],
      ['formatter', 'a function'],
      ['titleTextStyle', 'an object whose members are not rows of the reference'],
      ['startDate', 'a date'],
      ['slices', 'untyped'],
      ['series[n].color', 'one entry per series, slice or key'],
      ['series', 'none of the options nested in it has a control'],
    ]);
  });

  it('leaves out a type it does not know, and names the type', () => {
    const { controls, leftOut } = optionControls([row('mystery', 'Widget | number')]);
    expect(controls).toEqual([]);
    expect(leftOut).toEqual([
      {
        path: 'mystery',
        type: 'Widget | number',
        reason: 'unknown type `Widget`: no control is defined for it',
      },
    ]);
  });
});

describe('checkValue', () => {
  const [is3D, position, pieHole, colour, title] = valueControls(
    optionControls([
      row('is3D', 'boolean'),
      row('position', "'top' | 'bottom'"),
      row('pieHole', 'number', { description: 'Between 0 and 1.' }),
      row('borderColor', 'string'),
      row('title', 'string'),
    ]).controls,
  );

  it('takes the values a control can set', () => {
    expect(checkValue(is3D, true)).toEqual({ value: true });
    expect(checkValue(position, 'bottom')).toEqual({ value: 'bottom' });
    expect(checkValue(pieHole, 0.5)).toEqual({ value: 0.5 });
    expect(checkValue(colour, '#AABBCC')).toEqual({ value: '#aabbcc' });
    expect(checkValue(title, 'My day')).toEqual({ value: 'My day' });
  });

  it('refuses anything else, saying what is wrong', () => {
    expect(checkValue(is3D, 'true')).toEqual({ problem: '"true" is not true or false' });
    expect(checkValue(position, 'left')).toEqual({ problem: '"left" is not one of its values' });
    expect(checkValue(pieHole, 5)).toEqual({ problem: '5 is outside 0 to 1' });
    expect(checkValue(pieHole, '0.5')).toEqual({ problem: '"0.5" is not a number' });
    expect(checkValue(colour, 'red;background:url(x)')).toEqual({
      problem: '"red;background:url(x)" is not a colour written #rrggbb',
    });
    expect(checkValue(title, { toString: 'alert(1)' })).toEqual({
      problem: '{"toString":"alert(1)"} is not text',
    });
    expect(checkValue(title, 'x'.repeat(201))).toEqual({
      problem: 'its text is longer than 200 characters',
    });
  });
});

describe('choicesToOptions', () => {
  it('nests the choices by path', () => {
    expect(
      choicesToOptions({ is3D: true, 'legend.position': 'top', 'legend.maxLines': 2 }),
    ).toEqual({ is3D: true, legend: { position: 'top', maxLines: 2 } });
  });

  it('never writes through a prototype key', () => {
    const options = choicesToOptions({ '__proto__.polluted': 'yes', title: 'T' });
    expect(options).toEqual({ title: 'T' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
