import { Chart } from 'chartwrap';

// Rows: label, start, end. A Date object is a point in time.
const data = [
  ['President', 'Start', 'End'],
  ['Washington', new Date(1789, 3, 30), new Date(1797, 2, 4)],
  ['Adams', new Date(1797, 2, 4), new Date(1801, 2, 4)],
  ['Jefferson', new Date(1801, 2, 4), new Date(1809, 2, 4)],
  ['Madison', new Date(1809, 2, 4), new Date(1817, 2, 4)],
  ['Monroe', new Date(1817, 2, 4), new Date(1825, 2, 4)],
];

export default function TimelineExample() {
  return (
    <figure>
      <Chart
        chartType="Timeline"
        data={data}
        width="100%"
        height="300px"
        aria-label="Timeline: terms of the first five US presidents, 1789 to 1825"
        options={{
          timeline: { showRowLabels: true, colorByRowLabel: true },
          avoidOverlappingGridLines: false,
        }}
      />
      <figcaption>
        Washington served 1789–1797, Adams 1797–1801, then Jefferson, Madison and Monroe eight years
        each, until 1825.
      </figcaption>
    </figure>
  );
}
