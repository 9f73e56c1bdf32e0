import { Chart } from 'chartwrap';

// Columns: node, parent, size, colour value. The root has a null parent.
const data = [
  ['Location', 'Parent', 'Market trade volume (size)', 'Market increase/decrease (color)'],
  ['Global', null, 0, 0],
  ['America', 'Global', 0, 0],
  ['Europe', 'Global', 0, 0],
  ['Asia', 'Global', 0, 0],
  ['Brazil', 'America', 11, 10],
  ['USA', 'America', 52, 31],
  ['Mexico', 'America', 24, 12],
  ['Canada', 'America', 16, -23],
  ['France', 'Europe', 42, -11],
  ['Germany', 'Europe', 31, -2],
  ['Sweden', 'Europe', 22, -13],
  ['Italy', 'Europe', 17, 4],
  ['UK', 'Europe', 21, -5],
  ['China', 'Asia', 36, 4],
  ['Japan', 'Asia', 20, -12],
  ['India', 'Asia', 40, 63],
];

export default function TreeMapExample() {
  return (
    <figure>
      <Chart
        chartType="TreeMap"
        data={data}
        width="100%"
        height="400px"
        aria-label="Tree map: market trade volume by continent and country, coloured by change"
        options={{
          minColor: '#b3261e',
          midColor: '#f2f2f2',
          maxColor: '#1e7d32',
          headerHeight: 20,
          fontColor: 'black',
          showScale: true,
          maxDepth: 1,
        }}
      />
      <figcaption>
        The USA (52) and France (42) trade the most; India grew the most (+63) and Canada fell the
        most (−23). Click a continent to zoom in.
      </figcaption>
    </figure>
  );
}
