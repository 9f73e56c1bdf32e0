/**
 * Page factory of the e2e tests. Every page it makes
 * - gets the fake `google` namespace (@chartwrap/test-support) as the body of the Google Charts
 *   loader URL,
 * - blocks every other external host and records those requests,
 * - collects console errors, warnings and page errors,
 * - fails the test on an uncaught page error (an exception no code caught, in any of its tabs):
 *   `withPage` when its callback returns, and the file's `afterEach` for every harness the test
 *   made with `newPage`. A test that provokes one on purpose names it in `allowPageErrors`.
 *
 *   const { withPage } = launchBrowserForFile();  // one Chromium for the test file
 *   await withPage(async (h) => {                  // h: { page, context, consoleErrors, ... }
 *     await h.page.goto(url('/examples/pie-chart'));
 *     expect(h.consoleErrors).toEqual([]);
 *   });                                            // and no uncaught page error
 */
import {
  fakeLoaderResponse,
  isLoaderUrl,
  launchBrowser,
  type FakeGoogleOptions,
} from '@chartwrap/test-support';
import type { Browser, BrowserContext, Locator, Page, Route } from 'playwright-core';
import { COLOR_MODE_STORAGE_KEY } from '../src/config';

/**
 * Opens every later page of `context` in `mode`: the stored choice the site reads before its
 * first paint (a storage that refuses it leaves the default mode).
 */
export async function presetColourMode(context: BrowserContext, mode: 'light' | 'dark') {
  await context.addInitScript(
    ([key, value]) => {
      try {
        localStorage.setItem(key, value);
      } catch {
        // a refusing storage: the default mode
      }
    },
    [COLOR_MODE_STORAGE_KEY, mode] as const,
  );
}

/** Base URL of the served build (set by e2e/setup.ts). */
export function baseUrl(): string {
  const base = process.env.E2E_BASE_URL;
  if (!base)
    throw new Error(
      'E2E_BASE_URL is not set: run the e2e Jest project (globalSetup serves the build).',
    );
  return base.replace(/\/+$/, '');
}

/** Absolute URL of a site path on the served build. */
export function url(path: string, base = baseUrl()): string {
  return `${base}${path}`;
}

/** Waits until React has hydrated the page (gatsby-browser's onInitialClientRender marker). */
export async function waitForHydration(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout });
}

/** Records every `securitypolicyviolation` of every document the page loads. */
export async function watchPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportViolation: (v: string) => void })
        .__reportViolation;
      report(`${location.pathname}: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'}`);
    });
  });
  return violations;
}

/** The page's Content Security Policy (its meta tag), or null. */
export const policyOf = (page: Page) =>
  page.evaluate(
    () =>
      document
        .querySelector('meta[http-equiv="Content-Security-Policy"]')
        ?.getAttribute('content') ?? null,
  );

/** The sitemap's paths (sitemap-0.xml through the index), as site paths. */
export async function sitemapPaths(): Promise<string[]> {
  const index = await (await fetch(url('/sitemap-index.xml'))).text();
  const maps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const paths: string[] = [];
  for (const map of maps) {
    const xml = await (await fetch(url(map))).text();
    for (const m of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) paths.push(new URL(m[1]).pathname);
  }
  return [...new Set(paths)];
}

/** Loads `path` on the served build and waits for hydration. */
export async function open(page: Page, path: string, base = baseUrl()) {
  const response = await page.goto(url(path, base));
  await waitForHydration(page);
  return response;
}

export interface PageOptions {
  /** Origin of the site under test (default E2E_BASE_URL); other hosts are external. */
  base?: string;
  /** Options of the fake google namespace. */
  fakeGoogle?: FakeGoogleOptions;
  viewport?: { width: number; height: number };
  javaScriptEnabled?: boolean;
  /**
   * `'reduce'` makes in-page jumps instant (the site scrolls smoothly otherwise): a click right
   * after one then lands where the page has come to rest.
   */
  reducedMotion?: 'reduce' | 'no-preference';
  /** First look at every external request; return true when handled (fulfilled/aborted). */
  handleExternal?: (route: Route, requestUrl: string) => boolean | Promise<boolean>;
  /** Console messages to ignore (substring or pattern). */
  ignoreConsole?: (string | RegExp)[];
  /**
   * Uncaught page errors the test provokes on purpose (substring or pattern): any other fails the
   * test. They are still collected in `pageErrors`.
   */
  allowPageErrors?: (string | RegExp)[];
  /** The browser's locale and time zone (default: the machine's). */
  locale?: string;
  timezoneId?: string;
}

export interface PageHarness {
  context: BrowserContext;
  page: Page;
  /** Console errors (after `ignoreConsole`). */
  consoleErrors: string[];
  consoleWarnings: string[];
  pageErrors: string[];
  /** External requests that were blocked. */
  externalRequests: string[];
  /** Another page in the same context (same storage), with the same collectors. */
  newTab(): Promise<Page>;
  close(): Promise<void>;
}

/** Whether `text` matches one of `patterns` (a substring or a pattern). */
const matchesAny = (patterns: readonly (string | RegExp)[], text: string) =>
  patterns.some((p) => (typeof p === 'string' ? text.includes(p) : p.test(text)));

/** A harness of the running test whose uncaught page errors nothing has checked yet. */
interface UncheckedHarness {
  harness: PageHarness;
  allowed: readonly (string | RegExp)[];
}

/** The harnesses made since the last check (one test file runs in one module registry). */
const unchecked = new Set<UncheckedHarness>();

/** Counts `harness` as checked, without looking at its errors. */
function forgetUncaughtPageErrors(harness: PageHarness): void {
  for (const entry of unchecked) if (entry.harness === harness) unchecked.delete(entry);
}

/**
 * Fails (throws) when a harness made since the last check met an uncaught page error its options
 * do not allow, and counts those harnesses as checked. `withPage` runs it for its harness; the
 * `afterEach` of `launchBrowserForFile` runs it for every harness of the test.
 */
export function checkUncaughtPageErrors(only?: PageHarness): void {
  const found: string[] = [];
  for (const entry of [...unchecked]) {
    if (only && entry.harness !== only) continue;
    unchecked.delete(entry);
    found.push(...entry.harness.pageErrors.filter((e) => !matchesAny(entry.allowed, e)));
  }
  if (found.length > 0) {
    throw new Error(
      `Uncaught page error${found.length === 1 ? '' : 's'}:\n${found.map((e) => `  ${e}`).join('\n')}\n` +
        '(a test that provokes one on purpose names it in the page options: allowPageErrors)',
    );
  }
}

/**
 * A page harness in a new context of `browser`. Its uncaught page errors fail the test: checked
 * by `withPage`, or else after the test (`launchBrowserForFile`'s `afterEach`).
 */
export async function newPage(browser: Browser, options: PageOptions = {}): Promise<PageHarness> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 900 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    reducedMotion: options.reducedMotion ?? 'no-preference',
    ...(options.locale ? { locale: options.locale } : {}),
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  });
  const base = new URL(options.base ?? baseUrlOrLocal());
  const consoleErrors: string[] = [];
  const consoleWarnings: string[] = [];
  const pageErrors: string[] = [];
  const externalRequests: string[] = [];
  const ignored = (text: string) => matchesAny(options.ignoreConsole ?? [], text);

  await context.route('**/*', async (route) => {
    const requestUrl = route.request().url();
    const u = new URL(requestUrl);
    if (u.host === base.host || u.protocol === 'data:' || u.protocol === 'blob:') {
      return route.fallback();
    }
    if (options.handleExternal && (await options.handleExternal(route, requestUrl))) return;
    if (isLoaderUrl(requestUrl)) return route.fulfill(fakeLoaderResponse(options.fakeGoogle));
    externalRequests.push(requestUrl);
    return route.abort('blockedbyclient');
  });

  const watch = (page: Page) => {
    page.on('console', (msg) => {
      const text = msg.text();
      if (ignored(text)) return;
      if (msg.type() === 'error') consoleErrors.push(text);
      if (msg.type() === 'warning') consoleWarnings.push(text);
    });
    page.on('pageerror', (err) => pageErrors.push(String(err)));
  };
  context.on('page', watch);
  const page = await context.newPage();

  const harness: PageHarness = {
    context,
    page,
    consoleErrors,
    consoleWarnings,
    pageErrors,
    externalRequests,
    newTab: () => context.newPage(),
    close: () => context.close(),
  };
  unchecked.add({ harness, allowed: options.allowPageErrors ?? [] });
  return harness;
}

function baseUrlOrLocal(): string {
  return process.env.E2E_BASE_URL ?? 'http://127.0.0.1';
}

/** A test file's browser: `browser()` while its tests run, and pages made in it. */
export interface BrowserForFile {
  /** The browser (launched before the file's first test, closed after its last). */
  browser(): Browser;
  /**
   * Runs `fn` with a new page harness, then closes the page's context whatever `fn` did; fails
   * when `fn` returned and the page met an uncaught error that `options.allowPageErrors` does not
   * name.
   */
  withPage<T>(fn: (h: PageHarness) => Promise<T>, options?: PageOptions): Promise<T>;
}

/**
 * Launches one Chromium for the calling test file (`beforeAll`) and closes it after its last test
 * (`afterAll`). Call it at the top level of the file.
 */
export function launchBrowserForFile(): BrowserForFile {
  let launched: Browser | undefined;
  beforeAll(async () => {
    launched = await launchBrowser();
  });
  afterAll(async () => {
    await launched?.close();
  });
  // Every harness a test made: an uncaught page error that nothing checked fails the test.
  afterEach(() => checkUncaughtPageErrors());
  const browser = () => {
    if (!launched)
      throw new Error(
        "launchBrowserForFile: the browser is there only while the file's tests run.",
      );
    return launched;
  };
  return {
    browser,
    async withPage(fn, options = {}) {
      const h = await newPage(browser(), options);
      let failed = true;
      try {
        const result = await fn(h);
        failed = false;
        checkUncaughtPageErrors(h);
        return result;
      } finally {
        // A failing `fn` reports its own error, which the page's errors do not hide.
        if (failed) forgetUncaughtPageErrors(h);
        // A route handler still at work (a prefetch of data a test corrupts) would fail once the
        // context closes: its errors are the closing's, not the test's.
        await Promise.all(h.context.pages().map((p) => p.unrouteAll({ behavior: 'ignoreErrors' })));
        await h.close();
      }
    },
  };
}

/**
 * Polls `check` (a state the test's own handlers record) until it holds; fails the test after `ms`.
 */
export async function waitUntil(check: () => boolean, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`condition not met: ${check.toString()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Pages a test may keep open at once in one browser (two cores: more only adds waiting). */
export const PARALLEL_PAGES = 3;

/**
 * Runs `task` for every item, `PARALLEL_PAGES` at a time: worker `n` (0-based) gets one item after
 * another, so each worker can keep one page of its own.
 */
export async function eachInParallel<T>(
  items: readonly T[],
  task: (item: T, worker: number) => Promise<void>,
  workers = PARALLEL_PAGES,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(workers, items.length) }, async (_, worker) => {
      while (next < items.length) await task(items[next++], worker);
    }),
  );
}

/** A whole module for the live editor, on one line: it draws a BarChart instead of the example. */
export const EDITED_BAR_CHART_MODULE =
  "import { Chart } from 'chartwrap'; export default function Edited() { return " +
  "<Chart chartType=\"BarChart\" data={[['City', 'People'], ['Oslo', 709000]]} aria-label=\"Edited chart\" />; }";

/**
 * Replaces the live editor's whole module with `code`, typed key by key as a reader does (the
 * editor listens to key events).
 */
export async function replaceEditorCode(editor: Locator, code: string): Promise<void> {
  const { keyboard } = editor.page();
  await editor.click();
  await keyboard.press('Control+A');
  await keyboard.press('Delete');
  await keyboard.type(code);
}
