import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COMPILED_GATSBY_NODE } from './build-child';
import { writeContentFilesInChild, type ContentFilesJob } from './content-files';

const site = { title: 'Chartwrap', description: 'Charts.', siteUrl: 'https://example.org' };

const made: string[] = [];
afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function siteDir(childSource?: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-child-'));
  made.push(dir);
  if (childSource !== undefined) {
    const entry = path.join(dir, COMPILED_GATSBY_NODE);
    fs.mkdirSync(path.dirname(entry), { recursive: true });
    fs.writeFileSync(entry, childSource);
  }
  return dir;
}

function job(dir: string): ContentFilesJob {
  return {
    publicDir: path.join(dir, 'public'),
    search: [],
    llms: { pages: [], site, references: { site, props: [], options: [] } },
  };
}

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

// A stand-in for gatsby-node's compiled copy, speaking the child's side of the protocol.
const child = (body: string) => `process.once('message', (job) => { ${body} });`;

test("the child's messages reach the build log, and its end is reported with its time", async () => {
  const dir = siteDir(
    child(`process.send({ type: 'info', message: 'pages: ' + job.llms.pages.length + ', cwd ' + process.cwd() });
      process.send({ type: 'done' }, () => process.exit(0));`),
  );
  const r = reporter();
  await writeContentFilesInChild(job(dir), r, dir);
  expect(r.panics).toEqual([]);
  expect(r.infos).toEqual([
    `pages: 0, cwd ${fs.realpathSync(dir)}`,
    expect.stringMatching(/^content files: done by a child process .* in \d+\.\d s$/),
  ]);
});

test('a job that fails in the child fails the build with its error', async () => {
  const dir = siteDir(
    child(`process.send({ type: 'failed', message: 'Error: disk full' }, () => process.exit(1));`),
  );
  const r = reporter();
  await writeContentFilesInChild(job(dir), r, dir);
  expect(r.panics).toEqual([
    expect.stringContaining('content files: the child process failed: Error: disk full'),
  ]);
});

test('a child that stops before it is done fails the build', async () => {
  const dir = siteDir(child(`process.exit(3);`));
  const r = reporter();
  await writeContentFilesInChild(job(dir), r, dir);
  expect(r.panics).toEqual([expect.stringContaining('stopped (exit code 3) before it was done')]);
});

test('without a compiled gatsby-node the files are written in this process', async () => {
  const dir = siteDir();
  const r = reporter();
  await writeContentFilesInChild(job(dir), r, dir);
  expect(r.panics).toEqual([]);
  expect(fs.readFileSync(path.join(dir, 'public/llms.txt'), 'utf8')).toMatch(/^# Chartwrap\n/);
  expect(fs.existsSync(path.join(dir, 'public/search-manifest.json'))).toBe(true);
});
