// What react-google-charts' documentation offers: its props, callback shapes and patterns, each of
// which a usage must exercise.
import type { ChartProps } from 'chartwrap';

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
