import { launchBrowserWithDevToolsPort } from '@chartwrap/test-support';
import { serveSite } from '/work/main/bench/site-server.mjs';
const dir = process.argv[2] ?? '/work/main/public';
const route = process.argv[3] ?? '/docs/quick-walkthrough';
const server = await serveSite(dir, { rewriteLoader: true });
const { default: lighthouse } = await import('lighthouse');
const chrome = await launchBrowserWithDevToolsPort();
const w = process.stderr.write.bind(process.stderr);
process.stderr.write = (c, ...r) => /mapping for last column/.test(String(c)) ? true : w(c, ...r);
try {
  const { lhr } = await lighthouse(server.url + route, { port: chrome.port, output: 'json', logLevel: 'silent', onlyCategories: ['performance'] });
  console.log('perf', lhr.categories.performance.score, 'TBT', lhr.audits['total-blocking-time'].numericValue, 'LCP', lhr.audits['largest-contentful-paint'].numericValue, 'FCP', lhr.audits['first-contentful-paint'].numericValue, 'SI', lhr.audits['speed-index'].numericValue, 'TTI', lhr.audits['interactive']?.numericValue);
  for (const ref of lhr.categories.performance.auditRefs.filter(r=>r.weight>0)) { const a = lhr.audits[ref.id]; console.log(' ', ref.id, ref.weight, a.score, a.displayValue); }
  console.log('mainthread', JSON.stringify(lhr.audits['mainthread-work-breakdown'].details.items.map(i=>[i.group, Math.round(i.duration)])));
  console.log('bootup', JSON.stringify(lhr.audits['bootup-time'].details.items.map(i=>[i.url.replace(server.url,''), Math.round(i.total), Math.round(i.scripting), Math.round(i.scriptParseCompile)])));
  console.log('longtasks', JSON.stringify((lhr.audits['long-tasks']?.details?.items??[]).map(i=>[i.url?.replace(server.url,''), Math.round(i.startTime), Math.round(i.duration)])));
  console.log('dom', lhr.audits['dom-size']?.displayValue);
} finally { process.stderr.write = w; await chrome.browser.close(); await server.close(); }
