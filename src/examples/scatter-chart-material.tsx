import { Chart } from 'chartwrap';

// Hours studied and final exam grade of twelve students.
const data = [
  ['Hours studied', 'Final'],
  [0, 67],
  [1, 88],
  [2, 77],
  [3, 93],
  [4, 85],
  [5, 91],
  [6, 71],
  [7, 78],
  [8, 93],
  [9, 80],
  [10, 82],
  [11, 75],
];

export default function MaterialScatterChartExample() {
  return (
    <figure>
      <Chart
        chartType="Scatter"
        data={data}
        width="100%"
        height="400px"
        aria-label="Material scatter chart: final exam grade against hours studied for twelve students"
        options={{
          chart: {
            title: "Students' final grades",
            subtitle: 'based on hours studied',
          },
          hAxis: { title: 'Hours studied' },
          vAxis: { title: 'Grade' },
          legend: { position: 'none' },
        }}
      />
      <figcaption>
        Grades range from 67 to 93 with no clear link to hours studied: the best grades (93) came
        after 3 and 8 hours.
      </figcaption>
    </figure>
  );
}
