import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { recordingReporter } from '../test-utils/build-reporter';
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
const child = (body: string) => `process.once('message', (job) => { ${body} });`;

test("the child gets the job in the site's directory; its messages reach the build log, then its time", async () => {
  const dir = siteWithChild(
    child(`process.send({ type: 'info', message: job.pages + ' pages in ' + process.cwd() });
      process.send({ type: 'done' }, () => process.exit(0));`),
  );
  const r = recordingReporter();
  await runInChild('content files', { pages: 3 }, r, dir);
  expect(r.panics).toEqual([]);
  expect(r.infos).toEqual([
    `3 pages in ${fs.realpathSync(dir)}`,
    expect.stringMatching(/^content files: done by a child process .* in \d+\.\d s$/),
  ]);
});

test('a job that fails in the child fails the build with its error', async () => {
  const dir = siteWithChild(
    child(`process.send({ type: 'failed', message: 'Error: disk full' }, () => process.exit(1));`),
  );
  const r = recordingReporter();
  await runInChild('content files', {}, r, dir);
  expect(r.panics).toEqual(['content files: the child process failed: Error: disk full']);
});

test('a child that stops before it is done fails the build', async () => {
  const dir = siteWithChild(child(`process.exit(3);`));
  const r = recordingReporter();
  await runInChild('content files', {}, r, dir);
  expect(r.panics).toEqual([
    'content files: the child process stopped (exit code 3) before it was done',
  ]);
});

test('without a compiled gatsby-node nothing starts', () => {
  expect(runInChild('content files', {}, recordingReporter(), siteWithChild())).toBeNull();
});
