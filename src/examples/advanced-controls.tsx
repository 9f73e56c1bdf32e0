import { Chart } from 'chartwrap';

// A dashboard: the controls filter the data table, and the pie chart redraws with
// the rows that pass every filter.
const data = [
  ['Name', 'Donuts eaten'],
  ['Michael', 5],
  ['Elisa', 7],
  ['Robert', 3],
  ['John', 2],
  ['Jessica', 6],
  ['Aaron', 1],
  ['Margareth', 8],
];

export default function ControlsExample() {
  return (
    <figure>
      <Chart
        chartType="PieChart"
        data={data}
        width="100%"
        height="360px"
        aria-label="Pie chart of donuts eaten per person, filtered by the controls above it"
        options={{
          title: 'Donuts eaten per person',
          pieSliceText: 'value',
          legend: { position: 'right' },
        }}
        controls={[
          {
            controlType: 'NumberRangeFilter',
            controlPosition: 'top',
            options: {
              filterColumnLabel: 'Donuts eaten',
              ui: { labelStacking: 'vertical', label: 'Donuts eaten' },
            },
          },
          {
            controlType: 'StringFilter',
            controlPosition: 'top',
            options: {
              filterColumnLabel: 'Name',
              matchType: 'any',
              ui: { label: 'Name contains' },
            },
          },
        ]}
      />
      <figcaption>
        Margareth ate 8 donuts, Elisa 7, Jessica 6, Michael 5, Robert 3, John 2 and Aaron 1. Narrow
        the range or type a name to filter the slices.
      </figcaption>
    </figure>
  );
}
