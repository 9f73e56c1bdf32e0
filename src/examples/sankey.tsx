import { Chart } from 'chartwrap';

// Each row is a flow: source, destination and its weight.
const data = [
  ['From', 'To', 'Visitors'],
  ['Search', 'Docs', 5200],
  ['Search', 'Examples', 3100],
  ['Social', 'Examples', 1800],
  ['Social', 'Home', 900],
  ['Direct', 'Home', 2400],
  ['Home', 'Docs', 1900],
  ['Home', 'Examples', 1100],
  ['Docs', 'Install', 2600],
  ['Examples', 'Install', 2300],
];

export default function SankeyExample() {
  return (
    <figure>
      <Chart
        chartType="Sankey"
        data={data}
        width="100%"
        height="360px"
        aria-label="Sankey diagram: how visitors flow from their source through the site to the install page"
        options={{
          sankey: {
            node: { nodePadding: 24, label: { fontSize: 14 } },
            link: { colorMode: 'gradient' },
          },
        }}
      />
      <figcaption>
        Search brings 8,300 visitors, mostly to the docs; 2,600 visitors reach the install step from
        the docs and 2,300 from the examples.
      </figcaption>
    </figure>
  );
}
