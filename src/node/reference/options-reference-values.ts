/**
 * Value sets: a row whose description quotes values (`'percentage'`) its type lacks fails the
 * build, unless the option takes any string besides them.
 */
import type { OptionDoc } from './options-reference-fields';

/**
 * Options whose description quotes values their type does not list, because Google lets them take
 * any string besides (or instead of) those: by path (with the owner, `Timeline:tooltip.trigger`,
 * where only one owner's row is open), each with why. Every other row whose description quotes
 * values (`` `'percentage'` ``) must have a type that lists each of them.
 */
export const OPEN_VALUE_OPTIONS: Readonly<Record<string, string>> = {
  'hAxis.format': 'a number or date pattern: the quoted ones are examples',
  'vAxis.format': 'a number or date pattern: the quoted ones are examples',
  'ui.format.pattern': 'a number or date pattern: the quoted ones are examples',
  'bar.groupWidth': 'pixels or any percentage string, such as the quoted one',
  'calendar.daysOfWeek': 'any seven letters: the quoted ones are an example',
  'ui.labelSeparator': 'any text: the quoted one is an example',
  region: "any ISO 3166 country, continent or sub-continent code besides 'world'",
  mapType: 'besides the named map types, the id of a style defined in `maps`',
  theme:
    "one description for both families of charts: the core charts take 'maximized', the material ones 'material'",
  'Timeline:tooltip.trigger':
    "the shared description names every trigger; a timeline takes 'focus' and 'none' only",
};

/**
 * The rows whose description quotes values (`` `'none'` ``) that their type does not list, and
 * that {@link OPEN_VALUE_OPTIONS} does not explain: each with the values missing.
 */
export function looseValueRows(
  rows: readonly OptionDoc[],
): { row: OptionDoc; missing: string[] }[] {
  const loose: { row: OptionDoc; missing: string[] }[] = [];
  for (const row of rows) {
    if (OPEN_VALUE_OPTIONS[row.path] || OPEN_VALUE_OPTIONS[`${row.owner}:${row.path}`]) continue;
    const quoted = [...row.description.matchAll(/`'([^'`]+)'`/g)].map((match) => match[1]);
    const missing = quoted.filter((value) => !row.type.includes(`'${value}'`));
    if (missing.length > 0) loose.push({ row, missing });
  }
  return loose;
}

/** Fails when an option's type lacks values its description names (see {@link looseValueRows}). */
export function checkValueSets(rows: readonly OptionDoc[]): void {
  const loose = looseValueRows(rows);
  if (loose.length === 0) return;
  const lines = loose.map(
    ({ row, missing }) =>
      `  ${row.owner} ${row.path}: typed ${row.type}, but its description names ${missing.map((v) => `'${v}'`).join(', ')}`,
  );
  throw new Error(
    `Options reference: ${loose.length} option(s) typed looser than their description. Give each ` +
      'the literal union of its values (packages/chartwrap/src/options/ or controlOptions.ts), or, ' +
      'where Google allows any string, add it to OPEN_VALUE_OPTIONS with the reason:\n' +
      lines.join('\n'),
  );
}
