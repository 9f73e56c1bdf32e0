import { createContext, useContext, type ReactNode } from 'react';

/** The exact source text of one module in src/examples, as the GraphQL content layer gives it. */
export interface ExampleSourceText {
  /** File name without extension, e.g. "pie-chart". */
  name: string;
  /** The module's source text, byte for byte. */
  code: string;
  /** The source highlighted at build time: a `<pre>`, as HTML. */
  html: string;
}

const ExampleSourcesContext = createContext<readonly ExampleSourceText[]>([]);

/**
 * Templates wrap an MDX page in this provider with the sources its query returned
 * (`mdx { exampleSources { name code html } }`), so `<Example name="…">` can show them.
 */
export function ExampleSourcesProvider({
  sources,
  children,
}: {
  sources: readonly ExampleSourceText[] | null | undefined;
  children: ReactNode;
}) {
  return (
    <ExampleSourcesContext.Provider value={sources ?? []}>
      {children}
    </ExampleSourcesContext.Provider>
  );
}

export function useExampleSource(name: string): ExampleSourceText | undefined {
  return useContext(ExampleSourcesContext).find((source) => source.name === name);
}
