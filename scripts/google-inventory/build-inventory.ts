/**
 * The inventory of Google's source: for each chart type it holds, the option paths its code reads
 * (under `hAxis` or `vAxis` for the axis definers) with the default it falls back to, and the
 * events it fires. Facts only: paths, values and names, never Google's code or words.
 */
import ts from 'typescript';
import { CORE_CHARTS, SOURCE_CHARTS, scopeOf, type SourceChart } from './chart-scopes';
import { firedEvents } from './fired-events';
import { collectDeclarations, literalValue, type Declarations, type Json } from './literal-values';
import {
  flattenDefaults,
  memberReads,
  optionReads,
  parameterValue,
  type OptionRead,
} from './option-reads';
import type { SourceTree } from './source-files';
import { LAYER_VALUE, UNSET_FALLBACKS, type UnsetFallback } from './unset-fallbacks';

/** What the inventory says of one option path of one chart. */
export interface InventoryOption {
  /** The default the code falls back to, when it is a value; absent where it is computed. */
  default?: Json;
  /** When reads of the same path fall back to different values: each of them. */
  defaults?: Json[];
  /** Read as a whole object: the paths under it are read with it. */
  whole?: true;
  /** The option read instead when this one is unset (`lineWidth` for `series.*.lineWidth`). */
  fallsBackTo?: string;
  /**
   * Another read of the path computes its default at run time (`tooltip.showColorCode`: whether
   * the focus is on a category), so a value it also falls back to is not the whole default.
   */
  computedToo?: true;
  /**
   * An object option (`hAxis.gridlines`) that no reader reads as a value: the code reads only
   * the options under it, each with its own fallback, so an unset object means each of them
   * falls back on its own.
   */
  readThroughMembers?: true;
  /**
   * What the code does when the option, read with no default value, is unset (`none (no
   * explorer)`), in our words, and the files that show it (unset-fallbacks/); `layer` is the
   * value the layers of defaults hold under the path, where `shown` names it (`{layer}`).
   */
  unset?: { shown: string; files: string[]; layer?: Json };
}

export interface Inventory {
  source: { repository: string; commit: string };
  charts: Record<string, { options: Record<string, InventoryOption>; events: string[] }>;
}

/** Where Google keeps the base layer of every core chart's options, and the per-type layers. */
const DEFAULTS_FILE = 'common/defaults.ts';
const BASE_DEFAULTS = 'DEFAULTS';
const TYPE_DEFAULTS = 'CHART_SPECIFIC_DEFAULTS';
/** The key of each chart's layer in the per-type defaults. */
const TYPE_DEFAULTS_KEY: Partial<Record<SourceChart, string>> = { Histogram: 'histogram' };

/**
 * A layer a chart type's definer puts over the defaults when it draws (`options.insertLayer(1,
 * {…})` in a branch on the chart type): the scatter chart's points of 7 pixels and no lines.
 */
const INSERTED_LAYERS: Partial<Record<SourceChart, { file: string; chartType: string }>> = {
  ScatterChart: { file: 'visualization/corechart/axis_chart_definer.ts', chartType: 'SCATTER' },
};

/** The inserted layer of `chart` (INSERTED_LAYERS), by path; none when its file is absent. */
function insertedLayer(
  chart: SourceChart,
  sources: readonly { file: string; source: ts.SourceFile }[],
  declarations: Declarations,
): Map<string, Json> {
  const inserted = INSERTED_LAYERS[chart];
  const source = inserted && sources.find((s) => s.file === inserted.file)?.source;
  if (!inserted || !source) return new Map();
  let layer: ts.ObjectLiteralExpression | undefined;
  const visit = (node: ts.Node) => {
    const [, argument] = ts.isCallExpression(node) ? node.arguments : [];
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'insertLayer' &&
      argument &&
      ts.isObjectLiteralExpression(argument)
    ) {
      // The nearest branch around the call names the chart type.
      let branch: ts.Node | undefined = node.parent;
      while (branch && !ts.isIfStatement(branch)) branch = branch.parent;
      if (branch && branch.expression.getText().includes(`ChartType.${inserted.chartType}`)) {
        layer = argument;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!layer) {
    throw new Error(`${chart}'s inserted layer is no longer in ${inserted.file}: read it again`);
  }
  return flattenDefaults(literalValue(layer, declarations, { partial: true }) ?? {});
}

/**
 * The layers of defaults each chart's options fall back to, by path: `common/defaults.ts`'s base
 * layer, the chart's own layer there, and the layer its definer inserts, each before the last.
 */
function layerDefaults(
  chart: SourceChart,
  sources: readonly { file: string; source: ts.SourceFile }[],
  declarations: Declarations,
): Map<string, Json> {
  if (!(CORE_CHARTS as readonly string[]).includes(chart)) return new Map();
  const evaluate = (name: string) => {
    const [initialiser] = declarations.constants.get(name) ?? [];
    return initialiser ? literalValue(initialiser, declarations, { partial: true }) : undefined;
  };
  const base = flattenDefaults(evaluate(BASE_DEFAULTS) ?? {});
  const key = TYPE_DEFAULTS_KEY[chart];
  const own = evaluate(TYPE_DEFAULTS);
  const typeLayer =
    key && own && typeof own === 'object' && !Array.isArray(own) ? (own[key] ?? {}) : {};
  return new Map([
    ...base,
    ...flattenDefaults(typeLayer),
    ...insertedLayer(chart, sources, declarations),
  ]);
}

/** The flat object the layers hold under `path` (`{ fill, stroke, strokeWidth }`), if any. */
function wholeLayerValue(path: string, layer: ReadonlyMap<string, Json>): Json | undefined {
  const members: [string, Json][] = [...layer]
    .filter(([key]) => key.startsWith(`${path}.`))
    .map(([key, value]) => [key.slice(path.length + 1), value]);
  // Only a flat object: one level of members, each a value.
  if (members.length === 0 || members.some(([key]) => key.includes('.'))) return undefined;
  return Object.fromEntries(members);
}

/**
 * An object read whole with no default argument of its own (`inferBrushValue('backgroundColor')`):
 * what the layers hold under its path is all it falls back to (`{ fill, stroke, strokeWidth }`).
 */
function wholeLayerDefault(
  read: OptionRead,
  path: string,
  layer: ReadonlyMap<string, Json>,
): Json | undefined {
  return read.whole && !read.computedDefault ? wholeLayerValue(path, layer) : undefined;
}

const sameValue = (a: Json, b: Json) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Whether a default is no value: absent, `null` or `''`, on which the code acts as on an unset
 * option (the site shows none for them either: defaultLiteral).
 */
const isNoValue = (value: Json | undefined) =>
  value === undefined || value === null || value === '';

/**
 * Adds one read of `path` to the chart's entries: the value it falls back to (several when reads
 * differ), whether it reads a whole object, and the option it tries next when `path` is unset.
 */
function record(
  options: Record<string, InventoryOption>,
  path: string,
  read: { value: Json | undefined; whole?: boolean; next?: string; computed?: boolean },
): void {
  const entry = (options[path] ??= {});
  if (read.whole) entry.whole = true;
  if (read.computed) entry.computedToo = true;
  if (read.next && !entry.fallsBackTo) entry.fallsBackTo = read.next;
  const { value } = read;
  if (value === undefined) return;
  if (!('default' in entry) && !entry.defaults) entry.default = value;
  else if ('default' in entry && !sameValue(entry.default as Json, value)) {
    entry.defaults = [entry.default as Json, value];
    delete entry.default;
  } else if (entry.defaults && !entry.defaults.some((d) => sameValue(d, value))) {
    entry.defaults.push(value);
  }
}

/** A key with computed parts as a pattern: `*` matches any text. */
const keyPattern = (key: string) =>
  new RegExp(`^${key.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.+')}$`);

/**
 * The layers' paths that a read with a computed name reaches (`intervals.style` for the reads of
 * `intervals.*`): listed under their own name with the layer's value.
 */
function addLayerPathsOfComputedReads(
  options: Record<string, InventoryOption>,
  layer: ReadonlyMap<string, Json>,
): void {
  const computed = Object.keys(options)
    .filter((key) => key.includes('*'))
    .map(keyPattern);
  for (const [path, value] of layer) {
    if (!options[path] && computed.some((pattern) => pattern.test(path))) {
      options[path] = { default: value };
    }
  }
}

/** A level of a path that names an entry of a map: computed (`*`) or an index (`0`). */
const isMapEntry = (level: string) => level === '*' || /^\d+$/.test(level);

/**
 * Marks the object options that the code reads only through their members: every level above a
 * read path (`hAxis.gridlines` above `hAxis.gridlines.color`) that no reader reads itself and that
 * has no default, whole read or fallback of its own. Levels with a computed part (`series.*`) are
 * left out, as they stand for no one option; so are maps by index or name (`series`,
 * `trendlines`), whose members are entries the user adds: unset, there are none.
 */

function markObjectsReadThroughMembers(
  options: Record<string, InventoryOption>,
  readByReader: ReadonlySet<string>,
): void {
  // Maps of entries that also hold settings shared by every entry right under them
  // (`trendlines.type` beside `trendlines.*.type`): unset, there are no entries, as for any map.
  const keys = Object.keys(options);
  const isLeaf = (key: string) => !keys.some((k) => k.startsWith(`${key}.`));
  const maps = new Set(
    keys
      .filter((key) => key.endsWith('.*') || key.includes('.*.'))
      .map((key) => key.slice(0, key.indexOf('.*')))
      .filter((object) =>
        keys.some(
          (key) =>
            key.startsWith(`${object}.`) &&
            !key.slice(object.length + 1).includes('.') &&
            !key.endsWith('.*') &&
            isLeaf(key),
        ),
      ),
  );
  for (const path of Object.keys(options)) {
    const levels = path.split('.');
    for (let depth = 1; depth < levels.length; depth++) {
      const object = levels.slice(0, depth).join('.');
      // A map (its next level an entry), or an entry of one (`series.0`, `series.*`).
      const inMap = levels.slice(0, depth + 1).some(isMapEntry) || maps.has(object);
      if (inMap || object.includes('*') || readByReader.has(object)) continue;
      const entry = (options[object] ??= {});
      const ownFacts = 'default' in entry || entry.defaults || entry.whole || entry.fallsBackTo;
      if (!ownFacts) entry.readThroughMembers = true;
    }
  }
}

/**
 * Whether the code reads `path` only through paths under it: a map of entries (`series`, read as
 * `series.*.color`) or an object of one entry (`series.*.annotations`).
 */
const readOnlyUnder = (options: Record<string, InventoryOption>, path: string) =>
  !options[path] && Object.keys(options).some((key) => key.startsWith(`${path}.`));

/**
 * Records what the chart's unset options come to (unset-fallbacks/), after checking each fact
 * against the source: its files still read the path; with no default value, or, for a fact that
 * says how the code chooses between values, choosing between exactly those; and the layers still
 * hold a value under the path where the fact names it.
 */
function addUnsetFallbacks(
  chart: SourceChart,
  options: Record<string, InventoryOption>,
  sources: readonly { file: string; source: ts.SourceFile }[],
  declarations: Declarations,
  layer: ReadonlyMap<string, Json>,
  facts: readonly UnsetFallback[],
): void {
  const seen = new Set<string>();
  for (const fact of facts) {
    // One fact per option of a chart: a second would silently replace the first.
    if (fact.charts.includes(chart)) {
      if (seen.has(fact.path)) throw new Error(`Two unset facts of ${chart} ${fact.path}`);
      seen.add(fact.path);
    }
    // A tree without the fact's files (a partial checkout, a test's fixture) says nothing of it.
    const present = fact.files.some((file) => sources.some((s) => s.file === file));
    if (!fact.charts.includes(chart) || !present) continue;
    const stale = (why: string) =>
      new Error(`Unset fallback of ${chart} ${fact.path} is stale: ${why}; read the source again`);
    // A map of entries (`series`: unset, there are none) or an object read only through the
    // paths under it (each of them then falls back on its own).
    const map = readOnlyUnder(options, fact.path);
    // A member of an object the code reads whole (`annotations.boxStyle.stroke`): what the
    // object's reader leaves it at.
    const parent = fact.path.slice(0, fact.path.lastIndexOf('.'));
    const member = !map && !options[fact.path] && !!options[parent]?.whole;
    const entry = map || member ? (options[fact.path] = {}) : options[fact.path];
    if (!entry) throw stale('the chart no longer reads it');
    if (member && layer.get(fact.path) !== undefined) throw stale('the layers now hold a value');
    if (fact.values) {
      const chosen = entry.defaults ?? [];
      const same =
        chosen.length === fact.values.length &&
        fact.values.every((value) => chosen.some((d) => sameValue(d, value)));
      if (!same) throw stale(`the code now chooses between ${JSON.stringify(chosen)}`);
    } else {
      // A `null` or `''` default is no value: the code acts on its absence as on an unset option;
      // nor is one that another read computes at run time.
      const hasValue = !entry.computedToo && (entry.defaults || !isNoValue(entry.default));
      if (hasValue) throw stale('it has a default value');
    }
    for (const file of fact.files) {
      const source = sources.find((s) => s.file === file)?.source;
      const reads = source ? optionReads(source, declarations) : [];
      // A file read through an axis view reads its paths under each axis (`title` → `hAxis.title`).
      const axes = scopeOf(file)?.axes;
      const asRead = (read: OptionRead) =>
        read.paths.flatMap((p) => (axes ? axes.map((axis) => `${axis}.${p}`) : [p]));
      const readsPath = (read: OptionRead) =>
        asRead(read).includes(fact.path) ||
        (map && asRead(read).some((p) => p.startsWith(`${fact.path}.`))) ||
        (member && !!read.whole && asRead(read).includes(parent));
      const readAsFact = reads.some(
        (read) => readsPath(read) && (fact.values || map || isNoValue(read.default)),
      );
      if (!readAsFact) throw stale(`${file} no longer reads it as the fact says`);
    }
    entry.unset = { shown: fact.shown, files: [...fact.files] };
    if (fact.shown.includes(LAYER_VALUE)) {
      const value = layer.get(fact.path) ?? wholeLayerValue(fact.path, layer);
      if (value === undefined) throw stale('the layers of defaults hold no value under it');
      entry.unset.layer = value;
    }
  }
}

/**
 * The table's own class names (`CSS_DEFAULT`, by element) and the `cssClassNames` member that
 * replaces each (`CLASSNAME_TO_OPTION_NAME`), in visualization/table/table_chart.ts: an unset member
 * keeps the element's own names, written as the option takes them (space-separated).
 */
const TABLE_CLASS_NAMES = 'CSS_DEFAULT';
const TABLE_CLASS_OPTIONS = 'CLASSNAME_TO_OPTION_NAME';

function addTableClassNameDefaults(
  options: Record<string, InventoryOption>,
  declarations: Declarations,
): void {
  const evaluate = (name: string) => {
    const candidates = declarations.constants.get(name) ?? [];
    return candidates.length === 1 ? literalValue(candidates[0], declarations) : undefined;
  };
  const classNames = evaluate(TABLE_CLASS_NAMES);
  const optionNames = evaluate(TABLE_CLASS_OPTIONS);
  const isObject = (v: Json | undefined): v is Record<string, Json> =>
    !!v && typeof v === 'object' && !Array.isArray(v);
  if (!isObject(classNames) || !isObject(optionNames)) return;
  for (const [element, optionName] of Object.entries(optionNames)) {
    const names = classNames[element];
    if (typeof optionName !== 'string' || !Array.isArray(names)) continue;
    record(options, `cssClassNames.${optionName}`, { value: names.join(' ') });
  }
}

/**
 * Reads the tree's sources and lists each chart's option paths, defaults and events, with the
 * facts read by hand of what unset options come to (a test hands its own).
 */
export function buildInventory(
  tree: SourceTree,
  facts: readonly UnsetFallback[] = UNSET_FALLBACKS,
): Inventory {
  const sources = [...tree.files].map(([file, text]) => ({
    file,
    source: ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true),
  }));
  const declarations: Declarations = { constants: new Map(), enums: new Map() };
  // The defaults file first, so that its constants are the ones names resolve to.
  sources.sort((a, b) => Number(b.file === DEFAULTS_FILE) - Number(a.file === DEFAULTS_FILE));
  for (const { source } of sources) collectDeclarations(source, declarations);

  // What the chart's definition keeps of the options it read (`chartDef.baselineColor`).
  const members = new Map<string, OptionRead>();
  for (const { source } of sources) {
    for (const [member, read] of memberReads(source, declarations)) members.set(member, read);
  }
  const allSources = sources.map((s) => s.source);

  /**
   * A read's default: its own value; else the value of the option a member of the chart's
   * definition was read from (in the layers, else that read's default); else the value every
   * caller hands the parameter it names.
   */
  function readDefault(read: OptionRead, layer: ReadonlyMap<string, Json>): Json | undefined {
    if (read.default !== undefined) return read.default;
    const from = read.defaultFromMember ? members.get(read.defaultFromMember) : undefined;
    if (from) {
      const layered = layer.get(from.paths[0]);
      return layered !== undefined ? layered : from.default;
    }
    const parameter = read.defaultFromParameter;
    return parameter ? parameterValue(allSources, declarations, parameter) : undefined;
  }

  const charts: Inventory['charts'] = {};
  for (const chart of SOURCE_CHARTS) {
    const layer = layerDefaults(chart, sources, declarations);
    const options: Record<string, InventoryOption> = {};
    const readByReader = new Set<string>();
    const events = new Set<string>();
    const chartReads = sources.flatMap(({ file, source }) => {
      const scope = scopeOf(file);
      if (!scope?.charts.includes(chart)) return [];
      for (const event of firedEvents(source, declarations)) events.add(event);
      // Each axis view reads the paths in order: one chain per view.
      return optionReads(source, declarations).map((read) => ({
        read,
        chains: scope.axes
          ? scope.axes.map((axis) => read.paths.map((p) => `${axis}.${p}`))
          : [read.paths],
      }));
    });
    // The paths a typed reader tries first: options read under their own name, whose defaults
    // are their own reads'.
    const readFirst = new Set(
      chartReads.flatMap(({ read, chains }) => (read.byReader ? chains.map((c) => c[0]) : [])),
    );
    // Whether a path a read falls back to takes the read's default: not when it is read under
    // its own name elsewhere.
    const ownsDefault = (path: string, i: number) => i === 0 || !readFirst.has(path);
    const leaf = (path: string) => path.slice(path.lastIndexOf('.') + 1);
    // A default chosen at run time (`isDefaultColor ? 0.5 : 1`) is the read option's own: an
    // option of another name it falls back to (`dataOpacity` after a trendline's `opacity`) is
    // not given it.
    const takesChoices = (chain: string[], path: string, i: number) =>
      ownsDefault(path, i) && leaf(path) === leaf(chain[0]);
    for (const { read, chains } of chartReads) {
      for (const chain of chains) {
        // A value in the options' layers comes before the read's own fallback.
        const layered = chain.map((p) => layer.get(p)).find((v) => v !== undefined);
        const own = layered !== undefined ? layered : readDefault(read, layer);
        const value = own !== undefined ? own : wholeLayerDefault(read, chain[0], layer);
        // A default made at run time, with nothing in the layers: no one value stands for it.
        const computed = value === undefined && !!read.computedDefault;
        chain.forEach((path, i) =>
          record(options, path, {
            value: ownsDefault(path, i) ? value : undefined,
            whole: read.whole,
            next: chain[i + 1],
            computed: computed && ownsDefault(path, i),
          }),
        );
        // A default chosen at run time: each value it can take.
        if (layered === undefined) {
          for (const choice of read.defaultChoices ?? []) {
            chain.forEach(
              (path, i) => takesChoices(chain, path, i) && record(options, path, { value: choice }),
            );
          }
        }
        if (read.byReader) chain.forEach((path) => readByReader.add(path));
      }
    }
    addLayerPathsOfComputedReads(options, layer);
    markObjectsReadThroughMembers(options, readByReader);
    if (chart === 'Table') addTableClassNameDefaults(options, declarations);
    addUnsetFallbacks(chart, options, sources, declarations, layer, facts);
    const sorted = Object.fromEntries(Object.entries(options).sort(([a], [b]) => (a < b ? -1 : 1)));
    charts[chart] = { options: sorted, events: [...events].sort() };
  }
  return { source: { repository: 'google/google-visualization', commit: tree.commit }, charts };
}
