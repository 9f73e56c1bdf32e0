/**
 * The controls of the options explorer, generated from the rows of the options reference (the
 * `ChartwrapOption` nodes a chart-type page queries): each option's type text decides its control,
 * so no chart's panel is written by hand, and value sets completed in the library's types complete
 * the selects. Also what a control accepts (the explorer's own changes and a shared link's values
 * go through the same check) and the nested options object the choices make.
 */
import type { OptionRow } from './options-table';

/** A value a control sets: data only, never code. */
export type OptionValue = string | number | boolean;

/** The reader's choices, by option path (`legend.position`). */
export type OptionChoices = Readonly<Record<string, OptionValue>>;

interface ControlBase {
  /** The option's path, which is also the control's label. */
  path: string;
  /** The option's own name (last level of the path). */
  name: string;
  description: string;
  /** Id of the option's row in the options table. */
  anchor: string;
}

export type OptionControl =
  | (ControlBase & { kind: 'switch' })
  | (ControlBase & { kind: 'select'; values: readonly (string | boolean)[] })
  | (ControlBase & { kind: 'number'; min?: number; max?: number })
  | (ControlBase & { kind: 'colour' })
  | (ControlBase & {
      kind: 'text';
      /** Documented values offered as suggestions (the type allows other strings or numbers). */
      suggestions: readonly string[];
      /** The type also takes a number: text that reads as a number is given as one. */
      numeric: boolean;
    })
  | (ControlBase & { kind: 'group'; children: readonly OptionControl[] });

export type ControlKind = OptionControl['kind'];

/** An option the panel has no control for, and why. */
export interface LeftOutOption {
  path: string;
  type: string;
  reason: string;
}

/** The members of a type text (`'a' | 'b' | number`), split at top-level bars. */
export function typeMembers(type: string): string[] {
  const members: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < type.length; i++) {
    const c = type[i];
    if (c === "'") quoted = !quoted;
    if (quoted) continue;
    if ('([{<'.includes(c)) depth++;
    else if (')]}>'.includes(c)) depth--;
    else if (c === '|' && depth === 0) {
      members.push(type.slice(start, i).trim());
      start = i + 1;
    }
  }
  members.push(type.slice(start).trim());
  return members.filter(Boolean);
}

/** What one member of a type text is. */
type MemberKind =
  | { kind: 'literal'; value: string }
  | { kind: 'boolean' | 'true' | 'false' | 'number' | 'string' }
  | { kind: 'array' | 'function' | 'object' | 'date' | 'untyped' }
  | { kind: 'unknown'; text: string };

function memberKind(member: string): MemberKind {
  const literal = /^'((?:[^'\\]|\\.)*)'$/.exec(member);
  if (literal) return { kind: 'literal', value: literal[1] };
  if (['boolean', 'true', 'false', 'number', 'string'].includes(member)) {
    return { kind: member as 'boolean' | 'true' | 'false' | 'number' | 'string' };
  }
  if (/\[\]$/.test(member) || /^(ReadonlyArray|Array)</.test(member)) return { kind: 'array' };
  if (/=>/.test(member)) return { kind: 'function' };
  if (member === 'Date') return { kind: 'date' };
  if (member === 'object' || /^\{.*\}$/.test(member) || /^Record</.test(member)) {
    return { kind: 'object' };
  }
  if (member === 'any' || member === 'unknown') return { kind: 'untyped' };
  return { kind: 'unknown', text: member };
}

/** Why a type with no value a control can set is left out. */
const LEFT_OUT_REASONS = {
  array: 'an array (a list of values or objects): no single control sets it',
  function: 'a function: code, which the panel never writes',
  object: 'an object whose members are not rows of the reference (a style written inline)',
  date: 'a date: no control for it',
  untyped: 'untyped (`any`): nothing says what control fits',
} as const;

/** An option whose name says it is a colour (`color`, `backgroundColor`, `baselineColor`). */
const COLOUR_NAME = /colou?r$/i;

/** A range a description documents: "between 0 and 1". */
const DOCUMENTED_RANGE = /\bbetween (-?\d+(?:\.\d+)?) and (-?\d+(?:\.\d+)?)\b/i;

/** Rows per index level (`series[n].color`) set one series or slice, not the chart. */
const INDEXED_PATH = /\[(n|key)\]/;
const INDEXED_REASON =
  'one entry per series, slice or key (`[n]`): the panel sets options of the whole chart';

/** The control of one row without rows nested under it, or the reason it has none. */
function leafControl(row: OptionRow): OptionControl | { reason: string } {
  const name = row.path.slice(row.path.lastIndexOf('.') + 1);
  const base = { path: row.path, name, description: row.description, anchor: row.anchor };
  const members = typeMembers(row.type).map(memberKind);
  const unknown = members.find((m) => m.kind === 'unknown');
  if (unknown && unknown.kind === 'unknown') {
    return { reason: `unknown type \`${unknown.text}\`: no control is defined for it` };
  }
  const literals = members.flatMap((m) => (m.kind === 'literal' ? [m.value] : []));
  const has = (kind: MemberKind['kind']) => members.some((m) => m.kind === kind);
  const boolean = has('boolean') || (has('true') && has('false'));
  const string = has('string');
  const number = has('number');
  const values: (string | boolean)[] = [...literals, ...(boolean ? [true, false] : [])];

  if (string && COLOUR_NAME.test(name)) return { ...base, kind: 'colour' };
  if (string || (number && literals.length > 0)) {
    return { ...base, kind: 'text', suggestions: literals, numeric: number };
  }
  if (literals.length > 0 && !number) return { ...base, kind: 'select', values };
  if (boolean && !number) return { ...base, kind: 'switch' };
  if (number) {
    const range = DOCUMENTED_RANGE.exec(row.description);
    return range
      ? { ...base, kind: 'number', min: Number(range[1]), max: Number(range[2]) }
      : { ...base, kind: 'number' };
  }
  const other = members.find((m) => m.kind in LEFT_OUT_REASONS);
  const kind = (other?.kind ?? 'untyped') as keyof typeof LEFT_OUT_REASONS;
  return { reason: LEFT_OUT_REASONS[kind] };
}

/**
 * The controls of one chart type's rows (in table order), nested as the rows are, and the options
 * left out with their reason. A row with nested rows is a group of their controls; a group with no
 * control inside is left out too.
 */
export function optionControls(rows: readonly OptionRow[]): {
  controls: OptionControl[];
  leftOut: LeftOutOption[];
} {
  const leftOut: LeftOutOption[] = [];
  const childrenOf = new Map<string | null, OptionRow[]>();
  for (const row of rows) {
    const siblings = childrenOf.get(row.parentPath) ?? [];
    siblings.push(row);
    childrenOf.set(row.parentPath, siblings);
  }
  const build = (parent: string | null): OptionControl[] => {
    const controls: OptionControl[] = [];
    for (const row of childrenOf.get(parent) ?? []) {
      if (INDEXED_PATH.test(row.path)) {
        leftOut.push({ path: row.path, type: row.type, reason: INDEXED_REASON });
        continue;
      }
      if (row.hasChildren) {
        const children = build(row.path);
        const name = row.path.slice(row.path.lastIndexOf('.') + 1);
        if (children.length > 0) {
          controls.push({
            path: row.path,
            name,
            description: row.description,
            anchor: row.anchor,
            kind: 'group',
            children,
          });
        } else {
          leftOut.push({
            path: row.path,
            type: row.type,
            reason: 'none of the options nested in it has a control',
          });
        }
        continue;
      }
      const control = leafControl(row);
      if ('kind' in control) controls.push(control);
      else leftOut.push({ path: row.path, type: row.type, reason: control.reason });
    }
    return controls;
  };
  return { controls: build(null), leftOut };
}

/** Every control that sets a value (no groups), depth first. */
export function valueControls(controls: readonly OptionControl[]): OptionControl[] {
  return controls.flatMap((c) => (c.kind === 'group' ? valueControls(c.children) : [c]));
}

/** The longest text a text control takes. */
export const MAX_TEXT_LENGTH = 200;

/** `#rrggbb`, what a colour input gives. */
const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/**
 * `value` as the control would set it, or why it is not one: a shared link's values and the
 * panel's own go through this one check.
 */
export function checkValue(
  control: OptionControl,
  value: unknown,
): { value: OptionValue } | { problem: string } {
  const shown = JSON.stringify(value) ?? String(value);
  switch (control.kind) {
    case 'switch':
      return typeof value === 'boolean' ? { value } : { problem: `${shown} is not true or false` };
    case 'select':
      return control.values.includes(value as string | boolean)
        ? { value: value as string | boolean }
        : { problem: `${shown} is not one of its values` };
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        return { problem: `${shown} is not a number` };
      }
      if (
        (control.min !== undefined && value < control.min) ||
        (control.max !== undefined && value > control.max)
      ) {
        return { problem: `${shown} is outside ${control.min} to ${control.max}` };
      }
      return { value };
    }
    case 'colour':
      return typeof value === 'string' && HEX_COLOUR.test(value)
        ? { value: value.toLowerCase() }
        : { problem: `${shown} is not a colour written #rrggbb` };
    case 'text': {
      if (control.numeric && typeof value === 'number' && Number.isFinite(value)) return { value };
      if (typeof value !== 'string') return { problem: `${shown} is not text` };
      if (value.length > MAX_TEXT_LENGTH) {
        return { problem: `its text is longer than ${MAX_TEXT_LENGTH} characters` };
      }
      // eslint-disable-next-line no-control-regex
      if (/[\u0000-\u001f\u007f]/.test(value))
        return { problem: 'its text has control characters' };
      return { value };
    }
    case 'group':
      return { problem: 'a group of options takes no value of its own' };
  }
}

/** The text of a text control as the value it sets (a number where the type takes one). */
export function textValue(
  control: Extract<OptionControl, { kind: 'text' }>,
  text: string,
): OptionValue {
  if (control.numeric && /^-?\d+(\.\d+)?$/.test(text.trim())) return Number(text);
  return text;
}

/** Names that would reach an object's prototype rather than an option. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** The choices as a nested options object (`{ legend: { position: 'top' } }`). */
export function choicesToOptions(choices: OptionChoices): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(choices)) {
    const levels = path.split('.');
    if (levels.some((level) => PROTOTYPE_KEYS.has(level))) continue;
    let node = options;
    for (const level of levels.slice(0, -1)) {
      const next = Object.prototype.hasOwnProperty.call(node, level) ? node[level] : undefined;
      if (typeof next !== 'object' || next === null) node[level] = {};
      node = node[level] as Record<string, unknown>;
    }
    node[levels[levels.length - 1]] = value;
  }
  return options;
}

/**
 * The choices a shared link's explore parameter carries (a JSON object of paths and values), each
 * checked against its control: what is not an option with a control, or not a value it takes, is
 * left out with a note saying so. The text is only ever parsed as JSON, never run.
 */
export function choicesFromLink(
  text: string,
  controls: readonly OptionControl[],
): { choices: Record<string, OptionValue>; notes: string[] } {
  const choices: Record<string, OptionValue> = {};
  if (text.trim() === '') return { choices, notes: [] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { choices, notes: ['The link’s options are not readable, so none were applied.'] };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return {
      choices,
      notes: ['The link’s options are not a set of options, so none were applied.'],
    };
  }
  const byPath = new Map(valueControls(controls).map((c) => [c.path, c]));
  const notes: string[] = [];
  for (const [path, value] of Object.entries(parsed as Record<string, unknown>)) {
    const shownPath = path.length > 60 ? `${path.slice(0, 60)}…` : path;
    const control = byPath.get(path);
    if (!control) {
      notes.push(`“${shownPath}” is not an option the panel sets: ignored.`);
      continue;
    }
    const checked = checkValue(control, value);
    if ('problem' in checked) notes.push(`${path}: ${checked.problem}, ignored.`);
    else choices[path] = checked.value;
  }
  return { choices, notes };
}

/** The explore parameter's text for these choices (empty: the panel open with none). */
export const choicesToLink = (choices: OptionChoices): string =>
  Object.keys(choices).length === 0 ? '' : JSON.stringify(choices);

/** Top-level options a chart theme carries: fonts, background and the legend. */
const THEME_ROOTS = new Set(['fontName', 'fontSize', 'backgroundColor', 'legend']);

/** The choices that make a chart theme: fonts, background, legend, and every colour. */
export function themeChoices(choices: OptionChoices): Record<string, OptionValue> {
  return Object.fromEntries(
    Object.entries(choices).filter(([path]) => {
      const levels = path.split('.');
      return THEME_ROOTS.has(levels[0]) || COLOUR_NAME.test(levels[levels.length - 1]);
    }),
  );
}
