/**
 * Links and anchors of the production build: every internal link and anchor on every sitemap page
 * resolves.
 *
 * Run: `flock /tmp/chartwrap-gatsby-build.lock env E2E_REUSE_BUILD=1 npx jest --selectProjects e2e -- e2e/anchors.e2e.ts`
 */
import { baseUrl, sitemapPaths, url } from './helpers';

jest.setTimeout(300_000);

let paths: string[] = [];
/** The HTML of every sitemap page, as the server sends it. */
const html = new Map<string, { status: number; text: string }>();

/** The HTML of `p` (fetched once). */
async function get(p: string) {
  if (!html.has(p)) {
    const res = await fetch(url(p));
    html.set(p, { status: res.status, text: await res.text() });
  }
  return html.get(p)!;
}

beforeAll(async () => {
  paths = await sitemapPaths();
});

function decodeEntities(s: string): string {
  return s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

test('every internal link and anchor on every sitemap page resolves', async () => {
  const ids = (text: string) =>
    new Set([...text.matchAll(/\sid="([^"]+)"/g)].map((m) => decodeEntities(m[1])));
  const broken: string[] = [];
  let links = 0;
  for (const p of paths) {
    const page = await get(p);
    expect(page.status).toBe(200);
    for (const m of page.text.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) {
      const href = decodeEntities(m[1]);
      if (/^(https?:|mailto:|tel:|\/\/)/.test(href) && !href.startsWith(baseUrl())) continue;
      const target = new URL(href, url(p));
      links++;
      const targetPath = target.pathname;
      const doc = targetPath === p ? page : await get(targetPath);
      if (doc.status !== 200) {
        broken.push(`${p} → ${href} (${doc.status})`);
        continue;
      }
      const hash = decodeURIComponent(target.hash.slice(1));
      if (hash && !ids(doc.text).has(hash)) broken.push(`${p} → ${href} (no #${hash})`);
    }
  }
  expect(links).toBeGreaterThan(paths.length);
  expect(broken).toEqual([]);
});
