import { Chart } from 'chartwrap';

// Material charts (chartType "Bar") load the "bar" package and take a `chart` title block.
const data = [
  ['Year', 'Sales', 'Expenses', 'Profit'],
  ['2022', 1000, 400, 200],
  ['2023', 1170, 460, 250],
  ['2024', 660, 1120, 300],
  ['2025', 1030, 540, 350],
];

export default function MaterialBarChartExample() {
  return (
    <figure>
      <Chart
        chartType="Bar"
        data={data}
        width="100%"
        height="400px"
        aria-label="Material bar chart: sales, expenses and profit per year, 2022 to 2025"
        options={{
          chart: {
            title: 'Company performance',
            subtitle: 'Sales, expenses and profit: 2022–2025',
          },
          bars: 'horizontal',
          hAxis: { format: 'decimal' },
          colors: ['#1b6ac9', '#b3261e', '#1e7d32'],
        }}
      />
      <figcaption>
        Profit grows every year (200 to 350) even though expenses briefly exceeded sales in 2024.
      </figcaption>
    </figure>
  );
}
