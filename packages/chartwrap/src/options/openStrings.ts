// Open strings: for options, columns and lists typed apart from the JSX, whose strings TypeScript
// widens to `string` (`const o = { curveType: 'function' }` is `{ curveType: string }`).

/**
 * A string-literal union that also accepts any `string` while keeping its literals for editor
 * completion (`string & {}` does not absorb them the way `string` would).
 */
export type OpenString<S extends string> = S | (string & {});

/**
 * `T` with every string-literal union opened (see {@link OpenString}), at any depth. Options
 * declared in a `const` apart from the JSX have their strings widened to `string` by TypeScript
 * (`const o = { curveType: 'function' }` is `{ curveType: string }`); this type accepts them.
 */
export type OpenStrings<T> = T extends string
  ? string extends T
    ? T
    : T | (string & {})
  : T extends (...args: never[]) => unknown
    ? T
    : T extends Date
      ? T
      : T extends readonly (infer E)[]
        ? readonly OpenStrings<E>[]
        : T extends object
          ? { [K in keyof T]: OpenStrings<T[K]> }
          : T;
