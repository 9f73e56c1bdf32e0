import { Chart, type ChartData } from 'chartwrap';

// A `style` role column colours each bar on its own.
const data: ChartData = [
  ['Element', 'Density', { role: 'style' }],
  ['Copper', 8.94, '#b87333'],
  ['Silver', 10.49, 'silver'],
  ['Gold', 19.3, 'gold'],
  ['Platinum', 21.45, 'color: #e5e4e2'],
];

export default function ColumnChartExample() {
  return (
    <figure>
      <Chart
        chartType="ColumnChart"
        data={data}
        width="100%"
        height="360px"
        aria-label="Column chart: density of copper, silver, gold and platinum"
        options={{
          title: 'Density of precious metals, in g/cm³',
          legend: 'none',
          bar: { groupWidth: '70%' },
          vAxis: { minValue: 0 },
        }}
      />
      <figcaption>
        Copper 8.94, silver 10.49, gold 19.30 and platinum 21.45 g/cm³: platinum is the densest.
      </figcaption>
    </figure>
  );
}
