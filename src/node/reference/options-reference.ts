/**
 * The options reference: every option the `options` prop accepts for each chart type (the
 * library's `ChartOptionsMap`) and every option of each dashboard control (`ControlOptionsMap`),
 * read at build time with the TypeScript compiler API and turned into `ChartwrapOption` GraphQL
 * nodes in `sourceNodes`. The `<OptionsReference of="PieChart" />` component of a page renders the
 * rows of one chart type or control; the pages' Markdown copies and the search records are written
 * from the same rows.
 *
 * Descriptions are the library's own doc comments, never those of `@types/google.visualization`:
 * `OptionDocs` (packages/chartwrap/src/optionDocs.ts) holds one per option name, shared by every
 * chart type that has the option, and per nested path (`legend.position`, or `viewWindow.min` for
 * every axis); an option declared in the library's own option types may carry its own comment.
 */
import path from 'node:path';
import ts from 'typescript';
import type { Node, SourceNodesArgs } from 'gatsby';
import { cachedWhileFilesUnchanged, type ResultCache } from '../lifecycle/build-cache';
import type { ResolverContext } from '../content/content-pages';
import { optionOwnersIn } from '../markdown/mdx-text';
import { LIBRARY_COMPILER_OPTIONS, LIBRARY_ENTRY } from './props-reference';
import { optionAnchor, type OptionRow } from '../../shared/options-table';
import { MATERIAL_CHART_TYPES } from '../../../packages/chartwrap/src/chartTypes';

/** One row of the reference: an option of one chart type or control, at any depth. */
export interface OptionDoc extends OptionRow {
  /** The chart type (`PieChart`) or control type (`CategoryFilter`) the option belongs to. */
  owner: string;
  /** Position in the owner's table (top-level options by name, each followed by its children). */
  order: number;
}

/** The GraphQL fields of an option (`[type, description]`): one per member of OptionDoc. */
export const OPTION_FIELDS: {
  [K in keyof OptionDoc]-?: readonly [type: string, description: string];
} = {
  owner: ['String!', 'Chart type (`PieChart`) or control type (`CategoryFilter`) it belongs to.'],
  path: ['String!', 'Path of the option: `pieHole`, `legend.position`, `series[n].color`.'],
  anchor: ['String!', 'Id of its row on the page (`option-legend.position`).'],
  depth: ['Int!', 'Nesting depth: 1 for a top-level option.'],
  parentPath: ['String', 'Path of the option it is nested in; null at the top level.'],
  hasChildren: ['Boolean!', 'Whether rows nested under it follow.'],
  type: ['String!', "The option's type, spelled for reading (literal unions listed)."],
  default: [
    'String',
    'The default Google documents for this chart type (inline Markdown); null if none.',
  ],
  description: ['String!', 'One-line description, from the library\u2019s doc comments.'],
  order: ['Int!', "Position in the owner's table."],
};

export const OPTIONS_NODE_TYPE = 'ChartwrapOption';
/** The option-name interface whose doc comments are the shared descriptions. */
export const OPTION_DOCS_INTERFACE = 'OptionDocs';
/** Where the option types of the charts and of the controls are keyed by type name. */
export const OPTION_MAPS = ['ChartOptionsMap', 'ControlOptionsMap'] as const;
/**
 * Controls share a page, and most of their option names: their rows' ids carry the control type
 * (`option-CategoryFilter.ui.label`); a chart type's rows are `option-` and the path.
 */
const CONTROL_MAP: (typeof OPTION_MAPS)[number] = 'ControlOptionsMap';
/** Property levels a path goes down to (`hAxis.viewWindow.min`); `[n]` levels are not counted. */
export const MAX_OPTION_DEPTH = 3;
/**
 * Small style types written out in the type column (`{ color, fontName, … }`) rather than as rows
 * of their own: they recur under many options (every title, axis and legend has a text style).
 */
const INLINE_TYPES = new Set(['ChartTextStyle', 'ChartStrokeFill', 'LabelStyle']);

const isInline = (type: ts.Type) =>
  (type.isUnion() ? type.types : [type]).some(
    (t) => INLINE_TYPES.has(t.aliasSymbol?.name ?? '') || INLINE_TYPES.has(t.symbol?.name ?? ''),
  );

const compilerOptions: ts.CompilerOptions = {
  ...LIBRARY_COMPILER_OPTIONS,
  // The option types are resolved (Omit, Pick, Partial, Date), so the ES5 library is needed; not
  // lib.dom, which the types only name in callbacks.
  lib: ['lib.es5.d.ts'],
};

/** The first sentence-line of a doc comment, links written as code. */
function oneLine(text: string): string {
  return text
    .replace(/\{@link\s+([^}\s]+)\s*\}/g, '`$1`')
    .split(/\n\s*\n/)[0]
    .replace(/\s+/g, ' ')
    .trim();
}

/** Doc comments of the symbol's declarations in the library's own sources (not @types'). */
function ownComment(symbol: ts.Symbol, checker: ts.TypeChecker, srcDir: string): string {
  const own = (symbol.declarations ?? []).filter((d) =>
    path.resolve(d.getSourceFile().fileName).startsWith(srcDir),
  );
  for (const declaration of own) {
    const comment = ts.getJSDocCommentsAndTags(declaration).find(ts.isJSDoc)?.comment;
    const text = typeof comment === 'string' ? comment : ts.getTextOfJSDocComment(comment);
    if (text?.trim()) return oneLine(text);
  }
  // Symbols made by mapped types (Omit, Pick) point at their declarations through the checker.
  if (own.length === 0) return '';
  return oneLine(ts.displayPartsToString(symbol.getDocumentationComment(checker)));
}

const isStringLiteral = (t: ts.Type) => (t.flags & ts.TypeFlags.StringLiteral) !== 0;

/** The object members of a type worth expanding into nested rows (not arrays, dates, functions). */
function objectParts(type: ts.Type, checker: ts.TypeChecker): ts.Type[] {
  const members = type.isUnion() ? type.types : [type];
  return members.filter((t) => {
    if (!(t.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection))) return false;
    if (checker.isArrayType(t) || checker.isTupleType(t)) return false;
    if (t.getCallSignatures().length > 0) return false;
    // `Date`, and the global `Object`/`Function` types some options are loosely typed with: their
    // members are the prototype's, not options.
    if (['Date', 'Object', 'Function'].includes(t.symbol?.name ?? '')) return false;
    return true;
  });
}

/**
 * A type spelled for reading: literal unions listed with single quotes, `true | false` as
 * `boolean`, an object with nested rows as `object`, an index signature as `Record<…>`.
 */
export function typeText(type: ts.Type, checker: ts.TypeChecker, depth = 0): string {
  const flags = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.WriteArrayAsGenericType;
  if (type.isUnion()) {
    const members = type.types.filter((t) => !(t.flags & ts.TypeFlags.Undefined));
    const hasTrue = members.some((t) => checker.typeToString(t) === 'true');
    const hasFalse = members.some((t) => checker.typeToString(t) === 'false');
    const parts: string[] = [];
    // Literals first, in declaration order, then the rest.
    for (const t of [
      ...members.filter(isStringLiteral),
      ...members.filter((t) => !isStringLiteral(t)),
    ]) {
      const name = checker.typeToString(t);
      const text =
        hasTrue && hasFalse && (name === 'true' || name === 'false')
          ? 'boolean'
          : typeText(t, checker, depth + 1);
      if (!parts.includes(text)) parts.push(text);
    }
    return parts.join(' | ');
  }
  if (type.isStringLiteral()) return `'${type.value}'`;
  if (type.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection)) {
    if (checker.isArrayType(type)) {
      const [element] = checker.getTypeArguments(type as ts.TypeReference);
      const inner = element ? typeText(element, checker, depth + 1) : 'unknown';
      return /[ |]/.test(inner) ? `(${inner})[]` : `${inner}[]`;
    }
    if (type.getCallSignatures().length > 0 || type.symbol?.name === 'Date') {
      return checker.typeToString(type, undefined, flags).replace(/"/g, "'");
    }
    const index =
      checker.getIndexInfoOfType(type, ts.IndexKind.Number) ??
      checker.getIndexInfoOfType(type, ts.IndexKind.String);
    if (index && checker.getPropertiesOfType(type).length === 0) {
      const key = index.keyType.flags & ts.TypeFlags.Number ? 'number' : 'string';
      return `Record<${key}, ${typeText(index.type, checker, depth + 1)}>`;
    }
    if (isInline(type)) {
      const names = checker.getPropertiesOfType(type).map((p) => p.name);
      return `{ ${names.join(', ')} }`;
    }
    return 'object';
  }
  return checker.typeToString(type, undefined, flags).replace(/"/g, "'");
}

/** The properties of a type's object parts, merged by name; and an index signature's value type. */
function childrenOf(
  type: ts.Type,
  checker: ts.TypeChecker,
): { properties: ts.Symbol[]; index: { key: 'n' | 'key'; type: ts.Type } | null } {
  const byName = new Map<string, ts.Symbol>();
  let index: { key: 'n' | 'key'; type: ts.Type } | null = null;
  for (const part of objectParts(type, checker)) {
    for (const property of checker.getPropertiesOfType(part)) {
      if (!byName.has(property.name)) byName.set(property.name, property);
    }
    const numeric = checker.getIndexInfoOfType(part, ts.IndexKind.Number);
    const keyed = checker.getIndexInfoOfType(part, ts.IndexKind.String);
    const info = numeric ?? keyed;
    if (info && !index && objectParts(info.type, checker).length > 0) {
      index = { key: numeric ? 'n' : 'key', type: info.type };
    }
  }
  return { properties: [...byName.values()], index };
}

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
function optionDocs(
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

function resolveAlias(checker: ts.TypeChecker, symbol: ts.Symbol | undefined) {
  return symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
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
      'the literal union of its values (packages/chartwrap/src/options.ts or controlOptions.ts), or, ' +
      'where Google allows any string, add it to OPEN_VALUE_OPTIONS with the reason:\n' +
      lines.join('\n'),
  );
}

/** One row of a chart type's events reference: an event it fires. */
export interface EventDoc {
  /** The chart type (`GeoChart`). */
  owner: string;
  /** The event's name, as `eventName` takes it (`regionClick`). */
  event: string;
  /** Id of its row on the page (`event-regionClick`). */
  anchor: string;
  /** What the listener's `eventArgs` holds, as the compiler writes its type; `'none'` for none. */
  args: string;
  /** When it fires: the doc comment of the event in the library's `ChartEventArgsMap`. */
  description: string;
}

/** The GraphQL fields of an event row (`[type, description]`): one per member of EventDoc. */
export const EVENT_FIELDS: {
  [K in keyof EventDoc]-?: readonly [type: string, description: string];
} = {
  owner: ['String!', 'Chart type (`GeoChart`) that fires it.'],
  event: ['String!', 'Name of the event, as `eventName` takes it (`regionClick`).'],
  anchor: ['String!', 'Id of its row on the page (`event-regionClick`).'],
  args: ['String!', "What the listener's `eventArgs` holds, as a type; `none` when it gets none."],
  description: ['String!', 'When it fires, from the library\u2019s doc comments.'],
};

export const EVENTS_NODE_TYPE = 'ChartwrapEvent';

/** The events the ChartWrapper fires for every chart type, before each type's own. */
const WRAPPER_EVENTS = ['ready', 'select', 'error'];

/**
 * Each chart type's events, read from the library's types: the ChartWrapper's and those of
 * `ChartTypeEventsMap`, each with its argument and description from `ChartEventArgsMap`.
 */
export function eventRows(checker: ts.TypeChecker, exports: readonly ts.Symbol[]): EventDoc[] {
  const declared = (name: string) => {
    const symbol = resolveAlias(
      checker,
      exports.find((s) => s.name === name),
    );
    if (!symbol) throw new Error(`Events reference: the library does not export ${name}`);
    return checker.getDeclaredTypeOfSymbol(symbol);
  };
  const args = declared('ChartEventArgsMap');
  const rows: EventDoc[] = [];
  for (const ownerSymbol of checker.getPropertiesOfType(declared('ChartTypeEventsMap'))) {
    const own = checker.getTypeOfSymbol(ownerSymbol);
    const names = (own.isUnion() ? own.types : [own])
      .filter((t): t is ts.StringLiteralType => t.isStringLiteral())
      .map((t) => t.value)
      .sort();
    for (const event of [...WRAPPER_EVENTS, ...names]) {
      const property = args.getProperty(event);
      if (!property) throw new Error(`Events reference: ${event} is not in ChartEventArgsMap`);
      const type = checker.getTypeOfSymbol(property);
      const description = oneLine(
        ts.displayPartsToString(property.getDocumentationComment(checker)),
      );
      if (!description) {
        throw new Error(`Events reference: ${event} has no doc comment in ChartEventArgsMap`);
      }
      rows.push({
        owner: ownerSymbol.name,
        event,
        anchor: `event-${event}`,
        args:
          type.flags & ts.TypeFlags.Undefined
            ? 'none'
            : checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation),
        description,
      });
    }
  }
  return rows;
}

/** What the compiler read, and the rows of every chart type and control. */
export function readOptionsReference(entry = LIBRARY_ENTRY): {
  options: OptionDoc[];
  events: EventDoc[];
  files: string[];
} {
  const program = ts.createProgram([entry], compilerOptions);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  if (!source) throw new Error(`Options reference: cannot read ${entry}`);
  const moduleSymbol = checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`Options reference: ${entry} is not a module`);
  const exports = checker.getExportsOfModule(moduleSymbol);
  const srcDir = path.dirname(path.resolve(entry));
  const docs = optionDocs(checker, exports);

  const options: OptionDoc[] = [];
  // The owners whose rows each entry serves by its whole path: where its defaults can show.
  const wholePathOwners = new Map<string, Set<string>>();
  const shownAt = (key: string, owner: string) =>
    wholePathOwners.set(key, (wholePathOwners.get(key) ?? new Set()).add(owner));
  for (const mapName of OPTION_MAPS) {
    const map = resolveAlias(
      checker,
      exports.find((s) => s.name === mapName),
    );
    if (!map) throw new Error(`Options reference: ${entry} does not export ${mapName}`);
    for (const ownerSymbol of checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(map))) {
      const owner = ownerSymbol.name;
      const rows: OptionDoc[] = [];
      // `prefix` starts the paths (`series[n]`); `parent` is the row they are nested in (`series`).
      const visit = (
        properties: ts.Symbol[],
        prefix: string | null,
        parent: string | null,
        depth: number,
        seen: ReadonlySet<ts.Type>,
      ) => {
        const sorted = [...properties].sort((a, b) => a.name.localeCompare(b.name));
        for (const property of sorted) {
          const optionPath = prefix ? `${prefix}.${property.name}` : property.name;
          const declared = checker.getTypeOfSymbol(property);
          const type = checker.getNonNullableType(declared);
          const { properties: nested, index } =
            depth < MAX_OPTION_DEPTH && !seen.has(type) && !isInline(type)
              ? childrenOf(type, checker)
              : { properties: [], index: null };
          const match = matchDoc(docs, optionPath);
          const shared = match?.doc;
          if (match?.wholePath) shownAt(match.key, owner);
          const row: OptionDoc = {
            owner,
            path: optionPath,
            anchor: optionAnchor(mapName === CONTROL_MAP ? `${owner}.${optionPath}` : optionPath),
            depth,
            parentPath: parent,
            hasChildren: false,
            type: typeText(type, checker),
            default: rowDefault(match, owner),
            description: shared?.description ?? ownComment(property, checker, srcDir),
            order: 0,
          };
          rows.push(row);
          const next = new Set(seen).add(type);
          const before = rows.length;
          if (nested.length > 0) visit(nested, optionPath, optionPath, depth + 1, next);
          if (index) {
            const element = checker.getNonNullableType(index.type);
            const indexPath = `${optionPath}[${index.key}]`;
            const { properties: items } = childrenOf(element, checker);
            visit(items, indexPath, optionPath, depth + 1, next.add(element));
          }
          row.hasChildren = rows.length > before;
        }
      };
      const topLevel = checker.getPropertiesOfType(checker.getTypeOfSymbol(ownerSymbol));
      visit(topLevel, null, null, 1, new Set());
      rows.forEach((row, order) => (row.order = order));
      options.push(...rows);
    }
  }
  checkValueSets(options);
  checkDefaultTags(docs, new Set(options.map((option) => option.owner)));
  checkDefaultsShown(docs, wholePathOwners);
  const events = eventRows(checker, exports);
  const files = program.getSourceFiles().map((file) => path.resolve(file.fileName));
  return { options, events, files };
}

/**
 * The options and events references, kept in Gatsby's cache while none of the files they were read
 * from changed (the library's sources and the type declarations they use).
 */
export function cachedOptionsReference(
  cache: ResultCache,
  entry = LIBRARY_ENTRY,
): Promise<{ options: OptionDoc[]; events: EventDoc[] }> {
  return cachedWhileFilesUnchanged(cache, 'chartwrap-options-reference', __filename, () => {
    const { options, events, files } = readOptionsReference(entry);
    return { files, value: { options, events } };
  });
}

/** `sourceNodes` step: one `ChartwrapOption` node per option row, one `ChartwrapEvent` per event. */
export function sourceOptionNodes(
  {
    actions,
    createNodeId,
    createContentDigest,
  }: Pick<SourceNodesArgs, 'actions' | 'createNodeId' | 'createContentDigest'>,
  options: readonly OptionDoc[],
  events: readonly EventDoc[] = [],
): void {
  for (const event of events) {
    actions.createNode({
      ...event,
      id: createNodeId(`${EVENTS_NODE_TYPE}-${event.owner}-${event.event}`),
      parent: null,
      children: [],
      internal: { type: EVENTS_NODE_TYPE, contentDigest: createContentDigest(event) },
    });
  }
  for (const option of options) {
    actions.createNode({
      ...option,
      id: createNodeId(`${OPTIONS_NODE_TYPE}-${option.owner}-${option.path}`),
      parent: null,
      children: [],
      internal: { type: OPTIONS_NODE_TYPE, contentDigest: createContentDigest(option) },
    });
  }
}

/** The rows the `ChartwrapOption` nodes hold, by owner and table order. */
export function optionsFromNodes(getNodesByType: (type: string) => Node[]): OptionDoc[] {
  return getNodesByType(OPTIONS_NODE_TYPE)
    .map((node) => node as unknown as OptionDoc)
    .sort((a, b) => a.owner.localeCompare(b.owner) || a.order - b.order);
}

/**
 * The field `Mdx.optionsReference`: the rows of the options tables a page shows
 * (`<OptionsReference of="…" />`), by owner in order of appearance, each owner's in table order.
 */
export const optionsReferenceField = {
  type: `[${OPTIONS_NODE_TYPE}!]!`,
  description:
    'The option rows of the tables this page shows with <OptionsReference of="…" />, in table order.',
  async resolve(source: { body?: string }, _args: unknown, context: ResolverContext) {
    const owners = optionOwnersIn(source.body ?? '');
    if (owners.length === 0) return [];
    const { entries } = await context.nodeModel.findAll<OptionDoc>({
      type: OPTIONS_NODE_TYPE,
      query: { filter: { owner: { in: owners } } },
    });
    const rows = Array.from(entries).filter((row) => owners.includes(row.owner));
    const missing = owners.filter((owner) => !rows.some((row) => row.owner === owner));
    if (missing.length > 0) {
      throw new Error(
        `<OptionsReference of="${missing.join('", "')}" />: no such chart or control type in the library's ChartOptionsMap or ControlOptionsMap`,
      );
    }
    return rows.sort(
      (a, b) => owners.indexOf(a.owner) - owners.indexOf(b.owner) || a.order - b.order,
    );
  },
};

/** The rows the `ChartwrapEvent` nodes hold, by chart type, in table order (as read). */
export function eventsFromNodes(getNodesByType: (type: string) => Node[]): EventDoc[] {
  return getNodesByType(EVENTS_NODE_TYPE).map((node) => {
    const { owner, event, anchor, args, description } = node as unknown as EventDoc;
    return { owner, event, anchor, args, description };
  });
}

/**
 * The field `Mdx.eventsReference`: the events of the page's chart type (front matter
 * `chartType`) when the page shows that chart type's options table, in table order; none on
 * other pages (a guide showing several tables would repeat the `#event-select` ids).
 */
export const eventsReferenceField = {
  type: `[${EVENTS_NODE_TYPE}!]!`,
  description:
    'The events of the page\u2019s chart type, when the page shows its options table (<OptionsReference of="…" />), in table order.',
  async resolve(
    source: { body?: string; frontmatter?: { chartType?: string | null } },
    _args: unknown,
    context: ResolverContext,
  ) {
    const chartType = source.frontmatter?.chartType;
    if (!chartType || !optionOwnersIn(source.body ?? '').includes(chartType)) return [];
    const { entries } = await context.nodeModel.findAll<EventDoc>({
      type: EVENTS_NODE_TYPE,
      query: { filter: { owner: { eq: chartType } } },
    });
    return Array.from(entries).filter((row) => row.owner === chartType);
  },
};
