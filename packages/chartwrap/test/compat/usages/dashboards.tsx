/**
 * react-google-charts usages (see index.ts): Dashboards and layout: controls, their events, a
 * custom layout.
 */
import { Chart } from 'chartwrap';
import type { PeerUsage } from './peer';
import { harvests } from './samples';

export const dashboardsUsages = {
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
} satisfies Record<string, PeerUsage>;
