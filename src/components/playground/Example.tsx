import {
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type MutableRefObject,
  type ReactElement,
} from 'react';
import { ChartDefaults, type ChartDefaultOptions } from 'chartwrap';
import { Lazy } from '../LoadingState';
import { useExampleSource } from './sources';
import { usePageChartOptions } from './OptionsReference';
import { useReaderChartTheme } from './ChartTheme';
import { copyText } from '../../browser/clipboard';
import { openInSandbox } from '../../browser/sandbox';
import { writeReaderChartTheme } from '../../browser/reader-chart-theme';
import { EXPLORE_QUERY_PARAM } from '../../config';
import type { LivePlaygroundProps } from './LivePlayground';
import type { OptionsExplorerProps } from './OptionsExplorer';
import * as styles from './playground.module.css';

/** The live editor's code, loaded the first time a reader presses "Edit". */
const loadLivePlayground = () => import('./LivePlayground');
/** The options explorer's code, loaded the first time a reader presses "Explore options". */
const loadOptionsExplorer = () => import('./OptionsExplorer');

/** closed; open (the editor loading, or its error); ready (the editor has loaded). */
type EditorState = 'closed' | 'open' | 'ready';

const NO_OVERRIDES: ChartDefaultOptions = {};

/** The page's address without the explorer's query parameter (the panel closed). */
function forgetExplorerLink() {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(EXPLORE_QUERY_PARAM)) return;
  url.searchParams.delete(EXPLORE_QUERY_PARAM);
  window.history.replaceState(window.history.state, '', url);
}

/**
 * The options explorer's panel of the page's own example: open or not (a shared link with the
 * explorer's query parameter opens it), the options chosen, the reader's own chart, and closing.
 */
function useOptionsExplorerPanel(name: string, hasSource: boolean) {
  const chartOptions = usePageChartOptions();
  const [exploring, setExploring] = useState(false);
  const [overrides, setOverrides] = useState<ChartDefaultOptions>(NO_OVERRIDES);
  // The explorer's chart of the reader's own data, drawn instead of the example while it is open.
  const [readerChart, setReaderChart] = useState<ReactElement | null>(null);
  const exploreButton = useRef<HTMLButtonElement>(null);
  const explorable = !!chartOptions && chartOptions.example === name && hasSource;

  // A shared link (`?explore=…`) opens the explorer, which reads its choices.
  useEffect(() => {
    if (explorable && new URLSearchParams(window.location.search).has(EXPLORE_QUERY_PARAM)) {
      setExploring(true);
    }
  }, [explorable]);

  /** Closes the panel: its choices dropped, its link forgotten. */
  const leaveExplorer = () => {
    setExploring(false);
    setOverrides(NO_OVERRIDES);
    forgetExplorerLink();
  };

  /** Closes the panel and returns focus to its button. */
  const closeExplorer = () => {
    leaveExplorer();
    exploreButton.current?.focus();
  };

  return {
    chartOptions,
    explorable,
    exploring,
    setExploring,
    overrides,
    setOverrides,
    readerChart,
    setReaderChart,
    exploreButton,
    leaveExplorer,
    closeExplorer,
  };
}

/** The note above an example drawn with the reader's chart theme, with its reset button. */
function readerThemeNote() {
  return (
    <p className={styles.themeNote} role="note">
      Drawn with the chart theme you applied from an options explorer.{' '}
      <button type="button" className={styles.button} onClick={() => writeReaderChartTheme(null)}>
        Reset theme
      </button>
    </p>
  );
}

/** The example's source, highlighted at build time, or a note that it is not available. */
function exampleSourceBlock(
  name: string,
  codeId: string,
  source: ReturnType<typeof useExampleSource>,
) {
  return source ? (
    // Highlighted at build time (ExampleSource.html); its <pre> takes keyboard focus.
    <div
      className={styles.source}
      role="region"
      aria-labelledby={`${codeId}-label`}
      dangerouslySetInnerHTML={{ __html: source.html }}
    />
  ) : (
    <pre className={styles.pre} tabIndex={0} aria-labelledby={`${codeId}-label`}>
      <code>The source of src/examples/{name}.tsx is not available.</code>
    </pre>
  );
}

/**
 * The live editor of the example, loaded on demand: nothing for the first moment, then a spinner,
 * then the editor (or the error with Retry). Its code is kept in `edited` as the reader types.
 */
function liveEditor(name: string, edited: MutableRefObject<string>, onLoaded: () => void) {
  return (
    <Lazy<LivePlaygroundProps>
      load={loadLivePlayground}
      label="Loading the editor"
      failure="The editor could not load"
      onLoaded={onLoaded}
      props={{
        name,
        code: edited.current,
        onCodeChange: (code) => {
          edited.current = code;
        },
      }}
    />
  );
}

export interface ExampleProps {
  /** The example's module name in src/examples (file name without `.tsx`). */
  name: string;
  /** The example module's default export, imported by the MDX page. */
  component: ComponentType;
  /** A short title for the sandbox and the labels; defaults to the name. */
  title?: string;
}

/**
 * One live example in an MDX page: the example module rendered directly (no editor code on first
 * paint), its exact source (from the GraphQL content layer), and the actions Edit, Copy and
 * Open in sandbox. "Edit" loads the live editor on demand, below the code block. On a chart-type
 * page, the page's own example offers "Explore options", which loads the options explorer below the example: its choices are merged
 * over the example's own options (a `<ChartDefaults override>` around it), and a link with the
 * explorer's query parameter opens it at once.
 */
export function Example({ name, component: Component, title = name }: ExampleProps) {
  const source = useExampleSource(name);
  const original = source?.code ?? '';
  const edited = useRef(original);
  const [editor, setEditor] = useState<EditorState>('closed');
  const [status, setStatus] = useState('');
  const readerTheme = useReaderChartTheme();
  const panel = useOptionsExplorerPanel(name, !!source);

  const openEditorWith = (code: string) => {
    edited.current = code;
    panel.leaveExplorer();
    setEditor('open');
  };

  const copy = () => {
    copyText(edited.current).then(
      () => setStatus('Code copied to the clipboard.'),
      (error: Error) => setStatus(error.message),
    );
  };

  const editing = editor === 'ready';
  const codeId = `example-code-${name}`;

  return (
    <div className={styles.example} data-example={name}>
      {readerTheme && readerThemeNote()}
      {!editing && (
        <div className={styles.preview} data-testid="example-preview">
          <ChartDefaults options={panel.overrides} override>
            {panel.readerChart ?? <Component />}
          </ChartDefaults>
        </div>
      )}
      {panel.exploring && panel.chartOptions && source && (
        <Lazy<OptionsExplorerProps>
          load={loadOptionsExplorer}
          label="Loading the options explorer"
          failure="The options explorer could not load"
          props={{
            name,
            title,
            chartType: panel.chartOptions.chartType,
            rows: panel.chartOptions.rows,
            source: source.code,
            onOptionsChange: panel.setOverrides,
            onDataChange: panel.setReaderChart,
            onClose: panel.closeExplorer,
            onOpenInEditor: openEditorWith,
          }}
        />
      )}
      <div className={styles.code}>
        <div className={styles.toolbar}>
          <span className={styles.file} id={`${codeId}-label`}>
            src/examples/{name}.tsx
          </span>
          <span className={styles.actions}>
            {panel.explorable && !editing && (
              <button
                ref={panel.exploreButton}
                type="button"
                className={styles.button}
                onClick={() => (panel.exploring ? panel.closeExplorer() : panel.setExploring(true))}
                aria-expanded={panel.exploring}
              >
                Explore options
              </button>
            )}
            <button
              type="button"
              className={styles.button}
              onClick={() => setEditor(editing ? 'closed' : 'open')}
              aria-expanded={editing}
              disabled={!source || editor === 'open'}
            >
              {editing ? 'Close editor' : 'Edit'}
            </button>
            <button type="button" className={styles.button} onClick={copy} disabled={!source}>
              Copy
            </button>
            <button
              type="button"
              className={styles.button}
              onClick={() => openInSandbox(name, edited.current, title)}
              disabled={!source}
            >
              Open in sandbox
            </button>
          </span>
        </div>
        {exampleSourceBlock(name, codeId, source)}
        <p className={styles.status} role="status">
          {status}
        </p>
      </div>
      {editor !== 'closed' && liveEditor(name, edited, () => setEditor('ready'))}
    </div>
  );
}
