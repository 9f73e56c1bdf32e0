/**
 * What "a usable page" means to the crafted-URL and refusing-storage tests, and the record of the
 * inputs each test tried: every test checks that each of its own inputs left a usable page, and
 * the file writes what its tests tried to `e2e/.tmp/hostile-inputs-<family>.json` for the report.
 */
import fs from 'node:fs';
import path from 'node:path';
import { url, waitForHydration, type BrowserForFile, type PageHarness } from '../helpers';
import { TMP } from '../server';

/** The inputs one test tried, and those that left a usable page. */
export interface InputLog {
  tried: string[];
  usable: string[];
}

export interface UsablePageChecks {
  /** A new log for one test (the file's report lists it too). */
  inputLog(): InputLog;
  /**
   * Checks that the page is usable: hydrated, a heading, the navbar; the not-found page for
   * unknown paths; search answers; a navbar link navigates client-side. Records `input` in `log`
   * as tried, then as usable once every check passed.
   */
  expectUsable(
    h: PageHarness,
    input: string,
    log: InputLog,
    options?: { notFound?: boolean },
  ): Promise<void>;
  /** Loads `target` in a new page (status 200, or 404 with `notFound`) and expects it usable. */
  load(target: string, log: InputLog, options?: { notFound?: boolean }): Promise<void>;
}

/** The checks, with a report of `family`'s inputs written after the file's last test. */
export function usablePageChecks(
  withPage: BrowserForFile['withPage'],
  family: string,
): UsablePageChecks {
  const logs: InputLog[] = [];
  afterAll(() => {
    const tried = logs.flatMap((log) => log.tried);
    const usable = logs.flatMap((log) => log.usable);
    fs.mkdirSync(TMP, { recursive: true });
    fs.writeFileSync(
      path.join(TMP, `hostile-inputs-${family}.json`),
      JSON.stringify({ tried: tried.length, usable: usable.length, inputs: tried }, null, 2),
    );
  });

  const inputLog = () => {
    const log: InputLog = { tried: [], usable: [] };
    logs.push(log);
    return log;
  };

  const expectUsable: UsablePageChecks['expectUsable'] = async (
    h,
    input,
    log,
    { notFound = false } = {},
  ) => {
    log.tried.push(input);
    const { page } = h;
    await waitForHydration(page);
    const h1 = page.locator('main h1').first();
    await h1.waitFor();
    if (notFound) await expect(h1.innerText()).resolves.toBe('Page Not Found');
    expect(await page.locator('.navbar').isVisible()).toBe(true);
    await page.locator('.DocSearch-Button').click();
    await page.locator('.DocSearch-Input').fill('pie chart');
    await page.locator('.DocSearch-Hit a[href^="/examples/pie-chart"]').first().waitFor();
    await page.keyboard.press('Escape');
    await page.locator('.navbar__items--left a').first().click();
    await page.waitForURL(url('/examples/'));
    await page.locator('main h1').first().waitFor();
    expect(h.pageErrors).toEqual([]);
    log.usable.push(input);
  };

  const load: UsablePageChecks['load'] = async (target, log, options = {}) => {
    await withPage(
      async (h) => {
        const response = await h.page.goto(url(target));
        expect(response!.status()).toBe(options.notFound ? 404 : 200);
        await expectUsable(h, target, log, options);
      },
      { ignoreConsole: [/./] },
    );
  };

  return { inputLog, expectUsable, load };
}
