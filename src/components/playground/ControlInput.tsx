/**
 * An option control's input by its kind (switch, select, number, colour, text), saying what Google
 * does when it is left empty.
 */
import { textValue, type OptionControl, type OptionValue } from '../../shared/option-controls';
import * as styles from './explorer.module.css';

export interface ControlInputProps {
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

/** A colour input; left empty, it shows the default colour and says it is not set. */
function ColourInput({
  id,
  value,
  defaultText,
  notSet,
  onChange,
}: {
  id: string;
  value: OptionValue | undefined;
  defaultText: string;
  notSet: string;
  onChange(value: OptionValue | undefined): void;
}) {
  return (
    <>
      <input
        id={id}
        type="color"
        className={styles.colour}
        value={colourValue(value, defaultText)}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={value === undefined ? `${id}-unset` : undefined}
      />
      {value === undefined && (
        <span id={`${id}-unset`} className={styles.unset}>
          {notSet}
        </span>
      )}
    </>
  );
}

/** A text input, with the values its union documents as suggestions. */
function TextInput({
  control,
  id,
  text,
  problem,
  notSet,
  typed,
  endDraft,
}: Pick<ControlInputProps, 'id' | 'text' | 'problem' | 'typed' | 'endDraft'> & {
  control: Extract<OptionControl, { kind: 'text' }>;
  notSet: string;
}) {
  return (
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
}

/** A control's input by its kind; left empty, it says what Google does then. */
export function ControlInput({
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
        <ColourInput
          id={id}
          value={value}
          defaultText={defaultText}
          notSet={notSet}
          onChange={onChange}
        />
      );
      break;
    case 'text':
      input = (
        <TextInput
          control={control}
          id={id}
          text={text}
          problem={problem}
          notSet={notSet}
          typed={typed}
          endDraft={endDraft}
        />
      );
      break;
  }

  return input;
}
