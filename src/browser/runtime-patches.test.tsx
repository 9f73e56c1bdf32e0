/**
 * The Gatsby runtime patches (patches/, applied by `patch-package` after every `npm install`) are
 * in place. The browser tests (e2e/faults.e2e.ts) show what they fix on the built site; these show
 * the installed packages carry them.
 */
import fs from 'node:fs';
import { render } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';

type Location = { pathname: string; hash: string; key: string };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ScrollContext } = require('gatsby-react-router-scroll') as {
  ScrollContext: ComponentType<{ location: Location; children: ReactNode }>;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createHistory } = require('@gatsbyjs/reach-router') as {
  createHistory: (source: unknown) => { location: { pathname: string } };
};

test.each(['#%', '#%E0%A4%A', '#%zz'])(
  'the scroll handler takes the fragment %s as it is',
  (hash) => {
    const target = document.createElement('div');
    target.id = hash.slice(1);
    target.scrollIntoView = jest.fn();
    document.body.appendChild(target);
    expect(() =>
      render(
        <ScrollContext location={{ pathname: '/docs/x', hash, key: 'initial' }}>
          <p>page</p>
        </ScrollContext>,
      ),
    ).not.toThrow();
    expect(target.scrollIntoView).toHaveBeenCalled();
    target.remove();
  },
);

test("the router keeps the browser's pathname: no second encoding, no throw", () => {
  const pathnameOf = (pathname: string) =>
    createHistory({
      location: { pathname, search: '', hash: '', href: `http://x.test${pathname}` },
      history: { state: null },
      addEventListener: () => {},
      removeEventListener: () => {},
    }).location.pathname;
  for (const p of [
    '/docs/a%2Fb',
    '/docs/a%3Fb',
    '/docs/a%23b',
    '/docs/a%25b',
    '/docs/%E0%A4%A',
    '/x%',
  ])
    expect(pathnameOf(p)).toBe(p);
  expect(pathnameOf('/docs/a b')).toBe('/docs/a%20b');
  expect(pathnameOf('/docs/café')).toBe('/docs/caf%C3%A9');
});

test("Gatsby's start-up and path lookup carry their guards", () => {
  const cacheDir = (file: string) =>
    fs.readFileSync(require.resolve(`gatsby/cache-dir/${file}`), 'utf8');
  const app = cacheDir('production-app.js');
  // A session storage whose calls throw counts as none; its one unguarded write is guarded.
  expect(app).toMatch(
    /try \{\n\s+sessionStorage\.getItem\(reloadStorageKey\)\n\s+return sessionStorage/,
  );
  expect(app).toMatch(/try \{\n\s+sessionStorage\.removeItem\(reloadStorageKey\)\n\s+\} catch/);
  // A path that does not decode is looked up as it is.
  expect(cacheDir('find-path.js')).toMatch(
    /try \{\n\s+pathname = decodeURIComponent\(newRawPathname\)\n\s+\} catch/,
  );
});
