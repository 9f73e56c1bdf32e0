import { Chart } from 'chartwrap';

// Ratings of four directors' films by two audiences.
const data = [
  ['Director (year)', 'Rotten Tomatoes', 'IMDB'],
  ['Alfred Hitchcock (1935)', 8.4, 7.9],
  ['Ralph Thomas (1959)', 6.9, 6.5],
  ['Don Sharp (1978)', 6.5, 6.4],
  ['James Hawes (2008)', 4.4, 6.2],
];

export default function SteppedAreaChartExample() {
  return (
    <figure>
      <Chart
        chartType="SteppedAreaChart"
        data={data}
        width="100%"
        height="360px"
        aria-label="Stepped area chart: ratings of four film versions of The 39 Steps"
        options={{
          title: "The decline of 'The 39 Steps'",
          vAxis: { title: 'Accumulated rating' },
          isStacked: true,
          connectSteps: false,
          legend: { position: 'bottom' },
        }}
      />
      <figcaption>
        Each remake scores lower than the last: from 8.4 and 7.9 for Hitchcock&apos;s 1935 film to
        4.4 and 6.2 for the 2008 version.
      </figcaption>
    </figure>
  );
}
