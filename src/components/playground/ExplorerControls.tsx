/**
 * The options explorer's controls: one per option (a switch, a select, a number, a colour or a
 * text input, from src/shared/option-controls.ts), nested options folded into groups, and the
 * filter that narrows them to the paths holding its text.
 */
import { useId, useState, type RefObject } from 'react';
import {
  checkValue,
  textValue,
  valueControls,
  type LeftOutOption,
  type OptionChoices,
  type OptionControl,
  type OptionValue,
} from '../../shared/option-controls';
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

interface ControlInputProps {
  control: Exclude<OptionControl, { kind: 'group' }>;
  id: string;
  value: OptionValue | undefined;
  /** The text input's text (the draft while typing). */
  text: string;
  problem: string;
  /** What Google draws when the option is left out, as the options table says. */
  defaultText: string;
  typed(raw: string, parse: (raw: string) => unknown): void;
  endDraft(): void;
  onChange(value: OptionValue | undefined): void;
}

/** Colours a colour input can show for a default written as a name. */
const NAMED_COLOURS: Record<string, string> = { white: '#ffffff', black: '#000000' };

/** The colour input's value: the chosen colour, else the default's, else white (never black). */
function colourValue(value: OptionValue | undefined, defaultText: string): string {
  const colour = typeof value === 'string' ? value : defaultText.replace(/['"]/g, '').toLowerCase();
  if (/^#[0-9a-f]{6}$/i.test(colour)) return colour;
  return NAMED_COLOURS[colour] ?? '#ffffff';
}

/** A control's input by its kind; left empty, it says what Google does then. */
function ControlInput({
  control,
  id,
  value,
  text,
  problem,
  defaultText,
  typed,
  endDraft,
  onChange,
}: ControlInputProps) {
  const notSet = defaultText ? `Not set: default ${defaultText}` : 'Not set';
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
          <option value="">{notSet}</option>
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
          placeholder={notSet}
          inputMode="decimal"
          min={control.min}
          max={control.max}
          step={control.max !== undefined && control.max - (control.min ?? 0) <= 1 ? 0.05 : 'any'}
          value={text}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => typed(event.target.value, Number)}
          onBlur={endDraft}
        />
      );
      break;
    case 'colour':
      input = (
        <input
          id={id}
          type="color"
          className={styles.colour}
          value={colourValue(value, defaultText)}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={value === undefined ? `${id}-unset` : undefined}
        />
      );
      if (value === undefined)
        input = (
          <>
            {input}
            <span id={`${id}-unset`} className={styles.unset}>
              {notSet}
            </span>
          </>
        );
      break;
    case 'text':
      input = (
        <>
          <input
            id={id}
            type="text"
            placeholder={notSet}
            maxLength={200}
            autoComplete="off"
            list={control.suggestions.length > 0 ? `${id}-values` : undefined}
            value={text}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => typed(event.target.value, (raw) => textValue(control, raw))}
            onBlur={endDraft}
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

  return input;
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
