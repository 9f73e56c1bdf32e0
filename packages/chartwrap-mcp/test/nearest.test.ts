import { editDistance, nearestNames } from '../src/nearest';

describe('editDistance', () => {
  test('counts one insertion, deletion or substitution each, ignoring case', () => {
    expect(editDistance('curvType', 'curveType')).toBe(1);
    expect(editDistance('PeiChart', 'PieChart')).toBe(2);
    expect(editDistance('piechart', 'PieChart')).toBe(0);
    expect(editDistance('', 'abc')).toBe(3);
  });
});

describe('nearestNames', () => {
  test('returns the given number of names, nearest first, ties in alphabetical order', () => {
    const names = ['LineChart', 'PieChart', 'BarChart', 'Sankey'];
    expect(nearestNames('PeiChart', names, 2)).toEqual(['PieChart', 'BarChart']);
    expect(nearestNames('Sankee', names, 1)).toEqual(['Sankey']);
    expect(nearestNames('x', names)).toHaveLength(3);
  });
});
