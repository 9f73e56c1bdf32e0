/**
 * react-google-charts usages (see index.ts): The other chart types (material charts, maps, trees,
 * timelines, tables…) and a DataTable literal.
 */
import { Chart } from 'chartwrap';
import type { PeerUsage } from './peer';
import { ageWeight, harvests, visitsByCountry } from './samples';

export const otherChartsUsages = {
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
} satisfies Record<string, PeerUsage>;
