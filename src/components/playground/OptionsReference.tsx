import {
  createContext,
  useContext,
  useEffect,
  useId,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { GOOGLE_REFERENCE } from '../../shared/google-reference';
import { EXTERNAL_LINK_PROPS } from '../SmartLink';
import { EMPTY_CELL } from '../../shared/props-table';
import {
  DEFAULTS_SOURCE_NOTE,
  OPTION_ANCHOR_PREFIX,
  OPTIONS_TABLE_HEADERS,
  type OptionRow,
} from '../../shared/options-table';
import { EventsReference } from './EventsReference';
import { FilterBox } from './FilterBox';
import { InlineMarkdown } from './InlineMarkdown';
import { TableHead } from './TableHead';
import * as styles from './playground.module.css';

/** A row as the page query gives it (`mdx { optionsReference { … } }`). */
export interface OptionsReferenceRow extends OptionRow {
  owner: string;
}

const OptionsContext = createContext<readonly OptionsReferenceRow[]>([]);
interface PageChart {
  chartType: string | null;
  /** The page's own example (named as the page): the one that offers the options explorer. */
  example: string | null;
}
const PageChartContext = createContext<PageChart>({ chartType: null, example: null });

/**
 * Templates wrap an MDX page in this provider with the option rows its query returned, so
 * `<OptionsReference of="…" />` can show them, and with the page's chart type, whose rows the
 * options explorer of the page's own example (`example`, named as the page) is made from. Other
 * examples on the page (an image export, HTML tooltips) show one task each and offer no explorer:
 * one "Explore options" per page.
 */
export function OptionsReferenceProvider({
  rows,
  chartType = null,
  example = null,
  children,
}: {
  rows: readonly OptionsReferenceRow[] | null | undefined;
  chartType?: string | null;
  example?: string | null;
  children: ReactNode;
}) {
  const pageChart = useMemo(() => ({ chartType, example }), [chartType, example]);
  return (
    <OptionsContext.Provider value={rows ?? []}>
      <PageChartContext.Provider value={pageChart}>{children}</PageChartContext.Provider>
    </OptionsContext.Provider>
  );
}

/**
 * The page's chart type, its option rows and the name of the page's own example, when the page
 * shows that chart type's options table (a chart-type example page); null elsewhere.
 */
export function usePageChartOptions(): {
  chartType: string;
  rows: readonly OptionsReferenceRow[];
  example: string | null;
} | null {
  const all = useContext(OptionsContext);
  const { chartType, example } = useContext(PageChartContext);
  return useMemo(() => {
    if (!chartType) return null;
    const rows = all.filter((row) => row.owner === chartType);
    return rows.length > 0 ? { chartType, rows, example } : null;
  }, [all, chartType, example]);
}

/** The row a location hash names (`#option-legend.position`), if it is one of `rows`. */
function rowOfHash(rows: readonly OptionRow[], hash: string): OptionRow | undefined {
  if (!hash.startsWith(`#${OPTION_ANCHOR_PREFIX}`)) return undefined;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape: compare the hash as it is.
  }
  return rows.find((row) => row.anchor === id);
}

/** The paths of a row's ancestors (`hAxis`, `hAxis.viewWindow` for `hAxis.viewWindow.min`). */
function ancestorsOf(rows: readonly OptionRow[], row: OptionRow): string[] {
  const byPath = new Map(rows.map((r) => [r.path, r]));
  const found: string[] = [];
  for (let parent = row.parentPath; parent; parent = byPath.get(parent)?.parentPath ?? null) {
    found.push(parent);
  }
  return found;
}

/**
 * Which rows show: with a filter, the rows whose path or description holds it and their
 * ancestors; without one, top-level rows and the children of expanded rows.
 */
export function visibleRows(
  rows: readonly OptionRow[],
  query: string,
  expanded: ReadonlySet<string>,
): Set<string> {
  const shown = new Set<string>();
  const needle = query.trim().toLowerCase();
  if (needle) {
    for (const row of rows) {
      const text = `${row.path} ${row.description}`.toLowerCase();
      if (!text.includes(needle)) continue;
      shown.add(row.path);
      for (const parent of ancestorsOf(rows, row)) shown.add(parent);
    }
    return shown;
  }
  for (const row of rows) {
    if (row.parentPath === null || (expanded.has(row.parentPath) && shown.has(row.parentPath))) {
      shown.add(row.path);
    }
  }
  return shown;
}

/**
 * Which nested rows are unfolded, and the row a link targets: a link to a nested row
 * (`#option-legend.position`) clears the filter, unfolds its ancestors, then scrolls to it once it
 * shows; `toggle` folds or unfolds a row's children.
 */
function useFoldedRows(rows: readonly OptionRow[], setQuery: (query: string) => void) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [target, setTarget] = useState<string | null>(null);

  // A link to a nested row unfolds its ancestors, then scrolls to it once it shows.
  useEffect(() => {
    const open = () => {
      const row = rowOfHash(rows, window.location.hash);
      if (!row) return;
      setQuery('');
      setExpanded((current) => new Set([...current, ...ancestorsOf(rows, row)]));
      setTarget(row.anchor);
    };
    open();
    window.addEventListener('hashchange', open);
    return () => window.removeEventListener('hashchange', open);
    // setQuery is a state setter: the same function on every render.
  }, [rows, setQuery]);
  useEffect(() => {
    if (target) document.getElementById(target)?.scrollIntoView({ block: 'center' });
  }, [target, expanded]);

  const toggle = (path: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(path)) next.delete(path);
      else next.add(path);
      return next;
    });

  return { expanded, target, toggle };
}

/**
 * Every option of one chart or control type (`<OptionsReference of="PieChart" />`): a table,
 * generated from the library's types, that readers filter by typing. Nested options stay folded
 * under their parent until it is expanded, filtered for, or linked to (`#option-legend.position`).
 * The chart type's events follow, when the page query gave them (EventsReference).
 */
export function OptionsReference({ of }: { of: string }) {
  const all = useContext(OptionsContext);
  const rows = useMemo(() => all.filter((row) => row.owner === of), [all, of]);
  const [query, setQuery] = useState('');
  const inputId = useId();
  const reference = GOOGLE_REFERENCE[of];
  const { expanded, target, toggle } = useFoldedRows(rows, setQuery);

  const shown = visibleRows(rows, query, expanded);
  const topLevel = rows.filter((row) => row.depth === 1).length;

  return (
    <>
      <div className={styles.optionsReference}>
        <p>
          {topLevel} option{topLevel === 1 ? '' : 's'} of <code>{of}</code> ({rows.length} with the
          nested ones), from the library&apos;s types: the same names and words your editor shows.
          {reference && (
            <>
              {' '}
              Google&apos;s{' '}
              <a href={reference.url} {...EXTERNAL_LINK_PROPS}>
                {reference.label}
              </a>{' '}
              describes each in depth.
            </>
          )}{' '}
          {DEFAULTS_SOURCE_NOTE}
        </p>
        <FilterBox
          className={styles.optionsFilter}
          label="Filter options"
          inputId={inputId}
          value={query}
          onChange={setQuery}
          placeholder="e.g. legend"
          countText={query.trim() ? `${shown.size} shown` : ''}
        />
        <div
          className={styles.tableWrap}
          tabIndex={0}
          role="region"
          aria-label={`Options of ${of}`}
        >
          <table className={styles.propsTable}>
            <TableHead headers={OPTIONS_TABLE_HEADERS} />
            <tbody>
              {rows.map((row) => {
                const open = expanded.has(row.path);
                return (
                  <tr
                    key={row.path}
                    id={row.anchor}
                    hidden={!shown.has(row.path)}
                    className={row.anchor === target ? styles.optionTarget : undefined}
                  >
                    <th scope="row" className={styles[`optionDepth${Math.min(row.depth, 3)}`]}>
                      {row.hasChildren && !query.trim() && (
                        <button
                          type="button"
                          className={styles.optionToggle}
                          aria-expanded={open}
                          aria-label={`${open ? 'Hide' : 'Show'} the options of ${row.path}`}
                          onClick={() => toggle(row.path)}
                        >
                          {open ? '−' : '+'}
                        </button>
                      )}
                      <a href={`#${row.anchor}`}>
                        <code>{row.path}</code>
                      </a>
                    </th>
                    <td>
                      <code>{row.type}</code>
                    </td>
                    <td>
                      <InlineMarkdown text={row.default ?? EMPTY_CELL} />
                    </td>
                    <td>
                      <InlineMarkdown text={row.description || EMPTY_CELL} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </div>
      <EventsReference of={of} />
    </>
  );
}
