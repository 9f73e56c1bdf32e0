/**
 * What Google's own source says of an options row: the inventory that
 * scripts/google-inventory/ reads from google/google-visualization (option paths each chart's code
 * reads, the defaults it falls back to, the events it fires), matched to our rows' paths.
 */
import inventoryData from '../../../scripts/google-inventory/google-inventory.json';
import { LAYER_VALUE, PER_MEMBER } from '../../../scripts/google-inventory/unset-fallbacks/fact';

export { DEFAULTS_SOURCE_NOTE } from '../../shared/options-table';

/**
 * Where a row's default comes from: Google's source; for the charts it does not hold, two public
 * copies of Google's option tables that agree (options-reference-public-copies.ts).
 */
export type DefaultSource = 'google-source' | 'public-copies';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface InventoryOption {
  default?: Json;
  defaults?: Json[];
  /** Read as a whole object: the paths under it are read with it. */
  whole?: true;
  /** The option read instead when this one is unset. */
  fallsBackTo?: string;
  /** Another read computes its default at run time: a value it also falls back to is not all. */
  computedToo?: true;
  /** An object the code reads only through its members, each with its own fallback. */
  readThroughMembers?: true;
  /**
   * What the code does when the option is unset, in our words, and the files that show it; where
   * the words name the layers' value (`{layer}`), that value.
   */
  unset?: { shown: string; files: string[]; layer?: Json };
}
export interface GoogleInventory {
  source: { repository: string; commit: string };
  charts: Record<string, { options: Record<string, InventoryOption>; events: string[] }>;
}

export const GOOGLE_INVENTORY = inventoryData as GoogleInventory;

/**
 * A row's path as the inventory writes it: `hAxes[n]` is read through the `hAxis` view (and
 * `vAxes[n]` through `vAxis`), other index levels are `#` (`series[n].color` → `series.#.color`).
 */
export function inventoryPath(rowPath: string): string {
  return rowPath
    .replace(/^hAxes\[n\]/, 'hAxis')
    .replace(/^vAxes\[n\]/, 'vAxis')
    .replace(/\[(n|key)\]/g, '.#');
}

/** An inventory key as a pattern: its `*` (a computed part of the path) matches any text. */
const keyPattern = (key: string) =>
  new RegExp(`^${key.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.+')}$`);

const patterns = new Map<string, RegExp>();
const patternOf = (key: string) => {
  let pattern = patterns.get(key);
  if (!pattern) patterns.set(key, (pattern = keyPattern(key)));
  return pattern;
};

/** The inventory's entries of `chart` that a row path names: its own, else the computed ones. */
export function inventoryEntries(
  chart: string,
  rowPath: string,
  inventory: GoogleInventory = GOOGLE_INVENTORY,
): { key: string; option: InventoryOption }[] {
  const options = inventory.charts[chart]?.options ?? {};
  const wanted = inventoryPath(rowPath);
  if (options[wanted]) return [{ key: wanted, option: options[wanted] }];
  return Object.entries(options)
    .filter(([key]) => key.includes('*') && patternOf(key).test(wanted))
    .map(([key, option]) => ({ key, option }));
}

/**
 * Whether `chart`'s code reads the row's path: the path itself, a path under it (a group row), or
 * an object above it that the code reads whole (`annotations.boxStyle` with its `rx`).
 */
export function isReadBySource(
  chart: string,
  rowPath: string,
  inventory: GoogleInventory = GOOGLE_INVENTORY,
): boolean {
  if (inventoryEntries(chart, rowPath, inventory).length > 0) return true;
  const wanted = inventoryPath(rowPath);
  const options = inventory.charts[chart]?.options ?? {};
  // A path under the row's: the key's first levels match the row's (`*` any level).
  const levels = wanted.split('.');
  const under = (key: string) => {
    const keyLevels = key.split('.');
    return (
      keyLevels.length > levels.length &&
      levels.every((level, i) => patternOf(keyLevels[i]).test(level))
    );
  };
  if (Object.keys(options).some(under)) return true;
  return levels
    .slice(1)
    .some((_, i) =>
      inventoryEntries(chart, levels.slice(0, i + 1).join('.'), inventory).some(
        ({ option }) => option.whole,
      ),
    );
}

/**
 * The default of an object option that Google's code never reads as a whole, only through its
 * members (`hAxis.gridlines`): unset, each member falls back to its own default.
 */
export const MEMBERS_DEFAULT = PER_MEMBER;

/** How many entries of a long list default (Google's 31 colours) a row shows. */
const PALETTE_SHOWN = 4;

/**
 * A default as a reader writes it in code (`'right'`, `0.5`, `['a', 'b']`, `{ fill: '#fff' }`); null
 * if not shown.
 */
export function defaultLiteral(value: Json | undefined): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'string') return `\`'${value}'\``;
  if (typeof value === 'number' || typeof value === 'boolean') return `\`${value}\``;
  if (!Array.isArray(value)) {
    // A flat object (a brush: `{ fill: '#fff', stroke: '#666666' }`) with its members' values.
    const members = Object.entries(value);
    if (members.length === 0 || members.some(([, v]) => v !== null && typeof v === 'object')) {
      return null;
    }
    const written = members.map(([k, v]) => `${k}: ${typeof v === 'string' ? `'${v}'` : v}`);
    return `\`{ ${written.join(', ')} }\``;
  }
  // Google keeps a palette as colour pairs (`{ color, lighter }`): the colours are the default.
  const items = value.every((v) => typeof v === 'object' && v !== null && 'color' in v)
    ? value.map((v) => (v as { color: Json }).color)
    : value;
  if (items.some((v) => v !== null && typeof v === 'object')) return null;
  const written = items.map((v) => (typeof v === 'string' ? `'${v}'` : String(v)));
  // A long list shows its first entries and its length.
  return written.length > PALETTE_SHOWN
    ? `\`[${written.slice(0, PALETTE_SHOWN).join(', ')}, …]\` (${written.length} entries)`
    : `\`[${written.join(', ')}]\``;
}

/**
 * Whether an inventory key names the row's path itself: equal, or with `*` only where the row has
 * an index level (`series.*.lineWidth` for `series[n].lineWidth`), not a computed part of a name.
 */
function namesRow(key: string, wanted: string): boolean {
  const keyLevels = key.split('.');
  const levels = wanted.split('.');
  return (
    keyLevels.length === levels.length &&
    keyLevels.every((level, i) => level === levels[i] || (level === '*' && levels[i] === '#'))
  );
}

/**
 * The default Google's source falls back to for a row, written as code (`` `2` ``), or as the
 * option it reads instead (`` as `lineWidth` ``); null where it has neither.
 */
export function sourceDefault(
  chart: string,
  rowPath: string,
  inventory: GoogleInventory = GOOGLE_INVENTORY,
): string | null {
  const wanted = inventoryPath(rowPath);
  // Only a path read under its own name (`trendlines.*.type` for `trendlines[n].type`, not the
  // `trendlines.*` above it): a computed part of a key, or differing reads, say too little.
  const entries = inventoryEntries(chart, rowPath, inventory).filter(({ key }) =>
    namesRow(key, wanted),
  );
  if (entries.length !== 1) return null;
  const { option } = entries[0];
  if (option.unset) {
    const { shown, layer } = option.unset;
    return layer === undefined ? shown : shown.replace(LAYER_VALUE, defaultLiteral(layer) ?? '');
  }
  // A value another read computes at run time would show half the default: none, unless a fact
  // read by hand says what it comes to.
  const literal =
    'default' in option && !option.computedToo ? defaultLiteral(option.default) : null;
  if (literal) return literal;
  const next = option.fallsBackTo;
  if (next && !next.includes('*')) return `as \`${next}\``;
  return option.readThroughMembers ? MEMBERS_DEFAULT : null;
}
