import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { recordingReporter } from '../../test-utils/build-reporter';
import { COMPILED_GATSBY_NODE } from '../lifecycle/build-child';
import {
  CHILD_MIN_PAGES,
  writeContentFilesBesideBuild,
  type ContentFilesJob,
} from './content-files';
import type { LlmsPage } from './llms';

const site = { title: 'Chartwrap', description: 'Charts.', siteUrl: 'https://example.org' };
const made: string[] = [];
afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A site whose compiled gatsby-node is a child answering with the number of pages it got. */
function siteDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-files-'));
  made.push(dir);
  const entry = path.join(dir, COMPILED_GATSBY_NODE);
  fs.mkdirSync(path.dirname(entry), { recursive: true });
  fs.writeFileSync(
    entry,
    `process.once('message', ({ job }) => {
      process.send({ type: 'info', message: 'child: ' + job.llms.pages.length + ' pages' });
      process.send({ type: 'done' }, () => process.exit(0));
    });`,
  );
  return dir;
}

const page = (n: number): LlmsPage => ({
  path: `/docs/page-${n}`,
  title: `Page ${n}`,
  description: `The page numbered ${n}.`,
  section: 'Guides',
  tags: [],
  body: `Text of page ${n}.`,
  sources: [],
});

function job(dir: string, pages: number): ContentFilesJob {
  return {
    publicDir: path.join(dir, 'public'),
    search: [],
    llms: {
      pages: Array.from({ length: pages }, (_, i) => page(i + 1)),
      references: { site, props: [], options: [], events: [] },
    },
  };
}

test('a small site writes its content files in this process, its pages kept in the cache', async () => {
  const dir = siteDir();
  const stored = new Map<string, unknown>();
  const cache = {
    get: async (key: string) => stored.get(key),
    set: async (key: string, value: unknown) => stored.set(key, value),
  };
  const r = recordingReporter();
  await writeContentFilesBesideBuild(job(dir, 2), r, { cache, siteDir: dir });
  expect(r.panics).toEqual([]);
  expect(r.infos.some((m) => m.startsWith('child:'))).toBe(false);
  expect(fs.readFileSync(path.join(dir, 'public/docs/page-2.md'), 'utf8')).toContain(
    'Text of page 2.',
  );
  expect(fs.readFileSync(path.join(dir, 'public/llms.txt'), 'utf8')).toContain('[Page 1]');
  expect(fs.existsSync(path.join(dir, 'public/search-manifest.json'))).toBe(true);
  // Two page Markdowns, no records (no listed search page): one entry each.
  expect([...stored.keys()].filter((k) => k.startsWith('llms-page:'))).toHaveLength(2);
});

test(`from ${CHILD_MIN_PAGES} pages on, a child process writes them`, async () => {
  const dir = siteDir();
  const r = recordingReporter();
  await writeContentFilesBesideBuild(job(dir, CHILD_MIN_PAGES), r, { siteDir: dir });
  expect(r.panics).toEqual([]);
  expect(r.infos[0]).toBe(`child: ${CHILD_MIN_PAGES} pages`);
  expect(fs.existsSync(path.join(dir, 'public'))).toBe(false);
});
