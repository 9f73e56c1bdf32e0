import { getStorage } from './storage';
import { preferredVersionKey, storedPreferredVersion } from './docs-version';

const KEY = 'docs-preferred-version-default';

beforeEach(() => localStorage.clear());

test('the key of the default docs instance', () => {
  expect(preferredVersionKey('default')).toBe(KEY);
});

test('a stored version that exists is kept and returned', () => {
  localStorage.setItem(KEY, 'current');
  expect(storedPreferredVersion(['current'])).toBe('current');
  expect(localStorage.getItem(KEY)).toBe('current');
});

test('a stored version that no longer exists is removed', () => {
  localStorage.setItem(KEY, 'v0');
  expect(storedPreferredVersion(['current'], 'default', getStorage())).toBeNull();
  expect(localStorage.getItem(KEY)).toBeNull();
});

test('nothing stored: nothing to do', () => {
  expect(storedPreferredVersion(['current'])).toBeNull();
});
