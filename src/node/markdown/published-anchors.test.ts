import { aliasTargets, parsePublishedAnchors, readPublishedAnchors } from './published-anchors';

test('reads each page path with its anchors and its aliases (old id: new id)', () => {
  const anchors = parsePublishedAnchors(
    [
      '/docs/a:',
      '  anchors: [install-chartwrap, handle-events]',
      '  aliases:',
      '    install: install-chartwrap',
      '    events-and-the-ref: handle-events',
      '/examples/b:',
      '  anchors: [live-example]',
    ].join('\n'),
  );
  expect(anchors).toEqual({
    '/docs/a': {
      anchors: ['install-chartwrap', 'handle-events'],
      aliases: { install: 'install-chartwrap', 'events-and-the-ref': 'handle-events' },
    },
    '/examples/b': { anchors: ['live-example'], aliases: {} },
  });
  expect(aliasTargets(anchors['/docs/a'])).toEqual(
    new Map([
      ['install-chartwrap', ['install']],
      ['handle-events', ['events-and-the-ref']],
    ]),
  );
  expect(aliasTargets(undefined)).toEqual(new Map());
});

test.each([
  ['- a list', 'expected a map of page path'],
  ['docs/a:\n  anchors: [x]', 'docs/a: a page path starts with /'],
  ['/a:\n  anchors: x', '/a: anchors must be a list of ids'],
  ['/a:\n  anchors: [x, x]', '/a: an anchor is listed twice'],
  ['/a:\n  anchors: [x]\n  aliases: [y]', '/a: aliases must be a map of old id to new id'],
  [
    '/a:\n  anchors: [x]\n  aliases:\n    y: z',
    '/a: the alias "y" lands on "z", not a listed anchor',
  ],
  ['/a:\n  anchors: [x, y]\n  aliases:\n    y: x', '/a: "y" is both an anchor and an alias'],
])('refuses %j: %s', (source, message) => {
  expect(() => parsePublishedAnchors(source, 'anchors.yml')).toThrow(`anchors.yml: ${message}`);
});

test('content/anchors.yml parses, and lists the pages of both collections', () => {
  const pages = Object.keys(readPublishedAnchors());
  expect(pages).toContain('/docs/quick-walkthrough');
  expect(pages.filter((page) => page.startsWith('/examples/')).length).toBeGreaterThan(0);
});
