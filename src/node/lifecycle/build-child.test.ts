import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { recordingReporter } from '../../test-utils/build-reporter';
import { CHILD_SERVER, COMPILED_GATSBY_NODE, registerChildJobs, runInChild } from './build-child';

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

/** A child that runs `body` with the job (and its name) once it arrives. */
const child = (body: string) => `process.once('message', ({ name, job }) => { ${body} });`;

test("the child gets the job in the site's directory; its messages reach the build log, then its time", async () => {
  const dir = siteWithChild(
    child(`process.send({ type: 'info', message: name + ': ' + job.pages + ' pages in ' + process.cwd() });
      process.send({ type: 'done' }, () => process.exit(0));`),
  );
  const r = recordingReporter();
  await runInChild('content files', { pages: 3 }, r, dir);
  expect(r.panics).toEqual([]);
  expect(r.infos).toEqual([
    `content files: 3 pages in ${fs.realpathSync(dir)}`,
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

test('registering the jobs runs nothing: loading gatsby-node outside a child has no effect', () => {
  const run = jest.fn();
  registerChildJobs({ 'content files': run });
  expect(run).not.toHaveBeenCalled();
});

test('without a compiled gatsby-node nothing starts', () => {
  expect(runInChild('content files', {}, recordingReporter(), siteWithChild())).toBeNull();
});

/** What child-entry.cjs does once the compiled gatsby-node has registered its jobs. */
const serveRegistered = () => (globalThis as Record<symbol, () => void>)[CHILD_SERVER]();

describe('in the child, the registered jobs', () => {
  const send = process.send;
  let sent: unknown[];
  let exited: Promise<number>;
  beforeEach(() => {
    sent = [];
    process.send = ((message: unknown, _handle: unknown, _options: unknown, done: () => void) => {
      sent.push(message);
      done();
      return true;
    }) as typeof process.send;
    exited = new Promise((resolve) => {
      jest.spyOn(process, 'exit').mockImplementation(((code: number) => resolve(code)) as never);
    });
  });
  afterEach(() => {
    process.send = send;
    jest.restoreAllMocks();
  });

  test('serves the job it is sent with the function of that name, then exits', async () => {
    const other = jest.fn();
    registerChildJobs({
      'code blocks': async (job: { files: string[] }, reporter) =>
        reporter.info(`${job.files.length} files`),
      'content files': other,
    });
    serveRegistered();
    process.emit('message', { name: 'code blocks', job: { files: ['a.mdx', 'b.mdx'] } }, undefined);
    expect(await exited).toBe(0);
    expect(other).not.toHaveBeenCalled();
    expect(sent).toEqual([{ type: 'info', message: '2 files' }, { type: 'done' }]);
  });

  test('fails on a job name it does not serve, naming those it does', async () => {
    registerChildJobs({ 'content files': jest.fn() });
    serveRegistered();
    process.emit('message', { name: 'code blockz', job: {} }, undefined);
    expect(await exited).toBe(1);
    expect(sent).toEqual([
      {
        type: 'failed',
        message: expect.stringContaining('no job named "code blockz" (known: content files)'),
      },
    ]);
  });
});
