/**
 * @jest-environment node
 *
 * Gatsby compiles gatsby-config.ts and gatsby-node.ts (and what they import) with Parcel before
 * every build. Our patch to Gatsby (patches/gatsby+5.16.1.patch) reuses the compiled files while
 * the sources Parcel bundled are unchanged, compiles again as soon as one of them changes, and
 * does not minify (Terser cost over a second of each cold build).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { compileGatsbyFiles } = require('gatsby/dist/utils/parcel/compile-gatsby-files') as {
  compileGatsbyFiles: (siteRoot: string) => Promise<void>;
};

let site: string;
const compiledConfig = () => path.join(site, '.cache/compiled/gatsby-config.js');
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
  fs.writeFileSync(path.join(site, file), text);
};

beforeAll(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'compiled-gatsby-files-'));
  write('package.json', '{ "name": "probe", "private": true }');
  write(
    'gatsby-config.ts',
    "import { title } from './src/title';\nexport default { siteMetadata: { title } };\n",
  );
  write(
    'src/title.ts',
    "const describeTitle = (name: string) => name;\nexport const title = describeTitle('first');\n",
  );
});

afterAll(() => fs.rmSync(site, { recursive: true, force: true }));

/** Gatsby compiles from the site's folder, as its working directory. */
async function compileInSite() {
  const cwd = process.cwd();
  process.chdir(site);
  try {
    await compileGatsbyFiles(site);
  } finally {
    process.chdir(cwd);
  }
}

test('compiles, reuses the output while its sources are unchanged, and compiles again after an edit', async () => {
  await compileInSite();
  const compiled = fs.readFileSync(compiledConfig(), 'utf8');
  expect(compiled).toContain('first');
  // Not minified: a module's own function keeps its name (Terser would shorten it).
  expect(compiled).toMatch(/describeTitle/);
  const recorded = JSON.parse(
    fs.readFileSync(path.join(site, '.cache/compiled/.inputs.json'), 'utf8'),
  );
  expect(recorded.inputs).toEqual(
    expect.arrayContaining([path.join(site, 'gatsby-config.ts'), path.join(site, 'src/title.ts')]),
  );

  // Unchanged sources: the compiled file is left as it is (Parcel would empty the folder first).
  const firstOutput = fs.statSync(compiledConfig()).mtimeMs;
  await compileInSite();
  expect(fs.statSync(compiledConfig()).mtimeMs).toBe(firstOutput);

  // An edit to an imported module, not to gatsby-config.ts itself, is seen.
  write('src/title.ts', "export const title = 'second';\n");
  await compileInSite();
  expect(fs.readFileSync(compiledConfig(), 'utf8')).toContain('second');
}, 60_000);
