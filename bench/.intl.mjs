import { launchBrowser } from '@chartwrap/test-support';
const browser = await launchBrowser();
for (const variant of ['utc-en', 'default', 'utc-default', 'default-then-utc']) {
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto('about:blank');
  const r = await page.evaluate((v) => {
    const d = new Date('2026-11-20T10:00:00Z');
    const t0 = performance.now();
    const make = {
      'utc-en': () => new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(d),
      'default': () => new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(d),
      'utc-default': () => new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' }).format(d),
      'default-then-utc': () => new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(d) + new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(d),
    }[v];
    const out = make(); const t1 = performance.now(); make(); const t2 = performance.now();
    return [out, Math.round(t1 - t0), Math.round(t2 - t1)];
  }, variant);
  console.log(variant, r);
  await page.close();
}
await browser.close();
