import { useContext, useMemo, type ReactNode } from 'react';
import {
  ChartDefaultsContext,
  type ChartDefaultOptions,
  type ChartDefaultsValue,
} from './chartDefaultsContext';

export type { ChartDefaultOptions };

/** A plain object (an object literal or `Object.create(null)`), merged key by key. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/**
 * `options` over `defaults`: nested plain objects are merged key by key (a chart's
 * `legend: { position: 'top' }` keeps a default `legend.textStyle`), anything else given in
 * `options` (a string, a number, an array of colours, a date) replaces the default. A key set to
 * `undefined` in `options` keeps the default. Neither argument is changed.
 */
export function mergeOptions<T extends object>(defaults: object | undefined, options: T): T;
export function mergeOptions<T extends object>(
  defaults: object | undefined,
  options: T | undefined,
): T | undefined;
export function mergeOptions(
  defaults: object | undefined,
  options: object | undefined,
): object | undefined {
  if (!defaults) return options;
  if (!options) return defaults;
  const merged: Record<string, unknown> = { ...defaults };
  for (const [key, value] of Object.entries(options)) {
    if (value === undefined) continue;
    const base = merged[key];
    merged[key] = isPlainObject(base) && isPlainObject(value) ? mergeOptions(base, value) : value;
  }
  return merged;
}

export interface ChartDefaultsProps {
  /**
   * Default options for every `<Chart>` below: each chart's own `options` are merged over them
   * (see {@link mergeOptions}), so a chart's own value always wins. Inside another
   * `<ChartDefaults>`, these are merged over the outer defaults.
   */
  options: ChartDefaultOptions;
  /**
   * Merge these options over each chart's own instead of under them, so they win: how a tool
   * tries options on charts whose source it does not own (the site's options explorer). The
   * defaults that `useChartDefaults()` reads are then the outer ones, unchanged. Put it directly
   * around the charts: a plain `<ChartDefaults>` inside it starts from the outer defaults.
   */
  override?: boolean;
  children?: ReactNode;
}

/**
 * Sets default options for every `<Chart>` below it in the tree: how an app gives all its charts
 * one theme (fonts, colours, a background for a dark page) without repeating it in each chart.
 * Charts redraw when the defaults change (compared by content, like `options`).
 *
 * ```tsx
 * <ChartDefaults options={{ backgroundColor: '#1b1b1d', legend: { textStyle: { color: '#eee' } } }}>
 *   <App />
 * </ChartDefaults>
 * ```
 */
export function ChartDefaults({ options, override = false, children }: ChartDefaultsProps) {
  const outerValue = useContext(ChartDefaultsContext);
  const value = useMemo((): ChartDefaultsValue => {
    const outer = outerValue?.options;
    if (override) {
      // The chart's own options over the outer defaults first, then these over the result.
      const over = <T extends object>(chartOptions: T | undefined) =>
        mergeOptions(outerValue ? outerValue.under(chartOptions) : chartOptions, options) as
          T | undefined;
      return { options: outer ?? {}, under: over };
    }
    const merged = mergeOptions(outer, options);
    // The merge travels with the defaults, so that `<Chart>` alone does not bundle it.
    return { options: merged, under: (chartOptions) => mergeOptions(merged, chartOptions) };
  }, [outerValue, options, override]);
  return <ChartDefaultsContext.Provider value={value}>{children}</ChartDefaultsContext.Provider>;
}

/** The default options in effect where it is called (undefined outside any `<ChartDefaults>`). */
export function useChartDefaults(): ChartDefaultOptions | undefined {
  return useContext(ChartDefaultsContext)?.options;
}
