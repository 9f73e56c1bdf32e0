import { Chart } from 'chartwrap';

// The toolbar's items export or embed the chart's data source: a public Google Sheet.
const datasource =
  'https://spreadsheets.google.com/tq?key=1jN0iw0usssnsG1_oi-NXtuKfsUsGme09GsFidbqxFYA';

const data = [
  ['Browser', 'Share of visits'],
  ['Chrome', 64],
  ['Safari', 19],
  ['Edge', 5],
  ['Firefox', 3],
  ['Other', 9],
];

export default function ToolbarExample() {
  return (
    <figure>
      <Chart
        chartType="PieChart"
        data={data}
        width="100%"
        height="360px"
        aria-label="Pie chart: share of visits per browser, with an export toolbar"
        options={{ title: 'Visits per browser', pieSliceText: 'label' }}
        toolbarItems={[
          { type: 'csv', datasource },
          { type: 'html', datasource },
        ]}
      />
      <figcaption>
        Chrome 64%, Safari 19%, Edge 5%, Firefox 3%, other browsers 9%. Use the toolbar to download
        the data as CSV or get HTML to embed it.
      </figcaption>
    </figure>
  );
}
