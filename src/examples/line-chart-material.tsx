import { Chart } from 'chartwrap';

// Box office earnings (millions of dollars) in the first two weeks after opening.
const data = [
  ['Day', 'Guardians of the Galaxy', 'The Avengers', 'Transformers: Age of Extinction'],
  [1, 37.8, 80.8, 41.8],
  [2, 30.9, 69.5, 32.4],
  [3, 25.4, 57, 25.7],
  [4, 11.7, 18.8, 10.5],
  [5, 11.9, 17.6, 10.4],
  [6, 8.8, 13.6, 7.7],
  [7, 7.6, 12.3, 9.6],
  [8, 12.3, 29.2, 10.6],
  [9, 16.9, 42.9, 14.8],
  [10, 12.8, 30.9, 11.6],
  [11, 5.3, 7.9, 4.7],
  [12, 6.6, 8.4, 5.2],
  [13, 4.8, 6.3, 3.6],
  [14, 4.2, 6.2, 3.4],
];

export default function MaterialLineChartExample() {
  return (
    <figure>
      <Chart
        chartType="Line"
        data={data}
        width="100%"
        height="400px"
        aria-label="Material line chart: daily box office of three films over their first two weeks"
        options={{
          chart: {
            title: 'Box office earnings in first two weeks of opening',
            subtitle: 'in millions of dollars (USD)',
          },
          legend: { position: 'bottom' },
        }}
      />
      <figcaption>
        The Avengers leads every day, opening at $80.8M; all three films dip mid-week and rise again
        on the second weekend (days 8–10).
      </figcaption>
    </figure>
  );
}
