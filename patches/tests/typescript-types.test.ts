/**
 * @jest-environment node
 *
 * Gatsby writes the query result types (src/gatsby-types.d.ts) on every build and on every query
 * change in `gatsby develop`. Our patch to Gatsby (patches/gatsby+5.16.1.patch) skips the code
 * generation while the schema, the queries and the searched files are unchanged and the types file
 * is as it was written; any change, the file's included, generates it again.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSchema, parse } from 'graphql';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { writeTypeScriptTypes } = require('gatsby/dist/utils/graphql-typegen/ts-codegen') as {
  writeTypeScriptTypes: (
    directory: string,
    schema: unknown,
    definitions: Map<string, unknown>,
    options: { typesOutputPath: string; documentSearchPaths: string[] },
  ) => Promise<void>;
};

let site: string;
const typesFile = () => path.join(site, 'src/gatsby-types.d.ts');
const options = { typesOutputPath: 'src/gatsby-types.d.ts', documentSearchPaths: [] };

/** One page query, as Gatsby's query extraction records it. */
function definitions(query: string) {
  const def = parse(query).definitions[0];
  return new Map([
    [
      'TitleQuery',
      {
        name: 'TitleQuery',
        def,
        filePath: path.join(site, 'src/pages/index.tsx'),
        hash: 1,
        isHook: false,
        isStaticQuery: false,
        isFragment: false,
      },
    ],
  ]);
}

beforeAll(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'typescript-types-'));
});
afterAll(() => fs.rmSync(site, { recursive: true, force: true }));

test('types are generated, kept while nothing they come from changed, and generated again after a change', async () => {
  const schema = buildSchema('type Query { title: String, year: Int }');
  await writeTypeScriptTypes(site, schema, definitions('query TitleQuery { title }'), options);
  expect(fs.readFileSync(typesFile(), 'utf8')).toContain('type TitleQueryQuery');

  // Nothing changed: the file is left alone (a marker written into it would survive otherwise).
  const written = fs.statSync(typesFile()).mtimeMs;
  await writeTypeScriptTypes(site, schema, definitions('query TitleQuery { title }'), options);
  expect(fs.statSync(typesFile()).mtimeMs).toBe(written);

  // A changed query generates the types again.
  await writeTypeScriptTypes(site, schema, definitions('query TitleQuery { title year }'), options);
  expect(fs.readFileSync(typesFile(), 'utf8')).toMatch(/year/);

  // So does a types file that is no longer what was written (an edit, or a branch checkout).
  fs.appendFileSync(typesFile(), '// edited by hand\n');
  await writeTypeScriptTypes(site, schema, definitions('query TitleQuery { title year }'), options);
  expect(fs.readFileSync(typesFile(), 'utf8')).not.toContain('edited by hand');
}, 30_000);
