// A Server Component (no "use client"): <Chart> comes from the main entry, a client module, and
// renders its placeholder on the server; the values of chartwrap/core are used on the server.
import { Chart } from 'chartwrap';
import { CHART_TYPES, checkData } from 'chartwrap/core';

const data = [
  ['Task', 'Hours per day'],
  ['Work', 11],
  ['Sleep', 7],
];

export default function Page() {
  return (
    <main>
      <p id="server-values">
        {CHART_TYPES.length} chart types; data {checkData(data) ?? 'valid'}
      </p>
      <Chart chartType="PieChart" data={data} options={{ title: 'Server component' }} />
    </main>
  );
}
