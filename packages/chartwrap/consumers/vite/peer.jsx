// Plain JavaScript written for react-google-charts, with only the import changed: options in a
// const, the default export, and eventArgs read as the array of the listener's arguments.
import { createRoot } from 'react-dom/client';
import Chart from 'chartwrap';

export const data = [
  ['Country', 'Popularity'],
  ['Germany', 200],
  ['France', 600],
];
export const options = { colorAxis: { colors: ['#f5f5f5', '#267114'] } };
export const clicked = [];
export const chartEvents = [
  { eventName: 'regionClick', callback: ({ eventArgs }) => clicked.push(eventArgs[0].region) },
];

export function App() {
  return <Chart chartType="GeoChart" data={data} options={options} chartEvents={chartEvents} />;
}

createRoot(document.getElementById('root')).render(<App />);
