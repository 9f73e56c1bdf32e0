/**
 * react-google-charts usages (see index.ts): Events, callbacks and the ChartWrapper.
 */
import { useState } from 'react';
import {
  Chart,
  type GoogleChartEditor,
  type GoogleChartWrapper,
  type GoogleViz,
  type ReactGoogleChartEvent,
} from 'chartwrap';
import type { PeerUsage } from './peer';
import { ageWeight, ageWeightOptions, harvests } from './samples';

export const eventsUsages = {
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
} satisfies Record<string, PeerUsage>;
