// Every public type of the library, from the modules that define them (each imports only what it
// needs from the others, never this file): the chart types, the google namespace, data, events,
// formatters, props and their checks, and the options of each chart type.
export type { ChartPackage, ChartType, ImageChartType, PackageOf } from './chartTypes';
export type * from './types/namespace';
export type * from './types/data';
export type * from './types/events';
export type * from './types/formatters';
export type * from './types/props';
export type { ChartElementProps, CheckedEvents, CheckedList } from './types/elementProps';
export type * from './options/corrections';
export type * from './options/diff';
export type * from './options/material';
export type * from './options/chartOptions';
export type * from './options/openStrings';
export type { ChartOptionsInput, CheckedOptions, OptionsTarget } from './options/check';
