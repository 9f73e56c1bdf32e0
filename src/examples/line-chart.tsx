import { Chart } from 'chartwrap';

// Average weight (kg) of a kitten and a puppy over their first months.
const data = [
  ['Month', 'Kitten', 'Puppy'],
  [0, 0.1, 0.4],
  [1, 0.5, 1.8],
  [2, 1.0, 3.9],
  [3, 1.6, 6.2],
  [4, 2.2, 8.0],
  [5, 2.7, 9.6],
  [6, 3.1, 10.8],
  [7, 3.4, 11.7],
  [8, 3.6, 12.3],
];

export default function LineChartExample() {
  return (
    <figure>
      <Chart
        chartType="LineChart"
        data={data}
        width="100%"
        height="360px"
        aria-label="Line chart: weight of a kitten and a puppy over their first eight months"
        options={{
          title: 'Growth in the first eight months',
          curveType: 'function',
          legend: { position: 'bottom' },
          hAxis: { title: 'Age (months)' },
          vAxis: { title: 'Weight (kg)', minValue: 0 },
          pointSize: 5,
        }}
      />
      <figcaption>
        The puppy grows from 0.4 kg to 12.3 kg and the kitten from 0.1 kg to 3.6 kg; both slow down
        after month 6.
      </figcaption>
    </figure>
  );
}
