import {
  checkLinks,
  extractIds,
  extractLinks,
  formatLinkProblem,
  normalisePath,
} from './linkcheck';

test('extracts internal links and ids', () => {
  const html =
    '<a href="/a">x</a><a class="c" href="https://x.org">y</a><a href="#h">z</a><h2 id="h">H</h2><a href="mailto:a@b">m</a>';
  expect(extractLinks(html)).toEqual(['/a', '#h']);
  expect([...extractIds(html)]).toEqual(['h']);
});

test('normalises paths', () => {
  expect(normalisePath('/a/')).toBe('/a');
  expect(normalisePath('/a/index.html')).toBe('/a');
  expect(normalisePath('/a.html')).toBe('/a');
  expect(normalisePath('/')).toBe('/');
});

test('broken links are errors, broken anchors warnings, with the page and the link', () => {
  const pages = [
    {
      path: '/',
      html: '<a href="/docs/a">ok</a><a href="/docs/missing">bad</a><a href="/docs/a#nope">anchor</a><a href="/docs/a#x">good anchor</a><a href="/sitemap.xml">file</a>',
    },
    { path: '/docs/a', html: '<h2 id="x">X</h2><a href="#x">self</a><a href="#gone">self bad</a>' },
  ];
  const { errors, warnings } = checkLinks(pages, new Set(['/sitemap.xml']));
  expect(errors.map(formatLinkProblem)).toEqual([
    'page /: link "/docs/missing" points to a page that does not exist',
  ]);
  expect(warnings.map((w) => `${w.page} ${w.link}`)).toEqual(['/ /docs/a#nope', '/docs/a #gone']);
});

test('strips the path prefix; links outside it are errors', () => {
  const pages = [
    { path: '/', html: '<a href="/pre/docs/a">ok</a><a href="/docs/a">no prefix</a>' },
    { path: '/docs/a', html: '' },
  ];
  const { errors } = checkLinks(pages, new Set(), '/pre');
  expect(errors.map((e) => e.link)).toEqual(['/docs/a']);
});

test('every page linking a missing page is named, and pages are read one at a time, twice', () => {
  const read: string[] = [];
  const html: Record<string, string> = {
    '/': '<a href="/docs/missing">bad</a><a href="/docs/a#x">ok</a>',
    '/docs/a': '<h2 id="x">X</h2><a href="/docs/missing">bad</a><a href="#y">own page</a>',
    '/docs/b': '<a href="/docs/missing">bad</a><a href="/docs/a#x">ok</a>',
  };
  // Pages as the build gives them: read from disk when the check reaches each.
  const pages = {
    *[Symbol.iterator]() {
      for (const [path, content] of Object.entries(html)) {
        read.push(path);
        yield { path, html: content };
      }
    },
  };
  const { errors, warnings } = checkLinks(pages, new Set());
  expect(errors.map((e) => e.page)).toEqual(['/', '/docs/a', '/docs/b']);
  expect(warnings.map(formatLinkProblem)).toEqual([
    'page /docs/a: link "#y" has no anchor #y on /docs/a',
  ]);
  expect(read).toEqual(['/', '/docs/a', '/docs/b', '/', '/docs/a', '/docs/b']);
});

test('a link to a content file left unresolved warns, a broken route link fails', () => {
  const pages = [
    { path: '/docs/a', html: '<a href="./missing.mdx">x</a><a href="/docs/nothing">y</a>' },
  ];
  const { errors, warnings } = checkLinks(pages, new Set());
  expect(errors.map((e) => e.link)).toEqual(['/docs/nothing']);
  expect(warnings.map((w) => w.link)).toEqual(['./missing.mdx']);
});
