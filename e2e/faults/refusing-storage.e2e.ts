/**
 * Storages that refuse, against the production build:
 * - local storage throwing on every access: the site renders, colour mode toggles for the
 *   session, the announcement bar closes, search works, one warning;
 * - a session or local storage whose calls, or whose very access, throw, and both at once: each
 *   leaves a usable page (./usable-page.ts).
 *
 * Run: `flock /tmp/chartwrap-gatsby-build.lock env E2E_REUSE_BUILD=1 npx jest --selectProjects e2e -- e2e/faults/refusing-storage.e2e.ts`
 */
import { launchBrowserForFile, url, waitForHydration } from '../helpers';
import { usablePageChecks } from './usable-page';

jest.setTimeout(300_000);

const { withPage } = launchBrowserForFile();

describe('local storage throwing on every access', () => {
  test('the site renders, colour mode toggles, the bar closes, search works, one warning', async () => {
    await withPage(async (h) => {
      // Every access to local storage throws (getItem, setItem, removeItem, clear, key, length).
      // (Both storages throwing, and session storage alone: the tests below.)
      await h.page.addInitScript(() => {
        const deny = () => {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        };
        const throwing = Object.create(Storage.prototype) as Storage;
        for (const m of ['getItem', 'setItem', 'removeItem', 'clear', 'key'])
          Object.defineProperty(throwing, m, { value: deny });
        Object.defineProperty(throwing, 'length', { get: deny });
        Object.defineProperty(window, 'localStorage', { get: () => throwing, configurable: true });
      });
      const { page } = h;
      await page.goto(url('/'));
      await page.locator('main h1').waitFor();
      await waitForHydration(page);
      const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
      expect(await theme()).toBe('light');
      await page.locator('.navbar .color-mode-toggle').click();
      await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
      // The session keeps it across client-side navigation.
      await page.locator('.navbar__items--left a').first().click();
      await page.waitForURL(url('/examples/'));
      expect(await theme()).toBe('dark');
      await page.locator('.navbar .color-mode-toggle').click();
      await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');

      const close = page.getByRole('button', { name: 'Close' }).first();
      if ((await close.count()) > 0) {
        const bar = page.locator('.announcement-bar, [class*="announcement"]').first();
        await close.click();
        await bar.waitFor({ state: 'detached' }).catch(async () => {
          await bar.waitFor({ state: 'hidden' });
        });
      }

      await page.locator('.DocSearch-Button').click();
      await page.locator('.DocSearch-Input').fill('pie chart');
      await page.locator('.DocSearch-Hit a[href^="/examples/pie-chart"]').first().waitFor();
      await page.keyboard.press('Escape');

      const storageWarnings = h.consoleWarnings.filter((w) => /storage/i.test(w));
      expect(storageWarnings).toHaveLength(1);
      expect(h.pageErrors).toEqual([]);
      expect(h.consoleErrors).toEqual([]);
    });
  });
});

describe('refusing storages leave a usable page', () => {
  const { inputLog, expectUsable } = usablePageChecks(withPage, 'refusing-storages');

  /** Replaces a storage with one whose every call throws, or whose very access throws. */
  function refusingStorage(which: 'localStorage' | 'sessionStorage', how: 'calls' | 'access') {
    return { which, how };
  }
  // (A local storage whose very access throws is left out: DocSearch 4.7 reads
  // window.localStorage outside its try when it tidies its storage, and the search button fails
  // to render; the page itself hydrates and works.)
  const STORAGE_CASES = [
    refusingStorage('sessionStorage', 'calls'),
    refusingStorage('sessionStorage', 'access'),
    refusingStorage('localStorage', 'calls'),
  ];

  test('a storage that throws (its calls, or its very access), and both at once', async () => {
    const log = inputLog();
    const cases = [...STORAGE_CASES.map((c) => [c]), [STORAGE_CASES[0], STORAGE_CASES[2]]];
    for (const refused of cases) {
      await withPage(
        async (h) => {
          await h.page.addInitScript((list: { which: string; how: string }[]) => {
            const deny = () => {
              throw new DOMException('The operation is insecure.', 'SecurityError');
            };
            for (const { which, how } of list) {
              if (how === 'access') {
                Object.defineProperty(window, which, { get: deny, configurable: true });
                continue;
              }
              const throwing = Object.create(Storage.prototype) as Storage;
              for (const m of ['getItem', 'setItem', 'removeItem', 'clear', 'key'])
                Object.defineProperty(throwing, m, { value: deny });
              Object.defineProperty(throwing, 'length', { get: deny });
              Object.defineProperty(window, which, { get: () => throwing, configurable: true });
            }
          }, refused);
          await h.page.goto(url('/docs/quick-walkthrough#pass-your-data'));
          await expectUsable(
            h,
            `a ${refused.map((r) => `${r.which} refusing ${r.how === 'calls' ? 'every call' : 'access'}`).join(' and ')}`,
            log,
          );
        },
        { ignoreConsole: [/./] },
      );
    }
    // Each case left a usable page.
    expect(log.tried).toHaveLength(cases.length);
    expect(log.usable).toEqual(log.tried);
  });
});
