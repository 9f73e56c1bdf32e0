/**
 * @jest-environment node
 */
// The package as npm ships it: built and packed outside the workspace with only its own
// dependencies, checked by the ecosystem's linters (publint, attw), then installed from the
// tarball into real apps (consumers/): a Next.js app with both routers, a Vite + TypeScript strict
// app and a plain JavaScript one. The apps' packages (exact versions in consumers/package.json)
// are installed once into a temporary folder that later runs reuse.
import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

const packageDir = join(__dirname, '..');
const workspaceModules = join(packageDir, '../../node_modules');
const work = process.env.CHARTWRAP_PACKED_DIR || join(tmpdir(), 'chartwrap-packed');
const consumers = join(work, 'consumers');

/** Runs a command; on failure the error carries its output, which Jest shows. */
async function run(command: string, args: string[], cwd: string) {
  try {
    return await promisify(execFile)(command, args, {
      cwd,
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${stdout}\n${stderr}`);
  }
}

/**
 * Copies the package's sources to a folder of their own, links in only the packages its
 * package.json names (so nothing else of the workspace, e.g. test types, can be relied on) and
 * runs `npm pack`, whose `prepare` script builds it. Resolves to the tarball's path.
 */
async function pack() {
  const copy = join(work, 'package');
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(join(copy, 'node_modules/.bin'), { recursive: true });
  for (const file of [
    'package.json',
    'README.md',
    'LICENSE',
    'tsconfig.build.json',
    'tsup.config.ts',
    'src',
  ])
    cpSync(join(packageDir, file), join(copy, file), { recursive: true });
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  for (const name of Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })) {
    mkdirSync(dirname(join(copy, 'node_modules', name)), { recursive: true });
    symlinkSync(join(workspaceModules, name), join(copy, 'node_modules', name));
  }
  symlinkSync('../tsup/dist/cli-default.js', join(copy, 'node_modules/.bin/tsup'));
  const { stdout } = await run('npm', ['pack', '--pack-destination', work], copy);
  return join(work, stdout.trim().split('\n').at(-1)!);
}

let packed: Promise<string>;
beforeAll(() => {
  mkdirSync(work, { recursive: true });
  packed = pack();
  // Failures are reported by the tests that await it.
  packed.catch(() => {});
});

const bin = (name: string) => join(workspaceModules, '.bin', name);

it('builds and packs outside the workspace: the files npm ships', async () => {
  const tarball = await packed;
  const { stdout } = await run('tar', ['-tzf', tarball], work);
  const files = stdout.trim().split('\n').sort();
  for (const file of ['LICENSE', 'README.md', 'package.json', 'dist/index.js', 'dist/core.d.ts'])
    expect(files).toContain('package/' + file);
  expect(files.filter((file) => !file.startsWith('package/dist/'))).toHaveLength(3);
  // What npm shows about the package, and the license it ships.
  const manifest = JSON.parse(readFileSync(join(work, 'package/package.json'), 'utf8'));
  expect(manifest).toMatchObject({ license: 'MIT', engines: { node: expect.any(String) } });
  for (const field of ['repository', 'homepage', 'bugs', 'keywords'])
    expect(manifest[field]).toBeTruthy();
  expect(readFileSync(join(packageDir, 'LICENSE'), 'utf8')).toMatch(/^MIT License/);
  const built = join(work, 'package/dist');
  for (const file of ['index.js', 'index.cjs', 'core.js', 'core.cjs']) {
    const code = readFileSync(join(built, file), 'utf8');
    // The main entry is a client module; chartwrap/core is not.
    expect(code.startsWith('"use client";')).toBe(file.startsWith('index'));
    expect(code.match(/sourceMappingURL/g)).toHaveLength(1);
  }
}, 120_000);

it('passes publint --strict and attw (Are the Types Wrong?) with no problem', async () => {
  const tarball = await packed;
  const [publint, attw] = await Promise.all([
    run(bin('publint'), ['run', '--strict', tarball], work),
    run(bin('attw'), ['--format', 'ascii', tarball], work),
  ]);
  // publint prints "All good!" only without errors, warnings or suggestions.
  expect(publint.stdout).toContain('All good!');
  expect(attw.stdout).toContain('No problems found');
}, 120_000);

it('meets the size caps: { Chart } beside react-google-charts, each non-component value alone', async () => {
  await packed;
  // The bench's section, run on this build; its caps live there.
  const { stdout } = await run(
    'node',
    [join(packageDir, '../../bench/library-size.mjs'), join(work, 'package/dist/index.js')],
    work,
  );
  const sizes = JSON.parse(stdout);
  expect(sizes.ratio).toBeLessThanOrEqual(sizes.target);
  for (const [name, size] of Object.entries<{ gzip: number }>(sizes.alone))
    expect([name, size.gzip <= sizes.aloneTarget]).toEqual([name, true]);
}, 120_000);

describe('apps built from the tarball', () => {
  beforeAll(async () => {
    const tarball = await packed;
    mkdirSync(consumers, { recursive: true });
    rmSync(join(consumers, '.next'), { recursive: true, force: true });
    rmSync(join(consumers, 'vite/dist'), { recursive: true, force: true });
    cpSync(join(packageDir, 'consumers'), consumers, { recursive: true });
    cpSync(tarball, join(consumers, 'chartwrap.tgz'));
    // A reused folder holds the previous tarball, whose checksum its lockfile keeps: forget it, so
    // that npm installs this one and leaves everything else as it is.
    rmSync(join(consumers, 'node_modules/chartwrap'), { recursive: true, force: true });
    const lockfile = join(consumers, 'package-lock.json');
    if (existsSync(lockfile)) {
      const lock = JSON.parse(readFileSync(lockfile, 'utf8'));
      delete lock.packages['node_modules/chartwrap'];
      writeFileSync(lockfile, JSON.stringify(lock));
    }
    await run('npm', ['install', '--no-audit', '--no-fund'], consumers);
  }, 300_000);

  it('Next.js (App Router and Pages Router), Vite + TypeScript strict and plain JavaScript build', async () => {
    // One `next build` for both routers; the TypeScript check and the Vite build beside it.
    const [next] = await Promise.all([
      run('npm', ['run', 'next'], consumers),
      run('npm', ['run', 'typecheck'], consumers),
      run('npm', ['run', 'vite'], consumers),
    ]);
    expect(next.stdout).toMatch(/\/legacy/);
    const html = (page: string) =>
      readFileSync(join(consumers, '.next/server', page), 'utf8').replace(/<!-- -->/g, '');

    // The Server Component: the chart's placeholder, and chartwrap/core's values used on the server.
    const app = html('app/index.html');
    expect(app).toContain('26 chart types; data valid');
    expect(app).toContain('aria-label="Server component"');
    expect(app).toContain('role="status"');
    expect(app).toContain('Loading chart');

    // The Pages Router page, rendered on the server at build time.
    const legacy = html('pages/legacy.html');
    expect(legacy).toContain('aria-label="Pages router"');
    expect(legacy).toContain('Loading chart');

    // Both Vite pages, with the library bundled in.
    for (const page of ['index.html', 'peer.html'])
      expect(existsSync(join(consumers, 'vite/dist', page))).toBe(true);
  }, 400_000);
});
