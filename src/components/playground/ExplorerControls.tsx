/**
 * The options explorer's controls: one per option (a switch, a select, a number, a colour or a
 * text input, from src/shared/option-controls.ts), nested options folded into groups, and the
 * filter that narrows them to the paths holding its text.
 */
import { useId, useState, type RefObject } from 'react';
import {
  checkValue,
  valueControls,
  type LeftOutOption,
  type OptionChoices,
  type OptionControl,
  type OptionValue,
} from '../../shared/option-controls';
import { ControlInput } from './ControlInput';
import { FilterBox } from './FilterBox';
import { InlineMarkdown } from './InlineMarkdown';
import * as styles from './explorer.module.css';

/** A value as the controls show it in text. */
const shown = (value: OptionValue | undefined) =>
  value === undefined ? '' : typeof value === 'string' ? value : String(value);

/** The controls whose path holds the filter text, with the groups they are in. */
export function filterControls(
  controls: readonly OptionControl[],
  needle: string,
): OptionControl[] {
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
  /** What Google draws when the option is left out ('' when the table says nothing). */
  defaultText: string;
  /** The chosen value, else the example's own. */
  value: OptionValue | undefined;
  changed: boolean;
  onChange(value: OptionValue | undefined): void;
}

/** One option's control: its label (the path), the input, and its description a click away. */
function Control({ control, defaultText, value, changed, onChange }: ControlProps) {
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

  const input = (
    <ControlInput
      control={control}
      id={id}
      value={value}
      text={text}
      problem={problem}
      defaultText={defaultText}
      typed={typed}
      endDraft={() => setDraft(null)}
      onChange={onChange}
    />
  );

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
  defaultOf(path: string): string;
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

export function ControlTree(tree: TreeProps) {
  return (
    <ul className={styles.controls}>
      {tree.controls.map((control) =>
        control.kind === 'group' ? (
          <Group key={control.path} control={control} {...tree} />
        ) : (
          <Control
            key={control.path}
            control={control}
            defaultText={tree.defaultOf(control.path)}
            value={tree.valueOf(control.path)}
            changed={tree.isChanged(control.path)}
            onChange={(value) => tree.onChange(control.path, value)}
          />
        ),
      )}
    </ul>
  );
}

interface OptionsPanelProps {
  controls: readonly OptionControl[];
  leftOut: readonly LeftOutOption[];
  filterId: string;
  filterRef: RefObject<HTMLInputElement>;
  choices: OptionChoices;
  /** The example's own literal values. */
  own: OptionChoices;
  /** Each option's default as the options table writes it, in plain text. */
  defaults: Readonly<Record<string, string>>;
  onChange(path: string, value: OptionValue | undefined): void;
}

/** The Options tab: the filter box, the controls, and the options left without one. */
export function OptionsPanel({
  controls,
  leftOut,
  filterId,
  filterRef,
  choices,
  own,
  defaults,
  onChange,
}: OptionsPanelProps) {
  const [query, setQuery] = useState('');
  const count = valueControls(controls).length;
  const needle = query.trim().toLowerCase();
  const shownControls = filterControls(controls, needle);
  return (
    <>
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
          defaultOf={(path) => defaults[path] ?? ''}
          isChanged={(path) => path in choices}
          onChange={onChange}
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
    </>
  );
}
