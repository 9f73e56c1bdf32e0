export { Chart } from './Chart';
export {
  ChartDefaults,
  mergeOptions,
  useChartDefaults,
  type ChartDefaultOptions,
  type ChartDefaultsProps,
} from './ChartDefaults';
export { CHART_TYPES, packageOf } from './chartTypes';
export { checkData } from './data';
export { ChartwrapError, type ChartwrapErrorCode } from './error';
export { LOADER_URL, loadGoogleCharts, type LoadOptions } from './loader';
export type * from './types';
export type * from './controlOptions';
export type * from './optionDocs';
export * from './compat';
// react-google-charts' default export, so `import Chart from` keeps working after the switch.
export { Chart as default } from './Chart';
