import fs from 'node:fs';
import path from 'node:path';
import { sourceOptionValues, sourceWithChoices, valueText } from './options-source';

const pieSource = fs.readFileSync(path.join(__dirname, '../examples/pie-chart.tsx'), 'utf8');

const oneLine = `<Chart chartType="OrgChart" options={{ allowHtml: true, size: 'medium' }} />`;

describe('sourceOptionValues', () => {
  it('reads the literal values of the options literal, by path', () => {
    expect(sourceOptionValues(pieSource)).toEqual({
      title: 'My daily activities',
      pieHole: 0.4,
      pieSliceText: 'percentage',
      'legend.position': 'right',
      'slices.1.offset': 0.1,
    });
    expect(sourceOptionValues(oneLine)).toEqual({ allowHtml: true, size: 'medium' });
  });

  it('reads nothing from a source without an options literal', () => {
    expect(sourceOptionValues('<Chart chartType="PieChart" options={options} />')).toEqual({});
  });
});

describe('sourceWithChoices', () => {
  it('replaces written values, merges into nested objects and adds missing keys in the same style', () => {
    const out = sourceWithChoices(pieSource, {
      is3D: true,
      pieHole: 0.25,
      'legend.position': 'labeled',
      'legend.alignment': 'center',
      'tooltip.trigger': 'none',
    });
    expect(out).toContain(`          pieHole: 0.25,\n`);
    expect(out).toContain(`legend: { position: 'labeled', alignment: 'center' },`);
    expect(out).toContain(
      `          slices: { 1: { offset: 0.1 } },\n          is3D: true,\n          tooltip: { trigger: 'none' },\n        }}`,
    );
    expect(out.split('\n').length).toBe(pieSource.split('\n').length + 2);
    expect(out).toContain("title: 'My daily activities',");
  });

  it('writes into a one-line literal on its line', () => {
    expect(sourceWithChoices(oneLine, { size: 'large', nodeClass: 'x' })).toBe(
      `<Chart chartType="OrgChart" options={{ allowHtml: true, size: 'large', nodeClass: 'x' }} />`,
    );
  });

  it('replaces a value that is not an object when a nested option is chosen', () => {
    expect(sourceWithChoices(`options={{ legend: 'none' }}`, { 'legend.position': 'top' })).toBe(
      `options={{ legend: { position: 'top' } }}`,
    );
  });

  it('writes values as data: strings quoted and escaped, never as code', () => {
    expect(valueText(`'); alert(1); ('`)).toBe(`'\\'); alert(1); (\\''`);
    expect(valueText('a\\b\nc')).toBe(`'a\\\\b\\u000ac'`);
    const out = sourceWithChoices(oneLine, { size: `' + fetch('x') + '` });
    expect(out).toContain(`size: '\\' + fetch(\\'x\\') + \\''`);
    expect(sourceOptionValues(out).size).toBe(`' + fetch('x') + '`);
  });

  it('leaves the source as it is with no choices or no options literal', () => {
    expect(sourceWithChoices(pieSource, {})).toBe(pieSource);
    expect(sourceWithChoices('<Chart />', { is3D: true })).toBe('<Chart />');
  });
});
