/**
 * The `options={{ … }}` object literal of an example's source, read and rewritten as text: the
 * values it sets (the explorer's controls start from them) and the source with the reader's
 * choices written into it, formatted as the literal already is. A small scanner, not a parser: it
 * knows strings, comments, template literals and brackets, which is all an options literal needs.
 */
import type { OptionChoices, OptionValue } from './option-controls';

interface Entry {
  key: string;
  /** Where the key starts, and where the value starts and ends (end exclusive). */
  keyStart: number;
  valueStart: number;
  valueEnd: number;
  /** Index just after the comma that follows the value, if one does. */
  commaEnd: number | null;
  /** The value, when it is an object literal. */
  object: ObjectLiteral | null;
}

interface ObjectLiteral {
  /** Index of `{` and just after `}`. */
  start: number;
  end: number;
  entries: Entry[];
}

const isSpace = (c: string) => c === ' ' || c === '\n' || c === '\t' || c === '\r';

/** Index after the whitespace and comments from `i`. */
function skipBlank(src: string, i: number): number {
  for (;;) {
    while (i < src.length && isSpace(src[i])) i++;
    if (src.startsWith('//', i)) {
      const end = src.indexOf('\n', i);
      i = end === -1 ? src.length : end + 1;
    } else if (src.startsWith('/*', i)) {
      const end = src.indexOf('*/', i + 2);
      i = end === -1 ? src.length : end + 2;
    } else return i;
  }
}

/** Index after the string or template literal that starts at `i`. */
function skipString(src: string, i: number): number {
  const quote = src[i];
  for (let j = i + 1; j < src.length; j++) {
    if (src[j] === '\\') j++;
    else if (src[j] === quote) return j + 1;
    else if (quote === '`' && src.startsWith('${', j)) j = skipExpression(src, j + 2);
  }
  return src.length;
}

/** Index of the `,` or closing bracket that ends the expression starting at `i`, at depth 0. */
function skipExpression(src: string, i: number): number {
  let depth = 0;
  while (i < src.length) {
    i = skipBlank(src, i);
    const c = src[i];
    if (c === "'" || c === '"' || c === '`') {
      i = skipString(src, i);
      continue;
    }
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') {
      if (depth === 0) return i;
      depth--;
    } else if (c === ',' && depth === 0) return i;
    i++;
  }
  return i;
}

/** The object literal whose `{` is at `start`. */
function parseObject(src: string, start: number): ObjectLiteral {
  const entries: Entry[] = [];
  let i = start + 1;
  for (;;) {
    i = skipBlank(src, i);
    if (i >= src.length || src[i] === '}') break;
    const keyStart = i;
    let key: string | null = null;
    const c = src[i];
    if (c === "'" || c === '"') {
      const end = skipString(src, i);
      key = src.slice(i + 1, end - 1);
      i = end;
    } else {
      const word = /^[\w$]+/.exec(src.slice(i));
      if (word) {
        key = word[0];
        i += key.length;
      }
    }
    i = skipBlank(src, i);
    if (key === null || src[i] !== ':') {
      // A spread, a shorthand or a computed key: kept as it is, never edited.
      i = skipExpression(src, i);
      if (src[i] === ',') i++;
      continue;
    }
    const valueStart = skipBlank(src, i + 1);
    const valueEnd = skipExpression(src, valueStart);
    let end = valueEnd;
    while (end > valueStart && isSpace(src[end - 1])) end--;
    const object = src[valueStart] === '{' ? parseObject(src, valueStart) : null;
    const commaEnd = src[valueEnd] === ',' ? valueEnd + 1 : null;
    entries.push({ key, keyStart, valueStart, valueEnd: end, commaEnd, object });
    i = commaEnd ?? valueEnd;
  }
  return { start, end: i + 1, entries };
}

/** The options literal of the first `options={{ … }}` in the source, or null. */
function optionsLiteral(src: string): ObjectLiteral | null {
  const match = /\boptions=\{\s*\{/.exec(src);
  if (!match) return null;
  return parseObject(src, match.index + match[0].length - 1);
}

/** A literal value written in source (`'top'`, `0.4`, `true`), or undefined for anything else. */
function literalValue(text: string): OptionValue | undefined {
  if (text === 'true' || text === 'false') return text === 'true';
  if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  const quoted = /^'((?:[^'\\\n]|\\.)*)'$|^"((?:[^"\\\n]|\\.)*)"$/.exec(text);
  if (quoted) return (quoted[1] ?? quoted[2]).replace(/\\(.)/g, '$1');
  return undefined;
}

/** The literal values the example's options set, by path (`legend.position`). */
export function sourceOptionValues(src: string): Record<string, OptionValue> {
  const values: Record<string, OptionValue> = {};
  const visit = (object: ObjectLiteral, prefix: string) => {
    for (const entry of object.entries) {
      const path = prefix + entry.key;
      if (entry.object) visit(entry.object, `${path}.`);
      else {
        const value = literalValue(src.slice(entry.valueStart, entry.valueEnd));
        if (value !== undefined) values[path] = value;
      }
    }
  };
  const literal = optionsLiteral(src);
  if (literal) visit(literal, '');
  return values;
}

/** A key as source writes it: bare when it is an identifier or a number. */
const keyText = (key: string) =>
  /^[A-Za-z_$][\w$]*$|^\d+$/.test(key) ? key : `'${key.replace(/[\\']/g, '\\$&')}'`;

/** A value as source: a single-quoted string (escaped), a number or a boolean. */
export function valueText(value: OptionValue): string {
  if (typeof value !== 'string') return String(value);
  // Control characters and line separators as escapes, so a string stays on its line.
  // eslint-disable-next-line no-control-regex
  const escaped = value.replace(/[\\']/g, '\\$&').replace(/[\u0000-\u001f\u2028\u2029]/g, (c) => {
    return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
  return `'${escaped}'`;
}

/** Choices under one level, as a tree: a leaf value, or the nested choices. */
type ChoiceTree = Map<string, OptionValue | ChoiceTree>;

function choiceTree(choices: OptionChoices): ChoiceTree {
  const root: ChoiceTree = new Map();
  for (const [path, value] of Object.entries(choices)) {
    const levels = path.split('.');
    let node = root;
    for (const level of levels.slice(0, -1)) {
      let next = node.get(level);
      if (!(next instanceof Map)) {
        next = new Map();
        node.set(level, next);
      }
      node = next;
    }
    node.set(levels[levels.length - 1], value);
  }
  return root;
}

/** A new object literal on one line: `{ position: 'top', maxLines: 2 }`. */
function inlineObject(tree: ChoiceTree): string {
  const parts = [...tree].map(
    ([key, value]) =>
      `${keyText(key)}: ${value instanceof Map ? inlineObject(value) : valueText(value)}`,
  );
  return `{ ${parts.join(', ')} }`;
}

/** The choices as an options object literal on one line: `{ is3D: true, legend: { … } }`. */
export const optionsObjectText = (choices: OptionChoices): string =>
  Object.keys(choices).length === 0 ? '{}' : inlineObject(choiceTree(choices));

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** The indentation of the line `index` is on. */
function indentAt(src: string, index: number): string {
  const lineStart = src.lastIndexOf('\n', index - 1) + 1;
  return /^[ \t]*/.exec(src.slice(lineStart))![0];
}

/** The edits that write `tree` into `object`: values replaced, missing keys added at its end. */
function editsFor(src: string, object: ObjectLiteral, tree: ChoiceTree): Edit[] {
  const edits: Edit[] = [];
  const added: string[] = [];
  for (const [key, value] of tree) {
    const entry = object.entries.find((e) => e.key === key);
    if (!entry) {
      added.push(
        `${keyText(key)}: ${value instanceof Map ? inlineObject(value) : valueText(value)}`,
      );
    } else if (value instanceof Map && entry.object) {
      edits.push(...editsFor(src, entry.object, value));
    } else {
      const text = value instanceof Map ? inlineObject(value) : valueText(value);
      edits.push({ start: entry.valueStart, end: entry.valueEnd, text });
    }
  }
  if (added.length === 0) return edits;
  const last = object.entries[object.entries.length - 1];
  const multiline = src.slice(object.start, object.end).includes('\n');
  if (!last) {
    edits.push({ start: object.start, end: object.end, text: `{ ${added.join(', ')} }` });
  } else if (multiline) {
    const indent = indentAt(src, last.keyStart);
    const at = last.commaEnd ?? last.valueEnd;
    const lines = added.map((entry) => `\n${indent}${entry},`).join('');
    edits.push({ start: at, end: at, text: last.commaEnd === null ? `,${lines}` : lines });
  } else {
    const at = last.valueEnd;
    edits.push({ start: at, end: at, text: `, ${added.join(', ')}` });
  }
  return edits;
}

/**
 * The example's source with `choices` written into its options literal: each chosen value
 * replaces the one written there or joins the object it belongs in, as `mergeOptions` merges
 * them when drawing. The source comes back unchanged when it has no options literal.
 */
export function sourceWithChoices(src: string, choices: OptionChoices): string {
  const literal = optionsLiteral(src);
  if (!literal || Object.keys(choices).length === 0) return src;
  const edits = editsFor(src, literal, choiceTree(choices)).sort((a, b) => b.start - a.start);
  let out = src;
  for (const edit of edits) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}
