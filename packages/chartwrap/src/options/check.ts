// How the `options` prop checks what it is given: exactly against the chart type's options where
// TypeScript words the errors itself, option by option (with a message per unknown option) where
// it cannot, and with widened strings opened for options declared in a `const`.
import type { ChartType } from '../chartTypes';
import type { ChartOptionsMap } from './chartOptions';
import type { UnknownOptionMessage } from './messages';
import type { OpenStrings } from './openStrings';

/**
 * The options a chart type accepts: its own, with widened strings allowed.
 */
export type ChartOptionsInput<T extends ChartType = ChartType> = OpenStrings<ChartOptionsMap[T]>;

type KeysOf<S> = S extends unknown ? keyof S : never;
type ValueAt<S, K> = S extends unknown ? (K extends keyof S ? S[K] : never) : never;

/**
 * What a value `V` given for an option typed `S` must be: `S` itself, except that a widened
 * `string` (from a `const` declared apart) passes where `S` has string literals, and an object
 * is checked option by option ({@link OptionsChecked}).
 */
type ValueChecked<V, S, Owner extends ChartType, Path extends string> = 0 extends 1 & S
  ? V // typed `any` by @types/google.visualization: anything passes, as it did
  : string extends V
    ? [Extract<S, string>] extends [never]
      ? S
      : V
    : V extends (...args: never[]) => unknown
      ? S
      : V extends Date
        ? S
        : V extends readonly (infer E)[]
          ? Extract<S, readonly unknown[]> extends readonly (infer SE)[]
            ? readonly ValueChecked<E, SE, Owner, Path>[]
            : S
          : V extends object
            ? [Extract<S, object>] extends [never]
              ? S
              : OptionsChecked<V, Extract<S, object>, Owner, `${Path}.`>
            : S;

/**
 * `O` (the options given) with each option checked against `S`, at any depth: an option `S` does
 * not have becomes its message ({@link UnknownOptionMessage}), so the error names it and the fix.
 */
type OptionsChecked<O, S, Owner extends ChartType, Path extends string> = string extends keyof O
  ? O // an index signature (`Record<string, unknown>`): its keys are unknown to the compiler
  : {
      [K in keyof O]: K extends KeysOf<S>
        ? ValueChecked<O[K], ValueAt<S, K>, Owner, `${Path}${K & (string | number)}`>
        : UnknownOptionMessage<Owner, Path, K & string, KeysOf<S> & string>;
    };

/**
 * The type the `options` prop checks its value against, once `O` (what was given) is inferred:
 * the chart type's own options type when `O` fits it with no option unknown, so that TypeScript
 * words the errors of an object literal itself ("Object literal may only specify known
 * properties", "Did you mean") and offers the values in completion; the chart type's options with
 * strings opened ({@link ChartOptionsInput}) when `O` only has strings widened in a `const`
 * declared apart; else `O` checked option by option ({@link OptionsChecked}), which names what is
 * wrong where TypeScript cannot (an unknown option in a `const`, which it does not check).
 *
 * A ternary of two object literals is inferred as its first branch (the compiler infers from each
 * branch and keeps the first): the target then has all the chart type's options, so the other
 * branch is checked too, though only for option names when it is declared apart.
 */
export type OptionsTarget<T extends ChartType, O> = string extends keyof O
  ? ChartOptionsInput<T>
  : OptionsChecked<O, ChartOptionsMap[T], T, ''> extends infer C
    ? [O] extends [C]
      ? [O] extends [ChartOptionsMap[T]]
        ? ChartOptionsMap[T]
        : ChartOptionsInput<T>
      : C
    : never;

/**
 * The type of the `options` prop for options `O`: {@link OptionsTarget}, evaluated once `O` is
 * inferred from what was given (the conditional on `O` defers it; the indexed access keeps the
 * compiler from inferring `O` from it).
 */
export type CheckedOptions<T extends ChartType, O> = object extends O
  ? ChartOptionsInput<T> // `O` not inferred (`ChartProps<'LineChart'>` written as a type): open
  : O extends unknown
    ? [OptionsTarget<T, O>][O extends unknown ? 0 : never]
    : O;
