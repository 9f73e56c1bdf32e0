/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cachedCodeBlock } from './code-block-cache';
import type { CodeLocation } from './code-block-types';

const at: CodeLocation = { file: 'content/docs/guide.mdx', line: 20 };

describe('cachedCodeBlock', () => {
  it('renders a block once and reads it back from the cache', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'code-blocks-'));
    const input = { code: 'let x = 1;', lang: 'ts', meta: '' };
    const first = await cachedCodeBlock(input, at, dir);
    const [file] = fs.readdirSync(dir);
    expect(file).toMatch(/^[0-9a-f]{64}\.json$/);
    // A stored result is used as it is.
    fs.writeFileSync(path.join(dir, file!), JSON.stringify({ ...first, copy: 'from the cache' }));
    expect((await cachedCodeBlock(input, at, dir)).copy).toBe('from the cache');
    fs.rmSync(dir, { recursive: true });
  });
});
