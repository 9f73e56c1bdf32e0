export { Chart, CHART_TYPES, checkData, packageOf } from './Chart';
export { ChartwrapError, type ChartwrapErrorCode } from './error';
export { LOADER_URL, loadGoogleCharts, type LoadOptions } from './loader';
export type * from './types';
