/// <reference types="google.visualization" />
// The `formatters` prop: Google's formatters, each applied to some columns before each draw.

/** A value in a ColorFormat range: a bound (number, string, date or null) or a colour. */
type RangeBound = number | string | Date | null;
type Fmt<T extends string, O> = { type: T; column: number | number[]; options?: O };
export type ChartFormatter =
  | Fmt<'ArrowFormat', google.visualization.ArrowFormatOptions>
  | Fmt<'BarFormat', google.visualization.BarFormatOptions>
  | Fmt<'DateFormat', google.visualization.DateFormatOptions>
  | Fmt<'NumberFormat', google.visualization.NumberFormatOptions>
  | (Fmt<'ColorFormat', never> & {
      /**
       * `addRange(from, to, color, bgcolor)` calls. Plain arrays are accepted too: ranges declared
       * in a `const` are widened from tuples to arrays by TypeScript.
       */
      ranges?: readonly (
        | readonly [from: unknown, to: unknown, color: string, bgcolor: string]
        | readonly RangeBound[]
      )[];
      /** `addGradientRange(from, to, color, fromBgColor, toBgColor)` calls (plain arrays too). */
      gradientRanges?: readonly (
        | readonly [
            from: unknown,
            to: unknown,
            color: string,
            fromBgColor: string,
            toBgColor: string,
          ]
        | readonly RangeBound[]
      )[];
    })
  | PatternFormatter
  | (Omit<PatternFormatter, 'pattern'> & {
      /** @deprecated react-google-charts' place for the pattern: use `pattern`. */
      options: string;
    });

interface PatternFormatter {
  type: 'PatternFormat';
  /** Pattern such as `'<a href="mailto:{1}">{0}</a>'`. */
  pattern: string;
  /** Source column indices the `{n}` placeholders refer to. */
  column: number | number[];
  /** Destination column (defaults to the first source column). */
  dstColumn?: number;
}
