/** What went wrong: the loader script, the loader timing out, the chart type, the data, the draw or the spreadsheet query. */
export type ChartwrapErrorCode = 'script' | 'timeout' | 'chartType' | 'data' | 'draw' | 'query';

/** The error `onError` and `errorElement` receive. */
export class ChartwrapError extends Error {
  readonly code: ChartwrapErrorCode;
  constructor(code: ChartwrapErrorCode, message: string) {
    super(message);
    this.name = 'ChartwrapError';
    this.code = code;
  }
}
