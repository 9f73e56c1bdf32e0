// A Pages Router page, rendered on the server at build time, written as react-google-charts
// documents it: the default import, options in a const.
import Chart from 'chartwrap';

const options = { title: 'Pages router', curveType: 'function', legend: { position: 'bottom' } };

export default function Legacy() {
  return (
    <Chart
      chartType="LineChart"
      width="100%"
      height="300px"
      data={[
        ['Year', 'Sales'],
        ['2024', 1000],
        ['2025', 1170],
      ]}
      options={options}
    />
  );
}
