import { unionOfDirectives } from './policy-directives';

test('the union of policies lists each directive once, its sources in first-seen order, once each', () => {
  expect(
    unionOfDirectives([
      { 'script-src': ["'self'", "'sha256-a'"], 'object-src': ["'none'"] },
      { 'script-src': ["'self'", 'https://www.gstatic.com'], 'img-src': ['data:'] },
    ]),
  ).toEqual({
    'script-src': ["'self'", "'sha256-a'", 'https://www.gstatic.com'],
    'object-src': ["'none'"],
    'img-src': ['data:'],
  });
});
