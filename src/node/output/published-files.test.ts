/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  UNPUBLISHED_DIR,
  checkPublishedFiles,
  filesContaining,
  moveBuildStatistics,
} from './published-files';

let site: string;
let publicDir: string;
beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'published-'));
  publicDir = path.join(site, 'public');
  fs.mkdirSync(path.join(publicDir, 'page-data'), { recursive: true });
  fs.writeFileSync(path.join(publicDir, 'index.html'), '<h1>Home</h1>');
  fs.writeFileSync(path.join(publicDir, 'webpack.stats.json'), '{}');
  fs.writeFileSync(path.join(publicDir, 'chunk-map.json'), '{}');
});
afterEach(() => fs.rmSync(site, { recursive: true, force: true }));

test('build statistics move out of public/ and are kept', () => {
  const keep = path.join(site, UNPUBLISHED_DIR);
  expect(moveBuildStatistics(publicDir, keep)).toEqual(['webpack.stats.json', 'chunk-map.json']);
  expect(fs.readdirSync(publicDir).sort()).toEqual(['index.html', 'page-data']);
  expect(fs.readdirSync(keep).sort()).toEqual(['chunk-map.json', 'webpack.stats.json']);
  expect(moveBuildStatistics(publicDir, keep)).toEqual([]);
});

test('files holding a secret or the build path are found; short needles are ignored', () => {
  fs.writeFileSync(path.join(publicDir, 'page-data/a.json'), `{"file":"${site}/src/x.tsx"}`);
  expect(filesContaining(publicDir, [site])).toEqual(['page-data/a.json']);
  expect(filesContaining(publicDir, ['/'])).toEqual([]);
});

test('checkPublishedFiles: maps with the build path move out; any other such file fails the build', () => {
  expect(checkPublishedFiles(publicDir, site, {}).moved).toHaveLength(2);
  fs.writeFileSync(path.join(publicDir, 'app.js.map'), `{"sources":["${site}/src/a.ts"]}`);
  fs.writeFileSync(path.join(publicDir, 'ok.js.map'), '{"sources":["webpack://site/./src/a.ts"]}');
  expect(checkPublishedFiles(publicDir, site, {}).moved).toEqual(['app.js.map']);
  expect(fs.existsSync(path.join(site, UNPUBLISHED_DIR, 'app.js.map'))).toBe(true);
  expect(fs.existsSync(path.join(publicDir, 'ok.js.map'))).toBe(true);
  fs.writeFileSync(path.join(publicDir, 'app.js'), `const f="${site}/src/a.ts"`);
  expect(() => checkPublishedFiles(publicDir, site, {})).toThrow(/build machine's path .*app\.js$/);
  fs.writeFileSync(path.join(publicDir, 'app.js'), 'const k="admin-secret-123"');
  expect(() =>
    checkPublishedFiles(publicDir, site, { ALGOLIA_ADMIN_KEY: 'admin-secret-123' }),
  ).toThrow(/admin key is in published files: app\.js/);
});
