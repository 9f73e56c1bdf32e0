/**
 * The explorer's Data tab: a box to paste a spreadsheet range, CSV or JSON into (or drop a file
 * on, or choose one), the header switch, each column's type (inferred, changeable) and role, and
 * the problems against the chart type's data format, each naming its row and column. Everything
 * the reader gives is shown as text, never run.
 */
import { useId, type ClipboardEvent, type DragEvent } from 'react';
import type { ChartType, ColumnRole } from 'chartwrap';
import { DATA_FORMATS, formatSentence, listWords } from '../../shared/data-formats';
import { READER_TYPES, type ReaderType } from '../../shared/reader-cells';
import { MAX_DATA_ROWS, sizeProblem } from '../../shared/reader-data';
import type { ReaderDataState } from './useReaderData';
import * as styles from './explorer.module.css';
import * as playground from './playground.module.css';

const TYPE_LABELS: Record<ReaderType, string> = {
  number: 'Number',
  date: 'Date',
  datetime: 'Date and time',
  boolean: 'True/false',
  string: 'Text',
};

const PLACE_NOTES = {
  link: 'Your data is in this page’s link, beside the options: the link draws it for whoever opens it. It is never sent anywhere.',
  storage:
    'Your data is too large for a link: it is kept in this browser for this page, and the link carries the options only.',
  unkept: 'Your data is too large for a link and this browser would not keep it: it is not kept.',
  none: '',
};

interface DataTabProps {
  chartType: string;
  data: ReaderDataState;
}

/** The first file of a drop or a file input, read as text (refused past the size limit). */
async function fileText(file: File | undefined): Promise<string | { problem: string }> {
  if (!file) return { problem: 'No file was given.' };
  const size = sizeProblem(file.size);
  return size ? { problem: size } : file.text();
}

function ColumnTypes({ data, roles }: { data: ReaderDataState; roles: readonly ColumnRole[] }) {
  const columns = data.reading?.table.columns ?? [];
  if (columns.length === 0) return null;
  return (
    <table className={styles.dataColumns}>
      <caption>Columns as read</caption>
      <thead>
        <tr>
          <th scope="col">Column</th>
          <th scope="col">Type</th>
          <th scope="col">Read as</th>
          {roles.length > 0 && <th scope="col">Role</th>}
        </tr>
      </thead>
      <tbody>
        {columns.map((column, index) => (
          <tr key={index}>
            <th scope="row">{column.label}</th>
            <td>
              <select
                aria-label={`Type of ${column.label}`}
                value={column.type}
                onChange={(event) =>
                  data.setColumn(index, { type: event.target.value as ReaderType })
                }
              >
                {READER_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {TYPE_LABELS[type]}
                    {type === column.inferred ? ' (found)' : ''}
                  </option>
                ))}
              </select>
            </td>
            <td>{column.form ?? '—'}</td>
            {roles.length > 0 && (
              <td>
                <select
                  aria-label={`Role of ${column.label}`}
                  value={column.role ?? ''}
                  onChange={(event) =>
                    data.setColumn(index, {
                      role: (event.target.value || undefined) as ColumnRole | undefined,
                    })
                  }
                >
                  <option value="">data</option>
                  {roles.map((role) => (
                    <option key={role} value={role}>
                      {role}
                    </option>
                  ))}
                </select>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What became of the reader's data: loading, notes, problems, or the rows drawn; and where it is kept. */
function DataStatus({
  id,
  data,
  problems,
}: {
  id: string;
  data: ReaderDataState;
  problems: readonly string[];
}) {
  const rows = data.reading?.table.rows.length ?? 0;
  return (
    <div id={id} role="status" aria-live="polite" className={styles.dataStatus}>
      {data.loading && <p>Loading the data reader…</p>}
      {data.note && <p>{data.note}</p>}
      {problems.length > 0 ? (
        <div className={styles.notes} data-testid="data-problems">
          <p>
            {data.table
              ? 'The chart shows your last data that read well. Fix these to draw this data:'
              : 'Fix these to draw your data:'}
          </p>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : (
        rows > 0 && (
          <p data-testid="data-summary">
            Drawn with your {rows.toLocaleString('en')} row{rows === 1 ? '' : 's'} (read as{' '}
            {data.source}).
          </p>
        )
      )}
      {PLACE_NOTES[data.place] && <p data-testid="data-place">{PLACE_NOTES[data.place]}</p>}
    </div>
  );
}

export function DataTab({ chartType, data }: DataTabProps) {
  const id = useId();
  const format = DATA_FORMATS[chartType as ChartType] ?? DATA_FORMATS.Table;
  const problems = data.parseProblem ? [data.parseProblem] : (data.reading?.problems ?? []);

  const readFile = (file: File | undefined) =>
    fileText(file).then((text) =>
      typeof text === 'string' ? data.setText(text, true) : data.refuse(text.problem),
    );

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const text = event.clipboardData.getData('text/plain');
    // Past the limit the paste never reaches the box: the page stays usable.
    const size = sizeProblem(text.length);
    if (size) {
      event.preventDefault();
      data.refuse(size);
    } else if (data.kept.text.trim() === '') {
      event.preventDefault();
      data.setText(text, true);
    }
  };

  const onDrop = (event: DragEvent<HTMLTextAreaElement>) => {
    if (event.dataTransfer.files.length === 0) return;
    event.preventDefault();
    void readFile(event.dataTransfer.files[0]);
  };

  return (
    <div className={styles.dataTab}>
      <p className={styles.hint} data-testid="data-format">
        {formatSentence(format)}.
        {format.roles.length > 0 &&
          ` Role columns it reads: ${listWords(format.roles.map(String))}.`}
      </p>
      <label htmlFor={`${id}-text`} className={styles.dataLabel}>
        Your data: paste a spreadsheet range, CSV or JSON (an array of rows), or drop a file here
      </label>
      <textarea
        id={`${id}-text`}
        className={styles.dataText}
        value={data.kept.text}
        rows={8}
        spellCheck={false}
        autoComplete="off"
        placeholder={'Month\tSales\nJanuary\t1,200\nFebruary\t1,450'}
        aria-describedby={`${id}-problems`}
        aria-invalid={problems.length > 0 ? true : undefined}
        onChange={(event) => data.setText(event.target.value)}
        onPaste={onPaste}
        onDragOver={(event) => event.preventDefault()}
        onDrop={onDrop}
      />
      <div className={styles.dataActions}>
        <label className={playground.button}>
          Choose a file
          <input
            type="file"
            className={styles.fileInput}
            accept=".csv,.tsv,.txt,.json,text/csv,text/tab-separated-values,application/json"
            onChange={(event) => void readFile(event.target.files?.[0])}
          />
        </label>
        <label className={styles.headerSwitch}>
          <input
            type="checkbox"
            role="switch"
            checked={data.reading?.header ?? false}
            disabled={!data.reading}
            onChange={(event) => data.setHeader(event.target.checked)}
          />{' '}
          First row is the header
          {data.reading?.headerGuessed ? ' (guessed)' : ''}
        </label>
        <button
          type="button"
          className={playground.button}
          onClick={data.clear}
          disabled={data.kept.text === '' && data.place === 'none'}
        >
          Clear data
        </button>
      </div>
      <DataStatus id={`${id}-problems`} data={data} problems={problems} />
      <ColumnTypes data={data} roles={format.roles} />
      <p className={styles.hint}>
        Up to {MAX_DATA_ROWS.toLocaleString('en')} rows. Numbers may use your thousands and decimal
        separators; dates may be ISO (2024-03-31) or as spreadsheets write them (31/03/2024,
        03/31/2024, with a time or not).
      </p>
    </div>
  );
}
