import { ChartwrapError } from './error';
import type { DataTable, Visualization } from './google';
import type { SpreadsheetQueryParameters } from './types';

/**
 * Loads a Google Sheets range through `google.visualization.Query`. `query` is sent as `tq`, and
 * the first row is read as headers unless `headers` says otherwise.
 */
export const querySpreadsheet = (
  visualization: Visualization,
  url: string,
  parameters?: SpreadsheetQueryParameters,
) =>
  new Promise<DataTable>((resolve, reject) =>
    new visualization.Query(
      url.replace(/\/?$/, '/gviz/tq?') +
        new URLSearchParams(
          Object.entries({ headers: 1, ...parameters }).map(([name, value]) => [
            name == 'query' ? 'tq' : name,
            String(value),
          ]),
        ),
    ).send((response) =>
      response.isError()
        ? reject(new ChartwrapError('query', `Spreadsheet query failed: ${response.getMessage()}`))
        : resolve(response.getDataTable()),
    ),
  );
