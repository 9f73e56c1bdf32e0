/**
 * @jest-environment node
 *
 * The mistakes people make with `<Chart>` options and events, each with the message the compiler
 * must give for it: the TypeScript compiler runs over every snippet below (one file each, in one
 * program), and each mistake's message must contain its expected text, name no internal type and
 * show no `never`. Beside them, the snippets that must compile. Also: completing a value offers
 * the allowed values.
 */
import path from 'node:path';
import ts from 'typescript';

interface Mistake {
  /** What the reader did wrong. */
  name: string;
  /** Code written after the imports. */
  code: string;
  /**
   * Text the messages must contain; for a value outside a set, the value and each allowed one
   * (the compiler orders a union's members as it met them, which may change).
   */
  message: string | string[];
}

const mistakes: Mistake[] = [
  // An option of another chart type.
  {
    name: 'curveType on a PieChart',
    code: `<Chart chartType="PieChart" options={{ curveType: 'function' }} />;`,
    message: `'curveType' is not an option of PieChart: it is an option of ComboChart, LineChart and ScatterChart`,
  },
  {
    name: 'pieHole on a LineChart',
    code: `<Chart chartType="LineChart" options={{ pieHole: 0.4 }} />;`,
    message: `'pieHole' is not an option of LineChart: it is an option of PieChart`,
  },
  {
    name: 'is3D on a BarChart',
    code: `<Chart chartType="BarChart" options={{ is3D: true }} />;`,
    message: `'is3D' is not an option of BarChart: it is an option of PieChart`,
  },
  {
    name: 'regionClick on a LineChart',
    code: `<Chart chartType="LineChart" chartEvents={[{ eventName: 'regionClick', callback: () => {} }]} />;`,
    message: [
      `Type '"regionClick"' is not assignable`,
      `"ready"`,
      `"select"`,
      `"error"`,
      `"click"`,
      `"onmouseover"`,
      `"onmouseout"`,
      `"animationfinish"`,
      `"animationframefinish"`,
    ],
  },
  {
    name: 'sort on a GeoChart',
    code: `<Chart chartType="GeoChart" chartEvents={[{ eventName: 'sort', callback: () => {} }]} />;`,
    message: [`Type '"sort"' is not assignable`, `"ready"`, `"select"`, `"error"`, `"regionClick"`],
  },
  // What Google's code ignores or rejects (google/google-visualization).
  {
    name: 'animationstart on a LineChart (nothing fires it)',
    code: `<Chart chartType="LineChart" chartEvents={[{ eventName: 'animationstart', callback: () => {} }]} />;`,
    message: [
      `Type '"animationstart"' is not assignable`,
      `"animationfinish"`,
      `"animationframefinish"`,
    ],
  },
  {
    name: 'animationfinish on a Table',
    code: `<Chart chartType="Table" chartEvents={[{ eventName: 'animationfinish', callback: () => {} }]} />;`,
    message: [`Type '"animationfinish"' is not assignable`, `"page"`, `"sort"`],
  },
  {
    name: 'bare cell values in a { cols, rows } literal',
    code: `<Chart chartType="Timeline" data={{ cols: [{ type: 'string' }, { type: 'date' }], rows: [{ c: ['Design', new Date(2024, 0, 15)] }] }} />;`,
    message: `a cell of a { cols, rows } literal is an object: write { v: value } (or { v, f, p }), or null for an empty cell`,
  },
  {
    name: 'vAxis.slantedText (read on the horizontal axis only)',
    code: `<Chart chartType="LineChart" options={{ vAxis: { slantedText: true } }} />;`,
    message: `'vAxis.slantedText' is not an option of LineChart: did you mean 'hAxis.slantedText'?`,
  },
  {
    name: 'vAxis.showTextEvery in a const',
    code: `const o = { vAxis: { showTextEvery: 2 } };\n<Chart chartType="ColumnChart" options={o} />;`,
    message: `'vAxis.showTextEvery' is not an option of ColumnChart: did you mean 'hAxis.showTextEvery'?`,
  },
  {
    name: "legend.numberFormat on a LineChart (only the colour axis's legend has one)",
    code: `<Chart chartType="LineChart" options={{ legend: { numberFormat: '#' } }} />;`,
    message: `'legend.numberFormat' is not an option of LineChart`,
  },
  {
    name: 'colorAxis.legend.alignment on a BubbleChart (the colour bar reads none)',
    code: `<Chart chartType="BubbleChart" options={{ colorAxis: { legend: { alignment: 'center' } } }} />;`,
    message: `'colorAxis.legend.alignment' is not an option of BubbleChart`,
  },
  {
    name: 'series annotations under datum (a series reads its own directly)',
    code: `<Chart chartType="LineChart" options={{ series: { 0: { annotations: { datum: { style: 'line' } } } } }} />;`,
    message: `'series.0.annotations.datum' is not an option of LineChart`,
  },
  {
    name: 'diff.innerCircle on a BarChart (a pie diff option)',
    code: `<Chart chartType="BarChart" options={{ diff: { innerCircle: { radiusFactor: 0.5 } } }} />;`,
    message: `'diff.innerCircle' is not an option of BarChart: it is an option of PieChart`,
  },
  {
    name: 'diff.oldData.inCenter on a ColumnChart',
    code: `<Chart chartType="ColumnChart" options={{ diff: { oldData: { inCenter: true } } }} />;`,
    message: `'diff.oldData.inCenter' is not an option of ColumnChart: it is an option of PieChart`,
  },
  // A misspelled option.
  {
    name: 'curvType',
    code: `<Chart chartType="LineChart" options={{ curvType: 'function' }} />;`,
    message: `'curvType' is not an option of LineChart: did you mean 'curveType'?`,
  },
  {
    name: 'tittle',
    code: `<Chart chartType="PieChart" options={{ tittle: 'Sales' }} />;`,
    message: `'tittle' is not an option of PieChart: did you mean 'title'?`,
  },
  {
    name: 'piehole in lower case',
    code: `<Chart chartType="PieChart" options={{ piehole: 0.4 }} />;`,
    message: `'piehole' is not an option of PieChart: did you mean 'pieHole'?`,
  },
  {
    name: 'legned, two letters swapped',
    code: `<Chart chartType="ColumnChart" options={{ legned: 'none' }} />;`,
    message: `'legned' is not an option of ColumnChart: did you mean 'legend'?`,
  },
  {
    name: 'an option no chart has',
    code: `<Chart chartType="LineChart" options={{ smoothing: true }} />;`,
    message: `Type 'true' is not assignable to type '"'smoothing' is not an option of LineChart"'`,
  },
  {
    name: 'ChartOptions<T> annotated, misspelled',
    code: `export const o: ChartOptions<'LineChart'> = { curvType: 'function' };`,
    message: `'curvType' does not exist in type 'LineChartOptions'. Did you mean to write 'curveType'?`,
  },
  // A value outside the documented set.
  {
    name: "curveType: 'smooth'",
    code: `<Chart chartType="LineChart" options={{ curveType: 'smooth' }} />;`,
    message: [`Type '"smooth"' is not assignable`, `"function"`, `"none"`],
  },
  {
    name: "pieSliceText: 'percent'",
    code: `<Chart chartType="PieChart" options={{ pieSliceText: 'percent' }} />;`,
    message: [
      `Type '"percent"' is not assignable`,
      `"percentage"`,
      `"value"`,
      `"value-and-percentage"`,
      `"label"`,
      `"none"`,
    ],
  },
  {
    name: "focusTarget: 'series'",
    code: `<Chart chartType="ColumnChart" options={{ focusTarget: 'series' }} />;`,
    message: [`Type '"series"' is not assignable`, `"datum"`, `"category"`],
  },
  {
    name: "displayMode: 'region'",
    code: `<Chart chartType="GeoChart" options={{ displayMode: 'region' }} />;`,
    message: [`Type '"region"' is not assignable`, `"auto"`, `"regions"`, `"markers"`, `"text"`],
  },
  {
    name: "page: 'on' on a Table",
    code: `<Chart chartType="Table" options={{ page: 'on' }} />;`,
    message: [`Type '"on"' is not assignable`, `"enable"`, `"event"`, `"disable"`],
  },
  {
    name: "ChartOptions<T> annotated, curveType: 'smooth'",
    code: `export const o: ChartOptions<'LineChart'> = { curveType: 'smooth' };`,
    message: [`Type '"smooth"' is not assignable`, `"function"`, `"none"`],
  },
  // A value of the wrong type.
  {
    name: "lineWidth: '2'",
    code: `<Chart chartType="LineChart" options={{ lineWidth: '2' }} />;`,
    message: `Type 'string' is not assignable to type 'number'`,
  },
  {
    name: "pieHole: 'big'",
    code: `<Chart chartType="PieChart" options={{ pieHole: 'big' }} />;`,
    message: `Type 'string' is not assignable to type 'number'`,
  },
  {
    name: "is3D: 'yes'",
    code: `<Chart chartType="PieChart" options={{ is3D: 'yes' }} />;`,
    message: `Type 'string' is not assignable to type 'boolean | undefined'`,
  },
  // Nested.
  {
    name: 'hAxis.titel',
    code: `<Chart chartType="LineChart" options={{ hAxis: { titel: 'Year' } }} />;`,
    message: `'hAxis.titel' is not an option of LineChart: did you mean 'hAxis.title'?`,
  },
  {
    name: "legend.position: 'up'",
    code: `<Chart chartType="LineChart" options={{ legend: { position: 'up' } }} />;`,
    message: [
      `Type '"up"' is not assignable`,
      `"none"`,
      `"in"`,
      `"bottom"`,
      `"left"`,
      `"right"`,
      `"top"`,
    ],
  },
  {
    name: "animation.easing: 'ease-in'",
    code: `<Chart chartType="ColumnChart" options={{ animation: { easing: 'ease-in' } }} />;`,
    message: [`Type '"ease-in"' is not assignable`, `"linear"`, `"in"`, `"out"`, `"inAndOut"`],
  },
  {
    name: "tooltip.trigger: 'hover'",
    code: `<Chart chartType="BarChart" options={{ tooltip: { trigger: 'hover' } }} />;`,
    message: [`Type '"hover"' is not assignable`, `"focus"`, `"none"`, `"selection"`, `"both"`],
  },
  {
    name: "vAxis.viewWindowMode: 'auto'",
    code: `<Chart chartType="AreaChart" options={{ vAxis: { viewWindowMode: 'auto' } }} />;`,
    message: [`Type '"auto"' is not assignable`, `"pretty"`, `"maximized"`, `"explicit"`],
  },
  {
    name: "explorer.actions: ['zoom']",
    code: `<Chart chartType="LineChart" options={{ explorer: { actions: ['zoom'] } }} />;`,
    message: [
      `Type '"zoom"' is not assignable`,
      `"dragToPan"`,
      `"dragToZoom"`,
      `"pinchToZoom"`,
      `"rightClickToReset"`,
      `"scrollToZoom"`,
    ],
  },
  {
    name: 'legend.postion, three levels',
    code: `<Chart chartType="PieChart" options={{ legend: { postion: 'bottom' } }} />;`,
    message: `'legend.postion' is not an option of PieChart: did you mean 'legend.position'?`,
  },
  // Options in a const declared apart.
  {
    name: 'const with a misspelled option',
    code: `const o = { title: 'T', curvType: 'function' };\n<Chart chartType="LineChart" options={o} />;`,
    message: `Type 'string' is not assignable to type '"'curvType' is not an option of LineChart: did you mean 'curveType'?"'`,
  },
  {
    name: "const with another chart's option",
    code: `const o = { title: 'T', pieHole: 0.4 };\n<Chart chartType="LineChart" options={o} />;`,
    message: `Type 'number' is not assignable to type '"'pieHole' is not an option of LineChart: it is an option of PieChart"'`,
  },
  {
    name: 'const with a nested misspelling',
    code: `const o = { hAxis: { titel: 'Year' } };\n<Chart chartType="LineChart" options={o} />;`,
    message: `'hAxis.titel' is not an option of LineChart: did you mean 'hAxis.title'?`,
  },
  {
    name: 'const with a wrong value type',
    code: `const o = { title: 'T', lineWidth: '2' };\n<Chart chartType="LineChart" options={o} />;`,
    message: `Type 'string' is not assignable to type 'number'`,
  },
  {
    name: 'const as const with a value outside the set',
    code: `const o = { curveType: 'smooth' } as const;\n<Chart chartType="LineChart" options={o} />;`,
    message: [`Type '"smooth"' is not assignable`, `"function"`, `"none"`],
  },
  {
    name: 'events in a const of another chart type',
    code: `const events: ChartEventOf<'GeoChart'>[] = [{ eventName: 'regionClick', callback: () => {} }];\n<Chart chartType="LineChart" chartEvents={events} />;`,
    message: [
      `Type 'ChartEventOf<"GeoChart">[]' is not assignable to type 'readonly ChartEventOf<"LineChart">[]'`,
      `eventName: "regionClick"`,
    ],
  },
  // satisfies.
  {
    name: "satisfies ChartOptions<'PieChart'> with a misspelling",
    code: `export const o = { pieHoel: 0.4 } satisfies ChartOptions<'PieChart'>;`,
    message: `'pieHoel' does not exist in type 'PieChartOptions'. Did you mean to write 'pieHole'?`,
  },
  {
    name: "satisfies ChartOptions<'LineChart'> with a value outside the set",
    code: `export const o = { legend: { position: 'up' } } satisfies ChartOptions<'LineChart'>;`,
    message: [
      `Type '"up"' is not assignable`,
      `"none"`,
      `"in"`,
      `"bottom"`,
      `"left"`,
      `"right"`,
      `"top"`,
    ],
  },
  // Spread of shared defaults.
  {
    name: 'defaults spread with a misspelled option',
    code: `const defaults = { fontName: 'Inter', legend: { position: 'bottom' } } as const;\n<Chart chartType="LineChart" options={{ ...defaults, curvType: 'function' }} />;`,
    message: `'curvType' is not an option of LineChart: did you mean 'curveType'?`,
  },
  {
    name: "defaults spread holding another chart's option",
    code: `const defaults = { fontName: 'Inter', pieHole: 0.4 };\n<Chart chartType="LineChart" options={{ ...defaults, title: 'T' }} />;`,
    message: `'pieHole' is not an option of LineChart: it is an option of PieChart`,
  },
];

/** Code that must compile: what the types accept, including what react-google-charts' do. */
const accepted: { name: string; code: string }[] = [
  {
    name: 'inline options of the chart type',
    code: `<Chart chartType="LineChart" options={{ title: 'T', curveType: 'function', legend: { position: 'bottom' }, hAxis: { viewWindowMode: 'explicit' } }} />;`,
  },
  {
    name: 'options in a const (widened strings)',
    code: `const o = { title: 'T', curveType: 'function', legend: { position: 'bottom' }, animation: { easing: 'out' } };\n<Chart chartType="LineChart" options={o} />;`,
  },
  {
    name: 'Record<string, any> options',
    code: `const o: Record<string, any> = { title: 'T' };\n<Chart chartType="LineChart" options={o} />;`,
  },
  {
    name: 'index-signature options',
    code: `interface Opts { title: string; [option: string]: unknown }\nconst o: Opts = { title: 'T', curvType: 'x' };\n<Chart chartType="LineChart" options={o} />;`,
  },
  {
    name: 'a ternary of two literals',
    code: `declare const flag: boolean;\nconst o = flag ? { title: 'A', curveType: 'function' } : { lineWidth: 2 };\n<Chart chartType="LineChart" options={o} />;`,
  },
  {
    name: 'defaults spread',
    code: `const defaults = { fontName: 'Inter', legend: { position: 'bottom' } } as const;\n<Chart chartType="PieChart" options={{ ...defaults, pieHole: 0.4 }} />;`,
  },
  {
    name: 'satisfies',
    code: `const o = { pieSliceText: 'value' } satisfies ChartOptions<'PieChart'>;\n<Chart chartType="PieChart" options={o} />;`,
  },
  {
    name: 'the animation events the core charts fire',
    code: `<Chart chartType="ColumnChart" chartEvents={[{ eventName: 'animationfinish', callback: () => {} }, { eventName: 'animationframefinish', callback: () => {} }]} />;`,
  },
  {
    name: 'cells of a { cols, rows } literal as { v, f } objects or null',
    code: `<Chart chartType="Table" data={{ cols: [{ type: 'string' }, { type: 'number' }], rows: [{ c: [{ v: 'Work' }, { v: 11, f: '11 h' }] }, { c: [{ v: 'Sleep' }, null] }] }} />;`,
  },
  {
    name: 'horizontal-axis options under hAxis, maxTextLines under vAxis',
    code: `<Chart chartType="LineChart" options={{ hAxis: { slantedText: true, slantedTextAngle: 45 }, vAxis: { maxTextLines: 2 } }} />;`,
  },
  {
    name: "each diff chart's own diff options",
    code: `<><Chart chartType="PieChart" options={{ diff: { innerCircle: { radiusFactor: 0.5 }, oldData: { inCenter: false } } }} /><Chart chartType="ColumnChart" options={{ diff: { newData: { widthFactor: 0.5 } } }} /><Chart chartType="ScatterChart" options={{ diff: { oldData: { opacity: 0.3 } } }} /></>;`,
  },
  {
    name: 'events of the chart type, inline',
    code: `<Chart chartType="GeoChart" chartEvents={[{ eventName: 'regionClick', callback: ({ eventArgs }) => eventArgs.region }]} />;`,
  },
  {
    name: 'props typed ChartProps, spread',
    code: `const props: ChartProps = { chartType: 'LineChart', options: { curveType: 'function' } };\n<Chart {...props} />;`,
  },
  {
    name: "ChartProps<'LineChart'> with options from a const",
    code: `const o = { curveType: 'function' };\nexport const props: ChartProps<'LineChart'> = { chartType: 'LineChart', options: o };`,
  },
  {
    name: "the material theme and Google's other zoom actions on a classic chart",
    code: `<Chart chartType="ColumnChart" options={{ theme: 'material', explorer: { actions: ['scrollToZoom', 'pinchToZoom'] } }} />;\n<Chart chartType="PieChart" options={{ pieSliceText: 'value-and-percentage' }} />;`,
  },
];

const CHARTWRAP = path.resolve(__dirname, '../src/index.ts');
const IMPORTS = `import { Chart, type ChartEventOf, type ChartOptions, type ChartProps } from 'chartwrap';\n`;
const fileOf = (group: string, index: number) =>
  path.resolve(__dirname, `__snippets__/${group}-${index}.tsx`);

const files = new Map<string, string>([
  ...mistakes.map((m, i) => [fileOf('mistake', i), IMPORTS + m.code] as const),
  ...accepted.map((a, i) => [fileOf('accepted', i), IMPORTS + a.code] as const),
]);
/** The completion probe: the cursor is after `curveType: '`. */
const completionFile = fileOf('completion', 0);
const completionText = `${IMPORTS}<Chart chartType="LineChart" options={{ curveType: '' }} />;`;
files.set(completionFile, completionText);

/** The hover probe: the cursor on `pieSliceText`, whose words come from `OptionDocs`. */
const hoverFile = fileOf('hover', 0);
const hoverText = `${IMPORTS}<Chart chartType="PieChart" options={{ pieSliceText: 'value' }} />;`;
files.set(hoverFile, hoverText);

const options: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2020,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  skipLibCheck: true,
  noEmit: true,
  types: ['google.visualization'],
  baseUrl: path.resolve(__dirname, '..'),
  paths: { chartwrap: [CHARTWRAP] },
};

const host: ts.LanguageServiceHost = {
  getCompilationSettings: () => options,
  getScriptFileNames: () => [...files.keys()],
  getScriptVersion: () => '1',
  getScriptSnapshot: (file) => {
    const text = files.get(file) ?? ts.sys.readFile(file);
    return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
  },
  getCurrentDirectory: () => path.resolve(__dirname, '..'),
  getDefaultLibFileName: ts.getDefaultLibFilePath,
  fileExists: (file) => files.has(file) || ts.sys.fileExists(file),
  readFile: (file) => files.get(file) ?? ts.sys.readFile(file),
  readDirectory: ts.sys.readDirectory,
  directoryExists: ts.sys.directoryExists,
  getDirectories: ts.sys.getDirectories,
};
const service = ts.createLanguageService(host);

const messagesOf = (file: string) =>
  service
    .getSemanticDiagnostics(file)
    .concat(service.getSyntacticDiagnostics(file))
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));

/** Names a message must not show: `never`, `NoInfer` and the library's internal helper types. */
const HIDDEN =
  /\bnever\b|NoInfer|OptionsTarget|OptionsChecked|ValueChecked|CheckedOptions|CheckedEvents|EventsTarget|ChartOptionsInput|OpenStrings|Documented|Corrected|UnknownOptionMessage/;

describe('each catalogued mistake is rejected by the types, with a message naming it and its fix', () => {
  it.each(mistakes.map((m, i) => [m.name, i] as const))('%s', (_name, index) => {
    const messages = messagesOf(fileOf('mistake', index));
    expect(messages.length).toBeGreaterThan(0);
    for (const part of [mistakes[index].message].flat()) {
      expect(messages.join('\n')).toContain(part);
    }
    for (const message of messages) expect(message).not.toMatch(HIDDEN);
  });
});

describe('what must compile', () => {
  it.each(accepted.map((a, i) => [a.name, i] as const))('%s', (_name, index) => {
    expect(messagesOf(fileOf('accepted', index))).toEqual([]);
  });
});

it("completing curveType: ' offers the allowed values", () => {
  const position = completionText.lastIndexOf("''") + 1;
  const names = service
    .getCompletionsAtPosition(completionFile, position, {})
    ?.entries.map((entry) => entry.name);
  expect(names).toEqual(expect.arrayContaining(['function', 'none']));
});

it("hovering an option shows what it means (OptionDocs' words)", () => {
  const info = service.getQuickInfoAtPosition(hoverFile, hoverText.indexOf('pieSliceText') + 2);
  expect(ts.displayPartsToString(info?.documentation)).toMatch(/slice/i);
  expect(ts.displayPartsToString(info?.displayParts)).toContain('"percentage"');
});
