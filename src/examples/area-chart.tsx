import { Chart } from 'chartwrap';

// Yearly sales and expenses of a small company, in thousands of dollars.
const data = [
  ['Year', 'Sales', 'Expenses'],
  ['2021', 1000, 400],
  ['2022', 1170, 460],
  ['2023', 660, 1120],
  ['2024', 1030, 540],
  ['2025', 1280, 610],
];

export default function AreaChartExample() {
  return (
    <figure>
      <Chart
        chartType="AreaChart"
        data={data}
        width="100%"
        height="360px"
        aria-label="Area chart: company sales and expenses per year, 2021 to 2025"
        options={{
          title: 'Company performance',
          hAxis: { title: 'Year' },
          vAxis: { title: 'Thousands of dollars', minValue: 0 },
          areaOpacity: 0.25,
          legend: { position: 'bottom' },
          chartArea: { width: '80%', height: '65%' },
        }}
      />
      <figcaption>
        Sales rise from $1.0M in 2021 to $1.28M in 2025; expenses overtake sales only in 2023
        ($1.12M against $0.66M).
      </figcaption>
    </figure>
  );
}
