/** `google.visualization.Query`: spreadsheet queries answered with the fake's data or error. */
import type { FakeContext } from './context';
import { arrayToDataTable } from './tables';

/** What a query answers when `queryData` does not say. */
const DEFAULT_QUERY_DATA = [
  ['Name', 'Value'],
  ['Sheet A', 1],
  ['Sheet B', 2],
];

/** The Query class of the fake of `ctx`: each query is recorded by its URL. */
export function queryClass({ rec, opts }: FakeContext) {
  return class Query {
    declare q?: string;
    constructor(public url: string) {
      rec.queries.push(url);
    }
    setQuery(query: string) {
      this.q = query;
    }
    setTimeout() {}
    setRefreshInterval() {}
    abort() {}
    send(callback: (response: QueryAnswer) => void) {
      setTimeout(() => {
        const error = opts.queryError;
        const data = opts.queryData || DEFAULT_QUERY_DATA;
        callback({
          isError: () => !!error,
          getMessage: () => error || '',
          getDetailedMessage: () => (error ? 'fake query error' : ''),
          getReasons: () => (error ? ['fake'] : []),
          hasWarning: () => false,
          getDataTable: () => (error ? null : arrayToDataTable(data)),
        });
      }, 0);
    }
  };
}

/** A query's answer, as `google.visualization.QueryResponse` reads. */
interface QueryAnswer {
  isError(): boolean;
  getMessage(): string;
  getDetailedMessage(): string;
  getReasons(): string[];
  hasWarning(): boolean;
  getDataTable(): ReturnType<typeof arrayToDataTable> | null;
}
