import { Chart, type ChartColumn } from 'chartwrap';

// Gantt charts need typed columns, so this example passes `columns` and `rows`
// instead of a 2-D array with a header row.
const columns: ChartColumn[] = [
  { type: 'string', label: 'Task ID' },
  { type: 'string', label: 'Task name' },
  { type: 'string', label: 'Resource' },
  { type: 'date', label: 'Start date' },
  { type: 'date', label: 'End date' },
  { type: 'number', label: 'Duration' },
  { type: 'number', label: 'Percent complete' },
  { type: 'string', label: 'Dependencies' },
];

const day = 24 * 60 * 60 * 1000;

const rows = [
  [
    'research',
    'Find sources',
    'research',
    new Date(2025, 0, 6),
    new Date(2025, 0, 10),
    null,
    100,
    null,
  ],
  ['outline', 'Write outline', 'writing', null, new Date(2025, 0, 14), 3 * day, 100, 'research'],
  ['draft', 'Write the draft', 'writing', null, null, 6 * day, 60, 'outline'],
  ['figures', 'Draw the figures', 'design', null, null, 4 * day, 25, 'outline'],
  ['review', 'Review and edit', 'review', null, null, 3 * day, 0, 'draft,figures'],
  ['publish', 'Publish', 'writing', null, null, 1 * day, 0, 'review'],
];

export default function GanttExample() {
  return (
    <figure>
      <Chart
        chartType="Gantt"
        columns={columns}
        rows={rows}
        width="100%"
        height="320px"
        aria-label="Gantt chart: six tasks for writing and publishing an article, January 2025"
        options={{
          height: 320,
          gantt: {
            trackHeight: 40,
            criticalPathEnabled: true,
            percentEnabled: true,
            labelMaxWidth: 200,
          },
        }}
      />
      <figcaption>
        Research (6–10 January) and the outline are done; the draft is 60% complete and the figures
        25%, both feeding a three-day review before publication.
      </figcaption>
    </figure>
  );
}
