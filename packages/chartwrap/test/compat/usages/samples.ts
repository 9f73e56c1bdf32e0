// Chart data and options as react-google-charts' documentation declares them, shared by usages.

export const ageWeight = [
  ['Age', 'Weight'],
  [4, 5.5],
  [8, 12],
  [11, 14],
  [6.5, 7],
];
export const ageWeightOptions = {
  title: 'Age and weight of the club members',
  hAxis: { title: 'Age', viewWindow: { min: 0, max: 15 } },
  vAxis: { title: 'Weight', viewWindow: { min: 0, max: 15 } },
  legend: 'none',
};

export const harvests = [
  ['Year', 'Apples', 'Pears'],
  ['2021', 410, 220],
  ['2022', 380, 260],
  ['2023', 450, 240],
];
export const harvestLineOptions = {
  title: 'Harvest (tonnes)',
  curveType: 'function',
  legend: { position: 'bottom' },
};

export const visitsByCountry = [
  ['Country', 'Visits'],
  ['France', 420],
  ['Brazil', 310],
  ['Japan', 150],
];
