/**
 * The one Chromium launcher of the browser tests, the bench and the scripts.
 *
 * Which browser: `CHROMIUM_PATH` when set (a path, or `npm` for the npm-shipped one), else the
 * system's `/usr/bin/chromium` when present, else on Linux the headless Chromium shipped inside the
 * `@sparticuz/chromium` npm package (unpacked once per machine into
 * `$TMPDIR/chartwrap-chromium-<version>`, safely under concurrent processes), else an error naming what to
 * install.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser, LaunchOptions } from 'playwright-core';

export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/** Flags every launch gets: no sandbox (containers, root) and no background traffic. */
const COMMON_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface ChromiumInstall {
  executablePath: string;
  /** Command-line flags to launch it with (headless mode excluded: Playwright adds it). */
  args: string[];
  /** Where it was found: `CHROMIUM_PATH`, the system path, or the npm package. */
  source: 'CHROMIUM_PATH' | 'system' | 'npm';
}

/**
 * Flags of the npm-shipped Chromium (made for serverless functions) that tests must not run with:
 * Playwright sets the headless mode, the tests check pages as a browser enforces web security, and
 * one process for every page would put every renderer on one core.
 */
const NPM_CHROMIUM_FLAGS_LEFT_OUT = [
  '--disable-web-security',
  '--allow-running-insecure-content',
  '--single-process',
];

let found: ChromiumInstall | undefined;

/** The Chromium to launch (see the module comment for the order); found once per process. */
export function findChromium(): ChromiumInstall {
  found ??= locateChromium({ configured: process.env.CHROMIUM_PATH });
  return found;
}

export interface ChromiumSearch {
  /** `CHROMIUM_PATH`: a path, `npm`, or unset. */
  configured?: string;
  platform?: NodeJS.Platform;
  systemPath?: string;
}

/** {@link findChromium}'s rule, with the environment as arguments. */
export function locateChromium({
  configured,
  platform = process.platform,
  systemPath = SYSTEM_CHROMIUM,
}: ChromiumSearch): ChromiumInstall {
  if (configured && configured !== 'npm') {
    if (!fs.existsSync(configured))
      throw new Error(`CHROMIUM_PATH=${configured}: no such file. Point it at a Chromium binary.`);
    return { executablePath: configured, args: COMMON_ARGS, source: 'CHROMIUM_PATH' };
  }
  if (!configured && fs.existsSync(systemPath))
    return { executablePath: systemPath, args: COMMON_ARGS, source: 'system' };
  if (platform === 'linux') return npmChromium();
  throw new Error(
    'No Chromium found for the browser tests. Install Chromium or Chrome and set CHROMIUM_PATH ' +
      'to its binary (e.g. CHROMIUM_PATH="/Applications/Chromium.app/Contents/MacOS/Chromium").',
  );
}

/**
 * The Chromium inside `@sparticuz/chromium`, unpacked once per machine (per `TMPDIR`) into a
 * directory of this project's own, `<tmp>/chartwrap-chromium-<package version>`.
 *
 * The package's own `executablePath()` unpacks into `<tmp>/chromium` and returns that path as soon
 * as the file exists, so a second process could run a binary the first was still writing (Linux
 * answers ETXTBSY). Here every unpack goes into a fresh staging directory, is checked, gets a
 * manifest, and is renamed into place in one step: the final directory is either absent or whole.
 * Any number of processes may ask at once; the first rename wins and the others use its copy.
 */
function npmChromium(): ChromiumInstall {
  const npmPackage = askNpmChromium('describe');
  const unpacked = path.join(tmpDir(), `chartwrap-chromium-${npmPackage.version}`);
  // Two rounds: a copy that is not whole is moved aside and unpacked afresh once.
  for (let round = 0; round < 2; round++) {
    const problem = checkUnpacked(unpacked, npmPackage.version);
    if (!problem) return npmChromiumInstall(path.join(unpacked, UNPACKED_BINARY), npmPackage.args);
    if (problem !== 'absent') moveAside(unpacked, problem);
    unpackInto(unpacked, npmPackage.version);
  }
  const problem = checkUnpacked(unpacked, npmPackage.version);
  if (!problem) return npmChromiumInstall(path.join(unpacked, UNPACKED_BINARY), npmPackage.args);
  throw new Error(`The npm-shipped Chromium at ${unpacked} could not be unpacked: ${problem}.`);
}

/**
 * The temporary directory as this module's view of the environment has it: under Jest that is the
 * test's own `process.env`, which Node's `os.tmpdir()` does not read.
 */
function tmpDir(): string {
  return process.env.TMPDIR ? path.resolve(process.env.TMPDIR) : os.tmpdir();
}

/** The file name of the browser binary inside an unpacked copy (the package's own choice). */
const UNPACKED_BINARY = 'chromium';
/** Written last into a staging copy: what was unpacked, and the binary's size to check it by. */
const UNPACK_MANIFEST = 'chartwrap-unpacked.json';

interface UnpackManifest {
  package: '@sparticuz/chromium';
  version: string;
  binaryBytes: number;
}

interface NpmChromiumAnswer {
  version: string;
  args: string[];
  executablePath?: string;
}

/**
 * Asks the package, in a short Node child: it is ES-module only, and this module must work the same
 * from Jest's CommonJS and from the bench's ES modules. `describe` reads its version and flags;
 * `unpack` unpacks the browser into the child's TMPDIR (`stagingDir`).
 */
function askNpmChromium(action: 'describe' | 'unpack', stagingDir?: string): NpmChromiumAnswer {
  const script =
    "import { createRequire } from 'node:module';" +
    "import chromium from '@sparticuz/chromium';" +
    "const entry = createRequire(import.meta.url).resolve('@sparticuz/chromium');" +
    "const { readFileSync } = await import('node:fs');" +
    "const { join, dirname } = await import('node:path');" +
    // The package's entry is build/index.js; its package.json is one level up.
    "const { version } = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8'));" +
    `const executablePath = ${action === 'unpack' ? 'await chromium.executablePath()' : 'undefined'};` +
    'process.stdout.write(JSON.stringify({ version, args: chromium.args, executablePath }));';
  try {
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      // Resolves the package from this one (src/ under Jest, dist/ under Node).
      cwd: path.resolve(__dirname, '..'),
      encoding: 'utf8',
      // This module's view of the environment (under Jest, the test's own); an unpack gets its
      // staging directory as the package's temporary directory.
      env: stagingDir ? { ...process.env, TMPDIR: stagingDir } : process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return JSON.parse(out) as NpmChromiumAnswer;
  } catch (error) {
    throw new Error(
      'No system Chromium (set CHROMIUM_PATH or install /usr/bin/chromium) and the npm-shipped ' +
        `one failed: run \`npm install\` (it installs @sparticuz/chromium).\n${String(error)}`,
    );
  }
}

/**
 * Why the unpacked copy at `dir` must not be run, or undefined when it is whole: `absent`, or a
 * sentence naming what is wrong (no manifest: a copy this project did not make; another version;
 * a binary of the wrong size, or one this user may not run).
 */
function checkUnpacked(dir: string, version: string): string | undefined {
  if (!fs.existsSync(dir)) return 'absent';
  let manifest: UnpackManifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(dir, UNPACK_MANIFEST), 'utf8'));
  } catch {
    return `it has no readable ${UNPACK_MANIFEST}, so this project did not unpack it`;
  }
  if (manifest.version !== version)
    return `it holds version ${manifest.version}, and npm installed ${version}`;
  const binary = path.join(dir, UNPACKED_BINARY);
  let bytes: number;
  try {
    bytes = fs.statSync(binary).size;
  } catch {
    return `its ${UNPACKED_BINARY} binary is missing`;
  }
  if (bytes !== manifest.binaryBytes)
    return `its binary has ${bytes} bytes where ${manifest.binaryBytes} were unpacked`;
  try {
    fs.accessSync(binary, fs.constants.X_OK);
  } catch {
    return 'its binary is not executable by this user';
  }
  return undefined;
}

/**
 * Moves a copy that must not be run out of the way (a rename, so a process still running it keeps
 * its files), then deletes it. Another process may have moved it first; that is as good.
 */
function moveAside(dir: string, problem: string): void {
  const aside = `${dir}.replaced-${process.pid}-${Date.now()}`;
  try {
    fs.renameSync(dir, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw new Error(
      `The npm-shipped Chromium at ${dir} cannot be used (${problem}) and this user cannot ` +
        'replace it: remove it, or set TMPDIR to a directory of your own.',
    );
  }
  fs.rmSync(aside, { recursive: true, force: true });
}

/** Unpacks into a fresh staging directory beside `dir`, checks it, and renames it into place. */
function unpackInto(dir: string, version: string): void {
  const staging = fs.mkdtempSync(`${dir}.unpacking-`);
  try {
    const answer = askNpmChromium('unpack', staging);
    if (answer.executablePath !== path.join(staging, UNPACKED_BINARY))
      throw new Error(
        `The npm-shipped Chromium unpacked to ${answer.executablePath}, not into ${staging}.`,
      );
    const manifest: UnpackManifest = {
      package: '@sparticuz/chromium',
      version,
      binaryBytes: fs.statSync(answer.executablePath).size,
    };
    fs.writeFileSync(path.join(staging, UNPACK_MANIFEST), JSON.stringify(manifest));
    try {
      fs.renameSync(staging, dir);
    } catch (error) {
      // Another process renamed its copy into place first: use that one.
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
    }
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** The launch settings for an unpacked npm Chromium: its flags, less the serverless ones. */
function npmChromiumInstall(executablePath: string, npmArgs: string[]): ChromiumInstall {
  const args = npmArgs.filter(
    (arg) => !arg.startsWith('--headless') && !NPM_CHROMIUM_FLAGS_LEFT_OUT.includes(arg),
  );
  return { executablePath, args: [...new Set([...args, ...COMMON_ARGS])], source: 'npm' };
}

/** Launches the Chromium that {@link findChromium} picks, headless, through playwright-core. */
export async function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  const { chromium } = await import('playwright-core');
  const { executablePath, args } = findChromium();
  return chromium.launch({
    ...options,
    executablePath,
    headless: true,
    args: [...args, ...(options.args ?? [])],
  });
}

/** {@link launchBrowser} with Chrome's DevTools port open: Lighthouse drives the browser there. */
export async function launchBrowserWithDevToolsPort(): Promise<{ browser: Browser; port: number }> {
  const port = await freePort();
  const browser = await launchBrowser({ args: [`--remote-debugging-port=${port}`] });
  return { browser, port };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
