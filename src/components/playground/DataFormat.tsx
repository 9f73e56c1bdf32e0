/**
 * A chart type's data format as a table for its page: each column in order with the types it
 * takes, and the roles the chart reads. From the one table of data formats
 * (src/shared/data-formats.ts) that the options explorer's Data tab checks a reader's data with.
 */
import type { ChartType } from 'chartwrap';
import { DATA_FORMATS, formatSentence, listWords, typesInWords } from '../../shared/data-formats';

export function DataFormat({ of }: { of: ChartType }) {
  const format = DATA_FORMATS[of];
  return (
    <table data-data-format={of}>
      <caption>{formatSentence(format)}.</caption>
      <thead>
        <tr>
          <th scope="col">Column</th>
          <th scope="col">Holds</th>
          <th scope="col">Type</th>
        </tr>
      </thead>
      <tbody>
        {format.columns.map((column, index) => (
          <tr key={column.name}>
            <td>{index + 1}</td>
            <th scope="row">
              {column.name}
              {column.optional ? ' (optional)' : ''}
              {column.repeats ? ' (one or more)' : ''}
            </th>
            <td>{typesInWords(column.types)}</td>
          </tr>
        ))}
      </tbody>
      {format.roles.length > 0 && (
        <tfoot>
          <tr>
            <td colSpan={3}>
              Role columns it reads, each after the column it is about:{' '}
              {listWords(format.roles.map(String))}.
            </td>
          </tr>
        </tfoot>
      )}
    </table>
  );
}
