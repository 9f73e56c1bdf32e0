import { Chart } from 'chartwrap';

// One trading week. Columns: day, low, open, close, high.
const data = [
  ['Day', 'Low', 'Open', 'Close', 'High'],
  ['Mon', 20, 28, 38, 45],
  ['Tue', 31, 38, 55, 66],
  ['Wed', 50, 55, 77, 80],
  ['Thu', 77, 77, 66, 50],
  ['Fri', 68, 66, 22, 15],
];

export default function CandlestickChartExample() {
  return (
    <figure>
      <Chart
        chartType="CandlestickChart"
        data={data}
        width="100%"
        height="360px"
        aria-label="Candlestick chart: daily low, open, close and high prices for one week"
        options={{
          title: 'Share price, one week',
          legend: 'none',
          bar: { groupWidth: '60%' },
          candlestick: {
            fallingColor: { strokeWidth: 0, fill: '#b3261e' },
            risingColor: { strokeWidth: 0, fill: '#1e7d32' },
          },
        }}
      />
      <figcaption>
        The price rises Monday to Wednesday (closing at 38, 55, then 77) and falls Thursday and
        Friday, closing the week at 22.
      </figcaption>
    </figure>
  );
}
