/**
 * react-google-charts usages (see index.ts): Spreadsheets, the toolbar, loading and errors,
 * identity, old prop names and animated redraws.
 */
import { useState } from 'react';
import { Chart } from 'chartwrap';
import type { PeerUsage } from './peer';
import { harvests, visitsByCountry } from './samples';

export const loadingUsages = {
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
