/**
 * What `OptionDocs` says of each option: its descriptions and `@default` tags, which entry serves
 * which row (the whole path, a shorter path, an axis stand-in, a style leaf), and the checks that
 * no tag names an unknown chart type or would show in no row.
 */
import ts from 'typescript';
import { MATERIAL_CHART_TYPES } from '../../../packages/chartwrap/src/chartTypes';
import { oneLine, resolveAlias } from './options-reference-types';

/** The option-name interface whose doc comments are the shared descriptions. */
export const OPTION_DOCS_INTERFACE = 'OptionDocs';

/** A `@default` tag of `OptionDocs`: for one chart type (`@default PieChart: …`) or for the rest. */
export interface DefaultTag {
  chartType: string | null;
  /** Inline Markdown: `` `'right'` ``, `automatic`. */
  value: string;
}

/** What `OptionDocs` says of one option name or nested path. */
export interface SharedDoc {
  description: string;
  defaults: DefaultTag[];
}

/** `PieChart: `'right'`` → for PieChart; anything else is the default of every other chart type. */
export function parseDefaultTag(text: string): DefaultTag {
  const match = /^([A-Z][A-Za-z]+):\s+(.+)$/s.exec(text.trim());
  return match
    ? { chartType: match[1], value: oneLine(match[2]) }
    : { chartType: null, value: oneLine(text) };
}

/**
 * Whether an unprefixed `@default` tag holds for `owner`: not for the material charts (`Line`,
 * `Bar`, `Scatter`), whose Google pages document none of the core charts' defaults; a tag
 * prefixed with their name still does.
 */
export const takesSharedDefaults = (owner: string) =>
  !(MATERIAL_CHART_TYPES as readonly string[]).includes(owner);

/**
 * The default documented for `owner`: its own tag, else the unprefixed one (not for a material
 * chart, see {@link takesSharedDefaults}), else none.
 */
export function defaultFor(defaults: readonly DefaultTag[], owner: string): string | null {
  return (
    defaults.find((tag) => tag.chartType === owner)?.value ??
    (takesSharedDefaults(owner)
      ? defaults.find((tag) => tag.chartType === null)?.value
      : undefined) ??
    null
  );
}

/** The descriptions and defaults `OptionDocs` holds, by option name or nested path. */
export function optionDocs(
  checker: ts.TypeChecker,
  exports: readonly ts.Symbol[],
): Map<string, SharedDoc> {
  const docs = new Map<string, SharedDoc>();
  const symbol = resolveAlias(
    checker,
    exports.find((s) => s.name === OPTION_DOCS_INTERFACE),
  );
  if (!symbol) return docs;
  for (const property of checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol))) {
    const description = oneLine(ts.displayPartsToString(property.getDocumentationComment(checker)));
    if (!description) continue;
    const defaults = property
      .getJsDocTags(checker)
      .filter((tag) => tag.name === 'default')
      .map((tag) => parseDefaultTag(ts.displayPartsToString(tag.text)));
    docs.set(property.name, { description, defaults });
  }
  return docs;
}

/**
 * Fails when a `@default` tag names a chart type that has no such option (a misspelt prefix would
 * otherwise leave that chart's default silently unshown).
 */
export function checkDefaultTags(
  docs: ReadonlyMap<string, SharedDoc>,
  owners: ReadonlySet<string>,
) {
  const unknown = [...docs].flatMap(([key, doc]) =>
    doc.defaults
      .filter((tag) => tag.chartType !== null && !owners.has(tag.chartType))
      .map((tag) => `  ${key}: @default ${tag.chartType}: ${tag.value}`),
  );
  if (unknown.length === 0) return;
  throw new Error(
    `Options reference: ${unknown.length} @default tag(s) in ${OPTION_DOCS_INTERFACE} name no chart type ` +
      `or control with options (write \`@default PieChart: …\` with a chart type's name):\n${unknown.join('\n')}`,
  );
}

/**
 * Fails when a `@default` tag would show in no row: its entry serves no row by the row's whole path
 * (a default keyed `viewWindow.min` reaches `hAxis.viewWindow.min` only as words: key it
 * `axis.viewWindow.min`), a prefixed tag names a chart type whose rows the entry does not serve
 * wholly, or an unprefixed tag serves material charts only.
 */
export function checkDefaultsShown(
  docs: ReadonlyMap<string, SharedDoc>,
  wholePathOwners: ReadonlyMap<string, ReadonlySet<string>>,
) {
  const unshown = [...docs].flatMap(([key, doc]) => {
    const owners = [...(wholePathOwners.get(key) ?? [])];
    return doc.defaults
      .filter((tag) =>
        tag.chartType === null
          ? !owners.some(takesSharedDefaults)
          : !owners.includes(tag.chartType),
      )
      .map((tag) => `  ${key}: @default ${tag.chartType ? `${tag.chartType}: ` : ''}${tag.value}`);
  });
  if (unshown.length === 0) return;
  throw new Error(
    `Options reference: ${unshown.length} @default tag(s) in ${OPTION_DOCS_INTERFACE} show in no row: a default ` +
      `shows only where its entry's key is the row's whole path (\`axis.\` for any axis), for the chart types ` +
      `that have that path (an unprefixed one not for the material charts):\n${unshown.join('\n')}`,
  );
}

/** First levels that stand for every axis in `OptionDocs` keys (`axis.viewWindow`). */
const AXIS_LEVEL = /^(hAxis|vAxis|hAxes|vAxes)$/;

/** The `OptionDocs` entry a row takes its description from, and whether it names the whole path. */
export interface DocMatch<T> {
  key: string;
  doc: T;
  /**
   * The key is the row's whole path (index levels left out, `axis` for the first level of any
   * axis): only then do the entry's `@default` tags hold for the row. A shorter path
   * (`position` of `legend.position` serving `colorAxis.legend.position`) or a `*.` key shares
   * its words, not its default.
   */
  wholePath: boolean;
}

/**
 * The shared description of a nested path: the path itself (`legend.position`, with `axis` for any
 * axis), else the same path without its first levels (`viewWindow.min` for
 * `hAxis.viewWindow.min`), down to two levels, else `*.` and the last level (`*.stroke`). Index
 * levels (`[n]`) are not part of the keys. Says whether the key was the whole path.
 */
export function matchDoc<T>(
  docs: ReadonlyMap<string, T>,
  optionPath: string,
): DocMatch<T> | undefined {
  const levels = optionPath.replace(/\[(n|key)\]/g, '').split('.');
  for (let from = 0; from < levels.length; from++) {
    const rest = levels.slice(from);
    // A single level is a top-level option's key: only the whole path of a top-level row.
    if (from > 0 && rest.length < 2) break;
    const keys = [rest.join('.')];
    if (AXIS_LEVEL.test(rest[0])) keys.unshift(['axis', ...rest.slice(1)].join('.'));
    for (const key of keys) {
      const doc = docs.get(key);
      if (doc) return { key, doc, wholePath: from === 0 };
    }
  }
  // Last, a leaf every style object has (`*.stroke`, `*.fontSize`), whatever it sits under.
  const key = `*.${levels[levels.length - 1]}`;
  const doc = docs.get(key);
  return doc ? { key, doc, wholePath: false } : undefined;
}

/** The shared description of an option path (see {@link matchDoc}). */
export function sharedDoc<T>(docs: ReadonlyMap<string, T>, optionPath: string): T | undefined {
  return matchDoc(docs, optionPath)?.doc;
}

/**
 * The default of a row: from the `@default` tags of the entry that matched it, when that entry's
 * key is the row's whole path (see {@link DocMatch.wholePath}); else none.
 */
export function rowDefault(match: DocMatch<SharedDoc> | undefined, owner: string): string | null {
  return match?.wholePath ? defaultFor(match.doc.defaults, owner) : null;
}
