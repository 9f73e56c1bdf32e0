/**
 * The page harness itself (e2e/helpers.ts): an uncaught error in a page fails the test that made
 * the page, unless the test names it in `allowPageErrors`. The pages here are written in place
 * (`setContent`), so these tests read no build.
 */
import type { Page } from 'playwright-core';
import { checkUncaughtPageErrors, launchBrowserForFile, newPage } from './helpers';

const { browser, withPage } = launchBrowserForFile();

/** Writes a page whose script throws `message` uncaught, and waits until the harness saw it. */
async function throwIn(page: Page, pageErrors: string[], message: string) {
  const before = pageErrors.length;
  await page.setContent(`<p>Hi</p><script>throw new Error(${JSON.stringify(message)})</script>`);
  // The harness hears of the error by an event of its own: wait for that, not for a time.
  while (pageErrors.length === before) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(pageErrors.slice(before)).toEqual([expect.stringContaining(message)]);
}

test('withPage fails when its page throws an uncaught error, naming the error', async () => {
  const run = withPage(async (h) => {
    await throwIn(h.page, h.pageErrors, 'thrown by the page');
    return 'the callback returned';
  });
  await expect(run).rejects.toThrow(/Uncaught page error:\n {2}Error: thrown by the page/);
});

test('withPage fails on an uncaught error in a second tab of its context', async () => {
  const run = withPage(async (h) => {
    const tab = await h.newTab();
    await throwIn(tab, h.pageErrors, 'thrown by the second tab');
  });
  await expect(run).rejects.toThrow(/thrown by the second tab/);
});

test('allowPageErrors lets the named errors pass and fails on any other', async () => {
  const allowed = await withPage(
    async (h) => {
      await throwIn(h.page, h.pageErrors, 'provoked on purpose');
      return h.pageErrors;
    },
    { allowPageErrors: [/provoked on purpose/] },
  );
  // The allowed error is still collected for the test to read.
  expect(allowed).toEqual([expect.stringContaining('provoked on purpose')]);
  const other = withPage(
    async (h) => {
      await throwIn(h.page, h.pageErrors, 'provoked on purpose');
      await throwIn(h.page, h.pageErrors, 'an unexpected crash');
    },
    { allowPageErrors: [/provoked on purpose/] },
  );
  await expect(other).rejects.toThrow(/Uncaught page error:\n {2}Error: an unexpected crash\n\(/);
});

test('a harness made with newPage is checked after the test (the afterEach check)', async () => {
  const h = await newPage(browser());
  try {
    await throwIn(h.page, h.pageErrors, 'thrown in a newPage harness');
  } finally {
    await h.close();
  }
  // What the file's afterEach runs: it fails for this harness, once (then it counts as checked,
  // so this test's own afterEach passes).
  expect(() => checkUncaughtPageErrors()).toThrow(/thrown in a newPage harness/);
  expect(() => checkUncaughtPageErrors()).not.toThrow();
});

test('a page without an uncaught error passes the check', async () => {
  const text = await withPage(async (h) => {
    await h.page.setContent('<p>Quiet page</p>');
    return h.page.locator('p').innerText();
  });
  expect(text).toBe('Quiet page');
});
