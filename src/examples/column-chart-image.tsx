import { Chart, useChartImage } from 'chartwrap';

// Visitors per month, in thousands.
const data = [
  ['Month', 'Visitors'],
  ['Jan', 42],
  ['Feb', 51],
  ['Mar', 64],
  ['Apr', 58],
  ['May', 73],
];

export default function ColumnChartImageExample() {
  // `image.ref` goes on the chart; the buttons work once it is drawn (`image.ready`).
  const image = useChartImage();
  return (
    <figure>
      <Chart
        ref={image.ref}
        chartType="ColumnChart"
        data={data}
        width="100%"
        height="320px"
        aria-label="Column chart: visitors per month, January to May"
        options={{
          title: 'Visitors per month (thousands)',
          legend: 'none',
          vAxis: { minValue: 0 },
        }}
      />
      <button type="button" disabled={!image.ready} onClick={() => image.download('visitors.png')}>
        Download PNG
      </button>{' '}
      <button type="button" disabled={!image.ready} onClick={() => image.print()}>
        Print chart
      </button>
      <figcaption>
        Visitors grow from 42,000 in January to 73,000 in May, with a dip in April. The buttons save
        or print the chart as a PNG image.
      </figcaption>
    </figure>
  );
}
