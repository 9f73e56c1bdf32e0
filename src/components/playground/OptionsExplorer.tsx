/**
 * The options explorer, loaded on demand when a reader presses "Explore options" on a chart-type
 * page. Its Options tab has one control per option of the chart type, generated from the options
 * reference's rows (src/shared/option-controls.ts); its Data tab reads the reader's own data
 * (DataTab.tsx). The choices and the data redraw the example, are written into its source
 * (highlighted with the editor's palette), live in the page's address (`?explore=…`, and
 * `?exploreData=…` or this browser's storage for the data) and the choices can become a
 * `<ChartDefaults>` theme for every example of the visit.
 */
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type RefObject,
} from 'react';
import { Chart, type ChartColumn, type ChartDefaultOptions, type ChartType } from 'chartwrap';
import { EXPLORE_QUERY_PARAM } from '../../config';
import { copyText } from '../../browser/clipboard';
import { openInSandbox } from '../../browser/sandbox';
import {
  choicesFromLink,
  choicesToLink,
  choicesToOptions,
  optionControls,
  type OptionChoices,
  type OptionControl,
  type OptionValue,
} from '../../shared/option-controls';
import type { OptionRow } from '../../shared/options-table';
import { sourceOptionValues, sourceWithChoices } from '../../shared/options-source';
import { cellValue, type ReaderTable } from '../../shared/reader-data';
import { sourceWithData } from '../../shared/reader-code';
import { OptionsPanel } from './ExplorerControls';
import { CodeSection } from './CodeSection';
import { DataTab } from './DataTab';
import { ExplorerTabs, type ExplorerTab } from './ExplorerTabs';
import { ThemeSection } from './ThemeSection';
import { useReaderData } from './useReaderData';
import * as styles from './explorer.module.css';
import * as playground from './playground.module.css';

export interface OptionsExplorerProps {
  /** The example's module name (src/examples/{name}.tsx). */
  name: string;
  title: string;
  chartType: string;
  /** The chart type's rows of the options reference, in table order. */
  rows: readonly OptionRow[];
  /** The example's source text. */
  source: string;
  /** The choices as nested options, to merge over the example's own. */
  onOptionsChange(options: ChartDefaultOptions): void;
  /**
   * The chart of the reader's data to draw instead of the example, or null for the example. Made
   * here, so the page's first load holds none of it.
   */
  onDataChange(chart: ReactElement | null): void;
  onClose(): void;
  /** Opens the live editor with this code. */
  onOpenInEditor(code: string): void;
}

/** The page's address with the explorer's parameter set to these choices. */
function rememberInLink(choices: OptionChoices) {
  const url = new URL(window.location.href);
  url.searchParams.set(EXPLORE_QUERY_PARAM, choicesToLink(choices));
  window.history.replaceState(window.history.state, '', url);
}

/**
 * Options that keep the reader's text as text: no chart may read their cells as HTML, whatever
 * the options (a forged link could ask for `allowHtml`).
 */
const TEXT_ONLY = { allowHtml: false, tooltip: { isHtml: false } };

/** Each option's default as its row writes it, without the Markdown's code marks. */
const defaultsOf = (rows: readonly OptionRow[]): Record<string, string> =>
  Object.fromEntries(
    rows.flatMap((row) => (row.default ? [[row.path, row.default.replace(/`/g, '')]] : [])),
  );

/** The reader's table drawn as the page's chart type, with the example's own literal options. */
const readerChart = (
  chartType: string,
  title: string,
  table: ReaderTable,
  options: ChartDefaultOptions,
) => (
  <Chart
    chartType={chartType as ChartType}
    columns={table.columns.map((column): ChartColumn =>
      column.role
        ? { type: column.type, role: column.role }
        : { type: column.type, label: column.label },
    )}
    rows={table.rows.map((row) => row.map(cellValue))}
    options={options}
    width="100%"
    height="360px"
    aria-label={`${title}, drawn with your data`}
  />
);

/**
 * The reader's choices: those of the link when the panel opens (with notes on what was left out),
 * handed to the example as options (text only while it draws the reader's data) and kept in the
 * address at each change.
 */
function useChoices({
  controls,
  own,
  table,
  onOptionsChange,
  focusOnOpen,
}: {
  controls: readonly OptionControl[];
  own: OptionChoices;
  table: ReaderTable | null;
  onOptionsChange(options: ChartDefaultOptions): void;
  focusOnOpen: RefObject<HTMLInputElement>;
}) {
  const [choices, setChoices] = useState<OptionChoices>({});
  const [notes, setNotes] = useState<string[]>([]);

  // The link's choices once, when the panel opens; then focus on the filter box.
  useEffect(() => {
    const text = new URLSearchParams(window.location.search).get(EXPLORE_QUERY_PARAM);
    if (text !== null) {
      const fromLink = choicesFromLink(text, controls);
      setChoices(fromLink.choices);
      setNotes(fromLink.notes);
    }
    focusOnOpen.current?.focus();
  }, [controls, focusOnOpen]);

  // The reader's data is drawn as text only, whatever the choices say.
  useEffect(() => {
    const options = choicesToOptions(choices) as ChartDefaultOptions;
    onOptionsChange(table ? ({ ...options, ...TEXT_ONLY } as ChartDefaultOptions) : options);
    rememberInLink(choices);
  }, [choices, table, onOptionsChange]);

  const change = (path: string, value: OptionValue | undefined) =>
    setChoices((current) => {
      const next = { ...current };
      // Back to what the example writes: not a change.
      if (value === undefined || value === own[path]) delete next[path];
      else next[path] = value;
      return next;
    });

  return { choices, setChoices, notes, change };
}

/** The chart of the reader's data handed to the example while there is one, and none after. */
function useReaderChart({
  table,
  own,
  chartType,
  title,
  onDataChange,
}: {
  table: ReaderTable | null;
  own: OptionChoices;
  chartType: string;
  title: string;
  onDataChange(chart: ReactElement | null): void;
}) {
  useEffect(() => {
    const ownOptions = choicesToOptions(own) as ChartDefaultOptions;
    onDataChange(table ? readerChart(chartType, title, table, ownOptions) : null);
  }, [table, own, chartType, title, onDataChange]);
  // Closed (or left for the editor): the example as written again.
  useEffect(() => () => onDataChange(null), [onDataChange]);
}

/** The code's heading: what the code holds of the reader's. */
function codeHeadingOf(withData: boolean, changedCount: number): string {
  const changes = `${changedCount} change${changedCount === 1 ? '' : 's'}`;
  if (withData)
    return `The example’s code with your data${changedCount ? ` and your ${changes}` : ''}`;
  return changedCount === 0
    ? 'The example’s code (change an option or give data to write it in)'
    : `The example’s code with your ${changes}`;
}

interface ExplorerHeaderProps {
  headingId: string;
  chartType: string;
  /** What the link held that was not applied. */
  notes: readonly string[];
  changed: boolean;
  onReset(): void;
  onClose(): void;
}

/** The panel's heading with Reset and Close, and the notes on the link's choices. */
function ExplorerHeader({
  headingId,
  chartType,
  notes,
  changed,
  onReset,
  onClose,
}: ExplorerHeaderProps) {
  return (
    <>
      <div className={styles.header}>
        <h3 id={headingId} className={styles.heading}>
          Explore the options of <code>{chartType}</code>
        </h3>
        <span className={styles.headerActions}>
          <button type="button" className={playground.button} onClick={onReset} disabled={!changed}>
            Reset
          </button>
          <button type="button" className={playground.button} onClick={onClose}>
            Close
          </button>
        </span>
      </div>
      {notes.length > 0 && (
        <div className={styles.notes} role="status" data-testid="explorer-notes">
          <p>Some of the link’s options were not applied:</p>
          <ul>
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

/** Copies text and says how it went. */
const copyWithStatus = (text: string, what: string, setStatus: (status: string) => void) =>
  copyText(text).then(
    () => setStatus(`${what} copied to the clipboard.`),
    (error: Error) => setStatus(error.message),
  );

/** Escape (not taken by a control inside) closes the panel. */
const closeOnEscape = (onClose: () => void) => (event: KeyboardEvent<HTMLElement>) => {
  if (event.key === 'Escape' && !event.defaultPrevented) {
    event.preventDefault();
    onClose();
  }
};

export default function OptionsExplorer({
  name,
  title,
  chartType,
  rows,
  source,
  onOptionsChange,
  onDataChange,
  onClose,
  onOpenInEditor,
}: OptionsExplorerProps) {
  const headingId = useId();
  const filterId = useId();
  const filterRef = useRef<HTMLInputElement>(null);
  const { controls, leftOut } = useMemo(() => optionControls(rows), [rows]);
  const own = useMemo(() => sourceOptionValues(source), [source]);
  const defaults = useMemo(() => defaultsOf(rows), [rows]);
  const [status, setStatus] = useState('');
  const copy = (text: string, what: string) => copyWithStatus(text, what, setStatus);
  const data = useReaderData(chartType);
  const { choices, setChoices, notes, change } = useChoices({
    controls,
    own,
    table: data.table,
    onOptionsChange,
    focusOnOpen: filterRef,
  });
  const [tab, setTab] = useState<ExplorerTab>(data.kept.text || data.note ? 'data' : 'options');

  const { table } = data;
  useReaderChart({ table, own, chartType, title, onDataChange });

  // The tab's parser loads when it first opens.
  const { start } = data;
  useEffect(() => {
    if (tab === 'data') start();
  }, [tab, start]);

  const withChoices = useMemo(() => sourceWithChoices(source, choices), [source, choices]);
  const dataCode = useMemo(
    () => (table ? sourceWithData(withChoices, table) : { code: withChoices }),
    [withChoices, table],
  );
  const changedCount = Object.keys(choices).length;

  const codeHeading = codeHeadingOf(table !== null, changedCount);

  return (
    <section
      className={styles.explorer}
      aria-labelledby={headingId}
      onKeyDown={closeOnEscape(onClose)}
      data-testid="options-explorer"
    >
      <ExplorerHeader
        headingId={headingId}
        chartType={chartType}
        notes={notes}
        changed={changedCount > 0}
        onReset={() => setChoices({})}
        onClose={onClose}
      />
      <ExplorerTabs
        selected={tab}
        onSelect={setTab}
        panels={{
          options: (
            <OptionsPanel
              controls={controls}
              leftOut={leftOut}
              filterId={filterId}
              filterRef={filterRef}
              choices={choices}
              own={own}
              defaults={defaults}
              onChange={change}
            />
          ),
          data: <DataTab chartType={chartType} data={data} />,
        }}
      />

      <CodeSection
        name={name}
        heading={codeHeading}
        code={dataCode}
        copy={copy}
        onOpenInEditor={onOpenInEditor}
        onOpenInSandbox={(file) => openInSandbox(name, file, title)}
      />

      <ThemeSection choices={choices} copy={copy} setStatus={setStatus} />
      <p className={styles.status} role="status">
        {status}
      </p>
    </section>
  );
}
