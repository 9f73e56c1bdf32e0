import { Chart } from 'chartwrap';

// A public Google Sheet (shared as "anyone with the link can view"): its address without /edit.
// `spreadsheetQueryParameters` become the query string of the Visualization API request:
// `query` is sent as `tq`, a query in Google's Query Language; `headers` is the number of header
// rows and `gid` the sheet.
const spreadsheetUrl =
  'https://docs.google.com/spreadsheets/d/1jN0iw0usssnsG1_oi-NXtuKfsUsGme09GsFidbqxFYA';

export default function SpreadsheetExample() {
  return (
    <figure>
      <Chart
        chartType="ColumnChart"
        spreadsheetUrl={spreadsheetUrl}
        spreadsheetQueryParameters={{
          headers: 1,
          gid: 0,
          query: 'SELECT A, H, O, Q, R, U LIMIT 5 OFFSET 8',
        }}
        width="100%"
        height="400px"
        aria-label="Column chart drawn from a Google Sheets spreadsheet query"
        options={{
          title: 'Rows 9 to 13 of the spreadsheet',
          legend: { position: 'bottom' },
        }}
      />
      <figcaption>
        Data queried live from a public spreadsheet: columns A, H, O, Q, R and U of five rows.
      </figcaption>
    </figure>
  );
}
