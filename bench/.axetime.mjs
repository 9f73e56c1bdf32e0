import { launchBrowser } from '@chartwrap/test-support';
import { serveSite } from '/work/main/bench/site-server.mjs';
import AxeBuilder from '@axe-core/playwright';
const dir = process.argv[2];
const server = await serveSite(dir, { rewriteLoader: true });
const browser = await launchBrowser();
const page = await browser.newPage();
for (const route of ['/docs/quick-walkthrough', '/examples/pie-chart', '/docs/quick-walkthrough']) {
  await page.goto(server.url + route, { waitUntil: 'load' });
  await page.waitForTimeout(500);
  const t0 = Date.now();
  const r = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).setLegacyMode(true).analyze();
  const t1 = Date.now();
  const r2 = await new AxeBuilder({ page }).withRules(['color-contrast', 'link-in-text-block']).setLegacyMode(true).analyze();
  console.log(route, 'full', t1 - t0, 'ms; colour', Date.now() - t1, 'ms; violations', r.violations.map(v => v.id), r2.violations.map(v=>v.id));
}
await browser.close(); await server.close();
