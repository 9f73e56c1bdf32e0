/**
 * The options explorer, loaded on demand when a reader presses "Explore options" on a chart-type
 * page: one control per option of the chart type, generated from the options reference's rows
 * (src/shared/option-controls.ts), whose choices redraw the example (merged over its own options),
 * write the example's source with them (highlighted with the editor's palette), live in the page's
 * address (`?explore=…`) and can become a `<ChartDefaults>` theme for every example of the visit.
 */
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Highlight } from 'prism-react-renderer';
import type { ChartDefaultOptions } from 'chartwrap';
import { EXPLORE_QUERY_PARAM } from '../../config';
import { copyText } from '../../browser/clipboard';
import { openInSandbox } from '../../browser/sandbox';
import { writeReaderChartTheme } from '../../browser/reader-chart-theme';
import { EDITOR_THEME } from '../../shared/code-theme';
import {
  checkValue,
  choicesFromLink,
  choicesToLink,
  choicesToOptions,
  optionControls,
  textValue,
  themeChoices,
  valueControls,
  type OptionChoices,
  type OptionControl,
  type OptionValue,
} from '../../shared/option-controls';
import type { OptionRow } from '../../shared/options-table';
import {
  optionsObjectText,
  sourceOptionValues,
  sourceWithChoices,
} from '../../shared/options-source';
import { FilterBox } from './FilterBox';
import { InlineMarkdown } from './InlineMarkdown';
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

/** A value as the controls show it in text. */
const shown = (value: OptionValue | undefined) =>
  value === undefined ? '' : typeof value === 'string' ? value : String(value);

/** The controls whose path holds the filter text, with the groups they are in. */
function filterControls(controls: readonly OptionControl[], needle: string): OptionControl[] {
  if (!needle) return [...controls];
  return controls.flatMap((control) => {
    if (control.path.toLowerCase().includes(needle)) return [control];
    if (control.kind !== 'group') return [];
    const children = filterControls(control.children, needle);
    return children.length > 0 ? [{ ...control, children }] : [];
  });
}

interface ControlProps {
  control: Exclude<OptionControl, { kind: 'group' }>;
  /** The chosen value, else the example's own. */
  value: OptionValue | undefined;
  changed: boolean;
  onChange(value: OptionValue | undefined): void;
}

/** One option's control: its label (the path), the input, and its description a click away. */
function Control({ control, value, changed, onChange }: ControlProps) {
  const id = useId();
  const [about, setAbout] = useState(false);
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState('');
  const text = draft ?? shown(value);

  // A typed value is set as soon as it is one the control takes; otherwise it says why not.
  const typed = (raw: string, parse: (raw: string) => unknown) => {
    setDraft(raw);
    if (raw.trim() === '') {
      setProblem('');
      onChange(undefined);
      return;
    }
    const checked = checkValue(control, parse(raw));
    if ('problem' in checked) setProblem(checked.problem);
    else {
      setProblem('');
      onChange(checked.value);
    }
  };

  let input;
  switch (control.kind) {
    case 'switch':
      input = (
        <input
          id={id}
          type="checkbox"
          role="switch"
          className={styles.switchInput}
          checked={value === true}
          onChange={(event) => onChange(event.target.checked)}
        />
      );
      break;
    case 'select':
      input = (
        <select
          id={id}
          value={value === undefined ? '' : JSON.stringify(value)}
          onChange={(event) =>
            onChange(
              event.target.value === ''
                ? undefined
                : (JSON.parse(event.target.value) as string | boolean),
            )
          }
        >
          <option value="">(not set)</option>
          {control.values.map((v) => (
            <option key={String(v)} value={JSON.stringify(v)}>
              {String(v)}
            </option>
          ))}
        </select>
      );
      break;
    case 'number':
      input = (
        <input
          id={id}
          type="number"
          inputMode="decimal"
          min={control.min}
          max={control.max}
          step={control.max !== undefined && control.max - (control.min ?? 0) <= 1 ? 0.05 : 'any'}
          value={text}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => typed(event.target.value, Number)}
          onBlur={() => setDraft(null)}
        />
      );
      break;
    case 'colour':
      input = (
        <input
          id={id}
          type="color"
          className={styles.colour}
          value={typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value) ? value : '#000000'}
          onChange={(event) => onChange(event.target.value)}
        />
      );
      break;
    case 'text':
      input = (
        <>
          <input
            id={id}
            type="text"
            maxLength={200}
            autoComplete="off"
            list={control.suggestions.length > 0 ? `${id}-values` : undefined}
            value={text}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => typed(event.target.value, (raw) => textValue(control, raw))}
            onBlur={() => setDraft(null)}
          />
          {control.suggestions.length > 0 && (
            <datalist id={`${id}-values`}>
              {control.suggestions.map((s) => (
                <option key={s} value={s} />
              ))}
            </datalist>
          )}
        </>
      );
      break;
  }

  return (
    <li className={styles.control} data-option={control.path} data-kind={control.kind}>
      <div className={styles.controlRow}>
        <label htmlFor={id} className={styles.label}>
          <code>{control.path}</code>
          {changed && <span className={styles.changed}> (changed)</span>}
        </label>
        {input}
        <button
          type="button"
          className={styles.about}
          aria-expanded={about}
          aria-controls={`${id}-about`}
          aria-label={`About ${control.path}`}
          onClick={() => setAbout((open) => !open)}
        >
          ?
        </button>
      </div>
      {problem && (
        <p className={styles.problem} id={`${id}-problem`}>
          {problem}
        </p>
      )}
      <p id={`${id}-about`} className={styles.description} hidden={!about}>
        <InlineMarkdown text={control.description || 'No description.'} />{' '}
        <a href={`#${control.anchor}`}>In the options table</a>
      </p>
    </li>
  );
}

interface TreeProps {
  controls: readonly OptionControl[];
  filtering: boolean;
  valueOf(path: string): OptionValue | undefined;
  isChanged(path: string): boolean;
  onChange(path: string, value: OptionValue | undefined): void;
}

/** A nested option's controls, folded until opened (or while a filter finds them). */
function Group({
  control,
  ...tree
}: TreeProps & { control: Extract<OptionControl, { kind: 'group' }> }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const expanded = open || tree.filtering;
  return (
    <li className={styles.group} data-option={control.path} data-kind="group">
      <button
        type="button"
        className={styles.groupToggle}
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        disabled={tree.filtering}
      >
        <span aria-hidden="true">{expanded ? '−' : '+'}</span> <code>{control.path}</code>
      </button>
      <div id={id} hidden={!expanded}>
        <ControlTree {...tree} controls={control.children} />
      </div>
    </li>
  );
}

function ControlTree(tree: TreeProps) {
  return (
    <ul className={styles.controls}>
      {tree.controls.map((control) =>
        control.kind === 'group' ? (
          <Group key={control.path} control={control} {...tree} />
        ) : (
          <Control
            key={control.path}
            control={control}
            value={tree.valueOf(control.path)}
            changed={tree.isChanged(control.path)}
            onChange={(value) => tree.onChange(control.path, value)}
          />
        ),
      )}
    </ul>
  );
}

/** Code highlighted with the palette of the site's code blocks (the live editor's theme). */
function HighlightedCode({ code, label }: { code: string; label: string }) {
  return (
    <Highlight code={code} language="tsx" theme={EDITOR_THEME}>
      {({ className, style, tokens, getLineProps, getTokenProps }) => (
        <pre
          className={`${className} ${styles.code}`}
          style={style}
          tabIndex={0}
          aria-label={label}
        >
          <code>
            {tokens.map((line, i) => (
              <span key={i} {...getLineProps({ line })}>
                {line.map((token, key) => (
                  <span key={key} {...getTokenProps({ token })} />
                ))}
                {'\n'}
              </span>
            ))}
          </code>
        </pre>
      )}
    </Highlight>
  );
}

export default function OptionsExplorer({
  name,
  title,
  chartType,
  rows,
  source,
  onOptionsChange,
  onClose,
  onOpenInEditor,
}: OptionsExplorerProps) {
  const headingId = useId();
  const filterId = useId();
  const filterRef = useRef<HTMLInputElement>(null);
  const { controls, leftOut } = useMemo(() => optionControls(rows), [rows]);
  const own = useMemo(() => sourceOptionValues(source), [source]);
  const [choices, setChoices] = useState<OptionChoices>({});
  const [notes, setNotes] = useState<string[]>([]);
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState('');
  const count = useMemo(() => valueControls(controls).length, [controls]);

  // The link's choices once, when the panel opens; then focus on the filter box.
  useEffect(() => {
    const text = new URLSearchParams(window.location.search).get(EXPLORE_QUERY_PARAM);
    if (text !== null) {
      const fromLink = choicesFromLink(text, controls);
      setChoices(fromLink.choices);
      setNotes(fromLink.notes);
    }
    filterRef.current?.focus();
  }, [controls]);

  useEffect(() => {
    onOptionsChange(choicesToOptions(choices) as ChartDefaultOptions);
    rememberInLink(choices);
  }, [choices, onOptionsChange]);

  const change = (path: string, value: OptionValue | undefined) =>
    setChoices((current) => {
      const next = { ...current };
      // Back to what the example writes: not a change.
      if (value === undefined || value === own[path]) delete next[path];
      else next[path] = value;
      return next;
    });

  const code = useMemo(() => sourceWithChoices(source, choices), [source, choices]);
  const theme = themeChoices(choices);
  const themeOptions = optionsObjectText(theme);
  const themeSnippet = `<ChartDefaults options={${themeOptions}}>\n  <App />\n</ChartDefaults>`;
  const changedCount = Object.keys(choices).length;
  const needle = query.trim().toLowerCase();
  const shownControls = filterControls(controls, needle);

  const copy = (text: string, what: string) =>
    copyText(text).then(
      () => setStatus(`${what} copied to the clipboard.`),
      (error: Error) => setStatus(error.message),
    );

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault();
      onClose();
    }
  };

  return (
    <section
      className={styles.explorer}
      aria-labelledby={headingId}
      onKeyDown={onKeyDown}
      data-testid="options-explorer"
    >
      <div className={styles.header}>
        <h3 id={headingId} className={styles.heading}>
          Explore the options of <code>{chartType}</code>
        </h3>
        <span className={styles.headerActions}>
          <button
            type="button"
            className={playground.button}
            onClick={() => setChoices({})}
            disabled={changedCount === 0}
          >
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
      <FilterBox
        className={styles.filter}
        label="Find an option"
        inputId={filterId}
        inputRef={filterRef}
        value={query}
        onChange={setQuery}
        placeholder="e.g. legend"
        countText={needle ? `${valueControls(shownControls).length} of ${count} shown` : ''}
      />
      <div className={styles.controlsBox}>
        <ControlTree
          controls={shownControls}
          filtering={needle !== ''}
          valueOf={(path) => choices[path] ?? own[path]}
          isChanged={(path) => path in choices}
          onChange={change}
        />
        {leftOut.length > 0 && (
          <details className={styles.leftOut}>
            <summary>
              {leftOut.length} option{leftOut.length === 1 ? '' : 's'} without a control
            </summary>
            <ul>
              {leftOut.map((option) => (
                <li key={option.path}>
                  <code>{option.path}</code>: <InlineMarkdown text={option.reason} />
                </li>
              ))}
            </ul>
          </details>
        )}
      </div>

      <div className={styles.output}>
        <div className={styles.outputHeader}>
          <h4 className={styles.subheading}>
            {changedCount === 0
              ? 'The example’s code (change an option to write it in)'
              : `The example’s code with your ${changedCount} change${changedCount === 1 ? '' : 's'}`}
          </h4>
          <span className={styles.headerActions}>
            <button type="button" className={playground.button} onClick={() => copy(code, 'Code')}>
              Copy
            </button>
            <button
              type="button"
              className={playground.button}
              onClick={() => onOpenInEditor(code)}
            >
              Open in editor
            </button>
            <button
              type="button"
              className={playground.button}
              onClick={() => openInSandbox(name, code, title)}
            >
              Open in sandbox
            </button>
          </span>
        </div>
        <HighlightedCode code={code} label={`src/examples/${name}.tsx with your changes`} />
      </div>

      <div className={styles.output}>
        <div className={styles.outputHeader}>
          <h4 className={styles.subheading}>Theme for every chart</h4>
          <span className={styles.headerActions}>
            <button
              type="button"
              className={playground.button}
              onClick={() => copy(themeSnippet, 'Theme')}
              disabled={Object.keys(theme).length === 0}
            >
              Copy theme
            </button>
            <button
              type="button"
              className={playground.button}
              onClick={() => {
                writeReaderChartTheme(choicesToOptions(theme) as ChartDefaultOptions);
                setStatus('Theme applied to every example for this visit.');
              }}
              disabled={Object.keys(theme).length === 0}
            >
              Apply to every example
            </button>
            <button
              type="button"
              className={playground.button}
              onClick={() => {
                writeReaderChartTheme(null);
                setStatus('Theme reset.');
              }}
            >
              Reset theme
            </button>
          </span>
        </div>
        <p className={styles.hint}>
          Your fonts, colours, background and legend choices as defaults for every chart below a{' '}
          <code>&lt;ChartDefaults&gt;</code>; each chart&apos;s own options still win.
        </p>
        <HighlightedCode code={themeSnippet} label="Theme as ChartDefaults" />
      </div>
      <p className={styles.status} role="status">
        {status}
      </p>
    </section>
  );
}
