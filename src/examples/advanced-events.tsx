import { useState } from 'react';
import { Chart } from 'chartwrap';

const data = [
  ['Age', 'Weight'],
  [8, 12],
  [4, 5.5],
  [11, 14],
  [4, 5],
  [3, 3.5],
  [6.5, 7],
];

export default function EventsExample() {
  const [selected, setSelected] = useState('Nothing selected yet: click a point.');
  const [ready, setReady] = useState(false);

  return (
    <figure>
      <Chart
        chartType="ScatterChart"
        data={data}
        width="100%"
        height="360px"
        aria-label="Scatter chart: weight against age; select a point to see its values"
        options={{
          title: 'Age vs weight: click a point',
          hAxis: { title: 'Age', minValue: 0, maxValue: 15 },
          vAxis: { title: 'Weight', minValue: 0, maxValue: 15 },
          legend: 'none',
        }}
        chartEvents={[
          {
            eventName: 'ready',
            callback: () => setReady(true),
          },
          {
            eventName: 'select',
            callback: ({ chartWrapper }) => {
              const chart = chartWrapper?.getChart();
              const [selection] = chart?.getSelection() ?? [];
              if (selection?.row == null) {
                setSelected('Nothing selected.');
                return;
              }
              const [age, weight] = data[selection.row + 1];
              setSelected(`Selected row ${selection.row + 1}: age ${age}, weight ${weight}.`);
            },
          },
        ]}
      />
      <figcaption>
        <span>{ready ? 'Chart ready.' : 'Loading chart…'}</span>{' '}
        <output aria-live="polite">{selected}</output>
      </figcaption>
    </figure>
  );
}
