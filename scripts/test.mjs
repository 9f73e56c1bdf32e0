// `npm test`: the type checks, lint, the import rules (`npm run depcruise`), then every Jest
// project. The browser tests need a production build of the site (e2e/setup.ts makes one when it
// finds none); the checks each keep one core busy, so the build is started beside them and Jest
// then reuses it (E2E_REUSE_BUILD=1): on a 2-core machine that takes most of the build's half
// minute off the run. The type checks go first: they read src/gatsby-types.d.ts, which the build
// writes again near its end. Arguments go to Jest.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jestArgs = process.argv.slice(2);

const children = new Set();

/** Runs `command` with the terminal as its output; resolves with its exit code. */
function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    children.add(child);
    child.on('exit', (code, signal) => {
      children.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** Exits with `code`, stopping whatever still runs (the build, when a check failed). */
function exit(code) {
  for (const child of children) child.kill();
  process.exit(code);
}

/** Whether the browser tests will run and need this run to build the site. */
function needsBuild() {
  if (process.env.E2E_BASE_URL || process.env.E2E_REUSE_BUILD === '1') return false;
  const at = jestArgs.indexOf('--selectProjects');
  if (at === -1) return true;
  const selected = [];
  for (const arg of jestArgs.slice(at + 1)) {
    if (arg.startsWith('-')) break;
    selected.push(arg);
  }
  return selected.includes('e2e');
}

/** `gatsby build` as e2e/setup.ts runs it, its output kept in a log shown if it fails. */
function buildSite() {
  const log = path.join(ROOT, 'e2e/.tmp/test-build.log');
  fs.mkdirSync(path.dirname(log), { recursive: true });
  const out = fs.openSync(log, 'w');
  const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' };
  delete env.NODE_ENV;
  return run(path.join(ROOT, 'node_modules/.bin/gatsby'), ['build'], {
    env,
    stdio: ['ignore', out, out],
  }).then((code) => {
    fs.closeSync(out);
    if (code !== 0) {
      process.stderr.write(fs.readFileSync(log, 'utf8').slice(-20_000));
      console.error(
        `\nThe site's build for the browser tests failed (exit code ${code}); log: ${log}`,
      );
    }
    return code;
  });
}

const build = needsBuild() ? buildSite() : Promise.resolve(null);
const checks =
  (await run('npm', ['run', 'typecheck'])) ||
  (await run('npm', ['run', 'lint'])) ||
  (await run('npm', ['run', 'depcruise']));
if (checks !== 0) exit(checks);
const built = await build;
if (built !== null && built !== 0) exit(built);
const env = built === 0 ? { ...process.env, E2E_REUSE_BUILD: '1' } : process.env;
exit(await run(path.join(ROOT, 'node_modules/.bin/jest'), jestArgs, { env }));
