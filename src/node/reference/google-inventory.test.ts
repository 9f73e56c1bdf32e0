/**
 * Our options and events tables held to Google's own source, through the inventory that
 * scripts/google-inventory/ reads from google/google-visualization: for each chart type the source
 * holds, every option row is a path its code reads (on that axis), every default a row shows from
 * our doc tags is the one its code falls back to, and every event we list is one it fires.
 */
import { buildInventory } from '../../../scripts/google-inventory/build-inventory';
import {
  LAYER_VALUE,
  UNSET_FALLBACKS,
  type UnsetFallback,
} from '../../../scripts/google-inventory/unset-fallbacks';
import {
  GOOGLE_INVENTORY,
  inventoryEntries,
  inventoryPath,
  isReadBySource,
  readOptionsReference,
  sourceDefault,
  defaultLiteral,
  MEMBERS_DEFAULT,
  type EventDoc,
  type OptionDoc,
  type TagDefault,
} from './options-reference';

/** The inventory's entry for the ChartWrapper: events every chart drawn through it fires. */
const WRAPPER = 'ChartWrapper';

let options: OptionDoc[];
let events: EventDoc[];
let tagDefaults: TagDefault[];
beforeAll(() => {
  ({ options, events, tagDefaults } = readOptionsReference());
});

/** Our chart types that Google's source holds. */
const sourceCharts = () =>
  [...new Set(options.map((o) => o.owner))].filter(
    (owner) => owner !== WRAPPER && owner in GOOGLE_INVENTORY.charts,
  );

test('the inventory names the commit it was read from and lists options and events per chart', () => {
  expect(GOOGLE_INVENTORY.source.repository).toBe('google/google-visualization');
  expect(GOOGLE_INVENTORY.source.commit).toMatch(/^[0-9a-f]{40}$/);
  for (const chart of sourceCharts()) {
    expect(Object.keys(GOOGLE_INVENTORY.charts[chart].options).length).toBeGreaterThan(0);
    expect(GOOGLE_INVENTORY.charts[chart].events).toContain('ready');
  }
});

test('row paths are written as the inventory writes them (axis views, index levels)', () => {
  expect(inventoryPath('hAxes[n].viewWindow.min')).toBe('hAxis.viewWindow.min');
  expect(inventoryPath('vAxes[n].title')).toBe('vAxis.title');
  expect(inventoryPath('series[n].color')).toBe('series.#.color');
  expect(defaultLiteral('right')).toBe("`'right'`");
  expect(defaultLiteral([{ color: '#fff', lighter: '#fff' }])).toBe("`['#fff']`");
  expect(defaultLiteral([{ fill: '#fff' }])).toBeNull();
  expect(defaultLiteral({ fill: '#fff', strokeWidth: 0 })).toBe(
    "`{ fill: '#fff', strokeWidth: 0 }`",
  );
  expect(defaultLiteral({ shadow: { radius: 2 } })).toBeNull();
});

test("every option row of a chart Google's source holds is a path its code reads for that chart", () => {
  const unread = options
    .filter((row) => sourceCharts().includes(row.owner))
    .filter((row) => !isReadBySource(row.owner, row.path))
    .map((row) => `${row.owner} ${row.path}: Google's code reads no ${inventoryPath(row.path)}`);
  expect(unread).toEqual([]);
});

/**
 * Tags written as the reader writes the option where Google's code keeps it in another form, by
 * option path: the same default.
 */
const TAGS_IN_THE_READERS_FORM: Readonly<Record<string, string>> = {
  focusTarget: "the code keeps the focus targets as a list (`['datum']`)",
  pointShape: "the code keeps a shape as an object (`{ type: 'circle' }`)",
  sliceVisibilityThreshold: 'the tag writes the fraction (`1/720`) the code holds as a decimal',
};

test("every default our doc tags give a source chart's option is the one Google's code uses", () => {
  // The tags are what an editor shows on hover; a row shows only what a source states. A tag in
  // words (`automatic`) says what a value does, so only a tag written as code is compared.
  const differing = tagDefaults
    .filter(({ owner }) => sourceCharts().includes(owner))
    .filter(({ path: rowPath, tag }) => /^`[^`]+`$/.test(tag) && !TAGS_IN_THE_READERS_FORM[rowPath])
    .flatMap(({ owner, path: rowPath, tag }) => {
      const fromSource = sourceDefault(owner, rowPath);
      return !fromSource?.startsWith('`') || fromSource === tag
        ? []
        : [`${owner} ${rowPath}: our tag says ${tag}, Google's code uses ${fromSource}`];
    });
  expect(differing).toEqual([]);
});

test("a source chart's row shows the source's default, and only that", () => {
  const rows = options.filter((row) => sourceCharts().includes(row.owner));
  for (const row of rows) {
    expect({ path: row.path, default: row.default }).toEqual({
      path: row.path,
      default: sourceDefault(row.owner, row.path),
    });
  }
  const shown = rows.filter((row) => row.default);
  expect(shown.filter((row) => row.defaultSource !== 'google-source')).toEqual([]);
  expect(shown.length).toBeGreaterThan(0);
});

test("a source chart's row shows the source's default wherever the source has one", () => {
  const rows = options.filter((row) => sourceCharts().includes(row.owner));
  for (const row of rows) {
    const fromSource = sourceDefault(row.owner, row.path);
    if (fromSource)
      expect({ path: row.path, default: row.default }).toEqual({
        path: row.path,
        default: fromSource,
      });
  }
  expect(rows.some((row) => row.defaultSource === 'google-source')).toBe(true);
});

test("every event we list for a source chart is one its code or Google's ChartWrapper fires", () => {
  const wrapperEvents = GOOGLE_INVENTORY.charts[WRAPPER].events;
  const unfired = events
    .filter((row) => sourceCharts().includes(row.owner))
    .filter(
      (row) =>
        !GOOGLE_INVENTORY.charts[row.owner].events.includes(row.event) &&
        !wrapperEvents.includes(row.event),
    )
    .map((row) => `${row.owner} ${row.event}: Google's code never fires it`);
  expect(unfired).toEqual([]);
});

test("an object row whose members Google's code reads one by one shows that each falls back alone", () => {
  const memberRows = options.filter(
    (row) => sourceCharts().includes(row.owner) && row.default === MEMBERS_DEFAULT,
  );
  expect(memberRows.map((row) => `${row.owner} ${row.path}`)).toContain(
    'LineChart hAxis.gridlines',
  );
  for (const row of memberRows) {
    const [{ option }] = inventoryEntries(row.owner, row.path);
    expect({
      row: `${row.owner} ${row.path}`,
      // Read only through its members, or read whole and, unset, left to its members' defaults.
      perMember: option.readThroughMembers ?? option.unset?.shown === MEMBERS_DEFAULT,
    }).toEqual({ row: `${row.owner} ${row.path}`, perMember: true });
    // The row is an object: it has rows under it, or its type lists its members.
    expect(row.hasChildren || !/^(string|number|boolean)$/.test(row.type)).toBe(true);
  }
});

test('the inventory script marks the objects read only through their members (fixture)', () => {
  const fixture = `
    function draw(options, index) {
      const color = options.inferStringValue('frame.border.color', 'red');
      const width = options.inferNumberValue('frame.border.width');
      const shadow = options.inferObjectValue('frame.shadow');
      const blur = options.inferNumberValue('frame.shadow.blur', 3);
      const height = options.inferNumberValue(\`rows.\${index}.height\`, 2);
      const bold = options.inferBooleanValue('rows.0.bold');
      const labels = options.inferValue('labels');
    }`;
  const inventory = buildInventory({
    commit: 'f'.repeat(40),
    files: new Map([['visualization/table/fixture_chart.ts', fixture]]),
  });
  const read = inventory.charts.Table.options;
  expect(read['frame.border.color']).toEqual({ default: 'red' });
  // A typed reader's own fallback when the read gives none.
  expect(read['frame.border.width']).toEqual({ default: 0 });
  expect(read.frame).toEqual({ readThroughMembers: true });
  expect(read['frame.border']).toEqual({ readThroughMembers: true });
  // Read as a whole object by a reader: its value is the code's, not its members' alone.
  expect(read['frame.shadow']).toEqual({ whole: true });
  // Maps by index or name have no members until the user adds them.
  expect(read.rows).toBeUndefined();
  expect(read['rows.0']).toBeUndefined();
  expect(read.labels).toEqual({});
});

test('the inventory script records what an unset option comes to, and stops when the source changed', () => {
  const explorer = (reads: string) => ({
    commit: 'f'.repeat(40),
    files: new Map([['events/explorer/explorer.ts', `function init(options) { ${reads} }`]]),
  });
  const read = buildInventory(
    explorer(
      "const settings = options.inferValue('explorer') || {}; const axis = settings['axis'];",
    ),
  ).charts.LineChart.options;
  expect(read.explorer.unset?.files).toEqual(['events/explorer/explorer.ts']);
  expect(read['explorer.axis'].unset?.shown).toBe('both axes');
  // No longer read with no default value: the recorded fact would be stale.
  expect(() => buildInventory(explorer("options.inferValue('explorer', {});"))).toThrow(/stale/);
});

test('every unset fallback a row shows is recorded in the inventory with the files that show it', () => {
  const rows = options.filter((row) => sourceCharts().includes(row.owner));
  const shown = rows.filter((row) =>
    inventoryEntries(row.owner, row.path).some(({ option }) => option.unset),
  );
  expect(shown.map((row) => `${row.owner} ${row.path}`)).toContain('LineChart explorer.actions');
  for (const row of shown) {
    const [{ option }] = inventoryEntries(row.owner, row.path);
    expect(row.default).toBe(sourceDefault(row.owner, row.path));
    expect(row.default).toContain(option.unset?.shown.replace(LAYER_VALUE, '').trim() ?? '');
    expect(option.unset?.files.length).toBeGreaterThan(0);
  }
});

test("the inventory script gives the table's class-name options the table's own names (fixture)", () => {
  const tableChart = `
    const PREFIX = 'chart-';
    const CSS_DEFAULT = { TH: [\`\${PREFIX}th\`, 'gradient'], TD: [\`\${PREFIX}td\`] };
    const CLASSNAME_TO_OPTION_NAME = { TH: 'headerCell', TD: 'tableCell' };
    function draw(options) { return options.inferObjectValue('cssClassNames'); }`;
  // Only the class names' own fact: the others name reads this fixture leaves out.
  const read = buildInventory(
    {
      commit: 'f'.repeat(40),
      files: new Map([['visualization/table/table_chart.ts', tableChart]]),
    },
    UNSET_FALLBACKS.filter((fact) => fact.path === 'cssClassNames'),
  ).charts.Table.options;
  expect(read['cssClassNames.headerCell']).toEqual({ default: 'chart-th gradient' });
  expect(read['cssClassNames.tableCell']).toEqual({ default: 'chart-td' });
  expect(read.cssClassNames.unset?.shown).toBe('per member');
});

test('the inventory script follows path helpers, local and passed defaults and the chart definition (fixture)', () => {
  const files = new Map([
    [
      'common/defaults.ts',
      `export const WIDTH = 2;
       export const DEFAULTS = { 'frameColor': '#333', 'panel': { 'fill': '#eee', 'stroke': '#999' } };`,
    ],
    [
      'common/motion.ts',
      `export function motion(options, defaultLength, defaultCurve) {
         options.inferNumberValue('motion.length', defaultLength);
         options.inferStringValue('motion.curve', defaultCurve);
       }`,
    ],
    [
      'visualization/corechart/chart_definer.ts',
      `import {motion} from '../../common/motion';
       const {SMOOTH} = Curve;
       const AUTO_SHADE = '<auto>';
       enum Curve { SMOOTH = 'smooth' }
       function define(options, chartDef, scatter) {
         chartDef.frameColor = options.inferColorValue('frameColor', '');
         options.inferBrushValue('panel');
         motion(options, 250, SMOOTH);
         const defaultAngle = 45;
         options.inferNumberValue('labelAngle', defaultAngle);
         const defaultSize = scatter ? 7 : 0;
         options.inferNumberValue(['series.0.size', 'size'], defaultSize);
         for (let i = 0; i < 3; i++) {
           const pathOf = (name: string, others?: string[]) => {
             const paths = [\`marks.\${i}.\${name}\`, \`marks.\${name}\`].concat(others || []);
             return paths;
           };
           options.inferNumberValue(pathOf('width', ['width']), WIDTH);
           options.inferNumberValue(pathOf('opacity', ['alpha']), scatter ? 0.5 : 1);
           options.inferValue(\`marks.\${i}\`);
           let shade = options.inferValue(pathOf('shade'), AUTO_SHADE);
           if (shade === AUTO_SHADE) shade = 'computed';
         }
       }`,
    ],
    [
      'axis/axis_definer.ts',
      `function axis(options, chartDef) { options.inferColorValue('frameColor', chartDef.frameColor); }`,
    ],
  ]);
  // No facts read by hand: they name the real files, which this fixture stands in for.
  const inventory = buildInventory({ commit: 'f'.repeat(40), files }, []);
  const read = inventory.charts.LineChart.options;
  // A helper's paths with its parameters bound: the option, then the ones it falls back to.
  expect(read['marks.*.width']).toEqual({ fallsBackTo: 'marks.width', default: 2 });
  expect(read.width).toEqual({ default: 2 });
  // The row takes the entry naming its path, not the map entry (`marks.*`) above it.
  expect(sourceDefault('LineChart', 'marks[n].width', inventory)).toBe('`2`');
  // A map of entries with settings shared by every entry right under it: unset, no entries.
  expect(read.marks).toBeUndefined();
  // A placeholder the code then swaps for a computed value is no default.
  expect(read['marks.*.shade']).toEqual({ fallsBackTo: 'marks.shade', computedToo: true });
  // A default chosen at run time: each value, for the option read and not for `alpha`.
  expect(read['marks.*.opacity'].defaults).toEqual([0.5, 1]);
  expect(read.alpha).toEqual({});
  expect(read.size.defaults).toEqual([7, 0]);
  // A local constant, and the values the one caller hands (an enum member taken out by name).
  expect(read.labelAngle).toEqual({ default: 45 });
  expect(read['motion.length']).toEqual({ default: 250 });
  expect(read['motion.curve']).toEqual({ default: 'smooth' });
  // The axis falls back to what the chart's definition read: the top-level option's default.
  expect(read['hAxis.frameColor']).toEqual({ default: '#333' });
  expect(read['vAxis.frameColor']).toEqual({ default: '#333' });
  // An object read whole with no default argument: the layers' members under it.
  expect(read.panel).toEqual({ whole: true, default: { fill: '#eee', stroke: '#999' } });
});

test('the inventory script checks facts that name the layers, choose between values, cover a map or a member of an object read whole (fixture)', () => {
  const definer = (reads: string) => ({
    commit: 'f'.repeat(40),
    files: new Map([
      [
        'common/defaults.ts',
        `export const DEFAULTS = { 'titleTextStyle': { 'color': '#000000', 'bold': true } };`,
      ],
      [
        'visualization/corechart/chart_definer.ts',
        `function define(options, chartDef, scatter) { ${reads} }`,
      ],
    ]),
  });
  const reads = `
    options.inferTextStyleValue('titleTextStyle', { fontName: chartDef.defaultFontName });
    options.inferStringValue('sliceText', scatter ? 'none' : 'percentage');
    for (let i = 0; i < 3; i++) options.inferColorValue(\`lanes.\${i}.color\`, '');
    options.inferBrushValue('box');`;
  const file = 'visualization/corechart/chart_definer.ts';
  const facts: UnsetFallback[] = [
    {
      charts: ['PieChart'],
      path: 'titleTextStyle',
      shown: '{layer} in the chart font',
      files: [file],
    },
    {
      charts: ['PieChart'],
      path: 'sliceText',
      shown: "`'percentage'`; `'none'` on scatter",
      files: [file],
      values: ['percentage', 'none'],
    },
    { charts: ['PieChart'], path: 'lanes', shown: 'none (no lanes)', files: [file] },
    { charts: ['PieChart'], path: 'box.stroke', shown: 'none (no outline)', files: [file] },
  ];
  const inventory = buildInventory(definer(reads), facts);
  const read = inventory.charts.PieChart.options;
  expect(read.titleTextStyle.unset).toEqual({
    shown: '{layer} in the chart font',
    files: [file],
    layer: { color: '#000000', bold: true },
  });
  expect(sourceDefault('PieChart', 'titleTextStyle', inventory)).toBe(
    "`{ color: '#000000', bold: true }` in the chart font",
  );
  expect(sourceDefault('PieChart', 'sliceText', inventory)).toBe(
    "`'percentage'`; `'none'` on scatter",
  );
  expect(sourceDefault('PieChart', 'lanes', inventory)).toBe('none (no lanes)');
  // A member of an object read whole with no default of its own.
  expect(sourceDefault('PieChart', 'box.stroke', inventory)).toBe('none (no outline)');
  // The code now chooses between other values: the fact is stale.
  const otherChoice = reads.replace("'none'", "'value'");
  expect(() => buildInventory(definer(otherChoice), facts)).toThrow(/sliceText is stale/);
  // The layers no longer hold the value the fact names.
  const noLayer = definer(reads);
  noLayer.files.set('common/defaults.ts', 'export const DEFAULTS = {};');
  expect(() => buildInventory(noLayer, facts)).toThrow(/titleTextStyle is stale/);
});

test("the inventory script puts the scatter chart's inserted layer over the defaults (fixture)", () => {
  const definer = (body: string) => ({
    commit: 'f'.repeat(40),
    files: new Map([
      [
        'visualization/corechart/axis_chart_definer.ts',
        `function initSteps(options, chartDef) {
           ${body}
           options.inferNumberValue('pointSize', 0);
         }`,
      ],
    ]),
  });
  const layered = buildInventory(
    definer(
      "if (chartDef.chartType === ChartType.SCATTER) { options.insertLayer(1, { 'pointSize': 7 }); }",
    ),
    [],
  );
  expect(layered.charts.ScatterChart.options.pointSize).toEqual({ default: 7 });
  expect(layered.charts.LineChart.options.pointSize).toEqual({ default: 0 });
  // The layer is gone from the definer: the script stops rather than miss it.
  expect(() => buildInventory(definer(''), [])).toThrow(/ScatterChart's inserted layer/);
});

test('every fact read by hand is recorded for each of its charts (none skipped by a misnamed file)', () => {
  // The script skips a fact whose files the tree lacks (a fixture's): on Google's tree, each
  // must have taken effect.
  const missing = UNSET_FALLBACKS.flatMap((fact) =>
    fact.charts
      .filter(
        (chart) => GOOGLE_INVENTORY.charts[chart]?.options[fact.path]?.unset?.shown !== fact.shown,
      )
      .map((chart) => `${chart} ${fact.path} (${fact.files.join(', ')})`),
  );
  expect(missing).toEqual([]);
});
