/**
 * Type-level tests of react-google-charts' type names (deprecated aliases), checked by `tsc`
 * (npm run typecheck): code typed with them compiles against Chartwrap.
 */
import { createRef } from 'react';
import Chart, {
  GoogleDataTableColumnRoleType,
  type GoogleChartControl,
  type GoogleChartEditor,
  type GoogleChartWrapper,
  type GoogleDataTable,
  type GoogleViz,
  type ReactGoogleChartEvent,
  type ReactGoogleChartProps,
} from '../src';

const wrapperRef = createRef<GoogleChartWrapper>();

export const events: ReactGoogleChartEvent[] = [
  {
    eventName: 'select',
    callback: ({ chartWrapper, google }: { chartWrapper: GoogleChartWrapper; google: GoogleViz }) =>
      chartWrapper.getChart()?.getSelection() ?? google.visualization.arrayToDataTable([]),
  },
];

export const props: ReactGoogleChartProps = {
  chartType: 'ColumnChart',
  columns: ['Element', { type: 'string', role: GoogleDataTableColumnRoleType.style }],
  rows: [['Copper', '#b87333']],
  chartEvents: events,
  getChartEditor: ({ chartEditor }: { chartEditor: GoogleChartEditor }) =>
    chartEditor.closeDialog(),
};

export const chart = <Chart {...props} ref={wrapperRef} />;

export const controlId = (control: GoogleChartControl) => control.getContainerId();
export const rows = (table: GoogleDataTable) => table.getNumberOfRows();
