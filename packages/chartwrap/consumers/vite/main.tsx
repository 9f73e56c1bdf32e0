// A Vite + React 19 app in TypeScript strict mode (and stricter: exactOptionalPropertyTypes,
// noUncheckedIndexedAccess, no skipLibCheck), type-checked against the packed .d.ts.
import { StrictMode, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Chart, type ChartEvent, type ChartOptions } from 'chartwrap';
import { CHART_TYPES, ChartwrapError } from 'chartwrap/core';

const data = [
  ['Country', 'Visits'],
  ['FR', 420],
  ['BR', 310],
];
const lineOptions = { title: 'Visits', curveType: 'function', legend: { position: 'bottom' } };
const pieOptions: ChartOptions<'PieChart'> = { pieHole: 0.4 };
// Looser forms that compile against react-google-charts compile here too.
const narrow = window.innerWidth < 600;
const barOptions = narrow
  ? { legend: { position: 'none' } }
  : { title: 'Visits', bars: 'vertical' };
const savedOptions: Record<string, unknown> = JSON.parse('{"title":"Saved"}');
const formatters = [{ type: 'NumberFormat', column: 1, options: { suffix: ' visits' } }];
const controls = [{ controlType: 'CategoryFilter', options: { filterColumnIndex: 0 } }];
const events: ChartEvent[] = [
  { eventName: 'select', callback: ({ chartWrapper }) => chartWrapper.getChart()?.getSelection() },
];

function App() {
  const [region, setRegion] = useState('');
  const ref = useRef<google.visualization.ChartWrapper>(null);
  return (
    <>
      <p>
        {CHART_TYPES.length} chart types; {region}
      </p>
      <Chart chartType="LineChart" data={data} options={lineOptions} chartEvents={events} />
      <Chart chartType="PieChart" data={data} options={pieOptions} ref={ref} />
      <Chart chartType="Bar" data={data} options={barOptions} />
      <Chart
        chartType="Table"
        data={data}
        options={savedOptions}
        formatters={formatters}
        controls={controls}
      />
      <Chart
        chartType="GeoChart"
        data={data}
        chartEvents={[
          { eventName: 'regionClick', callback: ({ eventArgs }) => setRegion(eventArgs.region) },
        ]}
        onError={(error) => console.error(error instanceof ChartwrapError && error.code)}
      />
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
