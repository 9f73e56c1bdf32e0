import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

  onLinux('says what to do when the unpacked npm Chromium is not executable by this user', () => {
    // The package unpacks to $TMPDIR/chromium and reuses what it finds there.
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'chromium-other-user-'));
    fs.writeFileSync(path.join(tmp, 'chromium'), '', { mode: 0o600 });
    const saved = process.env.TMPDIR;
    process.env.TMPDIR = tmp;
    try {
      expect(() => locateChromium({ configured: 'npm' })).toThrow(
        /unpacked by another user[\s\S]*set TMPDIR/,
      );
    } finally {
      if (saved === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = saved;
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });
});

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
