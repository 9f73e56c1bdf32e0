/**
 * @jest-environment node
 *
 * The repository's import rules (.dependency-cruiser.cjs) fire: dependency-cruiser's own API, run
 * with those rules over a small build tree in a temporary folder, reports a backward import
 * between stages and a circle with the files named, and lets a forward import through.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const CONFIG = path.join(process.cwd(), '.dependency-cruiser.cjs');

/** Runs `cruise` (an ES module: in a Node process of its own) with the rules over `baseDir`/src. */
const CRUISE = `
import { createRequire } from 'node:module';
import { cruise } from 'dependency-cruiser';
const [configFile, baseDir] = process.argv.slice(1);
const { forbidden, options } = createRequire(import.meta.url)(configFile);
const { tsConfig, ...rest } = options; // the fixture has no tsconfig of its own
const run = (outputType) =>
  cruise(['src'], { ...rest, baseDir, ruleSet: { forbidden }, validate: true, outputType });
const json = JSON.parse((await run('json')).output);
const text = (await run('err')).output;
process.stdout.write(JSON.stringify({ violations: json.summary.violations, text }));
`;

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
  cycle?: { name: string }[];
}

function cruiseWithTheRules(baseDir: string): Promise<{ violations: Violation[]; text: string }> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--input-type=module', '-e', CRUISE, CONFIG, baseDir],
      { cwd: process.cwd() },
      (error, stdout, stderr) =>
        error ? reject(new Error(stderr || error.message)) : resolve(JSON.parse(stdout)),
    );
  });
}

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-rules-'));
  const files: Record<string, string> = {
    // A type-only import of a later stage: the markdown stage reaching into output.
    'src/node/markdown/highlight.ts':
      "import type { PublicFile } from '../output/public-files';\nexport const f = (p: PublicFile) => p;\n",
    'src/node/output/public-files.ts': 'export type PublicFile = string;\n',
    // Output may import markdown, an earlier stage.
    'src/node/output/write.ts': "import { f } from '../markdown/highlight';\nexport const g = f;\n",
    // Two modules of one stage importing each other.
    'src/node/content/pages.ts': "import { b } from './sidebar';\nexport const a = () => b;\n",
    'src/node/content/sidebar.ts': "import { a } from './pages';\nexport const b = () => a;\n",
  };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

test('a backward import between stages, type-only too, and a circle are reported with both files; a forward import is not', async () => {
  const { violations, text } = await cruiseWithTheRules(dir);
  expect(violations.map(({ rule, from, to }) => `${rule.name}: ${from} → ${to}`).sort()).toEqual([
    'markdown-imports-only-earlier-stages: src/node/markdown/highlight.ts → src/node/output/public-files.ts',
    'no-circular: src/node/content/pages.ts → src/node/content/sidebar.ts',
  ]);
  const circle = violations.find((v) => v.rule.name === 'no-circular')!;
  expect(circle.cycle!.map((step) => step.name).sort()).toEqual([
    'src/node/content/pages.ts',
    'src/node/content/sidebar.ts',
  ]);
  // The readable report names both files of the backward import on one line.
  expect(text).toContain(
    'error markdown-imports-only-earlier-stages: src/node/markdown/highlight.ts → src/node/output/public-files.ts',
  );
}, 60_000);
