/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decodeTerms, unpackRows, type RowsFile } from '../../search/index-format';
import { splitRecords } from '../../search/split-engine';
import { everyPartPath, partPaths } from '../../search/split-files';
import { createRequire } from 'node:module';
import { LIST_SECTION, recordWeight, type SearchRecord } from '../../shared/search-types';
import { algoliaObjects, algoliaPlugin, toAlgoliaObject } from './algolia';
import { writeIndexFiles } from './index-files';
import { modalStylesheet, scopeRootVariables } from './modal-stylesheet';
import { pagesFromGraphql } from './search-input';
import { buildRecords } from './search-records';

/** What the SearchPages query answers: the listed pages only (the query filters on fields.listed). */
const data = {
  allMdx: {
    nodes: [
      {
        body: '## Donut\n\nA donut.\n\n## Props\n\n<PropsReference />\n',
        fields: { slug: '/examples/pie-chart', section: 'Core charts' },
        frontmatter: {
          title: 'Pie chart',
          description: 'Slices.',
          keywords: [],
          searchTerms: ['donut chart'],
          tags: ['pie-chart'],
        },
        exampleSources: [{ code: '// Hours per day.\nexport default 1;' }],
        optionsReference: [],
        eventsReference: [],
      },
    ],
  },
  allChartwrapProp: {
    nodes: [
      {
        name: 'legendToggle',
        type: 'boolean',
        description: 'Click a legend entry to hide its series.',
      },
    ],
  },
};

describe('search build step', () => {
  it('maps GraphQL pages to record input: the sidebar section as lvl0, the props reference inline', () => {
    const pages = pagesFromGraphql(data);
    expect(pages.map((p) => p.path)).toEqual(['/examples/pie-chart']);
    const records = buildRecords(pages);
    expect(records.find((r) => r.content?.startsWith('legendToggle'))).toMatchObject({
      url: '/examples/pie-chart#props',
      content: 'legendToggle (boolean): Click a legend entry to hide its series.',
    });
    expect(pages[0]).toMatchObject({
      section: 'Core charts',
      exampleSource: expect.stringContaining('Hours'),
    });
    // front matter search terms reach the page record
    expect(records[0]).toMatchObject({ type: 'lvl1', searchTerms: ['donut chart'] });
  });

  it('writes a content-hashed split index and a manifest naming its dictionary', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-'));
    fs.writeFileSync(path.join(dir, 'search-index.0123abcd.json'), '{}');
    const records = buildRecords(pagesFromGraphql(data));
    const { file, split } = writeIndexFiles(dir, records, { wholeMaxGz: 0 });
    expect(split).toBe(true);
    expect(file).toMatch(/^\/search-index\.[0-9a-f]{16}\.json$/);
    expect(fs.existsSync(path.join(dir, 'search-index.0123abcd.json'))).toBe(false);
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'search-manifest.json'), 'utf8'));
    expect(manifest.index).toBe(file);
    expect(manifest.css).toMatch(/^\/docsearch-modal\.[0-9a-f]{16}\.css$/);
    expect(fs.readFileSync(path.join(dir, manifest.css), 'utf8')).toContain('.DocSearch-Modal');
    const dictionary = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    expect(dictionary.documentCount).toBe(records.length);
    // every record is in one of the records files, in order
    const read = (part: string) => JSON.parse(fs.readFileSync(path.join(dir, part), 'utf8'));
    expect(splitRecords(dictionary, read)).toEqual(records);
    expect(partPaths(dictionary.postings).flatMap(read)).toHaveLength(
      decodeTerms(dictionary.terms).length,
    );
    expect(
      partPaths(dictionary.rows).flatMap((f: string) => unpackRows(read(f) as RowsFile)),
    ).toHaveLength(records.length);
    const written = fs.readdirSync(dir).filter((f) => f.startsWith('search-index.'));
    const named = new Set(everyPartPath(dictionary));
    expect(written.sort()).toEqual([...named, file].map((f) => f.slice(1)).sort());
    // same content, same name
    expect(writeIndexFiles(dir, records, { wholeMaxGz: 0 }).file).toBe(file);
  });

  it('keeps the files a rebuild would write again as they were, and rewrites a cut one', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-'));
    const records = buildRecords(pagesFromGraphql(data));
    writeIndexFiles(dir, records, { wholeMaxGz: 0 });
    const files = fs.readdirSync(dir).filter((f) => f.startsWith('search-index.'));
    const inode = (f: string) => fs.statSync(path.join(dir, f)).ino;
    const before = new Map(files.map((f) => [f, inode(f)]));
    const cut = files[files.length - 1];
    const whole = fs.readFileSync(path.join(dir, cut), 'utf8');
    fs.writeFileSync(path.join(dir, cut), whole.slice(0, -1));
    writeIndexFiles(dir, records, { wholeMaxGz: 0 });
    expect(fs.readdirSync(dir).filter((f) => f.startsWith('search-index.'))).toEqual(files);
    expect(files.filter((f) => f !== cut && inode(f) !== before.get(f))).toEqual([]);
    expect(fs.readFileSync(path.join(dir, cut), 'utf8')).toBe(whole);
  });

  it('keeps a small index whole: one file of every record', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-'));
    const records = buildRecords(pagesFromGraphql(data));
    const { file, split, files } = writeIndexFiles(dir, records);
    expect({ split, files }).toEqual({ split: false, files: 1 });
    expect(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))).toEqual({
      version: 1,
      records,
    });
    expect(fs.readdirSync(dir).filter((f) => f.startsWith('search-index.'))).toEqual([
      file.slice(1),
    ]);
  });
});

describe('search build step: Algolia', () => {
  it('configures gatsby-plugin-algolia only with the three variables', () => {
    expect(algoliaPlugin({})).toBeNull();
    expect(algoliaPlugin({ ALGOLIA_APP_ID: 'A', ALGOLIA_INDEX_NAME: 'i' })).toBeNull();
    const plugin = algoliaPlugin({
      ALGOLIA_APP_ID: 'A',
      ALGOLIA_ADMIN_KEY: 'secret',
      ALGOLIA_INDEX_NAME: 'docs',
      ALGOLIA_HOST: 'http://127.0.0.1:9999',
    })!;
    expect(plugin.resolve).toBe('gatsby-plugin-algolia');
    expect(plugin.options.queries[0].settings).toMatchObject({
      attributesForFaceting: expect.arrayContaining(['language', 'tags']),
      attributeForDistinct: 'url',
      distinct: true,
    });
    expect((plugin.options.algoliasearchOptions as { hosts?: unknown }).hosts).toEqual([
      { url: '127.0.0.1:9999', protocol: 'http', accept: 3 },
    ]);
    const objects = plugin.options.queries[0].transformer({ data });
    expect(objects[0]).toMatchObject({
      id: objects[0].objectID,
      internal: { contentDigest: expect.any(String) },
    });
    expect(toAlgoliaObject(buildRecords(pagesFromGraphql(data))[0]).level).toBe(1);
  });

  it('weighs each record as the embedded engine does: by kind, less in a long list section', () => {
    const record = (url: string, n: number): SearchRecord => ({
      objectID: `${url}-${n}`,
      url,
      url_without_anchor: url.split('#')[0],
      anchor: url.split('#')[1] ?? null,
      type: 'content',
      hierarchy: {
        lvl0: 'Docs',
        lvl1: 'Guide',
        lvl2: null,
        lvl3: null,
        lvl4: null,
        lvl5: null,
        lvl6: null,
      },
      content: `row ${n}`,
      language: 'en',
      tags: [],
      position: n,
    });
    const list = Array.from({ length: LIST_SECTION * 4 }, (_, n) => record('/docs/guide#props', n));
    const objects = algoliaObjects([record('/docs/guide#task', 0), ...list]);
    expect(objects).toHaveLength(1 + LIST_SECTION * 4);
    expect(objects[0].weight).toBe(Math.round(recordWeight('text', 1) * 10));
    expect(objects[0].weight).toBe(10);
    // A row of a 32-record list weighs less than text written about one task.
    expect(objects[1].weight).toBe(Math.round(recordWeight('text', LIST_SECTION * 4) * 10));
    expect(objects[1].weight).toBeLessThan(objects[0].weight);
    // The list's own heading is about its task: not damped (`Move from react-google-charts`).
    expect(recordWeight('section', LIST_SECTION * 4)).toBe(recordWeight('section', 1));
  });
});

describe("the modal's stylesheet", () => {
  it("is the installed DocSearch's own, its variables kept to the modal", () => {
    const css = modalStylesheet(createRequire(path.join(process.cwd(), 'package.json')));
    const version = (
      createRequire(path.join(process.cwd(), 'package.json'))('@docsearch/react/package.json') as {
        version: string;
      }
    ).version;
    // the stylesheet of the modal's own version, with its variables
    expect(css).toContain(`@docsearch/css Modal ${version}`);
    expect(css).toContain('--docsearch-hit-active-color');
    // which no longer apply to the whole page (the navbar's button keeps the site's)
    expect(css).not.toMatch(/:root\s*\{/);
    expect(css).toContain('.DocSearch-Container{--docsearch-primary-color');
    expect(css).toContain('html[data-theme=dark] .DocSearch-Container{--docsearch-text-color');
  });

  it('scopes root and dark-mode variables to the container, in media queries too', () => {
    expect(
      scopeRootVariables(
        ':root{--a:1}html[data-theme=dark]{--a:2}@media (max-width:768px){:root{--b:3}}.x{color:red}',
      ),
    ).toBe(
      '.DocSearch-Container{--a:1}html[data-theme=dark] .DocSearch-Container{--a:2}@media (max-width:768px){.DocSearch-Container{--b:3}}.x{color:red}',
    );
  });
});
