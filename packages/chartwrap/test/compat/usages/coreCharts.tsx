/**
 * react-google-charts usages (see index.ts): The core charts (package `corechart`), their options
 * and data as its documentation writes them.
 */
import { Chart } from 'chartwrap';
import type { PeerUsage } from './peer';
import { ageWeight, ageWeightOptions, harvestLineOptions, harvests } from './samples';

export const coreChartsUsages = {
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
} satisfies Record<string, PeerUsage>;
