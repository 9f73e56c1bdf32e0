/**
 * Type-level tests of the `options` prop, checked by `tsc` (npm run typecheck): every
 * `@ts-expect-error` must be an error, and everything else must compile.
 */
import { Chart, type ChartOptions } from '../src';

const data = [
  ['Task', 'Hours'],
  ['Work', 11],
];

// Options declared in a `const` apart from the JSX: TypeScript widens their strings to `string`.
const lineOptions = {
  title: 'Company Performance',
  curveType: 'function',
  legend: { position: 'bottom' },
  series: { 0: { lineDashStyle: [4, 2] } },
};
const misspelled = { title: 'T', curveTyp: 'function' };
const ofAnotherType = { title: 'T', pieHole: 0.4 };
const wrongValueType = { title: 'T', lineWidth: '2' };
const nestedMisspelled = { legend: { postion: 'bottom' } };
const exact = { curveType: 'function', legend: { position: 'bottom' } } as const;
const exactWrong = { curveType: 'smooth' } as const;

export const declaredApart = [
  <Chart key="1" chartType="LineChart" data={data} options={lineOptions} />,
  <Chart key="2" chartType="LineChart" data={data} options={exact} />,
  // @ts-expect-error: `curveTyp` is not an option (misspelled), even from a const
  <Chart key="3" chartType="LineChart" data={data} options={misspelled} />,
  // @ts-expect-error: `pieHole` is a PieChart option, not a LineChart one
  <Chart key="4" chartType="LineChart" data={data} options={ofAnotherType} />,
  // @ts-expect-error: `lineWidth` is a number
  <Chart key="5" chartType="LineChart" data={data} options={wrongValueType} />,
  // @ts-expect-error: `legend.postion` is misspelled, at any depth
  <Chart key="6" chartType="LineChart" data={data} options={nestedMisspelled} />,
  // @ts-expect-error: a literal kept by `as const` must be one Google Charts allows
  <Chart key="7" chartType="LineChart" data={data} options={exactWrong} />,
];

export const inline = [
  <Chart key="1" chartType="LineChart" data={data} options={{ curveType: 'function' }} />,
  // @ts-expect-error: a literal written inline must be one Google Charts allows
  <Chart key="2" chartType="LineChart" data={data} options={{ curveType: 'functoin' }} />,
  // @ts-expect-error: `legend.position` values are checked inline too
  <Chart key="3" chartType="LineChart" data={data} options={{ legend: { position: 'under' } }} />,
];

// Options that @types/google.visualization rejected although Google Charts documents them: each
// accepted, and still checked.
export const corrected = [
  <Chart
    key="gantt"
    chartType="Gantt"
    data={data}
    options={{
      gantt: { defaultStartDateMillis: new Date(2015, 3, 28), labelStyle: { fontSize: 12 } },
    }}
  />,
  // prettier-ignore
  // @ts-expect-error: defaultStartDateMillis is a time, not a string
  <Chart key="gantt-x" chartType="Gantt" options={{ gantt: { defaultStartDateMillis: 'today' } }} />,
  <Chart key="histogram-gap" chartType="Histogram" data={data} options={{ bar: { gap: 0 } }} />,
  // @ts-expect-error: bar.gap is a number of pixels
  <Chart key="histogram-gap-x" chartType="Histogram" options={{ bar: { gap: 'none' } }} />,
  // @ts-expect-error: `gap` is a histogram option, not a BarChart one
  <Chart key="bar-gap-x" chartType="BarChart" options={{ bar: { gap: 0 } }} />,
  <Chart key="bar-width" chartType="BarChart" options={{ bar: { groupWidth: '75%' } }} />,
  <Chart
    key="histogram-buckets"
    chartType="Histogram"
    options={{ histogram: { maxNumBuckets: 10, bucketSize: 2, numBucketsRule: 'sqrt' } }}
  />,
  // prettier-ignore
  // @ts-expect-error: maxNumBuckets is a number
  <Chart key="histogram-buckets-x" chartType="Histogram" options={{ histogram: { maxNumBuckets: '10' } }} />,
  <Chart key="mirrorlog" chartType="Histogram" options={{ vAxis: { scaleType: 'mirrorLog' } }} />,
  <Chart key="log" chartType="LineChart" options={{ hAxis: { scaleType: 'log' } }} />,
  // @ts-expect-error: not a scale type
  <Chart key="mirrorlog-x" chartType="LineChart" options={{ vAxis: { scaleType: 'mirrorlog' } }} />,
  <Chart
    key="crosshair"
    chartType="ScatterChart"
    options={{ crosshair: { orientation: 'both' } }}
  />,
  // prettier-ignore
  // @ts-expect-error: not an orientation
  <Chart key="crosshair-x" chartType="LineChart" options={{ crosshair: { orientation: 'diagonal' } }} />,
  <Chart
    key="timeline"
    chartType="Timeline"
    options={{
      allowHtml: true,
      timeline: { barLabelStyle: { fontSize: 14 }, rowLabelStyle: { color: '#603913' } },
    }}
  />,
  // prettier-ignore
  // @ts-expect-error: fontSize is a number
  <Chart key="timeline-x" chartType="Timeline" options={{ timeline: { barLabelStyle: { fontSize: '14' } } }} />,
  // @ts-expect-error: allowHtml is a boolean
  <Chart key="timeline-html-x" chartType="Timeline" options={{ allowHtml: 'yes' }} />,
  <Chart
    key="treemap"
    chartType="TreeMap"
    options={{
      highlightOnMouseOver: true,
      generateTooltip: (row, size, value) => `${row} ${size} ${value}`,
    }}
  />,
  // @ts-expect-error: generateTooltip is a function returning HTML
  <Chart key="treemap-x" chartType="TreeMap" options={{ generateTooltip: '<b>tip</b>' }} />,
  <Chart key="wordtree" chartType="WordTree" options={{ colors: ['black', 'red', 'blue'] }} />,
  // @ts-expect-error: colors is a list
  <Chart key="wordtree-x" chartType="WordTree" options={{ colors: 'black' }} />,
];

// Diff charts' own options, on the four chart types that draw diffs.
export const diffOptions = [
  <Chart
    key="pie"
    chartType="PieChart"
    options={{ diff: { innerCircle: { radiusFactor: 0.4 } } }}
  />,
  <Chart
    key="column"
    chartType="ColumnChart"
    options={{ diff: { newData: { widthFactor: 0.5 } } }}
  />,
  <Chart
    key="scatter"
    chartType="ScatterChart"
    options={{ diff: { oldData: { opacity: 0.5 } } }}
  />,
  // @ts-expect-error: diff options are not LineChart options
  <Chart key="line" chartType="LineChart" options={{ diff: { oldData: { opacity: 0.5 } } }} />,
  // prettier-ignore
  // @ts-expect-error: radiusFactor is a number
  <Chart key="pie-x" chartType="PieChart" options={{ diff: { innerCircle: { radiusFactor: 'half' } } }} />,
];

// ColorFormat ranges declared in a const are widened from tuples to arrays, and still accepted.
const colorRanges = [[0, 100, 'white', 'orange']];
export const colorFormat = (
  <Chart chartType="Table" formatters={[{ type: 'ColorFormat', column: 1, ranges: colorRanges }]} />
);
// prettier-ignore
// @ts-expect-error: a range's colours are strings
export const badColorFormat = <Chart chartType="Table" formatters={[{ type: 'ColorFormat', column: 1, ranges: [[0, 1, 'red', { color: 'white' }]] }]} />;

// The exact types stay exact: annotate (or `satisfies`) a const to keep checking its literals.
export const annotated: ChartOptions<'LineChart'> = { curveType: 'function' };
// @ts-expect-error: ChartOptions<'LineChart'> allows the documented literals only
export const annotatedWrong: ChartOptions<'LineChart'> = { curveType: 'smooth' };
export const satisfied = { legend: { position: 'bottom' } } satisfies ChartOptions<'PieChart'>;
export const withSatisfied = <Chart chartType="PieChart" options={satisfied} />;

// TypeScript that compiles against react-google-charts' looser types compiles here too: options
// typed with an index signature (whose keys the compiler cannot know), a ternary of two literals
// with different keys, formatter and control lists declared in a `const` (widened strings).
declare const flag: boolean;
const anyOptions: Record<string, any> = { title: 'T' }; // eslint-disable-line @typescript-eslint/no-explicit-any
const unknownOptions: Record<string, unknown> = { title: 'T' };
interface IndexedOptions {
  title: string;
  [option: string]: unknown;
}
const indexedOptions: IndexedOptions = { title: 'T', curveType: 'function' };
const ternaryOptions = flag ? { title: 'A', curveType: 'function' } : { lineWidth: 2 };
const formatters = [{ type: 'NumberFormat', column: 1, options: { prefix: '$' } }];
const patternFormatters = [{ type: 'PatternFormat', column: [0, 1], pattern: '{0} ({1})' }];
const controls = [
  { controlType: 'CategoryFilter', controlPosition: 'bottom', options: { filterColumnIndex: 0 } },
];
export const looser = [
  <Chart key="any" chartType="LineChart" data={data} options={anyOptions} />,
  <Chart key="unknown" chartType="LineChart" data={data} options={unknownOptions} />,
  <Chart key="indexed" chartType="LineChart" data={data} options={indexedOptions} />,
  <Chart key="ternary" chartType="LineChart" data={data} options={ternaryOptions} />,
  <Chart key="formatters" chartType="Table" data={data} formatters={formatters} />,
  <Chart key="pattern" chartType="Table" data={data} formatters={patternFormatters} />,
  <Chart key="controls" chartType="Table" data={data} controls={controls} />,
];
// A ternary still has its options checked: `curveTyp` is misspelled in one branch.
const ternaryWrong = flag ? { title: 'A', curveTyp: 'function' } : { lineWidth: 2 };
// @ts-expect-error: `curveTyp` is not an option
export const ternaryChecked = <Chart chartType="LineChart" options={ternaryWrong} />;
// A formatter list declared apart still needs each formatter's fields.
const formattersWrong = [{ type: 'NumberFormat', column: 'first' }];
// @ts-expect-error: `column` is an index
export const formattersChecked = <Chart chartType="Table" formatters={formattersWrong} />;
