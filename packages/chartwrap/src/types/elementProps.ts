// How `<Chart>` checks the props it is given: `options` (options/check.ts), lists declared in a
// `const`, and the events of the chart type.
import type { ChartType } from '../chartTypes';
import type { ChartOptionsInput, CheckedOptions } from '../options/check';
import type { OpenStrings } from '../options/openStrings';
import type { ChartEventName, ChartEventNameOf } from './events';
import type { ChartFormatter } from './formatters';
import type { ChartControl, ChartEvent, ChartEventOf, ChartProps } from './props';

/**
 * What each entry of a list given as `L` must be: `Exact`, or, for an entry whose `K` field was
 * widened to `string` (a list declared in a `const` apart from the JSX), `Exact` with its strings
 * opened ({@link OpenStrings}). Entries written inline keep their literals, which stay checked.
 */
type ListEntry<E, Exact, K extends PropertyKey> = E extends { [P in K]: infer D }
  ? string extends D
    ? OpenStrings<Exact>
    : Exact
  : Exact;

/** A list prop of `<Chart>`: `L` as given, each entry checked by {@link ListEntry}. */
export type CheckedList<L extends readonly unknown[], Exact, K extends PropertyKey> = L &
  readonly ListEntry<L[number], Exact, K>[];

/**
 * What `<Chart>` takes: {@link ChartProps}, with `options`, `formatters`, `controls` and
 * `chartEvents` inferred as given (`O`, `F`, `C`, `V`) and checked: `options` apart from its check,
 * which a union of object literals, such as a ternary's, would otherwise split; lists by
 * {@link CheckedList} (entries declared in a `const`) and {@link CheckedEvents} (the events of
 * the chart type).
 */
export type ChartElementProps<
  T extends ChartType,
  O extends object,
  F extends readonly unknown[],
  C extends readonly unknown[],
  V extends readonly ChartEventInput[],
> = Omit<ChartProps<T, O>, 'options' | 'formatters' | 'controls' | 'chartEvents'> & {
  // Any chart type (props typed ChartProps, spread): only the options' shape is checked, which
  // keeps the compiler from checking every chart type's keys against every other's.
  options?: ChartType extends T ? ChartOptionsInput<T> : CheckedOptions<T, O>;
  formatters?: CheckedList<F, ChartFormatter, 'type'>;
  controls?: CheckedList<C, ChartControl, 'controlType'>;
  chartEvents?: CheckedEvents<T, V>;
};

/**
 * An event name people write that no chart type fires: Google's code fires `animationfinish` and
 * `animationframefinish` (events/chart_event_types.ts), never an `animationstart`. No
 * `ChartEvent` has it; `<Chart>` infers a `chartEvents` entry naming it only so that
 * {@link CheckedEvents} rejects it with the events the chart type fires, instead of every event of
 * every chart type.
 */
type NeverFiredEvent = { eventName: 'animationstart'; callback: (args: never) => void };

/** What `<Chart>` infers a `chartEvents` entry as, before {@link CheckedEvents} checks it. */
export type ChartEventInput = ChartEvent | NeverFiredEvent;

/**
 * The check of `chartEvents` given as `V`: events written inline must be events the chart type
 * `T` fires (a `regionClick` on a `LineChart` is an error, which lists the events it fires); a
 * list typed `ChartEvent[]` (any event, declared apart) passes. Like {@link CheckedOptions}, the
 * check is evaluated once `V` is inferred.
 */
export type CheckedEvents<
  T extends ChartType,
  V extends readonly ChartEventInput[],
> = V extends unknown ? [EventsTarget<T, V>][V extends unknown ? 0 : never] : V;

type EventsTarget<
  T extends ChartType,
  V extends readonly ChartEventInput[],
> = ChartEventName extends V[number]['eventName']
  ? V
  : [V[number]['eventName']] extends [ChartEventNameOf<T>]
    ? V
    : readonly ChartEventOf<T>[];
