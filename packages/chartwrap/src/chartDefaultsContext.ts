import { createContext, useContext } from 'react';
import type { ChartDefaultOptions } from './ChartDefaults';
import type { ChartProps } from './types';

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
