import { Chart } from 'chartwrap';

// One gauge is drawn per row: label and value.
const data = [
  ['Label', 'Value'],
  ['Memory', 80],
  ['CPU', 55],
  ['Network', 68],
];

export default function GaugeExample() {
  return (
    <figure>
      <Chart
        chartType="Gauge"
        data={data}
        width="100%"
        height="200px"
        aria-label="Gauges: memory at 80%, CPU at 55% and network at 68%"
        options={{
          min: 0,
          max: 100,
          yellowFrom: 75,
          yellowTo: 90,
          redFrom: 90,
          redTo: 100,
          minorTicks: 5,
          majorTicks: ['0', '25', '50', '75', '100'],
        }}
      />
      <figcaption>
        Server load: memory 80% (in the yellow warning band from 75%), CPU 55%, network 68%.
      </figcaption>
    </figure>
  );
}
