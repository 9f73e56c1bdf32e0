/**
 * The options reference: rows read from the library's types (paths, nesting, readable types,
 * anchors), every top-level option described (the check that keeps the reference from going
 * stale), the cache, the GraphQL nodes, and the Markdown table.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChartType, ControlType } from 'chartwrap';
import type { Node } from 'gatsby';
import { CHART_TYPES, MATERIAL_CHART_TYPES } from '../../../packages/chartwrap/src/chartTypes';
import {
  MAX_OPTION_DEPTH,
  OPEN_VALUE_OPTIONS,
  OPTION_FIELDS,
  checkValueSets,
  looseValueRows,
  cachedOptionsReference,
  EVENT_FIELDS,
  eventsFromNodes,
  eventsReferenceField,
  optionsFromNodes,
  optionsReferenceField,
  readOptionsReference,
  type TagDefault,
  sharedDoc,
  matchDoc,
  rowDefault,
  parseDefaultTag,
  defaultFor,
  checkDefaultTags,
  checkDefaultsShown,
  type SharedDoc,
  sourceOptionNodes,
  type EventDoc,
  type OptionDoc,
} from './options-reference';
import type { ResolverContext } from '../content/content-pages';
import { optionsMarkdownTable, optionsReferenceMarkdown } from '../../shared/options-table';

const CONTROL_TYPES: Record<ControlType, true> = {
  CategoryFilter: true,
  ChartRangeFilter: true,
  DateRangeFilter: true,
  NumberRangeFilter: true,
  StringFilter: true,
};

let options: OptionDoc[];
let events: EventDoc[];
let files: string[];
let tagDefaults: TagDefault[];
beforeAll(() => {
  ({ options, events, files, tagDefaults } = readOptionsReference());
});
/** What the `@default` tags give a row: what an editor shows on hover (rows show sources only). */
const tagOf = (owner: string, optionPath: string) =>
  tagDefaults.find((t) => t.owner === owner && t.path === optionPath)?.tag ?? null;
const row = (owner: ChartType | ControlType, optionPath: string) =>
  options.find((o) => o.owner === owner && o.path === optionPath);
const rowsOf = (owner: string) => options.filter((o) => o.owner === owner);

test('one table per chart type and per control type, in declaration-independent order', () => {
  const owners = new Set(options.map((o) => o.owner));
  expect([...owners].sort()).toEqual([...CHART_TYPES, ...Object.keys(CONTROL_TYPES)].sort());
  for (const owner of owners) {
    expect(rowsOf(owner).map((o) => o.order)).toEqual(rowsOf(owner).map((_, i) => i));
  }
});

test('every top-level option of every chart type and control has a description', () => {
  const missing = options.filter((o) => o.depth === 1 && !o.description);
  // Add a doc comment to OptionDocs (packages/chartwrap/src/optionDocs/) for each one listed.
  expect(missing.map((o) => `${o.owner}.${o.path}`)).toEqual([]);
});

test('nested options are described too (OptionDocs paths, axis stand-ins, style leaves)', () => {
  expect(options.filter((o) => !o.description).map((o) => `${o.owner}.${o.path}`)).toEqual([]);
});

test('every top-level description of OptionDocs names an option some chart type has', () => {
  const docsDir = path.resolve(__dirname, '../../../packages/chartwrap/src/optionDocs');
  const source = fs
    .readdirSync(docsDir)
    .map((file) => fs.readFileSync(path.join(docsDir, file), 'utf8'))
    .join('\n');
  const names = [...source.matchAll(/^ {2}([A-Za-z0-9]+)\?: unknown;$/gm)].map((m) => m[1]);
  expect(names.length).toBeGreaterThan(150);
  const topLevel = new Set(options.filter((o) => o.depth === 1).map((o) => o.path));
  expect(names.filter((name) => !topLevel.has(name))).toEqual([]);
});

test('one shared description per option name, the same on every chart type', () => {
  const title = options.filter((o) => o.path === 'title' && !o.owner.endsWith('Filter'));
  expect(title.length).toBeGreaterThan(15);
  expect(new Set(title.map((o) => o.description)).size).toBe(1);
  expect(row('PieChart', 'pieHole')).toMatchObject({
    type: 'number',
    depth: 1,
    parentPath: null,
    hasChildren: false,
    anchor: 'option-pieHole',
  });
  expect(row('PieChart', 'pieHole')!.description).toMatch(/donut/);
});

test('nested options: paths two levels down, parents, anchors, shared nested descriptions', () => {
  expect(row('PieChart', 'legend')).toMatchObject({ hasChildren: true, type: "'none' | object" });
  const position = row('PieChart', 'legend.position')!;
  expect(position).toMatchObject({
    depth: 2,
    parentPath: 'legend',
    anchor: 'option-legend.position',
  });
  // A literal union is listed, quoted as in code.
  expect(position.type).toMatch(/^'none' \| 'bottom' \| 'left' \| 'right' \| 'top'/);
  expect(position.description).toMatch(/legend/);
  const min = row('LineChart', 'hAxis.viewWindow.min')!;
  expect(min).toMatchObject({ depth: 3, parentPath: 'hAxis.viewWindow' });
  expect(min.description).toBe(row('LineChart', 'vAxis.viewWindow.min')!.description);
  expect(row('LineChart', 'hAxis.viewWindow')!.description).toMatch(/range/);
  expect(Math.max(...options.map((o) => o.depth))).toBe(MAX_OPTION_DEPTH);
  // Text styles are spelled out in the type column, not expanded into rows.
  expect(row('PieChart', 'titleTextStyle')!.type).toMatch(/^\{ .*fontSize.* \}$/);
  expect(row('PieChart', 'titleTextStyle.color')).toBeUndefined();
  // Every row's parent is a row of the same table, listed before it.
  for (const owner of new Set(options.map((o) => o.owner))) {
    const paths = rowsOf(owner).map((o) => o.path);
    for (const o of rowsOf(owner)) {
      if (!o.parentPath) continue;
      expect(paths).toContain(o.parentPath);
      expect(paths.indexOf(o.parentPath)).toBeLessThan(paths.indexOf(o.path));
    }
  }
});

test('index signatures become [n] levels; booleans and arrays read as in code', () => {
  expect(row('Bar', 'series[n].color')).toMatchObject({ parentPath: 'series', depth: 2 });
  expect(row('Bar', 'isStacked')!.type).toBe("'percent' | 'relative' | 'absolute' | boolean");
  expect(row('PieChart', 'colors')!.type).toBe('string[]');
});

test('controls: their own options, ids carrying the control type', () => {
  expect(row('CategoryFilter', 'ui.selectedValuesLayout')).toMatchObject({
    anchor: 'option-CategoryFilter.ui.selectedValuesLayout',
    type: "'aside' | 'below' | 'belowWrapping' | 'belowStacked'",
  });
  expect(row('CategoryFilter', 'ui.label')!.description).toMatch(/label|Text/i);
  expect(row('ChartRangeFilter', 'ui.chartType')).toBeDefined();
});

test('ids are unique within a table and valid (no spaces)', () => {
  for (const owner of new Set(options.map((o) => o.owner))) {
    const anchors = rowsOf(owner).map((o) => o.anchor);
    expect(new Set(anchors).size).toBe(anchors.length);
  }
  expect(options.filter((o) => /\s/.test(o.anchor))).toEqual([]);
});

test('value sets: every quoted value of a description is in its type, or the option is open and says why', () => {
  expect(looseValueRows(options)).toEqual([]);
  // Documented sets are literal unions at any depth, the controls' too (in any order).
  const values = (owner: ChartType | ControlType, optionPath: string) =>
    row(owner, optionPath)?.type.split(' | ').sort();
  expect(values('PieChart', 'pieSliceText')).toEqual([
    "'label'",
    "'none'",
    "'percentage'",
    "'value'",
    "'value-and-percentage'",
  ]);
  expect(values('LineChart', 'hAxis.viewWindowMode')).toEqual([
    "'explicit'",
    "'maximized'",
    "'pretty'",
  ]);
  expect(values('ColumnChart', 'animation.easing')).toEqual([
    "'in'",
    "'inAndOut'",
    "'linear'",
    "'out'",
  ]);
  expect(values('DateRangeFilter', 'ui.format.formatType')).toEqual([
    "'long'",
    "'medium'",
    "'short'",
  ]);
  // Each open option is still an option somewhere, so no reason outlives its row.
  for (const key of Object.keys(OPEN_VALUE_OPTIONS)) {
    const [owner, optionPath] = key.includes(':') ? key.split(':') : [null, key];
    expect([
      key,
      options.some((o) => o.path === optionPath && (!owner || o.owner === owner)),
    ]).toEqual([key, true]);
  }
});

test("events: each chart type's, with the listener's argument and when each fires", () => {
  const of = (owner: ChartType) => events.filter((e) => e.owner === owner).map((e) => e.event);
  for (const chartType of CHART_TYPES)
    expect(of(chartType).slice(0, 3)).toEqual(['ready', 'select', 'error']);
  expect(of('GeoChart')).toEqual(['ready', 'select', 'error', 'regionClick']);
  expect(of('Gauge')).toEqual(['ready', 'select', 'error']);
  expect(events.find((e) => e.owner === 'GeoChart' && e.event === 'regionClick')).toEqual({
    owner: 'GeoChart',
    event: 'regionClick',
    anchor: 'event-regionClick',
    args: '{ region: string; }',
    description: expect.stringMatching(/clicked a region/),
  });
  expect(events.find((e) => e.event === 'ready')?.args).toBe('none');
  for (const row of events) expect(row.description).not.toBe('');
});

test('checkValueSets fails naming the option, its type and the values it lacks', () => {
  const loose: OptionDoc = {
    ...row('PieChart', 'pieSliceText')!,
    path: 'sliceText',
    type: 'string',
  };
  expect(() => checkValueSets([loose])).toThrow(
    "PieChart sliceText: typed string, but its description names 'percentage', 'value', 'value-and-percentage', 'label', 'none'",
  );
  expect(() => checkValueSets([{ ...loose, path: 'region' }])).not.toThrow();
});

test('sharedDoc: exact path, axis stand-in, then shorter paths', () => {
  const docs = new Map([
    ['legend.position', 'Where.'],
    ['axis.title', 'Axis title.'],
    ['viewWindow.min', 'Lowest.'],
  ]);
  expect(sharedDoc(docs, 'legend.position')).toBe('Where.');
  expect(sharedDoc(docs, 'vAxes[n].title')).toBe('Axis title.');
  expect(sharedDoc(docs, 'hAxis.viewWindow.min')).toBe('Lowest.');
  expect(sharedDoc(docs, 'position')).toBeUndefined();
  expect(sharedDoc(docs, 'tooltip.position')).toBeUndefined();
});

test('the cache: reused while the files are unchanged, read again after a change', async () => {
  expect(
    files.some((f) => f.endsWith(path.join('chartwrap', 'src', 'optionDocs', 'axes.ts'))),
  ).toBe(true);
  const store = new Map<string, unknown>();
  const cache = {
    get: async (key: string) => store.get(key),
    set: async (key: string, value: unknown) => void store.set(key, value),
  };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'options-reference-'));
  const entry = path.join(dir, 'index.ts');
  const write = (doc: string) =>
    fs.writeFileSync(
      entry,
      `export interface OptionDocs {\n  /** ${doc} */\n  size?: unknown;\n}\n` +
        `export interface ChartOptionsMap { Dot: { size?: number } }\n` +
        `export interface ControlOptionsMap { Knob: { turn?: 'left' | 'right' } }\n` +
        `export interface ChartEventArgsMap {\n  /** Drawn. */ ready: undefined;\n` +
        `  /** Picked. */ select: undefined;\n  /** Failed. */ error: { message: string };\n}\n` +
        `export interface ChartTypeEventsMap { Dot: never }\n`,
    );
  write('How big.');
  const first = (await cachedOptionsReference(cache, entry)).options;
  expect(first.find((o) => o.path === 'size')!.description).toBe('How big.');
  store.set('chartwrap-options-reference', {
    ...(store.get('chartwrap-options-reference') as object),
    value: { options: [{ path: 'from-cache' }], events: [] },
  });
  expect((await cachedOptionsReference(cache, entry)).options[0].path).toBe('from-cache');
  write('How large.');
  const { options: after, events: afterEvents } = await cachedOptionsReference(cache, entry);
  expect(afterEvents.map((e) => `${e.owner}.${e.event}`)).toEqual([
    'Dot.ready',
    'Dot.select',
    'Dot.error',
  ]);
  expect(after.find((o) => o.path === 'size')!.description).toBe('How large.');
  expect(after.find((o) => o.owner === 'Knob')!.type).toBe("'left' | 'right'");
  fs.rmSync(dir, { recursive: true });
});

test('GraphQL nodes: one per row, each field described, read back in table order', () => {
  const created: Record<string, unknown>[] = [];
  const some = [...rowsOf('Gauge')].reverse();
  sourceOptionNodes(
    {
      actions: { createNode: (n: Record<string, unknown>) => created.push(n) } as never,
      createNodeId: (key: string) => `id:${key}`,
      createContentDigest: () => 'digest',
    },
    some,
  );
  expect(created).toHaveLength(some.length);
  expect(created[0]).toMatchObject({ internal: { type: 'ChartwrapOption' } });
  expect(new Set(created.map((n) => n.id)).size).toBe(created.length);
  for (const key of Object.keys(some[0])) expect(OPTION_FIELDS).toHaveProperty(key);
  const back = optionsFromNodes(() => created as unknown as Node[]);
  expect(back.map((o) => o.path)).toEqual(rowsOf('Gauge').map((o) => o.path));
});

test('GraphQL event nodes: one per event, each field described, read back as read', () => {
  const created: Record<string, unknown>[] = [];
  const geo = events.filter((e) => e.owner === 'GeoChart');
  sourceOptionNodes(
    {
      actions: { createNode: (n: Record<string, unknown>) => created.push(n) } as never,
      createNodeId: (key: string) => `id:${key}`,
      createContentDigest: () => 'digest',
    },
    [],
    geo,
  );
  expect(created).toHaveLength(geo.length);
  expect(created[0]).toMatchObject({ internal: { type: 'ChartwrapEvent' } });
  expect(new Set(created.map((n) => n.id)).size).toBe(created.length);
  for (const key of Object.keys(geo[0])) expect(EVENT_FIELDS).toHaveProperty(key);
  expect(eventsFromNodes(() => created as unknown as Node[])).toEqual(geo);
});

test("Mdx.eventsReference: the page's chart type's events, only beside its options table", async () => {
  const context: ResolverContext = {
    nodeModel: { findAll: async <T>() => ({ entries: events as unknown as T[] }) },
  };
  const resolve = (body: string, chartType: string | null) =>
    eventsReferenceField.resolve({ body, frontmatter: { chartType } }, {}, context);
  const geo = (await resolve('<OptionsReference of="GeoChart" />', 'GeoChart')) as EventDoc[];
  expect(geo).toEqual(events.filter((e) => e.owner === 'GeoChart'));
  expect(geo.map((e) => e.anchor)).toContain('event-regionClick');
  // No options table of the chart type, or no chart type (a guide): no events table.
  expect(await resolve('No table.', 'GeoChart')).toEqual([]);
  expect(await resolve('<OptionsReference of="GeoChart" />', null)).toEqual([]);
});

test('Mdx.optionsReference: the rows of the tables a page shows, by owner; unknown owner fails', async () => {
  const context: ResolverContext = {
    nodeModel: { findAll: async <T>() => ({ entries: options as unknown as T[] }) },
  };
  const body = '## All\n\n<OptionsReference of="Map" />\n\n<OptionsReference of="Gauge" />\n';
  const rows = (await optionsReferenceField.resolve({ body }, {}, context)) as OptionDoc[];
  expect([...new Set(rows.map((o) => o.owner))]).toEqual(['Map', 'Gauge']);
  expect(rows.filter((o) => o.owner === 'Gauge')).toEqual(rowsOf('Gauge'));
  expect(await optionsReferenceField.resolve({ body: 'No table.' }, {}, context)).toEqual([]);
  await expect(
    optionsReferenceField.resolve({ body: '<OptionsReference of="Pie" />' }, {}, context),
  ).rejects.toThrow(/OptionsReference of="Pie"/);
});

test('the Markdown table: one row per option, pipes escaped, Google reference linked', () => {
  const table = optionsMarkdownTable(rowsOf('PieChart'));
  const lines = table.split('\n');
  expect(lines[0]).toBe('| Option | Type | Default | Description |');
  expect(lines).toHaveLength(rowsOf('PieChart').length + 2);
  expect(table).toContain("| `legend.position` | `'none' \\| 'bottom'");
  const section = optionsReferenceMarkdown('PieChart', rowsOf('PieChart'));
  expect(section).toContain(
    "Google's [pie chart reference](https://developers.google.com/chart/interactive/docs/gallery/piechart)",
  );
});

test('@default tags: one per chart type where defaults differ, else one for every chart type', () => {
  const defaults = [
    parseDefaultTag("PieChart: `'right'`"),
    parseDefaultTag('Table: `none`'),
    parseDefaultTag("`'top'`"),
  ];
  expect(defaults[0]).toEqual({ chartType: 'PieChart', value: "`'right'`" });
  expect(defaultFor(defaults, 'PieChart')).toBe("`'right'`");
  expect(defaultFor(defaults, 'Table')).toBe('`none`');
  expect(defaultFor(defaults, 'LineChart')).toBe("`'top'`");
  expect(defaultFor([parseDefaultTag('PieChart: `0`')], 'LineChart')).toBeNull();
  expect(parseDefaultTag('automatic')).toEqual({ chartType: null, value: 'automatic' });
});

test('a @default tag naming no chart type fails the build, naming the option and the tag', () => {
  const docs = new Map([
    ['pieHole', { description: 'Hole.', defaults: [parseDefaultTag('PieChrt: `0`')] }],
  ]);
  expect(() => checkDefaultTags(docs, new Set(['PieChart']))).toThrow(
    /1 @default tag\(s\).*\n {2}pieHole: @default PieChrt: `0`/s,
  );
  expect(() => checkDefaultTags(docs, new Set(['PieChrt']))).not.toThrow();
});

test('a default shows only where its entry names the whole path; shorter paths share words only', () => {
  const doc = (description: string, ...tags: string[]): SharedDoc => ({
    description,
    defaults: tags.map(parseDefaultTag),
  });
  const docs = new Map([
    ['legend.position', doc('Where.', "`'right'`")],
    ['axis.viewWindow.min', doc('Lowest.', 'automatic')],
    ['*.stroke', doc('Stroke.', "`'#666'`")],
  ]);
  // The whole path, or `axis.` and the rest for any axis: the default holds.
  expect(matchDoc(docs, 'legend.position')).toMatchObject({ wholePath: true });
  expect(rowDefault(matchDoc(docs, 'legend.position'), 'PieChart')).toBe("`'right'`");
  expect(rowDefault(matchDoc(docs, 'hAxes[n].viewWindow.min'), 'LineChart')).toBe('automatic');
  // A shorter path or a style leaf: the description is shared, the default is not.
  const inner = matchDoc(docs, 'colorAxis.legend.position');
  expect(inner).toMatchObject({ key: 'legend.position', wholePath: false });
  expect(inner?.doc.description).toBe('Where.');
  expect(rowDefault(inner, 'BubbleChart')).toBeNull();
  expect(rowDefault(matchDoc(docs, 'chartArea.backgroundColor.stroke'), 'LineChart')).toBeNull();
  expect(sharedDoc(docs, 'chartArea.backgroundColor.stroke')?.description).toBe('Stroke.');
});

test('in the reference: no tag spreads from a shorter path to a nested one', () => {
  // `legend.position`'s core-chart defaults are not Bubble's colour legend's.
  expect(row('BubbleChart', 'colorAxis.legend.position')?.description).toBe(
    row('PieChart', 'legend.position')?.description,
  );
  expect(tagOf('PieChart', 'legend.position')).toBe("`'right'`");
  expect(tagOf('Sankey', 'sankey.tooltip.textStyle')).toBeNull();
  expect(tagOf('LineChart', 'series[n].annotations.style')).toBeNull();
  expect(tagOf('LineChart', 'annotations.style')).toBe("`'point'`");
});

test('material charts take no unprefixed default; a tag naming them still holds', () => {
  const defaults = [parseDefaultTag("`'right'`"), parseDefaultTag("Bar: `'top'`")];
  expect(defaultFor(defaults, 'LineChart')).toBe("`'right'`");
  expect(defaultFor(defaults, 'Line')).toBeNull();
  expect(defaultFor(defaults, 'Bar')).toBe("`'top'`");
  for (const owner of MATERIAL_CHART_TYPES) {
    // The core charts' axis and tooltip defaults stay off the material charts' options.
    expect(tagOf(owner, 'hAxis.gridlines.color')).toBeNull();
    expect(tagOf(owner, 'tooltip.trigger')).toBeNull();
  }
  expect(tagOf('LineChart', 'tooltip.trigger')).toMatch(/^`'focus'`/);
});

test('a @default that would show in no row fails the build, naming the entry and the tag', () => {
  const docs = new Map<string, SharedDoc>([
    ['viewWindow.min', { description: 'Lowest.', defaults: [parseDefaultTag('automatic')] }],
    ['legend.position', { description: 'Where.', defaults: [parseDefaultTag("Gauge: `'top'`")] }],
    ['chart.title', { description: 'Title.', defaults: [parseDefaultTag('`null`')] }],
  ]);
  const shown = new Map([
    ['legend.position', new Set(['PieChart'])],
    ['chart.title', new Set(['Bar'])],
  ]);
  expect(() => checkDefaultsShown(docs, shown)).toThrow(
    /3 @default tag\(s\).*\n {2}viewWindow.min: @default automatic\n {2}legend.position: @default Gauge: `'top'`\n {2}chart.title: @default `null`/s,
  );
  expect(() =>
    checkDefaultsShown(
      docs,
      new Map([
        ['viewWindow.min', new Set(['LineChart'])],
        ['legend.position', new Set(['Gauge'])],
        ['chart.title', new Set(['Bar', 'LineChart'])],
      ]),
    ),
  ).not.toThrow();
});
