/** Serving the fake Google Charts to a real browser in place of the loader script. */
import { LOADER_URL } from 'chartwrap/core';
import type { BrowserContext, Page } from 'playwright-core';
import { fakeGoogleLoaderSource, type FakeGoogleOptions } from './fake-google';

export { LOADER_URL };

/** Whether a request URL is the Google Charts loader (any query string). */
export function isLoaderUrl(requestUrl: string): boolean {
  return requestUrl.split('?')[0] === LOADER_URL;
}

/** The response that stands in for the loader: the fake's self-contained source. */
export function fakeLoaderResponse(options: FakeGoogleOptions = {}) {
  return {
    status: 200,
    contentType: 'application/javascript',
    body: fakeGoogleLoaderSource(options),
  };
}

/** Answers every loader request of `target` (a page or a context) with the fake. */
export async function routeFakeGoogle(
  target: BrowserContext | Page,
  options: FakeGoogleOptions = {},
): Promise<void> {
  const response = fakeLoaderResponse(options);
  await target.route(
    (u) => isLoaderUrl(u.href),
    (route) => route.fulfill(response),
  );
}
