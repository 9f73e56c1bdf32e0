/**
 * What data each chart type draws: its columns in order, the type each takes, which may be left
 * out, and which column roles (tooltip, annotation, style…) it reads. The one table of data
 * formats: the options explorer's Data tab checks a reader's data against it and the chart pages
 * show it (DataFormat in src/components/playground). Facts from Google's "Data format" section of
 * each chart's page.
 */
import type { ChartType, ColumnRole, ColumnType } from 'chartwrap';

export interface FormatColumn {
  /** What the column holds, as the chart's page names it. */
  name: string;
  /** The column types it takes. */
  types: readonly ColumnType[];
  /** May be left out (the columns after it move up). */
  optional?: true;
  /** One or more such columns (a series each); only ever the last column. */
  repeats?: true;
}

export interface DataFormat {
  /** The chart's name with its article, to start a sentence: "A Sankey diagram". */
  article: string;
  columns: readonly FormatColumn[];
  /** The roles a column may take beside the data columns, each after the column it qualifies. */
  roles: readonly ColumnRole[];
}

const DOMAIN: readonly ColumnType[] = ['string', 'number', 'date', 'datetime', 'timeofday'];
const DATES: readonly ColumnType[] = ['date', 'datetime'];
/** The roles the core charts with axes read (Google's "Column roles" page). */
const AXIS_ROLES: readonly ColumnRole[] = [
  'annotation',
  'annotationText',
  'tooltip',
  'style',
  'interval',
  'certainty',
  'emphasis',
  'scope',
];
const column = (name: string, types: readonly ColumnType[], more: Partial<FormatColumn> = {}) => ({
  name,
  types,
  ...more,
});
const series = column('value', ['number'], { repeats: true });

/** Category or x on the first column, then one number column per series. */
const axisChart = (article: string, roles: readonly ColumnRole[] = AXIS_ROLES): DataFormat => ({
  article,
  columns: [column('x', DOMAIN), series],
  roles,
});

export const DATA_FORMATS: Readonly<Record<ChartType, DataFormat>> = {
  AnnotationChart: {
    article: 'An annotation chart',
    columns: [column('date', DATES), series],
    roles: ['annotation', 'annotationText'],
  },
  AreaChart: axisChart('An area chart'),
  Bar: axisChart('A material bar chart', []),
  BarChart: axisChart('A bar chart'),
  BubbleChart: {
    article: 'A bubble chart',
    columns: [
      column('label', ['string']),
      column('x', ['number']),
      column('y', ['number']),
      column('colour', ['string', 'number'], { optional: true }),
      column('size', ['number'], { optional: true }),
    ],
    roles: [],
  },
  Calendar: {
    article: 'A calendar chart',
    columns: [column('date', DATES), column('value', ['number'])],
    roles: ['tooltip'],
  },
  CandlestickChart: {
    article: 'A candlestick chart',
    columns: [
      column('x', ['string', 'number', 'date', 'datetime']),
      column('low', ['number']),
      column('open', ['number']),
      column('close', ['number']),
      column('high', ['number']),
    ],
    roles: ['tooltip', 'style'],
  },
  ColumnChart: axisChart('A column chart'),
  ComboChart: axisChart('A combo chart'),
  Gantt: {
    article: 'A Gantt chart',
    columns: [
      column('task ID', ['string']),
      column('task name', ['string']),
      column('resource', ['string'], { optional: true }),
      column('start', ['date']),
      column('end', ['date']),
      column('duration', ['number']),
      column('percent complete', ['number']),
      column('dependencies', ['string']),
    ],
    roles: [],
  },
  Gauge: {
    article: 'A gauge',
    columns: [column('label', ['string']), column('value', ['number'])],
    roles: [],
  },
  GeoChart: {
    article: 'A geo chart',
    columns: [
      column('location', ['string']),
      column('colour', ['number'], { optional: true }),
      column('size', ['number'], { optional: true }),
    ],
    roles: ['tooltip'],
  },
  Histogram: {
    article: 'A histogram',
    columns: [column('label', ['string']), series],
    roles: [],
  },
  Line: axisChart('A material line chart', []),
  LineChart: axisChart('A line chart'),
  Map: {
    article: 'A map',
    columns: [
      column('latitude', ['number']),
      column('longitude', ['number']),
      column('description', ['string'], { optional: true }),
    ],
    roles: [],
  },
  OrgChart: {
    article: 'An org chart',
    columns: [
      column('name', ['string']),
      column('manager', ['string'], { optional: true }),
      column('tooltip', ['string'], { optional: true }),
    ],
    roles: [],
  },
  PieChart: {
    article: 'A pie chart',
    columns: [column('label', ['string']), column('value', ['number'])],
    roles: ['tooltip'],
  },
  Sankey: {
    article: 'A Sankey diagram',
    columns: [column('from', ['string']), column('to', ['string']), column('weight', ['number'])],
    roles: ['tooltip', 'style'],
  },
  Scatter: {
    article: 'A material scatter chart',
    columns: [column('x', ['number', 'date', 'datetime', 'timeofday']), series],
    roles: [],
  },
  ScatterChart: {
    article: 'A scatter chart',
    columns: [column('x', ['number', 'date', 'datetime', 'timeofday']), series],
    roles: ['annotation', 'annotationText', 'tooltip', 'style', 'certainty', 'emphasis', 'scope'],
  },
  SteppedAreaChart: axisChart('A stepped area chart'),
  Table: {
    article: 'A table',
    columns: [
      column('column', ['string', 'number', 'boolean', 'date', 'datetime', 'timeofday'], {
        repeats: true,
      }),
    ],
    roles: [],
  },
  Timeline: {
    article: 'A timeline',
    columns: [
      column('row label', ['string']),
      column('bar label', ['string'], { optional: true }),
      column('start', ['number', 'date', 'datetime']),
      column('end', ['number', 'date', 'datetime']),
    ],
    roles: ['tooltip', 'style'],
  },
  TreeMap: {
    article: 'A tree map',
    columns: [
      column('label', ['string']),
      column('parent', ['string']),
      column('size', ['number']),
      column('colour', ['number'], { optional: true }),
    ],
    roles: [],
  },
  WordTree: {
    article: 'A word tree',
    columns: [column('text', ['string'])],
    roles: [],
  },
};

/** A column type as the reader's messages name it. */
export const TYPE_WORDS: Readonly<Record<ColumnType, string>> = {
  string: 'text',
  number: 'number',
  boolean: 'true/false',
  date: 'date',
  datetime: 'date and time',
  timeofday: 'time of day',
};

const COUNT_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];
const countWord = (n: number) => COUNT_WORDS[n] ?? String(n);

/** "a, b and c". */
export const listWords = (words: readonly string[]) =>
  words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

/** A column's types in words: "text or number". */
export const typesInWords = (types: readonly ColumnType[]) => {
  if (types.length === Object.keys(TYPE_WORDS).length) return 'any type';
  const words = types.map((type) => TYPE_WORDS[type]);
  return words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
};

/** The number of data columns a format takes, at least and at most (Infinity when one repeats). */
export function columnCounts(format: DataFormat): { min: number; max: number } {
  const min = format.columns.filter((c) => !c.optional).length;
  const max = format.columns.some((c) => c.repeats) ? Infinity : format.columns.length;
  return { min, max };
}

/**
 * The format's columns for a number of data columns: the optional ones kept from the left while
 * the count allows, the repeating one repeated to fill it. Null when no arrangement has that many.
 */
export function columnsFor(format: DataFormat, count: number): FormatColumn[] | null {
  const { min, max } = columnCounts(format);
  if (count < min || count > max) return null;
  let spareOptional = count - min;
  const kept = format.columns.filter((c) => !c.optional || spareOptional-- > 0);
  const last = kept.at(-1);
  while (last?.repeats && kept.length < count) kept.push(last);
  return kept;
}

/**
 * What the chart type needs, as a sentence's start: "A Sankey diagram needs three columns: from
 * (text), to (text) and weight (number)".
 */
export function formatSentence(format: DataFormat): string {
  const { min, max } = columnCounts(format);
  const count =
    max === Infinity
      ? `${countWord(min)} or more columns`
      : min === max
        ? `${countWord(min)} column${min === 1 ? '' : 's'}`
        : `${countWord(min)} to ${countWord(max)} columns`;
  const parts = format.columns.map(
    (c) =>
      `${c.name} (${typesInWords(c.types)}${c.optional ? ', optional' : ''}${c.repeats ? ', one or more' : ''})`,
  );
  return `${format.article} needs ${count}: ${listWords(parts)}`;
}
