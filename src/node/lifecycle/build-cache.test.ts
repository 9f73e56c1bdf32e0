/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildCodeVersion, cachedResults, fileResultCache } from './build-cache';

test('the build code version changes with the lockfile, the patches and the compiled build code', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cache-version-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('package-lock.json', '{"lockfileVersion":3}');
  const versions = [buildCodeVersion(root)];
  write('patches/gatsby+5.16.1.patch', 'diff');
  versions.push(buildCodeVersion(root));
  write('.cache/compiled/gatsby-node.js', 'exports.onCreateWebpackConfig = () => {}');
  versions.push(buildCodeVersion(root));
  write('package-lock.json', '{"lockfileVersion":3,"packages":{}}');
  versions.push(buildCodeVersion(root));
  expect(new Set(versions).size).toBe(4);
  // Anything else leaves it as it was.
  write('src/pages/index.tsx', 'export default () => null');
  expect(buildCodeVersion(root)).toBe(versions[3]);
  fs.rmSync(root, { recursive: true });
});

test("results are computed once per input and then read from Gatsby's cache", async () => {
  const store = new Map<string, unknown>();
  const cache = {
    get: async (key: string) => store.get(key),
    set: async (key: string, value: unknown) => void store.set(key, value),
  };
  const compute = jest.fn((page: { path: string; body: string }) => page.body.toUpperCase());
  const pages = [
    { path: '/a', body: 'one' },
    { path: '/b', body: 'two' },
  ];
  expect(await cachedResults(cache, 'upper', pages, compute)).toEqual(['ONE', 'TWO']);
  expect(compute).toHaveBeenCalledTimes(2);

  // One page edited: only its result is computed again.
  const edited = [pages[0], { path: '/b', body: 'three' }];
  expect(await cachedResults(cache, 'upper', edited, compute)).toEqual(['ONE', 'THREE']);
  expect(compute).toHaveBeenCalledTimes(3);
  expect(compute).toHaveBeenLastCalledWith(edited[1], undefined);

  // Another kind of result never reads this one's; no cache computes everything.
  await cachedResults(cache, 'other', pages, compute);
  expect(compute).toHaveBeenCalledTimes(5);
  expect(await cachedResults(undefined, 'upper', pages, compute)).toEqual(['ONE', 'TWO']);
  expect(compute).toHaveBeenCalledTimes(7);
});

test('data shared by every input is hashed into every key: a change to it computes every result again', async () => {
  const store = new Map<string, unknown>();
  const cache = {
    get: async (key: string) => store.get(key),
    set: async (key: string, value: unknown) => void store.set(key, value),
  };
  const compute = jest.fn(
    (page: { body: string }, shared: { suffix: string }) => `${page.body}${shared.suffix}`,
  );
  const pages = [{ body: 'one' }, { body: 'two' }];
  expect(await cachedResults(cache, 'suffixed', pages, compute, { suffix: '!' })).toEqual([
    'one!',
    'two!',
  ]);
  expect(await cachedResults(cache, 'suffixed', pages, compute, { suffix: '!' })).toEqual([
    'one!',
    'two!',
  ]);
  expect(compute).toHaveBeenCalledTimes(2);
  expect(await cachedResults(cache, 'suffixed', pages, compute, { suffix: '?' })).toEqual([
    'one?',
    'two?',
  ]);
  expect(compute).toHaveBeenCalledTimes(4);
  expect(await cachedResults(undefined, 'suffixed', pages, compute, { suffix: '.' })).toEqual([
    'one.',
    'two.',
  ]);
});

describe('fileResultCache', () => {
  test('keeps what a build read or wrote for the next, and drops the rest', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'file-cache-'));
    const file = path.join(dir, 'nested/cache.json');
    try {
      const first = fileResultCache(file);
      expect(await first.get('a')).toBeUndefined();
      await first.set('a', { records: [1] });
      await first.set('b', 'two');
      first.save();
      const second = fileResultCache(file);
      expect(await second.get('a')).toEqual({ records: [1] });
      await second.set('c', 3);
      second.save();
      const third = fileResultCache(file);
      expect([await third.get('a'), await third.get('b'), await third.get('c')]).toEqual([
        { records: [1] },
        undefined,
        3,
      ]);
      fs.writeFileSync(file, '{"a": ');
      expect(await fileResultCache(file).get('a')).toBeUndefined();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
