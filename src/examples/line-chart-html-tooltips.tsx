import { Chart, type ChartData } from 'chartwrap';

// Weight (kg) of a puppy by month, with a note for some months.
const months: [month: number, weight: number, note: string][] = [
  [2, 3.9, 'First vaccination'],
  [3, 6.2, 'Started puppy class'],
  [4, 8.0, 'Lost the first tooth'],
  [5, 9.6, 'Second vaccination'],
  [6, 10.8, 'Neutered'],
];

// The tooltip's HTML is inserted as it is: escape any text that comes from users.
const tooltip = (month: number, weight: number, note: string) =>
  `<div style="padding: 8px 12px; color: #1f2328; background: #fff">
    <strong>Month ${month}: ${weight} kg</strong><br>${note}
  </div>`;

const data: ChartData = [
  ['Month', 'Weight', { type: 'string', role: 'tooltip', p: { html: true } }],
  ...months.map(([month, weight, note]) => [month, weight, tooltip(month, weight, note)]),
];

export default function LineChartHtmlTooltipsExample() {
  return (
    <figure>
      <Chart
        chartType="LineChart"
        data={data}
        width="100%"
        height="320px"
        aria-label="Line chart: weight of a puppy from month 2 to month 6, with a note per month"
        options={{
          title: 'Puppy weight, with notes in the tooltips',
          legend: 'none',
          pointSize: 7,
          hAxis: { title: 'Age (months)' },
          vAxis: { title: 'Weight (kg)', minValue: 0 },
          // Draw the tooltip column's text as HTML.
          tooltip: { isHtml: true },
        }}
      />
      <figcaption>
        The puppy grows from 3.9 kg at month 2 to 10.8 kg at month 6. Hover over a point to read its
        note: first vaccination, puppy class, first lost tooth, second vaccination, neutering.
      </figcaption>
    </figure>
  );
}
