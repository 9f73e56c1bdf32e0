import { createContext, useContext } from 'react';
import type { ChartType } from './chartTypes';
import type { ChartOptionsMap } from './options/chartOptions';
import type { ChartProps } from './types/props';

type AnyChartOptions = ChartOptionsMap[ChartType];
type KeysOfUnion<T> = T extends unknown ? keyof T : never;
type ValueOfUnion<T, K extends PropertyKey> = T extends unknown
  ? K extends keyof T
    ? T[K]
    : never
  : never;

/**
 * Options any chart type takes, for defaults shared by charts of different types: every option
 * name of every chart type, each with the values some chart type accepts for it. A misspelt name
 * is a type error; an option a chart type does not know is ignored by Google Charts when drawing it.
 */
export type ChartDefaultOptions = {
  [K in KeysOfUnion<AnyChartOptions>]?: ValueOfUnion<AnyChartOptions, K>;
};

/**
 * What a `<ChartDefaults>` gives the charts below it: the defaults in effect, and the function
 * that merges a chart's own options over them. `<Chart>` reads only this module, so an app that
 * never renders `<ChartDefaults>` does not bundle the merge.
 */
export interface ChartDefaultsValue {
  options: ChartDefaultOptions;
  under<T extends object>(chartOptions: T | undefined): T | undefined;
}

export const ChartDefaultsContext = /* @__PURE__ */ createContext<ChartDefaultsValue | undefined>(
  undefined,
);

/** `props` with the defaults in effect merged under their `options` (the same object if none). */
export function useOptionsWithDefaults<Props extends ChartProps>(props: Props): Props {
  const defaults = useContext(ChartDefaultsContext);
  return defaults ? ({ ...props, options: defaults.under(props.options) } as Props) : props;
}
