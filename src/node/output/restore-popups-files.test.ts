/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { popupsFile } from '../markdown/popups-files';
import { restorePopupsFiles } from './restore-popups-files';

test('writes again, from the cache, a popups file a built page names and public/ lacks', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'code-blocks-restore-'));
  try {
    const publicDir = path.join(dir, 'public');
    const cacheDir = path.join(dir, 'cache');
    const popups = ['<span class="twoslash-popup-container" id="t-0">const a: 1</span>'];
    const file = popupsFile(popups);
    fs.mkdirSync(path.join(publicDir, 'docs/x'), { recursive: true });
    fs.mkdirSync(cacheDir);
    const page = `<div class="code-block__body" data-popups="${file}"></div>`;
    fs.writeFileSync(path.join(publicDir, 'docs/x/index.html'), page);
    // Nothing cached yet: the build fails naming the page and the file.
    expect(() => restorePopupsFiles(publicDir, cacheDir)).toThrow(
      `docs/x/index.html names the type popups ${file}`,
    );
    const block = { html: '', copy: '', title: null, lang: 'ts', popups };
    fs.writeFileSync(path.join(cacheDir, 'abc.json'), JSON.stringify(block));
    expect(restorePopupsFiles(publicDir, cacheDir)).toBe(1);
    expect(JSON.parse(fs.readFileSync(path.join(publicDir, file), 'utf8'))).toEqual(popups);
    // Present now: nothing to write.
    expect(restorePopupsFiles(publicDir, cacheDir)).toBe(0);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
