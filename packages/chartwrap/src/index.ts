// The main entry, marked "use client" in the build (tsup.config.ts): `<Chart>` uses hooks, so a
// React Server Component renders it as a client component. Server files that need only the values
// below import them from `chartwrap/core`, which is not a client module.
export * from './core';
export { Chart } from './Chart';
export {
  ChartDefaults,
  mergeOptions,
  useChartDefaults,
  type ChartDefaultOptions,
  type ChartDefaultsProps,
} from './ChartDefaults';
export { useChartImage, type ChartImage } from './useChartImage';
// react-google-charts' default export, so `import Chart from` keeps working after the switch.
export { Chart as default } from './Chart';
