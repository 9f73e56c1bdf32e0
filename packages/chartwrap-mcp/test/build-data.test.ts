/**
 * The docs data written from a site build: a folder laid out as `gatsby build` writes `public/`
 * (page data, page Markdown, llms.txt, the search manifest and index), built from the fixture.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildDocsData } from '../src/build-data';
import { FIXTURE_DATA } from './fixture';

let publicDir: string;

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
  fs.writeFileSync(path.join(publicDir, file), text);
};

/** The page data Gatsby writes for a page: its MDX query's result. */
const pageData = (slug: string, title: string, mdx: object, unlisted = false) =>
  JSON.stringify({
    result: { data: { mdx: { frontmatter: { title, unlisted }, fields: { slug }, ...mdx } } },
  });

beforeAll(() => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chartwrap-mcp-public-'));
  const [pieHole, legend] = FIXTURE_DATA.options;
  // A row as the page's data holds it: its anchor instead of the URL and Google's link.
  const row = ({
    owner,
    path: optionPath,
    type,
    default: fallback,
    description,
    url,
  }: typeof pieHole) => ({
    owner,
    path: optionPath,
    type,
    default: fallback,
    description,
    anchor: url.split('#')[1],
    depth: 1,
  });
  write(
    'page-data/examples/pie-chart/page-data.json',
    pageData('/examples/pie-chart', 'Pie chart', {
      optionsReference: [row(pieHole), row(legend)],
      eventsReference: [],
      exampleSources: [{ name: 'pie-chart', code: FIXTURE_DATA.examples[0].code }],
    }),
  );
  write(
    'page-data/docs/draft/page-data.json',
    pageData('/docs/draft', 'Draft', { optionsReference: [row(pieHole)] }, true),
  );
  write('page-data/index/page-data.json', JSON.stringify({ result: { data: {} } }));
  write(
    'examples/pie-chart.md',
    '# Pie chart\n\nURL: https://chartwrap.example/examples/pie-chart\n',
  );
  write('docs/draft.md', '# Draft\n');
  write('llms.txt', FIXTURE_DATA.llmsTxt);
  write('search-manifest.json', JSON.stringify({ index: '/search-index.abc.json' }));
  write('search-index.abc.json', JSON.stringify({ version: 1, records: FIXTURE_DATA.records }));
});

afterAll(() => fs.rmSync(publicDir, { recursive: true, force: true }));

test("reads the listed pages' Markdown, llms.txt, the search records and the site's address", () => {
  const data = buildDocsData(publicDir);
  expect(data.siteUrl).toBe('https://chartwrap.example');
  expect(data.llmsTxt).toBe(FIXTURE_DATA.llmsTxt);
  expect(data.pages).toEqual([
    {
      url: '/examples/pie-chart',
      title: 'Pie chart',
      markdown: fs.readFileSync(path.join(publicDir, 'examples/pie-chart.md'), 'utf8'),
    },
  ]);
  expect(data.records).toEqual(FIXTURE_DATA.records);
});

test("takes option rows, event rows and example sources from the listed pages' data, once each", () => {
  const data = buildDocsData(publicDir);
  expect(data.options).toEqual([
    FIXTURE_DATA.options[0],
    { ...FIXTURE_DATA.options[1], google: expect.stringMatching(/^https:\/\/developers\.google/) },
  ]);
  expect(data.events).toEqual([]);
  expect(data.examples).toEqual(FIXTURE_DATA.examples);
});

test('a folder without a site build is refused with what to do', () => {
  const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'chartwrap-mcp-empty-'));
  fs.mkdirSync(path.join(empty, 'page-data'));
  try {
    expect(() => buildDocsData(empty)).toThrow(/build the site first/);
  } finally {
    fs.rmSync(empty, { recursive: true, force: true });
  }
});
