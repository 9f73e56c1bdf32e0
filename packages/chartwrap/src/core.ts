// `chartwrap/core`: everything but the React component. These modules use no React and touch no
// browser global at import time, so a server file (a React Server Component, a route handler,
// a build script) gets their real values; the main entry, a client module, re-exports them.
export { CHART_TYPES, MATERIAL_CHART_TYPES, packageOf } from './chartTypes';
export { checkData } from './data';
export { ChartwrapError, type ChartwrapErrorCode } from './error';
export { LOADER_URL, loadGoogleCharts, type LoadOptions } from './loader';
export type * from './types';
export type * from './controlOptions';
export * from './compat';
