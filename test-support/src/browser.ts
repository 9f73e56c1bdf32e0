/**
 * The one Chromium launcher of the browser tests, the bench and the scripts.
 *
 * Which browser: `CHROMIUM_PATH` when set (a path, or `npm` for the npm-shipped one), else the
 * system's `/usr/bin/chromium` when present, else on Linux the headless Chromium shipped inside the
 * `@sparticuz/chromium` npm package (unpacked to /tmp on first use), else an error naming what to
 * install.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
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
 * The Chromium inside `@sparticuz/chromium`. The package is ES-module only and its
 * `executablePath()` unpacks the browser, so a short Node child asks it: this works the same from
 * Jest's CommonJS and from the bench's ES modules.
 */
function npmChromium(): ChromiumInstall {
  const script =
    "import chromium from '@sparticuz/chromium';" +
    'const executablePath = await chromium.executablePath();' +
    'process.stdout.write(JSON.stringify({ executablePath, args: chromium.args }));';
  let answer: { executablePath: string; args: string[] };
  try {
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      // Resolves the package from this one (src/ under Jest, dist/ under Node).
      cwd: path.resolve(__dirname, '..'),
      encoding: 'utf8',
      // This module's view of the environment (under Jest, the test's own), TMPDIR included.
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    answer = JSON.parse(out);
  } catch (error) {
    throw new Error(
      'No system Chromium (set CHROMIUM_PATH or install /usr/bin/chromium) and the npm-shipped ' +
        `one failed: run \`npm install\` (it installs @sparticuz/chromium).\n${String(error)}`,
    );
  }
  // The package unpacks to <tmp>/chromium once per machine; one unpacked by another user may not
  // be ours to run.
  try {
    fs.accessSync(answer.executablePath, fs.constants.X_OK);
  } catch {
    throw new Error(
      `The npm-shipped Chromium at ${answer.executablePath} was unpacked by another user and is ` +
        'not executable by this one: remove it, or set TMPDIR to a directory of your own.',
    );
  }
  const args = answer.args.filter(
    (arg) => !arg.startsWith('--headless') && !NPM_CHROMIUM_FLAGS_LEFT_OUT.includes(arg),
  );
  return {
    executablePath: answer.executablePath,
    args: [...new Set([...args, ...COMMON_ARGS])],
    source: 'npm',
  };
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
