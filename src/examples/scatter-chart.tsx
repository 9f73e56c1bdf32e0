import { Chart } from 'chartwrap';

// Age (years) and weight (kg) of ten trees in an orchard.
const data = [
  ['Age', 'Weight'],
  [8, 12],
  [4, 5.5],
  [11, 14],
  [4, 5],
  [3, 3.5],
  [6.5, 7],
  [9, 11],
  [13, 16.5],
  [2, 2.4],
  [7, 9.2],
];

export default function ScatterChartExample() {
  return (
    <figure>
      <Chart
        chartType="ScatterChart"
        data={data}
        width="100%"
        height="360px"
        aria-label="Scatter chart: weight against age of ten trees, with a linear trend line"
        options={{
          title: 'Age vs weight',
          hAxis: { title: 'Age (years)', minValue: 0, maxValue: 15 },
          vAxis: { title: 'Weight (kg)', minValue: 0, maxValue: 18 },
          legend: 'none',
          trendlines: { 0: { type: 'linear', showR2: true, visibleInLegend: true } },
        }}
      />
      <figcaption>
        Weight grows steadily with age, from 2.4 kg at 2 years to 16.5 kg at 13 years: a strong
        linear correlation.
      </figcaption>
    </figure>
  );
}
