/**
 * Links and anchors of the production build:
 * - every internal link and anchor on every sitemap page resolves;
 * - the anchors each page published (content/anchors.yml) are a contract: every listed anchor is a
 *   heading of its page, every alias (a renamed heading's old id) a target inside the heading it
 *   lands on, and every heading with an id is listed, so renaming a heading without an alias fails
 *   here;
 * - every heading with an id, on every sitemap page, carries its "Direct link to …" anchor;
 * - in the browser, the walkthrough's old anchors scroll to their sections.
 *
 * Run: `flock /tmp/chartwrap-gatsby-build.lock env E2E_REUSE_BUILD=1 npx jest --selectProjects e2e -- e2e/anchors.e2e.ts`
 */
import type { Page } from 'playwright-core';
import { readPublishedAnchors } from '../src/node/markdown/published-anchors';
import { baseUrl, launchBrowserForFile, sitemapPaths, url, waitForHydration } from './helpers';

jest.setTimeout(300_000);

const { withPage } = launchBrowserForFile();

const WALKTHROUGH = '/docs/quick-walkthrough';
const HEADINGS = 'h2[id], h3[id], h4[id], h5[id], h6[id]';

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

/** What the anchors tests read of one page's HTML, parsed by the browser's own parser. */
interface PageHeadings {
  /** Every h2–h6 with an id: its id, its text (without its direct link), its direct links. */
  headings: { id: string; text: string; links: { href: string; label: string | null }[] }[];
  /** Every id of the page → the id of the heading that holds it (null: no heading). */
  idsIn: Record<string, string | null>;
}

function readHeadings(page: Page, source: string, selector: string): Promise<PageHeadings> {
  return page.evaluate(
    ([text, headingSelector]) => {
      const doc = new DOMParser().parseFromString(text, 'text/html');
      const headings = [...doc.querySelectorAll(headingSelector)].map((heading) => {
        const links = [...heading.querySelectorAll(':scope > a.hash-link')].map((a) => ({
          href: a.getAttribute('href') ?? '',
          label: a.getAttribute('aria-label'),
        }));
        const copy = heading.cloneNode(true) as Element;
        copy.querySelectorAll(':scope > a.hash-link').forEach((a) => a.remove());
        return { id: heading.id, text: (copy.textContent ?? '').trim(), links };
      });
      const idsIn: Record<string, string | null> = {};
      for (const element of doc.querySelectorAll('[id]'))
        idsIn[element.id] = element.closest(headingSelector)?.id ?? null;
      return { headings, idsIn };
    },
    [source, selector] as const,
  );
}

/** The headings of every sitemap page, read in one blank browser page. */
async function headingsOfEveryPage(): Promise<Map<string, PageHeadings>> {
  const read = new Map<string, PageHeadings>();
  await withPage(async ({ page }) => {
    for (const p of paths) {
      const { status, text } = await get(p);
      expect([p, status]).toEqual([p, 200]);
      read.set(p, await readHeadings(page, text, HEADINGS));
    }
  });
  return read;
}

describe('published anchors (content/anchors.yml)', () => {
  const published = readPublishedAnchors();
  let built: Map<string, PageHeadings>;
  beforeAll(async () => {
    built = await headingsOfEveryPage();
  });

  test('every anchor a page published is a heading of its page, and every alias lands inside its heading', () => {
    const pages = Object.keys(published);
    expect(pages.length).toBeGreaterThan(0);
    const unresolved: string[] = [];
    for (const page of pages) {
      const read = built.get(page);
      if (!read) {
        unresolved.push(`${page}: not in the sitemap`);
        continue;
      }
      const { anchors, aliases } = published[page];
      const headingIds = new Set(read.headings.map((h) => h.id));
      for (const id of anchors)
        if (!headingIds.has(id)) unresolved.push(`${page}#${id}: no heading with this id`);
      for (const [from, to] of Object.entries(aliases)) {
        const holder = read.idsIn[from];
        if (holder === to) continue;
        const where =
          holder === undefined
            ? 'no element has this id'
            : holder === null
              ? 'it is in no heading'
              : `it is in #${holder}`;
        unresolved.push(`${page}#${from}: should land in the heading #${to}; ${where}`);
      }
    }
    expect(unresolved).toEqual([]);
  });

  test('every heading with an id on every sitemap page is listed (a new or renamed heading joins the list)', () => {
    expect(built.size).toBe(paths.length);
    const unlisted: string[] = [];
    let headings = 0;
    for (const [page, read] of built) {
      const listed = new Set(published[page]?.anchors ?? []);
      headings += read.headings.length;
      for (const { id } of read.headings) if (!listed.has(id)) unlisted.push(`${page}#${id}`);
    }
    expect(headings).toBeGreaterThan(paths.length);
    expect(unlisted).toEqual([]);
  });

  test('every heading with an id carries its "Direct link to …" anchor', () => {
    const missing: string[] = [];
    let headings = 0;
    for (const [page, read] of built) {
      for (const { id, text, links } of read.headings) {
        headings++;
        const expected = [{ href: `#${id}`, label: `Direct link to ${text}` }];
        if (JSON.stringify(links) !== JSON.stringify(expected))
          missing.push(`${page}#${id} ("${text}"): ${JSON.stringify(links)}`);
      }
    }
    expect(headings).toBeGreaterThan(paths.length);
    expect(missing).toEqual([]);
  });
});

describe("the walkthrough's old anchors in the browser", () => {
  /** Where the heading `id` sits in the viewport, and how far the page scrolled. */
  const placeOf = (page: Page, id: string) =>
    page.evaluate((headingId) => {
      const heading = document.getElementById(headingId)!;
      const navbar = document.querySelector('.navbar')!.getBoundingClientRect().height;
      return {
        top: heading.getBoundingClientRect().top,
        navbar,
        scrollY: window.scrollY,
        text: heading.textContent,
      };
    }, id);

  test('opening /docs/quick-walkthrough/#install scrolls to the Install section', async () => {
    await withPage(
      async ({ page }) => {
        await page.goto(url(`${WALKTHROUGH}/#install`));
        await waitForHydration(page);
        // Scrolled down to the heading, which sits just under the navbar.
        await page.waitForFunction(() => window.scrollY > 0);
        const place = await placeOf(page, 'install-chartwrap');
        expect(place.text).toContain('Install Chartwrap');
        expect(place.top).toBeGreaterThanOrEqual(place.navbar - 1);
        expect(place.top).toBeLessThan(place.navbar + 40);
      },
      { reducedMotion: 'reduce' },
    );
  });

  test('each old anchor of the walkthrough scrolls to the heading it now lands on', async () => {
    const aliases = Object.entries(readPublishedAnchors()[WALKTHROUGH]?.aliases ?? {});
    expect(aliases.length).toBeGreaterThanOrEqual(8);
    const misplaced: string[] = [];
    await withPage(
      async ({ page }) => {
        await page.goto(url(`${WALKTHROUGH}/`));
        await waitForHydration(page);
        for (const [from, to] of aliases) {
          await page.evaluate((hash) => {
            window.location.hash = hash;
          }, from);
          await page.waitForFunction((hash) => window.location.hash === `#${hash}`, from);
          // The browser scrolls on the hash change, and the router may scroll again a frame
          // later: wait (briefly) until the heading sits under the navbar, or the page's end
          // stops the scroll short, and report the place where it stayed otherwise.
          const landed = await page
            .waitForFunction(
              (headingId) => {
                const top = document.getElementById(headingId)!.getBoundingClientRect().top;
                const navbar = document.querySelector('.navbar')!.getBoundingClientRect().height;
                const atEnd =
                  window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
                return top >= navbar - 1 && (top <= navbar + 40 || atEnd);
              },
              to,
              { timeout: 3000 },
            )
            .then(
              () => true,
              () => false,
            );
          if (!landed) {
            const place = await placeOf(page, to);
            misplaced.push(`#${from} → #${to}: heading at ${place.top}px`);
          }
        }
      },
      { reducedMotion: 'reduce' },
    );
    expect(misplaced).toEqual([]);
  });
});
