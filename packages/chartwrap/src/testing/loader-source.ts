/** The loader URL's body: the fake's browser script, run on `window` with the given options. */
import { SCRIPT_GLOBAL } from './script-build';
import { fakeGoogleBundle } from './script-text';
import type { FakeGoogleOptions } from './types';

/** Self-contained JavaScript for the loader URL's body, defining the fake `window.google`. */
export function fakeGoogleLoaderSource(options: FakeGoogleOptions = {}): string {
  // The bundle's variable stays inside this function: the page gains `google` and the record only.
  return (
    `;(function () {\n${fakeGoogleBundle()}return ${SCRIPT_GLOBAL}.runFakeGoogle;\n})()` +
    `(window, ${JSON.stringify(options)});\n`
  );
}
