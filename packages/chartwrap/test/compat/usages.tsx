/**
 * react-google-charts usages, written as its documentation writes them (options and data in a
 * `const` apart from the JSX, its prop names and callback shapes), with only the import naming
 * `chartwrap`. This file must type-check as it is, with no error suppressed and no cast (a test
 * reads it to make sure). `compat.test.tsx` draws each usage with the fake Google namespace.
 */
import { useState } from 'react';
import {
  Chart,
  type ChartProps,
  type GoogleChartEditor,
  type GoogleChartWrapper,
  type GoogleViz,
  type ReactGoogleChartEvent,
} from 'chartwrap';

/** The props of react-google-charts 5.x's `<Chart>` (its `ReactGoogleChartProps`). */
export const PEER_PROPS = [
  'chartType',
  'data',
  'rows',
  'columns',
  'diffdata',
  'options',
  'width',
  'height',
  'graphID',
  'graph_id',
  'className',
  'style',
  'rootProps',
  'loader',
  'errorElement',
  'chartEvents',
  'chartActions',
  'chartVersion',
  'chartPackages',
  'chartLanguage',
  'chartLoaderScriptUrl',
  'mapsApiKey',
  'legendToggle',
  'legend_toggle',
  'onLoad',
  'getChartWrapper',
  'getChartEditor',
  'formatters',
  'spreadSheetUrl',
  'spreadSheetQueryParameters',
  'controls',
  'render',
  'toolbarItems',
  'toolbarID',
  'chartWrapperParams',
] as const;
export type PeerProp = (typeof PEER_PROPS)[number];
// Every one is a prop of Chartwrap's <Chart>: the compiler checks this line.
export const peerPropsOfChart: readonly (keyof ChartProps)[] = PEER_PROPS;

/** The callback shapes react-google-charts documents. */
export const PEER_CALLBACKS = [
  'chartEvents: callback({ chartWrapper, google, eventArgs, props })',
  'controlEvents: callback({ chartWrapper, controlWrapper, google, eventArgs })',
  'chartActions: action(chartWrapper)',
  'onLoad(google, { google, chartWrapper, chartDashboard, chartEditor })',
  'getChartWrapper(chartWrapper, google)',
  'getChartEditor({ chartEditor, chartWrapper, google })',
  'render({ renderChart, renderControl, renderToolbar })',
  'renderControl(({ control, controlProp }) => boolean)',
] as const;
export type PeerCallback = (typeof PEER_CALLBACKS)[number];

/** The patterns its documentation uses. */
export const PEER_PATTERNS = [
  'options in a const apart from the JSX',
  'data in a const apart from the JSX',
  'column objects (type, role) in the header row',
  'rows and columns given apart',
  'a DataTable literal ({ cols, rows })',
  'data and options from React state, redrawn on change (animation)',
  'events in a const typed ReactGoogleChartEvent[]',
  'a formatter with its type `as const`',
] as const;
export type PeerPattern = (typeof PEER_PATTERNS)[number];

export interface PeerUsage {
  /** What the usage shows, as the documentation would title it. */
  title: string;
  /** The props, callback shapes and patterns it exercises. */
  covers: readonly (PeerProp | PeerCallback | PeerPattern)[];
  App: () => JSX.Element;
}

// ---------------------------------------------------------------------------------------------
// Chart types, options and data as the documentation declares them
// ---------------------------------------------------------------------------------------------

const ageWeight = [
  ['Age', 'Weight'],
  [4, 5.5],
  [8, 12],
  [11, 14],
  [6.5, 7],
];
const ageWeightOptions = {
  title: 'Age and weight of the club members',
  hAxis: { title: 'Age', viewWindow: { min: 0, max: 15 } },
  vAxis: { title: 'Weight', viewWindow: { min: 0, max: 15 } },
  legend: 'none',
};

const harvests = [
  ['Year', 'Apples', 'Pears'],
  ['2021', 410, 220],
  ['2022', 380, 260],
  ['2023', 450, 240],
];
const harvestLineOptions = {
  title: 'Harvest (tonnes)',
  curveType: 'function',
  legend: { position: 'bottom' },
};

const visitsByCountry = [
  ['Country', 'Visits'],
  ['France', 420],
  ['Brazil', 310],
  ['Japan', 150],
];

export const usages = {
  scatterChart: {
    title: 'ScatterChart from a data array, with a toggling legend',
    covers: [
      'chartType',
      'data',
      'options',
      'width',
      'height',
      'legendToggle',
      'options in a const apart from the JSX',
      'data in a const apart from the JSX',
    ],
    App: () => (
      <Chart
        chartType="ScatterChart"
        data={ageWeight}
        options={ageWeightOptions}
        width="80%"
        height="400px"
        legendToggle
      />
    ),
  },
  lineChart: {
    title: 'LineChart with smooth curves and the legend at the bottom',
    covers: ['options in a const apart from the JSX'],
    App: () => (
      <Chart chartType="LineChart" width="100%" data={harvests} options={harvestLineOptions} />
    ),
  },
  areaChart: {
    title: 'AreaChart stacked in percent',
    covers: ['options in a const apart from the JSX'],
    App: () => {
      const options = { isStacked: 'relative', legend: { position: 'top', maxLines: 3 } };
      return <Chart chartType="AreaChart" data={harvests} options={options} />;
    },
  },
  barChartStyles: {
    title: 'BarChart with colours, labels and annotations from role columns',
    covers: ['column objects (type, role) in the header row'],
    App: () => {
      const data = [
        ['Metal', 'Density', { role: 'style' }, { type: 'string', role: 'annotation' }],
        ['Copper', 8.94, '#b87333', 'Cu'],
        ['Silver', 10.49, 'silver', 'Ag'],
        ['Gold', 19.3, 'gold', 'Au'],
      ];
      const options = { title: 'Density (g/cm³)', bar: { groupWidth: '95%' }, legend: 'none' };
      return <Chart chartType="BarChart" data={data} options={options} />;
    },
  },
  materialBar: {
    title: 'Material Bar chart, horizontal, with a subtitle',
    covers: ['options in a const apart from the JSX'],
    App: () => {
      const options = {
        chart: { title: 'Harvest', subtitle: 'Apples and pears, 2021–2023' },
        bars: 'horizontal',
      };
      return <Chart chartType="Bar" data={harvests} options={options} />;
    },
  },
  bubbleChart: {
    title: 'BubbleChart coloured by a value',
    covers: ['options in a const apart from the JSX'],
    App: () => {
      const data = [
        ['ID', 'Life expectancy', 'Fertility', 'Region', 'Population'],
        ['CAN', 80.66, 1.67, 'North America', 33739900],
        ['DEU', 79.84, 1.36, 'Europe', 81902307],
      ];
      const options = {
        title: 'Fertility and life expectancy',
        hAxis: { title: 'Life expectancy' },
        vAxis: { title: 'Fertility' },
        bubble: { textStyle: { fontSize: 11 } },
        colorAxis: { colors: ['yellow', 'red'] },
      };
      return <Chart chartType="BubbleChart" data={data} options={options} />;
    },
  },
  calendar: {
    title: 'Calendar of daily values',
    covers: ['column objects (type, role) in the header row'],
    App: () => {
      const data = [
        [
          { type: 'date', id: 'Date' },
          { type: 'number', id: 'Runs' },
        ],
        [new Date(2024, 2, 4), 3],
        [new Date(2024, 2, 5), 5],
      ];
      const options = { title: 'Runs per day', calendar: { cellSize: 12 } };
      return <Chart chartType="Calendar" data={data} options={options} />;
    },
  },
  candlestickWaterfall: {
    title: 'CandlestickChart drawn as a waterfall',
    covers: ['options in a const apart from the JSX'],
    App: () => {
      const data = [
        ['Day', 'Low', 'Open', 'Close', 'High'],
        ['Mon', 28, 28, 38, 38],
        ['Tue', 38, 38, 55, 55],
        ['Wed', 55, 55, 77, 77],
      ];
      const options = {
        legend: 'none',
        bar: { groupWidth: '100%' },
        candlestick: {
          fallingColor: { strokeWidth: 0, fill: '#a52714' },
          risingColor: { strokeWidth: 0, fill: '#0f9d58' },
        },
      };
      return <Chart chartType="CandlestickChart" data={data} options={options} />;
    },
  },
  columnDiff: {
    title: 'ColumnChart of the difference between two data sets',
    covers: ['diffdata'],
    App: () => {
      const diffdata = {
        old: [
          ['Name', 'Votes'],
          ['Ada', 120],
          ['Linus', 80],
        ],
        new: [
          ['Name', 'Votes'],
          ['Ada', 150],
          ['Linus', 95],
        ],
      };
      return (
        <Chart
          chartType="ColumnChart"
          diffdata={diffdata}
          options={{ legend: { position: 'top' } }}
        />
      );
    },
  },
  pieDiff: {
    title: 'PieChart of the difference between two data sets',
    covers: ['diffdata'],
    App: () => {
      const oldData = [
        ['Language', 'Speakers'],
        ['Basque', 0.75],
        ['Breton', 0.2],
      ];
      const newData = [
        ['Language', 'Speakers'],
        ['Basque', 0.9],
        ['Breton', 0.21],
      ];
      const options = { pieSliceText: 'none', diff: { innerCircle: { radiusFactor: 0.4 } } };
      return (
        <Chart chartType="PieChart" diffdata={{ old: oldData, new: newData }} options={options} />
      );
    },
  },
  comboChart: {
    title: 'ComboChart of bars with an average line',
    covers: ['options in a const apart from the JSX'],
    App: () => {
      const data = [
        ['Month', 'North', 'South', 'Average'],
        ['Jan', 165, 938, 551.5],
        ['Feb', 135, 1120, 627.5],
      ];
      const options = {
        title: 'Monthly sales',
        vAxis: { title: 'Units' },
        hAxis: { title: 'Month' },
        seriesType: 'bars',
        series: { 2: { type: 'line' } },
      };
      return <Chart chartType="ComboChart" data={data} options={options} />;
    },
  },
  ganttComputed: {
    title: 'Gantt with start dates computed from durations and dependencies',
    covers: ['column objects (type, role) in the header row'],
    App: () => {
      const columns = [
        { type: 'string', label: 'Task ID' },
        { type: 'string', label: 'Task Name' },
        { type: 'date', label: 'Start Date' },
        { type: 'date', label: 'End Date' },
        { type: 'number', label: 'Duration' },
        { type: 'number', label: 'Percent Complete' },
        { type: 'string', label: 'Dependencies' },
      ];
      const rows = [
        ['plan', 'Plan', null, null, 2 * 24 * 3600 * 1000, 100, null],
        ['build', 'Build', null, null, 5 * 24 * 3600 * 1000, 40, 'plan'],
      ];
      const options = { height: 275, gantt: { defaultStartDateMillis: new Date(2024, 0, 8) } };
      return <Chart chartType="Gantt" data={[columns, ...rows]} options={options} />;
    },
  },
  gauge: {
    title: 'Gauge with coloured ranges',
    covers: ['options in a const apart from the JSX'],
    App: () => {
      const data = [
        ['Label', 'Value'],
        ['CPU', 55],
        ['Memory', 80],
      ];
      const options = { redFrom: 90, redTo: 100, yellowFrom: 75, yellowTo: 90, minorTicks: 5 };
      return <Chart chartType="Gauge" data={data} options={options} />;
    },
  },
  geoChart: {
    title: 'GeoChart whose select handler reads the selected region',
    covers: ['mapsApiKey', 'chartEvents'],
    App: () => (
      <Chart
        chartType="GeoChart"
        data={visitsByCountry}
        mapsApiKey="maps-key"
        chartEvents={[
          {
            eventName: 'select',
            callback: ({ chartWrapper }) => {
              const selection = chartWrapper.getChart()?.getSelection() ?? [];
              const row = selection[0]?.row;
              if (row != null) console.log('Selected', visitsByCountry[row + 1]);
            },
          },
        ]}
      />
    ),
  },
  histogram: {
    title: 'Histogram with buckets on a mirrored log scale',
    covers: ['options in a const apart from the JSX'],
    App: () => {
      const data = [
        ['Animal', 'Length'],
        ['Ant', 0.01],
        ['Cat', 0.5],
        ['Whale', 25],
      ];
      const options = {
        title: 'Lengths of animals (m)',
        legend: { position: 'none' },
        bar: { gap: 0 },
        histogram: { lastBucketPercentile: 5, maxNumBuckets: 20 },
        vAxis: { scaleType: 'mirrorLog' },
      };
      return <Chart chartType="Histogram" data={data} options={options} />;
    },
  },
  lineIntervals: {
    title: 'LineChart with interval columns drawn as bars',
    covers: ['column objects (type, role) in the header row'],
    App: () => {
      const data = [
        [
          { type: 'number', label: 'x' },
          { type: 'number', label: 'values' },
          { id: 'i0', type: 'number', role: 'interval' },
          { id: 'i1', type: 'number', role: 'interval' },
        ],
        [1, 100, 90, 110],
        [2, 120, 95, 130],
      ];
      const options = { curveType: 'function', intervals: { style: 'bars' }, legend: 'none' };
      return <Chart chartType="LineChart" data={data} options={options} />;
    },
  },
  materialLine: {
    title: 'Material Line chart with a title and a subtitle',
    covers: ['options in a const apart from the JSX'],
    App: () => {
      const options = { chart: { title: 'Harvest', subtitle: 'in tonnes' } };
      return <Chart chartType="Line" data={harvests} options={options} />;
    },
  },
  map: {
    title: 'Map of places with their tooltips',
    covers: ['mapsApiKey'],
    App: () => {
      const data = [
        ['Lat', 'Long', 'Name'],
        [48.85, 2.35, 'Paris'],
        [45.76, 4.84, 'Lyon'],
      ];
      return (
        <Chart
          chartType="Map"
          data={data}
          mapsApiKey="maps-key"
          options={{ showTooltip: true, showInfoWindow: true }}
        />
      );
    },
  },
  orgChart: {
    title: 'OrgChart with HTML in formatted cells',
    covers: ['data in a const apart from the JSX'],
    App: () => {
      const data = [
        ['Name', 'Manager', 'ToolTip'],
        [{ v: 'Ada', f: 'Ada<div style="color:red">CEO</div>' }, '', 'The boss'],
        ['Grace', 'Ada', ''],
      ];
      return <Chart chartType="OrgChart" data={data} options={{ allowHtml: true }} />;
    },
  },
  pieChart: {
    title: 'PieChart with exploded slices, rotated',
    covers: ['options in a const apart from the JSX'],
    App: () => {
      const data = [
        ['Task', 'Hours per day'],
        ['Sleep', 8],
        ['Work', 8],
        ['Read', 2],
      ];
      const options = {
        title: 'My day',
        is3D: false,
        pieStartAngle: 100,
        slices: { 1: { offset: 0.2 }, 2: { offset: 0.3 } },
        sliceVisibilityThreshold: 0.02,
      };
      return <Chart chartType="PieChart" data={data} options={options} />;
    },
  },
  donut: {
    title: 'PieChart as a donut',
    covers: ['options in a const apart from the JSX'],
    App: () => {
      const data = [
        ['Pet', 'Owners'],
        ['Cats', 12],
        ['Dogs', 9],
      ];
      return (
        <Chart
          chartType="PieChart"
          data={data}
          options={{ title: 'Pets', pieHole: 0.4, is3D: false }}
        />
      );
    },
  },
  sankey: {
    title: 'Sankey with coloured nodes and links',
    covers: ['options in a const apart from the JSX'],
    App: () => {
      const data = [
        ['From', 'To', 'Weight'],
        ['Solar', 'Grid', 5],
        ['Wind', 'Grid', 7],
      ];
      const options = {
        sankey: {
          node: { colors: ['#a6cee3', '#b2df8a'] },
          link: { colorMode: 'gradient', colors: ['#a6cee3', '#b2df8a'] },
        },
      };
      return <Chart chartType="Sankey" data={data} options={options} />;
    },
  },
  materialScatter: {
    title: 'Material Scatter chart with a top X axis',
    covers: ['options in a const apart from the JSX'],
    App: () => {
      const options = {
        chart: { title: 'Age and weight' },
        axes: { x: { 0: { side: 'top' } } },
      };
      return <Chart chartType="Scatter" data={ageWeight} options={options} />;
    },
  },
  scatterTrendlines: {
    title: 'ScatterChart with an exponential trendline and a crosshair',
    covers: ['options in a const apart from the JSX'],
    App: () => {
      const options = {
        trendlines: { 0: { type: 'exponential', visibleInLegend: true } },
        crosshair: { trigger: 'both', orientation: 'both' },
        hAxis: { scaleType: 'log' },
      };
      return <Chart chartType="ScatterChart" data={ageWeight} options={options} />;
    },
  },
  steppedArea: {
    title: 'SteppedAreaChart, stacked',
    covers: ['options in a const apart from the JSX'],
    App: () => {
      const options = { isStacked: true, connectSteps: false, vAxis: { title: 'Tonnes' } };
      return <Chart chartType="SteppedAreaChart" data={harvests} options={options} />;
    },
  },
  timeline: {
    title: 'Timeline from rows and columns, with styled labels',
    covers: ['rows', 'columns', 'rows and columns given apart'],
    App: () => {
      const columns = [
        { type: 'string', id: 'Room' },
        { type: 'string', id: 'Talk' },
        { type: 'date', id: 'Start' },
        { type: 'date', id: 'End' },
      ];
      const rows = [
        ['Hall A', 'Keynote', new Date(2024, 5, 1, 9), new Date(2024, 5, 1, 10)],
        ['Hall B', 'Workshop', new Date(2024, 5, 1, 10), new Date(2024, 5, 1, 12)],
      ];
      const options = {
        allowHtml: true,
        colors: ['#cbb69d', '#603913'],
        timeline: { barLabelStyle: { fontSize: 14 }, rowLabelStyle: { fontName: 'Helvetica' } },
      };
      return <Chart chartType="Timeline" rows={rows} columns={columns} options={options} />;
    },
  },
  treeMap: {
    title: 'TreeMap with highlights and custom tooltips',
    covers: ['options in a const apart from the JSX'],
    App: () => {
      const data = [
        ['Region', 'Parent', 'Size', 'Growth'],
        ['World', null, 0, 0],
        ['Europe', 'World', 40, 2],
        ['Asia', 'World', 60, 5],
      ];
      const options = {
        highlightOnMouseOver: true,
        maxDepth: 1,
        minColor: '#f00',
        maxColor: '#0d0',
        headerHeight: 15,
        showScale: true,
        generateTooltip: (_row: number, _size: number, value: string) => `<div>${value}</div>`,
      };
      return <Chart chartType="TreeMap" data={data} options={options} />;
    },
  },
  wordTree: {
    title: 'WordTree of phrases with its three colours',
    covers: ['options in a const apart from the JSX'],
    App: () => {
      const data = [['Phrases'], ['cats are better than dogs'], ['cats eat mice']];
      const options = {
        colors: ['black', 'red', 'blue'],
        wordtree: { format: 'implicit', word: 'cats' },
      };
      return <Chart chartType="WordTree" data={data} options={options} />;
    },
  },
  annotationChart: {
    title: 'AnnotationChart of a time series',
    covers: ['options in a const apart from the JSX'],
    App: () => {
      const data = [
        [{ type: 'date', label: 'Date' }, 'Kepler', { type: 'string', role: 'annotation' }],
        [new Date(2314, 2, 15), 12400, 'Launch'],
        [new Date(2314, 2, 16), 24045, null],
      ];
      return (
        <Chart chartType="AnnotationChart" data={data} options={{ displayAnnotations: true }} />
      );
    },
  },
  tableWithFormatters: {
    title: 'Table with every formatter',
    covers: ['formatters', 'a formatter with its type `as const`'],
    App: () => {
      const data = [
        ['Department', 'Revenue', 'Change', 'Since', 'Email'],
        ['Shoes', 10700, 12, new Date(2020, 1, 1), 'shoes@example.com'],
        ['Hats', -15400, -7, new Date(2021, 5, 1), 'hats@example.com'],
      ];
      const formatters = [
        {
          type: 'NumberFormat' as const,
          column: 1,
          options: { prefix: '$', negativeColor: 'red' },
        },
        { type: 'ArrowFormat' as const, column: 2 },
        { type: 'BarFormat' as const, column: 2, options: { width: 120 } },
        {
          type: 'ColorFormat' as const,
          column: 1,
          ranges: [[-20000, 0, 'white', 'orange']] as [number, number, string, string][],
        },
        { type: 'DateFormat' as const, column: 3, options: { formatType: 'long' } },
        { type: 'PatternFormat' as const, column: [4, 0], options: '<a href="mailto:{0}">{1}</a>' },
      ];
      return (
        <Chart
          chartType="Table"
          data={data}
          formatters={formatters}
          options={{ allowHtml: true, showRowNumber: true }}
        />
      );
    },
  },
  tablePaging: {
    title: 'Table with paging and sorting events',
    covers: ['chartEvents', 'chartEvents: callback({ chartWrapper, google, eventArgs, props })'],
    App: () => {
      const options = { page: 'enable', pageSize: 2, sortAscending: false };
      return (
        <Chart
          chartType="Table"
          data={visitsByCountry}
          options={options}
          chartEvents={[
            {
              eventName: 'sort',
              callback: ({ eventArgs }) => console.log('sorted by', eventArgs.column),
            },
            {
              eventName: 'page',
              callback: ({ eventArgs, props }) =>
                console.log(props.chartType, 'page', eventArgs.page),
            },
          ]}
        />
      );
    },
  },
  dataTableLiteral: {
    title: 'ColumnChart from a DataTable literal',
    covers: ['a DataTable literal ({ cols, rows })'],
    App: () => {
      const data = {
        cols: [
          { id: 'task', label: 'Task', type: 'string' },
          { id: 'hours', label: 'Hours', type: 'number' },
        ],
        rows: [{ c: [{ v: 'Work' }, { v: 11 }] }, { c: [{ v: 'Sleep' }, { v: 7 }] }],
      };
      return <Chart chartType="ColumnChart" data={data} />;
    },
  },

  // -------------------------------------------------------------------------------------------
  // Events, callbacks and the ChartWrapper
  // -------------------------------------------------------------------------------------------

  chartEvents: {
    title: 'Events declared apart: select, ready and error',
    covers: [
      'chartEvents',
      'events in a const typed ReactGoogleChartEvent[]',
      'chartEvents: callback({ chartWrapper, google, eventArgs, props })',
    ],
    App: () => {
      const chartEvents: ReactGoogleChartEvent[] = [
        {
          eventName: 'select',
          callback: ({ chartWrapper }) =>
            console.log('Selected', chartWrapper.getChart()?.getSelection()),
        },
        {
          eventName: 'ready',
          callback: ({ chartWrapper, google }) =>
            console.log('Ready', chartWrapper.getChartType(), !!google),
        },
        {
          eventName: 'error',
          callback: ({ eventArgs }) => console.log('Error', eventArgs.message),
        },
      ];
      return (
        <Chart
          chartType="ScatterChart"
          data={ageWeight}
          options={ageWeightOptions}
          chartEvents={chartEvents}
        />
      );
    },
  },
  chartActions: {
    title: 'Tooltip actions that receive the ChartWrapper',
    covers: ['chartActions', 'chartActions: action(chartWrapper)'],
    App: () => (
      <Chart
        chartType="ColumnChart"
        data={harvests}
        options={{ tooltip: { trigger: 'selection' } }}
        chartActions={[
          {
            id: 'log-row',
            text: 'Log the selected year',
            action: (chartWrapper) => console.log(chartWrapper.getChart()?.getSelection()),
          },
        ]}
      />
    ),
  },
  onLoadAndWrapper: {
    title: 'onLoad with the ChartWrapper and getChartWrapper',
    covers: [
      'onLoad',
      'getChartWrapper',
      'onLoad(google, { google, chartWrapper, chartDashboard, chartEditor })',
      'getChartWrapper(chartWrapper, google)',
    ],
    App: () => {
      const [wrapper, setWrapper] = useState<GoogleChartWrapper | null>(null);
      return (
        <>
          <p>{wrapper ? `wrapper: ${wrapper.getChartType()}` : 'no wrapper yet'}</p>
          <Chart
            chartType="LineChart"
            data={harvests}
            onLoad={(google: GoogleViz, { chartWrapper }) =>
              console.log('loaded', !!google.visualization, chartWrapper.getChartType())
            }
            getChartWrapper={(chartWrapper) => setWrapper(chartWrapper)}
          />
        </>
      );
    },
  },
  chartEditor: {
    title: 'The chart editor, opened from a button',
    covers: [
      'getChartEditor',
      'chartPackages',
      'getChartEditor({ chartEditor, chartWrapper, google })',
    ],
    App: () => {
      const [editor, setEditor] = useState<GoogleChartEditor | null>(null);
      const [wrapper, setWrapper] = useState<GoogleChartWrapper | null>(null);
      return (
        <>
          <button type="button" onClick={() => wrapper && editor?.openDialog(wrapper, {})}>
            Edit data
          </button>
          <Chart
            chartType="ScatterChart"
            data={ageWeight}
            chartPackages={['corechart', 'controls', 'charteditor']}
            getChartEditor={({ chartEditor, chartWrapper, google }) => {
              setEditor(chartEditor);
              setWrapper(chartWrapper);
              google.visualization.events.addListener(chartEditor, 'ok', () =>
                console.log('edited'),
              );
            }}
          />
        </>
      );
    },
  },

  // -------------------------------------------------------------------------------------------
  // Dashboards and layout
  // -------------------------------------------------------------------------------------------

  categoryFilter: {
    title: 'PieChart filtered by a CategoryFilter, with a ChartWrapper view',
    covers: [
      'controls',
      'chartWrapperParams',
      'chartPackages',
      'controlEvents: callback({ chartWrapper, controlWrapper, google, eventArgs })',
    ],
    App: () => {
      const data = [
        ['Name', 'Donuts eaten', 'Gender'],
        ['Michael', 5, 'Male'],
        ['Elisa', 7, 'Female'],
        ['Robert', 3, 'Male'],
      ];
      const options = {
        legend: 'none',
        pieSliceText: 'label',
        chartArea: { left: 15, top: 15, right: 0, bottom: 0 },
      };
      return (
        <Chart
          chartType="PieChart"
          data={data}
          options={options}
          chartWrapperParams={{ view: { columns: [0, 1] } }}
          chartPackages={['corechart', 'controls']}
          controls={[
            {
              controlType: 'CategoryFilter',
              options: {
                filterColumnIndex: 2,
                ui: { labelStacking: 'vertical', allowTyping: false },
              },
              controlEvents: [
                {
                  eventName: 'statechange',
                  callback: ({ controlWrapper }) =>
                    console.log('state', controlWrapper?.getState()),
                },
              ],
            },
          ]}
        />
      );
    },
  },
  rangeFilter: {
    title: 'LineChart under a ChartRangeFilter with an initial range',
    covers: ['controls'],
    App: () => (
      <Chart
        chartType="LineChart"
        data={[
          ['Day', 'Visitors'],
          [1, 10],
          [2, 30],
          [3, 25],
          [4, 40],
        ]}
        chartPackages={['corechart', 'controls']}
        controls={[
          {
            controlType: 'ChartRangeFilter',
            options: {
              filterColumnIndex: 0,
              ui: { chartType: 'LineChart', chartOptions: { height: 50 } },
            },
            controlPosition: 'bottom',
            controlWrapperParams: { state: { range: { start: 2, end: 4 } } },
          },
        ]}
      />
    ),
  },
  otherFilters: {
    title: 'Table filtered by number, date and string filters',
    covers: ['controls'],
    App: () => (
      <Chart
        chartType="Table"
        data={[
          ['Name', 'Age', 'Joined'],
          ['Ann', 31, new Date(2020, 1, 1)],
          ['Bob', 45, new Date(2022, 6, 1)],
        ]}
        controls={[
          {
            controlType: 'NumberRangeFilter',
            options: { filterColumnLabel: 'Age', minValue: 0, maxValue: 100 },
          },
          { controlType: 'DateRangeFilter', options: { filterColumnLabel: 'Joined' } },
          { controlType: 'StringFilter', options: { filterColumnIndex: 0, matchType: 'any' } },
        ]}
      />
    ),
  },
  customLayout: {
    title: 'A custom layout of controls, chart and toolbar',
    covers: [
      'render',
      'rootProps',
      'loader',
      'render({ renderChart, renderControl, renderToolbar })',
      'renderControl(({ control, controlProp }) => boolean)',
    ],
    App: () => (
      <Chart
        chartType="BarChart"
        data={harvests}
        loader={<div>Loading Chart</div>}
        rootProps={{ 'data-testid': 'harvest-dashboard' }}
        chartPackages={['corechart', 'controls']}
        controls={[
          {
            controlType: 'StringFilter',
            controlID: 'year-filter',
            options: { filterColumnIndex: 0 },
          },
          {
            controlType: 'NumberRangeFilter',
            controlID: 'apple-filter',
            options: { filterColumnIndex: 1 },
          },
        ]}
        render={({ renderControl, renderChart, renderToolbar }) => (
          <div style={{ display: 'flex' }}>
            <aside>
              {renderControl(({ controlProp }) => controlProp.controlID === 'year-filter')}
            </aside>
            <main>{renderChart()}</main>
            <aside>
              {renderControl(
                ({ control, controlProp }) => controlProp.controlID === 'apple-filter' || !control,
              )}
            </aside>
            {renderToolbar()}
          </div>
        )}
      />
    ),
  },

  // -------------------------------------------------------------------------------------------
  // Spreadsheets, toolbar, loading, identity
  // -------------------------------------------------------------------------------------------

  spreadsheet: {
    title: 'ColumnChart from a Google Sheet with a query',
    covers: ['spreadSheetUrl', 'spreadSheetQueryParameters'],
    App: () => (
      <Chart
        chartType="ColumnChart"
        spreadSheetUrl="https://docs.google.com/spreadsheets/d/SHEET"
        spreadSheetQueryParameters={{
          headers: 1,
          query: 'SELECT A, H, O, Q, R, U LIMIT 5 OFFSET 8',
        }}
        options={{ vAxis: { format: 'short' } }}
      />
    ),
  },
  toolbar: {
    title: 'A toolbar offering the data as CSV',
    covers: ['toolbarItems', 'toolbarID', 'spreadSheetUrl'],
    App: () => (
      <Chart
        chartType="ColumnChart"
        spreadSheetUrl="https://docs.google.com/spreadsheets/d/SHEET"
        toolbarID="harvest-toolbar"
        toolbarItems={[{ type: 'csv', datasource: 'https://docs.google.com/spreadsheets/d/SHEET' }]}
      />
    ),
  },
  loading: {
    title: 'Loader options: version, language, packages and loader URL',
    covers: ['chartVersion', 'chartLanguage', 'chartPackages', 'chartLoaderScriptUrl'],
    App: () => (
      <Chart
        chartType="PieChart"
        data={visitsByCountry}
        chartVersion="51"
        chartLanguage="fr"
        chartPackages={['corechart']}
        chartLoaderScriptUrl="https://www.gstatic.cn/charts/loader.js"
      />
    ),
  },
  errorElement: {
    title: 'An error element in place of the chart when loading fails',
    covers: ['errorElement'],
    App: () => (
      <Chart
        chartType="PieChart"
        data={visitsByCountry}
        errorElement={<div>Could not load the chart</div>}
      />
    ),
  },
  identity: {
    title: 'graphID, className and style',
    covers: ['graphID', 'className', 'style'],
    App: () => (
      <Chart
        chartType="PieChart"
        data={visitsByCountry}
        graphID="visits"
        className="visits-chart"
        style={{ border: '1px solid' }}
      />
    ),
  },
  oldNames: {
    title: 'The old spellings graph_id and legend_toggle',
    covers: ['graph_id', 'legend_toggle'],
    App: () => <Chart chartType="LineChart" data={harvests} graph_id="old-harvest" legend_toggle />,
  },
  animation: {
    title: 'Animated redraws of data kept in React state',
    covers: ['data and options from React state, redrawn on change (animation)'],
    App: () => {
      const [pears, setPears] = useState(220);
      const data = [
        ['Fruit', 'Tonnes'],
        ['Apples', 410],
        ['Pears', pears],
      ];
      const options = {
        title: 'Harvest',
        animation: { duration: 1000, easing: 'out', startup: true },
        vAxis: { minValue: 0 },
      };
      return (
        <>
          <button type="button" onClick={() => setPears((p) => p + 100)}>
            More pears
          </button>
          <Chart chartType="ColumnChart" data={data} options={options} />
        </>
      );
    },
  },
} satisfies Record<string, PeerUsage>;

export type UsageName = keyof typeof usages;
