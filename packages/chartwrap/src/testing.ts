/**
 * `chartwrap/testing`: the test double of Google Charts, for tests of components that draw charts
 * (no network, no drawing in jsdom). A fake `google.charts` loader and `google.visualization`
 * namespace, used by the library's own unit tests, the site's tests (jsdom), and the browser tests
 * and the bench (served as the body of the loader URL, see test-support/src/loader-route.ts). A
 * separate entry point: the main `chartwrap` entry never imports it.
 *
 * - `installFakeGoogle(window, options)`: in jsdom, answers the loader `<script>` the library
 *   injects by running the fake (or failing, with `scriptError`).
 * - `fakeGoogleLoaderSource(options)`: self-contained JavaScript for the loader URL's body
 *   (`routeFakeGoogle(page)` serves it for the loader URL), bundled from the same modules.
 *
 * Everything the fake is asked to do is recorded on `window.__fakeGoogle` ({@link FakeGoogleRecord}).
 * Drawn charts render `<svg data-fake-chart="<ChartType>" role="img" aria-label="…">` into their
 * container and fire `ready`; clicking the svg selects the first row and fires `select`. The core
 * charts and GeoChart have `getImageURI`, which returns a one-pixel PNG data URI. A `{ cols, rows }`
 * literal is read by Google's rules: a bare cell value or a table mixing `Date` objects with
 * `"Date(…)"` strings throws a readable error (testing/literal-rules.ts).
 *
 * The fake itself is in testing/, one module per part (fake-google.ts puts them together).
 */
export type * from './testing/types';
export { installFakeGoogle, fakeChart, type FakeGoogleHandle } from './testing/install';
export { fakeGoogleLoaderSource } from './testing/loader-source';
