import { Chart } from 'chartwrap';

// Hours per day spent on each activity.
const data = [
  ['Task', 'Hours per day'],
  ['Work', 9],
  ['Eat', 2],
  ['Commute', 2],
  ['Watch TV', 2],
  ['Sleep', 7],
  ['Exercise', 2],
];

export default function PieChartExample() {
  return (
    <figure>
      <Chart
        chartType="PieChart"
        data={data}
        width="100%"
        height="360px"
        aria-label="Donut chart: how a day's 24 hours are spent"
        options={{
          title: 'My daily activities',
          pieHole: 0.4,
          pieSliceText: 'percentage',
          legend: { position: 'right' },
          slices: { 1: { offset: 0.1 } },
        }}
      />
      <figcaption>
        Work 9 hours, sleep 7, and 2 hours each for eating, commuting, TV and exercise.
      </figcaption>
    </figure>
  );
}
