import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { launchBrowser, locateChromium } from '../src';

// Any file that exists stands in for a browser binary where only the path is checked.
const AN_EXISTING_FILE = process.execPath;
const NOWHERE = '/nonexistent/chromium';

describe('locateChromium', () => {
  it('takes CHROMIUM_PATH first, and says so when it points nowhere', () => {
    expect(locateChromium({ configured: AN_EXISTING_FILE, systemPath: NOWHERE })).toMatchObject({
      executablePath: AN_EXISTING_FILE,
      source: 'CHROMIUM_PATH',
    });
    expect(() => locateChromium({ configured: NOWHERE })).toThrow(`CHROMIUM_PATH=${NOWHERE}`);
  });

  it('then the system Chromium, with the flags for a sandbox-less container', () => {
    const found = locateChromium({ systemPath: AN_EXISTING_FILE });
    expect(found).toMatchObject({ executablePath: AN_EXISTING_FILE, source: 'system' });
    expect(found.args).toContain('--no-sandbox');
  });

  it('with no system Chromium outside Linux, names what to install', () => {
    expect(() => locateChromium({ systemPath: NOWHERE, platform: 'darwin' })).toThrow(
      /Install Chromium or Chrome and set CHROMIUM_PATH/,
    );
  });

  const onLinux = process.platform === 'linux' ? it : it.skip;
  onLinux(
    'else on Linux the npm-shipped Chromium, unpacked and without its serverless flags',
    () => {
      const found = locateChromium({ systemPath: NOWHERE });
      expect(found.source).toBe('npm');
      expect(fs.existsSync(found.executablePath)).toBe(true);
      expect(found.args).toContain('--no-sandbox');
      for (const flag of ['--single-process', '--disable-web-security', '--headless=shell'])
        expect(found.args).not.toContain(flag);
      // CHROMIUM_PATH=npm picks it even where a system Chromium exists.
      expect(locateChromium({ configured: 'npm', systemPath: AN_EXISTING_FILE }).source).toBe(
        'npm',
      );
    },
  );

  onLinux(
    'replaces an unpacked copy it did not make whole, and never runs it',
    () => {
      withTmpDir((tmp) => {
        const { executablePath } = locateChromium({ configured: 'npm' });
        const unpacked = path.dirname(executablePath);
        // A half-written binary: the size the manifest recorded no longer matches.
        fs.truncateSync(executablePath, 1024);
        expect(locateChromium({ configured: 'npm' }).executablePath).toBe(executablePath);
        expect(fs.statSync(executablePath).size).toBeGreaterThan(1024);
        // A copy someone else put there, with no manifest of ours.
        fs.rmSync(unpacked, { recursive: true });
        fs.mkdirSync(unpacked);
        fs.writeFileSync(path.join(unpacked, 'chromium'), '#!/bin/sh\n', { mode: 0o755 });
        expect(locateChromium({ configured: 'npm' }).executablePath).toBe(executablePath);
        expect(fs.statSync(executablePath).size).toBeGreaterThan(1024);
        // Nothing left behind but the one unpacked copy.
        expect(fs.readdirSync(tmp)).toEqual([path.basename(unpacked)]);
      });
    },
    120_000,
  );

  onLinux(
    'several processes asking at once on an empty unpack location all launch it',
    () => {
      // Each process loads this source, bundled, as a script or bench would load the package.
      const bundle = path.join(__dirname, '..', '.tmp', 'browser-under-test.cjs');
      buildSync({
        entryPoints: [path.join(__dirname, '..', 'src', 'browser.ts')],
        outfile: bundle,
        bundle: true,
        platform: 'node',
        format: 'cjs',
        external: ['playwright-core'],
        logLevel: 'error',
      });
      const launchOnce =
        `const { launchBrowser } = require(${JSON.stringify(bundle)});` +
        '(async () => {' +
        '  const browser = await launchBrowser();' +
        '  const page = await browser.newPage();' +
        "  await page.setContent('<script>document.title = 6 * 7</script>');" +
        '  process.stdout.write(await page.title());' +
        '  await browser.close();' +
        '})().catch((error) => { console.error(error); process.exit(1); });';
      const processes = 4;
      return withTmpDirAsync(async (tmp) => {
        const results = await Promise.all(
          Array.from({ length: processes }, () =>
            runNode(launchOnce, { ...process.env, TMPDIR: tmp, CHROMIUM_PATH: 'npm' }),
          ),
        );
        for (const result of results) expect(result).toEqual({ code: 0, stdout: '42' });
        // One copy, and no staging directory left behind by the processes that lost the race.
        expect(fs.readdirSync(tmp)).toEqual([expect.stringMatching(/^chartwrap-chromium-[\d.]+$/)]);
      });
    },
    180_000,
  );
});

function withTmpDir(fn: (tmp: string) => void): void {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'chromium-unpack-'));
  const saved = process.env.TMPDIR;
  process.env.TMPDIR = tmp;
  try {
    fn(tmp);
  } finally {
    if (saved === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = saved;
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

async function withTmpDirAsync(fn: (tmp: string) => Promise<void>): Promise<void> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'chromium-unpack-'));
  try {
    await fn(tmp);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

function runNode(
  script: string,
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; stdout: string; stderr?: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['-e', script], { env, stdio: 'pipe' });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) =>
      resolve(code === 0 ? { code, stdout } : { code, stdout, stderr: stderr.slice(-2000) }),
    );
  });
}

describe('launchBrowser', () => {
  it('opens a page and runs its script', async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      await page.setContent('<p id="p"></p><script>p.textContent = 6 * 7</script>');
      await expect(page.textContent('#p')).resolves.toBe('42');
    } finally {
      await browser.close();
    }
  }, 60_000);
});
