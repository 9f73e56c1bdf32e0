import { Chart } from 'chartwrap';

// Countries by name or ISO 3166 code, with one value each.
const data = [
  ['Country', 'Monthly readers'],
  ['Germany', 200],
  ['United States', 300],
  ['Brazil', 400],
  ['Canada', 500],
  ['France', 600],
  ['RU', 700],
  ['India', 850],
  ['Japan', 350],
];

export default function GeoChartExample() {
  return (
    <figure>
      <Chart
        chartType="GeoChart"
        data={data}
        width="100%"
        height="400px"
        aria-label="Geo chart: monthly readers per country on a world map"
        options={{
          colorAxis: { colors: ['#cfe2f8', '#0b4a94'] },
          backgroundColor: '#eef6fc',
          datalessRegionColor: '#f2f2f2',
          legend: { textStyle: { color: '#1b1b1b', fontSize: 13 } },
        }}
      />
      <figcaption>
        Readers per month: India 850, Russia 700, France 600, Canada 500, Brazil 400, Japan 350,
        United States 300, Germany 200.
      </figcaption>
    </figure>
  );
}
