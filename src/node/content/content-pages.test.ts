import { contentPageFields, pageVisibility } from './content-pages';

test('fields of a page: doc id from the file name, path from the slug or the file name', () => {
  expect(contentPageFields('examples', 'pie-chart', { title: 'Pie' })).toEqual({
    docId: 'examples/pie-chart',
    collection: 'examples',
    slug: '/examples/pie-chart',
    draft: false,
    unlisted: false,
  });
  expect(
    contentPageFields('docs', 'walk', { slug: 'quick-walkthrough', draft: true, unlisted: true }),
  ).toEqual({
    docId: 'docs/walk',
    collection: 'docs',
    slug: '/docs/quick-walkthrough',
    draft: true,
    unlisted: true,
  });
});

test('drafts are built and listed only outside production; unlisted pages are built, never listed', () => {
  const page = { draft: false, unlisted: false };
  expect(pageVisibility(page, true)).toEqual({ built: true, listed: true });
  expect(pageVisibility({ ...page, draft: true }, true)).toEqual({ built: false, listed: false });
  expect(pageVisibility({ ...page, draft: true }, false)).toEqual({ built: true, listed: true });
  expect(pageVisibility({ ...page, unlisted: true }, true)).toEqual({ built: true, listed: false });
  expect(pageVisibility({ draft: true, unlisted: true }, false)).toEqual({
    built: true,
    listed: false,
  });
});
