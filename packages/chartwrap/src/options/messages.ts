// Messages: types whose text is the error, for the mistakes TypeScript cannot word itself. An
// option a chart type does not have becomes a string-literal type saying so and naming the fix.
import type { ChartType } from '../chartTypes';
import type { ChartOptionsMap } from './chartOptions';

/**
 * Whether `B` is one edit away from `A` (a letter added, dropped, changed, or two swapped), the
 * misspellings a "did you mean" names. Only computed for a name already found unknown.
 */
type OneEditApart<A extends string, B extends string> = A extends B
  ? true
  : A extends `${infer a}${infer ar}`
    ? B extends `${infer b}${infer br}`
      ? a extends b
        ? OneEditApart<ar, br>
        : ar extends br
          ? true
          : ar extends B
            ? true
            : A extends br
              ? true
              : ar extends `${b}${infer rest}`
                ? br extends `${a}${rest}`
                  ? true
                  : false
                : false
      : ar extends ''
        ? true
        : false
    : B extends `${string}${infer br}`
      ? br extends ''
        ? true
        : false
      : false;

/** The names of `Names` one edit from `Name`, upper and lower case alike. */
type NearNames<Name extends string, Names extends string> = Names extends unknown
  ? OneEditApart<Lowercase<Name>, Lowercase<Names>> extends true
    ? Names
    : never
  : never;

type LastOf<U> = (U extends unknown ? (f: () => U) => void : never) extends (f: infer F) => void
  ? F extends () => infer L
    ? L
    : never
  : never;
/** What joins `Head` to the rest of a list, `Tail`: nothing, `last` before the last, else `, `. */
type Joint<Tail extends string, Last extends string> = Tail extends ''
  ? ''
  : Tail extends `${string}${Last}${string}`
    ? ', '
    : Last;
/** `A, B and C` from `'A' | 'B' | 'C'`, each name written `Quote`d, the last after `Last`. */
type Listed<
  U extends string,
  Quote extends string,
  Last extends string,
  Tail extends string = '',
> = [U] extends [never]
  ? Tail
  : LastOf<U> extends infer L extends string
    ? Listed<Exclude<U, L>, Quote, Last, `${Quote}${L}${Quote}${Joint<Tail, Last>}${Tail}`>
    : Tail;

type KeysOf<S> = S extends unknown ? keyof S : never;

/** The objects an option's value `V` may be (an array's entries for an array), `any` aside. */
type ObjectsOf<V> = 0 extends 1 & V
  ? never
  : V extends readonly (infer E)[]
    ? ObjectsOf<E>
    : V extends object
      ? V
      : never;

/** The options at `Path` (`''`, `'diff.'`, `'hAxis.gridlines.'`) of the options `S`. */
type OptionsAt<S, Path extends string> = Path extends `${infer Head}.${infer Rest}`
  ? OptionsAt<ObjectsOf<S extends unknown ? (Head extends keyof S ? S[Head] : never) : never>, Rest>
  : S;

/** The chart types that have the option `K` at `Path` (`''` at the top). */
type ChartTypesWith<Path extends string, K> = {
  [C in ChartType]: K extends KeysOf<OptionsAt<ChartOptionsMap[C], Path>> ? C : never;
}[ChartType];

/**
 * Where else in the options of `Owner` an option `K` given under a top-level option (`Path` such
 * as `'vAxis.'`) is: the paths of `K` under the other top-level options that have it
 * (`'hAxis.slantedText'` for a `'vAxis.slantedText'`).
 */
type PathsElsewhere<
  Owner extends ChartType,
  Path extends string,
  K extends string,
> = Path extends `${infer Top}.`
  ? Top extends `${string}.${string}`
    ? never
    : {
        [Q in keyof ChartOptionsMap[Owner]]-?: Q extends Top
          ? never
          : K extends KeysOf<ObjectsOf<ChartOptionsMap[Owner][Q]>>
            ? `${Q & string}.${K}`
            : never;
      }[keyof ChartOptionsMap[Owner]]
  : never;

/** The end of the message for an option that is nowhere near: where it is an option, if anywhere. */
type WhereElse<Owner extends ChartType, Path extends string, K extends string> = [
  PathsElsewhere<Owner, Path, K>,
] extends [never]
  ? [ChartTypesWith<Path, K>] extends [never]
    ? ''
    : `: it is an option of ${Listed<ChartTypesWith<Path, K>, '', ' and '>}`
  : `: did you mean ${Listed<PathsElsewhere<Owner, Path, K>, "'", ' or '>}?`;

/**
 * The message for an option `K` that the options of `Owner` (at `Path`, `''` at the top) do not
 * have: the nearest valid names; else the same option elsewhere in `Owner`'s options (a
 * horizontal axis' option under `vAxis`); else the chart types that have it at that path.
 */
export type UnknownOptionMessage<
  Owner extends ChartType,
  Path extends string,
  K extends string,
  Names extends string,
> = `'${Path}${K}' is not an option of ${Owner}${[NearNames<K, Names>] extends [never]
  ? WhereElse<Owner, Path, K>
  : `: did you mean ${Listed<`${Path}${NearNames<K, Names>}`, "'", ' or '>}?`}`;
