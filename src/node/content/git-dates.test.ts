import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { newestDate, pageSource, parseGitLog, readGitDates } from './git-dates';

/** A repository with two commits on different dates, in a temporary directory. */
function makeRepository(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'git-dates-'));
  const git = (args: string[], date?: string) =>
    execFileSync('git', args, {
      cwd: dir,
      stdio: 'ignore',
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'T',
        GIT_AUTHOR_EMAIL: 't@example.com',
        GIT_COMMITTER_NAME: 'T',
        GIT_COMMITTER_EMAIL: 't@example.com',
        ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}),
      },
    });
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  git(['init', '-q', '-b', 'main']);
  write('content/docs/a.mdx', 'a');
  write('content/examples/pie.mdx', 'pie');
  write('src/examples/pie.tsx', 'pie module');
  write('README.md', 'readme');
  git(['add', '.']);
  git(['commit', '-q', '-m', 'first'], '2024-01-02T10:00:00+02:00');
  write('src/examples/pie.tsx', 'pie module, edited');
  write('README.md', 'readme, edited');
  git(['commit', '-q', '-am', 'second'], '2024-03-04T12:30:00+00:00');
  return dir;
}

const directories = ['content', 'src/examples'];
let repository: string;
beforeAll(() => {
  repository = makeRepository();
});
afterAll(() => fs.rmSync(repository, { recursive: true, force: true }));

test('one git log gives the date of the last commit that changed each file', () => {
  const history = readGitDates(repository, directories);
  expect(history).toEqual({
    available: true,
    dates: new Map([
      ['src/examples/pie.tsx', '2024-03-04T12:30:00+00:00'],
      ['content/docs/a.mdx', '2024-01-02T10:00:00+02:00'],
      ['content/examples/pie.mdx', '2024-01-02T10:00:00+02:00'],
    ]),
  });
});

test("an example page takes the newer of its MDX file's and its module's dates, in UTC", () => {
  const history = readGitDates(repository, directories);
  expect(pageSource(history, 'content/examples/pie.mdx', ['src/examples/pie.tsx'])).toEqual({
    sourcePath: 'content/examples/pie.mdx',
    lastUpdated: '2024-03-04T12:30:00.000Z',
  });
  expect(pageSource(history, 'content/docs/a.mdx', [])).toEqual({
    sourcePath: 'content/docs/a.mdx',
    lastUpdated: '2024-01-02T08:00:00.000Z',
  });
  // A file git does not know yet (never committed) has no date.
  expect(pageSource(history, 'content/docs/new.mdx', []).lastUpdated).toBeNull();
});

test('a full clone has the same dates; a shallow clone has none, and says why', () => {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'git-dates-clones-'));
  try {
    const full = path.join(parent, 'full');
    const shallow = path.join(parent, 'shallow');
    execFileSync('git', ['clone', '-q', repository, full]);
    // --depth needs a transport that honours it: file:// (a plain path would copy everything).
    execFileSync('git', ['clone', '-q', '--depth', '1', `file://${repository}`, shallow]);
    expect(readGitDates(full, directories)).toEqual(readGitDates(repository, directories));
    expect(readGitDates(shallow, directories)).toEqual({
      available: false,
      reason: 'the git history is shallow (a --depth clone)',
    });
  } finally {
    fs.rmSync(parent, { recursive: true, force: true });
  }
});

test('a tree outside git has no dates', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'git-dates-none-'));
  try {
    // GIT_CEILING_DIRECTORIES keeps git from finding a repository above the temporary directory.
    process.env.GIT_CEILING_DIRECTORIES = path.dirname(dir);
    const history = readGitDates(dir, directories);
    expect(history).toEqual({
      available: false,
      reason: 'no git history (not a git work tree, or git is missing)',
    });
    expect(pageSource(history, 'content/docs/a.mdx', []).lastUpdated).toBeNull();
  } finally {
    delete process.env.GIT_CEILING_DIRECTORIES;
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('parseGitLog keeps the newest date of each path; newestDate compares instants', () => {
  const output =
    '\u00002024-05-01T00:00:00Z\n\na.mdx\n\u00002024-01-01T00:00:00Z\n\na.mdx\nb.mdx\n';
  const dates = parseGitLog(output);
  expect(dates).toEqual(
    new Map([
      ['a.mdx', '2024-05-01T00:00:00Z'],
      ['b.mdx', '2024-01-01T00:00:00Z'],
    ]),
  );
  // 01:00+02:00 is 23:00 the day before in UTC, earlier than 00:30Z.
  const offsets = new Map([
    ['x', '2024-01-02T01:00:00+02:00'],
    ['y', '2024-01-02T00:30:00+00:00'],
  ]);
  expect(newestDate(offsets, ['x', 'y'])).toBe('2024-01-02T00:30:00.000Z');
  expect(newestDate(offsets, ['z'])).toBeNull();
});
