/**
 * The state of the explorer's Data tab: what the reader gave (their text, the header switch, their
 * column choices), its reading against the chart type's data format, the last table that read
 * without problems (the one drawn), and where it is kept: the address when it is small, else this
 * page's localStorage. The parser (Papa Parse) is loaded the first time there is data to read.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ChartType } from 'chartwrap';
import { DATA_FORMATS, type DataFormat } from '../../shared/data-formats';
import {
  readGrid,
  sizeProblem,
  type ColumnChoice,
  type DataReading,
  type ReaderTable,
} from '../../shared/reader-data';
import {
  dataFromLink,
  dataToLink,
  readStoredData,
  writeStoredData,
  type KeptData,
} from '../../shared/reader-data-link';
import { EXPLORE_DATA_QUERY_PARAM } from './data-param';

type ParserModule = typeof import('../../shared/reader-parse');
const loadParser = (): Promise<ParserModule> => import('../../shared/reader-parse');

/** Where the data is kept: in the link, in this browser only, nowhere (none, or storage refused). */
export type DataPlace = 'link' | 'storage' | 'none' | 'unkept';

export interface ReaderDataState {
  kept: KeptData;
  reading: DataReading | null;
  /** What the parser said (not JSON, too large, binary), when it read no grid. */
  parseProblem: string;
  /** How the text was read: 'tab-separated', 'CSV' or 'JSON'. */
  source: string;
  /** The last table without problems: the one the chart draws. */
  table: ReaderTable | null;
  place: DataPlace;
  /** A note on the link's or storage's data when it could not be read. */
  note: string;
  loading: boolean;
  /** Loads the parser (the Data tab opened). */
  start(): void;
  /** A new text: `fresh` (a paste into an empty box, a file) forgets the column choices. */
  setText(text: string, fresh?: boolean): void;
  setHeader(header: boolean): void;
  /** Says why the reader's data was refused (a file too large), keeping their text. */
  refuse(problem: string): void;
  setColumn(index: number, choice: ColumnChoice): void;
  clear(): void;
}

/** The address with the data's parameter set to this text, or removed. */
function setLinkData(linkText: string | null) {
  const url = new URL(window.location.href);
  if (linkText === null) {
    if (!url.searchParams.has(EXPLORE_DATA_QUERY_PARAM)) return;
    url.searchParams.delete(EXPLORE_DATA_QUERY_PARAM);
  } else url.searchParams.set(EXPLORE_DATA_QUERY_PARAM, linkText);
  window.history.replaceState(window.history.state, '', url);
}

/** The data the page was opened with: the link's, else this page's kept data. */
function initialData(): { kept: KeptData | null; note: string } {
  const linkText = new URLSearchParams(window.location.search).get(EXPLORE_DATA_QUERY_PARAM);
  if (linkText !== null) {
    const fromLink = dataFromLink(linkText);
    if ('problem' in fromLink) return { kept: null, note: fromLink.problem };
    return { kept: fromLink, note: '' };
  }
  return { kept: readStoredData(window.location.pathname), note: '' };
}

/** Keeps the data where it fits: the link when small, else storage; neither when it is empty. */
function keep(kept: KeptData): DataPlace {
  const pathname = window.location.pathname;
  if (kept.text.trim() === '') {
    setLinkData(null);
    writeStoredData(pathname, null);
    return 'none';
  }
  const linkText = dataToLink(kept);
  setLinkData(linkText);
  if (linkText !== null) {
    writeStoredData(pathname, null);
    return 'link';
  }
  return writeStoredData(pathname, kept) ? 'storage' : 'unkept';
}

/**
 * The kept data read: the parser's problem, else the reading with its source; `table` is the table
 * to draw when it changes (null for none: the box is empty), undefined to keep the last good one.
 */
function readKept(
  parser: ParserModule,
  kept: KeptData,
  format: DataFormat,
): {
  problem: string;
  reading: DataReading | null;
  source?: string;
  table?: ReaderTable | null;
} {
  if (kept.text.trim() === '') return { problem: '', reading: null, table: null };
  const parsed = parser.parseText(kept.text, format.columns.length === 1);
  if ('problem' in parsed) return { problem: parsed.problem, reading: null };
  const reading = readGrid(parsed.grid, format, kept);
  return {
    problem: '',
    reading,
    source: parsed.source,
    table: reading.problems.length === 0 ? reading.table : undefined,
  };
}

const EMPTY: KeptData = { text: '' };
/** The pause after a keystroke before the text is read again. */
const READ_DELAY_MS = 150;

export function useReaderData(chartType: string): ReaderDataState {
  const format = DATA_FORMATS[chartType as ChartType] ?? DATA_FORMATS.Table;
  const initial = useMemo(initialData, []);
  const [kept, setKept] = useState<KeptData>(initial.kept ?? EMPTY);
  const [note, setNote] = useState(initial.note);
  const [parser, setParser] = useState<ParserModule | null>(null);
  const [loading, setLoading] = useState(false);
  const [reading, setReading] = useState<DataReading | null>(null);
  const [parseProblem, setParseProblem] = useState('');
  const [source, setSource] = useState('');
  const [table, setTable] = useState<ReaderTable | null>(null);
  const [place, setPlace] = useState<DataPlace>('none');
  const restored = useRef(kept !== EMPTY);

  const start = useCallback(() => {
    if (parser || loading) return;
    setLoading(true);
    loadParser().then(
      (module) => {
        setParser(() => module);
        setLoading(false);
      },
      () => {
        setNote('The data reader could not load: check the connection and open the tab again.');
        setLoading(false);
      },
    );
  }, [parser, loading]);

  // The explorer closed: the address no longer carries the data (storage keeps it for the page).
  useEffect(() => () => setLinkData(null), []);

  // Data from the link or storage is read as soon as the explorer opens.
  useEffect(() => {
    if (restored.current) start();
  }, [start]);

  // The text read a moment after the last change; the chart keeps its table until one reads well.
  useEffect(() => {
    if (!parser) return;
    const read = () => {
      const result = readKept(parser, kept, format);
      setParseProblem(result.problem);
      setReading(result.reading);
      if (result.source !== undefined) setSource(result.source);
      if (result.table !== undefined) setTable(result.table);
    };
    const timer = window.setTimeout(read, restored.current ? 0 : READ_DELAY_MS);
    restored.current = false;
    return () => window.clearTimeout(timer);
  }, [parser, kept, format]);

  // Kept where it fits a moment after the reader's last change (not before they give any).
  const given = useRef(initial.kept !== null);
  useEffect(() => {
    if (!given.current) return;
    const timer = window.setTimeout(() => setPlace(keep(kept)), READ_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [kept]);

  const change = (update: (current: KeptData) => KeptData) => {
    given.current = true;
    setKept(update);
  };

  return {
    kept,
    reading,
    parseProblem,
    source,
    table,
    place,
    note,
    loading,
    start,
    setText: (text, fresh = false) => {
      const size = sizeProblem(text.length);
      if (size) setParseProblem(size);
      // New data is read afresh: the header guessed and the column types inferred again.
      else change((current) => (fresh ? { text } : { ...current, text }));
    },
    refuse: setParseProblem,
    setHeader: (header) => change((current) => ({ ...current, header })),
    setColumn: (index, choice) =>
      change((current) => {
        const columns = [...(current.columns ?? [])];
        columns[index] = { ...columns[index], ...choice };
        return { ...current, columns };
      }),
    clear: () => {
      setNote('');
      change(() => EMPTY);
    },
  };
}
