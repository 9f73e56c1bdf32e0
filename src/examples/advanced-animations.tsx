import { useState } from 'react';
import { Chart } from 'chartwrap';

// Two quarters of sales per region. Swapping `data` redraws the chart, and
// `options.animation` makes Google Charts animate from the old values to the new ones.
const quarters = {
  Q1: [
    ['Region', 'Sales'],
    ['North', 420],
    ['South', 280],
    ['East', 350],
    ['West', 190],
  ],
  Q2: [
    ['Region', 'Sales'],
    ['North', 310],
    ['South', 460],
    ['East', 240],
    ['West', 380],
  ],
};

type Quarter = keyof typeof quarters;

export default function AnimationsExample() {
  const [quarter, setQuarter] = useState<Quarter>('Q1');
  const next: Quarter = quarter === 'Q1' ? 'Q2' : 'Q1';

  return (
    <figure>
      <button type="button" onClick={() => setQuarter(next)}>
        Show {next} sales
      </button>
      <Chart
        chartType="ColumnChart"
        data={quarters[quarter]}
        width="100%"
        height="360px"
        aria-label={`Column chart: ${quarter} sales per region`}
        options={{
          title: `Sales per region, ${quarter}`,
          legend: 'none',
          // A fixed axis keeps the scale still, so the columns visibly grow and shrink.
          vAxis: { minValue: 0, maxValue: 500, viewWindow: { min: 0, max: 500 } },
          animation: { duration: 800, easing: 'inAndOut', startup: true },
        }}
      />
      <figcaption aria-live="polite">
        {quarter === 'Q1'
          ? 'Q1: North 420, East 350, South 280, West 190.'
          : 'Q2: South 460, West 380, North 310, East 240.'}
      </figcaption>
    </figure>
  );
}
