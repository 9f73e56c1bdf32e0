import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COMPILED_GATSBY_NODE, runInChild } from './build-child';

const made: string[] = [];
afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A site whose compiled gatsby-node is `childSource`: a stand-in speaking the child's side. */
function siteWithChild(childSource?: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-child-'));
  made.push(dir);
  if (childSource !== undefined) {
    const entry = path.join(dir, COMPILED_GATSBY_NODE);
    fs.mkdirSync(path.dirname(entry), { recursive: true });
    fs.writeFileSync(entry, childSource);
  }
  return dir;
}

/** A child that runs `body` with the job once it arrives. */
const child = (body: string) =>
  `process.on('message', (m) => { if (m.type === 'job') { const job = m.job; ${body} } });`;

function reporter() {
  const infos: string[] = [];
  const panics: string[] = [];
  return {
    infos,
    panics,
    info: (m: string) => void infos.push(m),
    panicOnBuild: (m: string) => void panics.push(m),
  };
}

test("the child gets the job in the site's directory; its messages reach the build log, then its time", async () => {
  const dir = siteWithChild(
    child(`process.send({ type: 'info', message: job.pages + ' pages in ' + process.cwd() });
      process.send({ type: 'done' }, () => process.exit(0));`),
  );
  const r = reporter();
  await runInChild('content files', { pages: 3 }, r, { siteDir: dir });
  expect(r.panics).toEqual([]);
  expect(r.infos).toEqual([
    `3 pages in ${fs.realpathSync(dir)}`,
    expect.stringMatching(/^content files: done by a child process .* in \d+\.\d s$/),
  ]);
});

test("the child reads and writes the parent's cache", async () => {
  const dir = siteWithChild(
    child(`process.on('message', (a) => {
        if (a.type !== 'cache-value') return;
        process.send({ type: 'cache-set', key: 'b', value: a.value + '!' });
        process.send({ type: 'done' }, () => process.exit(0));
      });
      process.send({ type: 'cache-get', id: 1, key: 'a' });`),
  );
  const stored = new Map<string, unknown>([['a', 'kept']]);
  const cache = {
    get: async (key: string) => stored.get(key),
    set: async (key: string, value: unknown) => stored.set(key, value),
  };
  const r = reporter();
  await runInChild('content files', {}, r, { siteDir: dir, cache });
  expect(r.panics).toEqual([]);
  expect(stored.get('b')).toBe('kept!');
});

test('a job that fails in the child fails the build with its error', async () => {
  const dir = siteWithChild(
    child(`process.send({ type: 'failed', message: 'Error: disk full' }, () => process.exit(1));`),
  );
  const r = reporter();
  await runInChild('content files', {}, r, { siteDir: dir });
  expect(r.panics).toEqual(['content files: the child process failed: Error: disk full']);
});

test('a child that stops before it is done fails the build', async () => {
  const dir = siteWithChild(child(`process.exit(3);`));
  const r = reporter();
  await runInChild('content files', {}, r, { siteDir: dir });
  expect(r.panics).toEqual([
    'content files: the child process stopped (exit code 3) before it was done',
  ]);
});

test('without a compiled gatsby-node nothing starts', () => {
  expect(runInChild('content files', {}, reporter(), { siteDir: siteWithChild() })).toBeNull();
});
