/**
 * The server's tools: what each answers, from the docs data (docs-data.ts) and the code checker
 * (check-code.ts). Each returns text an assistant can act on; bad input is a tool error (a
 * result with `isError`) that says what was wrong and what to send, and the server keeps serving.
 */
import { createSearchEngine } from '../../../src/search/engine';
import type { Hierarchy } from '../../../src/shared/search-types';
import { CodeInputError, type CodeChecker } from './check-code';
import type { DocsData, OptionRow } from './docs-data';
import { nearestNames } from './nearest';

export interface ToolResult {
  [key: string]: unknown;
  content: { type: 'text'; text: string }[];
  isError?: boolean;
}

const answer = (value: unknown): ToolResult => ({
  content: [
    { type: 'text', text: typeof value === 'string' ? value : JSON.stringify(value, null, 2) },
  ],
});

export const toolError = (message: string): ToolResult => ({
  content: [{ type: 'text', text: message }],
  isError: true,
});

/** How many answers search_docs gives. */
const SEARCH_HITS = 8;

const titleOf = (hierarchy: Hierarchy) =>
  [hierarchy.lvl1, hierarchy.lvl2, hierarchy.lvl3, hierarchy.lvl4]
    .filter((part): part is string => Boolean(part))
    .join(' › ');

export function createTools(data: DocsData, checker: CodeChecker) {
  const engine = createSearchEngine(data.records);
  const chartTypes = [...new Set([...data.options, ...data.events].map((row) => row.owner))].sort();
  const absolute = (url: string) => `${data.siteUrl}${url}`;

  /** The chart type as written, or a tool error naming the nearest ones. */
  const chartTypeOf = (name: string): string | ToolResult =>
    chartTypes.includes(name)
      ? name
      : toolError(
          `unknown chart type "${name}": did you mean ${nearestNames(name, chartTypes)
            .map((type) => `"${type}"`)
            .join(', ')}? Chart types: ${chartTypes.join(', ')}.`,
        );

  return {
    searchDocs(query: string): ToolResult {
      if (!query.trim())
        return toolError(
          'the query is empty: send the words to look for, e.g. "donut chart" or "hide legend"',
        );
      const response = engine.search({ query, hitsPerPage: SEARCH_HITS });
      const hits = response.hits as unknown as {
        hierarchy: Hierarchy;
        url: string;
        content: string | null;
      }[];
      if (hits.length === 0) {
        const suggested = engine.suggest(query, 3);
        return answer({ results: [], suggestions: suggested });
      }
      return answer({
        results: hits.map((hit) => ({
          title: titleOf(hit.hierarchy),
          url: absolute(hit.url),
          snippet: (hit.content ?? '').slice(0, 240),
        })),
      });
    },

    getChartOptions(chartType: string, optionPath?: string): ToolResult {
      const owner = chartTypeOf(chartType);
      if (typeof owner !== 'string') return owner;
      let rows: OptionRow[] = data.options.filter((row) => row.owner === owner);
      if (optionPath) {
        const wanted = optionPath.trim();
        rows = rows.filter((row) => row.path === wanted || row.path.startsWith(`${wanted}.`));
        if (rows.length === 0) {
          const paths = data.options.filter((row) => row.owner === owner).map((row) => row.path);
          return toolError(
            `${owner} has no option "${wanted}": did you mean ${nearestNames(wanted, paths)
              .map((path) => `"${path}"`)
              .join(', ')}?`,
          );
        }
      }
      return answer(rows.map((row) => ({ ...row, url: absolute(row.url) })));
    },

    getChartEvents(chartType: string): ToolResult {
      const owner = chartTypeOf(chartType);
      if (typeof owner !== 'string') return owner;
      return answer(
        data.events
          .filter((row) => row.owner === owner)
          .map((row) => ({ ...row, url: absolute(row.url) })),
      );
    },

    getExample(name: string): ToolResult {
      const example = data.examples.find((source) => source.name === name);
      if (!example) {
        const names = data.examples.map((source) => source.name);
        return toolError(
          `no example "${name}": did you mean ${nearestNames(name, names)
            .map((found) => `"${found}"`)
            .join(', ')}? Examples: ${names.join(', ')}.`,
        );
      }
      return answer(`// ${absolute(example.url)}\n${example.code}`);
    },

    checkChartCode(code: string): ToolResult {
      try {
        const diagnostics = checker.check(code);
        return answer({ ok: diagnostics.length === 0, diagnostics });
      } catch (error) {
        if (error instanceof CodeInputError) return toolError(error.message);
        throw error;
      }
    },
  };
}
